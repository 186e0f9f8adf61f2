package httpapi_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/mail"
	"github.com/stride-oss/stride/internal/mail/mailtest"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

const testPublicURL = "http://stride.test"

// mailClock is a settable time for the account tests (links expire).
type mailClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *mailClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *mailClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// mailApp is a test app sending its e-mails through Mailpit.
func mailApp(t *testing.T, db *sqldb.DB, mp *mailtest.Mailpit, clk *mailClock, opts ...func(*httpapi.Services)) *testApp {
	t.Helper()
	sender, err := mail.NewSMTP(mail.Config{URL: mp.SMTPURL, From: "Stride <no-reply@stride.test>"})
	if err != nil {
		t.Fatal(err)
	}
	cfg := httpapi.Config{PublicURL: testPublicURL}
	if clk != nil {
		cfg.Now = clk.now
	}
	return newTestApp(t, db, cfg, append([]func(*httpapi.Services){func(s *httpapi.Services) { s.Mail = sender }}, opts...)...)
}

// login signs in and returns the token (or fails the test).
func (a *testApp) login(email, password string) string {
	a.t.Helper()
	r := a.do("POST", "/api/auth/login", "", map[string]any{"email": email, "password": password})
	if r.Status != http.StatusOK {
		a.t.Fatalf("login %s: %d %s", email, r.Status, r.Body)
	}
	var out struct{ Token string }
	decode(a.t, r.Body, &out)
	return out.Token
}

func (a *testApp) me(token string) (stride.User, int) {
	a.t.Helper()
	r := a.do("GET", "/api/auth/user", token, nil)
	var u stride.User
	if r.Status == http.StatusOK {
		decode(a.t, r.Body, &u)
	}
	return u, r.Status
}

func wantStatus(t *testing.T, what string, r response, status int, fragment string) {
	t.Helper()
	if r.Status != status || !strings.Contains(r.Body, fragment) {
		t.Fatalf("%s: %d %s, want %d with %q", what, r.Status, r.Body, status, fragment)
	}
}

// After registering, a link to confirm the address arrives (plain text and
// HTML); opening it confirms the address, once.
func TestVerifyEmailThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := mailApp(t, db, mp, nil)
		email := "verify-" + db.Dialect.String() + "@example.com"
		acc := app.register(email, "Vera")
		if u, _ := app.me(acc.Token); u.EmailVerified {
			t.Fatal("a new account is confirmed before its link is opened")
		}
		msg := mp.Wait(t, email, "Confirm your e-mail address")
		if !strings.Contains(msg.Text, "Hello Vera,") || !strings.Contains(msg.HTML, "<a href=\""+testPublicURL+"/verify-email?token=") {
			t.Fatalf("letter: %q\n%s", msg.Text, msg.HTML)
		}
		tok := msg.Token(t, testPublicURL+"/verify-email")
		r := app.do("POST", "/api/auth/verify-email", "", map[string]any{"token": tok})
		wantStatus(t, "verify", r, 200, stride.MsgEmailVerified)
		if u, _ := app.me(acc.Token); !u.EmailVerified {
			t.Fatal("not confirmed after the link")
		}
		wantStatus(t, "the link again", app.do("POST", "/api/auth/verify-email", "", map[string]any{"token": tok}), 400, stride.MsgLinkInvalid)
		wantStatus(t, "resend when confirmed", app.do("POST", "/api/auth/verify-email/resend", acc.Token, nil), 202, stride.MsgAlreadyVerified)
	})
}

