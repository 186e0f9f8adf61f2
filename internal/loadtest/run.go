package loadtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"sync"
	"time"
)

// WriteConfig sets up a write run.
type WriteConfig struct {
	// Users is how many users (each one connection) write at once.
	Users int
	// Ramp spreads the users' registrations over this long.
	Ramp time.Duration
	// Duration is how long the timed phase runs.
	Duration time.Duration
	// Tag makes the users' e-mail addresses unique to the run.
	Tag  string
	Seed uint64
	// DB, when set, is the server's database: the row counts are checked
	// in it too.
	DB *sql.DB
}

// WriteResult is what a write run measured and found.
type WriteResult struct {
	// Ramp is the registrations: their calls, how many got 503 (the
	// password-hashing gate full) and how long they took.
	Ramp     *Stats
	RampBusy int
	RampTook time.Duration
	// Timed is the calls of the timed phase and how long it really ran
	// (until the last call in flight at its end returned).
	Timed      *Stats
	Elapsed    time.Duration
	Acked      Counts
	Unexpected map[string]int
	Leaks      int
	Check      *Check
	// CountDiffs are differences between the database's row counts and
	// the acknowledged writes; CountSkipped the users with an unanswered
	// write, whose counts are not known.
	CountDiffs   []string
	CountSkipped int
	Users        []*User
}

// Failed says why the run failed: a 5xx or no answer, another answer no
// step expected (a 4xx where the write should have worked), a lost or
// leaked write, a row nobody wrote; "" when it passed.
func (r *WriteResult) Failed() string {
	fives := 0
	for _, s := range []*Stats{r.Ramp, r.Timed} {
		for _, k := range s.Summary() {
			for st, n := range k.Statuses {
				if st >= 500 && !(k.Kind == "register" && st == http.StatusServiceUnavailable) || st == 0 {
					fives += n
				}
			}
		}
	}
	var why []string
	if fives > 0 {
		why = append(why, fmt.Sprintf("%d answers 5xx or none", fives))
	}
	unexpected := 0
	for _, n := range r.Unexpected {
		unexpected += n
	}
	if unexpected > fives {
		why = append(why, fmt.Sprintf("%d unexpected answers", unexpected-fives))
	}
	if r.Check.Lost > 0 {
		why = append(why, fmt.Sprintf("%d lost writes", r.Check.Lost))
	}
	if r.Leaks+r.Check.Foreign > 0 {
		why = append(why, fmt.Sprintf("%d rows of other users seen or changed", r.Leaks+r.Check.Foreign))
	}
	if r.Check.Extra > 0 {
		why = append(why, fmt.Sprintf("%d rows nobody wrote", r.Check.Extra))
	}
	if r.Check.ReadErrors > 0 {
		why = append(why, fmt.Sprintf("%d failed reads while verifying", r.Check.ReadErrors))
	}
	if len(r.CountDiffs) > 0 {
		why = append(why, fmt.Sprintf("%d users whose database rows differ", len(r.CountDiffs)))
	}
	if len(why) == 0 {
		return ""
	}
	return fmt.Sprint(why)
}

// RunWrites registers cfg.Users users (spread over cfg.Ramp, retrying 503
// after Retry-After), lets them all write for cfg.Duration, then verifies
// every acknowledged write through the API and, with cfg.DB, the row
// counts in the database.
func RunWrites(ctx context.Context, base string, hc *http.Client, cfg WriteConfig) (*WriteResult, error) {
	res := &WriteResult{Ramp: NewStats(), Timed: NewStats()}
	pop := &Population{}
	var jobs []struct{ ID string }
	if r := (&Client{Base: base, HTTP: hc}).Do("", http.MethodGet, "/api/jobs?limit=200", "", nil, &jobs); !r.OK() {
		return nil, fmt.Errorf("list jobs: %d %v", r.Status, r.Err)
	}
	for _, j := range jobs {
		pop.JobIDs = append(pop.JobIDs, j.ID)
	}
	for i := range cfg.Users {
		pop.Users = append(pop.Users, NewUser(cfg.Tag, i, cfg.Seed))
	}
	res.Users = pop.Users

	// Ramp: registrations spread over cfg.Ramp.
	ramp := &Client{Base: base, HTTP: hc, Stats: res.Ramp}
	start := time.Now()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var regErr error
	for i, u := range pop.Users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if cfg.Users > 1 {
				time.Sleep(cfg.Ramp * time.Duration(i) / time.Duration(cfg.Users))
			}
			busy, err := u.Register(ramp)
			mu.Lock()
			defer mu.Unlock()
			res.RampBusy += busy
			if err != nil && regErr == nil {
				regErr = err
			}
		}()
	}
	wg.Wait()
	res.RampTook = time.Since(start)
	if regErr != nil {
		return res, regErr
	}

	// Timed phase: every user steps until the deadline; a call in flight
	// at the deadline is let finish (cutting it would leave it unanswered).
	timed := &Client{Base: base, HTTP: hc, Stats: res.Timed}
	start = time.Now()
	deadline := start.Add(cfg.Duration)
	for _, u := range pop.Users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) && ctx.Err() == nil {
				u.Step(timed, pop)
			}
		}()
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	res.Acked, res.Unexpected = Summary(pop.Users)
	res.Leaks = pop.Leaks()

	res.Check = Verify(&Client{Base: base, HTTP: hc}, pop.Users, 16)
	if cfg.DB != nil {
		counts, err := RowCounts(ctx, cfg.DB)
		if err != nil {
			return res, err
		}
		res.CountDiffs, res.CountSkipped = CompareCounts(counts, pop.Users)
	}
	return res, nil
}
