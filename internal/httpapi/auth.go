package httpapi

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
)

func hashToken(tok string) string { return auth.HashToken(tok) }

// authResponse is the body of register, login and demo.
type authResponse struct {
	Token string       `json:"token,omitempty"`
	User  *stride.User `json:"user,omitempty"`
	// TwoFactorRequired: the password was right and the account asks for
	// a code; POST /api/auth/login/2fa with Challenge and the code.
	TwoFactorRequired bool   `json:"twoFactorRequired,omitempty"`
	Challenge         string `json:"challenge,omitempty"`
}

// startSession creates a session for u and writes {token, user}.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, status int, u *stride.User) error {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	if err := s.svc.Sessions.CreateSession(r.Context(), stride.Session{
		TokenHash: hash, UserID: u.ID, Expire: s.now().Add(stride.SessionTTL),
		UserAgent: r.UserAgent(), Address: s.clientAddr(r),
	}); err != nil {
		return err
	}
	writeJSON(w, status, authResponse{Token: tok, User: u})
	return nil
}

func (s *Server) register(w http.ResponseWriter, r *http.Request) error {
	var in stride.NewUser
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.Validate(); err != nil {
		return err
	}
	var hash string
	var hashErr error
	if err := s.hashes.Do(r.Context(), func() { hash, hashErr = auth.HashPassword(in.Password) }); err != nil {
		return busy(err)
	}
	if hashErr != nil {
		return hashErr
	}
	u := &stride.User{Email: in.Email, FirstName: emptyToNil(in.FirstName), LastName: emptyToNil(in.LastName)}
	if in.Plan != nil && *in.Plan != "" && stride.ClientMaySetPlan(s.paymentsConfigured()) {
		// In demo mode (no payment provider) a chosen plan is active at once;
		// onboarding continues with the profile step.
		u.SubscriptionPlan = *in.Plan
		u.OnboardingStep = stride.StepProfile
	}
	if err := s.svc.Users.CreateUser(r.Context(), u, hash); err != nil {
		return err
	}
	// A link to confirm the address; nothing waits for it (a banner
	// reminds the user until it is opened).
	if err := s.sendVerification(r, u); err != nil {
		return err
	}
	return s.startSession(w, r, http.StatusCreated, u)
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	var in loginRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	var v stride.Validator
	in.Email = stride.NormalizeEmail(in.Email)
	v.Check(in.Email != "", "email", stride.MsgEmailInvalid)
	v.Check(len(in.Email) <= stride.MaxEmailLen, "email", stride.TooLong(stride.MaxEmailLen))
	v.Check(in.Password != "", "password", "Password is required")
	v.Check(len(in.Password) <= stride.MaxPasswordLen, "password", stride.MsgInvalidLogin)
	if err := v.Err(); err != nil {
		return err
	}
	ctx := r.Context()
	// An IPv6 client counts by its /64, which it could otherwise walk
	// through address by address for fresh limits.
	client := clientBucket(s.clientAddr(r))
	now := s.now()
	// The attempt is counted before the password is checked, so that at most
	// the limits of guesses reach the check however many arrive at once.
	attempt, counts, allowed, err := s.svc.Sessions.BeginLoginAttempt(ctx, s.loginAttempt(in.Email, client, now))
	if err != nil {
		return err
	}
	if !allowed {
		return s.throttled(counts, now)
	}
	u, hash, err := s.svc.Users.FindUserByEmail(ctx, in.Email)
	if err != nil && stride.ErrorCode(err) != stride.ENOTFOUND {
		return err
	}
	found := err == nil
	ok := false
	var checkErr error
	if err := s.hashes.Do(ctx, func() {
		if found {
			ok, checkErr = auth.CheckPassword(hash, in.Password)
		} else {
			auth.CheckDummy(in.Password)
		}
	}); err != nil {
		// Never checked: not a failed guess.
		if ferr := s.svc.Sessions.ForgetLoginAttempt(context.WithoutCancel(ctx), attempt); ferr != nil {
			return ferr
		}
		return busy(err)
	}
	if checkErr != nil {
		return checkErr
	}
	if !ok {
		// The attempt stays recorded as a failure.
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgInvalidLogin)
	}
	if u.TwoFactorEnabled {
		// The attempt stays counted until a right code finishes it, so
		// that challenges are as limited as passwords.
		challenge, err := s.newAccountToken(ctx, u, stride.TokenTwoFactor, u.Email, stride.TwoFactorTTL)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, authResponse{TwoFactorRequired: true, Challenge: challenge})
		return nil
	}
	if err := s.svc.Sessions.ClearLoginFailures(ctx, in.Email, client); err != nil {
		return err
	}
	return s.startSession(w, r, http.StatusOK, u)
}

