package sqldb_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// Replicas starting together on an empty database seed the catalogue once.
func TestSeedEmptyCatalogOnce(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		jobs := catalog.MustLoad().GenerateJobs(60, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
		var wg sync.WaitGroup
		errs := make([]error, 3)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = sqldb.NewJobService(db).SeedEmptyCatalog(context.Background(), jobs)
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if n := sqldbtest.CountRows(t, db, "jobs"); n != 60 {
			t.Fatalf("%d jobs after three concurrent seedings of 60", n)
		}
	})
}
