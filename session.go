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
	// ID names the session in the user's list (never the token or its hash).
	ID string
	// UserAgent and Address say which client signed in, from where.
	UserAgent, Address string
	// LastUsedAt is when a request last came with the token (to a minute
	// or so: see SessionTouchAfter).
	LastUsedAt time.Time
}

// SessionTouchAfter is how stale a session's last use may get before a
// request records it again (one write per session per interval, not per
// request).
const SessionTouchAfter = 5 * time.Minute

// SessionService stores sessions and failed sign-ins.
type SessionService interface {
	CreateSession(ctx context.Context, s Session) error
	// FindSessionUser returns the user of an unexpired session, or
	// EUNAUTHORIZED.
	FindSessionUser(ctx context.Context, tokenHash string) (*User, error)
	// FindSession returns the user and the session of an unexpired token,
	// or EUNAUTHORIZED.
	FindSession(ctx context.Context, tokenHash string) (*User, *Session, error)
	// TouchSession records a use of the session at.
	TouchSession(ctx context.Context, tokenHash string, at time.Time) error
	DeleteSession(ctx context.Context, tokenHash string) error
	// RecordLoginFailure notes one failed sign-in for email from client.
	RecordLoginFailure(ctx context.Context, email, client string, at time.Time) error
	// LoginFailures counts failures since a time, for an e-mail from a
	// client, for the e-mail from any client and for the client with any
	// e-mail, and returns the oldest counted time of each (for Retry-After).
	LoginFailures(ctx context.Context, email, client string, since time.Time) (LoginFailureCounts, error)
	// ClearLoginFailures forgets the failures of an e-mail from one client
	// (after a good sign-in from it): another client's failures stay
	// counted, so an owner's sign-in never resets an attacker's count.
	ClearLoginFailures(ctx context.Context, email, client string) error
	// BeginLoginAttempt counts a sign-in attempt before its password is
	// checked. Atomically, one attempt at a time per e-mail and per client
	// (also across replicas sharing one database), it counts the failures of
	// the e-mail from this client and of the client since l.Since, and of
	// the e-mail from every client since l.EmailSince; when all three are
	// under their limits it records the attempt as a failure at l.At and
	// returns its id and ok, else it records nothing. A successful sign-in
	// then clears the failures of the e-mail from its client (this one
	// included), so successful calls are never counted, and at most the
	// limits of attempts reach the password check under any concurrency.
	BeginLoginAttempt(ctx context.Context, l LoginAttempt) (id int64, counts LoginFailureCounts, ok bool, err error)
	// ForgetLoginAttempt removes an attempt that never reached the password
	// check (the server was too busy to check it).
	ForgetLoginAttempt(ctx context.Context, id int64) error
}

// LoginAttempt is one sign-in attempt and the limits it is counted
// against: failures of this e-mail from this client and of this client
// (any e-mail) since Since, and of this e-mail from any client (the
// ceiling that slows guessing spread over many addresses) since
// EmailSince. Counting by e-mail and client means that a stranger's wrong
// guesses never lock the owner, signing in from elsewhere, out.
type LoginAttempt struct {
	Email, Client                                string
	At, Since, EmailSince                        time.Time
	MaxPerEmailClient, MaxPerClient, MaxPerEmail int
}

// LoginFailureCounts are the recent failed sign-ins of one e-mail from one
// client address, of the client and of the e-mail, with the oldest of each.
type LoginFailureCounts struct {
	EmailClient, Client, Email                   int
	OldestEmailClient, OldestClient, OldestEmail time.Time
}
