package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMain gives the servers the tests start (in process and built) a
// cache folder of their own, where a PostgreSQL database's job search
// index is saved by default (JOB_INDEX_FILE), instead of the user's. The
// go command that builds bin/stride (TestTwoReplicas, TestCrash) keeps
// the user's build cache, which it finds through the same variable: with
// an empty one it compiled every package again, two minutes of a CI run.
func TestMain(m *testing.M) {
	if os.Getenv("GOCACHE") == "" {
		if user, err := os.UserCacheDir(); err == nil {
			_ = os.Setenv("GOCACHE", filepath.Join(user, "go-build"))
		}
	}
	dir, err := os.MkdirTemp("", "stride-cache-")
	if err != nil {
		panic(err)
	}
	_ = os.Setenv("XDG_CACHE_HOME", dir)
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}
