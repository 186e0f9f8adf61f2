package sqldb

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

// RateLimitService implements stride.RateLimitService on the
// rate_limit_hits table.
type RateLimitService struct{ db *DB }

// NewRateLimitService returns the rate-limit counter of db.
func NewRateLimitService(db *DB) *RateLimitService { return &RateLimitService{db: db} }

var _ stride.RateLimitService = (*RateLimitService)(nil)

// HitRateLimits counts one call in every bucket with a single upsert, so
// that concurrent calls on any replica each get their own count.
func (s *RateLimitService) HitRateLimits(ctx context.Context, window time.Time, buckets ...string) ([]int, error) {
	uniq := slices.Compact(slices.Sorted(slices.Values(buckets)))
	if len(uniq) == 0 {
		return nil, nil
	}
	start := window.Unix()
	rows := make([]string, len(uniq))
	a := make([]any, 0, 2*len(uniq))
	for i, b := range uniq {
		rows[i] = "(?, ?, 1)"
		a = append(a, b, start)
	}
	// #nosec G202 -- only "(?, ?, 1)" groups are joined in; the values are bound.
	q := `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ` + strings.Join(rows, ", ") + `
		ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
		RETURNING bucket, hits`
	// One statement commits by itself: no BEGIN and COMMIT round trips.
	counts := make(map[string]int, len(uniq))
	err := func() error {
		r, err := (&Tx{db: s.db, q: s.db.write}).query(ctx, q, a...)
		if err != nil {
			return err
		}
		defer r.Close()
		for r.Next() {
			var b string
			var n int
			if err := r.Scan(&b, &n); err != nil {
				return err
			}
			counts[b] = n
		}
		return r.Err()
	}()
	if err != nil {
		return nil, fmt.Errorf("count rate-limited call: %w", err)
	}
	out := make([]int, len(buckets))
	for i, b := range buckets {
		out[i] = counts[b]
	}
	return out, nil
}

// UnhitRateLimits takes one call back from every bucket, in one statement.
func (s *RateLimitService) UnhitRateLimits(ctx context.Context, window time.Time, buckets ...string) error {
	uniq := slices.Compact(slices.Sorted(slices.Values(buckets)))
	if len(uniq) == 0 {
		return nil
	}
	a := []any{window.Unix()}
	for _, b := range uniq {
		a = append(a, b)
	}
	// #nosec G202 -- only "?" placeholders are joined in; the values are bound.
	q := `UPDATE rate_limit_hits SET hits = hits - 1 WHERE window_start = ? AND hits > 0 AND bucket IN (?` +
		strings.Repeat(", ?", len(uniq)-1) + `)`
	if _, err := (&Tx{db: s.db, q: s.db.write}).exec(ctx, q, a...); err != nil {
		return fmt.Errorf("take back rate-limited call: %w", err)
	}
	return nil
}
