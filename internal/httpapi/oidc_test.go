package httpapi_test

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// testProvider is a small OpenID Connect provider: discovery, JWKS, an
// authorize endpoint that signs in whoever the test names, and a token
// endpoint that checks the client secret and the PKCE verifier and signs
// an RS256 ID token with go-jose.
type testProvider struct {
	t      *testing.T
	srv    *httptest.Server
	key    *rsa.PrivateKey
	mu     sync.Mutex
	person map[string]any // the claims of the next sign-in
	codes  map[string]authRequest
	// badNonce makes the next ID token carry another nonce.
	badNonce bool
	// remembers makes the provider skip authenticating a person it
	// remembers even when asked to (auth_time an hour ago).
	remembers bool
	// fresh records whether the last authorize request asked for a fresh
	// authentication (prompt=login and max_age=0).
	fresh bool
}

type authRequest struct {
	challenge, nonce string
	claims           map[string]any
	authTime         time.Time
}

const (
	testClientID     = "stride-test"
	testClientSecret = "s3cret-client"
)

func newTestProvider(t *testing.T) *testProvider {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	p := &testProvider{t: t, key: key, codes: map[string]authRequest{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(map[string]any{"issuer": p.srv.URL, "authorization_endpoint": p.srv.URL + "/authorize",
			"token_endpoint": p.srv.URL + "/token", "jwks_uri": p.srv.URL + "/jwks", "response_types_supported": []string{"code"},
			"subject_types_supported": []string{"public"}, "id_token_signing_alg_values_supported": []string{"RS256"},
			"code_challenge_methods_supported": []string{"S256"}})
	})
	mux.HandleFunc("GET /jwks", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &key.PublicKey, KeyID: "k1", Algorithm: "RS256", Use: "sig"}}})
	})
	mux.HandleFunc("GET /authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("client_id") != testClientID || q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("nonce") == "" {
			http.Error(w, "bad authorize request: "+r.URL.RawQuery, http.StatusBadRequest)
			return
		}
		code, _, _ := auth.NewToken()
		p.mu.Lock()
		// A person signed in an hour ago, authenticated again only when
		// asked to (and when the provider honours it).
		p.fresh = q.Get("prompt") == "login" && q.Get("max_age") == "0"
		at := time.Now().Add(-time.Hour)
		if p.fresh && !p.remembers {
			at = time.Now()
		}
		p.codes[code] = authRequest{challenge: q.Get("code_challenge"), nonce: q.Get("nonce"), claims: p.person, authTime: at}
		p.mu.Unlock()
		http.Redirect(w, r, q.Get("redirect_uri")+"?"+url.Values{"code": {code}, "state": {q.Get("state")}}.Encode(), http.StatusFound)
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		id, secret, ok := r.BasicAuth()
		if !ok {
			id, secret = r.Form.Get("client_id"), r.Form.Get("client_secret")
		}
		p.mu.Lock()
		req, found := p.codes[r.Form.Get("code")]
		delete(p.codes, r.Form.Get("code"))
		bad := p.badNonce
		p.badNonce = false
		p.mu.Unlock()
		sum := sha256.Sum256([]byte(r.Form.Get("code_verifier")))
		if id != testClientID || secret != testClientSecret || !found || base64.RawURLEncoding.EncodeToString(sum[:]) != req.challenge {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"error": "invalid_grant"}`))
			return
		}
		claims := map[string]any{"iss": p.srv.URL, "aud": testClientID, "exp": time.Now().Add(time.Hour).Unix(),
			"iat": time.Now().Unix(), "nonce": req.nonce, "auth_time": req.authTime.Unix()}
		if bad {
			claims["nonce"] = "another"
		}
		for k, v := range req.claims {
			claims[k] = v
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"access_token": "at", "token_type": "Bearer", "expires_in": 3600, "id_token": p.sign(claims)})
	})
	p.srv = httptest.NewServer(mux)
	t.Cleanup(p.srv.Close)
	return p
}

func (p *testProvider) sign(claims map[string]any) string {
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: p.key, KeyID: "k1", Algorithm: "RS256"}},
		(&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		p.t.Fatal(err)
	}
	b, _ := json.Marshal(claims)
	obj, err := signer.Sign(b)
	if err != nil {
		p.t.Fatal(err)
	}
	s, err := obj.CompactSerialize()
	if err != nil {
		p.t.Fatal(err)
	}
	return s
}

// signIn runs the browser's part: start, the provider, the callback; it
// returns where the callback sends the browser.
func (p *testProvider) signIn(t *testing.T, app *testApp, person map[string]any, tamper func(callback *url.URL, cookie *http.Cookie)) *url.URL {
	t.Helper()
	p.mu.Lock()
	p.person = person
	p.mu.Unlock()
	rec := httptest.NewRecorder()
	app.handler.ServeHTTP(rec, httptest.NewRequest("GET", "/api/auth/oidc/start?next=/jobs", nil))
	if rec.Code != http.StatusFound {
		t.Fatalf("start: %d %s", rec.Code, rec.Body)
	}
	var cookie *http.Cookie
	for _, c := range rec.Result().Cookies() {
		if c.Name == "stride_oidc" {
			cookie = c
		}
	}
	if cookie == nil || !cookie.HttpOnly {
		t.Fatalf("no HttpOnly state cookie: %v", rec.Result().Cookies())
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(rec.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("provider authorize: %d", resp.StatusCode)
	}
	cb, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || !strings.HasPrefix(cb.String(), testPublicURL+"/api/auth/oidc/callback?") {
		t.Fatalf("callback %s", resp.Header.Get("Location"))
	}
	if tamper != nil {
		tamper(cb, cookie)
	}
	req := httptest.NewRequest("GET", cb.RequestURI(), nil)
	if cookie != nil && cookie.Value != "" {
		req.AddCookie(cookie)
	}
	rec = httptest.NewRecorder()
	app.handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusFound {
		t.Fatalf("callback: %d %s", rec.Code, rec.Body)
	}
	to, _ := url.Parse(rec.Header().Get("Location"))
	return to
}

// complete trades the one-time code of /login?provider= for a session.
func complete(t *testing.T, app *testApp, to *url.URL) (token string, u stride.User) {
	t.Helper()
	code := to.Query().Get("provider")
	if to.Path != "/login" || code == "" {
		t.Fatalf("after the callback: %s", to)
	}
	r := app.do("POST", "/api/auth/oidc/complete", "", map[string]any{"code": code})
	var out struct {
		Token string
		User  stride.User
	}
	decode(t, r.Body, &out)
	if r.Status != 200 || out.Token == "" {
		t.Fatalf("complete: %d %s", r.Status, r.Body)
	}
	wantStatus(t, "the code again", app.do("POST", "/api/auth/oidc/complete", "", map[string]any{"code": code}), 401, stride.MsgSignInAgain)
	return out.Token, out.User
}

// Sign-in with an OpenID Connect provider started by the test: the first
// sign-in creates the account, the next finds it, an account whose address
// the provider verified is linked, one it did not verify is never taken
// over; state, nonce and PKCE are checked.
func TestSignInWithProvider(t *testing.T) {
	p := newTestProvider(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		oidc := auth.NewOIDC(auth.OIDCConfig{Issuer: p.srv.URL, ClientID: testClientID, ClientSecret: testClientSecret,
			RedirectURL: testPublicURL + "/api/auth/oidc/callback"})
		app := newTestApp(t, db, httpapi.Config{PublicURL: testPublicURL, OIDCName: "Acme SSO"}, func(s *httpapi.Services) { s.OIDC = oidc })
		wantStatus(t, "config", app.do("GET", "/api/config", "", nil), 200, `"oidcName":"Acme SSO"`)
		d := db.Dialect.String()
		newcomer := map[string]any{"sub": "sub-new-" + d, "email": "New-" + d + "@Example.com", "email_verified": true,
			"given_name": "Nia", "family_name": "Newton"}
		to := p.signIn(t, app, newcomer, nil)
		if to.Query().Get("next") != "/jobs" {
			t.Errorf("next lost: %s", to)
		}
		tok, u := complete(t, app, to)
		if u.Email != "new-"+d+"@example.com" || stride.Deref(u.FirstName) != "Nia" || !u.EmailVerified {
			t.Errorf("new account: %+v", u)
		}
		if me, st := app.me(tok); st != 200 || me.ID != u.ID {
			t.Fatalf("session: %d", st)
		}
		// No password yet: the screens say how to set one.
		wantStatus(t, "delete without a password", app.do("DELETE", "/api/users/"+u.ID, tok, map[string]any{"password": "anything-at-all", "confirm": "DELETE"}),
			400, "no password yet")
		_, again := complete(t, app, p.signIn(t, app, newcomer, nil))
		if again.ID != u.ID {
			t.Errorf("second sign-in made another account")
		}

		// An account with a password, its address verified by the provider.
		owner := app.register("owner-"+d+"@example.com", "Olu")
		_, linked := complete(t, app, p.signIn(t, app, map[string]any{"sub": "sub-owner-" + d, "email": owner.Email, "email_verified": true}, nil))
		if linked.ID != owner.ID {
			t.Errorf("not linked to the existing account")
		}
		// Not verified by the provider: never taken over.
		victim := app.register("victim-"+d+"@example.com", "Vic")
		to = p.signIn(t, app, map[string]any{"sub": "sub-attacker-" + d, "email": victim.Email, "email_verified": false}, nil)
		if to.Query().Get("error") != stride.MsgProviderUnverified {
			t.Errorf("unverified address: %s", to)
		}
		// No e-mail at all.
		to = p.signIn(t, app, map[string]any{"sub": "sub-anon-" + d}, nil)
		if to.Query().Get("error") != stride.MsgProviderNoEmail {
			t.Errorf("no e-mail: %s", to)
		}
		// A state that is not the cookie's, or no cookie.
		to = p.signIn(t, app, newcomer, func(cb *url.URL, _ *http.Cookie) {
			q := cb.Query()
			q.Set("state", "forged")
			cb.RawQuery = q.Encode()
		})
		if to.Query().Get("error") != stride.MsgProviderFailed {
			t.Errorf("forged state: %s", to)
		}
		to = p.signIn(t, app, newcomer, func(_ *url.URL, c *http.Cookie) { c.Value = "" })
		if to.Query().Get("error") != stride.MsgProviderFailed {
			t.Errorf("no cookie: %s", to)
		}
		// An ID token for another sign-in (its nonce).
		p.mu.Lock()
		p.badNonce = true
		p.mu.Unlock()
		to = p.signIn(t, app, newcomer, nil)
		if to.Query().Get("error") != stride.MsgProviderFailed {
			t.Errorf("wrong nonce: %s", to)
		}
	})
}

// Without a provider configured, the browser routes go back to sign-in
// with a message.
func TestSignInWithProviderOff(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		r := app.do("GET", "/api/auth/oidc/start", "", nil)
		if r.Status != http.StatusFound || !strings.Contains(r.Header.Get("Location"), "/login?error=") {
			t.Fatalf("start: %d %v", r.Status, r.Header)
		}
		wantStatus(t, "config", app.do("GET", "/api/config", "", nil), 200, `"oidcName":""`)
	})
}

// reauth runs the browser's part of confirming with the provider: the
// Privacy screen's POST /api/auth/oidc/reauth, the provider, the callback;
// it returns where the callback sends the browser.
func (p *testProvider) reauth(t *testing.T, app *testApp, token string, person map[string]any, tamper func(callback *url.URL, cookie *http.Cookie)) *url.URL {
	t.Helper()
	p.mu.Lock()
	p.person = person
	p.mu.Unlock()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/api/auth/oidc/reauth", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	app.handler.ServeHTTP(rec, req)
	var out struct{ URL string }
	decode(t, rec.Body.String(), &out)
	if rec.Code != http.StatusOK || out.URL == "" {
		t.Fatalf("reauth: %d %s", rec.Code, rec.Body)
	}
	var cookie *http.Cookie
	for _, c := range rec.Result().Cookies() {
		if c.Name == "stride_oidc" {
			cookie = c
		}
	}
	if cookie == nil || !cookie.HttpOnly || cookie.Path != "/api/auth/oidc" {
		t.Fatalf("no HttpOnly state cookie: %v", rec.Result().Cookies())
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(out.URL)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	cb, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || resp.StatusCode != http.StatusFound {
		t.Fatalf("provider authorize: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	if tamper != nil {
		tamper(cb, cookie)
	}
	req = httptest.NewRequest("GET", cb.RequestURI(), nil)
	req.AddCookie(cookie)
	rec = httptest.NewRecorder()
	app.handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusFound {
		t.Fatalf("callback: %d %s", rec.Code, rec.Body)
	}
	to, _ := url.Parse(rec.Header().Get("Location"))
	return to
}

// An account made by the provider has no password: it confirms deleting
// itself by signing in again with the provider (a fresh authentication
// of the identity linked to it, with state, nonce and PKCE checked) and
// the typed word; the code that gives works once, for that account only.
func TestDeleteWithProvider(t *testing.T) {
	p := newTestProvider(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		oidc := auth.NewOIDC(auth.OIDCConfig{Issuer: p.srv.URL, ClientID: testClientID, ClientSecret: testClientSecret,
			RedirectURL: testPublicURL + "/api/auth/oidc/callback"})
		app := newTestApp(t, db, httpapi.Config{PublicURL: testPublicURL}, func(s *httpapi.Services) { s.OIDC = oidc })
		d := db.Dialect.String()
		person := map[string]any{"sub": "sub-leaver-" + d, "email": "leaver-" + d + "@example.com", "email_verified": true, "given_name": "Lee"}
		tok, u := complete(t, app, p.signIn(t, app, person, nil))
		if p.fresh {
			t.Error("a plain sign-in asked the provider for a fresh authentication")
		}
		stranger := map[string]any{"sub": "sub-stranger-" + d, "email": "stranger-" + d + "@example.com", "email_verified": true}
		otherTok, other := complete(t, app, p.signIn(t, app, stranger, nil))

		wantStatus(t, "signed out", app.do("POST", "/api/auth/oidc/reauth", "", nil), 401, "")
		refused := func(what string, to *url.URL, msg string) {
			t.Helper()
			if to.Path != "/profile/security" || to.Query().Get("reauthError") != msg || to.Query().Get("reauth") != "" {
				t.Errorf("%s: sent to %s, want the Privacy screen with %q", what, to, msg)
			}
		}
		// The provider remembered the person and did not ask again.
		p.mu.Lock()
		p.remembers = true
		p.mu.Unlock()
		refused("no fresh authentication", p.reauth(t, app, tok, person, nil), stride.MsgProviderNotFresh)
		p.mu.Lock()
		p.remembers = false
		p.mu.Unlock()
		// Another person at the provider.
		refused("another provider account", p.reauth(t, app, tok, stranger, nil), stride.MsgProviderNotLinked)
		// An ID token for another flow.
		p.mu.Lock()
		p.badNonce = true
		p.mu.Unlock()
		refused("wrong nonce", p.reauth(t, app, tok, person, nil), stride.MsgProviderFailed)
		// A forged state.
		to := p.reauth(t, app, tok, person, func(cb *url.URL, _ *http.Cookie) {
			q := cb.Query()
			q.Set("state", "forged")
			cb.RawQuery = q.Encode()
		})
		if to.Query().Get("reauth") != "" || to.Query().Get("error") != stride.MsgProviderFailed {
			t.Errorf("forged state: %s", to)
		}
		// A verifier that does not match the challenge: the provider refuses the code.
		to = p.reauth(t, app, tok, person, func(_ *url.URL, c *http.Cookie) {
			b, _ := base64.RawURLEncoding.DecodeString(c.Value)
			var f map[string]any
			_ = json.Unmarshal(b, &f)
			f["v"] = "another-verifier-another-verifier-another-verifier"
			b, _ = json.Marshal(f)
			c.Value = base64.RawURLEncoding.EncodeToString(b)
		})
		refused("wrong PKCE verifier", to, stride.MsgProviderFailed)

		// The real confirmation.
		to = p.reauth(t, app, tok, person, nil)
		if !p.fresh {
			t.Error("the confirmation did not ask for prompt=login and max_age=0")
		}
		code := to.Query().Get("reauth")
		if to.Path != "/profile/security" || code == "" {
			t.Fatalf("confirmation: sent to %s", to)
		}
		wantStatus(t, "the word mistyped", app.do("DELETE", "/api/users/"+u.ID, tok, map[string]any{"reauth": code, "confirm": "delete"}), 400, stride.MsgConfirmDelete)
		wantStatus(t, "a made-up code", app.do("DELETE", "/api/users/"+u.ID, tok, map[string]any{"reauth": "made-up", "confirm": "DELETE"}), 400, stride.MsgConfirmAgain)
		wantStatus(t, "another's account", app.do("DELETE", "/api/users/"+u.ID, otherTok, map[string]any{"reauth": code, "confirm": "DELETE"}), 403, "")
		wantStatus(t, "the code for another account", app.do("DELETE", "/api/users/"+other.ID, otherTok, map[string]any{"reauth": code, "confirm": "DELETE"}), 400, stride.MsgConfirmAgain)
		if me, st := app.me(otherTok); st != 200 || me.ID != other.ID {
			t.Fatalf("another account's code deleted the stranger: %d", st)
		}
		if me, st := app.me(tok); st != 200 || me.ID != u.ID {
			t.Fatalf("refused attempts deleted the account: %d", st)
		}
		// That code was used up by the attempt; a new confirmation.
		code = p.reauth(t, app, tok, person, nil).Query().Get("reauth")
		wantStatus(t, "deleted", app.do("DELETE", "/api/users/"+u.ID, tok, map[string]any{"reauth": code, "confirm": "DELETE"}), 204, "")
		if _, st := app.me(tok); st != 401 {
			t.Errorf("the session outlived the account: %d", st)
		}
		if n := sqldbtest.CountWhere(t, db, "users", "id", u.ID) + sqldbtest.CountWhere(t, db, "user_identities", "user_id", u.ID); n != 0 {
			t.Errorf("%d rows of the deleted account remain", n)
		}
		// Signing in with the provider again makes a new account.
		againTok, again := complete(t, app, p.signIn(t, app, person, nil))
		if again.ID == u.ID {
			t.Error("the deleted account came back")
		}
		// The code worked once.
		wantStatus(t, "the code again", app.do("DELETE", "/api/users/"+again.ID, againTok, map[string]any{"reauth": code, "confirm": "DELETE"}), 400, stride.MsgConfirmAgain)
	})
}

// A wrong confirmation code counts as a failed sign-in, under the same
// throttle as a wrong password: past the limit, 429 with Retry-After.
func TestDeleteWithProviderThrottled(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 3})
		a := app.register("reauth-throttle-"+db.Dialect.String()+"@example.com", "Tia")
		for range 3 {
			wantStatus(t, "wrong code", app.do("DELETE", "/api/users/"+a.ID, a.Token, map[string]any{"reauth": "guess", "confirm": "DELETE"}), 400, stride.MsgConfirmAgain)
		}
		r := app.do("DELETE", "/api/users/"+a.ID, a.Token, map[string]any{"reauth": "guess", "confirm": "DELETE"})
		if r.Status != 429 || r.Header.Get("Retry-After") == "" {
			t.Fatalf("fourth wrong code: %d %v %s", r.Status, r.Header, r.Body)
		}
		if me, st := app.me(a.Token); st != 200 || me.ID != a.ID {
			t.Fatalf("the account: %d", st)
		}
	})
}
