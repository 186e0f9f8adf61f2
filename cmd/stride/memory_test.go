package main

import (
	"context"
	"log/slog"
	"math"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// Without GOMEMLIMIT, the soft memory limit is the live heap plus the
// headroom; with it, the limit is left as GOMEMLIMIT set it.
func TestBoundMemory(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	log := slog.New(slog.DiscardHandler)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()

	debug.SetMemoryLimit(math.MaxInt64)
	boundMemory(ctx, func(k string) string { return map[string]string{"GOMEMLIMIT": "1GiB"}[k] }, time.Hour, log)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("with GOMEMLIMIT set, the limit became %d", got)
	}

	boundMemory(ctx, func(string) string { return "" }, time.Hour, log)
	if got := debug.SetMemoryLimit(-1); got < memoryHeadroom || got == math.MaxInt64 {
		t.Errorf("limit %d, want the live heap plus %d", got, memoryHeadroom)
	}
}

// The job search index is saved beside a SQLite file, under the user's
// cache folder for PostgreSQL (the same file whatever the password),
// where JOB_INDEX_FILE says, or nowhere.
func TestJobIndexFile(t *testing.T) {
	get := func(v string) func(string) string {
		return func(k string) string {
			if k == "JOB_INDEX_FILE" {
				return v
			}
			return ""
		}
	}
	if got := jobIndexFile(get(""), "data/stride.db"); got != "data/stride.db.jobindex" {
		t.Errorf("SQLite: %q", got)
	}
	if got := jobIndexFile(get(""), "file:data/x.db?_pragma=busy_timeout(5000)"); got != "data/x.db.jobindex" {
		t.Errorf("SQLite URL: %q", got)
	}
	a, b := jobIndexFile(get(""), "postgres://u:one@h/db"), jobIndexFile(get(""), "postgres://u:two@h/db")
	if a == "" || a != b || strings.Contains(a, "one") {
		t.Errorf("PostgreSQL: %q and %q", a, b)
	}
	if c := jobIndexFile(get(""), "postgres://u:one@h/other"); c == a {
		t.Errorf("two PostgreSQL databases share %q", c)
	}
	if got := jobIndexFile(get("off"), "data/stride.db"); got != "" {
		t.Errorf("off: %q", got)
	}
	if got := jobIndexFile(get("/var/cache/stride.index"), "data/stride.db"); got != "/var/cache/stride.index" {
		t.Errorf("set: %q", got)
	}
}
