package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// SessionService implements stride.SessionService.
type SessionService struct{ db *DB }

// NewSessionService returns the session store of db.
func NewSessionService(db *DB) *SessionService { return &SessionService{db: db} }

var _ stride.SessionService = (*SessionService)(nil)

// CreateSession stores a session under the hash of its token, with an id
// for the user's list of sessions.
func (s *SessionService) CreateSession(ctx context.Context, sess stride.Session) error {
	now := s.db.Now()
	data := map[string]any{"userId": sess.UserID, "createdAt": now}
	if sess.ID == "" {
		sess.ID = uuid.NewString()
	}
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO sessions (sid, user_id, sess, expire, id, created_at, last_used_at, user_agent, address)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			sess.TokenHash, sess.UserID, jsonOf(&data), sess.Expire, sess.ID, now, now,
			truncate(sess.UserAgent, maxUserAgent), truncate(sess.Address, 64)); err != nil {
			return fmt.Errorf("insert session: %w", err)
		}
		return nil
	})
}

// maxUserAgent bounds the User-Agent kept with a session.
const maxUserAgent = 300

// truncate cuts s to at most n bytes, on a UTF-8 boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// FindSessionUser returns the user of an unexpired session.
func (s *SessionService) FindSessionUser(ctx context.Context, tokenHash string) (*stride.User, error) {
	u, _, err := s.FindSession(ctx, tokenHash)
	return u, err
}

// FindSession returns the user and the session of an unexpired token.
func (s *SessionService) FindSession(ctx context.Context, tokenHash string) (*stride.User, *stride.Session, error) {
	sess := stride.Session{TokenHash: tokenHash}
	var lastUsed sql.NullTime
	u, err := scanUser(s.db.reader().queryRow(ctx, `SELECT `+prefixed("u.", userColumns)+`, s.id, s.expire, s.last_used_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.sid = ? AND s.expire > ?`, tokenHash, s.db.Now()), &sess.ID, &sess.Expire, &lastUsed)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, stride.Errorf(stride.EUNAUTHORIZED, stride.MsgNotSignedIn)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("find session: %w", err)
	}
	sess.UserID, sess.LastUsedAt = u.ID, lastUsed.Time
	return u, &sess, nil
}

// TouchSession records a use of a session.
func (s *SessionService) TouchSession(ctx context.Context, tokenHash string, at time.Time) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE sessions SET last_used_at = ? WHERE sid = ?`, at, tokenHash)
		return err
	})
}

// DeleteSession ends a session; ending an unknown one is not an error.
func (s *SessionService) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM sessions WHERE sid = ?`, tokenHash)
		return err
	})
}

