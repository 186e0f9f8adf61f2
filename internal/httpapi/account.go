package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/mail"
)

// Account management (issue 43): change and reset a password, confirm and
// change the e-mail address, list and end sessions, delete the account.
// Export is in export.go, two-factor sign-in in twofactor.go.

// messageResponse is the answer of an action that only says what happened.
type messageResponse struct {
	Message string `json:"message"`
}

// sendMail delivers a letter in the background, so that no answer waits
// on the mail server, or tells by its timing whether a letter was sent.
func (s *Server) sendMail(l mail.Letter) {
	s.mails.Add(1)
	go func() {
		defer s.mails.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := s.svc.Mail.Send(ctx, l); err != nil {
			s.log.Error("e-mail not sent", "subject", l.Subject, "err", err)
		}
	}()
}

// WaitMail waits until the letters being sent are sent (or failed), for a
// graceful shutdown.
func (s *Server) WaitMail() { s.mails.Wait() }

// link is the absolute address of a screen of the web app carrying token.
func (s *Server) link(r *http.Request, path, token string) string {
	base := strings.TrimRight(s.cfg.PublicURL, "/")
	if base == "" {
		scheme := "http"
		if s.overHTTPS(r) {
			scheme = "https"
		}
		base = scheme + "://" + r.Host
	}
	return base + path + "?" + url.Values{"token": {token}}.Encode()
}

// firstName is how a letter greets u.
func firstName(u *stride.User) string { return stride.Deref(u.FirstName) }

// newAccountToken stores a fresh token of purpose for u, sent to email,
// and returns its secret.
func (s *Server) newAccountToken(ctx context.Context, u *stride.User, purpose, email string, ttl time.Duration) (string, error) {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return "", err
	}
	err = s.svc.Accounts.CreateToken(ctx, stride.AccountToken{Hash: hash, UserID: u.ID, Purpose: purpose,
		Email: email, Expire: s.now().Add(ttl)})
	return tok, err
}

// sendVerification mails u a link to confirm the address.
func (s *Server) sendVerification(r *http.Request, u *stride.User) error {
	tok, err := s.newAccountToken(r.Context(), u, stride.TokenVerifyEmail, u.Email, stride.VerifyEmailTTL)
	if err != nil {
		return err
	}
	s.sendMail(mail.VerifyEmail(u.Email, firstName(u), s.link(r, "/verify-email", tok)))
	return nil
}

// hashNewPassword hashes a password being chosen, in the hashing gate.
func (s *Server) hashNewPassword(ctx context.Context, password string) (string, error) {
	var hash string
	var hashErr error
	if err := s.hashes.Do(ctx, func() { hash, hashErr = auth.HashPassword(password) }); err != nil {
		return "", busy(err)
	}
	return hash, hashErr
}

// confirmPassword checks the password of the signed-in user u before an
// action that needs it, counted and throttled exactly like sign-in (a
// wrong password here is a failed sign-in for u's address from this
// client). A wrong password is a 400 on field, not a 401: the session is
// still good.
func (s *Server) confirmPassword(r *http.Request, u *stride.User, field, password string) error {
	wrong := &stride.Error{Code: stride.EINVALID, Message: stride.MsgCurrentPasswordWrong,
		Fields: map[string]string{field: stride.MsgCurrentPasswordWrong}}
	if password == "" {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgPasswordRequired,
			Fields: map[string]string{field: stride.MsgPasswordRequired}}
	}
	if len(password) > stride.MaxPasswordLen {
		return wrong
	}
	ctx := r.Context()
	client := clientBucket(s.clientAddr(r))
	now := s.now()
	attempt, counts, allowed, err := s.svc.Sessions.BeginLoginAttempt(ctx, s.loginAttempt(u.Email, client, now))
	if err != nil {
		return err
	}
	if !allowed {
		return s.throttled(counts, now)
	}
	hash, err := s.svc.Accounts.PasswordHash(ctx, u.ID)
	if err != nil {
		return err
	}
	if hash == "" {
		// An account made by signing in with a provider.
		if ferr := s.svc.Sessions.ForgetLoginAttempt(context.WithoutCancel(ctx), attempt); ferr != nil {
			return ferr
		}
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgNoPassword, Fields: map[string]string{field: stride.MsgNoPassword}}
	}
	ok := false
	var checkErr error
	if err := s.hashes.Do(ctx, func() { ok, checkErr = auth.CheckPassword(hash, password) }); err != nil {
		if ferr := s.svc.Sessions.ForgetLoginAttempt(context.WithoutCancel(ctx), attempt); ferr != nil {
			return ferr
		}
		return busy(err)
	}
	if checkErr != nil {
		return checkErr
	}
	if !ok {
		return wrong
	}
	return s.svc.Sessions.ClearLoginFailures(ctx, u.Email, client)
}

