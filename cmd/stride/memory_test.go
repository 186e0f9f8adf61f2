package main

import (
	"context"
	"log/slog"
	"math"
	"runtime/debug"
	"testing"
	"time"
)

// Without GOMEMLIMIT, the soft memory limit is the live heap plus the
// headroom; with it, the limit is left as GOMEMLIMIT set it.
func TestBoundMemory(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	log := slog.New(slog.DiscardHandler)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()

	debug.SetMemoryLimit(math.MaxInt64)
	boundMemory(ctx, func(k string) string { return map[string]string{"GOMEMLIMIT": "1GiB"}[k] }, time.Hour, log)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("with GOMEMLIMIT set, the limit became %d", got)
	}

	boundMemory(ctx, func(string) string { return "" }, time.Hour, log)
	if got := debug.SetMemoryLimit(-1); got < memoryHeadroom || got == math.MaxInt64 {
		t.Errorf("limit %d, want the live heap plus %d", got, memoryHeadroom)
	}
}
