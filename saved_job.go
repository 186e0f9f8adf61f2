package stride

import (
	"context"
	"time"
)

// SavedJob is a job a user saved, with a snapshot of it as it was then.
type SavedJob struct {
	ID          string    `json:"id"`
	UserID      string    `json:"userId"`
	JobID       string    `json:"jobId"`
	JobTitle    string    `json:"jobTitle"`
	Company     string    `json:"company"`
	Location    string    `json:"location"`
	Salary      *string   `json:"salary"`
	Description *string   `json:"description"`
	ApplyURL    *string   `json:"applyUrl"`
	SavedAt     time.Time `json:"savedAt"`
}

// Saved-job messages.
const (
	MsgJobAlreadySaved  = "Job already saved"
	MsgSavedJobNotFound = "Saved job not found"
	MsgJobIDRequired    = "jobId is required"
)

// SavedJobService stores saved jobs. Every method is scoped to userID.
type SavedJobService interface {
	ListSavedJobs(ctx context.Context, userID string) ([]SavedJob, error)
	// SaveJob snapshots the job; ECONFLICT when it is already saved.
	SaveJob(ctx context.Context, userID, jobID string) (*SavedJob, error)
	// UnsaveJob removes a saved job by its id or by the job's id.
	UnsaveJob(ctx context.Context, userID, id string) error
}
