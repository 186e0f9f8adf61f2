package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/metrics"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

const metricsToken = "metrics-token-0123456789"

// withMetrics turns metrics on, the AI engine instrumented as main does.
func withMetrics(m *metrics.Metrics, db *sqldb.DB, provider ai.Provider) func(*httpapi.Services) {
	return func(s *httpapi.Services) {
		for name, pool := range db.Pools() {
			m.AddDB(name, pool)
		}
		s.AI = ai.Instrument(provider, m.AIObserver(provider.Name()))
		s.Metrics = m
	}
}

// scrape reads /metrics with the token.
func (a *testApp) scrape() string {
	a.t.Helper()
	r := a.doFrom("GET", "/metrics", "192.0.2.1:1", map[string]string{"Authorization": "Bearer " + metricsToken}, "")
	if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain") {
		a.t.Fatalf("/metrics: %d %v %.300s", r.Status, r.Header, r.Body)
	}
	return r.Body
}

// hasLines fails t for each line missing from a scrape.
func hasLines(t *testing.T, scrape string, lines ...string) {
	t.Helper()
	have := map[string]bool{}
	for _, l := range strings.Split(scrape, "\n") {
		have[l] = true
	}
	for _, l := range lines {
		if !have[l] {
			t.Errorf("/metrics lacks %q", l)
		}
	}
}

// TestMetricsCountRequestsByRoute: requests are counted by the routing
// table's pattern (two job ids are one series, the ids appear nowhere),
// method and status, with a latency histogram; database pools and AI calls
// are there too.
func TestMetricsCountRequestsByRoute(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		m := metrics.New()
		app := newTestApp(t, db, httpapi.Config{MetricsToken: metricsToken, AIRateLimit: httpapi.RateLimit{PerUser: 2}},
			withMetrics(m, db, ai.NewLocal()))
		alice := app.register("alice@example.com", "Alice")
		app.do("GET", "/api/jobs/job-one-404", alice.Token, nil)
		app.do("GET", "/api/jobs/job-two-404", alice.Token, nil)
		app.do("GET", "/api/nothing-here", "", nil)
		for i := 0; i < 3; i++ {
			app.aiFrom(alice, "192.0.2.1:1")
		}
		out := app.scrape()
		hasLines(t, out,
			`stride_http_requests_total{method="GET",route="GET /api/jobs/{id}",status="404"} 2`,
			`stride_http_request_duration_seconds_count{method="GET",route="GET /api/jobs/{id}"} 2`,
			`stride_http_requests_total{method="POST",route="POST /api/auth/register",status="201"} 1`,
			`stride_http_requests_total{method="GET",route="/api/",status="404"} 1`,
			`stride_http_requests_total{method="POST",route="POST /api/ai/extract-personal-info",status="200"} 2`,
			`stride_http_requests_total{method="POST",route="POST /api/ai/extract-personal-info",status="429"} 1`,
			`stride_ai_calls_total{operation="ExtractPersonalInfo",provider="local"} 2`,
			`stride_ai_call_duration_seconds_count{operation="ExtractPersonalInfo",provider="local"} 2`,
			`stride_rate_limited_total{kind="ai",scope="user"} 1`,
		)
		for _, raw := range []string{"job-one-404", "job-two-404", "nothing-here"} {
			if strings.Contains(out, raw) {
				t.Errorf("/metrics names the raw path %s", raw)
			}
		}
		pool := `db_name="main"`
		if db.Dialect == sqldb.SQLite {
			pool = `db_name="write"`
		}
		if !strings.Contains(out, "go_sql_max_open_connections{"+pool+"}") || !strings.Contains(out, "go_sql_open_connections{"+pool+"}") {
			t.Errorf("/metrics lacks the pool statistics of %s", pool)
		}
		if strings.Contains(out, "stride_ai_failures_total{") {
			t.Error("a failure counted for calls that succeeded")
		}
		// The scrape itself is counted once the next scrape looks.
		hasLines(t, app.scrape(), `stride_http_requests_total{method="GET",route="GET /metrics",status="200"} 1`)
	})
}

// TestMetricsCountAIFailures: a provider that fails is counted as a call
// and a failure of its operation.
func TestMetricsCountAIFailures(t *testing.T) {
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "overloaded", http.StatusServiceUnavailable)
	}))
	defer down.Close()
	o := ai.NewOpenAI(down.URL, "key", "model")
	o.Retries, o.Backoff = 0, 0
	db := sqldbtest.SQLite(t)
	m := metrics.New()
	app := newTestApp(t, db, httpapi.Config{MetricsToken: metricsToken}, withMetrics(m, db, o))
	alice := app.register("alice@example.com", "Alice")
	if r := app.aiFrom(alice, "192.0.2.1:1"); r.Status != http.StatusServiceUnavailable {
		t.Fatalf("AI call with the provider down: %d %s", r.Status, r.Body)
	}
	hasLines(t, app.scrape(),
		`stride_ai_calls_total{operation="ExtractPersonalInfo",provider="openai"} 1`,
		`stride_ai_failures_total{operation="ExtractPersonalInfo",provider="openai"} 1`,
		`stride_http_requests_total{method="POST",route="POST /api/ai/extract-personal-info",status="503"} 1`,
	)
}

// TestMetricsNeedTheToken: /metrics answers only the token's bearer, and
// not at all when no token is configured.
func TestMetricsNeedTheToken(t *testing.T) {
	db := sqldbtest.SQLite(t)
	app := newTestApp(t, db, httpapi.Config{MetricsToken: metricsToken}, withMetrics(metrics.New(), db, ai.NewLocal()))
	for _, auth := range []string{"", "Bearer wrong-token-0123456789", "Bearer " + metricsToken + "x", metricsToken} {
		r := app.doFrom("GET", "/metrics", "192.0.2.1:1", map[string]string{"Authorization": auth}, "")
		if r.Status != 401 || r.Header.Get("WWW-Authenticate") == "" || !strings.Contains(r.Body, "Send the metrics token") ||
			strings.Contains(r.Body, "stride_http") {
			t.Errorf("Authorization %q: %d %v %s", auth, r.Status, r.Header, r.Body)
		}
	}
	off := newTestApp(t, db, httpapi.Config{})
	if r := off.doFrom("GET", "/metrics", "192.0.2.1:1", map[string]string{"Authorization": "Bearer " + metricsToken}, ""); r.Status != 404 ||
		!strings.Contains(r.Body, `{"message":"Not found"}`) {
		t.Errorf("metrics off: %d %s", r.Status, r.Body)
	}
}