// Changing the password needs the current one, ends the other sessions
// (not this one) and tells the owner by e-mail.
func TestChangePasswordThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := mailApp(t, db, mp, nil)
		email := "change-" + db.Dialect.String() + "@example.com"
		acc := app.register(email, "Chen")
		other := app.login(email, "s3cret-pass")
		wantStatus(t, "wrong current", app.do("POST", "/api/auth/password", acc.Token,
			map[string]any{"currentPassword": "not-my-pass", "newPassword": "a-new-harbour-9"}), 400, stride.MsgCurrentPasswordWrong)
		wantStatus(t, "weak new", app.do("POST", "/api/auth/password", acc.Token,
			map[string]any{"currentPassword": "s3cret-pass", "newPassword": "short"}), 400, stride.MsgPasswordShort)
		wantStatus(t, "signed out", app.do("POST", "/api/auth/password", "",
			map[string]any{"currentPassword": "s3cret-pass", "newPassword": "a-new-harbour-9"}), 401, "")
		wantStatus(t, "change", app.do("POST", "/api/auth/password", acc.Token,
			map[string]any{"currentPassword": "s3cret-pass", "newPassword": "a-new-harbour-9"}), 200, stride.MsgPasswordChanged)
		if _, st := app.me(other); st != 401 {
			t.Errorf("the other session still works: %d", st)
		}
		if _, st := app.me(acc.Token); st != 200 {
			t.Errorf("this session ended: %d", st)
		}
		wantStatus(t, "old password", app.do("POST", "/api/auth/login", "", map[string]any{"email": email, "password": "s3cret-pass"}), 401, stride.MsgInvalidLogin)
		app.login(email, "a-new-harbour-9")
		msg := mp.Wait(t, email, "password was changed")
		if !strings.Contains(msg.HTML, "other sessions were signed out") {
			t.Errorf("notification HTML: %s", msg.HTML)
		}
	})
}

// Wrong current passwords count as failed sign-ins: past the limit the
// route answers 429 like sign-in, even with the right password.
func TestChangePasswordThrottled(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 3})
		acc := app.register("throttle-"+db.Dialect.String()+"@example.com", "Tom")
		for range 3 {
			app.do("POST", "/api/auth/password", acc.Token, map[string]any{"currentPassword": "wrong-guess", "newPassword": "a-new-harbour-9"})
		}
		r := app.do("POST", "/api/auth/password", acc.Token, map[string]any{"currentPassword": "s3cret-pass", "newPassword": "a-new-harbour-9"})
		wantStatus(t, "after 3 wrong", r, 429, "Too many failed sign-in attempts")
		if r.Header.Get("Retry-After") == "" {
			t.Error("no Retry-After")
		}
		wantStatus(t, "sign-in too", app.do("POST", "/api/auth/login", "", map[string]any{"email": acc.Email, "password": "s3cret-pass"}), 429, "")
	})
}

// Forgot password answers alike whether or not the address has an
// account; the link works once, within the hour, and ends every session.
func TestForgotPasswordThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clk := &mailClock{t: time.Now().UTC()}
		app := mailApp(t, db, mp, clk)
		email := "forgot-" + db.Dialect.String() + "@example.com"
		nobody := "nobody-" + db.Dialect.String() + "@example.com"
		acc := app.register(email, "Fran")
		known := app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": strings.ToUpper(email)})
		unknown := app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": nobody})
		if known.Status != 202 || unknown.Status != 202 || known.Body != unknown.Body {
			t.Fatalf("answers differ: %d %s / %d %s", known.Status, known.Body, unknown.Status, unknown.Body)
		}
		wantStatus(t, "invalid address", app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": "not-an-address"}), 400, stride.MsgEmailInvalid)
		msg := mp.Wait(t, email, "Reset your Stride password")
		tok := msg.Token(t, testPublicURL+"/reset-password")
		if n := mp.Count(t, nobody, ""); n != 0 {
			t.Errorf("%d e-mails to an address without an account", n)
		}
		wantStatus(t, "weak password", app.do("POST", "/api/auth/reset-password", "", map[string]any{"token": tok, "password": "password123"}), 400, stride.MsgPasswordCommon)
		wantStatus(t, "reset", app.do("POST", "/api/auth/reset-password", "", map[string]any{"token": tok, "password": "river-stone-4411"}), 200, stride.MsgResetDone)
		if _, st := app.me(acc.Token); st != 401 {
			t.Errorf("a session survived the reset: %d", st)
		}
		app.login(email, "river-stone-4411")
		wantStatus(t, "the link again", app.do("POST", "/api/auth/reset-password", "", map[string]any{"token": tok, "password": "another-one-5522"}), 400, stride.MsgLinkInvalid)
		if u, _ := app.me(app.login(email, "river-stone-4411")); !u.EmailVerified {
			t.Error("the reset link reached the address but it is not confirmed")
		}

		// A link older than an hour does not work.
		mp.Clear(t)
		app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": email})
		late := mp.Wait(t, email, "Reset your Stride password").Token(t, testPublicURL+"/reset-password")
		clk.add(time.Hour + time.Minute)
		wantStatus(t, "after an hour", app.do("POST", "/api/auth/reset-password", "", map[string]any{"token": late, "password": "too-late-7788"}), 400, stride.MsgLinkInvalid)
		app.login(email, "river-stone-4411")

		// At most three letters an hour to one address; more asks are
		// answered alike and send nothing.
		clk.add(time.Hour)
		mp.Clear(t)
		for range 5 {
			wantStatus(t, "ask", app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": email}), 202, "")
		}
		mp.Wait(t, email, "Reset your Stride password")
		time.Sleep(500 * time.Millisecond)
		if n := mp.Count(t, email, "Reset your Stride password"); n != 3 {
			t.Errorf("%d reset letters in an hour, want 3", n)
		}
	})
}

