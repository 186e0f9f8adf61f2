package main

import (
	"context"
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
	if c.Port != 5000 || c.DatabaseURL != "data/stride.db" || c.AIProvider != "local" || c.MaxFailuresPerEmail != 10 ||
		c.MaxFailuresPerClient != 100 || c.ThrottleWindow != 15*time.Minute || c.CatalogJobs != 6000 {
		t.Fatalf("defaults: %+v", c)
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
		{map[string]string{"LOGIN_MAX_FAILURES_PER_EMAIL": "0"}, "LOGIN_MAX_FAILURES_PER_EMAIL"},
		{map[string]string{"TRUST_PROXY": "maybe"}, "TRUST_PROXY"},
		{map[string]string{"LOG_LEVEL": "loud"}, "LOG_LEVEL"},
		{map[string]string{"LOG_FORMAT": "xml"}, "LOG_FORMAT"},
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
	ctx, cancel := context.WithCancel(context.Background())
	logs, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, env(map[string]string{"PORT": fmt.Sprint(port), "DATABASE_URL": dbPath, "CATALOG_JOBS": "40"}), logs)
	}()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	var up bool
	for i := 0; i < 100 && !up; i++ {
		if r, err := http.Get(base + "/healthz"); err == nil {
			up = r.StatusCode == 200
			r.Body.Close()
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if !up {
		cancel()
		t.Fatalf("server did not come up: %v", <-done)
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
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("shutdown: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not stop")
	}
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
	if err != nil || c.AIPerUser != 600 || c.AIPerClient != 6000 || c.UploadsPerUser != 60 || c.UploadsPerClient != 600 || c.MetricsToken != "" {
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
