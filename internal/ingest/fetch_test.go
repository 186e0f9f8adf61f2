package ingest

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestFetcherRefusesPrivateAddresses(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("secret")) }))
	defer srv.Close()
	f := NewFetcher(FetcherOptions{})
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	for _, u := range []string{srv.URL, "http://localhost:" + port + "/", "http://[::1]:" + port + "/", "http://169.254.169.254/latest/meta-data/",
		"http://10.0.0.1/", "http://192.168.1.1/"} {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		_, _, err := f.Get(ctx, u)
		cancel()
		if !errors.Is(err, ErrBlockedAddress) {
			t.Errorf("GET %s: %v, want ErrBlockedAddress", u, err)
		}
	}
	// Redirects are followed (each hop is dialled through the same address
	// check as the first request).
	redirect := NewFetcher(FetcherOptions{AllowPrivate: true})
	hop := httptest.NewServer(http.RedirectHandler("http://127.0.0.1:"+port+"/", http.StatusFound))
	defer hop.Close()
	if body, _, err := redirect.Get(context.Background(), hop.URL); err != nil || string(body) != "secret" {
		t.Errorf("allowed, the redirect is followed: %q %v", body, err)
	}
	if _, _, err := f.Get(context.Background(), "file:///etc/passwd"); err == nil {
		t.Error("a file URL is fetched")
	}
	allowed := NewFetcher(FetcherOptions{AllowPrivate: true})
	if body, _, err := allowed.Get(context.Background(), srv.URL); err != nil || string(body) != "secret" {
		t.Errorf("AllowPrivate: %q %v", body, err)
	}
}

func TestFetcherLimitsRetriesAndRate(t *testing.T) {
	var hits, flaky atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte(strings.Repeat("x", 2048))) })
	mux.HandleFunc("/flaky", func(w http.ResponseWriter, r *http.Request) {
		if flaky.Add(1) == 1 {
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte("ok"))
	})
	mux.HandleFunc("/down", func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.Error(w, "down", http.StatusInternalServerError)
	})
	mux.HandleFunc("/missing", func(w http.ResponseWriter, r *http.Request) { hits.Add(1); http.NotFound(w, r) })
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) { time.Sleep(2 * time.Second) })
	mux.HandleFunc("/fast", func(w http.ResponseWriter, r *http.Request) {})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx := context.Background()

	f := NewFetcher(FetcherOptions{AllowPrivate: true, MaxBytes: 1024, Timeout: 300 * time.Millisecond, PerHost: 1000, Burst: 100})
	if _, _, err := f.Get(ctx, srv.URL+"/big"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("2 KiB past a 1 KiB limit: %v", err)
	}
	if body, _, err := f.Get(ctx, srv.URL+"/flaky"); err != nil || string(body) != "ok" {
		t.Errorf("a 503 then a 200: %q %v", body, err)
	}
	var se *StatusError
	if _, _, err := f.Get(ctx, srv.URL+"/down"); !errors.As(err, &se) || se.Status != 500 || hits.Load() != 2 {
		t.Errorf("a 500 twice: %v after %d requests, want 2", err, hits.Load())
	}
	hits.Store(0)
	if _, _, err := f.Get(ctx, srv.URL+"/missing"); !errors.As(err, &se) || se.Status != 404 || hits.Load() != 1 {
		t.Errorf("a 404 is not retried: %v after %d requests", err, hits.Load())
	}
	start := time.Now()
	if _, _, err := f.Get(ctx, srv.URL+"/slow"); err == nil || time.Since(start) > 1500*time.Millisecond {
		t.Errorf("a slow answer: %v after %s, want a timeout (300 ms, and one retry)", err, time.Since(start))
	}

	slow := NewFetcher(FetcherOptions{AllowPrivate: true, PerHost: 10, Burst: 1})
	start = time.Now()
	for range 4 {
		if _, _, err := slow.Get(ctx, srv.URL+"/fast"); err != nil {
			t.Fatal(err)
		}
	}
	if d := time.Since(start); d < 250*time.Millisecond {
		t.Errorf("4 requests at 10 a second to one host took %s, want at least 300 ms", d)
	}
}

func TestHTMLText(t *testing.T) {
	got := HTMLText(`<h2>Role</h2><p>Build <b>things</b>.<br>Daily.</p><ul><li>Go</li><li>SQL</li></ul><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(2)>`)
	want := "Role\n\nBuild things.\nDaily.\n\n• Go\n• SQL"
	if got != want {
		t.Errorf("HTMLText:\n%q\nwant\n%q", got, want)
	}
	if got := HTMLText("&lt;p&gt;Escaped &amp;amp; kept&lt;/p&gt;"); got != "Escaped & kept" {
		t.Errorf("escaped HTML: %q", got)
	}
}

func TestSalaryAndType(t *testing.T) {
	for _, c := range []struct {
		lo, hi   float64
		cur, u   string
		expected string
	}{
		{120000, 150000, "USD", "year", "$120k - $150k"},
		{21, 25, "USD", "hour", "$21 - $25 / hour"},
		{60000, 60000, "EUR", "year", "€60k"},
		{50000, 70000, "JPY", "year", "JPY 50k - JPY 70k"},
		{0, 0, "USD", "year", ""},
	} {
		if got := salaryRange(c.lo, c.hi, c.cur, c.u); got != c.expected {
			t.Errorf("salaryRange(%v, %v, %s, %s) = %q, want %q", c.lo, c.hi, c.cur, c.u, got, c.expected)
		}
	}
	for in, want := range map[string]string{"FullTime": "full-time", "FULL_TIME": "full-time", "Part-time": "part-time",
		"PART_TIME": "part-time", "CONTRACTOR": "contract", "Temporary": "contract", "Intern": "full-time", "": "full-time"} {
		if got := jobType(in); got != want {
			t.Errorf("jobType(%q) = %q, want %q", in, got, want)
		}
	}
}
