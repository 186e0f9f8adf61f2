package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoadConfigDefaults(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 5000 || c.DatabaseURL != "data/stride.db" || c.AIProvider != "local" || c.MaxFailuresPerEmailClient != 10 ||
		c.MaxFailuresPerClient != 100 || c.MaxFailuresPerEmailHour != 100 || c.ThrottleWindow != 15*time.Minute || c.CatalogJobs != 6000 ||
		c.UploadsPerUser != 20 || c.UploadsPerClient != 120 || c.UploadParses != 0 {
		t.Fatalf("defaults: %+v", c)
	}
}

func TestLoadConfigMail(t *testing.T) {
	c, err := loadConfig(env(map[string]string{"SMTP_URL": "smtps://u:secret@mail.example.com:465",
		"MAIL_FROM": "Stride <no-reply@example.com>", "PUBLIC_URL": "https://stride.example.com/"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTPURL == "" || c.PublicURL != "https://stride.example.com" {
		t.Errorf("config: %+v", c)
	}
	// The URL's password never appears in an error.
	_, err = loadConfig(env(map[string]string{"SMTP_URL": "ftp://u:hunter2@mail.example.com", "MAIL_FROM": "a@b.co", "PUBLIC_URL": "https://s.example.com"}))
	if err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error %v", err)
	}
}

func TestLoadConfigRejectsInvalidSettings(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"PORT": "http"}, "PORT"},
		{map[string]string{"PORT": "70000"}, "PORT"},
		{map[string]string{"DATABASE_URL": "mysql://x"}, "DATABASE_URL"},
		{map[string]string{"AI_PROVIDER": "skynet"}, "AI_PROVIDER"},
		{map[string]string{"AI_PROVIDER": "openai"}, "OPENAI_MODEL"},
		{map[string]string{"AI_PROVIDER": "openai", "OPENAI_MODEL": "m", "OPENAI_BASE_URL": "ftp://x"}, "OPENAI_BASE_URL"},
		{map[string]string{"STRIPE_PUBLISHABLE_KEY": "sk_nope", "STRIPE_SECRET_KEY": "sk_x"}, "STRIPE_PUBLISHABLE_KEY"},
		{map[string]string{"STRIPE_SECRET_KEY": "sk_x"}, "set together"},
		{map[string]string{"LOGIN_THROTTLE_WINDOW": "soon"}, "LOGIN_THROTTLE_WINDOW"},
		{map[string]string{"LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT": "0"}, "LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT"},
		{map[string]string{"LOGIN_MAX_FAILURES_PER_EMAIL_HOUR": "0"}, "LOGIN_MAX_FAILURES_PER_EMAIL_HOUR"},
		// The old per-e-mail limit is refused, not quietly read as another.
		{map[string]string{"LOGIN_MAX_FAILURES_PER_EMAIL": "10"}, "LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT"},
		{map[string]string{"UPLOAD_PARSES": "-1"}, "UPLOAD_PARSES"},
		{map[string]string{"TRUST_PROXY": "maybe"}, "TRUST_PROXY"},
		{map[string]string{"LOG_LEVEL": "loud"}, "LOG_LEVEL"},
		{map[string]string{"LOG_FORMAT": "xml"}, "LOG_FORMAT"},
		{map[string]string{"SMTP_URL": "mail.example.com:587", "MAIL_FROM": "a@b.co", "PUBLIC_URL": "https://s.example.com"}, "SMTP_URL"},
		{map[string]string{"SMTP_URL": "http://mail.example.com", "MAIL_FROM": "a@b.co", "PUBLIC_URL": "https://s.example.com"}, "smtp://"},
		{map[string]string{"SMTP_URL": "smtp://mail.example.com:99999", "MAIL_FROM": "a@b.co", "PUBLIC_URL": "https://s.example.com"}, "port"},
		{map[string]string{"SMTP_URL": "smtp://mail.example.com", "PUBLIC_URL": "https://s.example.com"}, "MAIL_FROM"},
		{map[string]string{"SMTP_URL": "smtp://mail.example.com", "MAIL_FROM": "not an address", "PUBLIC_URL": "https://s.example.com"}, "MAIL_FROM"},
		// Links in e-mails never take their host from a request.
		{map[string]string{"SMTP_URL": "smtp://mail.example.com", "MAIL_FROM": "a@b.co"}, "PUBLIC_URL"},
		{map[string]string{"PUBLIC_URL": "stride.example.com"}, "PUBLIC_URL"},
		{map[string]string{"OIDC_ISSUER": "accounts.example.com", "OIDC_CLIENT_ID": "c", "OIDC_CLIENT_SECRET": "s", "PUBLIC_URL": "https://s.example.com"}, "OIDC_ISSUER"},
		{map[string]string{"OIDC_ISSUER": "https://accounts.example.com", "PUBLIC_URL": "https://s.example.com"}, "OIDC_CLIENT_ID"},
		{map[string]string{"OIDC_ISSUER": "https://accounts.example.com", "OIDC_CLIENT_ID": "c", "OIDC_CLIENT_SECRET": "s"}, "PUBLIC_URL"},
	} {
		if _, err := loadConfig(env(tc.env)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v should name %s", tc.env, err, tc.want)
		}
	}
	_, err := loadConfig(env(map[string]string{"PORT": "x", "LOG_FORMAT": "xml"}))
	if err == nil || !strings.Contains(err.Error(), "PORT") || !strings.Contains(err.Error(), "LOG_FORMAT") {
		t.Errorf("every invalid setting is reported at once: %v", err)
	}
	c, err := loadConfig(env(map[string]string{"AI_PROVIDER": "openai", "OPENAI_MODEL": "llama3.1", "OPENAI_BASE_URL": "http://localhost:11434/v1"}))
	if err != nil || c.OpenAIModel != "llama3.1" {
		t.Errorf("valid openai config: %v %+v", err, c)
	}
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// TestRunServesAndShutsDown starts the real server on a temporary database,
// checks that the routes are wired, and stops it as SIGTERM would.
func TestRunServesAndShutsDown(t *testing.T) {
	port := freePort(t)
	dbPath := filepath.Join(t.TempDir(), "stride.db")
	_, stop := runInBackground(t, map[string]string{"PORT": fmt.Sprint(port), "DATABASE_URL": dbPath, "CATALOG_JOBS": "40"})
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	if !waitReady(http.DefaultClient, base) {
		t.Fatalf("server did not come up: %v", stop(10*time.Second))
	}
	for path, want := range map[string]int{
		"/api/users/x/resumes": 401, "/api/users/x/interview-sessions": 401, "/api/users/x/career-goals": 401,
		"/api/users/x/applications": 401, "/api/saved-jobs/x": 401, "/api/notifications": 401,
		"/api/jobs": 200, "/api/career-paths": 200, "/api/nope": 404, "/dashboard": 200,
	} {
		r, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.StatusCode != want {
			t.Errorf("%s: %d %s", path, r.StatusCode, body)
		}
		if path == "/api/jobs" && r.Header.Get("X-Total-Count") != "40" {
			t.Errorf("catalogue not seeded: %s", r.Header.Get("X-Total-Count"))
		}
	}
	if err := stop(10 * time.Second); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
}

