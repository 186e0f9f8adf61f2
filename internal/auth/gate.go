package auth

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"time"
)

// ErrBusy means every slot of a Gate is taken and its queue is full (or the
// wait for a slot ran out): the caller should answer 503 and come back.
var ErrBusy = errors.New("every slot is busy")

// Gate bounds how many tasks of one costly kind run at once. Stride has
// two: password hashes (each Argon2id hash holds 19 MiB while it runs, so
// unbounded sign-ins and sign-ups exhaust memory) and the reading of
// uploaded files (httpapi's parse gate). Behind a Gate at most slots tasks
// run, at most queue more wait their turn (each for at most maxWait), and
// the rest are refused at once with ErrBusy.
type Gate struct {
	slots    chan struct{} // one token per running task
	admitted chan struct{} // one token per running or waiting task
	maxWait  time.Duration

	running, peak, runs atomic.Int64
}

// DefaultGate is the password-hashing gate: one slot per CPU, a queue of
// sixteen per CPU (about a second of work: one hash takes some 50 ms of one
// CPU), and waits up to five seconds for a slot. Waiting requests hold no
// hashing memory.
func DefaultGate() *Gate {
	n := runtime.NumCPU()
	return NewGate(n, 16*n, 5*time.Second)
}

// NewGate returns a Gate running at most slots tasks, with at most queue
// waiting, each for at most maxWait.
func NewGate(slots, queue int, maxWait time.Duration) *Gate {
	if slots < 1 {
		slots = 1
	}
	if queue < 0 {
		queue = 0
	}
	return &Gate{slots: make(chan struct{}, slots), admitted: make(chan struct{}, slots+queue), maxWait: maxWait}
}

// Do runs fn when a slot is free. It returns ErrBusy without running fn
// when the queue is full or no slot frees up within the wait, and the
// context's error when ctx ends first.
func (g *Gate) Do(ctx context.Context, fn func()) error {
	select {
	case g.admitted <- struct{}{}:
	default:
		return ErrBusy
	}
	defer func() { <-g.admitted }()
	timer := time.NewTimer(g.maxWait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
	case <-timer.C:
		return ErrBusy
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-g.slots }()
	n := g.running.Add(1)
	defer g.running.Add(-1)
	g.runs.Add(1)
	for {
		p := g.peak.Load()
		if n <= p || g.peak.CompareAndSwap(p, n) {
			break
		}
	}
	fn()
	return nil
}

// Go is Do for a task that may outlast its caller's patience: fn runs in a
// goroutine of its own and keeps its slot until it returns, while Go
// returns as soon as fn has returned or ctx has ended (then ctx's error,
// and fn may still be running: it must stop by itself, and the caller must
// not read what fn writes). A task that overruns is thus answered on time
// without its work leaving the bound.
func (g *Gate) Go(ctx context.Context, fn func()) error {
	done := make(chan error, 1)
	go func() { done <- g.Do(ctx, fn) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		select {
		case err := <-done: // fn finished just in time
			return err
		default:
			return ctx.Err()
		}
	}
}

// Stats reports the tasks running and admitted (running or waiting) now,
// the most that ever ran at once, and how many have run.
func (g *Gate) Stats() (running, admitted, peak, runs int) {
	return int(g.running.Load()), len(g.admitted), int(g.peak.Load()), int(g.runs.Load())
}
