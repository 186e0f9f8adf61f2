package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/stride-oss/stride/internal/loadtest"
)

// writes runs the write phase on srv and prints its figures; it fails on
// any 5xx, lost write, row of another user, or row nobody wrote.
func writes(srv *loadtest.Server, name string) error {
	db, err := loadtest.OpenDB(srv.DSN)
	if err != nil {
		return err
	}
	defer db.Close()
	hc := loadtest.NewHTTPClient(opts.users+16, 2*time.Minute)
	res, err := loadtest.RunWrites(context.Background(), srv.Base, hc, loadtest.WriteConfig{
		Users: opts.users, Ramp: opts.ramp, Duration: opts.writeDur,
		Tag: fmt.Sprintf("%d-%s", time.Now().UnixNano(), name), Seed: uint64(time.Now().UnixNano()), DB: db,
	})
	if err != nil {
		return fmt.Errorf("write phase: %w\n%s", err, srv.LogErrors(20))
	}
	fmt.Printf("\n### writes (%s): %d users, one connection each, for %v\n\n", name, opts.users, opts.writeDur)
	ramp := res.Ramp.Summary()
	var regs int
	for _, k := range ramp {
		regs += k.Requests
	}
	fmt.Printf("Ramp: %d users registered (one sign-in each) in %.1f s, spread over %v; %d calls, answers %s.\n",
		opts.users, res.RampTook.Seconds(), opts.ramp, regs, loadtest.FormatStatuses(ramp[0].Statuses))
	gate := fmt.Sprintf("the password-hashing gate (Argon2id; on this machine %d hashes at a time, %d more waiting at most 5 s)",
		runtime.NumCPU(), 16*runtime.NumCPU())
	if res.RampBusy == 0 {
		fmt.Printf("      No 503: %s kept up with these sign-ups.\n\n", gate)
	} else {
		fmt.Printf("      The %d × 503 are %s\n      refusing sign-ups beyond it with Retry-After; each client waited that long and retried, as a browser's user would.\n\n",
			res.RampBusy, gate)
	}
	fmt.Printf("| %-28s | %9s | %8s | %8s | %-34s |\n", "kind ("+name+")", "requests", "p50 ms", "p99 ms", "answers")
	fmt.Printf("|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 30), strings.Repeat("-", 11), strings.Repeat("-", 10), strings.Repeat("-", 10), strings.Repeat("-", 36))
	for _, k := range res.Timed.Summary() {
		fmt.Printf("| %-28s | %9d | %8.1f | %8.1f | %-34s |\n", k.Kind, k.Requests, ms(k.P50), ms(k.P99), loadtest.FormatStatuses(k.Statuses))
	}
	total := res.Timed.Total()
	byStatus := map[int]int{}
	for _, k := range res.Timed.Summary() {
		for st, n := range k.Statuses {
			if st < 200 || st >= 300 {
				if strings.HasPrefix(k.Kind, "probe") && (st == 403 || st == 404) {
					continue // the expected refusals
				}
				byStatus[st] += n
			}
		}
	}
	a := res.Acked
	fmt.Printf("\nRequests: %d in %.1f s = %.0f req/s; errors by status: %s (the probes' 403/404 are the expected refusals).\n",
		total, res.Elapsed.Seconds(), float64(total)/res.Elapsed.Seconds(), loadtest.FormatStatuses(byStatus))
	fmt.Printf("Unexpected answers: %s.\n", loadtest.FormatUnexpected(res.Unexpected))
	fmt.Printf("Acknowledged writes: %d (applications %d created, %d updated, %d deleted; skills %d added, %d updated, %d deleted;"+
		" jobs %d saved, %d unsaved); writes without an answer: %d.\n",
		a.Writes(), a.AppCreates, a.AppUpdates, a.AppDeletes, a.SkillCreates, a.SkillUpdates, a.SkillDeletes, a.Saves, a.Unsaves, a.Unanswered)
	c := res.Check
	fmt.Printf("Read back through the API: %d users, %d applications, %d skills, %d saved jobs; rows of another user: %d;"+
		" another user's rows read or changed by the probes: %d; rows nobody wrote: %d.\n",
		c.Users, c.Apps, c.Skills, c.Saved, c.Foreign, res.Leaks, c.Extra)
	fmt.Printf("Row counts in the database: %d users differ (%d not comparable: a write without an answer).\n", len(res.CountDiffs), res.CountSkipped)
	for _, p := range c.Problems {
		fmt.Println("  -", p)
	}
	for _, d := range res.CountDiffs {
		fmt.Println("  -", d)
	}
	fmt.Printf("lost writes: %d\n", c.Lost)
	if why := res.Failed(); why != "" {
		if logs := srv.LogErrors(20); logs != "" {
			fmt.Fprintln(os.Stderr, logs)
		}
		return fmt.Errorf("write phase failed: %s", why)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
