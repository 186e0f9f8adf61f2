package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/stride-oss/stride"
)

// AccountService implements stride.AccountService.
type AccountService struct{ db *DB }

// NewAccountService returns the account-management store of db.
func NewAccountService(db *DB) *AccountService { return &AccountService{db: db} }

var _ stride.AccountService = (*AccountService)(nil)

// PasswordHash returns the user's password hash.
func (s *AccountService) PasswordHash(ctx context.Context, userID string) (string, error) {
	var hash string
	err := s.db.reader().queryRow(ctx, `SELECT password_hash FROM users WHERE id = ?`, userID).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	return hash, err
}

// SetPassword stores a hash and ends the user's other sessions.
func (s *AccountService) SetPassword(ctx context.Context, userID, hash, keepSession string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if err := setPassword(ctx, tx, userID, hash); err != nil {
			return err
		}
		return deleteSessions(ctx, tx, userID, keepSession)
	})
}

func setPassword(ctx context.Context, tx *Tx, userID, hash string) error {
	res, err := tx.exec(ctx, `UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?`, hash, tx.db.Now(), userID)
	if err != nil {
		return fmt.Errorf("set password: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	// A link to reset the password must not outlive the change.
	if _, err := tx.exec(ctx, `DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?`, userID, stride.TokenResetPassword); err != nil {
		return fmt.Errorf("drop reset links: %w", err)
	}
	return nil
}

// deleteSessions ends every session of a user but keep ("" keeps none).
func deleteSessions(ctx context.Context, tx *Tx, userID, keep string) error {
	if _, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ? AND id <> ?`, userID, keep); err != nil {
		return fmt.Errorf("end sessions: %w", err)
	}
	return nil
}

// CreateToken stores a token in place of the user's earlier ones of its
// purpose.
func (s *AccountService) CreateToken(ctx context.Context, t stride.AccountToken) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?`, t.UserID, t.Purpose); err != nil {
			return fmt.Errorf("replace token: %w", err)
		}
		if _, err := tx.exec(ctx, `INSERT INTO account_tokens (token_hash, user_id, purpose, email, expire, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`, t.Hash, t.UserID, t.Purpose, t.Email, t.Expire, tx.db.Now()); err != nil {
			return fmt.Errorf("insert token: %w", err)
		}
		return nil
	})
}

// ConsumeToken deletes and returns an unexpired token of one of purposes.
func (s *AccountService) ConsumeToken(ctx context.Context, hash string, now time.Time, purposes ...string) (*stride.AccountToken, error) {
	var t *stride.AccountToken
	err := s.db.update(ctx, func(tx *Tx) error {
		var err error
		t, err = consumeToken(ctx, tx, hash, now, purposes...)
		return err
	})
	return t, err
}

func consumeToken(ctx context.Context, tx *Tx, hash string, now time.Time, purposes ...string) (*stride.AccountToken, error) {
	t := stride.AccountToken{Hash: hash}
	err := tx.queryRow(ctx, `DELETE FROM account_tokens WHERE token_hash = ? RETURNING user_id, purpose, email, expire`, hash).
		Scan(&t.UserID, &t.Purpose, &t.Email, &t.Expire)
	invalid := stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, invalid
	}
	if err != nil {
		return nil, fmt.Errorf("consume token: %w", err)
	}
	if !t.Expire.After(now) {
		return nil, invalid
	}
	for _, p := range purposes {
		if t.Purpose == p {
			return &t, nil
		}
	}
	return nil, invalid
}