// confirmProvider uses up the one-time code a fresh sign-in with the
// provider gave u (10 minutes, once). Like a password, a wrong code counts
// as a failed sign-in for u's address from this client, under the same
// throttle.
func (s *Server) confirmProvider(r *http.Request, u *stride.User, code string) error {
	again := &stride.Error{Code: stride.EINVALID, Message: stride.MsgConfirmAgain,
		Fields: map[string]string{"reauth": stride.MsgConfirmAgain}}
	ctx := r.Context()
	client := clientBucket(s.clientAddr(r))
	now := s.now()
	_, counts, allowed, err := s.svc.Sessions.BeginLoginAttempt(ctx, s.loginAttempt(u.Email, client, now))
	if err != nil {
		return err
	}
	if !allowed {
		return s.throttled(counts, now)
	}
	if len(code) > 200 {
		return again
	}
	t, err := s.svc.Accounts.ConsumeToken(ctx, auth.HashToken(code), now, stride.TokenConfirmDelete)
	if stride.ErrorCode(err) == stride.EINVALID || (err == nil && t.UserID != u.ID) {
		return again
	}
	if err != nil {
		return err
	}
	return s.svc.Sessions.ClearLoginFailures(ctx, u.Email, client)
}

// changePasswordRequest is the body of POST /api/auth/password.
type changePasswordRequest struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

// changePassword sets a new password after the current one, ends every
// other session and tells the owner by e-mail.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in changePasswordRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := stride.ValidateNewPassword("newPassword", in.NewPassword); err != nil {
		return err
	}
	if err := s.confirmPassword(r, u, "currentPassword", in.CurrentPassword); err != nil {
		return err
	}
	hash, err := s.hashNewPassword(r.Context(), in.NewPassword)
	if err != nil {
		return err
	}
	keep := ""
	if sess := currentSession(r); sess != nil {
		keep = sess.ID
	}
	if err := s.svc.Accounts.SetPassword(r.Context(), u.ID, hash, keep); err != nil {
		return err
	}
	s.sendMail(mail.PasswordChanged(u.Email, firstName(u)))
	writeJSON(w, http.StatusOK, messageResponse{Message: stride.MsgPasswordChanged})
	return nil
}

// emailRequest is the body of POST /api/auth/forgot-password.
type emailRequest struct {
	Email string `json:"email"`
}

// forgotPassword answers the same whether or not the address has an
// account; the lookup and the letter happen after the answer. An address
// receives at most ResetMailsPerEmail letters an hour (more asks are
// answered alike and send nothing).
func (s *Server) forgotPassword(w http.ResponseWriter, r *http.Request) error {
	var in emailRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	in.Email = stride.NormalizeEmail(in.Email)
	if !stride.ValidEmail(in.Email) {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgEmailInvalid,
			Fields: map[string]string{"email": stride.MsgEmailInvalid}}
	}
	window := s.now().Truncate(rateWindow)
	counts, err := s.svc.RateLimits.HitRateLimits(r.Context(), window, "reset:email:"+in.Email)
	if err != nil {
		return err
	}
	if counts[0] <= s.cfg.ResetMailsPerEmail {
		link := s.link(r, "/reset-password", "")
		s.mails.Add(1)
		go func() { // #nosec G118 -- the letter is sent after the answer, on purpose: its own minute, not the request's context
			defer s.mails.Done()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if err := s.mailResetLink(ctx, in.Email, link); err != nil {
				s.log.Error("password reset e-mail not sent", "err", err)
			}
		}()
	}
	writeJSON(w, http.StatusAccepted, messageResponse{Message: stride.MsgResetSent})
	return nil
}

// mailResetLink sends a reset link to the account of email, if there is
// one; linkBase is the reset screen's address with an empty token.
func (s *Server) mailResetLink(ctx context.Context, email, linkBase string) error {
	u, _, err := s.svc.Users.FindUserByEmail(ctx, email)
	if stride.ErrorCode(err) == stride.ENOTFOUND {
		return nil
	}
	if err != nil {
		return err
	}
	tok, err := s.newAccountToken(ctx, u, stride.TokenResetPassword, u.Email, stride.ResetPasswordTTL)
	if err != nil {
		return err
	}
	return s.svc.Mail.Send(ctx, mail.ResetPassword(u.Email, firstName(u), linkBase+url.QueryEscape(tok)))
}

// resetPasswordRequest is the body of POST /api/auth/reset-password.
type resetPasswordRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// resetPassword sets a new password with a reset link's token (once,
// within the hour) and ends every session of the account.
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) error {
	var in resetPasswordRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Token == "" || len(in.Token) > 200 {
		return stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
	}
	if err := stride.ValidateNewPassword("password", in.Password); err != nil {
		return err
	}
	hash, err := s.hashNewPassword(r.Context(), in.Password)
	if err != nil {
		return err
	}
	u, err := s.svc.Accounts.ResetPassword(r.Context(), auth.HashToken(in.Token), hash, s.now())
	if err != nil {
		return err
	}
	s.sendMail(mail.PasswordChanged(u.Email, firstName(u)))
	writeJSON(w, http.StatusOK, messageResponse{Message: stride.MsgResetDone})
	return nil
}

// tokenRequest is the body of POST /api/auth/verify-email.
type tokenRequest struct {
	Token string `json:"token"`
}

// verifyEmailResponse says what happened and gives the account as it is now.
type verifyEmailResponse struct {
	Message string       `json:"message"`
	User    *stride.User `json:"user"`
}

