package main

import (
	"context"
	"log/slog"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// memoryHeadroom is how far, by default, Go's heap may grow past what is
// live (the search index, mostly) before the collector runs. Go's default
// lets the heap reach twice the live heap: with a million postings' index
// (about 300 MB) that is 600 MB of garbage allowed under load. 128 MiB
// keeps a million postings under 600 MB resident after a load, with a
// throughput within the runs' spread of 192 MiB's (docs/performance.md).
const memoryHeadroom = 128 << 20

// boundMemory, unless GOMEMLIMIT is set, keeps Go's soft memory limit at
// the live heap plus memoryHeadroom, looked at again every period (the
// index grows while it is built and with the postings) until ctx ends.
// The limit never stops an allocation: past it the collector runs more
// often.
func boundMemory(ctx context.Context, getenv func(string) string, every time.Duration, log *slog.Logger) {
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	set := int64(0)
	for {
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 {
			live := int64(sample[0].Value.Uint64()) // #nosec G115 -- a heap's size
			// Moved only when the live heap did by more than a tenth of
			// the headroom, so that the limit does not chase every cache.
			if limit := live + memoryHeadroom; set == 0 || limit > set+memoryHeadroom/10 || limit < set-memoryHeadroom/10 {
				debug.SetMemoryLimit(limit)
				if set == 0 {
					log.Info("memory limit: the live heap plus 128 MiB (GOMEMLIMIT overrides)")
				}
				log.Debug("memory limit", "live MB", live>>20, "limit MB", limit>>20)
				set = limit
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(every):
		}
	}
}
