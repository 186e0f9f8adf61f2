package jobsearch_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// searchWithFile returns a search of db that saves its index to path and
// reads it at start, warmed.
func searchWithFile(t *testing.T, db *sqldb.DB, path string) *jobsearch.Service {
	t.Helper()
	s, _ := newSearch(db)
	s.UseIndexFile(path, nil)
	if err := s.Warm(context.Background()); err != nil {
		t.Fatal(err)
	}
	jobsearch.WaitIndexSaved(s)
	return s
}

// orderings lists every posting id each search puts in order for each
// user, so that two indexes can be compared whole.
func orderings(t *testing.T, s *jobsearch.Service, users []*stride.User) [][]string {
	t.Helper()
	var out [][]string
	for _, u := range users {
		for _, f := range []stride.JobFilter{{}, {Search: "nurse"}, {Search: "manag"}, {Search: "registered nurse"},
			{Location: "denver"}, {Type: "part-time", Search: "data"}, {Search: "quokka"}} {
			var ids []string
			for off := 0; ; off += stride.MaxJobLimit {
				f.Offset, f.Limit = off, stride.MaxJobLimit
				page, total, err := s.FindJobsFor(context.Background(), f, u)
				if err != nil {
					t.Fatal(err)
				}
				for _, j := range page {
					ids = append(ids, j.ID)
				}
				if off+stride.MaxJobLimit >= total {
					break
				}
			}
			out = append(out, ids)
		}
	}
	return out
}

func seedSample(t *testing.T, store *sqldb.JobService, n int) {
	t.Helper()
	if err := store.SeedCatalog(context.Background(), catalog.MustLoad().GenerateJobs(n, 3, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
		t.Fatal(err)
	}
}

// An index saved after a build is read by the next start instead of being
// built, and orders every search for every user as the built one does.
func TestIndexFileRoundTrip(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		_, store := newSearch(db)
		seedSample(t, store, 400)
		users := []*stride.User{nil, newUser(t, db, "rn@example.com", "Registered Nurse", "Patient Care"),
			newUser(t, db, "da@example.com", "Data Analyst", "SQL", "Python")}
		path := filepath.Join(t.TempDir(), "jobs.index")

		built := searchWithFile(t, db, path)
		if jobsearch.Builds(built) != 1 {
			t.Fatalf("%d builds with no file, want 1", jobsearch.Builds(built))
		}
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("no index file saved after the build: %v", err)
		}
		read := searchWithFile(t, db, path)
		if got := jobsearch.Builds(read); got != 0 {
			t.Fatalf("%d builds with a saved index, want 0", got)
		}
		want, got := orderings(t, built, users), orderings(t, read, users)
		if !slices.EqualFunc(want, got, slices.Equal) {
			t.Fatal("the index read from its file orders searches differently from the one built")
		}
	})
}

