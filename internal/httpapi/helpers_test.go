package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/learning"
	"github.com/stride-oss/stride/internal/sqldb"
)

// testIndexHTML is the built app's index.html in the handler tests.
const testIndexHTML = "<!doctype html><html><head>\n<title>Stride app</title>\n</head><body></body></html>"

// testApp is a Stride server over a real database, driven in-process.
type testApp struct {
	t       *testing.T
	db      *sqldb.DB
	handler http.Handler
	svc     httpapi.Services
	server  *httpapi.Server
}

func newTestApp(t *testing.T, db *sqldb.DB, cfg httpapi.Config, opts ...func(*httpapi.Services)) *testApp {
	t.Helper()
	return newLoggedApp(t, db, cfg, slog.NewTextHandler(io.Discard, nil), opts...)
}

// newLoggedApp is newTestApp logging to logs.
func newLoggedApp(t *testing.T, db *sqldb.DB, cfg httpapi.Config, logs slog.Handler, opts ...func(*httpapi.Services)) *testApp {
	t.Helper()
	svc := httpapi.Services{Services: sqldb.NewServices(db), AI: ai.NewLocal(), Ping: db.Ping}
	svc.Learning = learning.NewService(sqldb.NewLearningStore(db), learning.MustLoad(), svc.AI)
	for _, o := range opts {
		o(&svc)
	}
	web := fstest.MapFS{
		"index.html": {Data: []byte(testIndexHTML)},
		// The scripts of two routes' pages (web/vite.config.ts, routePreloads).
		"route-preloads.json": {Data: []byte(`{"dashboard": ["assets/dashboard-1a2b.js", "assets/shared-3c4d.js"],
			"jobs/:jobId/apply": ["assets/job-apply-5e6f.js"]}`)},
		"assets/app-1a2b.js": {Data: []byte("console.log(1)")},
		"logo.svg":           {Data: []byte("<svg/>")},
		// A script the web build also stored gzip-compressed (web/vite.config.ts).
		"assets/big-5e6f.js":    {Data: []byte("console.log('plain')")},
		"assets/big-5e6f.js.gz": {Data: gzipped("console.log('precompressed')")},
	}
	srv := httpapi.New(cfg, svc, slog.New(logs), web)
	// The letters a request sends after its answer finish before the
	// database closes and its folder is removed (a SQLite file written
	// after that failed the folder's removal on a busy machine).
	t.Cleanup(srv.WaitMail)
	return &testApp{t: t, db: db, handler: srv.Handler(), svc: svc, server: srv}
}

// response is a finished request.
type response struct {
	Status int
	Header http.Header
	Body   string
}

// do sends a request; body may be a string (sent as is) or a value (JSON).
func (a *testApp) do(method, path, token string, body any) response {
	a.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		js, err := json.Marshal(b)
		if err != nil {
			a.t.Fatal(err)
		}
		rd = bytes.NewReader(js)
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = "192.0.2.10:4711"
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

// account is a registered user with a token.
type account struct {
	ID, Email, Token string
}

func (a *testApp) register(email, first string) account {
	a.t.Helper()
	r := a.do("POST", "/api/auth/register", "", map[string]any{"email": email, "password": "s3cret-pass", "firstName": first, "lastName": "Tester"})
	if r.Status != http.StatusCreated {
		a.t.Fatalf("register %s: %d %s", email, r.Status, r.Body)
	}
	var out struct {
		Token string
		User  stride.User
	}
	decode(a.t, r.Body, &out)
	return account{ID: out.User.ID, Email: out.User.Email, Token: out.Token}
}

// onPlan puts acc on plan through the API, as a demo-mode user choosing it
// on /subscribe does (tests of features a plan limits use it).
func (a *testApp) onPlan(acc account, plan string) {
	a.t.Helper()
	r := a.do("POST", "/api/billing/subscribe", acc.Token, map[string]any{"planId": plan})
	if r.Status != http.StatusOK {
		a.t.Fatalf("subscribe %s to %s: %d %s", acc.Email, plan, r.Status, r.Body)
	}
}

func (a *testApp) notify(userID, title string) string {
	a.t.Helper()
	n := &stride.Notification{UserID: userID, Type: stride.NotifyApplicationUpdate, Title: title, Message: "m"}
	if err := a.svc.Notifications.CreateNotification(context.Background(), n); err != nil {
		a.t.Fatal(err)
	}
	return n.ID
}

func decode(t *testing.T, body string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatalf("decode %q: %v", body, err)
	}
}

// scenario is one row of an API table test.
type scenario struct {
	name   string
	method string
	path   string
	token  string
	body   any
	status int
	// want are fragments the body must contain; wantNot must not.
	want    []string
	wantNot []string
}

// run executes scenarios in order (they may depend on each other's effects)
// and checks that no response ever carries a password or token hash.
func (a *testApp) run(scenarios []scenario) {
	a.t.Helper()
	for _, sc := range scenarios {
		r := a.do(sc.method, sc.path, sc.token, sc.body)
		if r.Status != sc.status {
			a.t.Errorf("%s: %s %s: status %d, want %d; body %s", sc.name, sc.method, sc.path, r.Status, sc.status, r.Body)
			continue
		}
		for _, w := range sc.want {
			if !strings.Contains(r.Body, w) {
				a.t.Errorf("%s: body %s lacks %q", sc.name, r.Body, w)
			}
		}
		for _, w := range append(sc.wantNot, "argon2", "passwordHash", "password_hash", "tokenHash", "\"sid\"") {
			if strings.Contains(r.Body, w) {
				a.t.Errorf("%s: body %s contains %q", sc.name, r.Body, w)
			}
		}
		if r.Status >= 400 && !strings.Contains(r.Header.Get("Content-Type"), "application/json") {
			a.t.Errorf("%s: error with content type %q", sc.name, r.Header.Get("Content-Type"))
		}
	}
}

func hashOf(token string) string { return auth.HashToken(token) }