// A new address takes effect when the link sent to it is opened; the old
// address is told. An address that has an account gets a warning instead,
// and the answer is the same.
func TestChangeEmailThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := mailApp(t, db, mp, nil)
		d := db.Dialect.String()
		old, next, taken := "old-"+d+"@example.com", "new-"+d+"@example.com", "taken-"+d+"@example.com"
		acc := app.register(old, "Olga")
		app.register(taken, "Tina")
		r := app.do("PUT", "/api/users/"+acc.ID, acc.Token, map[string]any{"email": next})
		wantStatus(t, "change", r, 200, `"pendingEmail":"`+next+`"`)
		if u, _ := app.me(acc.Token); u.Email != old {
			t.Fatalf("address changed before confirmation: %s", u.Email)
		}
		msg := mp.Wait(t, next, "Confirm your new e-mail address")
		r = app.do("POST", "/api/auth/verify-email", "", map[string]any{"token": msg.Token(t, testPublicURL+"/verify-email")})
		wantStatus(t, "confirm", r, 200, `"email":"`+next+`"`)
		u, _ := app.me(acc.Token)
		if u.Email != next || !u.EmailVerified || u.PendingEmail != nil {
			t.Fatalf("after confirming: %+v", u)
		}
		note := mp.Wait(t, old, "was changed")
		if !strings.Contains(note.Text, next) {
			t.Errorf("old address told: %s", note.Text)
		}
		app.login(next, "s3cret-pass")

		// Onto an address that has an account.
		r = app.do("PUT", "/api/users/"+acc.ID, acc.Token, map[string]any{"email": taken})
		wantStatus(t, "taken", r, 200, `"pendingEmail":"`+taken+`"`)
		mp.Wait(t, taken, "Your e-mail address and Stride")
		if n := mp.Count(t, taken, "Confirm your new"); n != 0 {
			t.Errorf("a confirmation link went to an address with an account")
		}
		// The same address again cancels the pending change.
		r = app.do("PUT", "/api/users/"+acc.ID, acc.Token, map[string]any{"email": next})
		wantStatus(t, "cancel", r, 200, `"pendingEmail":null`)
	})
}

