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
	// BeginLoginAttempt counts a sign-in attempt before its password is
	// checked. Atomically, one attempt at a time per e-mail and per client
	// (also across replicas sharing one database), it counts the failures
	// since l.Since; when both counts are under their limits it records the
	// attempt as a failure at l.At and returns its id and ok, else it records
	// nothing. A successful sign-in then clears the e-mail's failures (this
	// one included), so successful calls are never counted by address, and at
	// most the limit of attempts reach the password check under any
	// concurrency.
	BeginLoginAttempt(ctx context.Context, l LoginAttempt) (id int64, counts LoginFailureCounts, ok bool, err error)
	// ForgetLoginAttempt removes an attempt that never reached the password
	// check (the server was too busy to check it).
	ForgetLoginAttempt(ctx context.Context, id int64) error
}

// LoginAttempt is one sign-in attempt and the limits it is counted against.
type LoginAttempt struct {
	Email, Client             string
	At, Since                 time.Time
	MaxPerEmail, MaxPerClient int
}

// LoginFailureCounts are the recent failed sign-ins of one e-mail and one
// client address.
type LoginFailureCounts struct {
	Email, Client             int
	OldestEmail, OldestClient time.Time
}
