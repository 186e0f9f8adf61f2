package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/learning"
)

// LearningStore implements learning.Store.
type LearningStore struct{ db *DB }

// NewLearningStore returns the learning store of db.
func NewLearningStore(db *DB) *LearningStore { return &LearningStore{db: db} }

var _ learning.Store = (*LearningStore)(nil)

// forUpdate locks the selected row on PostgreSQL; SQLite has one writer.
func (db *DB) forUpdate() string {
	if db.Dialect == SQLite {
		return ""
	}
	return " FOR UPDATE"
}

// SyncCatalog implements learning.Store: an upsert of every path, module
// and challenge, so that a new release's catalogue replaces the old one
// while progress rows keep pointing at the same ids.
func (s *LearningStore) SyncCatalog(ctx context.Context, c *learning.Catalog) error {
	return s.db.update(ctx, func(tx *Tx) error { return syncLearningCatalog(ctx, tx, c) })
}

func syncLearningCatalog(ctx context.Context, tx *Tx, c *learning.Catalog) error {
	for _, p := range c.Paths {
		if _, err := tx.exec(ctx, `INSERT INTO learning_paths (id, title, description, difficulty, estimated_time, skills, total_modules)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description,
			difficulty = excluded.difficulty, estimated_time = excluded.estimated_time, skills = excluded.skills,
			total_modules = excluded.total_modules`,
			p.ID, p.Title, p.Description, p.Difficulty, p.EstimatedHours, jsonOf(&p.Skills), len(p.Modules)); err != nil {
			return fmt.Errorf("sync learning path: %w", err)
		}
		for _, m := range p.Modules {
			content := map[string]any{"body": m.Paragraphs(), "example": m.Example, "keyPoints": m.KeyPoints,
				"practice": m.Practice, "resources": m.Resources, "aloud": m.Aloud}
			pre := m.Prerequisites
			if _, err := tx.exec(ctx, `INSERT INTO learning_modules (id, path_id, title, description, content, type, difficulty,
				duration, sort_order, prerequisites, skills) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (id) DO UPDATE SET path_id = excluded.path_id, title = excluded.title, description = excluded.description,
				content = excluded.content, type = excluded.type, difficulty = excluded.difficulty, duration = excluded.duration,
				sort_order = excluded.sort_order, prerequisites = excluded.prerequisites, skills = excluded.skills`,
				m.ID, p.ID, m.Title, m.Description, jsonOf(&content), m.Type, m.Difficulty, m.Minutes, m.Order,
				jsonOf(&pre), jsonOf(&m.Skills)); err != nil {
				return fmt.Errorf("sync learning module: %w", err)
			}
		}
	}
	for _, ch := range c.Challenges {
		content := map[string]any{"questions": ch.Questions, "pathId": ch.Path.ID}
		if _, err := tx.exec(ctx, `INSERT INTO skill_challenges (id, title, description, skill, type, difficulty, xp_reward,
			time_limit, content, unlock_requirements) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description, skill = excluded.skill,
			type = excluded.type, difficulty = excluded.difficulty, xp_reward = excluded.xp_reward, time_limit = excluded.time_limit,
			content = excluded.content, unlock_requirements = excluded.unlock_requirements`,
			ch.ID, ch.Title, ch.Description, ch.Skill, "quiz", ch.Difficulty, ch.XPReward(), ch.TimeLimit,
			jsonOf(&content), jsonOf(&ch.Unlock)); err != nil {
			return fmt.Errorf("sync skill challenge: %w", err)
		}
	}
	return nil
}

const profileColumns = `learning_style, preferred_pace, total_xp, level, current_streak, longest_streak,
	COALESCE(last_active_day, ''), skill_badges, weak_areas`

func scanProfile(row interface{ Scan(...any) error }) (stride.LearnerProfile, error) {
	var p stride.LearnerProfile
	err := row.Scan(&p.LearningStyle, &p.PreferredPace, &p.TotalXP, &p.Level, &p.CurrentStreak, &p.LongestStreak,
		&p.LastActiveDay, jsonOf(&p.SkillBadges), jsonOf(&p.WeakAreas))
	if p.SkillBadges == nil {
		p.SkillBadges = []string{}
	}
	if p.WeakAreas == nil {
		p.WeakAreas = []string{}
	}
	return p, err
}