// Without SMTP_URL the e-mails are logged, the config says so, and a new
// address applies at once.
func TestMailNotConfigured(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		logs := &lockedBuffer{}
		app := newLoggedApp(t, db, httpapi.Config{}, slog.NewTextHandler(logs, nil))
		wantStatus(t, "config", app.do("GET", "/api/config", "", nil), 200, `"mailConfigured":false`)
		acc := app.register("logged-"+db.Dialect.String()+"@example.com", "Lou")
		r := app.do("PUT", "/api/users/"+acc.ID, acc.Token, map[string]any{"email": "moved-" + db.Dialect.String() + "@example.com"})
		wantStatus(t, "direct change", r, 200, `"email":"moved-`)
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && !strings.Contains(logs.String(), "verify-email?token="); time.Sleep(20 * time.Millisecond) {
		}
		if !strings.Contains(logs.String(), "e-mail not sent (SMTP_URL is not set)") || !strings.Contains(logs.String(), "verify-email?token=") {
			t.Errorf("the letter was not logged: %s", logs.String())
		}
	})
}

type sessionRow struct {
	ID, Client, Address   string
	Current               bool
	CreatedAt, LastUsedAt time.Time
}

// Sessions are listed with when, what and where, and any or all others
// can be ended.
func TestSessions(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		acc := app.register("sessions-"+db.Dialect.String()+"@example.com", "Sam")
		second := app.login(acc.Email, "s3cret-pass")
		third := app.login(acc.Email, "s3cret-pass")
		var list []sessionRow
		r := app.do("GET", "/api/auth/sessions", acc.Token, nil)
		decode(t, r.Body, &list)
		if len(list) != 3 {
			t.Fatalf("%d sessions: %s", len(list), r.Body)
		}
		current := 0
		for _, s := range list {
			if s.Current {
				current++
			}
			if s.Address != "192.0.2.10" || s.CreatedAt.IsZero() || s.LastUsedAt.IsZero() {
				t.Errorf("session row: %+v", s)
			}
		}
		if current != 1 {
			t.Errorf("%d current sessions", current)
		}
		// End the second one by id, from the first.
		var list2 []sessionRow
		decode(t, app.do("GET", "/api/auth/sessions", second, nil).Body, &list2)
		var secondID string
		for _, s := range list2 {
			if s.Current {
				secondID = s.ID
			}
		}
		wantStatus(t, "end one", app.do("DELETE", "/api/auth/sessions/"+secondID, acc.Token, nil), 204, "")
		if _, st := app.me(second); st != 401 {
			t.Errorf("ended session still works")
		}
		wantStatus(t, "unknown", app.do("DELETE", "/api/auth/sessions/"+secondID, acc.Token, nil), 404, stride.MsgSessionNotFound)
		other := app.register("stranger-"+db.Dialect.String()+"@example.com", "Stan")
		wantStatus(t, "another's", app.do("DELETE", "/api/auth/sessions/"+list[0].ID, other.Token, nil), 404, "")
		wantStatus(t, "end others", app.do("DELETE", "/api/auth/sessions", acc.Token, nil), 204, "")
		if _, st := app.me(third); st != 401 {
			t.Errorf("third session still works")
		}
		if _, st := app.me(acc.Token); st != 200 {
			t.Errorf("this session ended")
		}
		decode(t, app.do("GET", "/api/auth/sessions", acc.Token, nil).Body, &list)
		if len(list) != 1 || !list[0].Current {
			t.Errorf("left: %+v", list)
		}
	})
}

