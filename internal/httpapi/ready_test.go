package httpapi_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// TestReadiness: until every start-up step is done /readyz is 503 naming
// the pending steps and /api answers 503 with Retry-After, while /healthz
// and the web app answer; a database that stops answering makes /readyz
// 503 again but leaves /healthz (liveness) alone.
func TestReadiness(t *testing.T) {
	db := sqldbtest.SQLite(t)
	ready := httpapi.NewReadiness(httpapi.StartupSteps...)
	var pingErr error
	app := newTestApp(t, db, httpapi.Config{}, func(s *httpapi.Services) {
		s.Ready = ready
		s.Ping = func(ctx context.Context) error { return pingErr }
	})
	check := func(name string, path string, status int, want ...string) response {
		t.Helper()
		r := app.do("GET", path, "", nil)
		if r.Status != status {
			t.Errorf("%s: %s %d %s", name, path, r.Status, r.Body)
		}
		for _, w := range want {
			if !strings.Contains(r.Body, w) {
				t.Errorf("%s: %s %s lacks %s", name, path, r.Body, w)
			}
		}
		return r
	}
	r := check("starting", "/readyz", 503, `"status":"starting"`,
		`"message":"Stride is starting: waiting for migrations, catalogue, learningCatalogue, searchIndex, interviewCoach."`, `"database":"ok"`)
	if r.Header.Get("Retry-After") != "5" || r.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("/readyz headers: %v", r.Header)
	}
	r = check("starting", "/api/jobs", 503, `{"message":"Stride is starting up. Please try again in a few seconds."}`)
	if r.Header.Get("Retry-After") != "5" {
		t.Errorf("/api while starting: Retry-After %q", r.Header.Get("Retry-After"))
	}
	check("starting", "/api/auth/user", 503)
	check("starting", "/healthz", 200, `{"status":"ok"}`)
	check("starting", "/dashboard", 200, "Stride app")

	ready.Done(httpapi.StepMigrations)
	ready.Done(httpapi.StepCatalogue)
	check("half way", "/readyz", 503, `"migrations":"ok"`, `"catalogue":"ok"`, `"learningCatalogue":"pending"`, `"searchIndex":"pending"`)
	check("half way", "/api/jobs", 503)
	ready.Done(httpapi.StepLearning)
	ready.Done(httpapi.StepSearchIndex)
	check("the coach loading", "/readyz", 503, `"searchIndex":"ok"`, `"interviewCoach":"pending"`)
	ready.Done(httpapi.StepCoach)
	check("ready", "/readyz", 200, `"status":"ready"`, `"searchIndex":"ok"`, `"interviewCoach":"ok"`, `"database":"ok"`)
	check("ready", "/api/jobs", 200)
	check("ready", "/api/auth/user", 401)

	pingErr = errors.New("connection refused")
	check("database down", "/readyz", 503, `"status":"unavailable"`, `"database":"unreachable"`, `"message":"The database does not answer."`)
	check("database down", "/healthz", 200, `{"status":"ok"}`)
}
