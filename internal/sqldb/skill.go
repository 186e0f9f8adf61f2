package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// SkillService implements stride.SkillService.
type SkillService struct{ db *DB }

// NewSkillService returns the skill store of db.
func NewSkillService(db *DB) *SkillService { return &SkillService{db: db} }

var _ stride.SkillService = (*SkillService)(nil)

var errSkillExists = &stride.Error{Code: stride.ECONFLICT, Message: stride.MsgSkillExists,
	Fields: map[string]string{"name": stride.MsgSkillExists}}

func scanSkill(r rowScanner) (*stride.Skill, error) {
	var s stride.Skill
	if err := r.Scan(&s.ID, &s.UserID, &s.Name, &s.Level, &s.Category); err != nil {
		return nil, err
	}
	s.Proficiency = stride.LevelProficiency(s.Level)
	return &s, nil
}

// ListSkills returns the user's skills by name.
func (s *SkillService) ListSkills(ctx context.Context, userID string) ([]stride.Skill, error) {
	return listSkills(ctx, s.db.reader(), userID)
}

func listSkills(ctx context.Context, tx *Tx, userID string) ([]stride.Skill, error) {
	rows, err := tx.query(ctx, `SELECT id, user_id, name, level, category FROM skills
		WHERE user_id = ? ORDER BY lower(name), id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list skills: %w", err)
	}
	defer rows.Close()
	out := []stride.Skill{}
	for rows.Next() {
		sk, err := scanSkill(rows)
		if err != nil {
			return nil, fmt.Errorf("scan skill: %w", err)
		}
		out = append(out, *sk)
	}
	return out, rows.Err()
}

// CreateSkill adds a skill; ECONFLICT when the user has one of that name.
func (s *SkillService) CreateSkill(ctx context.Context, userID string, in stride.SkillInput) (*stride.Skill, error) {
	sk := &stride.Skill{ID: uuid.NewString(), UserID: userID, Name: in.Name, Level: in.Level,
		Category: in.Category, Proficiency: stride.LevelProficiency(in.Level)}
	err := s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO skills (id, user_id, name, level, category) VALUES (?, ?, ?, ?, ?)`,
			sk.ID, sk.UserID, sk.Name, sk.Level, sk.Category)
		if isUniqueViolation(err) {
			return errSkillExists
		} else if err != nil {
			return err
		}
		return touchUser(ctx, tx, userID)
	})
	if err != nil {
		return nil, err
	}
	return sk, nil
}

// ownSkill checks that the skill exists and belongs to userID.
func ownSkill(ctx context.Context, tx *Tx, userID, id string) error {
	var owner string
	err := tx.queryRow(ctx, `SELECT user_id FROM skills WHERE id = ?`, id).Scan(&owner)
	if errors.Is(err, sql.ErrNoRows) {
		return stride.Errorf(stride.ENOTFOUND, stride.MsgSkillNotFound)
	} else if err != nil {
		return fmt.Errorf("find skill: %w", err)
	} else if owner != userID {
		return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	return nil
}

// UpdateSkill changes a skill of the user.
func (s *SkillService) UpdateSkill(ctx context.Context, userID, id string, in stride.SkillInput) (*stride.Skill, error) {
	var out *stride.Skill
	err := s.db.update(ctx, func(tx *Tx) error {
		if err := ownSkill(ctx, tx, userID, id); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `UPDATE skills SET name = ?, level = ?, category = ? WHERE id = ?`,
			in.Name, in.Level, in.Category, id)
		if isUniqueViolation(err) {
			return errSkillExists
		} else if err != nil {
			return fmt.Errorf("update skill: %w", err)
		}
		if err := touchUser(ctx, tx, userID); err != nil {
			return err
		}
		out, err = scanSkill(tx.queryRow(ctx, `SELECT id, user_id, name, level, category FROM skills WHERE id = ?`, id))
		return err
	})
	return out, err
}

// DeleteSkill removes a skill of the user.
func (s *SkillService) DeleteSkill(ctx context.Context, userID, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if err := ownSkill(ctx, tx, userID, id); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM skills WHERE id = ?`, id); err != nil {
			return err
		}
		return touchUser(ctx, tx, userID)
	})
}

// touchUser moves the user's updated_at forward (by at least a
// microsecond, the finest both databases keep): a change of skills is a
// change of the profile that matching caches.
func touchUser(ctx context.Context, tx *Tx, userID string) error {
	var cur time.Time
	if err := tx.queryRow(ctx, `SELECT updated_at FROM users WHERE id = ?`, userID).Scan(&cur); err != nil {
		return fmt.Errorf("touch user: %w", err)
	}
	next := tx.db.Now().Truncate(time.Microsecond)
	if !next.After(cur) {
		next = cur.Add(time.Microsecond)
	}
	_, err := tx.exec(ctx, `UPDATE users SET updated_at = ? WHERE id = ?`, next, userID)
	return err
}

// UsersWithSkills returns ids of users who list any of the skills.
func (s *SkillService) UsersWithSkills(ctx context.Context, names []string, limit int) ([]string, error) {
	return usersWithSkills(ctx, s.db.reader(), names, limit)
}

func usersWithSkills(ctx context.Context, tx *Tx, names []string, limit int) ([]string, error) {
	if len(names) == 0 {
		return []string{}, nil
	}
	ph := make([]string, len(names))
	args := make([]any, 0, len(names)+1)
	for i, n := range names {
		ph[i] = "?"
		args = append(args, strings.ToLower(strings.TrimSpace(n)))
	}
	rows, err := tx.query(ctx, `SELECT DISTINCT user_id FROM skills WHERE lower(name) IN (`+
		strings.Join(ph, ", ")+`) ORDER BY user_id LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("users with skills: %w", err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