// Deleting the account needs the password and the typed word, cancels a
// paid subscription at once (refusing when the payment provider cannot),
// removes everything and sends a last e-mail.
func TestDeleteAccountThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		var mu sync.Mutex
		var cancelled []string
		fail := false
		stripeAPI := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			defer mu.Unlock()
			if fail {
				http.Error(w, `{"error": {"message": "down"}}`, http.StatusInternalServerError)
				return
			}
			cancelled = append(cancelled, r.Method+" "+r.URL.Path)
			_, _ = io.WriteString(w, `{"id": "sub_del", "object": "subscription", "status": "canceled"}`)
		}))
		defer stripeAPI.Close()
		client := billing.New(billing.Config{SecretKey: "sk_test_123", APIURL: stripeAPI.URL, Timeout: 2 * time.Second})
		app := mailApp(t, db, mp, nil, func(s *httpapi.Services) { s.Stripe = client })
		email := "delete-" + db.Dialect.String() + "@example.com"
		acc := app.register(email, "Dana")
		if err := app.svc.Billing.SaveSubscription(t.Context(), &stride.Subscription{UserID: acc.ID, CustomerID: "cus_del" + db.Dialect.String(),
			SubscriptionID: "sub_del", Plan: stride.PlanProfessional}); err != nil {
			t.Fatal(err)
		}
		path := "/api/users/" + acc.ID
		wantStatus(t, "no confirm", app.do("DELETE", path, acc.Token, map[string]any{"password": "s3cret-pass", "confirm": "delete"}), 400, stride.MsgConfirmDelete)
		wantStatus(t, "wrong password", app.do("DELETE", path, acc.Token, map[string]any{"password": "nope-nope", "confirm": "DELETE"}), 400, stride.MsgCurrentPasswordWrong)
		other := app.register("keep-"+db.Dialect.String()+"@example.com", "Kim")
		wantStatus(t, "another's", app.do("DELETE", "/api/users/"+other.ID, acc.Token, map[string]any{"password": "s3cret-pass", "confirm": "DELETE"}), 403, "")
		mu.Lock()
		fail = true
		mu.Unlock()
		wantStatus(t, "stripe down", app.do("DELETE", path, acc.Token, map[string]any{"password": "s3cret-pass", "confirm": "DELETE"}), 503, httpapi.MsgDeleteStripeFailed)
		if _, st := app.me(acc.Token); st != 200 {
			t.Fatal("the account went although its subscription was not cancelled")
		}
		mu.Lock()
		fail = false
		mu.Unlock()
		wantStatus(t, "delete", app.do("DELETE", path, acc.Token, map[string]any{"password": "s3cret-pass", "confirm": "DELETE"}), 204, "")
		mu.Lock()
		if len(cancelled) != 1 || cancelled[0] != "DELETE /v1/subscriptions/sub_del" {
			t.Errorf("stripe calls: %v", cancelled)
		}
		mu.Unlock()
		if _, st := app.me(acc.Token); st != 401 {
			t.Error("the session outlived the account")
		}
		wantStatus(t, "sign in", app.do("POST", "/api/auth/login", "", map[string]any{"email": email, "password": "s3cret-pass"}), 401, "")
		mp.Wait(t, email, "has been deleted")
		if _, st := app.me(other.Token); st != 200 {
			t.Error("another account was touched")
		}
		// The same address may register again, from nothing.
		again := app.register(email, "Dana")
		if again.ID == acc.ID {
			t.Error("same id")
		}
	})
}

// Download my data: one ZIP with a JSON file per kind, each resume as PDF
// and JSON Resume, and materials as text.
func TestExportAccount(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		r := app.do("POST", "/api/auth/demo", "", nil)
		var demo struct {
			Token string
			User  stride.User
		}
		decode(t, r.Body, &demo)
		app.onPlan(account{ID: demo.User.ID, Token: demo.Token}, "professional")
		wantStatus(t, "letter", app.do("POST", "/api/cover-letters/generate", demo.Token, map[string]any{
			"jobDetails": map[string]any{"title": "Data Analyst", "company": "Acme", "description": "Analyse data"}}), 200, "")
		r = app.do("GET", "/api/users/"+demo.User.ID+"/export", demo.Token, nil)
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/zip" || !strings.Contains(r.Header.Get("Content-Disposition"), "stride-data-") {
			t.Fatalf("export: %d %v", r.Status, r.Header)
		}
		checkExportZIP(t, r.Body, demo.User.Email)
		other := app.register("export-other-"+db.Dialect.String()+"@example.com", "Otto")
		wantStatus(t, "another's", app.do("GET", "/api/users/"+demo.User.ID+"/export", other.Token, nil), 403, "")
		wantStatus(t, "signed out", app.do("GET", "/api/users/"+demo.User.ID+"/export", "", nil), 401, "")
	})
}

