package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// clock is a settable time for the rate-limit windows.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

const extractBody = `{"text":"Jane Doe, jane@example.com, Austin TX"}`

// aiFrom calls an AI endpoint as acc from addr.
func (a *testApp) aiFrom(acc account, addr string) response {
	a.t.Helper()
	return a.doFrom("POST", "/api/ai/extract-personal-info", addr, map[string]string{"Authorization": "Bearer " + acc.Token}, extractBody)
}

// TestAIRateLimitPerUser: the fourth AI call of an hour, on either of two
// servers sharing the database, is a 429 with Retry-After until the window
// ends; another user is not affected.
func TestAIRateLimitPerUser(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		hour := time.Now().UTC().Truncate(time.Hour) // sessions expire by the real clock
		clk := &clock{t: hour.Add(45 * time.Minute)}
		cfg := httpapi.Config{Now: clk.now, AIRateLimit: httpapi.RateLimit{PerUser: 3}}
		app, replica := newTestApp(t, db, cfg), newTestApp(t, db, cfg)
		alice, bob := app.register("alice@example.com", "Alice"), app.register("bob@example.com", "Bob")
		for i, srv := range []*testApp{app, replica, app} {
			if r := srv.aiFrom(alice, "192.0.2.1:1000"); r.Status != 200 || !strings.Contains(r.Body, "jane@example.com") {
				t.Fatalf("call %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		for _, srv := range []*testApp{replica, app} {
			r := srv.aiFrom(alice, "192.0.2.1:1000")
			if r.Status != http.StatusTooManyRequests || r.Header.Get("Retry-After") != "900" ||
				!strings.Contains(r.Body, `{"message":"You have reached the limit of 3 AI requests an hour. Try again in 15 minutes."}`) {
				t.Fatalf("fourth call: %d %v %s", r.Status, r.Header, r.Body)
			}
		}
		if r := replica.aiFrom(bob, "192.0.2.1:1000"); r.Status != 200 {
			t.Fatalf("another user: %d %s", r.Status, r.Body)
		}
		clk.t = hour.Add(59*time.Minute + 30*time.Second)
		if r := app.aiFrom(alice, "192.0.2.1:1000"); r.Status != 429 || r.Header.Get("Retry-After") != "30" ||
			!strings.Contains(r.Body, "Try again in 1 minute.") {
			t.Fatalf("30 s before the window ends: %d %v %s", r.Status, r.Header, r.Body)
		}
		// The next window starts on the hour.
		clk.t = hour.Add(time.Hour + time.Second)
		if r := replica.aiFrom(alice, "192.0.2.1:1000"); r.Status != 200 {
			t.Fatalf("next window: %d %s", r.Status, r.Body)
		}
	})
}

// TestAIRateLimitPerClient: users behind one address share its limit (an
// IPv6 client's whole /64); other addresses are not affected.
func TestAIRateLimitPerClient(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clk := &clock{t: time.Now().UTC().Truncate(time.Hour)}
		app := newTestApp(t, db, httpapi.Config{Now: clk.now, AIRateLimit: httpapi.RateLimit{PerUser: 100, PerClient: 2}})
		alice, bob := app.register("alice@example.com", "Alice"), app.register("bob@example.com", "Bob")
		if r := app.aiFrom(alice, "198.51.100.7:1"); r.Status != 200 {
			t.Fatalf("alice: %d %s", r.Status, r.Body)
		}
		if r := app.aiFrom(bob, "198.51.100.7:2"); r.Status != 200 {
			t.Fatalf("bob: %d %s", r.Status, r.Body)
		}
		r := app.aiFrom(bob, "198.51.100.7:3")
		if r.Status != 429 || r.Header.Get("Retry-After") != "3600" ||
			!strings.Contains(r.Body, "Too many AI requests from your network this hour (the limit is 2). Try again in 60 minutes.") {
			t.Fatalf("third from the address: %d %v %s", r.Status, r.Header, r.Body)
		}
		if r := app.aiFrom(bob, "198.51.100.8:3"); r.Status != 200 {
			t.Fatalf("another address: %d %s", r.Status, r.Body)
		}
		for i, addr := range []string{"[2001:db8:1:2::1]:1", "[2001:db8:1:2:ffff::9]:1"} {
			if r := app.aiFrom(alice, addr); r.Status != 200 {
				t.Fatalf("IPv6 call %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		if r := app.aiFrom(bob, "[2001:db8:1:2:abcd::1]:1"); r.Status != 429 {
			t.Fatalf("a third address of the same /64: %d %s", r.Status, r.Body)
		}
		if r := app.aiFrom(bob, "[2001:db8:1:3::1]:1"); r.Status != 200 {
			t.Fatalf("another /64: %d %s", r.Status, r.Body)
		}
	})
}