// lockProfile makes sure the user has a profile and returns it, locked for
// the rest of the transaction.
func lockProfile(ctx context.Context, tx *Tx, userID string) (stride.LearnerProfile, error) {
	d := stride.NewLearnerProfile()
	if _, err := tx.exec(ctx, `INSERT INTO user_learning_profile (id, user_id, learning_style, preferred_pace)
		VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`, uuid.NewString(), userID, d.LearningStyle, d.PreferredPace); err != nil {
		return d, fmt.Errorf("create learning profile: %w", err)
	}
	p, err := scanProfile(tx.queryRow(ctx, `SELECT `+profileColumns+` FROM user_learning_profile WHERE user_id = ?`+tx.db.forUpdate(), userID))
	if err != nil {
		return p, fmt.Errorf("lock learning profile: %w", err)
	}
	return p, nil
}

func saveProfile(ctx context.Context, tx *Tx, userID string, p *stride.LearnerProfile) error {
	var last *string
	if p.LastActiveDay != "" {
		last = &p.LastActiveDay
	}
	var lastTime *time.Time
	if t, err := time.Parse(time.DateOnly, p.LastActiveDay); err == nil {
		lastTime = &t
	}
	_, err := tx.exec(ctx, `UPDATE user_learning_profile SET total_xp = ?, level = ?, current_streak = ?, longest_streak = ?,
		last_active_day = ?, last_active_date = ?, skill_badges = ?, weak_areas = ? WHERE user_id = ?`,
		p.TotalXP, p.Level, p.CurrentStreak, p.LongestStreak, last, lastTime, jsonOf(&p.SkillBadges), jsonOf(&p.WeakAreas), userID)
	if err != nil {
		return fmt.Errorf("save learning profile: %w", err)
	}
	return nil
}

// LearnerState implements learning.Store.
func (s *LearningStore) LearnerState(ctx context.Context, userID string) (*learning.State, error) {
	r := s.db.reader()
	st := &learning.State{ModulesDone: map[string]time.Time{}, Best: map[string]learning.Best{}, Missed: map[string][]string{}}
	p, err := scanProfile(r.queryRow(ctx, `SELECT `+profileColumns+` FROM user_learning_profile WHERE user_id = ?`, userID))
	if errors.Is(err, sql.ErrNoRows) {
		p = stride.NewLearnerProfile()
	} else if err != nil {
		return nil, fmt.Errorf("read learning profile: %w", err)
	}
	st.Profile = p
	rows, err := r.query(ctx, `SELECT module_id, completed_at FROM user_learning_progress
		WHERE user_id = ? AND status = 'completed' AND module_id IS NOT NULL`, userID)
	if err != nil {
		return nil, fmt.Errorf("read module progress: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var at time.Time
		if err := rows.Scan(&id, anyTime{&at}); err != nil {
			return nil, fmt.Errorf("scan module progress: %w", err)
		}
		st.ModulesDone[id] = at
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	_ = rows.Close()
	arows, err := r.query(ctx, `SELECT challenge_id, score, late, completed, submitted_at IS NOT NULL, result
		FROM user_challenge_attempts WHERE user_id = ? AND challenge_id IS NOT NULL ORDER BY challenge_id, attempt_number`, userID)
	if err != nil {
		return nil, fmt.Errorf("read challenge attempts: %w", err)
	}
	defer arows.Close()
	for arows.Next() {
		var id string
		var score int
		var late, completed, submitted bool
		var res *stride.ChallengeResult
		if err := arows.Scan(&id, &score, &late, &completed, &submitted, jsonOf(&res)); err != nil {
			return nil, fmt.Errorf("scan challenge attempt: %w", err)
		}
		b := st.Best[id]
		b.Attempts++
		if submitted && !late && (!b.Scored || score > b.Score) {
			b.Score, b.Scored = score, true
		}
		b.Passed = b.Passed || completed
		st.Best[id] = b
		if submitted && res != nil {
			var missed []string
			for _, q := range res.Review {
				if !q.Correct {
					missed = append(missed, q.QuestionID)
				}
			}
			st.Missed[id] = missed
		}
	}
	return st, arows.Err()
}

// SavePreferences implements learning.Store; an empty pace keeps the
// saved one.
func (s *LearningStore) SavePreferences(ctx context.Context, userID string, prefs stride.LearningPreferences) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := lockProfile(ctx, tx, userID); err != nil {
			return err
		}
		q := `UPDATE user_learning_profile SET learning_style = ? WHERE user_id = ?`
		args := []any{prefs.LearningStyle, userID}
		if prefs.PreferredPace != "" {
			q = `UPDATE user_learning_profile SET learning_style = ?, preferred_pace = ? WHERE user_id = ?`
			args = []any{prefs.LearningStyle, prefs.PreferredPace, userID}
		}
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return fmt.Errorf("save learning preferences: %w", err)
		}
		return nil
	})
}

