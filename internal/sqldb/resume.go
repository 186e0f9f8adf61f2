package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// ResumeService implements stride.ResumeService.
type ResumeService struct{ db *DB }

// NewResumeService returns the resume store of db.
func NewResumeService(db *DB) *ResumeService { return &ResumeService{db: db} }

var _ stride.ResumeService = (*ResumeService)(nil)

const resumeColumns = `id, user_id, title, content, template, conversation_history, is_default, created_at, updated_at`

func scanResume(r rowScanner) (*stride.Resume, error) {
	var v stride.Resume
	if err := r.Scan(&v.ID, &v.UserID, &v.Title, rawJSON{&v.Content}, &v.Template, rawJSON{&v.ConversationHistory},
		&v.IsDefault, &v.CreatedAt, &v.UpdatedAt); err != nil {
		return nil, err
	}
	if len(v.ConversationHistory) == 0 {
		v.ConversationHistory = json.RawMessage("[]")
	}
	return &v, nil
}

// ListResumes returns the user's resumes, the default first.
func (s *ResumeService) ListResumes(ctx context.Context, userID string) ([]stride.Resume, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+resumeColumns+` FROM resumes WHERE user_id = ?
		ORDER BY is_default DESC, updated_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list resumes: %w", err)
	}
	defer rows.Close()
	out := []stride.Resume{}
	for rows.Next() {
		r, err := scanResume(rows)
		if err != nil {
			return nil, fmt.Errorf("scan resume: %w", err)
		}
		out = append(out, *r)
	}
	return out, rows.Err()
}

func findResume(ctx context.Context, tx *Tx, userID, id string) (*stride.Resume, error) {
	r, err := scanResume(tx.queryRow(ctx, `SELECT `+resumeColumns+` FROM resumes WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgResumeNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find resume: %w", err)
	} else if r.UserID != userID {
		return nil, stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	return r, nil
}

// FindResume returns one of the user's resumes.
func (s *ResumeService) FindResume(ctx context.Context, userID, id string) (*stride.Resume, error) {
	return findResume(ctx, s.db.reader(), userID, id)
}

func history(in json.RawMessage) string {
	if len(in) == 0 || string(in) == "null" {
		return "[]"
	}
	return string(in)
}

// CreateResume stores a resume, applying the title rule when no title is
// given.
func (s *ResumeService) CreateResume(ctx context.Context, userID string, in stride.ResumeInput) (*stride.Resume, error) {
	var out *stride.Resume
	err := s.db.update(ctx, func(tx *Tx) error {
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM resumes WHERE user_id = ?`, userID).Scan(&n); err != nil {
			return err
		}
		isDefault := n == 0 || (in.IsDefault != nil && *in.IsDefault)
		if isDefault {
			if _, err := tx.exec(ctx, `UPDATE resumes SET is_default = ? WHERE user_id = ?`, false, userID); err != nil {
				return err
			}
		}
		title := ""
		if in.Title != nil {
			title = *in.Title
		}
		if title == "" {
			title = stride.TitleFor(*in.Content)
		}
		now := tx.db.Now()
		id := uuid.NewString()
		if _, err := tx.exec(ctx, `INSERT INTO resumes (`+resumeColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, userID, title, jsonOf(in.Content), *in.Template, history(in.ConversationHistory), isDefault, now, now); err != nil {
			return fmt.Errorf("insert resume: %w", err)
		}
		var err error
		if out, err = findResume(ctx, tx, userID, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

// UpdateResume changes the given fields of one of the user's resumes.
func (s *ResumeService) UpdateResume(ctx context.Context, userID, id string, in stride.ResumeInput) (*stride.Resume, error) {
	var out *stride.Resume
	err := s.db.update(ctx, func(tx *Tx) error {
		if _, err := findResume(ctx, tx, userID, id); err != nil {
			return err
		}
		var sets []string
		var vals []any
		set := func(col string, v any) { sets = append(sets, col+" = ?"); vals = append(vals, v) }
		if in.Content != nil {
			set("content", jsonOf(in.Content))
		}
		if in.Title != nil {
			title := *in.Title
			if title == "" && in.Content != nil {
				title = stride.TitleFor(*in.Content)
			}
			if title != "" {
				set("title", title)
			}
		}
		if in.Template != nil {
			set("template", *in.Template)
		}
		if len(in.ConversationHistory) > 0 {
			set("conversation_history", history(in.ConversationHistory))
		}
		if in.IsDefault != nil && *in.IsDefault {
			if _, err := tx.exec(ctx, `UPDATE resumes SET is_default = ? WHERE user_id = ? AND id <> ?`, false, userID, id); err != nil {
				return err
			}
			set("is_default", true)
		}
		set("updated_at", tx.db.Now())
		if _, err := tx.exec(ctx, `UPDATE resumes SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(vals, id)...); err != nil {
			return fmt.Errorf("update resume: %w", err)
		}
		var err error
		if out, err = findResume(ctx, tx, userID, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

// DeleteResume removes a resume and passes the default on.
func (s *ResumeService) DeleteResume(ctx context.Context, userID, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		r, err := findResume(ctx, tx, userID, id)
		if err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM resumes WHERE id = ?`, id); err != nil {
			return err
		}
		if r.IsDefault {
			var next string
			err := tx.queryRow(ctx, `SELECT id FROM resumes WHERE user_id = ? ORDER BY updated_at DESC, id LIMIT 1`, userID).Scan(&next)
			if err == nil {
				if _, err = tx.exec(ctx, `UPDATE resumes SET is_default = ? WHERE id = ?`, true, next); err != nil {
					return err
				}
			} else if !errors.Is(err, sql.ErrNoRows) {
				return err
			}
		}
		return evaluated(ctx, tx, userID)
	})
}
