package sqldb_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// TestRateLimitHitsCountEveryCall: parallel calls each get their own count
// (no lost update), buckets and windows count apart, and the purge drops
// windows older than a day only.
func TestRateLimitHitsCountEveryCall(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		rl := sqldb.NewRateLimitService(db)
		window := db.Now().Truncate(time.Hour)
		const n = 20
		var mu sync.Mutex
		var userCounts, clientCounts []int
		var wg sync.WaitGroup
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c, err := rl.HitRateLimits(ctx, window, "ai:user:u1", "ai:client:192.0.2.1")
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				userCounts, clientCounts = append(userCounts, c[0]), append(clientCounts, c[1])
				mu.Unlock()
			}()
		}
		wg.Wait()
		slices.Sort(userCounts)
		slices.Sort(clientCounts)
		for i := 0; i < n; i++ {
			if userCounts[i] != i+1 || clientCounts[i] != i+1 {
				t.Fatalf("counts %v %v, want 1..%d each", userCounts, clientCounts, n)
			}
		}
		// The same bucket twice in one call counts once; another window and
		// another bucket start at one.
		if c, err := rl.HitRateLimits(ctx, window, "ai:user:u1", "ai:user:u1", "upload:user:u1"); err != nil || !slices.Equal(c, []int{n + 1, n + 1, 1}) {
			t.Fatalf("mixed call: %v %v", c, err)
		}
		old := window.Add(-48 * time.Hour)
		if c, err := rl.HitRateLimits(ctx, old, "ai:user:u1"); err != nil || c[0] != 1 {
			t.Fatalf("old window: %v %v", c, err)
		}
		if got := sqldbtest.CountRows(t, db, "rate_limit_hits"); got != 4 {
			t.Fatalf("%d rows before the purge, want 4", got)
		}
		if err := db.PurgeExpired(ctx, 24*time.Hour); err != nil {
			t.Fatal(err)
		}
		if got := sqldbtest.CountRows(t, db, "rate_limit_hits"); got != 3 {
			t.Fatalf("%d rows after the purge, want the current window's 3", got)
		}
	})
}

// TestRateLimitUnhit: a call taken back lowers each of its buckets in its
// window by one, never below zero, and leaves other windows alone.
func TestRateLimitUnhit(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		rl := sqldb.NewRateLimitService(db)
		window := db.Now().Truncate(time.Hour)
		for i := 0; i < 3; i++ {
			if _, err := rl.HitRateLimits(ctx, window, "ai:user:u1", "ai:client:192.0.2.1"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := rl.HitRateLimits(ctx, window.Add(-time.Hour), "ai:user:u1"); err != nil {
			t.Fatal(err)
		}
		if err := rl.UnhitRateLimits(ctx, window, "ai:user:u1", "ai:client:192.0.2.1", "ai:user:unknown"); err != nil {
			t.Fatal(err)
		}
		if c, err := rl.HitRateLimits(ctx, window, "ai:user:u1", "ai:client:192.0.2.1"); err != nil || !slices.Equal(c, []int{3, 3}) {
			t.Fatalf("after taking one of three back, the next call counts %v (%v), want 3 each", c, err)
		}
		for i := 0; i < 5; i++ {
			if err := rl.UnhitRateLimits(ctx, window, "ai:user:u1"); err != nil {
				t.Fatal(err)
			}
		}
		if c, _ := rl.HitRateLimits(ctx, window, "ai:user:u1"); c[0] != 1 {
			t.Fatalf("after taking back more than were counted: %v, want 1", c)
		}
		if c, _ := rl.HitRateLimits(ctx, window.Add(-time.Hour), "ai:user:u1"); c[0] != 2 {
			t.Fatalf("the previous window: %v, want 2", c)
		}
	})
}

// BenchmarkHitRateLimits measures the one statement every limited call
// costs (a user's and a client's bucket).
func BenchmarkHitRateLimits(b *testing.B) {
	for _, open := range []struct {
		name string
		db   func(testing.TB) *sqldb.DB
	}{{"sqlite", sqldbtest.SQLite}, {"postgres", sqldbtest.Postgres}} {
		b.Run(open.name, func(b *testing.B) {
			db := open.db(b)
			rl := sqldb.NewRateLimitService(db)
			window := db.Now().Truncate(time.Hour)
			ctx := context.Background()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				if _, err := rl.HitRateLimits(ctx, window, "ai:user:u"+string(rune('a'+i%26)), "ai:client:192.0.2.1"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