// CompleteModule implements learning.Store.
func (s *LearningStore) CompleteModule(ctx context.Context, userID string, m *learning.Module, today string) (*stride.ModuleCompletion, error) {
	var out *stride.ModuleCompletion
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		if out, err = completeModule(ctx, tx, userID, m, today, tx.db.Now()); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

func completeModule(ctx context.Context, tx *Tx, userID string, m *learning.Module, today string, now time.Time) (*stride.ModuleCompletion, error) {
	p, err := lockProfile(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	out := &stride.ModuleCompletion{ModuleID: m.ID}
	var n int
	if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM user_learning_progress WHERE user_id = ? AND module_id = ? AND status = 'completed'`,
		userID, m.ID).Scan(&n); err != nil {
		return nil, fmt.Errorf("find module progress: %w", err)
	}
	if n > 0 {
		out.AlreadyCompleted = true
	} else {
		if _, err := tx.exec(ctx, `INSERT INTO user_learning_progress (id, user_id, path_id, module_id, status, progress, time_spent, completed_at)
			VALUES (?, ?, ?, ?, 'completed', 100, ?, ?) ON CONFLICT (user_id, module_id) DO UPDATE SET status = 'completed',
			progress = 100, completed_at = excluded.completed_at`,
			uuid.NewString(), userID, m.Path.ID, m.ID, m.Minutes, now); err != nil {
			return nil, fmt.Errorf("complete module: %w", err)
		}
		out.XPGained = stride.ModuleXP
		out.LevelUp = p.Reward(stride.ModuleXP, today, true)
		if err := saveProfile(ctx, tx, userID, &p); err != nil {
			return nil, err
		}
	}
	out.TotalXP, out.Level = p.TotalXP, stride.LevelForXP(p.TotalXP)
	out.Streak = stride.ShownStreak(p.CurrentStreak, p.LastActiveDay, today)
	return out, nil
}

const attemptColumns = `id, challenge_id, attempt_number, started_at, submitted_at IS NOT NULL, result`

func scanAttempt(row interface{ Scan(...any) error }) (*learning.Attempt, error) {
	var a learning.Attempt
	if err := row.Scan(&a.ID, &a.ChallengeID, &a.Number, anyTime{&a.StartedAt}, &a.Submitted, jsonOf(&a.Result)); err != nil {
		return nil, err
	}
	return &a, nil
}

// StartAttempt implements learning.Store.
func (s *LearningStore) StartAttempt(ctx context.Context, userID string, ch *learning.Challenge, now time.Time) (*learning.Attempt, error) {
	var out *learning.Attempt
	err := s.db.update(ctx, func(tx *Tx) error {
		a, err := scanAttempt(tx.queryRow(ctx, `SELECT `+attemptColumns+` FROM user_challenge_attempts
			WHERE user_id = ? AND challenge_id = ? ORDER BY attempt_number DESC LIMIT 1`, userID, ch.ID))
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("find attempt: %w", err)
		}
		open := time.Duration(ch.TimeLimit) * time.Minute
		if a != nil && !a.Submitted && !a.StartedAt.IsZero() && now.Before(a.StartedAt.Add(open)) {
			out = a // still running: reloading the page does not restart the clock
			return nil
		}
		out, err = insertAttempt(ctx, tx, userID, ch.ID, now)
		return err
	})
	return out, err
}

func insertAttempt(ctx context.Context, tx *Tx, userID, challengeID string, started time.Time) (*learning.Attempt, error) {
	a := &learning.Attempt{ID: uuid.NewString(), ChallengeID: challengeID, StartedAt: started}
	if err := tx.queryRow(ctx, `SELECT COALESCE(MAX(attempt_number), 0) + 1 FROM user_challenge_attempts
		WHERE user_id = ? AND challenge_id = ?`, userID, challengeID).Scan(&a.Number); err != nil {
		return nil, fmt.Errorf("next attempt number: %w", err)
	}
	if _, err := tx.exec(ctx, `INSERT INTO user_challenge_attempts (id, user_id, challenge_id, score, time_spent, completed,
		xp_earned, attempt_number, started_at, created_at) VALUES (?, ?, ?, 0, 0, ?, 0, ?, ?, ?)`,
		a.ID, userID, challengeID, false, a.Number, started, started); err != nil {
		if isUniqueViolation(err) {
			return nil, stride.Errorf(stride.ECONFLICT, "This attempt was started twice; please try again")
		}
		return nil, fmt.Errorf("insert attempt: %w", err)
	}
	return a, nil
}

// Attempt implements learning.Store.
func (s *LearningStore) Attempt(ctx context.Context, userID, attemptID string) (*learning.Attempt, error) {
	a, err := scanAttempt(s.db.reader().queryRow(ctx, `SELECT `+attemptColumns+` FROM user_challenge_attempts
		WHERE id = ? AND user_id = ?`, attemptID, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgAttemptNF)
	} else if err != nil {
		return nil, fmt.Errorf("find attempt: %w", err)
	}
	return a, nil
}

// FinishAttempt implements learning.Store.
func (s *LearningStore) FinishAttempt(ctx context.Context, userID string, f *learning.Finish) (*stride.ChallengeResult, error) {
	var out *stride.ChallengeResult
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		if out, err = finishAttempt(ctx, tx, userID, f); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

func finishAttempt(ctx context.Context, tx *Tx, userID string, f *learning.Finish) (*stride.ChallengeResult, error) {
	ch := f.Challenge
	var a *learning.Attempt
	if f.AttemptID != "" {
		var err error
		a, err = scanAttempt(tx.queryRow(ctx, `SELECT `+attemptColumns+` FROM user_challenge_attempts
			WHERE id = ? AND user_id = ?`+tx.db.forUpdate(), f.AttemptID, userID))
		if errors.Is(err, sql.ErrNoRows) {
			return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgAttemptNF)
		} else if err != nil {
			return nil, fmt.Errorf("lock attempt: %w", err)
		}
		if a.Submitted && a.Result != nil {
			r := *a.Result
			r.Resubmitted, r.PassingScore = true, stride.PassingScore
			return &r, nil
		}
	} else {
		var err error
		if a, err = insertAttempt(ctx, tx, userID, ch.ID, f.SubmittedAt.Add(-time.Duration(f.TimeSpent)*time.Second)); err != nil {
			return nil, err
		}
	}
	p, err := lockProfile(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	var prevBest int
	if err := tx.queryRow(ctx, `SELECT COALESCE(MAX(score), 0) FROM user_challenge_attempts WHERE user_id = ? AND challenge_id = ?
		AND submitted_at IS NOT NULL AND NOT late AND id <> ?`, userID, ch.ID, a.ID).Scan(&prevBest); err != nil {
		return nil, fmt.Errorf("best score: %w", err)
	}
	passedBefore := map[string]bool{}
	rows, err := tx.query(ctx, `SELECT DISTINCT challenge_id FROM user_challenge_attempts WHERE user_id = ? AND completed
		AND challenge_id IS NOT NULL`, userID)
	if err != nil {
		return nil, fmt.Errorf("passed challenges: %w", err)
	}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			_ = rows.Close()
			return nil, err
		}
		passedBefore[id] = true
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}

	passed := stride.Passed(f.Score, f.Late)
	xp := stride.ChallengeXP(ch.XPReward(), f.Score, prevBest, f.Late)
	before := stride.SkillBadges(f.SkillChallenges, passedBefore)
	passedNow := passedBefore
	if passed {
		passedNow[ch.ID] = true
	}
	after := stride.SkillBadges(f.SkillChallenges, passedNow)
	res := &stride.ChallengeResult{ChallengeID: ch.ID, AttemptID: a.ID, AttemptNumber: a.Number, XPGained: xp,
		Score: f.Score, Passed: passed, PassingScore: stride.PassingScore, Late: f.Late, TimeSpent: f.TimeSpent, BestScore: prevBest,
		NewBadges: []string{}, Review: f.Review}
	if !f.Late {
		res.BestScore = max(prevBest, f.Score)
	}
	for _, b := range after {
		if !slices.Contains(before, b) {
			res.NewBadges = append(res.NewBadges, b)
		}
	}
	res.LevelUp = p.Reward(xp, f.Today, !f.Late)
	p.SkillBadges = after
	missed := slices.ContainsFunc(f.Review, func(q stride.QuestionReview) bool { return !q.Correct })
	p.WeakAreas = slices.DeleteFunc(p.WeakAreas, func(s string) bool { return s == ch.Skill })
	if missed && !passedNow[ch.ID] {
		p.WeakAreas = append(p.WeakAreas, ch.Skill)
	}
	res.TotalXP, res.Level = p.TotalXP, p.Level
	res.Streak = stride.ShownStreak(p.CurrentStreak, p.LastActiveDay, f.Today)
	answers := f.Answers
	if answers == nil {
		answers = map[string]stride.Answer{}
	}
	if _, err := tx.exec(ctx, `UPDATE user_challenge_attempts SET score = ?, time_spent = ?, completed = ?, xp_earned = ?,
		submitted_at = ?, late = ?, answers = ?, result = ? WHERE id = ?`,
		f.Score, f.TimeSpent, passed, xp, f.SubmittedAt, f.Late, jsonOf(&answers), jsonOf(&res), a.ID); err != nil {
		return nil, fmt.Errorf("save attempt: %w", err)
	}
	if err := saveProfile(ctx, tx, userID, &p); err != nil {
		return nil, err
	}
	return res, nil
}

// LearnerSignals implements learning.Store.
func (s *LearningStore) LearnerSignals(ctx context.Context, userID string) (*learning.Signals, error) {
	r := s.db.reader()
	sig := &learning.Signals{}
	var title sql.NullString
	if err := r.queryRow(ctx, `SELECT skills, career_goals, COALESCE(current_title, title, '') FROM users WHERE id = ?`, userID).
		Scan(jsonOf(&sig.Skills), jsonOf(&sig.CareerGoals), &title); err != nil {
		return nil, fmt.Errorf("read learner: %w", err)
	}
	sig.CurrentTitle = title.String
	strs := func(q string, add func(...string)) error {
		rows, err := r.query(ctx, q, userID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var a, b, c string
			if err := rows.Scan(&a, &b, &c); err != nil {
				return err
			}
			add(a, b, c)
		}
		return rows.Err()
	}
	if err := strs(`SELECT name, '', '' FROM skills WHERE user_id = ?`, func(v ...string) {
		if !slices.ContainsFunc(sig.Skills, func(s string) bool { return strings.EqualFold(s, v[0]) }) {
			sig.Skills = append(sig.Skills, v[0])
		}
	}); err != nil {
		return nil, fmt.Errorf("read skills: %w", err)
	}
	if err := strs(`SELECT COALESCE(target_role, ''), title, '' FROM career_goals WHERE user_id = ? AND status = 'active'
		ORDER BY created_at DESC LIMIT 10`, func(v ...string) {
		if role := strings.TrimSpace(v[0]); role != "" && !slices.Contains(sig.TargetRoles, role) {
			sig.TargetRoles = append(sig.TargetRoles, role)
		}
	}); err != nil {
		return nil, fmt.Errorf("read career goals: %w", err)
	}
	if err := strs(`SELECT s.job_title, s.company, COALESCE(s.description, '') || ' ' || COALESCE(CAST(j.requirements AS TEXT), '')
		FROM saved_jobs s LEFT JOIN jobs j ON j.id = s.job_id WHERE s.user_id = ? ORDER BY s.saved_at DESC LIMIT 50`, func(v ...string) {
		sig.SavedJobs = append(sig.SavedJobs, learning.SavedJob{Title: v[0], Company: v[1], Text: v[2]})
	}); err != nil {
		return nil, fmt.Errorf("read saved jobs: %w", err)
	}
	var n int
	if err := r.queryRow(ctx, `SELECT COUNT(*) FROM applications WHERE user_id = ? AND status = 'interview'`, userID).Scan(&n); err != nil {
		return nil, fmt.Errorf("read applications: %w", err)
	}
	sig.Interviewing = n > 0
	return sig, nil
}

// SaveRecommendations implements learning.Store. The recommendations are
// made by rules, not by a model, so ai_generated is false.
func (s *LearningStore) SaveRecommendations(ctx context.Context, userID string, recs []stride.Recommendation) error {
	expires := s.db.Now().Add(24 * time.Hour)
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM learning_recommendations WHERE user_id = ? AND NOT accepted`, userID); err != nil {
			return fmt.Errorf("clear recommendations: %w", err)
		}
		for _, r := range recs {
			if _, err := tx.exec(ctx, `INSERT INTO learning_recommendations (id, user_id, module_id, challenge_id,
				recommendation_type, reason, priority, ai_generated, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				uuid.NewString(), userID, nullable(r.ModuleID), nullable(r.ChallengeID), r.Type, r.PersonalizedReason,
				r.Priority, false, expires); err != nil {
				return fmt.Errorf("save recommendation: %w", err)
			}
		}
		return nil
	})
}
