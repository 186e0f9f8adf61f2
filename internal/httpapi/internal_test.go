package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestPanicBecomesOpaque500(t *testing.T) {
	var logs bytes.Buffer
	s := New(Config{}, Services{}, slog.New(slog.NewTextHandler(&logs, nil)), nil)
	h := s.recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		panic("database password is hunter2")
	}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	if rec.Code != 500 || strings.TrimSpace(rec.Body.String()) != `{"message":"Internal error."}` {
		t.Fatalf("got %d %s", rec.Code, rec.Body)
	}
	if !strings.Contains(logs.String(), "hunter2") {
		t.Fatal("the panic must reach the log")
	}
}

func TestInternalErrorsDoNotLeak(t *testing.T) {
	s := New(Config{}, Services{}, slog.New(slog.DiscardHandler), nil)
	h := s.wrap(func(w http.ResponseWriter, r *http.Request) error {
		return errSecret
	})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	if rec.Code != 500 || strings.Contains(rec.Body.String(), "pq:") {
		t.Fatalf("got %d %s", rec.Code, rec.Body)
	}
}

type secretErr struct{}

func (secretErr) Error() string { return "pq: relation users at 10.0.0.3 failed" }

var errSecret = secretErr{}

func TestClientAddr(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "203.0.113.9:555"
	r.Header.Set("X-Forwarded-For", "1.2.3.4, 198.51.100.7")
	if got := (&Server{}).clientAddr(r); got != "203.0.113.9" {
		t.Errorf("untrusted proxy: %s", got)
	}
	if got := (&Server{cfg: Config{TrustProxy: true}}).clientAddr(r); got != "198.51.100.7" {
		t.Errorf("trusted proxy: %s", got)
	}
	for _, junk := range []string{"\xff\x00", strings.Repeat("9", 3000), "1.2.3.4, not-an-address"} {
		r.Header.Set("X-Forwarded-For", junk)
		if got := (&Server{cfg: Config{TrustProxy: true}}).clientAddr(r); got != "203.0.113.9" {
			t.Errorf("trusted proxy, junk %.20q: %s", junk, got)
		}
	}
}

// index.html's inline scripts (the early session check) run under the
// Content-Security-Policy because it names each by its SHA-256; an index
// without one admits only the app's own files.
func TestCSPAdmitsIndexInlineScriptsByHash(t *testing.T) {
	for _, tc := range []struct{ index, want string }{
		{
			"<head><script>var a=1</script>\n<script type=\"module\" src=\"/assets/app.js\"></script></head><body><script>b()</script></body>",
			"script-src 'self' 'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=' 'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=';",
		},
		{"<head><script type=\"module\" src=\"/assets/app.js\"></script></head>", "script-src 'self';"},
	} {
		web := fstest.MapFS{"index.html": {Data: []byte(tc.index)}}
		s := New(Config{}, Services{}, slog.New(slog.DiscardHandler), web)
		rec := httptest.NewRecorder()
		s.securityHeaders(http.NotFoundHandler()).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, tc.want) {
			t.Errorf("index %q: CSP %q, want %q", tc.index, csp, tc.want)
		}
	}
}

// With landing.html in the build (the landing page rendered at build time),
// '/' answers it, every other page of the app index.html; the policy admits
// the inline scripts of both, each once.
func TestLandingPageForRoot(t *testing.T) {
	index := "<head><script>early()</script></head><body>app</body>"
	landing := "<head><script>early()</script><script>choose()</script></head><body>landing</body>"
	s := New(Config{}, Services{}, slog.New(slog.DiscardHandler), fstest.MapFS{
		"index.html":   {Data: []byte(index)},
		"landing.html": {Data: []byte(landing)},
	})
	for path, want := range map[string]string{"/": landing, "/?ref=mail": landing, "/login": index, "/jobs": index, "/index.html": index} {
		rec := httptest.NewRecorder()
		s.spa().ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 || rec.Body.String() != want {
			t.Errorf("%s: %d %q, want %q", path, rec.Code, rec.Body.String(), want)
		}
	}
	rec := httptest.NewRecorder()
	s.securityHeaders(http.NotFoundHandler()).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	csp := rec.Header().Get("Content-Security-Policy")
	for _, script := range []string{"early()", "choose()"} {
		sum := sha256.Sum256([]byte(script))
		src := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if strings.Count(csp, src) != 1 {
			t.Errorf("CSP %q: want %s once", csp, src)
		}
	}
}