// ResetPassword consumes a reset link and sets the password.
func (s *AccountService) ResetPassword(ctx context.Context, tokenHash, passwordHash string, now time.Time) (*stride.User, error) {
	var u *stride.User
	err := s.db.update(ctx, func(tx *Tx) error {
		t, err := consumeToken(ctx, tx, tokenHash, now, stride.TokenResetPassword)
		if err != nil {
			return err
		}
		if err := setPassword(ctx, tx, t.UserID, passwordHash); err != nil {
			return err
		}
		if err := deleteSessions(ctx, tx, t.UserID, ""); err != nil {
			return err
		}
		// The link reached the address: it is confirmed, if it is still
		// the account's.
		if _, err := tx.exec(ctx, `UPDATE users SET email_verified = ? WHERE id = ? AND lower(email) = ?`,
			true, t.UserID, stride.NormalizeEmail(t.Email)); err != nil {
			return fmt.Errorf("confirm address: %w", err)
		}
		u, err = findUserByID(ctx, tx, t.UserID)
		return err
	})
	return u, err
}

// VerifyEmail consumes a confirmation link and confirms (or changes to)
// its address.
func (s *AccountService) VerifyEmail(ctx context.Context, tokenHash string, now time.Time) (*stride.User, string, error) {
	var (
		u   *stride.User
		old string
	)
	err := s.db.update(ctx, func(tx *Tx) error {
		t, err := consumeToken(ctx, tx, tokenHash, now, stride.TokenVerifyEmail, stride.TokenChangeEmail)
		if err != nil {
			return err
		}
		cur, err := findUserByID(ctx, tx, t.UserID)
		if err != nil {
			return err
		}
		switch t.Purpose {
		case stride.TokenVerifyEmail:
			if stride.NormalizeEmail(cur.Email) != stride.NormalizeEmail(t.Email) {
				// Sent to an address the account no longer has.
				return stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
			}
			_, err = tx.exec(ctx, `UPDATE users SET email_verified = ?, updated_at = ? WHERE id = ?`, true, tx.db.Now(), t.UserID)
		case stride.TokenChangeEmail:
			if cur.PendingEmail == nil || stride.NormalizeEmail(*cur.PendingEmail) != stride.NormalizeEmail(t.Email) {
				return stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
			}
			old = cur.Email
			_, err = tx.exec(ctx, `UPDATE users SET email = ?, pending_email = NULL, email_verified = ?, updated_at = ? WHERE id = ?`,
				t.Email, true, tx.db.Now(), t.UserID)
			if isUniqueViolation(err) {
				// Taken since the link was sent.
				return &stride.Error{Code: stride.ECONFLICT, Message: stride.MsgEmailTaken}
			}
		}
		if err != nil {
			return fmt.Errorf("confirm address: %w", err)
		}
		u, err = findUserByID(ctx, tx, t.UserID)
		return err
	})
	return u, old, err
}

// SetPendingEmail records an address waiting for confirmation.
func (s *AccountService) SetPendingEmail(ctx context.Context, userID, email string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		var v any
		if email != "" {
			v = stride.NormalizeEmail(email)
		}
		_, err := tx.exec(ctx, `UPDATE users SET pending_email = ?, updated_at = ? WHERE id = ?`, v, tx.db.Now(), userID)
		return err
	})
}

// ListSessions lists the user's unexpired sessions.
func (s *AccountService) ListSessions(ctx context.Context, userID string) ([]stride.SessionInfo, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, created_at, last_used_at, user_agent, address FROM sessions
		WHERE user_id = ? AND expire > ? ORDER BY last_used_at DESC, created_at DESC`, userID, s.db.Now())
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	defer rows.Close()
	out := []stride.SessionInfo{}
	for rows.Next() {
		var si stride.SessionInfo
		if err := rows.Scan(&si.ID, &si.CreatedAt, &si.LastUsedAt, &si.Client, &si.Address); err != nil {
			return nil, fmt.Errorf("scan session: %w", err)
		}
		out = append(out, si)
	}
	return out, rows.Err()
}

// DeleteUserSession ends one session of the user.
func (s *AccountService) DeleteUserSession(ctx context.Context, userID, sessionID string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM sessions WHERE user_id = ? AND id = ?`, userID, sessionID)
		if err != nil {
			return fmt.Errorf("end session: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgSessionNotFound)
		}
		return nil
	})
}