// TestUploadRateLimit: uploads have their own limit; AI calls do not use
// it up.
func TestUploadRateLimit(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{UploadRateLimit: httpapi.RateLimit{PerUser: 1}, AIRateLimit: httpapi.RateLimit{PerUser: 5}})
	alice := app.register("alice@example.com", "Alice")
	for i := 0; i < 3; i++ {
		if r := app.aiFrom(alice, "192.0.2.1:1"); r.Status != 200 {
			t.Fatalf("ai %d: %d %s", i, r.Status, r.Body)
		}
	}
	resume := `{"basics":{"name":"Alice Tester","email":"alice@example.com"}}`
	if r := app.do("POST", "/api/resumes/json-resume", alice.Token, resume); r.Status != 201 && r.Status != 200 {
		t.Fatalf("first import: %d %s", r.Status, r.Body)
	}
	r := app.do("POST", "/api/resumes/json-resume", alice.Token, resume)
	if r.Status != 429 || r.Header.Get("Retry-After") == "" || !strings.Contains(r.Body, "You have reached the limit of 1 uploads an hour.") {
		t.Fatalf("second import: %d %v %s", r.Status, r.Header, r.Body)
	}
}

// TestRateLimitsOffWithZero: no limit configured, no counting at all.
func TestRateLimitsOffWithZero(t *testing.T) {
	db := sqldbtest.SQLite(t)
	app := newTestApp(t, db, httpapi.Config{})
	alice := app.register("alice@example.com", "Alice")
	for i := 0; i < 30; i++ {
		if r := app.aiFrom(alice, "192.0.2.1:1"); r.Status != 200 {
			t.Fatalf("call %d: %d %s", i+1, r.Status, r.Body)
		}
	}
	if n := sqldbtest.CountRows(t, db, "rate_limit_hits"); n != 0 {
		t.Fatalf("%d rate-limit rows with limits off", n)
	}
}

// TestEveryExpensiveRouteIsLimited: each AI and upload route answers 429 to
// a user's second call in an hour under a limit of 1 (whatever the first
// call's answer was), and the cheap routes are never counted.
func TestEveryExpensiveRouteIsLimited(t *testing.T) {
	db := sqldbtest.SQLite(t)
	app := newTestApp(t, db, httpapi.Config{DemoAccountsPerHour: 0,
		AIRateLimit: httpapi.RateLimit{PerUser: 1}, UploadRateLimit: httpapi.RateLimit{PerUser: 1}})
	routes := []string{
		"/api/ai/resume-interview", "/api/ai/adaptive-interview-questions", "/api/ai/interview-questions",
		"/api/ai/evaluate-advanced-response", "/api/ai/evaluate-response", "/api/ai/real-time-analysis",
		"/api/ai/extract-personal-info", "/api/ai/analyze-skill-gap", "/api/ai/job-recommendations", "/api/ai/optimize-resume",
		"/api/career/generate-insights", "/api/career/analyze", "/api/career/interview", "/api/career/interview/analyze",
		"/api/cover-letters/generate", "/api/cover-letters/x/regenerate",
		"/api/application-responses/generate", "/api/application-responses/x/regenerate",
		"/api/portfolio-summaries/generate", "/api/portfolio-summaries/x/regenerate",
		"/api/learning/tutor", "/api/learning/complete-challenge",
		"/api/resumes/upload", "/api/linkedin/import-file", "/api/resumes/json-resume",
	}
	for _, path := range routes {
		r := app.do("POST", "/api/auth/demo", "", nil)
		var out struct{ Token string }
		decode(t, r.Body, &out)
		first := app.do("POST", path, out.Token, "{}")
		if first.Status == 429 || first.Status == 404 && strings.Contains(first.Body, `"Not found"`) {
			t.Errorf("%s first call: %d %s", path, first.Status, first.Body)
		}
		if second := app.do("POST", path, out.Token, "{}"); second.Status != 429 {
			t.Errorf("%s second call: %d %s", path, second.Status, second.Body)
		}
		for i := 0; i < 3; i++ {
			if r := app.do("GET", "/api/auth/user", out.Token, nil); r.Status != 200 {
				t.Errorf("%s: a cheap call after the limit: %d %s", path, r.Status, r.Body)
			}
		}
	}
	if n := sqldbtest.CountRows(t, db, "rate_limit_hits"); n != len(routes) {
		t.Errorf("%d rate-limit rows, want one per route's user (%d)", n, len(routes))
	}
}

