package sqldb_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// Several replicas' workers claiming at once: exactly one gets the job;
// the others find nothing until its lease has passed. Two requests at
// once make one job.
func TestDataExportClaimedOnce(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := newUser(t, db, "claim-"+db.Dialect.String()+"@example.com", "Analyst")
		exports := sqldb.NewDataExportService(db)
		now := time.Now().UTC()
		var wg sync.WaitGroup
		ids := make([]string, 4)
		for i := range ids {
			wg.Go(func() {
				e, _, err := exports.RequestDataExport(ctx, u.ID, "job-"+string(rune('a'+i)), "http://stride.test", now)
				if err != nil {
					t.Error(err)
					return
				}
				ids[i] = e.ID
			})
		}
		wg.Wait()
		for _, id := range ids[1:] {
			if id != ids[0] {
				t.Fatalf("requests at once made several jobs: %v", ids)
			}
		}

		got := make([]string, 8)
		for i := range got {
			wg.Go(func() {
				e, err := sqldb.NewDataExportService(db).ClaimDataExport(ctx, now, stride.DataExportLease)
				switch {
				case err == nil:
					got[i] = e.ID
				case stride.ErrorCode(err) != stride.ENOTFOUND:
					t.Error(err)
				}
			})
		}
		wg.Wait()
		claimed := 0
		for _, id := range got {
			if id != "" {
				claimed++
			}
		}
		if claimed != 1 {
			t.Fatalf("%d workers claimed the job, want 1: %v", claimed, got)
		}
		if _, err := exports.ClaimDataExport(ctx, now.Add(time.Minute), stride.DataExportLease); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Fatalf("claimed again within the lease: %v", err)
		}
		e, err := exports.ClaimDataExport(ctx, now.Add(stride.DataExportLease+time.Second), stride.DataExportLease)
		if err != nil || e.ID != ids[0] || e.Attempts != 2 {
			t.Fatalf("after the lease: %+v %v", e, err)
		}
		// A worker stopping gives the job back, with its attempt: the next
		// takes it at once.
		if err := exports.ReleaseDataExport(ctx, e.ID); err != nil {
			t.Fatal(err)
		}
		e, err = exports.ClaimDataExport(ctx, now.Add(stride.DataExportLease+2*time.Second), stride.DataExportLease)
		if err != nil || e.ID != ids[0] || e.Attempts != 2 {
			t.Fatalf("after a release: %+v %v", e, err)
		}
	})
}
