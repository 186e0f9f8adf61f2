package sqldb

import (
	"context"
	"fmt"

	"github.com/stride-oss/stride"
)

// CareerService implements stride.CareerService.
type CareerService struct{ db *DB }

// NewCareerService returns the career store of db.
func NewCareerService(db *DB) *CareerService { return &CareerService{db: db} }

var _ stride.CareerService = (*CareerService)(nil)

// ListCareerGoals returns the user's goals, newest first.
func (s *CareerService) ListCareerGoals(ctx context.Context, userID string) ([]stride.CareerGoal, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, title, description, target_role, current_progress,
		deadline, status, ai_analysis, created_at, updated_at FROM career_goals WHERE user_id = ?
		ORDER BY created_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list career goals: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerGoal{}
	for rows.Next() {
		var g stride.CareerGoal
		if err := rows.Scan(&g.ID, &g.UserID, &g.Title, &g.Description, &g.TargetRole, &g.CurrentProgress,
			&g.Deadline, &g.Status, rawJSON{&g.AIAnalysis}, &g.CreatedAt, &g.UpdatedAt); err != nil {
			return nil, fmt.Errorf("scan career goal: %w", err)
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// ListCareerInsights returns the user's unexpired insights, newest first.
func (s *CareerService) ListCareerInsights(ctx context.Context, userID string) ([]stride.CareerInsight, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, type, title, description, data, priority, actionable,
		expires_at, created_at FROM career_insights WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?)
		ORDER BY created_at DESC, id`, userID, s.db.Now())
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

// ListCareerPaths returns the catalogue's paths, from fromRole if given.
func (s *CareerService) ListCareerPaths(ctx context.Context, fromRole string) ([]stride.CareerPath, error) {
	q := `SELECT id, from_role, to_role, required_skills, timeframe, salary_increase, difficulty FROM career_paths`
	var args []any
	if fromRole != "" {
		q += ` WHERE lower(from_role) = lower(?)`
		args = append(args, fromRole)
	}
	rows, err := s.db.reader().query(ctx, q+` ORDER BY from_role, to_role, id LIMIT 500`, args...)
	if err != nil {
		return nil, fmt.Errorf("list career paths: %w", err)
	}
	defer rows.Close()
	out := []stride.CareerPath{}
	for rows.Next() {
		var p stride.CareerPath
		if err := rows.Scan(&p.ID, &p.FromRole, &p.ToRole, jsonOf(&p.RequiredSkills), &p.Timeframe,
			&p.SalaryIncrease, &p.Difficulty); err != nil {
			return nil, fmt.Errorf("scan career path: %w", err)
		}
		if p.RequiredSkills == nil {
			p.RequiredSkills = []string{}
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
