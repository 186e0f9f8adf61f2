package sqldb_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestSessionsExpire(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		sessions := sqldb.NewSessionService(db)
		uid := newStoreUser(t, db, "s@example.com")
		_ = sessions.CreateSession(ctx, stride.Session{TokenHash: "live", UserID: uid, Expire: time.Now().Add(time.Minute)})
		_ = sessions.CreateSession(ctx, stride.Session{TokenHash: "dead", UserID: uid, Expire: time.Now().Add(-time.Minute)})
		if got, err := sessions.FindSessionUser(ctx, "live"); err != nil || got.ID != uid {
			t.Fatalf("live session: %v %v", got, err)
		}
		if _, err := sessions.FindSessionUser(ctx, "dead"); stride.ErrorCode(err) != stride.EUNAUTHORIZED {
			t.Fatalf("expired session accepted: %v", err)
		}
	})
}

func TestLoginFailureCounts(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewSessionService(db)
		now := time.Now().UTC()
		_ = s.RecordLoginFailure(ctx, "A@x.io", "1.1.1.1", now.Add(-20*time.Minute)) // outside the window
		_ = s.RecordLoginFailure(ctx, "a@x.io", "1.1.1.1", now.Add(-5*time.Minute))
		_ = s.RecordLoginFailure(ctx, "a@x.io", "2.2.2.2", now.Add(-time.Minute))
		_ = s.RecordLoginFailure(ctx, "b@x.io", "1.1.1.1", now)
		c, err := s.LoginFailures(ctx, "a@x.io", "1.1.1.1", now.Add(-15*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		if c.EmailClient != 1 || c.Email != 2 || c.Client != 2 {
			t.Fatalf("counts %+v", c)
		}
		if d := c.OldestEmail.Sub(now.Add(-5 * time.Minute)); d < -time.Millisecond || d > time.Millisecond {
			t.Fatalf("oldest e-mail failure %v, want %v", c.OldestEmail, now.Add(-5*time.Minute))
		}
		// A good sign-in from 1.1.1.1 clears that address's failures of the
		// e-mail only: those from 2.2.2.2 (perhaps an attacker's) stay.
		if err := s.ClearLoginFailures(ctx, "A@X.io", "1.1.1.1"); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.LoginFailures(ctx, "a@x.io", "1.1.1.1", now.Add(-time.Hour)); c.EmailClient != 0 || c.Email != 1 || c.Client != 1 {
			t.Fatalf("after clearing 1.1.1.1's failures of a@x.io: %+v", c)
		}
	})
}

func TestLoginAttemptLimits(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewSessionService(db)
		now := time.Now().UTC()
		attempt := func(email, client string) (stride.LoginFailureCounts, bool) {
			t.Helper()
			_, c, ok, err := s.BeginLoginAttempt(ctx, stride.LoginAttempt{Email: email, Client: client, At: now,
				Since: now.Add(-15 * time.Minute), EmailSince: now.Add(-time.Hour),
				MaxPerEmailClient: 2, MaxPerClient: 5, MaxPerEmail: 4})
			if err != nil {
				t.Fatal(err)
			}
			return c, ok
		}
		// Two failures of one e-mail from one address reach that pair's limit...
		for i := 0; i < 2; i++ {
			if _, ok := attempt("owner@x.io", "10.0.0.1"); !ok {
				t.Fatalf("attempt %d from 10.0.0.1 refused", i+1)
			}
		}
		if c, ok := attempt("owner@x.io", "10.0.0.1"); ok || c.EmailClient != 2 {
			t.Fatalf("third from 10.0.0.1: ok %v, counts %+v", ok, c)
		}
		// ...not the e-mail's from another address, nor the address's with
		// another e-mail.
		if _, ok := attempt("owner@x.io", "10.0.0.2"); !ok {
			t.Fatal("the e-mail from another address was refused")
		}
		if _, ok := attempt("other@x.io", "10.0.0.1"); !ok {
			t.Fatal("the address with another e-mail was refused")
		}
		// The e-mail's fourth failure from anywhere reaches its ceiling.
		if _, ok := attempt("owner@x.io", "10.0.0.3"); !ok {
			t.Fatal("fourth failure of the e-mail refused")
		}
		if c, ok := attempt("owner@x.io", "10.0.0.4"); ok || c.Email != 4 || c.EmailClient != 0 {
			t.Fatalf("past the e-mail's ceiling from a fresh address: ok %v, counts %+v", ok, c)
		}
		// The address's fifth failure (any e-mails) reaches its limit.
		for _, e := range []string{"a@x.io", "b@x.io"} {
			if _, ok := attempt(e, "10.0.0.1"); !ok {
				t.Fatalf("%s from 10.0.0.1 refused", e)
			}
		}
		if c, ok := attempt("c@x.io", "10.0.0.1"); ok || c.Client != 5 {
			t.Fatalf("past the address's limit: ok %v, counts %+v", ok, c)
		}
	})
}

// Attempts from many addresses at once never pass the e-mail's ceiling,
// nor one address's attempts its limits: each attempt is counted and
// recorded in one transaction that holds the e-mail and the address.
func TestLoginAttemptLimitsAreExactUnderConcurrency(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewSessionService(db)
		now := time.Now().UTC()
		run := func(n int, email, client func(i int) string) int {
			var mu sync.Mutex
			var wg sync.WaitGroup
			allowed := 0
			for i := 0; i < n; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, _, ok, err := s.BeginLoginAttempt(ctx, stride.LoginAttempt{Email: email(i), Client: client(i), At: now,
						Since: now.Add(-15 * time.Minute), EmailSince: now.Add(-time.Hour),
						MaxPerEmailClient: 3, MaxPerClient: 7, MaxPerEmail: 11})
					if err != nil {
						t.Error(err)
					}
					if ok {
						mu.Lock()
						allowed++
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			return allowed
		}
		one := func(v string) func(int) string { return func(int) string { return v } }
		if n := run(40, one("ceiling@x.io"), func(i int) string { return fmt.Sprintf("10.1.0.%d", i%20) }); n != 11 {
			t.Errorf("40 attempts on one e-mail from 20 addresses: %d allowed, want the ceiling of 11", n)
		}
		if n := run(30, one("pair@x.io"), one("10.2.0.1")); n != 3 {
			t.Errorf("30 attempts on one e-mail from one address: %d allowed, want 3", n)
		}
		if n := run(30, func(i int) string { return fmt.Sprintf("u%d@x.io", i) }, one("10.3.0.1")); n != 7 {
			t.Errorf("30 attempts on 30 e-mails from one address: %d allowed, want 7", n)
		}
	})
}
