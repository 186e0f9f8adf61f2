package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/mail"
)

// Two-factor sign-in: set up with a QR code, turned on by a first code
// (with ten single-use recovery codes, stored hashed), asked for after the
// password at sign-in, turned off with the password and a code.

// codeRequest is the body of POST /api/auth/2fa/enable.
type codeRequest struct {
	Code string `json:"code"`
}

// recoveryCodesResponse hands the recovery codes over, once.
type recoveryCodesResponse struct {
	Message       string   `json:"message"`
	RecoveryCodes []string `json:"recoveryCodes"`
}

// disableTwoFactorRequest is the body of POST /api/auth/2fa/disable.
type disableTwoFactorRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// loginTwoFactorRequest is the body of POST /api/auth/login/2fa.
type loginTwoFactorRequest struct {
	Challenge string `json:"challenge"`
	Code      string `json:"code"`
}

func codeError() error {
	return &stride.Error{Code: stride.EINVALID, Message: stride.MsgCodeInvalid, Fields: map[string]string{"code": stride.MsgCodeInvalid}}
}

// checkSecondFactor reports whether code is the user's current TOTP code
// (each code works once) or one of their unused recovery codes (used up).
func (s *Server) checkSecondFactor(ctx context.Context, userID, code string) (bool, error) {
	secret, enabled, err := s.svc.Accounts.TwoFactor(ctx, userID)
	if err != nil || !enabled {
		return false, err
	}
	if step, ok := auth.CheckTOTP(secret, code, s.now()); ok {
		return s.svc.Accounts.UseTOTPStep(ctx, userID, step)
	}
	if c := strings.TrimSpace(code); len(c) >= 8 && len(c) <= 20 {
		return s.svc.Accounts.UseRecoveryCode(ctx, userID, auth.HashRecoveryCode(c))
	}
	return false, nil
}

// setupTwoFactor makes a new secret for the signed-in user and returns it
// with its QR code; two-factor sign-in is on only once a code is checked.
func (s *Server) setupTwoFactor(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if u.TwoFactorEnabled {
		return stride.Errorf(stride.ECONFLICT, stride.MsgTwoFactorOn)
	}
	key, err := auth.NewTOTPKey(u.Email)
	if err != nil {
		return err
	}
	if err := s.svc.Accounts.SetTwoFactorSecret(r.Context(), u.ID, key.Secret); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, key)
	return nil
}

// enableTwoFactor turns two-factor sign-in on with a first code from the
// app, and hands over the recovery codes.
func (s *Server) enableTwoFactor(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in codeRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	secret, enabled, err := s.svc.Accounts.TwoFactor(ctx, u.ID)
	if err != nil {
		return err
	}
	if enabled {
		return stride.Errorf(stride.ECONFLICT, stride.MsgTwoFactorOn)
	}
	if secret == "" {
		return stride.Errorf(stride.EINVALID, stride.MsgTwoFactorSetupFirst)
	}
	step, ok := auth.CheckTOTP(secret, in.Code, s.now())
	if !ok {
		return codeError()
	}
	if ok, err := s.svc.Accounts.UseTOTPStep(ctx, u.ID, step); err != nil || !ok {
		if err != nil {
			return err
		}
		return codeError()
	}
	codes, hashes, err := auth.NewRecoveryCodes(stride.RecoveryCodeCount)
	if err != nil {
		return err
	}
	if err := s.svc.Accounts.EnableTwoFactor(ctx, u.ID, hashes); err != nil {
		return err
	}
	s.sendMail(mail.TwoFactorChanged(u.Email, firstName(u), true))
	writeJSON(w, http.StatusOK, recoveryCodesResponse{Message: "Two-factor sign-in is on.", RecoveryCodes: codes})
	return nil
}

// disableTwoFactor turns two-factor sign-in off with the password and a
// code (from the app, or a recovery code).
func (s *Server) disableTwoFactor(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in disableTwoFactorRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if !u.TwoFactorEnabled {
		return stride.Errorf(stride.ECONFLICT, stride.MsgTwoFactorOff)
	}
	if strings.TrimSpace(in.Code) == "" {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgCodeRequired, Fields: map[string]string{"code": stride.MsgCodeRequired}}
	}
	if err := s.confirmPassword(r, u, "password", in.Password); err != nil {
		return err
	}
	ok, err := s.checkSecondFactor(r.Context(), u.ID, in.Code)
	if err != nil {
		return err
	}
	if !ok {
		return codeError()
	}
	if err := s.svc.Accounts.DisableTwoFactor(r.Context(), u.ID); err != nil {
		return err
	}
	s.sendMail(mail.TwoFactorChanged(u.Email, firstName(u), false))
	writeJSON(w, http.StatusOK, messageResponse{Message: "Two-factor sign-in is off."})
	return nil
}

// loginTwoFactor finishes a sign-in whose password was right: the code is
// counted and throttled like a password guess; the challenge stays good
// (for five minutes) until a right code uses it.
func (s *Server) loginTwoFactor(w http.ResponseWriter, r *http.Request) error {
	var in loginTwoFactorRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Challenge == "" || len(in.Challenge) > 200 {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgSignInAgain)
	}
	if strings.TrimSpace(in.Code) == "" {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgCodeRequired, Fields: map[string]string{"code": stride.MsgCodeRequired}}
	}
	ctx := r.Context()
	now := s.now()
	hash := auth.HashToken(in.Challenge)
	t, err := s.svc.Accounts.FindToken(ctx, hash, now, stride.TokenTwoFactor)
	if err != nil {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgSignInAgain)
	}
	u, err := s.svc.Users.FindUserByID(ctx, t.UserID)
	if err != nil {
		return err
	}
	client := clientBucket(s.clientAddr(r))
	_, counts, allowed, err := s.svc.Sessions.BeginLoginAttempt(ctx, s.loginAttempt(u.Email, client, now))
	if err != nil {
		return err
	}
	if !allowed {
		return s.throttled(counts, now)
	}
	ok, err := s.checkSecondFactor(ctx, u.ID, in.Code)
	if err != nil {
		return err
	}
	if !ok {
		return codeError()
	}
	if _, err := s.svc.Accounts.ConsumeToken(ctx, hash, now, stride.TokenTwoFactor); err != nil {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgSignInAgain)
	}
	if err := s.svc.Sessions.ClearLoginFailures(ctx, u.Email, client); err != nil {
		return err
	}
	return s.startSession(w, r, http.StatusOK, u)
}