// checkExportZIP checks the ZIP of "Download my data": a JSON file per
// kind, each resume as PDF and JSON Resume, materials (a cover letter
// naming Acme) as text, and no password hash.
func checkExportZIP(t *testing.T, body, email string) {
	t.Helper()
	zr, err := zip.NewReader(strings.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		_ = rc.Close()
		files[f.Name] = string(b)
	}
	for _, name := range []string{"README.txt", "account.json", "sessions.json", "skills.json", "applications.json", "saved-jobs.json",
		"interview-sessions.json", "career-goals.json", "notifications.json", "achievements.json", "learning-progress.json",
		"subscription.json", "resumes.json", "materials/cover-letters.json"} {
		if _, ok := files[name]; !ok {
			t.Errorf("no %s in %v", name, keysOf(files))
		}
	}
	var acc stride.User
	if err := json.Unmarshal([]byte(files["account.json"]), &acc); err != nil || acc.Email != email {
		t.Errorf("account.json: %v %s", err, files["account.json"])
	}
	var pdf, jsonResume, letter int
	for name, body := range files {
		switch {
		case strings.HasPrefix(name, "resumes/") && strings.HasSuffix(name, ".pdf") && strings.HasPrefix(body, "%PDF"):
			pdf++
		case strings.HasPrefix(name, "resumes/") && strings.HasSuffix(name, ".json") && !strings.HasSuffix(name, ".stride.json") && strings.Contains(body, `"basics"`):
			jsonResume++
		case strings.HasPrefix(name, "materials/cover-letters/") && strings.HasSuffix(name, ".txt") && strings.Contains(body, "Acme"):
			letter++
		}
	}
	if pdf == 0 || jsonResume == 0 || letter == 0 {
		t.Errorf("resumes as PDF %d, as JSON Resume %d, letters as text %d; files %v", pdf, jsonResume, letter, keysOf(files))
	}
	if strings.Contains(body, "argon2id") {
		t.Error("the export holds a password hash")
	}
}

// Account routes count per client address even signed out: past the
// hourly limit they answer 429.
func TestAccountRoutesRateLimited(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{AccountRateLimit: httpapi.RateLimit{PerUser: 2, PerClient: 3}})
		for i := range 3 {
			r := app.do("POST", "/api/auth/forgot-password", "", map[string]any{"email": fmt.Sprintf("x%d@example.com", i)})
			wantStatus(t, "ask", r, 202, "")
		}
		r := app.do("POST", "/api/auth/reset-password", "", map[string]any{"token": "x", "password": "river-stone-4411"})
		wantStatus(t, "fourth", r, 429, "account requests")
	})
}

// lockedBuffer is a log written from several goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}
func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

