package stride

import (
	"context"
	"time"
)

// Download my data, built in the background (issue 43): asking for it
// stores a job in the database; any replica's worker builds the ZIP and
// stores it there, so that any replica can serve the download, for
// DataExportTTL.

// The states of a data export.
const (
	ExportPreparing = "preparing"
	ExportReady     = "ready"
	ExportFailed    = "failed"
	// ExportExpired is a ready export past its expiry, its ZIP deleted.
	ExportExpired = "expired"
)

const (
	// DataExportTTL is how long a finished export can be downloaded.
	DataExportTTL = 24 * time.Hour
	// DataExportLease is how long a worker holds a job it builds: a job
	// whose worker stopped (a restart) is taken up again after it.
	DataExportLease = 10 * time.Minute
	// DataExportAttempts is how many times a job is started before it is
	// marked failed.
	DataExportAttempts = 3
)

// Messages of the data export.
const (
	MsgExportNotFound    = "This download was not found. Ask for a new one on the Privacy screen."
	MsgExportExpired     = "This download link has expired (links work for 24 hours). Ask for a new one on the Privacy screen."
	MsgExportPreparing   = "Your data is still being prepared. We will e-mail you when it is ready."
	MsgExportFailed      = "Preparing your data did not work. Please ask for it again; if it fails again, contact the operator of this Stride site."
	MsgExportInterrupted = "Preparing your data was interrupted several times (the server restarted). Please ask for it again."
)

// DataExport is one request of "Download my data".
type DataExport struct {
	ID     string `json:"id"`
	UserID string `json:"-"`
	// Status is ExportPreparing, ExportReady, ExportFailed or ExportExpired.
	Status string `json:"status"`
	// Message says why a job failed.
	Message string `json:"message,omitempty"`
	// Size is the ZIP's size in bytes, once ready.
	Size      int64      `json:"size,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
	ReadyAt   *time.Time `json:"readyAt,omitempty"`
	// ExpiresAt is when the download stops working.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	// Site is the site's address when it was asked for, for the e-mail's
	// link when PUBLIC_URL is not set.
	Site string `json:"-"`
	// Attempts counts the times a worker started the job.
	Attempts int `json:"-"`
}

// DataExportService stores data export jobs and their ZIP files.
type DataExportService interface {
	// RequestDataExport starts a job for the user with the given id,
	// unless one is being prepared: then it returns that one (created
	// false). A new job replaces the user's earlier, finished one.
	RequestDataExport(ctx context.Context, userID, id, site string, now time.Time) (e *DataExport, created bool, err error)
	// LatestDataExport returns the user's export, or ENOTFOUND.
	LatestDataExport(ctx context.Context, userID string) (*DataExport, error)
	// ClaimDataExport takes the oldest job waiting to be built (a new one,
	// or one whose worker's lease ran out) for lease, or returns ENOTFOUND.
	// Jobs started DataExportAttempts times are marked failed instead.
	ClaimDataExport(ctx context.Context, now time.Time, lease time.Duration) (*DataExport, error)
	// FinishDataExport stores the ZIP of a job and marks it ready until
	// expires.
	FinishDataExport(ctx context.Context, id string, zip []byte, now, expires time.Time) error
	// FailDataExport marks a job failed with a message for its owner.
	FailDataExport(ctx context.Context, id, message string, now time.Time) error
	// ReleaseDataExport gives back a job's lease (a worker stopping), so
	// that the next worker takes it up at once.
	ReleaseDataExport(ctx context.Context, id string) error
	// DataExportZIP returns the user's export of that id and its ZIP (nil
	// unless ready); ENOTFOUND when the user has no export of that id.
	DataExportZIP(ctx context.Context, userID, id string) (*DataExport, []byte, error)
	// ExpireDataExports deletes the ZIP files of exports past their
	// expiry, marking them ExportExpired, and returns how many.
	ExpireDataExports(ctx context.Context, now time.Time) (int64, error)
}