// DeleteOtherSessions ends the user's sessions but keep.
func (s *AccountService) DeleteOtherSessions(ctx context.Context, userID, keep string) error {
	return s.db.update(ctx, func(tx *Tx) error { return deleteSessions(ctx, tx, userID, keep) })
}

// DeleteUser removes the user and everything of theirs in one transaction:
// the jobs they added (kept by no one else), then the account, whose rows
// in every other table go with it (ON DELETE CASCADE), then what names the
// user without a foreign key (failed sign-ins by address, rate-limit
// counts by id).
func (s *AccountService) DeleteUser(ctx context.Context, userID string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		u, err := findUserByID(ctx, tx, userID)
		if err != nil {
			return err
		}
		var jobs int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE source = ? AND posted_by = ?`, stride.JobSourceUser, userID).Scan(&jobs); err != nil {
			return fmt.Errorf("count added jobs: %w", err)
		}
		// Only when there are some: the statement moves the job index's
		// version, which makes every process rebuild it.
		if jobs > 0 {
			if _, err := tx.exec(ctx, `DELETE FROM jobs WHERE source = ? AND posted_by = ?`, stride.JobSourceUser, userID); err != nil {
				return fmt.Errorf("delete added jobs: %w", err)
			}
		}
		if _, err := tx.exec(ctx, `DELETE FROM users WHERE id = ?`, userID); err != nil {
			return fmt.Errorf("delete user: %w", err)
		}
		if _, err := tx.exec(ctx, `DELETE FROM login_failures WHERE email = ?`, stride.NormalizeEmail(u.Email)); err != nil {
			return fmt.Errorf("delete sign-in failures: %w", err)
		}
		if _, err := tx.exec(ctx, `DELETE FROM rate_limit_hits WHERE bucket LIKE ?`, "%:user:"+userID); err != nil {
			return fmt.Errorf("delete rate-limit counts: %w", err)
		}
		return nil
	})
}

// TwoFactor returns the TOTP secret and whether it is enabled.
func (s *AccountService) TwoFactor(ctx context.Context, userID string) (string, bool, error) {
	var secret string
	var on bool
	err := s.db.reader().queryRow(ctx, `SELECT totp_secret, totp_enabled FROM users WHERE id = ?`, userID).Scan(&secret, &on)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	return secret, on, err
}

// SetTwoFactorSecret stores a secret being set up.
func (s *AccountService) SetTwoFactorSecret(ctx context.Context, userID, secret string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE users SET totp_secret = ? WHERE id = ? AND NOT totp_enabled`, secret, userID)
		return err
	})
}

// EnableTwoFactor turns two-factor sign-in on with fresh recovery codes.
func (s *AccountService) EnableTwoFactor(ctx context.Context, userID string, codeHashes []string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE users SET totp_enabled = ?, updated_at = ? WHERE id = ?`, true, tx.db.Now(), userID); err != nil {
			return fmt.Errorf("enable two-factor: %w", err)
		}
		if _, err := tx.exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ?`, userID); err != nil {
			return err
		}
		for _, h := range codeHashes {
			if _, err := tx.exec(ctx, `INSERT INTO recovery_codes (code_hash, user_id) VALUES (?, ?)`, h, userID); err != nil {
				return fmt.Errorf("store recovery code: %w", err)
			}
		}
		return nil
	})
}

// DisableTwoFactor turns two-factor sign-in off.
func (s *AccountService) DisableTwoFactor(ctx context.Context, userID string) error {
	return s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `UPDATE users SET totp_enabled = ?, totp_secret = '', totp_last_step = 0, updated_at = ? WHERE id = ?`, false, tx.db.Now(), userID); err != nil {
			return fmt.Errorf("disable two-factor: %w", err)
		}
		_, err := tx.exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ?`, userID)
		return err
	})
}

// UseRecoveryCode spends a recovery code.
func (s *AccountService) UseRecoveryCode(ctx context.Context, userID, codeHash string) (bool, error) {
	var ok bool
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `DELETE FROM recovery_codes WHERE user_id = ? AND code_hash = ?`, userID, codeHash)
		if err != nil {
			return fmt.Errorf("use recovery code: %w", err)
		}
		n, _ := res.RowsAffected()
		ok = n == 1
		return nil
	})
	return ok, err
}

// UseTOTPStep records an accepted step, once.
func (s *AccountService) UseTOTPStep(ctx context.Context, userID string, step int64) (bool, error) {
	var ok bool
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`, step, userID, step)
		if err != nil {
			return fmt.Errorf("use totp step: %w", err)
		}
		n, _ := res.RowsAffected()
		ok = n == 1
		return nil
	})
	return ok, err
}

