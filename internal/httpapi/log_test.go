package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// capturedLogs keeps every record logged, at every level.
type capturedLogs struct {
	mu   sync.Mutex
	recs []slog.Record
}

func (c *capturedLogs) Enabled(context.Context, slog.Level) bool { return true }
func (c *capturedLogs) WithAttrs([]slog.Attr) slog.Handler       { return c }
func (c *capturedLogs) WithGroup(string) slog.Handler            { return c }
func (c *capturedLogs) Handle(_ context.Context, r slog.Record) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.recs = append(c.recs, r.Clone())
	return nil
}

// lines returns the records as "LEVEL message key=value ...", and clears
// them.
func (c *capturedLogs) lines() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for _, r := range c.recs {
		if strings.HasPrefix(r.Message, "e-mail not sent") {
			// A registration's confirmation e-mail is logged in the
			// background (no SMTP_URL here) and lands at any time: the
			// tests of request logs leave it out.
			continue
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s", r.Level, r.Message)
		r.Attrs(func(a slog.Attr) bool {
			if a.Key != "duration_ms" && a.Key != "bytes" {
				fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
			}
			return true
		})
		out = append(out, b.String())
	}
	c.recs = nil
	return out
}

// TestBusyAnswersLogAtWarn: a 503 from a full gate is no fault of the
// server: one WARN line, no ERROR.
func TestBusyAnswersLogAtWarn(t *testing.T) {
	logs := &capturedLogs{}
	hashes, parses := auth.NewGate(1, 0, time.Second), auth.NewGate(1, 0, time.Second)
	app := newLoggedApp(t, sqldbtest.SQLite(t), httpapi.Config{HashGate: hashes, ParseGate: parses}, logs)
	a := app.register("busy-log@example.com", "Busy")
	release := make(chan struct{})
	var wg sync.WaitGroup
	for _, g := range []*auth.Gate{hashes, parses} {
		wg.Add(1)
		go func() { defer wg.Done(); _ = g.Do(context.Background(), func() { <-release }) }()
		waitGate(t, g, 1, 1)
	}
	logs.lines()
	if r := app.do("POST", "/api/auth/register", "", map[string]any{"email": "late@example.com", "password": "s3cret-pass"}); r.Status != 503 {
		t.Fatalf("register with hashing busy: %d %s", r.Status, r.Body)
	}
	if r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", docxBomb(t), a.ID); r.Status != 503 {
		t.Fatalf("upload with parsing busy: %d %s", r.Status, r.Body)
	}
	close(release)
	wg.Wait()
	got := logs.lines()
	want := []string{
		"WARN request method=POST path=/api/auth/register status=503 client=192.0.2.10",
		"WARN request method=POST path=/api/resumes/upload status=503 client=192.0.2.1",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("logs of two busy answers:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestProbesAreNotLoggedPerCall: /readyz and /healthz, called every few
// seconds, log nothing while Stride starts, nor once it is ready; /api
// calls refused while it starts log at WARN; a database that stops
// answering is logged once at ERROR, and once at INFO when it answers again.
func TestProbesAreNotLoggedPerCall(t *testing.T) {
	logs := &capturedLogs{}
	ready := httpapi.NewReadiness(httpapi.StartupSteps...)
	var mu sync.Mutex
	var pingErr error
	app := newLoggedApp(t, sqldbtest.SQLite(t), httpapi.Config{}, logs, func(s *httpapi.Services) {
		s.Ready = ready
		s.Ping = func(context.Context) error { mu.Lock(); defer mu.Unlock(); return pingErr }
	})
	probe := func(n int, want int) {
		t.Helper()
		for i := 0; i < n; i++ {
			if r := app.do("GET", "/readyz", "", nil); r.Status != want {
				t.Fatalf("/readyz: %d %s", r.Status, r.Body)
			}
			if r := app.do("GET", "/healthz", "", nil); r.Status != 200 {
				t.Fatalf("/healthz: %d", r.Status)
			}
		}
	}
	probe(5, 503)
	if r := app.do("GET", "/api/jobs", "", nil); r.Status != 503 {
		t.Fatalf("/api while starting: %d", r.Status)
	}
	if got := logs.lines(); len(got) != 1 || got[0] != "WARN request method=GET path=/api/jobs status=503 client=192.0.2.10" {
		t.Fatalf("starting: probes must log nothing, a refused API call one WARN line; got %q", got)
	}
	for _, step := range httpapi.StartupSteps {
		ready.Done(step)
	}
	probe(3, 200)
	mu.Lock()
	pingErr = errors.New("connection refused")
	mu.Unlock()
	probe(3, 503)
	mu.Lock()
	pingErr = nil
	mu.Unlock()
	probe(3, 200)
	want := []string{
		"ERROR readiness: the database does not answer err=connection refused",
		"INFO readiness: the database answers again",
	}
	if got := logs.lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("probes through an outage:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestFaultsStillLogAtError: a request the server fails (here its
// database is gone) is logged at ERROR, with the cause.
func TestFaultsStillLogAtError(t *testing.T) {
	logs := &capturedLogs{}
	db := sqldbtest.SQLite(t)
	app := newLoggedApp(t, db, httpapi.Config{}, logs)
	a := app.register("fault@example.com", "Fault")
	logs.lines()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if r := app.do("GET", "/api/auth/user", a.Token, nil); r.Status != 500 || !strings.Contains(r.Body, `"Internal error."`) {
		t.Fatalf("with the database closed: %d %s", r.Status, r.Body)
	}
	got := logs.lines()
	if len(got) != 2 || !strings.HasPrefix(got[0], "ERROR request failed method=GET path=/api/auth/user err=") ||
		got[1] != "ERROR request method=GET path=/api/auth/user status=500 client=192.0.2.10" {
		t.Fatalf("a fault's logs: %q", got)
	}
}
