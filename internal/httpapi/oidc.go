package httpapi

import (
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
)

// Sign-in with an OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID,
// OIDC_CLIENT_SECRET). The browser goes to /api/auth/oidc/start, on to the
// provider, back to /api/auth/oidc/callback, and on to /login with a
// one-time code that the web app trades for a session (POST
// /api/auth/oidc/complete): the session token never travels in a URL.
// Both browser-facing routes always answer with a redirect; a failure goes
// to /login with a message.

// oidcCookie holds one sign-in's state, PKCE verifier, nonce and where to
// go after, for ten minutes, on the callback's path only.
const oidcCookie = "stride_oidc"

type oidcFlow struct {
	State    string `json:"s"`
	Verifier string `json:"v"`
	Nonce    string `json:"n"`
	Next     string `json:"x"`
	// Purpose is "" for a sign-in, flowConfirmDelete for signing in again
	// to confirm deleting the account of UserID, asked for at Started
	// (Unix seconds).
	Purpose string `json:"p,omitempty"`
	UserID  string `json:"u,omitempty"`
	Started int64  `json:"t,omitempty"`
}

// flowConfirmDelete is the purpose of a fresh sign-in that confirms
// deleting the account.
const flowConfirmDelete = "delete"

// authTimeSkew is how far the provider's clock may be behind Stride's when
// auth_time is compared with the start of a confirmation.
const authTimeSkew = 2 * time.Minute

// reauthResponse is the answer of POST /api/auth/oidc/reauth.
type reauthResponse struct {
	// URL is the provider's page to send the browser to.
	URL string `json:"url"`
}

// oidcCompleteRequest is the body of POST /api/auth/oidc/complete.
type oidcCompleteRequest struct {
	Code string `json:"code"`
}

// loginWithError sends the browser to the sign-in page with a message.
func loginWithError(w http.ResponseWriter, r *http.Request, msg string) error {
	http.Redirect(w, r, "/login?"+url.Values{"error": {msg}}.Encode(), http.StatusFound)
	return nil
}

// safeNext keeps a same-site path, else "/".
func safeNext(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") || len(p) > 500 {
		return "/"
	}
	return p
}

func randomToken() (string, error) {
	tok, _, err := auth.NewToken()
	return tok, err
}

// oidcStart sends the browser to the provider with a fresh state, nonce
// and PKCE challenge.
func (s *Server) oidcStart(w http.ResponseWriter, r *http.Request) error {
	if s.svc.OIDC == nil {
		return loginWithError(w, r, stride.MsgProviderOff)
	}
	to, err := s.beginFlow(w, r, oidcFlow{Next: safeNext(r.URL.Query().Get("next"))})
	if err != nil {
		s.log.ErrorContext(r.Context(), "oidc start failed", "err", err)
		return loginWithError(w, r, stride.MsgProviderFailed)
	}
	http.Redirect(w, r, to, http.StatusFound) // #nosec G710 -- the provider's sign-in page, from OIDC_ISSUER's discovery document; only the state, nonce and PKCE challenge vary
	return nil
}

// beginFlow gives f a fresh state, nonce and PKCE verifier, keeps it in
// the flow cookie and returns the provider's page to go to (asking for a
// fresh authentication unless f is a sign-in).
func (s *Server) beginFlow(w http.ResponseWriter, r *http.Request, f oidcFlow) (string, error) {
	var err error
	if f.State, err = randomToken(); err != nil {
		return "", err
	}
	if f.Nonce, err = randomToken(); err != nil {
		return "", err
	}
	f.Verifier = oauth2.GenerateVerifier()
	to, err := s.svc.OIDC.AuthURL(r.Context(), f.State, f.Nonce, f.Verifier, f.Purpose != "")
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(f)
	// Secure whenever the site is served over HTTPS; a plain-HTTP
	// development server must still be able to sign in.
	http.SetCookie(w, &http.Cookie{Name: oidcCookie, Value: base64.RawURLEncoding.EncodeToString(b), Path: "/api/auth/oidc", // #nosec G124 -- HttpOnly and SameSite=Lax always, Secure over HTTPS (see above)
		MaxAge: 600, HttpOnly: true, Secure: s.overHTTPS(r), SameSite: http.SameSiteLaxMode})
	return to, nil
}

// oidcReauth starts a fresh sign-in with the provider that confirms
// deleting the signed-in user's account (for an account without a
// password): it answers the provider's page, and the callback hands the
// Privacy screen a one-time code for DELETE /api/users/{id}.
func (s *Server) oidcReauth(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if s.svc.OIDC == nil {
		return stride.Errorf(stride.ECONFLICT, stride.MsgProviderOff)
	}
	to, err := s.beginFlow(w, r, oidcFlow{Purpose: flowConfirmDelete, UserID: u.ID, Started: s.now().Unix()})
	if err != nil {
		s.log.ErrorContext(r.Context(), "oidc reauth start failed", "err", err)
		return stride.Errorf(stride.EUNAVAILABLE, stride.MsgProviderFailed)
	}
	writeJSON(w, http.StatusOK, reauthResponse{URL: to})
	return nil
}

// privacyWith sends the browser back to the Privacy screen with a
// parameter (the confirmation's one-time code, or a message).
func privacyWith(w http.ResponseWriter, r *http.Request, key, value string) error {
	http.Redirect(w, r, "/profile/security?"+url.Values{key: {value}}.Encode(), http.StatusFound)
	return nil
}

