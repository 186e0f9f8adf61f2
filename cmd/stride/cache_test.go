package main

import (
	"os"
	"testing"
)

// TestMain gives the servers the tests start (in process and built) a
// cache folder of their own, where a PostgreSQL database's job search
// index is saved by default (JOB_INDEX_FILE), instead of the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "stride-cache-")
	if err != nil {
		panic(err)
	}
	_ = os.Setenv("XDG_CACHE_HOME", dir)
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}
