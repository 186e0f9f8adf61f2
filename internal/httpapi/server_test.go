package httpapi_test

import (
	"compress/gzip"
	"io"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestResponsesAreCompressed(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	seedJobs(t, app.db)
	req := httptest.NewRequest("GET", "/api/jobs", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	app.handler.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !strings.Contains(string(body), "Senior Go Developer") {
		t.Fatalf("body %s", body)
	}
}

func TestCSPAdmitsStripeOnlyWithPayments(t *testing.T) {
	db := sqldbtest.SQLite(t)
	plain := newTestApp(t, db, httpapi.Config{}).do("GET", "/", "", nil).Header.Get("Content-Security-Policy")
	paid := newTestApp(t, db, httpapi.Config{StripePublishableKey: "pk_test_x"}).do("GET", "/", "", nil).Header.Get("Content-Security-Policy")
	if strings.Contains(plain, "stripe") || !strings.Contains(plain, "frame-src 'none'") {
		t.Errorf("demo mode CSP: %s", plain)
	}
	for _, want := range []string{"script-src 'self' https://js.stripe.com", "frame-src https://js.stripe.com", "connect-src 'self' https://api.stripe.com", "frame-ancestors 'none'"} {
		if !strings.Contains(paid, want) {
			t.Errorf("payments CSP lacks %q: %s", want, paid)
		}
	}
}
