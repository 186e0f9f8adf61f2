package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/sqldb"
)

// leverBoard serves the Lever fixture of internal/ingest as api.lever.co
// would, and 503 for the board "down".
func leverBoard(t *testing.T) *httptest.Server {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "internal", "ingest", "testdata", "lever_postings.json"))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v0/postings/leverdemo", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write(data) })
	mux.HandleFunc("GET /v0/postings/down", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "down", http.StatusServiceUnavailable) })
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestIngestCommand(t *testing.T) {
	lever := leverBoard(t)
	dir := t.TempDir()
	csv := filepath.Join(dir, "jobs.csv")
	if err := os.WriteFile(csv, []byte("id,title,company,location,apply_url\n1,Line Cook,Olive Kitchen,\"Omaha, NE\",https://olive.example/jobs/1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	settings := map[string]string{"DATABASE_URL": filepath.Join(dir, "stride.db"), "LEVER_API_URL": lever.URL, "JOB_SOURCES_ALLOW_PRIVATE": "true"}
	var out, errOut strings.Builder
	code := command([]string{"ingest", "lever:leverdemo", "lever:down", csv}, env(settings), &out, &errOut)
	if code != 1 {
		t.Errorf("exit %d with a failing source, want 1\n%s%s", code, out.String(), errOut.String())
	}
	for _, want := range []string{"lever:leverdemo: reading…", "lever:leverdemo: 2 postings read", "lever:leverdemo: 2 fetched, 2 added",
		"lever:down: failed", "503", "file:" + csv + ": 1 fetched, 1 added", "3 sources, 1 failed: 3 postings added, 0 updated, 0 closed."} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if code := command([]string{"ingest", "lever:leverdemo", csv}, env(settings), &out, &errOut); code != 0 ||
		!strings.Contains(out.String(), "2 sources, 0 failed: 0 postings added, 0 updated, 0 closed.") {
		t.Errorf("re-run: exit %d\n%s", code, out.String())
	}
	for args, want := range map[string]string{"ingest": "give at least one SOURCE", "ingest ftp://x": "not a source",
		"ingest greenhouse:a/b": "not a board name"} {
		errOut.Reset()
		if code := command(strings.Fields(args), env(settings), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), want) {
			t.Errorf("%s: exit %d %q, want 2 and %q", args, code, errOut.String(), want)
		}
	}
	delete(settings, "JOB_SOURCES_ALLOW_PRIVATE")
	out.Reset()
	if code := command([]string{"ingest", "lever:leverdemo"}, env(settings), &out, &errOut); code != 1 || !strings.Contains(out.String(), "not allowed") {
		t.Errorf("a loopback API without JOB_SOURCES_ALLOW_PRIVATE: exit %d\n%s", code, out.String())
	}
}

// The server ingests JOB_SOURCES at start; with CATALOG_JOBS=0 search
// holds the real postings alone.
func TestServerIngestsJobSources(t *testing.T) {
	lever := leverBoard(t)
	port := freePort(t)
	_, stop := runInBackground(t, map[string]string{"PORT": fmt.Sprint(port), "DATABASE_URL": filepath.Join(t.TempDir(), "s.db"),
		"CATALOG_JOBS": "0", "JOB_SOURCES": "lever:leverdemo", "LEVER_API_URL": lever.URL, "JOB_SOURCES_ALLOW_PRIVATE": "true"})
	defer func() { _ = stop(10 * time.Second) }()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	if !waitReady(http.DefaultClient, base) {
		t.Fatal("server did not come up")
	}
	var jobs []struct {
		Title, Company, Source string
		Sample                 bool
		ApplyURL               string `json:"applyUrl"`
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		r, err := http.Get(base + "/api/jobs")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if err := json.Unmarshal(body, &jobs); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		if len(jobs) > 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(jobs) != 2 {
		t.Fatalf("jobs: %+v, want the 2 Lever postings alone", jobs)
	}
	for _, j := range jobs {
		if j.Source != "lever:leverdemo" || j.Sample || !strings.HasPrefix(j.ApplyURL, "https://jobs.lever.co/leverdemo/") || j.Company != "Leverdemo" {
			t.Errorf("posting: %+v", j)
		}
	}
}

func TestJobSourcesSettings(t *testing.T) {
	c, err := loadConfig(env(map[string]string{"JOB_SOURCES": " greenhouse:acme  lever:acme\nashby:acme https://acme.example/careers "}))
	if err != nil || len(c.JobSources) != 4 || c.JobSourcesEvery != 6*time.Hour || c.Ingest.Fetcher.AllowPrivate {
		t.Errorf("JOB_SOURCES: %+v %v", c.JobSources, err)
	}
	for _, bad := range []map[string]string{{"JOB_SOURCES": "monster:acme"}, {"JOB_SOURCES_EVERY": "10s"},
		{"GREENHOUSE_API_URL": "boards"}, {"JOB_SOURCES": "http://acme.example/careers"}, {"JOB_SOURCES_ALLOW_PRIVATE": "maybe"}} {
		if _, err := loadConfig(env(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// A source refreshed within the period (by this replica or another on the
// same database) is not read again; a failing one is logged and the next
// still runs.
func TestRefreshSkipsRecentSources(t *testing.T) {
	var hits atomic.Int32
	data, err := os.ReadFile(filepath.Join("..", "..", "internal", "ingest", "testdata", "lever_postings.json"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/down") {
			http.Error(w, "down", http.StatusBadGateway)
			return
		}
		hits.Add(1)
		_, _ = w.Write(data)
	}))
	defer srv.Close()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	open := func() *sqldb.DB {
		db, err := sqldb.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		return db
	}
	cfg := ingest.Config{LeverURL: srv.URL, Fetcher: ingest.FetcherOptions{AllowPrivate: true}}
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	for range 2 { // two replicas, one after the other
		db := open()
		store := sqldb.NewJobService(db)
		refreshOnce(ctx, ingest.New(cfg, store, catalog.MustLoad()), store, []string{"lever:down", "lever:leverdemo"}, time.Hour, log)
	}
	if n := hits.Load(); n != 1 {
		t.Errorf("the board was read %d times in one period by two replicas, want 1", n)
	}
	if !strings.Contains(logs.String(), "job source failed") || !strings.Contains(logs.String(), "added=2") {
		t.Errorf("logs:\n%s", logs.String())
	}
}