// confirmDeleteCallback ends a confirmation flow: the provider must have
// authenticated, just now, the identity linked to the account that asked.
func (s *Server) confirmDeleteCallback(w http.ResponseWriter, r *http.Request, f oidcFlow, id *auth.Identity) error {
	ctx := r.Context()
	userID, err := s.svc.Accounts.UserOfIdentity(ctx, id.Issuer, id.Subject)
	if stride.ErrorCode(err) == stride.ENOTFOUND || (err == nil && userID != f.UserID) {
		return privacyWith(w, r, "reauthError", stride.MsgProviderNotLinked)
	} else if err != nil {
		return err
	}
	if id.AuthTime.IsZero() || id.AuthTime.Before(time.Unix(f.Started, 0).Add(-authTimeSkew)) {
		s.log.WarnContext(ctx, "oidc confirmation without a fresh authentication", "user", userID, "auth_time", id.AuthTime)
		return privacyWith(w, r, "reauthError", stride.MsgProviderNotFresh)
	}
	u, err := s.svc.Users.FindUserByID(ctx, userID)
	if err != nil {
		return err
	}
	tok, err := s.newAccountToken(ctx, u, stride.TokenConfirmDelete, u.Email, stride.ConfirmDeleteTTL)
	if err != nil {
		return err
	}
	return privacyWith(w, r, "reauth", tok)
}

// oidcCallback checks the state against the cookie, trades the code (with
// the PKCE verifier) for a checked ID token, finds, links or creates the
// account, and sends the browser to /login with a one-time code.
func (s *Server) oidcCallback(w http.ResponseWriter, r *http.Request) error {
	if s.svc.OIDC == nil {
		return loginWithError(w, r, stride.MsgProviderOff)
	}
	ctx := r.Context()
	var f oidcFlow
	c, err := r.Cookie(oidcCookie)
	if err == nil {
		if b, derr := base64.RawURLEncoding.DecodeString(c.Value); derr == nil {
			err = json.Unmarshal(b, &f)
		} else {
			err = derr
		}
	}
	http.SetCookie(w, &http.Cookie{Name: oidcCookie, Value: "", Path: "/api/auth/oidc", MaxAge: -1, HttpOnly: true, // #nosec G124 -- deletes the cookie; Secure over HTTPS
		Secure: s.overHTTPS(r), SameSite: http.SameSiteLaxMode})
	q := r.URL.Query()
	state := q.Get("state")
	if err != nil || f.State == "" || subtle.ConstantTimeCompare([]byte(state), []byte(f.State)) != 1 {
		return loginWithError(w, r, stride.MsgProviderFailed)
	}
	fail := func() error {
		if f.Purpose == flowConfirmDelete {
			return privacyWith(w, r, "reauthError", stride.MsgProviderFailed)
		}
		return loginWithError(w, r, stride.MsgProviderFailed)
	}
	if q.Get("error") != "" || q.Get("code") == "" {
		return fail()
	}
	id, err := s.svc.OIDC.Exchange(ctx, q.Get("code"), f.Verifier, f.Nonce)
	if err != nil {
		s.log.WarnContext(ctx, "oidc callback refused", "err", err)
		return fail()
	}
	if f.Purpose == flowConfirmDelete {
		return s.confirmDeleteCallback(w, r, f, id)
	}
	if id.Email == "" || !stride.ValidEmail(id.Email) {
		return loginWithError(w, r, stride.MsgProviderNoEmail)
	}
	u, created, err := s.svc.Accounts.SignInWithIdentity(ctx, stride.ProviderIdentity{Issuer: id.Issuer, Subject: id.Subject,
		Email: id.Email, EmailVerified: id.EmailVerified, FirstName: truncateText(id.GivenName, stride.MaxNameLen),
		LastName: truncateText(id.FamilyName, stride.MaxNameLen)})
	if code := stride.ErrorCode(err); code == stride.ECONFLICT {
		return loginWithError(w, r, stride.ErrorMessage(err))
	} else if err != nil {
		return err
	}
	if created && !u.EmailVerified {
		if err := s.sendVerification(r, u); err != nil {
			return err
		}
	}
	tok, err := s.newAccountToken(ctx, u, stride.TokenProviderLogin, u.Email, stride.ProviderLoginTTL)
	if err != nil {
		return err
	}
	http.Redirect(w, r, "/login?"+url.Values{"provider": {tok}, "next": {f.Next}}.Encode(), http.StatusFound)
	return nil
}

// truncateText cuts a provider's name to a field's limit.
func truncateText(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

// oidcComplete trades the one-time code for a session (or, with two-factor
// sign-in on, for its challenge, as a password does).
func (s *Server) oidcComplete(w http.ResponseWriter, r *http.Request) error {
	var in oidcCompleteRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Code == "" || len(in.Code) > 200 {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgSignInAgain)
	}
	ctx := r.Context()
	t, err := s.svc.Accounts.ConsumeToken(ctx, auth.HashToken(in.Code), s.now(), stride.TokenProviderLogin)
	if err != nil {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgSignInAgain)
	}
	u, err := s.svc.Users.FindUserByID(ctx, t.UserID)
	if err != nil {
		return err
	}
	if u.TwoFactorEnabled {
		challenge, err := s.newAccountToken(ctx, u, stride.TokenTwoFactor, u.Email, stride.TwoFactorTTL)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, authResponse{TwoFactorRequired: true, Challenge: challenge})
		return nil
	}
	return s.startSession(w, r, http.StatusOK, u)
}