// TestRateLimitSignedOut: signed-out calls get the 401 and count nothing.
func TestRateLimitSignedOut(t *testing.T) {
	db := sqldbtest.SQLite(t)
	app := newTestApp(t, db, httpapi.Config{AIRateLimit: httpapi.RateLimit{PerUser: 1, PerClient: 1}})
	for i := 0; i < 3; i++ {
		if r := app.do("POST", "/api/ai/extract-personal-info", "", extractBody); r.Status != 401 {
			t.Fatalf("signed out %d: %d %s", i, r.Status, r.Body)
		}
	}
	if n := sqldbtest.CountRows(t, db, "rate_limit_hits"); n != 0 {
		t.Fatal(fmt.Sprint(n, " rows for signed-out calls"))
	}
}

// TestPlanRefusalsDoNotCount: a starter user's refused coach calls (402)
// and refused resume reviews past the month's five do not use up the
// hour's AI calls; calls that run do, and the limit still holds.
func TestPlanRefusalsDoNotCount(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{AIRateLimit: httpapi.RateLimit{PerUser: 7, PerClient: 7}})
		alice := app.register("starter@example.com", "Starter")
		coach := map[string]any{"jobTitle": "Engineer", "type": "behavioral", "adaptiveLevel": 1}
		for i := 0; i < 20; i++ {
			r := app.do("POST", "/api/ai/adaptive-interview-questions", alice.Token, coach)
			if r.Status != http.StatusPaymentRequired || !strings.Contains(r.Body, `"upgradeUrl"`) {
				t.Fatalf("coach call %d on starter: %d %s", i+1, r.Status, r.Body)
			}
		}
		optimize := map[string]any{"resumeContent": map[string]any{"skills": []string{"Go"}}, "targetRole": "Software Engineer"}
		for i := 0; i < 5; i++ {
			if r := app.do("POST", "/api/ai/optimize-resume", alice.Token, optimize); r.Status != 200 {
				t.Fatalf("review %d of starter's 5: %d %s", i+1, r.Status, r.Body)
			}
		}
		for i := 0; i < 10; i++ {
			if r := app.do("POST", "/api/ai/optimize-resume", alice.Token, optimize); r.Status != http.StatusPaymentRequired {
				t.Fatalf("review past the month's 5: %d %s", r.Status, r.Body)
			}
		}
		// Five calls ran; after the upgrade the coach runs twice more...
		app.onPlan(alice, "professional")
		for i := 0; i < 2; i++ {
			if r := app.do("POST", "/api/ai/adaptive-interview-questions", alice.Token, coach); r.Status != 200 {
				t.Fatalf("coach call %d after the upgrade: %d %s", i+1, r.Status, r.Body)
			}
		}
		// ...and then the hour's seven are used.
		if r := app.do("POST", "/api/ai/adaptive-interview-questions", alice.Token, coach); r.Status != 429 ||
			!strings.Contains(r.Body, "You have reached the limit of 7 AI requests an hour.") {
			t.Fatalf("the eighth call that runs: %d %s", r.Status, r.Body)
		}
	})
}

// TestBusyUploadsDoNotCount: an upload refused for want of a parse slot
// (503) does not use up the hour's uploads.
func TestBusyUploadsDoNotCount(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		gate := auth.NewGate(1, 0, time.Second)
		app := newTestApp(t, db, httpapi.Config{ParseGate: gate, UploadRateLimit: httpapi.RateLimit{PerUser: 1}})
		a := app.register("retry@example.com", "Retry")
		bomb := docxBomb(t)
		release := make(chan struct{})
		done := make(chan struct{})
		go func() { defer close(done); _ = gate.Do(context.Background(), func() { <-release }) }()
		waitGate(t, gate, 1, 1)
		for i := 0; i < 3; i++ {
			if r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", bomb, a.ID); r.Status != 503 {
				t.Fatalf("busy upload %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		close(release)
		<-done
		if r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", bomb, a.ID); r.Status != 400 {
			t.Fatalf("the upload that runs: %d %s", r.Status, r.Body)
		}
		if r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", bomb, a.ID); r.Status != 429 {
			t.Fatalf("past the hour's one: %d %s", r.Status, r.Body)
		}
	})
}
