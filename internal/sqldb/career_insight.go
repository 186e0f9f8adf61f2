package sqldb

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// Insight sources: generate-insights replaces its own, the career
// interview its own.
const (
	insightGenerated = "generated"
	insightInterview = "interview"
)

// loadPostings reads and indexes every posting (see also the cached
// CareerService.loadPostings).
func loadPostings(ctx context.Context, tx *Tx, now time.Time) (*career.Postings, error) {
	rows, err := postingRows(ctx, tx)
	if err != nil {
		return nil, err
	}
	return career.NewPostings(rows, now), nil
}

// postingRows reads what the career computations use of every shared
// posting (jobs users added are theirs alone and move no shared figure).
func postingRows(ctx context.Context, tx *Tx) ([]career.Posting, error) {
	rows, err := tx.query(ctx, `SELECT skills, `+tx.db.timeText("posted_at")+`, occupation_code, location FROM jobs
		WHERE source <> ? AND NOT closed`, stride.JobSourceUser)
	if err != nil {
		return nil, fmt.Errorf("load postings: %w", err)
	}
	defer rows.Close()
	out := []career.Posting{}
	for rows.Next() {
		var p career.Posting
		var code *string
		if err := rows.Scan(jsonOf(&p.Skills), anyTime{&p.PostedAt}, &code, &p.Location); err != nil {
			return nil, fmt.Errorf("scan posting: %w", err)
		}
		p.OccupationCode = stride.Deref(code)
		out = append(out, p)
	}
	return out, rows.Err()
}

