package stride

import (
	"context"
	"time"
)

// Account management: passwords, e-mail links, sessions, two-factor
// sign-in, export and deletion (issue 43).

// Purposes of the single-use tokens sent by e-mail (and of the short step
// between a good password and the two-factor code).
const (
	TokenResetPassword = "reset-password"
	TokenVerifyEmail   = "verify-email"
	TokenChangeEmail   = "change-email"
	TokenTwoFactor     = "two-factor"
	// TokenProviderLogin is the one-time code the provider's callback
	// hands the web app, which trades it for a session.
	TokenProviderLogin = "provider-login"
	// TokenConfirmDelete is the one-time code a fresh sign-in with the
	// provider hands the Privacy screen, in place of the password, to
	// delete an account.
	TokenConfirmDelete = "confirm-delete"
)

// How long each kind of token is valid.
const (
	ResetPasswordTTL = time.Hour
	VerifyEmailTTL   = 7 * 24 * time.Hour
	TwoFactorTTL     = 5 * time.Minute
	ProviderLoginTTL = 2 * time.Minute
	// ConfirmDeleteTTL is how long the deletion step waits after signing
	// in again with the provider.
	ConfirmDeleteTTL = 10 * time.Minute
)

// RecoveryCodeCount is how many single-use recovery codes two-factor
// sign-in comes with.
const RecoveryCodeCount = 10

// ConfirmDelete is what a user types to confirm deleting the account.
const ConfirmDelete = "DELETE"

// Messages of the account screens and API.
const (
	MsgCurrentPasswordWrong = "Your current password is not correct"
	MsgPasswordRequired     = "Password is required"
	MsgPasswordChanged      = "Password changed. Your other sessions have been signed out."
	MsgResetSent            = "If an account exists for that address, we have sent it a link to reset the password. The link works once, within an hour."
	MsgResetDone            = "Your password has been reset. Please sign in with the new password."
	MsgLinkInvalid          = "This link is invalid or has expired. Please ask for a new one."
	MsgEmailVerified        = "Your e-mail address is confirmed."
	MsgVerifySent           = "We have sent a confirmation link to your e-mail address."
	MsgEmailChangeSent      = "We have sent a confirmation link to %s. Your address changes when you open it."
	MsgAlreadyVerified      = "Your e-mail address is already confirmed."
	MsgSessionNotFound      = "Session not found"
	MsgConfirmDelete        = "Type DELETE to confirm"
	MsgCodeInvalid          = "That code is not correct"
	MsgCodeRequired         = "Enter the 6-digit code from your app or a recovery code"
	MsgTwoFactorOn          = "Two-factor sign-in is already on"
	MsgTwoFactorOff         = "Two-factor sign-in is not on"
	MsgTwoFactorSetupFirst  = "Start the set-up again: scan the new QR code first"
	MsgSignInAgain          = "Please sign in again."
	MsgNoPassword           = "Your account has no password yet (you sign in with a provider). Set one with \"Forgot password?\" on the sign-in page first."
	MsgProviderOff          = "Sign-in with a provider is not configured on this server."
	MsgProviderFailed       = "Sign-in with your provider did not work. Please try again."
	MsgProviderNoEmail      = "Your provider did not share a verified e-mail address, which Stride needs to link or create your account."
	MsgProviderNotLinked    = "That is not the provider account linked to your Stride account. Sign in with the same provider account to confirm."
	MsgProviderNotFresh     = "Your provider did not ask you to sign in again, so it could not confirm that it is you. Please try again."
	MsgConfirmAgain         = "Please confirm again: enter your password, or sign in again with your provider."
	MsgProviderUnverified   = "An account with this e-mail already exists, and your provider has not verified the address. Sign in with your password instead."
)

// ProviderIdentity is a person as an OpenID Connect provider vouches for
// them.
type ProviderIdentity struct {
	Issuer, Subject     string
	Email               string
	EmailVerified       bool
	FirstName, LastName string
}

// Session details a user sees in the list of their sessions.
type SessionInfo struct {
	ID         string    `json:"id"`
	CreatedAt  time.Time `json:"createdAt"`
	LastUsedAt time.Time `json:"lastUsedAt"`
	// Client is the browser or program that signed in (its User-Agent).
	Client string `json:"client"`
	// Address is the client address it signed in from.
	Address string `json:"address"`
	// Current marks the session of the request.
	Current bool `json:"current"`
}

