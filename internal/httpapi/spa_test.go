package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestWebAppAndHeaders(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	for _, tc := range []struct {
		path, want, cache string
		status            int
	}{
		{"/", "Stride app", "no-cache", 200},
		{"/jobs/123/apply", "Stride app", "no-cache", 200},
		{"/anything/unknown", "Stride app", "no-cache", 200},
		{"/assets/app-1a2b.js", "console.log(1)", "public, max-age=31536000, immutable", 200},
		{"/logo.svg", "<svg/>", "public, max-age=3600", 200},
		{"/healthz", `{"status":"ok"}`, "no-store", 200},
	} {
		r := app.do("GET", tc.path, "", nil)
		if r.Status != tc.status || !strings.Contains(r.Body, tc.want) || r.Header.Get("Cache-Control") != tc.cache {
			t.Errorf("%s: %d %q cache %q", tc.path, r.Status, r.Body, r.Header.Get("Cache-Control"))
		}
		csp := r.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: CSP %q", tc.path, csp)
		}
		if r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("Referrer-Policy") == "" {
			t.Errorf("%s: missing security headers %v", tc.path, r.Header)
		}
	}
	if r := app.do("POST", "/somewhere", "", "{}"); r.Status != http.StatusMethodNotAllowed {
		t.Errorf("POST to app path: %d", r.Status)
	}
}