// factsFor gathers what the career computations know of a user: title,
// location, skills (profile list and skills table), goals.
func factsFor(ctx context.Context, tx *Tx, userID string, p *career.Postings, now time.Time) (*career.Facts, error) {
	u, err := findUserByID(ctx, tx, userID)
	if err != nil {
		return nil, err
	}
	f := &career.Facts{Title: u.RoleTitle(), Location: stride.Deref(u.Location),
		ExperienceLevel: stride.Deref(u.ExperienceLevel), Postings: p, Now: now}
	if u.YearsExperience != nil {
		f.YearsExperience = *u.YearsExperience
	}
	add := func(s string) {
		s = strings.TrimSpace(s)
		if s == "" {
			return
		}
		for _, x := range f.Skills {
			if strings.EqualFold(x, s) {
				return
			}
		}
		f.Skills = append(f.Skills, s)
	}
	for _, s := range u.Skills {
		add(s)
	}
	rows, err := tx.query(ctx, `SELECT name FROM skills WHERE user_id = ? ORDER BY name, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list skills: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, fmt.Errorf("scan skill: %w", err)
		}
		add(n)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if f.Goals, err = listGoals(ctx, tx, userID); err != nil {
		return nil, err
	}
	// Skills learnt through achieved milestones ("Learn Docker") are not
	// proposed again.
	mrows, err := tx.query(ctx, `SELECT title FROM career_milestones WHERE user_id = ? AND status = ? AND category = ? ORDER BY id`,
		userID, "achieved", "skill")
	if err != nil {
		return nil, fmt.Errorf("list achieved milestones: %w", err)
	}
	defer mrows.Close()
	for mrows.Next() {
		var t string
		if err := mrows.Scan(&t); err != nil {
			return nil, fmt.Errorf("scan milestone: %w", err)
		}
		f.Achieved = append(f.Achieved, strings.TrimPrefix(t, "Learn "))
	}
	if err := mrows.Err(); err != nil {
		return nil, err
	}
	return f, nil
}

// facts gathers a user's facts outside a transaction.
func (s *CareerService) facts(ctx context.Context, userID string) (*career.Facts, error) {
	now := s.db.Now()
	p, err := s.loadPostings(ctx, now)
	if err != nil {
		return nil, err
	}
	return factsFor(ctx, s.db.reader(), userID, p, now)
}

// ListCareerInsights returns the user's unexpired insights, newest first.
func (s *CareerService) ListCareerInsights(ctx context.Context, userID string) ([]stride.CareerInsight, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, type, title, description, data, priority, actionable,
		expires_at, created_at FROM career_insights WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?)
		ORDER BY created_at DESC, CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, id`, userID, s.db.Now())
	if err != nil {
		return nil, fmt.Errorf("list career insights: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerInsight{}
	for rows.Next() {
		var c stride.CareerInsight
		if err := rows.Scan(&c.ID, &c.UserID, &c.Type, &c.Title, &c.Description, rawJSON{&c.Data}, &c.Priority,
			&c.Actionable, &c.ExpiresAt, &c.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan career insight: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// replaceInsights deletes the user's insights of source (and any expired
// one) and stores ins in their place.
func replaceInsights(ctx context.Context, tx *Tx, userID, source string, ins []stride.CareerInsight, now time.Time) error {
	if _, err := tx.exec(ctx, `DELETE FROM career_insights WHERE user_id = ? AND (source = ? OR expires_at <= ?)`, userID, source, now); err != nil {
		return fmt.Errorf("delete insights: %w", err)
	}
	for i := range ins {
		c := &ins[i]
		c.ID, c.UserID = uuid.NewString(), userID
		// Later insights of one batch sort after earlier ones.
		c.CreatedAt = now.Add(-time.Duration(i) * time.Millisecond)
		if _, err := tx.exec(ctx, `INSERT INTO career_insights (id, user_id, type, title, description, data, priority,
			actionable, expires_at, created_at, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			c.ID, c.UserID, c.Type, c.Title, c.Description, string(c.Data), c.Priority, c.Actionable, c.ExpiresAt, c.CreatedAt, source); err != nil {
			return fmt.Errorf("insert insight: %w", err)
		}
	}
	return nil
}

// GenerateCareerInsights computes the user's insights and replaces the
// previously generated ones.
func (s *CareerService) GenerateCareerInsights(ctx context.Context, userID string) ([]stride.CareerInsight, error) {
	f, err := s.facts(ctx, userID)
	if err != nil {
		return nil, err
	}
	ins := career.Insights(s.cat, f)
	if err := s.db.update(ctx, func(tx *Tx) error { return replaceInsights(ctx, tx, userID, insightGenerated, ins, f.Now) }); err != nil {
		return nil, err
	}
	return ins, nil
}

// ListCareerAssessments returns the user's career assessments, newest first.
func (s *CareerService) ListCareerAssessments(ctx context.Context, userID string) ([]stride.CareerAssessment, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, type, questions, responses, results, ai_insights, created_at
		FROM career_assessments WHERE user_id = ? ORDER BY created_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list career assessments: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerAssessment{}
	for rows.Next() {
		var a stride.CareerAssessment
		if err := rows.Scan(&a.ID, &a.UserID, &a.Type, rawJSON{&a.Questions}, rawJSON{&a.Responses}, rawJSON{&a.Results},
			rawJSON{&a.AIInsights}, &a.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan career assessment: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// AnalyzeCareer computes the user's career analysis.
func (s *CareerService) AnalyzeCareer(ctx context.Context, userID string) (*stride.CareerAnalysis, error) {
	f, err := s.facts(ctx, userID)
	if err != nil {
		return nil, err
	}
	return career.Analyze(s.cat, f), nil
}

// CareerInterviewQuestions returns the career interview's questions.
func (s *CareerService) CareerInterviewQuestions(ctx context.Context, userID string) ([]stride.CareerInterviewQuestion, error) {
	u, err := findUserByID(ctx, s.db.reader(), userID)
	if err != nil {
		return nil, err
	}
	return career.Questions(u.RoleTitle()), nil
}

// AnalyzeCareerInterview analyses the answers, stores them as a career
// assessment and replaces the insights of the previous interview.
func (s *CareerService) AnalyzeCareerInterview(ctx context.Context, userID string, in stride.CareerInterviewInput) (*stride.CareerInterviewResult, error) {
	f, err := s.facts(ctx, userID)
	if err != nil {
		return nil, err
	}
	qs := in.Questions
	if qs == nil {
		qs = []stride.CareerInterviewQuestion{}
	}
	o := career.AnalyzeInterview(s.cat, f, qs, in.Responses)
	res := &stride.CareerInterviewResult{Insights: o.Insights, SuggestedGoals: o.SuggestedGoals}
	if res.SuggestedGoals == nil {
		res.SuggestedGoals = []stride.GoalSuggestion{}
	}
	a := &res.Assessment
	*a = stride.CareerAssessment{ID: uuid.NewString(), UserID: userID, Type: "career_interview", Questions: career.JSON(qs),
		Responses: career.JSON(in.Responses), Results: career.JSON(o.Results), CreatedAt: f.Now}
	err = s.db.update(ctx, func(tx *Tx) error {
		if err := replaceInsights(ctx, tx, userID, insightInterview, res.Insights, f.Now); err != nil {
			return err
		}
		a.AIInsights = career.JSON(map[string]any{"insights": res.Insights, "suggestedGoals": res.SuggestedGoals})
		if _, err := tx.exec(ctx, `INSERT INTO career_assessments (id, user_id, type, questions, responses, results,
			ai_insights, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, a.ID, a.UserID, a.Type, string(a.Questions),
			string(a.Responses), string(a.Results), string(a.AIInsights), a.CreatedAt); err != nil {
			return fmt.Errorf("insert career assessment: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// ListCareerPaths returns a page of the paths from f.FromRole, or of the
// whole catalogue with the paths from the user's role first.
func (s *CareerService) ListCareerPaths(ctx context.Context, userID string, f stride.CareerPathFilter) ([]stride.CareerPath, int, error) {
	if strings.TrimSpace(f.FromRole) != "" {
		all := career.Paths(s.cat, f.FromRole)
		return career.Page(all, f.Offset, f.Limit), len(all), nil
	}
	var first *catalog.Occupation
	if userID != "" {
		u, err := findUserByID(ctx, s.db.reader(), userID)
		if err != nil {
			return nil, 0, err
		}
		if title := u.RoleTitle(); title != "" {
			first = s.cat.Find(title)
		}
	}
	paths, total := career.CataloguePage(s.cat, first, f.Offset, f.Limit)
	return paths, total, nil
}

// SkillTrends returns the trends of the user's skills and their target's,
// or of the most asked-for skills when userID is empty.
func (s *CareerService) SkillTrends(ctx context.Context, userID string) ([]stride.SkillTrend, error) {
	now := s.db.Now()
	p, err := s.loadPostings(ctx, now)
	if err != nil {
		return nil, err
	}
	f := &career.Facts{Postings: p, Now: now}
	if userID != "" {
		if f, err = factsFor(ctx, s.db.reader(), userID, p, now); err != nil {
			return nil, err
		}
	}
	return career.SkillTrends(s.cat, p, career.TrendSkills(s.cat, f)), nil
}

// ListLearningResources returns the curated resources for the skills.
func (s *CareerService) ListLearningResources(_ context.Context, skills []string) ([]stride.LearningResource, error) {
	return career.Resources(skills), nil
}
