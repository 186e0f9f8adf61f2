package stride

import (
	"context"
	"time"
)

// JobSourceRun is one ingest of a job source: when it ran, what it
// changed in the shared catalogue, and why it failed if it did.
type JobSourceRun struct {
	ID         string     `json:"id"`
	Source     string     `json:"source"`
	StartedAt  time.Time  `json:"startedAt"`
	FinishedAt *time.Time `json:"finishedAt"`
	JobSync
	Error string `json:"error,omitempty"`
}

// JobSync counts what syncing a source's postings did: Fetched read from
// the source, Added new, Updated changed (or reopened), Closed no longer
// listed, Duplicates left out because another source (or the same one
// under another id) already lists the same job, Unchanged as stored.
type JobSync struct {
	Fetched    int `json:"fetched"`
	Added      int `json:"added"`
	Updated    int `json:"updated"`
	Closed     int `json:"closed"`
	Duplicates int `json:"duplicates"`
	Unchanged  int `json:"unchanged"`
}

// JobSourceStore keeps the postings of ingest sources and their runs.
type JobSourceStore interface {
	// SyncSource makes source's stored postings those of jobs (each with
	// its ExternalID): upserted by (source, external id), the same job
	// already listed by another source left out, postings no longer in
	// jobs closed.
	SyncSource(ctx context.Context, source string, jobs []Job) (JobSync, error)
	// StartSourceRun records that an ingest of source began.
	StartSourceRun(ctx context.Context, source string) (*JobSourceRun, error)
	// FinishSourceRun records the run's result (err nil when it worked).
	FinishSourceRun(ctx context.Context, run *JobSourceRun, sync JobSync, err error) error
	// LastSourceRun returns the latest run of source, or ENOTFOUND.
	LastSourceRun(ctx context.Context, source string) (*JobSourceRun, error)
}
