package auth

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

func TestGateBoundsRunningAndWaiting(t *testing.T) {
	g := NewGate(2, 1, time.Minute)
	release := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ { // two run, one waits
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := g.Do(context.Background(), func() { <-release }); err != nil {
				t.Error(err)
			}
		}()
	}
	for {
		if running, admitted, _, _ := g.Stats(); running == 2 && admitted == 3 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	ran := false
	if err := g.Do(context.Background(), func() { ran = true }); !errors.Is(err, ErrBusy) || ran {
		t.Fatalf("a full queue refuses at once: %v, ran %v", err, ran)
	}
	close(release)
	wg.Wait()
	if running, admitted, peak, runs := g.Stats(); running != 0 || admitted != 0 || peak != 2 || runs != 3 {
		t.Fatalf("stats %d %d %d %d", running, admitted, peak, runs)
	}
}

func TestGateWaitIsBounded(t *testing.T) {
	g := NewGate(1, 1, 20*time.Millisecond)
	release := make(chan struct{})
	go func() { _ = g.Do(context.Background(), func() { <-release }) }()
	defer close(release)
	for {
		if running, _, _, _ := g.Stats(); running == 1 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if err := g.Do(context.Background(), func() {}); !errors.Is(err, ErrBusy) {
		t.Fatalf("a wait past MaxWait is refused: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g2 := NewGate(1, 1, time.Minute)
	hold := make(chan struct{})
	go func() { _ = g2.Do(context.Background(), func() { <-hold }) }()
	defer close(hold)
	for {
		if running, _, _, _ := g2.Stats(); running == 1 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if err := g2.Do(ctx, func() {}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a gone client stops waiting: %v", err)
	}
}

func TestGateGoAnswersOnTimeButKeepsTheSlot(t *testing.T) {
	g := NewGate(1, 0, time.Minute)
	ctx, cancel := context.WithCancel(context.Background())
	release := make(chan struct{})
	finished := make(chan struct{})
	started := make(chan struct{})
	go func() {
		defer close(finished)
		if err := g.Go(ctx, func() { close(started); <-release }); !errors.Is(err, context.Canceled) {
			t.Errorf("Go returns when its caller gives up: %v", err)
		}
	}()
	<-started
	cancel()
	<-finished
	// The task is still running: it keeps its slot, so the gate still
	// refuses another.
	if running, _, _, _ := g.Stats(); running != 1 {
		t.Fatalf("running %d after the caller left, want 1", running)
	}
	if err := g.Do(context.Background(), func() {}); !errors.Is(err, ErrBusy) {
		t.Fatalf("the overrunning task's slot was given away: %v", err)
	}
	close(release)
	for {
		if running, admitted, _, _ := g.Stats(); running == 0 && admitted == 0 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	ran := false
	if err := g.Go(context.Background(), func() { ran = true }); err != nil || !ran {
		t.Fatalf("after the task ended: %v, ran %v", err, ran)
	}
}