// RecordLoginFailure notes one failed sign-in.
func (s *SessionService) RecordLoginFailure(ctx context.Context, email, client string, at time.Time) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO login_failures (email, client, created_at) VALUES (?, ?, ?)`,
			stride.NormalizeEmail(email), client, at)
		return err
	})
}

// LoginFailures counts recent failures by e-mail and client, by e-mail and
// by client.
func (s *SessionService) LoginFailures(ctx context.Context, email, client string, since time.Time) (stride.LoginFailureCounts, error) {
	var c stride.LoginFailureCounts
	err := countLoginFailures(ctx, s.db.reader(), stride.NormalizeEmail(email), client, since, since, &c)
	return c, err
}

// countLoginFailures counts the failures of email from client and of
// client since since, and of email from any client since emailSince.
func countLoginFailures(ctx context.Context, tx *Tx, email, client string, since, emailSince time.Time, c *stride.LoginFailureCounts) error {
	for _, q := range []struct {
		sql   string
		args  []any
		n     *int
		first *time.Time
	}{
		{`SELECT COUNT(*), MIN(created_at) FROM login_failures WHERE email = ? AND client = ? AND created_at > ?`,
			[]any{email, client, since}, &c.EmailClient, &c.OldestEmailClient},
		{`SELECT COUNT(*), MIN(created_at) FROM login_failures WHERE client = ? AND created_at > ?`,
			[]any{client, since}, &c.Client, &c.OldestClient},
		{`SELECT COUNT(*), MIN(created_at) FROM login_failures WHERE email = ? AND created_at > ?`,
			[]any{email, emailSince}, &c.Email, &c.OldestEmail},
	} {
		if err := tx.queryRow(ctx, q.sql, q.args...).Scan(q.n, anyTime{q.first}); err != nil {
			return fmt.Errorf("count login failures: %w", err)
		}
	}
	return nil
}

// BeginLoginAttempt counts and records an attempt in one write transaction.
// SQLite has a single writer, so transactions run one at a time; PostgreSQL
// takes transaction-scoped advisory locks on the e-mail and then the client
// (always in that order, so two attempts cannot deadlock): every count an
// attempt is checked against (e-mail and client, client, e-mail) is then
// its own until it commits.
func (s *SessionService) BeginLoginAttempt(ctx context.Context, l stride.LoginAttempt) (int64, stride.LoginFailureCounts, bool, error) {
	var (
		c  stride.LoginFailureCounts
		id int64
		ok bool
	)
	email := stride.NormalizeEmail(l.Email)
	err := s.db.update(ctx, func(tx *Tx) error {
		if s.db.Dialect == Postgres {
			if _, err := tx.exec(ctx, `SELECT pg_advisory_xact_lock(?::int, hashtext(?::text)), pg_advisory_xact_lock(?::int, hashtext(?::text))`,
				lockLoginEmail, email, lockLoginClient, l.Client); err != nil {
				return fmt.Errorf("lock login attempt: %w", err)
			}
		}
		c = stride.LoginFailureCounts{}
		if err := countLoginFailures(ctx, tx, email, l.Client, l.Since, l.EmailSince, &c); err != nil {
			return err
		}
		if c.EmailClient >= l.MaxPerEmailClient || c.Client >= l.MaxPerClient || c.Email >= l.MaxPerEmail {
			return nil
		}
		ok = true
		if err := tx.queryRow(ctx, `INSERT INTO login_failures (email, client, created_at) VALUES (?, ?, ?) RETURNING id`,
			email, l.Client, l.At).Scan(&id); err != nil {
			return fmt.Errorf("record login attempt: %w", err)
		}
		return nil
	})
	return id, c, ok, err
}

// Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)).
const (
	lockLoginEmail  = 1
	lockLoginClient = 2
	lockDemoClient  = 3
)

// ForgetLoginAttempt removes one recorded attempt.
func (s *SessionService) ForgetLoginAttempt(ctx context.Context, id int64) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM login_failures WHERE id = ?`, id)
		return err
	})
}

// ClearLoginFailures forgets an e-mail's failures from one client after a
// good sign-in from it.
func (s *SessionService) ClearLoginFailures(ctx context.Context, email, client string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `DELETE FROM login_failures WHERE email = ? AND client = ?`, stride.NormalizeEmail(email), client)
		return err
	})
}

// PurgeExpired deletes expired sessions, the ZIP files of expired data
// exports, old login failures, demo
// creation records and rate-limit windows, unused demo accounts (no live session, see
// deleteUnusedDemoUsers) and demo accounts older than demoTTL. It runs at start and then periodically.
func (db *DB) PurgeExpired(ctx context.Context, demoTTL time.Duration) error {
	now := db.Now()
	return db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE expire <= ?`, now); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM account_tokens WHERE expire <= ?`, now); err != nil {
			return fmt.Errorf("purge account tokens: %w", err)
		}
		if _, err := tx.exec(ctx, `DELETE FROM login_failures WHERE created_at <= ?`, now.Add(-24*time.Hour)); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM demo_creations WHERE created_at <= ?`, now.Add(-24*time.Hour)); err != nil {
			return err
		}
		if _, err := tx.exec(ctx, `DELETE FROM rate_limit_hits WHERE window_start <= ?`, now.Add(-24*time.Hour).Unix()); err != nil {
			return err
		}
		if _, err := expireDataExports(ctx, tx, now); err != nil {
			return err
		}
		if err := deleteUnusedDemoUsers(ctx, tx, now); err != nil {
			return err
		}
		_, err := tx.exec(ctx, `DELETE FROM users WHERE is_demo = ? AND created_at <= ?`, true, now.Add(-demoTTL))
		return err
	})
}
