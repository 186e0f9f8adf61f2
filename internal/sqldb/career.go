package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// CareerService implements stride.CareerService: it gathers a user's facts,
// hands them to the computations of internal/career, and stores the results.
type CareerService struct {
	db       *DB
	cat      *catalog.Catalog
	postings postingCache
}

// NewCareerService returns the career store of db.
func NewCareerService(db *DB) *CareerService { return &CareerService{db: db, cat: catalog.MustLoad()} }

var _ stride.CareerService = (*CareerService)(nil)

const goalColumns = `id, user_id, title, description, target_role, current_progress, deadline, status,
	progress_by_hand, ai_analysis, created_at, updated_at`

func scanGoal(r rowScanner) (*stride.CareerGoal, error) {
	var g stride.CareerGoal
	if err := r.Scan(&g.ID, &g.UserID, &g.Title, &g.Description, &g.TargetRole, &g.CurrentProgress,
		&g.Deadline, &g.Status, &g.ProgressByHand, rawJSON{&g.AIAnalysis}, &g.CreatedAt, &g.UpdatedAt); err != nil {
		return nil, err
	}
	return &g, nil
}

func listGoals(ctx context.Context, tx *Tx, userID string) ([]stride.CareerGoal, error) {
	rows, err := tx.query(ctx, `SELECT `+goalColumns+` FROM career_goals WHERE user_id = ? ORDER BY created_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list career goals: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerGoal{}
	for rows.Next() {
		g, err := scanGoal(rows)
		if err != nil {
			return nil, fmt.Errorf("scan career goal: %w", err)
		}
		out = append(out, *g)
	}
	return out, rows.Err()
}

// ListCareerGoals returns the user's goals, newest first.
func (s *CareerService) ListCareerGoals(ctx context.Context, userID string) ([]stride.CareerGoal, error) {
	return listGoals(ctx, s.db.reader(), userID)
}

func findGoal(ctx context.Context, tx *Tx, userID, id string) (*stride.CareerGoal, error) {
	g, err := scanGoal(tx.queryRow(ctx, `SELECT `+goalColumns+` FROM career_goals WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgGoalNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find career goal: %w", err)
	} else if g.UserID != userID {
		return nil, stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	return g, nil
}

// CreateCareerGoal stores a goal (active, progress 0 unless given) and the
// milestones proposed from the gap to its target role.
func (s *CareerService) CreateCareerGoal(ctx context.Context, userID string, in stride.CareerGoalInput) (*stride.CareerGoal, error) {
	now := s.db.Now()
	postings, err := s.loadPostings(ctx, now)
	if err != nil {
		return nil, err
	}
	var g *stride.CareerGoal
	err = s.db.update(ctx, func(tx *Tx) error {
		if g, err = createGoal(ctx, tx, s.cat, userID, in, postings, now); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return g, err
}

func createGoal(ctx context.Context, tx *Tx, c *catalog.Catalog, userID string, in stride.CareerGoalInput, p *career.Postings, now time.Time) (*stride.CareerGoal, error) {
	g := &stride.CareerGoal{ID: uuid.NewString(), UserID: userID, Title: stride.Deref(in.Title), Description: emptyNil(in.Description),
		TargetRole: emptyNil(in.TargetRole), Deadline: in.DeadlineTime, Status: stride.GoalActive, CreatedAt: now, UpdatedAt: now}
	if in.Status != nil {
		g.Status = *in.Status
	}
	if in.CurrentProgress != nil && *in.CurrentProgress != 0 {
		g.CurrentProgress, g.ProgressByHand = *in.CurrentProgress, true
	}
	if g.Status == stride.GoalCompleted && !g.ProgressByHand {
		g.CurrentProgress = 100
	}
	var f *career.Facts
	if g.TargetRole != nil {
		var err error
		if f, err = factsFor(ctx, tx, userID, p, now); err != nil {
			return nil, err
		}
		g.AIAnalysis = career.GoalAnalysis(c, f, g)
	}
	if _, err := tx.exec(ctx, `INSERT INTO career_goals (id, user_id, title, description, target_role, current_progress,
		deadline, status, progress_by_hand, ai_analysis, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.UserID, g.Title, g.Description, g.TargetRole, g.CurrentProgress, g.Deadline, g.Status, g.ProgressByHand,
		nullJSON(g.AIAnalysis), g.CreatedAt, g.UpdatedAt); err != nil {
		return nil, fmt.Errorf("insert career goal: %w", err)
	}
	if f == nil {
		return g, nil
	}
	return g, insertMilestones(ctx, tx, c, f, g)
}

// nullJSON stores raw JSON as text, or NULL when empty.
func nullJSON(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

func insertMilestones(ctx context.Context, tx *Tx, c *catalog.Catalog, f *career.Facts, g *stride.CareerGoal) error {
	for _, m := range career.Milestones(c, f, g) {
		if err := insertMilestone(ctx, tx, &m); err != nil {
			return err
		}
	}
	return nil
}

// retarget recomputes a goal's analysis and proposes its milestones again
// after its target role changed.
func retarget(ctx context.Context, tx *Tx, c *catalog.Catalog, g *stride.CareerGoal, p *career.Postings, now time.Time) error {
	g.AIAnalysis = nil
	if g.TargetRole != nil {
		f, err := factsFor(ctx, tx, g.UserID, p, now)
		if err != nil {
			return err
		}
		g.AIAnalysis = career.GoalAnalysis(c, f, g)
		if err := insertMilestones(ctx, tx, c, f, g); err != nil {
			return err
		}
	}
	if _, err := tx.exec(ctx, `UPDATE career_goals SET ai_analysis = ? WHERE id = ?`, nullJSON(g.AIAnalysis), g.ID); err != nil {
		return fmt.Errorf("update goal analysis: %w", err)
	}
	return nil
}

// UpdateCareerGoal changes the fields given. Setting the progress makes it
// the user's; a new target role replaces the goal's unachieved milestones.
func (s *CareerService) UpdateCareerGoal(ctx context.Context, userID, id string, in stride.CareerGoalInput) (*stride.CareerGoal, error) {
	now := s.db.Now()
	var g *stride.CareerGoal
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		if g, err = findGoal(ctx, tx, userID, id); err != nil {
			return err
		}
		if in.Title != nil {
			g.Title = *in.Title
		}
		if in.Description != nil {
			g.Description = emptyNil(in.Description)
		}
		newTarget := in.TargetRole != nil && stride.Deref(emptyNil(in.TargetRole)) != stride.Deref(g.TargetRole)
		if in.TargetRole != nil {
			g.TargetRole = emptyNil(in.TargetRole)
		}
		if in.Deadline != nil {
			g.Deadline = in.DeadlineTime
		}
		if in.CurrentProgress != nil {
			g.CurrentProgress, g.ProgressByHand = *in.CurrentProgress, true
		}
		if in.Status != nil {
			if *in.Status == stride.GoalCompleted && g.Status != stride.GoalCompleted && in.CurrentProgress == nil {
				g.CurrentProgress = 100
			}
			g.Status = *in.Status
		}
		g.UpdatedAt = now
		if _, err := tx.exec(ctx, `UPDATE career_goals SET title = ?, description = ?, target_role = ?, current_progress = ?,
			deadline = ?, status = ?, progress_by_hand = ?, updated_at = ? WHERE id = ?`,
			g.Title, g.Description, g.TargetRole, g.CurrentProgress, g.Deadline, g.Status, g.ProgressByHand, g.UpdatedAt, g.ID); err != nil {
			return fmt.Errorf("update career goal: %w", err)
		}
		if !newTarget {
			return nil
		}
		if _, err := tx.exec(ctx, `DELETE FROM career_milestones WHERE goal_id = ? AND status <> ?`, g.ID, "achieved"); err != nil {
			return fmt.Errorf("replace milestones: %w", err)
		}
		p, err := loadPostings(ctx, tx, now)
		if err != nil {
			return err
		}
		if err := retarget(ctx, tx, s.cat, g, p, now); err != nil {
			return err
		}
		if err := syncGoalProgress(ctx, tx, g, now); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return g, err
}

// DeleteCareerGoal deletes the goal and its milestones.
func (s *CareerService) DeleteCareerGoal(ctx context.Context, userID, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := findGoal(ctx, tx, userID, id); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM career_milestones WHERE goal_id = ?`, id); err != nil {
			return fmt.Errorf("delete milestones: %w", err)
		}
		if _, err := tx.exec(ctx, `DELETE FROM career_goals WHERE id = ?`, id); err != nil {
			return fmt.Errorf("delete career goal: %w", err)
		}
		return nil
	})
}

const milestoneColumns = `id, user_id, goal_id, title, description, category, achieved_at, target_date, status, impact, created_at`

func scanMilestone(r rowScanner) (*stride.CareerMilestone, error) {
	var m stride.CareerMilestone
	if err := r.Scan(&m.ID, &m.UserID, &m.GoalID, &m.Title, &m.Description, &m.Category, &m.AchievedAt, &m.TargetDate,
		&m.Status, &m.Impact, &m.CreatedAt); err != nil {
		return nil, err
	}
	return &m, nil
}

func insertMilestone(ctx context.Context, tx *Tx, m *stride.CareerMilestone) error {
	m.ID = uuid.NewString()
	if _, err := tx.exec(ctx, `INSERT INTO career_milestones (id, user_id, goal_id, title, description, category,
		achieved_at, target_date, status, impact, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		m.ID, m.UserID, m.GoalID, m.Title, m.Description, m.Category, m.AchievedAt, m.TargetDate, m.Status, m.Impact, m.CreatedAt); err != nil {
		return fmt.Errorf("insert milestone: %w", err)
	}
	return nil
}

func listMilestones(ctx context.Context, tx *Tx, where string, arg any) ([]stride.CareerMilestone, error) {
	rows, err := tx.query(ctx, `SELECT `+milestoneColumns+` FROM career_milestones WHERE `+where+`
		ORDER BY CASE WHEN target_date IS NULL THEN 1 ELSE 0 END, target_date, created_at, id`, arg)
	if err != nil {
		return nil, fmt.Errorf("list milestones: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerMilestone{}
	for rows.Next() {
		m, err := scanMilestone(rows)
		if err != nil {
			return nil, fmt.Errorf("scan milestone: %w", err)
		}
		out = append(out, *m)
	}
	return out, rows.Err()
}

// ListCareerMilestones returns the user's milestones, soonest target first.
func (s *CareerService) ListCareerMilestones(ctx context.Context, userID string) ([]stride.CareerMilestone, error) {
	return listMilestones(ctx, s.db.reader(), "user_id = ?", userID)
}

// UpdateCareerMilestone sets a milestone's status (achieved records when).
func (s *CareerService) UpdateCareerMilestone(ctx context.Context, userID, id string, in stride.CareerMilestoneInput) (*stride.CareerMilestone, error) {
	now := s.db.Now()
	var m *stride.CareerMilestone
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		m, err = scanMilestone(tx.queryRow(ctx, `SELECT `+milestoneColumns+` FROM career_milestones WHERE id = ?`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgMilestoneNotFound)
		} else if err != nil {
			return fmt.Errorf("find milestone: %w", err)
		} else if m.UserID != userID {
			return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
		}
		if err := setMilestoneStatus(ctx, tx, m, in.Status, now); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return m, err
}

func setMilestoneStatus(ctx context.Context, tx *Tx, m *stride.CareerMilestone, status string, now time.Time) error {
	m.Status, m.AchievedAt = status, nil
	if status == "achieved" {
		m.AchievedAt = &now
	}
	if _, err := tx.exec(ctx, `UPDATE career_milestones SET status = ?, achieved_at = ? WHERE id = ?`, m.Status, m.AchievedAt, m.ID); err != nil {
		return fmt.Errorf("update milestone: %w", err)
	}
	if m.GoalID == nil {
		return nil
	}
	g, err := findGoal(ctx, tx, m.UserID, *m.GoalID)
	if err != nil {
		return err
	}
	return syncGoalProgress(ctx, tx, g, now)
}

// syncGoalProgress sets a goal's progress to its milestones' unless the
// user set it by hand.
func syncGoalProgress(ctx context.Context, tx *Tx, g *stride.CareerGoal, now time.Time) error {
	if g.ProgressByHand {
		return nil
	}
	ms, err := listMilestones(ctx, tx, "goal_id = ?", g.ID)
	if err != nil || len(ms) == 0 {
		return err
	}
	g.CurrentProgress, g.UpdatedAt = stride.MilestoneProgress(ms), now
	if _, err := tx.exec(ctx, `UPDATE career_goals SET current_progress = ?, updated_at = ? WHERE id = ?`, g.CurrentProgress, now, g.ID); err != nil {
		return fmt.Errorf("update goal progress: %w", err)
	}
	return nil
}

// postingCache keeps what the career computations read of every posting
// (skills, date, occupation, location: about 1 MB for 6,000 postings), so
// that each request does not read the whole jobs table. It is checked
// against jobs_version (the counter the job search index follows, moved by
// triggers on every insert, update and delete of a posting) on every use, so
// every replica sees changed postings at once.
type postingCache struct {
	mu      sync.Mutex
	version int64
	index   *career.Postings
}

// loadPostings returns the postings indexed for now, from the cache when
// the jobs table has not changed.
func (s *CareerService) loadPostings(ctx context.Context, now time.Time) (*career.Postings, error) {
	tx := s.db.reader()
	version, _, err := jobsVersion(ctx, tx)
	if err != nil {
		return nil, err
	}
	c := &s.postings
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version || c.index == nil {
		rows, err := postingRows(ctx, tx)
		if err != nil {
			return nil, err
		}
		c.version, c.index = version, career.NewPostings(rows, now)
	}
	return c.index.At(now), nil
}
