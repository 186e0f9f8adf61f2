//go:build crashtest

// The crash test: bin/stride is killed with SIGKILL while several users
// write to it at full speed, restarted on the same database, and every
// write it acknowledged before dying must be there with its last value
// (and a SQLite file must pass PRAGMA integrity_check). Three rounds on
// SQLite, one on PostgreSQL when TEST_DATABASE_URL is set.
//
//	make crashtest    (go test -tags crashtest -run TestCrash -v ./cmd/stride)
//
// STRIDE_BIN names the binary to test; by default the test builds one.
package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/loadtest"
)

// crashUsers write at once; each is one goroutine and one connection.
const crashUsers = 8

func TestCrash(t *testing.T) {
	bin := os.Getenv("STRIDE_BIN")
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "stride")
		out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
		if err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	t.Run("sqlite", func(t *testing.T) {
		crashRounds(t, bin, filepath.Join(t.TempDir(), "crash.db"), 3)
	})
	if base := os.Getenv("TEST_DATABASE_URL"); base != "" {
		t.Run("postgres", func(t *testing.T) {
			dsn, drop, err := loadtest.PostgresSchema(base, fmt.Sprintf("crash_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9))
			if err != nil {
				t.Fatal(err)
			}
			defer drop()
			crashRounds(t, bin, dsn, 1)
		})
	}
}

// crashPort is a port nothing listens on now.
func crashPort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func crashRounds(t *testing.T, bin, dsn string, rounds int) {
	port := crashPort(t)
	dir := t.TempDir()
	start := func() *loadtest.Server {
		t.Helper()
		srv, err := loadtest.Start(bin, dsn, port, filepath.Join(dir, "stride.log"), "CATALOG_JOBS=300")
		if err != nil {
			t.Fatal(err)
		}
		return srv
	}
	srv := start()
	defer func() { _ = srv.Stop() }()
	hc := loadtest.NewHTTPClient(crashUsers+4, time.Minute)
	setup := &loadtest.Client{Base: srv.Base, HTTP: hc}
	pop := &loadtest.Population{}
	var jobs []struct{ ID string }
	if r := setup.Do("", http.MethodGet, "/api/jobs?limit=200", "", nil, &jobs); !r.OK() {
		t.Fatalf("list jobs: %d %v", r.Status, r.Err)
	}
	for _, j := range jobs {
		pop.JobIDs = append(pop.JobIDs, j.ID)
	}
	tag := fmt.Sprintf("crash-%d", time.Now().UnixNano())
	for i := range crashUsers {
		u := loadtest.NewUser(tag, i, uint64(time.Now().UnixNano()))
		if _, err := u.Register(setup); err != nil {
			t.Fatal(err)
		}
		pop.Users = append(pop.Users, u)
	}

	var before loadtest.Counts
	for round := 1; round <= rounds; round++ {
		// Write at full speed, then kill -9 mid-stream.
		c := &loadtest.Client{Base: srv.Base, HTTP: hc, Stats: loadtest.NewStats()}
		var stop atomic.Bool
		var wg sync.WaitGroup
		for _, u := range pop.Users {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for !stop.Load() {
					u.WriteStep(c, pop)
				}
			}()
		}
		time.Sleep(1500*time.Millisecond + rand.N(1500*time.Millisecond))
		stop.Store(true)
		if err := srv.Kill(); err != nil {
			t.Fatalf("kill: %v", err)
		}
		wg.Wait()
		hc.CloseIdleConnections()
		now, _ := loadtest.Summary(pop.Users)
		acked, unanswered := now.Writes()-before.Writes(), now.Unanswered-before.Unanswered
		before = now

		integrity := "not SQLite"
		if !loadtest.IsPostgres(dsn) {
			var err error
			if integrity, err = loadtest.IntegrityCheck(context.Background(), dsn); err != nil {
				t.Fatalf("integrity_check: %v", err)
			}
			if integrity != "ok" {
				t.Fatalf("round %d: PRAGMA integrity_check after kill -9: %s", round, integrity)
			}
		}

		// Restart on the same database; the sessions survive too.
		srv = start()
		ck := loadtest.Verify(&loadtest.Client{Base: srv.Base, HTTP: hc}, pop.Users, 4)
		t.Logf("round %d: %d writes acknowledged (%d calls) before kill -9, %d in flight without an answer; after restart: "+
			"%d users, %d applications, %d skills, %d saved jobs read back, lost %d, rows nobody wrote %d, "+
			"unanswered writes so far %d (%d of them applied); integrity_check: %s",
			round, acked, c.Stats.Total(), unanswered, ck.Users, ck.Apps, ck.Skills, ck.Saved, ck.Lost, ck.Extra,
			ck.Unresolved, ck.Applied, integrity)
		if !ck.OK() {
			t.Fatalf("round %d: lost %d, other users' rows %d, unexplained rows %d, read errors %d: %v\n%s",
				round, ck.Lost, ck.Foreign, ck.Extra, ck.ReadErrors, ck.Problems, srv.LogErrors(10))
		}
		if acked == 0 {
			t.Fatalf("round %d: no write acknowledged before the kill", round)
		}
	}
	if total, _ := loadtest.Summary(pop.Users); total.Writes() == 0 {
		t.Fatal("no writes")
	}
}