// runInBackground runs the server with these settings; stop cancels it as
// SIGTERM would and returns run's error, or an error when it has not
// returned within the given time. The log file's path comes first.
func runInBackground(t *testing.T, settings map[string]string) (logPath string, stop func(within time.Duration) error) {
	t.Helper()
	logs, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, env(settings), logs) }()
	return logs.Name(), func(within time.Duration) error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(within):
			return errors.New("server did not stop")
		}
	}
}

// waitReady asks base's /readyz through client until it answers 200, for
// 5 s at most, and reports whether it did.
func waitReady(client *http.Client, base string) bool {
	for i := 0; i < 100; i++ {
		if r, err := client.Get(base + "/readyz"); err == nil {
			r.Body.Close()
			if r.StatusCode == 200 {
				return true
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

func TestDemoLimitSettings(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil || c.DemoAccountsPerHour != 10 || c.DemoAccountsMax != 1000 || c.DemoTTL != 24*time.Hour {
		t.Fatalf("defaults: %v %+v", err, c)
	}
	c, err = loadConfig(env(map[string]string{"DEMO_ACCOUNTS_PER_HOUR": "0", "DEMO_ACCOUNTS_MAX": "0"}))
	if err != nil || c.DemoAccountsPerHour != 0 || c.DemoAccountsMax != 0 {
		t.Fatalf("0 turns the limits off: %v %+v", err, c)
	}
	for _, v := range []string{"-1", "lots"} {
		if _, err := loadConfig(env(map[string]string{"DEMO_ACCOUNTS_PER_HOUR": v})); err == nil || !strings.Contains(err.Error(), "DEMO_ACCOUNTS_PER_HOUR") {
			t.Errorf("%q: %v", v, err)
		}
	}
}

// TestHeaderSizeLimit sends a request with a 100 KB header to the server as
// configured: Go's default would take up to 1 MiB, Stride stops at 64 KiB.
func TestHeaderSizeLimit(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	srv := newHTTPServer(c, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(204) }), slogDiscard())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	send := func(size int) int {
		req, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/", nil)
		req.Header.Set("X-Filler", strings.Repeat("a", size))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if got := send(40 << 10); got != 204 {
		t.Fatalf("40 KB header: %d", got)
	}
	if got := send(100 << 10); got != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("100 KB header: %d, want 431", got)
	}
}

func slogDiscard() slog.Handler { return slog.NewTextHandler(io.Discard, nil) }

func TestRateLimitSettings(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil || c.AIPerUser != 600 || c.AIPerClient != 6000 || c.UploadsPerUser != 20 || c.UploadsPerClient != 120 || c.MetricsToken != "" {
		t.Fatalf("defaults: %v %+v", err, c)
	}
	c, err = loadConfig(env(map[string]string{"AI_REQUESTS_PER_USER_HOUR": "0", "AI_REQUESTS_PER_CLIENT_HOUR": "0",
		"UPLOADS_PER_USER_HOUR": "5", "UPLOADS_PER_CLIENT_HOUR": "0", "METRICS_TOKEN": "0123456789abcdef"}))
	if err != nil || c.AIPerUser != 0 || c.AIPerClient != 0 || c.UploadsPerUser != 5 || c.UploadsPerClient != 0 || c.MetricsToken != "0123456789abcdef" {
		t.Fatalf("settings: %v %+v", err, c)
	}
	for name, v := range map[string]string{"AI_REQUESTS_PER_USER_HOUR": "-1", "UPLOADS_PER_CLIENT_HOUR": "many", "METRICS_TOKEN": "short"} {
		if _, err := loadConfig(env(map[string]string{name: v})); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%q: %v", name, v, err)
		}
	}
}

// TestRunListensBeforeReady: the server answers at once, /readyz and /api
// say 503 (with what is pending) while the database is migrated and
// seeded, the web app is served meanwhile, and then all is ready.
func TestRunListensBeforeReady(t *testing.T) {
	dbs := map[string]string{"sqlite": filepath.Join(t.TempDir(), "stride.db")}
	if base := os.Getenv("TEST_DATABASE_URL"); base != "" {
		dbs["postgres"] = freshPostgresSchema(t, base)
	}
	for name, dsn := range dbs {
		t.Run(name, func(t *testing.T) { testListensBeforeReady(t, dsn) })
	}
}

func testListensBeforeReady(t *testing.T, dsn string) {
	release := make(chan struct{})
	beforeStartUp = func() error { <-release; return nil }
	defer func() { beforeStartUp = nil }()
	port := freePort(t)
	_, stop := runInBackground(t, map[string]string{"PORT": fmt.Sprint(port), "DATABASE_URL": dsn, "CATALOG_JOBS": "40"})
	defer func() {
		if err := stop(20 * time.Second); err != nil {
			t.Errorf("shutdown: %v", err)
		}
	}()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	get := func(path string) (int, http.Header, string) {
		r, err := http.Get(base + path)
		if err != nil {
			return 0, nil, err.Error()
		}
		defer r.Body.Close()
		b, _ := io.ReadAll(r.Body)
		return r.StatusCode, r.Header, string(b)
	}
	listening := false
	for i := 0; i < 200 && !listening; i++ {
		if code, _, _ := get("/healthz"); code == 200 {
			listening = true
		} else {
			time.Sleep(25 * time.Millisecond)
		}
	}
	if !listening {
		close(release)
		t.Fatal("the server did not listen before the start-up steps")
	}
	code, hdr, body := get("/readyz")
	if code != 503 || hdr.Get("Retry-After") == "" || !strings.Contains(body, `"status":"starting"`) ||
		!strings.Contains(body, `"migrations":"pending"`) || !strings.Contains(body, `"searchIndex":"pending"`) ||
		!strings.Contains(body, `"database":"ok"`) {
		t.Errorf("/readyz while starting: %d %v %s", code, hdr, body)
	}
	code, hdr, body = get("/api/jobs")
	if code != 503 || hdr.Get("Retry-After") != "5" || !strings.Contains(body, `{"message":"Stride is starting up. Please try again in a few seconds."}`) {
		t.Errorf("/api/jobs while starting: %d %v %s", code, hdr, body)
	}
	if code, _, body := get("/dashboard"); code != 200 || !strings.Contains(body, "<html") {
		t.Errorf("web app while starting: %d %.100s", code, body)
	}
	released := time.Now()
	close(release)
	ready := false
	for i := 0; i < 1200 && !ready; i++ {
		code, _, body = get("/readyz")
		if ready = code == 200; !ready {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if !ready {
		t.Fatalf("never ready: %s", body)
	}
	t.Logf("ready %s after the start-up steps began", time.Since(released).Round(time.Millisecond))
	for _, want := range []string{`"status":"ready"`, `"migrations":"ok"`, `"catalogue":"ok"`, `"learningCatalogue":"ok"`, `"searchIndex":"ok"`, `"interviewCoach":"ok"`, `"database":"ok"`} {
		if !strings.Contains(body, want) {
			t.Errorf("/readyz when ready lacks %s: %s", want, body)
		}
	}
	if code, hdr, body := get("/api/jobs"); code != 200 || hdr.Get("X-Total-Count") != "40" {
		t.Errorf("/api/jobs when ready: %d %v %.200s", code, hdr, body)
	}
}

// freshPostgresSchema returns a DATABASE_URL on a new, empty schema of the
// test database, dropped after the test.
func freshPostgresSchema(t *testing.T, base string) string {
	schema := fmt.Sprintf("run_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + "search_path=" + schema
}

// TestServerTimeouts: a slow client cannot hold a connection: the header,
// the whole request, the response and an idle keep-alive each have a
// deadline, and headers are capped (TestHeaderSizeLimit).
func TestServerTimeouts(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	srv := newHTTPServer(c, http.NotFoundHandler(), slogDiscard())
	if srv.ReadHeaderTimeout != 10*time.Second || srv.ReadTimeout != 60*time.Second || srv.WriteTimeout != 120*time.Second ||
		srv.IdleTimeout != 120*time.Second || srv.MaxHeaderBytes != 64<<10 {
		t.Fatalf("timeouts and limits: header %v read %v write %v idle %v max header %d",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout, srv.MaxHeaderBytes)
	}
}

// TestSlowHeaderIsCut: a client that sends half a header and stalls is
// disconnected at the read-header deadline (shortened here so the test is
// quick).
func TestSlowHeaderIsCut(t *testing.T) {
	c, err := loadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	srv := newHTTPServer(c, http.NotFoundHandler(), slogDiscard())
	srv.ReadHeaderTimeout = 200 * time.Millisecond
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	buf := make([]byte, 1)
	if _, err := conn.Read(buf); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the server kept a stalled client's connection open: %v", err)
	}
}

// TestRunStopsWhenStartUpFails: a failed start-up step stops the server
// (it does not keep answering 503 for ever) and run returns the error; a
// signal during start-up is a clean shutdown.
func TestRunStopsWhenStartUpFails(t *testing.T) {
	defer func() { beforeStartUp = nil }()
	for _, tc := range []struct {
		name    string
		fail    error
		wantErr bool
	}{{"step fails", errors.New("seeding broke"), true}, {"signal", nil, false}} {
		t.Run(tc.name, func(t *testing.T) {
			port := freePort(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			listening := make(chan struct{})
			beforeStartUp = func() error {
				<-listening
				if tc.fail != nil {
					return tc.fail
				}
				cancel() // SIGTERM arrives during start-up
				return nil
			}
			logs, err := os.CreateTemp(t.TempDir(), "log")
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() {
				done <- run(ctx, env(map[string]string{"PORT": fmt.Sprint(port), "DATABASE_URL": filepath.Join(t.TempDir(), "s.db"), "CATALOG_JOBS": "40"}), logs)
			}()
			for i := 0; i < 200; i++ {
				if r, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/healthz", port)); err == nil {
					r.Body.Close()
					break
				}
				time.Sleep(25 * time.Millisecond)
			}
			close(listening)
			select {
			case err := <-done:
				if tc.wantErr && (err == nil || !strings.Contains(err.Error(), "seeding broke")) {
					t.Fatalf("run returned %v, want the start-up error", err)
				}
				if !tc.wantErr && err != nil {
					t.Fatalf("run returned %v, want a clean shutdown", err)
				}
			case <-time.After(20 * time.Second):
				t.Fatal("run did not return")
			}
			if r, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/healthz", port)); err == nil {
				r.Body.Close()
				t.Fatal("still listening after run returned")
			}
		})
	}
}
