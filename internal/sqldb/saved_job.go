package sqldb

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// SavedJobService implements stride.SavedJobService.
type SavedJobService struct{ db *DB }

// NewSavedJobService returns the saved-job store of db.
func NewSavedJobService(db *DB) *SavedJobService { return &SavedJobService{db: db} }

var _ stride.SavedJobService = (*SavedJobService)(nil)

// ListSavedJobs returns the user's saved jobs, newest first.
func (s *SavedJobService) ListSavedJobs(ctx context.Context, userID string) ([]stride.SavedJob, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, job_id, job_title, company, location, salary,
		description, apply_url, saved_at FROM saved_jobs WHERE user_id = ? ORDER BY saved_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list saved jobs: %w", err)
	}
	defer rows.Close()
	out := []stride.SavedJob{}
	for rows.Next() {
		var j stride.SavedJob
		if err := rows.Scan(&j.ID, &j.UserID, &j.JobID, &j.JobTitle, &j.Company, &j.Location, &j.Salary,
			&j.Description, &j.ApplyURL, &j.SavedAt); err != nil {
			return nil, fmt.Errorf("scan saved job: %w", err)
		}
		out = append(out, j)
	}
	return out, rows.Err()
}

// SaveJob snapshots a job from the catalogue for the user.
func (s *SavedJobService) SaveJob(ctx context.Context, userID, jobID string) (*stride.SavedJob, error) {
	var out *stride.SavedJob
	err := s.db.update(ctx, func(tx *Tx) error {
		j, err := findJob(ctx, tx, userID, jobID)
		if err != nil {
			return err
		}
		sj := &stride.SavedJob{ID: uuid.NewString(), UserID: userID, JobID: j.ID, JobTitle: j.Title,
			Company: j.Company, Location: j.Location, Salary: j.Salary, Description: &j.Description,
			ApplyURL: j.ApplyURL, SavedAt: tx.db.Now()}
		_, err = tx.exec(ctx, `INSERT INTO saved_jobs (id, user_id, job_id, job_title, company, location, salary,
			description, apply_url, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			sj.ID, sj.UserID, sj.JobID, sj.JobTitle, sj.Company, sj.Location, sj.Salary, sj.Description, sj.ApplyURL, sj.SavedAt)
		if isUniqueViolation(err) {
			return stride.Errorf(stride.ECONFLICT, stride.MsgJobAlreadySaved)
		} else if err != nil {
			return fmt.Errorf("save job: %w", err)
		}
		out = sj
		return evaluated(ctx, tx, userID)
	})
	return out, err
}

// UnsaveJob deletes the user's saved job with that id or job id.
func (s *SavedJobService) UnsaveJob(ctx context.Context, userID, id string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		var owner string
		err := tx.queryRow(ctx, `SELECT user_id FROM saved_jobs WHERE id = ? OR (job_id = ? AND user_id = ?)`, id, id, userID).Scan(&owner)
		if err != nil {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgSavedJobNotFound)
		} else if owner != userID {
			return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
		}
		if _, err = tx.exec(ctx, `DELETE FROM saved_jobs WHERE user_id = ? AND (id = ? OR job_id = ?)`, userID, id, id); err != nil {
			return err
		}
		return evaluated(ctx, tx, userID)
	})
}
