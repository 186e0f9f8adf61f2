package httpapi

import (
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
	Token string       `json:"token"`
	User  *stride.User `json:"user"`
}

// startSession creates a session for u and writes {token, user}.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, status int, u *stride.User) error {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	if err := s.svc.Sessions.CreateSession(r.Context(), stride.Session{
		TokenHash: hash, UserID: u.ID, Expire: s.now().Add(stride.SessionTTL),
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
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return err
	}
	u := &stride.User{Email: in.Email, FirstName: emptyToNil(in.FirstName), LastName: emptyToNil(in.LastName)}
	if in.Plan != nil && *in.Plan != "" {
		// In demo mode (no payment provider) a chosen plan is active at once;
		// onboarding continues with the profile step.
		u.SubscriptionPlan = *in.Plan
		u.OnboardingStep = stride.StepProfile
	}
	if err := s.svc.Users.CreateUser(r.Context(), u, hash); err != nil {
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
	client := s.clientAddr(r)
	now := s.now()
	counts, err := s.svc.Sessions.LoginFailures(ctx, in.Email, client, now.Add(-s.cfg.ThrottleWindow))
	if err != nil {
		return err
	}
	if counts.Email >= s.cfg.MaxFailuresPerEmail {
		return s.throttled(counts.OldestEmail, now)
	}
	if counts.Client >= s.cfg.MaxFailuresPerClient {
		return s.throttled(counts.OldestClient, now)
	}
	u, hash, err := s.svc.Users.FindUserByEmail(ctx, in.Email)
	ok := false
	switch {
	case err == nil:
		if ok, err = auth.CheckPassword(hash, in.Password); err != nil {
			return err
		}
	case stride.ErrorCode(err) == stride.ENOTFOUND:
		auth.CheckDummy(in.Password)
	default:
		return err
	}
	if !ok {
		if err := s.svc.Sessions.RecordLoginFailure(ctx, in.Email, client, now); err != nil {
			return err
		}
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgInvalidLogin)
	}
	if err := s.svc.Sessions.ClearLoginFailures(ctx, in.Email); err != nil {
		return err
	}
	return s.startSession(w, r, http.StatusOK, u)
}

// throttled is the 429 for too many failures; the oldest counted failure
// leaves the window at oldest+window, when one more attempt is allowed.
func (s *Server) throttled(oldest, now time.Time) error {
	wait := oldest.Add(s.cfg.ThrottleWindow).Sub(now)
	if wait < time.Second {
		wait = time.Second
	}
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
	u, err := s.svc.Demo.CreateDemoUser(r.Context())
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