// Postings ingested, changed, closed, added by a user or deleted while no
// process ran are in the index read from the file at the next start,
// caught up from the jobs table's changes without a build.
func TestIndexFileCatchesUpWithChanges(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		_, store := newSearch(db)
		seedSample(t, store, 300)
		path := filepath.Join(t.TempDir(), "jobs.index")
		before := searchWithFile(t, db, path)

		// While down: one posting ingested and one changed and closed,
		// a user's own posting added and another's deleted.
		ext, ext2, apply := "zx-1", "zx-2", "https://example.com/1"
		posts := []stride.Job{
			{Title: "Quokka Wrangler", Company: "Zoo", Location: "Perth", Description: "Wrangle quokkas.", Type: "full-time", ApplyURL: &apply, ExternalID: &ext, PostedAt: time.Now().UTC()},
			{Title: "Numbat Counter", Company: "Zoo", Location: "Perth", Description: "Count numbats.", Type: "full-time", ApplyURL: &apply, ExternalID: &ext2, PostedAt: time.Now().UTC()},
		}
		if _, err := store.SyncSource(ctx, "lever:zoo", posts); err != nil {
			t.Fatal(err)
		}
		if _, err := store.SyncSource(ctx, "lever:zoo", posts[:1]); err != nil { // the numbat posting closes
			t.Fatal(err)
		}
		demo := sqldb.NewDemoService(db)
		keeper, err := demo.CreateDemoUser(ctx, stride.DemoRequest{})
		if err != nil {
			t.Fatal(err)
		}
		gone, err := demo.CreateDemoUser(ctx, stride.DemoRequest{})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []struct {
			user, title string
		}{{keeper.ID, "Capybara Keeper"}, {gone.ID, "Platypus Keeper"}} {
			if err := before.CreateJob(ctx, p.user, &stride.Job{Title: p.title, Company: "Zoo", Location: "Remote", Description: "Keep them.", Type: "contract"}); err != nil {
				t.Fatal(err)
			}
		}
		if err := sqldb.NewAccountService(db).DeleteUser(ctx, gone.ID); err != nil {
			t.Fatal(err)
		}

		s, _ := newSearch(db)
		s.UseIndexFile(path, nil)
		if err := s.Warm(ctx); err != nil {
			t.Fatal(err)
		}
		if got := jobsearch.Builds(s); got != 0 {
			t.Fatalf("%d builds to catch up with a few changes, want 0", got)
		}
		q := jobsearch.Peek(s)
		for w, want := range map[string]int{"quokka": 1, "numbat": 0, "capybara": 1, "platypus": 0} {
			if got := q.Count(w); got != want {
				t.Errorf("%q: %d live postings, want %d", w, got, want)
			}
		}
		if got := q.Live(); got != 302 {
			t.Errorf("%d live postings, want 302", got)
		}
		fresh, _ := newSearch(db)
		if err := fresh.Warm(ctx); err != nil {
			t.Fatal(err)
		}
		users := []*stride.User{nil, newUser(t, db, "rn@example.com", "Registered Nurse", "Patient Care")}
		if !slices.EqualFunc(orderings(t, fresh, users), orderings(t, s, users), slices.Equal) {
			t.Fatal("the index caught up from its file orders searches differently from one built from the database")
		}
	})
}

// A damaged file, a file of another database, and a file that is not an
// index are ignored: the index is built from the database, orders as one
// built without a file does, and is saved over the bad file.
func TestIndexFileIgnoredWhenUnusable(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		_, store := newSearch(db)
		seedSample(t, store, 300)
		users := []*stride.User{nil, newUser(t, db, "rn@example.com", "Registered Nurse", "Patient Care")}
		dir := t.TempDir()
		good := filepath.Join(dir, "good.index")
		want := orderings(t, searchWithFile(t, db, good), users)
		saved, err := os.ReadFile(good) // #nosec G304 -- the test's own file
		if err != nil {
			t.Fatal(err)
		}

		// Another database of the same kind, with the same postings.
		var other *sqldb.DB
		if db.Dialect == sqldb.SQLite {
			other = sqldbtest.SQLite(t)
		} else {
			other = sqldbtest.Postgres(t)
		}
		_, otherStore := newSearch(other)
		seedSample(t, otherStore, 300)
		foreign := filepath.Join(dir, "foreign.index")
		searchWithFile(t, other, foreign)
		foreignBytes, err := os.ReadFile(foreign) // #nosec G304 -- the test's own file
		if err != nil {
			t.Fatal(err)
		}

		flipped := slices.Clone(saved)
		flipped[len(flipped)/2] ^= 0x40
		for name, content := range map[string][]byte{
			"a byte changed":       flipped,
			"cut short":            saved[:len(saved)*2/3],
			"the checksum missing": saved[:len(saved)-4],
			"another database's":   foreignBytes,
			"not an index":         []byte("SQLite format 3\x00"),
			"empty":                {},
		} {
			t.Run(name, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "jobs.index")
				if err := os.WriteFile(path, content, 0o600); err != nil {
					t.Fatal(err)
				}
				s := searchWithFile(t, db, path)
				if got := jobsearch.Builds(s); got != 1 {
					t.Fatalf("%d builds, want 1 (the file ignored)", got)
				}
				if !slices.EqualFunc(want, orderings(t, s, users), slices.Equal) {
					t.Fatal("ordered differently from the index built without a file")
				}
				// The file was replaced by a good one.
				if again := searchWithFile(t, db, path); jobsearch.Builds(again) != 0 {
					t.Fatal("the bad file was not replaced by the index built")
				}
			})
		}
	})
}