// FindToken returns an unexpired token of purpose, leaving it stored.
func (s *AccountService) FindToken(ctx context.Context, hash string, now time.Time, purpose string) (*stride.AccountToken, error) {
	t := stride.AccountToken{Hash: hash}
	err := s.db.reader().queryRow(ctx, `SELECT user_id, purpose, email, expire FROM account_tokens WHERE token_hash = ?`, hash).
		Scan(&t.UserID, &t.Purpose, &t.Email, &t.Expire)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (t.Purpose != purpose || !t.Expire.After(now))) {
		return nil, stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
	}
	if err != nil {
		return nil, fmt.Errorf("find token: %w", err)
	}
	return &t, nil
}

// SignInWithIdentity finds, links or creates the account of an identity.
func (s *AccountService) SignInWithIdentity(ctx context.Context, id stride.ProviderIdentity) (*stride.User, bool, error) {
	var (
		u       *stride.User
		created bool
	)
	err := s.db.update(ctx, func(tx *Tx) error {
		var userID string
		err := tx.queryRow(ctx, `SELECT user_id FROM user_identities WHERE issuer = ? AND subject = ?`, id.Issuer, id.Subject).Scan(&userID)
		if err == nil {
			u, err = findUserByID(ctx, tx, userID)
			return err
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("find identity: %w", err)
		}
		email := stride.NormalizeEmail(id.Email)
		err = tx.queryRow(ctx, `SELECT id FROM users WHERE lower(email) = ?`, email).Scan(&userID)
		switch {
		case err == nil:
			if !id.EmailVerified {
				return &stride.Error{Code: stride.ECONFLICT, Message: stride.MsgProviderUnverified}
			}
			if _, err := tx.exec(ctx, `UPDATE users SET email_verified = ? WHERE id = ?`, true, userID); err != nil {
				return fmt.Errorf("confirm address: %w", err)
			}
		case errors.Is(err, sql.ErrNoRows):
			nu := &stride.User{Email: email, EmailVerified: id.EmailVerified}
			if id.FirstName != "" {
				nu.FirstName = &id.FirstName
			}
			if id.LastName != "" {
				nu.LastName = &id.LastName
			}
			if err := createUser(ctx, tx, nu, ""); err != nil {
				return err
			}
			if _, err := tx.exec(ctx, `UPDATE users SET email_verified = ? WHERE id = ?`, id.EmailVerified, nu.ID); err != nil {
				return fmt.Errorf("confirm address: %w", err)
			}
			userID, created = nu.ID, true
		default:
			return fmt.Errorf("find user by email: %w", err)
		}
		if _, err := tx.exec(ctx, `INSERT INTO user_identities (issuer, subject, user_id, created_at) VALUES (?, ?, ?, ?)`,
			id.Issuer, id.Subject, userID, tx.db.Now()); err != nil {
			return fmt.Errorf("link identity: %w", err)
		}
		u, err = findUserByID(ctx, tx, userID)
		return err
	})
	return u, created, err
}

// UserOfIdentity returns the account linked to a provider identity.
func (s *AccountService) UserOfIdentity(ctx context.Context, issuer, subject string) (string, error) {
	var userID string
	err := s.db.reader().queryRow(ctx, `SELECT user_id FROM user_identities WHERE issuer = ? AND subject = ?`, issuer, subject).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	return userID, err
}
