package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
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

// A page of the app's router gets index.html with its scripts listed as
// module preloads at low priority, fetched after the stylesheet and the
// entry; any other path gets index.html as it is.
func TestRoutePreloads(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	preload := func(file string) string {
		return `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/` + file + `">`
	}
	for _, tc := range []struct {
		path string
		want []string
	}{
		{"/dashboard", []string{preload("dashboard-1a2b.js"), preload("shared-3c4d.js")}},
		{"/dashboard/", []string{preload("dashboard-1a2b.js"), preload("shared-3c4d.js")}},
		{"/jobs/42/apply", []string{preload("job-apply-5e6f.js")}},
	} {
		r := app.do("GET", tc.path, "", nil)
		if r.Status != 200 || r.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d, cache %q", tc.path, r.Status, r.Header.Get("Cache-Control"))
		}
		for _, want := range tc.want {
			head, _, _ := strings.Cut(r.Body, "</head>")
			if !strings.Contains(head, want) {
				t.Errorf("%s: no %s in the head of %q", tc.path, want, r.Body)
			}
		}
		if strings.Count(r.Body, "modulepreload") != len(tc.want) || !strings.Contains(r.Body, "<title>Stride app</title>") {
			t.Errorf("%s: %q", tc.path, r.Body)
		}
	}
	for _, path := range []string{"/", "/jobs", "/jobs/42", "/jobs/42/apply/now", "/dashboard/more", "/anything/unknown"} {
		if r := app.do("GET", path, "", nil); r.Status != 200 || r.Body != testIndexHTML {
			t.Errorf("%s: want index.html as it is, got %d %q", path, r.Status, r.Body)
		}
	}
}

func gzipped(s string) []byte {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	_, _ = zw.Write([]byte(s))
	_ = zw.Close()
	return b.Bytes()
}

// A script with a precompressed copy goes out as that copy to clients that
// accept gzip (the browser's usual Accept-Encoding included), as itself to
// the others; a script without one is served as before.
func TestPrecompressedAssets(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	get := func(path, accept string) *http.Response {
		req := httptest.NewRequest("GET", path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		rec := httptest.NewRecorder()
		app.handler.ServeHTTP(rec, req)
		return rec.Result()
	}
	for _, accept := range []string{"gzip", "gzip, deflate, br, zstd", "br;q=1.0, GZIP;q=0.5"} {
		res := get("/assets/big-5e6f.js", accept)
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("%q: %d, Content-Encoding %q", accept, res.StatusCode, res.Header.Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("%q: body is not gzip: %v", accept, err)
		}
		body, _ := io.ReadAll(zr)
		if string(body) != "console.log('precompressed')" {
			t.Errorf("%q: body %q", accept, body)
		}
		if ct := res.Header.Get("Content-Type"); !strings.Contains(ct, "javascript") {
			t.Errorf("%q: Content-Type %q", accept, ct)
		}
		if !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Accept-Encoding") {
			t.Errorf("%q: Vary %q", accept, res.Header.Values("Vary"))
		}
		if res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%q: Cache-Control %q", accept, res.Header.Get("Cache-Control"))
		}
	}
	for _, accept := range []string{"", "identity", "gzip;q=0", "zstd"} {
		res := get("/assets/big-5e6f.js", accept)
		if res.Header.Get("Content-Encoding") == "gzip" {
			t.Errorf("%q: answered with gzip", accept)
		}
		if accept == "zstd" {
			continue // compressed on the fly
		}
		body, _ := io.ReadAll(res.Body)
		if string(body) != "console.log('plain')" {
			t.Errorf("%q: body %q", accept, body)
		}
	}
	res := get("/assets/app-1a2b.js", "gzip")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || string(body) != "console.log(1)" {
		t.Errorf("script without a precompressed copy: %d %q", res.StatusCode, body)
	}
}

// A file missing from /assets/ (a tab still running the build before a
// deploy asks for a script the new build no longer has) answers 404 as
// plain text, never index.html with 200: the browser then reports a failed
// fetch the web app can recover from, not a script of the wrong MIME type.
// Client routes still get index.html.
func TestMissingAssetIs404(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	for _, tc := range []struct{ method, path string }{
		{"GET", "/assets/missing.js"},
		{"GET", "/assets/missing-9z8y.css"},
		{"GET", "/assets/deeper/missing.js"},
		{"GET", "/assets/"},
		{"GET", "/assets"},
		{"HEAD", "/assets/missing.js"},
	} {
		r := app.do(tc.method, tc.path, "", nil)
		if r.Status != http.StatusNotFound {
			t.Errorf("%s %s: status %d, want 404", tc.method, tc.path, r.Status)
		}
		if ct := r.Header.Get("Content-Type"); strings.Contains(ct, "html") || strings.Contains(r.Body, "Stride app") {
			t.Errorf("%s %s: answered with the page (Content-Type %q, body %q)", tc.method, tc.path, ct, r.Body)
		}
		if tc.method == "GET" && !strings.Contains(r.Body, "Not found") {
			t.Errorf("%s %s: body %q", tc.method, tc.path, r.Body)
		}
		if cc := r.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s %s: Cache-Control %q, want no-store (a later deploy may add the file)", tc.method, tc.path, cc)
		}
	}
	for _, path := range []string{"/jobs", "/assetsandmore", "/jobs/assets/x.js", "/trophy-case"} {
		if r := app.do("GET", path, "", nil); r.Status != 200 || !strings.Contains(r.Body, "Stride app") {
			t.Errorf("%s: want index.html, got %d %q", path, r.Status, r.Body)
		}
	}
	if r := app.do("GET", "/assets/app-1a2b.js", "", nil); r.Status != 200 || r.Body != "console.log(1)" {
		t.Errorf("an existing asset: %d %q", r.Status, r.Body)
	}
}
