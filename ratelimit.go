package stride

import (
	"context"
	"time"
)

// RateLimitService counts calls in fixed time windows, in the database, so
// that every replica serving one database shares the counts.
type RateLimitService interface {
	// HitRateLimits adds one call to each bucket's window that starts at
	// window and returns each bucket's count in that window, this call
	// included, in the order of buckets. It is one statement.
	HitRateLimits(ctx context.Context, window time.Time, buckets ...string) ([]int, error)
	// UnhitRateLimits takes one call back from each bucket's window that
	// starts at window: a call that was counted and then did not run.
	UnhitRateLimits(ctx context.Context, window time.Time, buckets ...string) error
}
