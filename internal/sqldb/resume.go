package sqldb

import (
	"context"
	"fmt"

	"github.com/stride-oss/stride"
)

// ResumeService implements stride.ResumeService.
type ResumeService struct{ db *DB }

// NewResumeService returns the resume store of db.
func NewResumeService(db *DB) *ResumeService { return &ResumeService{db: db} }

var _ stride.ResumeService = (*ResumeService)(nil)

// ListResumes returns the user's resumes, most recently updated first.
func (s *ResumeService) ListResumes(ctx context.Context, userID string) ([]stride.Resume, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, title, content, template, conversation_history,
		is_default, created_at, updated_at FROM resumes WHERE user_id = ? ORDER BY updated_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list resumes: %w", err)
	}
	defer rows.Close()
	out := []stride.Resume{}
	for rows.Next() {
		var r stride.Resume
		if err := rows.Scan(&r.ID, &r.UserID, &r.Title, rawJSON{&r.Content}, &r.Template, rawJSON{&r.ConversationHistory},
			&r.IsDefault, &r.CreatedAt, &r.UpdatedAt); err != nil {
			return nil, fmt.Errorf("scan resume: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