func keysOf(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Two-factor sign-in: set up by QR code, on after a first code, asked for
// after the password (each code once; recovery codes once each, stored
// hashed), off with the password and a code.
func TestTwoFactorThroughMailpit(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clk := &mailClock{t: time.Now().UTC()}
		app := mailApp(t, db, mp, clk)
		email := "totp-" + db.Dialect.String() + "@example.com"
		acc := app.register(email, "Otto")
		r := app.do("POST", "/api/auth/2fa/setup", acc.Token, nil)
		var key struct{ Secret, OtpauthURL, QRCode string }
		decode(t, r.Body, &key)
		if r.Status != 200 || key.Secret == "" || !strings.HasPrefix(key.QRCode, "data:image/png;base64,") || !strings.HasPrefix(key.OtpauthURL, "otpauth://totp/Stride:") {
			t.Fatalf("setup: %d %s", r.Status, r.Body)
		}
		code := func(d time.Duration) string {
			c, err := auth.TOTPCode(key.Secret, clk.now().Add(d))
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		wantStatus(t, "wrong first code", app.do("POST", "/api/auth/2fa/enable", acc.Token, map[string]any{"code": "000000"}), 400, stride.MsgCodeInvalid)
		r = app.do("POST", "/api/auth/2fa/enable", acc.Token, map[string]any{"code": code(0)})
		var on struct{ RecoveryCodes []string }
		decode(t, r.Body, &on)
		if r.Status != 200 || len(on.RecoveryCodes) != 10 {
			t.Fatalf("enable: %d %s", r.Status, r.Body)
		}
		for _, c := range on.RecoveryCodes {
			if sqldbtest.CountWhere(t, db, "recovery_codes", "code_hash", c) != 0 {
				t.Fatal("a recovery code is stored as it is")
			}
		}
		if u, _ := app.me(acc.Token); !u.TwoFactorEnabled {
			t.Fatal("not on")
		}
		mp.Wait(t, email, "Two-factor sign-in was turned on")

		login := func() string {
			r := app.do("POST", "/api/auth/login", "", map[string]any{"email": email, "password": "s3cret-pass"})
			var out struct {
				Token             string
				TwoFactorRequired bool
				Challenge         string
			}
			decode(t, r.Body, &out)
			if r.Status != 200 || !out.TwoFactorRequired || out.Challenge == "" || out.Token != "" {
				t.Fatalf("login with two factors: %d %s", r.Status, r.Body)
			}
			return out.Challenge
		}
		ch := login()
		wantStatus(t, "wrong code", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": "123456"}), 400, stride.MsgCodeInvalid)
		wantStatus(t, "enable's code again", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": code(0)}), 400, stride.MsgCodeInvalid)
		clk.add(30 * time.Second)
		r = app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": code(0)})
		wantStatus(t, "right code", r, 200, `"token"`)
		wantStatus(t, "challenge again", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": code(30 * time.Second)}), 401, stride.MsgSignInAgain)
		// A recovery code, once.
		ch = login()
		wantStatus(t, "recovery code", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": strings.ToUpper(on.RecoveryCodes[0])}), 200, `"token"`)
		ch = login()
		wantStatus(t, "recovery code again", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": on.RecoveryCodes[0]}), 400, stride.MsgCodeInvalid)
		// A challenge lasts five minutes.
		clk.add(6 * time.Minute)
		wantStatus(t, "late", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch, "code": code(0)}), 401, stride.MsgSignInAgain)

		wantStatus(t, "disable without password", app.do("POST", "/api/auth/2fa/disable", acc.Token, map[string]any{"password": "wrong-pass", "code": code(0)}), 400, stride.MsgCurrentPasswordWrong)
		wantStatus(t, "disable with a wrong code", app.do("POST", "/api/auth/2fa/disable", acc.Token, map[string]any{"password": "s3cret-pass", "code": "999999"}), 400, stride.MsgCodeInvalid)
		wantStatus(t, "disable", app.do("POST", "/api/auth/2fa/disable", acc.Token, map[string]any{"password": "s3cret-pass", "code": code(0)}), 200, "off")
		app.login(email, "s3cret-pass")
		mp.Wait(t, email, "Two-factor sign-in was turned off")
		if n := sqldbtest.CountWhere(t, db, "recovery_codes", "user_id", acc.ID); n != 0 {
			t.Errorf("%d recovery codes left after turning it off", n)
		}
	})
}

// Wrong codes count as failed sign-ins: past the limit, 429.
func TestTwoFactorThrottled(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 3})
		acc := app.register("totp-throttle-"+db.Dialect.String()+"@example.com", "Tia")
		var key struct{ Secret string }
		decode(t, app.do("POST", "/api/auth/2fa/setup", acc.Token, nil).Body, &key)
		c, _ := auth.TOTPCode(key.Secret, time.Now())
		wantStatus(t, "enable", app.do("POST", "/api/auth/2fa/enable", acc.Token, map[string]any{"code": c}), 200, "")
		var ch struct{ Challenge string }
		decode(t, app.do("POST", "/api/auth/login", "", map[string]any{"email": acc.Email, "password": "s3cret-pass"}).Body, &ch)
		// The password attempt counts until a right code: two more guesses.
		for range 2 {
			wantStatus(t, "guess", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch.Challenge, "code": "000000"}), 400, "")
		}
		wantStatus(t, "over", app.do("POST", "/api/auth/login/2fa", "", map[string]any{"challenge": ch.Challenge, "code": "000000"}), 429, "Too many failed sign-in attempts")
	})
}
