package loadtest

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// server serves Stride over db in-process, with a small job catalogue.
func server(t *testing.T, db *sqldb.DB) *httptest.Server {
	t.Helper()
	if err := sqldb.NewJobService(db).SeedCatalog(context.Background(), catalog.MustLoad().GenerateJobs(60, 1, db.Now())); err != nil {
		t.Fatal(err)
	}
	svc := httpapi.Services{Services: sqldb.NewServices(db), AI: ai.NewLocal(), Ping: db.Ping}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ts := httptest.NewServer(httpapi.New(httpapi.Config{}, svc, log, fstest.MapFS{"index.html": {Data: []byte("app")}}).Handler())
	t.Cleanup(ts.Close)
	return ts
}

// TestRunWritesThenTamper runs a short write load, which must find every
// acknowledged write; then writes the users were not told about are made
// behind the tracker's back (a delete, an update, a create), and the
// verification must count each.
func TestRunWritesThenTamper(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ts := server(t, db)
		hc := NewHTTPClient(8, time.Minute)
		res, err := RunWrites(context.Background(), ts.URL, hc, WriteConfig{Users: 4, Duration: 1500 * time.Millisecond, Tag: "t", Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if why := res.Failed(); why != "" {
			t.Fatalf("clean run failed: %s; problems %v; unexpected %v", why, res.Check.Problems, res.Unexpected)
		}
		if res.Acked.AppCreates == 0 || res.Acked.AppUpdates == 0 || res.Acked.Writes() < 20 {
			t.Fatalf("too few writes to prove anything: %+v", res.Acked)
		}
		if got, want := res.Check.Apps, sqldbtest.CountRows(t, db, "applications"); got != want {
			t.Fatalf("read back %d applications, the database holds %d", got, want)
		}
		if res.Check.Users != 4 || res.Leaks != 0 || res.Check.Foreign != 0 {
			t.Fatalf("users %d, leaks %d, foreign %d", res.Check.Users, res.Leaks, res.Check.Foreign)
		}

		// Tamper through the API, unrecorded.
		var u *User
		for _, cand := range res.Users {
			if len(cand.live) >= 2 {
				u = cand
				break
			}
		}
		if u == nil {
			t.Fatal("no user with two applications")
		}
		c := &Client{Base: ts.URL, HTTP: hc}
		if r := c.Do("", http.MethodDelete, "/api/applications/"+u.live[0], u.Token, nil, nil); r.Status != http.StatusNoContent {
			t.Fatalf("tamper delete: %d", r.Status)
		}
		if r := c.Do("", http.MethodPut, "/api/applications/"+u.live[1], u.Token, map[string]any{"notes": "changed behind the tracker"}, nil); r.Status != http.StatusOK {
			t.Fatalf("tamper update: %d", r.Status)
		}
		if r := c.Do("", http.MethodPost, "/api/applications", u.Token, map[string]any{"jobTitle": "Unrecorded", "company": "X"}, nil); r.Status != http.StatusCreated {
			t.Fatalf("tamper create: %d", r.Status)
		}
		ck := Verify(c, res.Users, 2)
		if ck.Lost != 2 || ck.Extra != 1 {
			t.Fatalf("after a lost delete and a changed value: lost %d (want 2), extra %d (want 1); %v", ck.Lost, ck.Extra, ck.Problems)
		}
		if !strings.Contains(strings.Join(ck.Problems, "\n"), "missing") {
			t.Fatalf("the missing application is not named: %v", ck.Problems)
		}
	})
}

// TestUnansweredWrites: a write without an answer may or may not have
// happened; either outcome verifies, and is reported as unresolved.
func TestUnansweredWrites(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ts := server(t, db)
		hc := NewHTTPClient(4, time.Minute)
		c := &Client{Base: ts.URL, HTTP: hc}
		u := NewUser("unanswered", 0, 1)
		if _, err := u.Register(c); err != nil {
			t.Fatal(err)
		}
		p := &Population{Users: []*User{u}}
		u.createApp(c, p)
		u.createApp(c, p)
		// The server answers nothing from now on.
		dead := &Client{Base: "http://127.0.0.1:1", HTTP: hc}
		u.updateApp(dead) // not applied: the old value must verify
		u.createApp(dead, p)
		if u.Acked.Unanswered != 2 || len(u.live) != 1 {
			t.Fatalf("unanswered %d, live %d", u.Acked.Unanswered, len(u.live))
		}
		ck := Verify(c, []*User{u}, 1)
		if !ck.OK() || ck.Unresolved != 2 || ck.Applied != 0 {
			t.Fatalf("lost %d extra %d unresolved %d applied %d %v", ck.Lost, ck.Extra, ck.Unresolved, ck.Applied, ck.Problems)
		}
	})
}

func TestCompareCounts(t *testing.T) {
	u := NewUser("c", 0, 1)
	u.ID = "u0"
	u.apps["a"] = &tracked[AppState]{}
	u.saved["j"] = "s"
	diffs, skipped := CompareCounts(map[string][3]int{"u0": {1, 0, 1}}, []*User{u})
	if len(diffs) != 0 || skipped != 0 {
		t.Fatalf("equal counts: %v %d", diffs, skipped)
	}
	if diffs, _ := CompareCounts(map[string][3]int{"u0": {0, 0, 1}}, []*User{u}); len(diffs) != 1 {
		t.Fatalf("a missing application row: %v", diffs)
	}
	u.maybeApps = 1
	if _, skipped := CompareCounts(map[string][3]int{"u0": {2, 0, 1}}, []*User{u}); skipped != 1 {
		t.Fatal("a user with an unanswered create is not comparable")
	}
}

func TestPercentile(t *testing.T) {
	var d []time.Duration
	for i := 1; i <= 200; i++ {
		d = append(d, time.Duration(i))
	}
	if percentile(d, 50) != 100 || percentile(d, 99) != 198 || percentile(nil, 50) != 0 {
		t.Fatal(percentile(d, 50), percentile(d, 99))
	}
}
