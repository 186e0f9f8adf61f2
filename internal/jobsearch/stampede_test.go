package jobsearch_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// Fifty simultaneous first searches of one new user compute the user's
// ordering once, and every one of them gets the same first page.
func TestFirstSearchComputedOnce(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		jobs, store := newSearch(db)
		if err := store.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(300, 3, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		if err := jobs.Warm(ctx); err != nil {
			t.Fatal(err)
		}
		u := newUser(t, db, "first@example.com", "Registered Nurse", "Patient Care")
		// The ordering takes long enough for every request to arrive
		// while it is being computed.
		jobsearch.SetBeforeOrder(jobs, func() { time.Sleep(200 * time.Millisecond) })
		const n = 50
		start := make(chan struct{})
		firsts := make([]string, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				<-start
				page, _, err := jobs.FindJobsFor(ctx, stride.JobFilter{}, u)
				errs[i] = err
				if len(page) > 0 {
					firsts[i] = page[0].ID
				}
			})
		}
		close(start)
		wg.Wait()
		for i := range n {
			if errs[i] != nil || firsts[i] == "" || firsts[i] != firsts[0] {
				t.Fatalf("request %d: first %q (request 0: %q), err %v", i, firsts[i], firsts[0], errs[i])
			}
		}
		if got := jobsearch.OrderingsComputed(jobs); got != 1 {
			t.Fatalf("%d orderings computed for %d simultaneous first searches, want 1", got, n)
		}
	})
}
