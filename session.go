package stride

import (
	"context"
	"time"
)

// SessionTTL is how long a sign-in lasts.
const SessionTTL = 30 * 24 * time.Hour

// Session is a signed-in session; only the hash of its token is stored.
type Session struct {
	TokenHash string
	UserID    string
	Expire    time.Time
}

// SessionService stores sessions and failed sign-ins.
type SessionService interface {
	CreateSession(ctx context.Context, s Session) error
	// FindSessionUser returns the user of an unexpired session, or
	// EUNAUTHORIZED.
	FindSessionUser(ctx context.Context, tokenHash string) (*User, error)
	DeleteSession(ctx context.Context, tokenHash string) error
	// RecordLoginFailure notes one failed sign-in for email from client.
	RecordLoginFailure(ctx context.Context, email, client string, at time.Time) error
	// LoginFailures counts failures since a time, for an e-mail and for a
	// client, and returns the oldest counted time of each (for Retry-After).
	LoginFailures(ctx context.Context, email, client string, since time.Time) (LoginFailureCounts, error)
	ClearLoginFailures(ctx context.Context, email string) error
}

// LoginFailureCounts are the recent failed sign-ins of one e-mail and one
// client address.
type LoginFailureCounts struct {
	Email, Client             int
	OldestEmail, OldestClient time.Time
}
