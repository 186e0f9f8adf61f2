package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// signIn sends a sign-in from addr.
func (a *testApp) signIn(addr, email, password string) response {
	a.t.Helper()
	return a.doFrom("POST", "/api/auth/login", addr+":4000", nil, fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
}

func TestStrangersFailuresDoNotLockTheOwnerOut(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clock := &testClock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
		app := newTestApp(t, db, httpapi.Config{Now: clock.Now, ThrottleWindow: 15 * time.Minute,
			MaxFailuresPerEmailClient: 3, MaxFailuresPerClient: 50, MaxFailuresPerEmailHour: 7})
		owner := app.register("owner@example.com", "Owner")
		const attacker, home = "203.0.113.9", "198.51.100.20"
		for i := 0; i < 3; i++ {
			if r := app.signIn(attacker, owner.Email, "guess-guess"); r.Status != 401 {
				t.Fatalf("guess %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		// The attacker's address is throttled for this e-mail, with the time
		// to wait...
		r := app.signIn(attacker, owner.Email, "guess-guess")
		if r.Status != http.StatusTooManyRequests || r.Header.Get("Retry-After") != "900" ||
			!strings.Contains(r.Body, "Too many failed sign-in attempts. Try again in 15 minutes.") {
			t.Fatalf("fourth guess from one address: %d %v %s", r.Status, r.Header, r.Body)
		}
		// ...but the owner, signing in from home, gets in.
		if r := app.signIn(home, owner.Email, "s3cret-pass"); r.Status != 200 {
			t.Fatalf("the owner from another address: %d %s", r.Status, r.Body)
		}
		// The owner's sign-in does not give the attacker fresh guesses.
		if r := app.signIn(attacker, owner.Email, "guess-guess"); r.Status != 429 {
			t.Fatalf("the attacker after the owner signed in: %d %s", r.Status, r.Body)
		}
		// The owner's own typos from home count for home only.
		if r := app.signIn(home, owner.Email, "typo-typo"); r.Status != 401 {
			t.Fatalf("owner's typo: %d %s", r.Status, r.Body)
		}

		// Guesses spread over addresses reach the e-mail's hourly ceiling (7):
		// 3 from the attacker, 1 typo from home, 3 more from two addresses.
		clock.Set(clock.Now().Add(10 * time.Minute))
		for i, addr := range []string{"203.0.113.10", "203.0.113.10", "203.0.113.11"} {
			if r := app.signIn(addr, owner.Email, "guess-guess"); r.Status != 401 {
				t.Fatalf("spread guess %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		// Past it, no address may try that e-mail until the oldest failure of
		// the hour is an hour old (50 minutes from now); other e-mails are
		// not touched.
		r = app.signIn("203.0.113.12", owner.Email, "guess-guess")
		if r.Status != 429 || r.Header.Get("Retry-After") != "3000" || !strings.Contains(r.Body, "Try again in 50 minutes.") {
			t.Fatalf("past the e-mail's ceiling: %d %v %s", r.Status, r.Header, r.Body)
		}
		if r := app.signIn("203.0.113.12", "someone@example.com", "guess-guess"); r.Status != 401 {
			t.Fatalf("another e-mail from the same address: %d %s", r.Status, r.Body)
		}
		// When the attacker's pair window has passed but the e-mail's hour
		// has not, the ceiling still holds.
		clock.Set(clock.Now().Add(20 * time.Minute))
		if r := app.signIn(attacker, owner.Email, "guess-guess"); r.Status != 429 || !strings.Contains(r.Body, "Try again in 30 minutes.") {
			t.Fatalf("ceiling after the pair window: %d %s", r.Status, r.Body)
		}
		// An hour after the first guesses the owner signs in again.
		clock.Set(clock.Now().Add(31 * time.Minute))
		if r := app.signIn(home, owner.Email, "s3cret-pass"); r.Status != 200 {
			t.Fatalf("an hour later: %d %s", r.Status, r.Body)
		}
	})
}

// Guesses at one e-mail from many addresses at once, and from one address,
// never reach the password check more often than the limits allow.
func TestLoginLimitsHoldUnderConcurrency(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		gate := auth.NewGate(2, 200, time.Minute)
		app := newTestApp(t, db, httpapi.Config{HashGate: gate, MaxFailuresPerEmailClient: 4, MaxFailuresPerClient: 1000, MaxFailuresPerEmailHour: 9})
		app.register("target@example.com", "T")
		_, _, _, before := gate.Stats()
		var mu sync.Mutex
		statuses := map[int]int{}
		var wg sync.WaitGroup
		for i := 0; i < 40; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := app.signIn(fmt.Sprintf("203.0.113.%d", i%10), "target@example.com", "wrong-guess")
				mu.Lock()
				statuses[r.Status]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		_, _, _, after := gate.Stats()
		if checked := after - before; checked != 9 || statuses[401] != 9 || statuses[429] != 31 {
			t.Fatalf("40 guesses from 10 addresses under a ceiling of 9: %d checked, statuses %v", checked, statuses)
		}
	})
}

// An IPv6 client's addresses count together by /64, so that walking
// through one's own network gives no fresh guesses.
func TestLoginFailuresCountByIPv6Network(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 2})
		owner := app.register("six@example.com", "Six")
		for i, addr := range []string{"[2001:db8:1:2::1]", "[2001:db8:1:2::2]"} {
			if r := app.signIn(addr, owner.Email, "guess-guess"); r.Status != 401 {
				t.Fatalf("guess %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		if r := app.signIn("[2001:db8:1:2::3]", owner.Email, "guess-guess"); r.Status != 429 {
			t.Fatalf("a third address of the same /64: %d %s", r.Status, r.Body)
		}
		if r := app.signIn("[2001:db8:1:3::1]", owner.Email, "s3cret-pass"); r.Status != 200 {
			t.Fatalf("another /64: %d %s", r.Status, r.Body)
		}
	})
}
