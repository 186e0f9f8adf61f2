package sqldb

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/google/uuid"
	"github.com/stride-oss/stride"
)

// tutorDetails is what a tutor session keeps beyond the seed's columns.
type tutorDetails struct {
	Sources          []stride.TutorSource `json:"sources"`
	SuggestedModules []stride.ModuleRef   `json:"suggestedModules"`
	Grounded         bool                 `json:"grounded"`
}

// SaveTutorSession implements learning.Store.
func (s *LearningStore) SaveTutorSession(ctx context.Context, userID string, r *stride.TutorReply) error {
	r.ID, r.CreatedAt = uuid.NewString(), s.db.Now()
	d := tutorDetails{Sources: r.Sources, SuggestedModules: r.SuggestedModules, Grounded: r.Grounded}
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO tutor_sessions (id, user_id, question, context, ai_response, recommendations,
			follow_up_questions, details, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			r.ID, userID, r.Question, nullable(r.Context), r.Response, jsonOf(&r.Recommendations), jsonOf(&r.FollowUpQuestions),
			jsonOf(&d), r.CreatedAt); err != nil {
			return fmt.Errorf("save tutor session: %w", err)
		}
		return nil
	})
}

const tutorColumns = `id, question, COALESCE(context, ''), ai_response, recommendations, follow_up_questions, details, helpful, created_at`

func scanTutor(row interface{ Scan(...any) error }) (*stride.TutorReply, error) {
	var r stride.TutorReply
	var d tutorDetails
	var helpful sql.NullBool
	if err := row.Scan(&r.ID, &r.Question, &r.Context, &r.Response, jsonOf(&r.Recommendations), jsonOf(&r.FollowUpQuestions),
		jsonOf(&d), &helpful, anyTime{&r.CreatedAt}); err != nil {
		return nil, err
	}
	r.Sources, r.SuggestedModules, r.Grounded = d.Sources, d.SuggestedModules, d.Grounded
	if helpful.Valid {
		r.Helpful = &helpful.Bool
	}
	for _, l := range []*[]string{&r.Recommendations, &r.FollowUpQuestions} {
		if *l == nil {
			*l = []string{}
		}
	}
	if r.Sources == nil {
		r.Sources = []stride.TutorSource{}
	}
	if r.SuggestedModules == nil {
		r.SuggestedModules = []stride.ModuleRef{}
	}
	return &r, nil
}

// ListTutorSessions implements learning.Store: the latest 20, newest first.
func (s *LearningStore) ListTutorSessions(ctx context.Context, userID string) ([]stride.TutorReply, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+tutorColumns+` FROM tutor_sessions WHERE user_id = ?
		ORDER BY created_at DESC, id LIMIT 20`, userID)
	if err != nil {
		return nil, fmt.Errorf("list tutor sessions: %w", err)
	}
	defer rows.Close()
	out := []stride.TutorReply{}
	for rows.Next() {
		r, err := scanTutor(rows)
		if err != nil {
			return nil, fmt.Errorf("scan tutor session: %w", err)
		}
		out = append(out, *r)
	}
	return out, rows.Err()
}

// RateTutorSession implements learning.Store; another user's session is
// not found.
func (s *LearningStore) RateTutorSession(ctx context.Context, userID, sessionID string, helpful bool) (*stride.TutorReply, error) {
	var out *stride.TutorReply
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE tutor_sessions SET helpful = ? WHERE id = ? AND user_id = ?`, helpful, sessionID, userID)
		if err != nil {
			return fmt.Errorf("rate tutor session: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgTutorSessionNF)
		}
		out, err = scanTutor(tx.queryRow(ctx, `SELECT `+tutorColumns+` FROM tutor_sessions WHERE id = ?`, sessionID))
		return err
	})
	return out, err
}