// AccountToken is a single-use token: only the hash of its secret is stored.
type AccountToken struct {
	Hash    string
	UserID  string
	Purpose string
	// Email is the address the token was sent to (the new one for a change).
	Email  string
	Expire time.Time
}

// AccountService stores what account management needs beyond UserService
// and SessionService.
type AccountService interface {
	// PasswordHash returns the stored password hash of a user ("" when the
	// account has none).
	PasswordHash(ctx context.Context, userID string) (string, error)
	// SetPassword stores a new password hash and ends every session of the
	// user except keepSession (a session id; "" ends them all).
	SetPassword(ctx context.Context, userID, hash, keepSession string) error
	// CreateToken stores a token, replacing the user's earlier tokens of
	// the same purpose (an older link stops working when a new one is sent).
	CreateToken(ctx context.Context, t AccountToken) error
	// ConsumeToken deletes and returns an unexpired token of one of the
	// purposes, or EINVALID with MsgLinkInvalid: each token works once.
	ConsumeToken(ctx context.Context, hash string, now time.Time, purposes ...string) (*AccountToken, error)
	// ResetPassword consumes a reset token, stores the new hash, marks the
	// address confirmed (the link reached it) and ends every session, in
	// one transaction; it returns the user.
	ResetPassword(ctx context.Context, tokenHash, passwordHash string, now time.Time) (*User, error)
	// VerifyEmail consumes a verify-email or change-email token and
	// confirms the address (changing it for a change-email token); it
	// returns the user and the address before the change ("" when none).
	VerifyEmail(ctx context.Context, tokenHash string, now time.Time) (u *User, oldEmail string, err error)
	// SetPendingEmail records (or, with "", clears) an address waiting
	// for confirmation.
	SetPendingEmail(ctx context.Context, userID, email string) error
	// ListSessions lists a user's unexpired sessions, the latest used first.
	ListSessions(ctx context.Context, userID string) ([]SessionInfo, error)
	// DeleteUserSession ends one of a user's sessions by its id; ENOTFOUND
	// when the user has none with that id.
	DeleteUserSession(ctx context.Context, userID, sessionID string) error
	// DeleteOtherSessions ends every session of the user but keepSession.
	DeleteOtherSessions(ctx context.Context, userID, keepSession string) error
	// DeleteUser removes the user and every row that belongs to them, in
	// one transaction.
	DeleteUser(ctx context.Context, userID string) error
	// TwoFactor returns the user's TOTP secret and whether it is enabled.
	TwoFactor(ctx context.Context, userID string) (secret string, enabled bool, err error)
	// SetTwoFactorSecret stores a secret being set up (not enabled yet).
	SetTwoFactorSecret(ctx context.Context, userID, secret string) error
	// EnableTwoFactor turns two-factor sign-in on and replaces the
	// recovery codes with these hashes.
	EnableTwoFactor(ctx context.Context, userID string, codeHashes []string) error
	// DisableTwoFactor turns it off and removes the secret and the codes.
	DisableTwoFactor(ctx context.Context, userID string) error
	// UseRecoveryCode deletes a recovery code of the user and reports
	// whether it existed.
	UseRecoveryCode(ctx context.Context, userID, codeHash string) (bool, error)
	// UseTOTPStep records that the code of a 30-second step was accepted
	// and reports false when that step or a later one already was (a code
	// works once).
	UseTOTPStep(ctx context.Context, userID string, step int64) (bool, error)
	// SignInWithIdentity returns the account of a provider identity: the
	// one linked to it, else the account of its e-mail when the provider
	// verified that address (linking it), else a new account (created
	// true). An account whose address the provider has not verified is
	// never taken over: ECONFLICT with MsgProviderUnverified.
	SignInWithIdentity(ctx context.Context, id ProviderIdentity) (u *User, created bool, err error)
	// UserOfIdentity returns the id of the account linked to a provider's
	// issuer and subject, or ENOTFOUND.
	UserOfIdentity(ctx context.Context, issuer, subject string) (string, error)
	// FindToken returns an unexpired token of purpose without using it up,
	// or EINVALID with MsgLinkInvalid.
	FindToken(ctx context.Context, hash string, now time.Time, purpose string) (*AccountToken, error)
}