// verifyEmail confirms an address with the token of a link; for a change
// of address it moves the account to the new one and tells the old one.
func (s *Server) verifyEmail(w http.ResponseWriter, r *http.Request) error {
	var in tokenRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Token == "" || len(in.Token) > 200 {
		return stride.Errorf(stride.EINVALID, stride.MsgLinkInvalid)
	}
	u, old, err := s.svc.Accounts.VerifyEmail(r.Context(), auth.HashToken(in.Token), s.now())
	if err != nil {
		return err
	}
	if old != "" && old != u.Email {
		s.sendMail(mail.EmailChanged(old, firstName(u), u.Email))
	}
	writeJSON(w, http.StatusOK, verifyEmailResponse{Message: stride.MsgEmailVerified, User: u})
	return nil
}

// resendVerification mails the signed-in user a new confirmation link
// (the earlier one stops working).
func (s *Server) resendVerification(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if u.EmailVerified {
		writeJSON(w, http.StatusAccepted, messageResponse{Message: stride.MsgAlreadyVerified})
		return nil
	}
	if err := s.sendVerification(r, u); err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, messageResponse{Message: stride.MsgVerifySent})
	return nil
}

// requestEmailChange starts moving u to a new address: the account keeps
// its address until a link sent to the new one is opened. An address that
// already has an account is told so by e-mail instead; the answer is the
// same either way, so it never tells whether an address is registered.
func (s *Server) requestEmailChange(r *http.Request, u *stride.User, email string) error {
	ctx := r.Context()
	if err := s.svc.Accounts.SetPendingEmail(ctx, u.ID, email); err != nil {
		return err
	}
	_, _, err := s.svc.Users.FindUserByEmail(ctx, email)
	switch stride.ErrorCode(err) {
	case "":
		s.sendMail(mail.EmailInUse(email))
		return nil
	case stride.ENOTFOUND:
	default:
		return err
	}
	tok, err := s.newAccountToken(ctx, u, stride.TokenChangeEmail, email, stride.VerifyEmailTTL)
	if err != nil {
		return err
	}
	s.sendMail(mail.ChangeEmail(email, firstName(u), s.link(r, "/verify-email", tok)))
	return nil
}

// listSessions lists the signed-in user's sessions, the current one marked.
func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	list, err := s.svc.Accounts.ListSessions(r.Context(), u.ID)
	if err != nil {
		return err
	}
	if sess := currentSession(r); sess != nil {
		for i := range list {
			list[i].Current = list[i].ID == sess.ID
		}
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

// deleteSession ends one of the signed-in user's sessions.
func (s *Server) deleteSession(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if err := s.svc.Accounts.DeleteUserSession(r.Context(), u.ID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// deleteOtherSessions ends every session of the user but this one.
func (s *Server) deleteOtherSessions(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	keep := ""
	if sess := currentSession(r); sess != nil {
		keep = sess.ID
	}
	if err := s.svc.Accounts.DeleteOtherSessions(r.Context(), u.ID, keep); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// deleteAccountRequest is the body of DELETE /api/users/{id}.
type deleteAccountRequest struct {
	Password string `json:"password"`
	Confirm  string `json:"confirm"`
	// Reauth is the one-time code of a fresh sign-in with the provider
	// (POST /api/auth/oidc/reauth), in place of the password.
	Reauth string `json:"reauth,omitempty"`
}

// MsgDeleteStripeFailed is the answer when a paid subscription could not
// be cancelled: the account is kept, so that nobody pays for an account
// that no longer exists.
const MsgDeleteStripeFailed = "We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes."

// deleteAccount deletes the signed-in user's account after the password
// (or a fresh sign-in with the provider) and a typed confirmation: the paid subscription is cancelled at once,
// every row of the user is removed in one transaction, and a last e-mail
// says so.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	var in deleteAccountRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if strings.TrimSpace(in.Confirm) != stride.ConfirmDelete {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgConfirmDelete,
			Fields: map[string]string{"confirm": stride.MsgConfirmDelete}}
	}
	if in.Reauth != "" {
		if err := s.confirmProvider(r, u, in.Reauth); err != nil {
			return err
		}
	} else if err := s.confirmPassword(r, u, "password", in.Password); err != nil {
		return err
	}
	ctx := r.Context()
	sub, err := s.svc.Billing.Subscription(ctx, u.ID)
	if err != nil {
		return err
	}
	if sub != nil && sub.SubscriptionID != "" && s.svc.Stripe != nil {
		if err := s.svc.Stripe.CancelNow(ctx, sub.SubscriptionID); err != nil {
			s.log.ErrorContext(ctx, "stripe cancel before deletion failed", "user", u.ID, "err", err)
			return stride.Errorf(stride.EUNAVAILABLE, MsgDeleteStripeFailed)
		}
	}
	if err := s.svc.Accounts.DeleteUser(ctx, u.ID); err != nil {
		return err
	}
	s.sendMail(mail.AccountDeleted(u.Email, firstName(u)))
	w.WriteHeader(http.StatusNoContent)
	return nil
}