// MsgServerBusy is the 503 answer when every slot of a gate (password
// hashing, file parsing) is taken.
const MsgServerBusy = "The server is busy. Please try again in a few seconds."

// busyRetryAfter is the Retry-After of that answer.
const busyRetryAfter = 2 * time.Second

// busy turns a Gate refusal into a 503 with Retry-After (also when the
// client left while waiting: nobody reads that answer, and it is no server
// error).
func busy(err error) error {
	if errors.Is(err, auth.ErrBusy) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return &stride.Error{Code: stride.EBUSY, RetryAfter: busyRetryAfter, Message: MsgServerBusy}
	}
	return err
}

// emailThrottleWindow is the window of the ceiling on one e-mail's failed
// sign-ins from all addresses together.
const emailThrottleWindow = time.Hour

// throttled is the 429 for an attempt over a limit. The wait is until the
// oldest failure counted against each limit that is reached leaves its
// window (then one more attempt is allowed), the longest of them.
func (s *Server) throttled(c stride.LoginFailureCounts, now time.Time) error {
	var wait time.Duration
	reached := func(n, limit int, oldest time.Time, window time.Duration) {
		if n >= limit {
			wait = max(wait, oldest.Add(window).Sub(now))
		}
	}
	reached(c.EmailClient, s.cfg.MaxFailuresPerEmailClient, c.OldestEmailClient, s.cfg.ThrottleWindow)
	reached(c.Client, s.cfg.MaxFailuresPerClient, c.OldestClient, s.cfg.ThrottleWindow)
	reached(c.Email, s.cfg.MaxFailuresPerEmailHour, c.OldestEmail, emailThrottleWindow)
	wait = max(wait, time.Second)
	mins := int(math.Ceil(wait.Minutes()))
	unit := "minutes"
	if mins == 1 {
		unit = "minute"
	}
	return &stride.Error{Code: stride.ETOOMANY, RetryAfter: wait,
		Message: fmt.Sprintf("Too many failed sign-in attempts. Try again in %d %s.", mins, unit)}
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) error {
	if tok := bearerToken(r); tok != "" {
		if err := s.svc.Sessions.DeleteSession(r.Context(), hashToken(tok)); err != nil {
			return err
		}
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (s *Server) demo(w http.ResponseWriter, r *http.Request) error {
	u, err := s.svc.Demo.CreateDemoUser(r.Context(), stride.DemoRequest{
		Client: s.clientAddr(r), PerHour: s.cfg.DemoAccountsPerHour, MaxLive: s.cfg.DemoAccountsMax,
	})
	if err != nil {
		return err
	}
	return s.startSession(w, r, http.StatusCreated, u)
}

func (s *Server) getCurrentUser(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, u)
	return nil
}

func emptyToNil(p *string) *string {
	if p == nil || *p == "" {
		return nil
	}
	return p
}

// loginAttempt is a sign-in attempt of email from client at now, with the
// throttle's windows and limits: every password or code check counts
// against the same limits as sign-in.
func (s *Server) loginAttempt(email, client string, now time.Time) stride.LoginAttempt {
	return stride.LoginAttempt{
		Email: email, Client: client, At: now,
		Since: now.Add(-s.cfg.ThrottleWindow), EmailSince: now.Add(-emailThrottleWindow),
		MaxPerEmailClient: s.cfg.MaxFailuresPerEmailClient, MaxPerClient: s.cfg.MaxFailuresPerClient,
		MaxPerEmail: s.cfg.MaxFailuresPerEmailHour,
	}
}
