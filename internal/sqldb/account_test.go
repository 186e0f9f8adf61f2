package sqldb_test

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// fillAccount gives a demo account rows in the tables the demo leaves
// empty: a job it added and saved, sessions, e-mail links, recovery codes,
// a subscription, plan usage, activity, market alerts and failed sign-ins.
func fillAccount(t *testing.T, db *sqldb.DB) *stride.User {
	t.Helper()
	ctx := context.Background()
	svc := sqldb.NewServices(db)
	u := newDemoUser(t, db)
	job := &stride.Job{Title: "Archivist", Company: "Own find", Location: "Remote", Type: "full-time", Description: "Found elsewhere"}
	if err := sqldb.NewJobService(db).CreateJob(ctx, u.ID, job); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.SavedJobs.SaveJob(ctx, u.ID, job.ID); err != nil {
		t.Fatal(err)
	}
	for i, tok := range []string{"s1", "s2"} {
		if err := svc.Sessions.CreateSession(ctx, stride.Session{TokenHash: tok + u.ID, UserID: u.ID, Expire: time.Now().Add(time.Hour),
			UserAgent: "test", Address: "192.0.2." + string(rune('1'+i))}); err != nil {
			t.Fatal(err)
		}
	}
	if err := svc.Accounts.CreateToken(ctx, stride.AccountToken{Hash: "h" + u.ID, UserID: u.ID, Purpose: stride.TokenResetPassword,
		Email: u.Email, Expire: time.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if err := svc.Accounts.EnableTwoFactor(ctx, u.ID, []string{"c1" + u.ID, "c2" + u.ID}); err != nil {
		t.Fatal(err)
	}
	if err := svc.Billing.SaveSubscription(ctx, &stride.Subscription{UserID: u.ID, CustomerID: "cus_" + u.ID, SubscriptionID: "sub_" + u.ID, Plan: stride.PlanProfessional}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Billing.UseMonthly(ctx, u.ID, stride.UsageResumeReviews, time.Now(), 10); err != nil {
		t.Fatal(err)
	}
	if err := svc.Achievements.RecordActivity(ctx, u.ID, stride.ActivityResumeDownload); err != nil {
		t.Fatal(err)
	}
	if err := svc.Sessions.RecordLoginFailure(ctx, u.Email, "192.0.2.9", time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.RateLimits.HitRateLimits(ctx, time.Now().Truncate(time.Hour), "account:user:"+u.ID); err != nil {
		t.Fatal(err)
	}
	return u
}

// Deleting an account removes every row of the user from every table
// that has a user column (found from the schema itself, so a table added
// later is covered without touching this test), and nothing of anyone
// else's, in one transaction, on both databases.
func TestDeleteUserRemovesEveryRow(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := fillAccount(t, db)
		other := fillAccount(t, db)
		cols := sqldbtest.UserColumns(t, db)
		if len(cols) < 25 {
			t.Fatalf("only %d tables with a user column found: %v", len(cols), cols)
		}
		count := func(id string) (map[string]int, []string) {
			n := map[string]int{}
			var filled []string
			for table, cs := range cols {
				for _, c := range cs {
					n[table+"."+c] = sqldbtest.CountWhere(t, db, table, c, id)
					if n[table+"."+c] > 0 {
						filled = append(filled, table+"."+c)
					}
				}
			}
			sort.Strings(filled)
			return n, filled
		}
		before, filled := count(u.ID)
		// The test means something only if the account had rows nearly
		// everywhere.
		if len(filled) < 20 {
			t.Fatalf("the account fills only %d of %d user columns: %v", len(filled), len(before), filled)
		}
		var empty []string
		for k, v := range before {
			if v == 0 {
				empty = append(empty, k)
			}
		}
		t.Logf("the account fills %d of %d user columns; empty: %v", len(filled), len(before), empty)
		otherBefore, _ := count(other.ID)
		if err := sqldb.NewAccountService(db).DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		after, left := count(u.ID)
		if len(left) > 0 {
			t.Errorf("rows of the deleted user remain in %v (%v)", left, after)
		}
		if n := sqldbtest.CountWhere(t, db, "users", "id", u.ID); n != 0 {
			t.Errorf("users row remains")
		}
		if n := sqldbtest.CountWhere(t, db, "login_failures", "email", u.Email); n != 0 {
			t.Errorf("%d failed sign-ins of the address remain", n)
		}
		if n := sqldbtest.CountWhere(t, db, "rate_limit_hits", "bucket", "account:user:"+u.ID); n != 0 {
			t.Errorf("rate-limit counts of the user remain")
		}
		otherAfter, _ := count(other.ID)
		for k, v := range otherBefore {
			if otherAfter[k] != v {
				t.Errorf("another user's %s went from %d to %d rows", k, v, otherAfter[k])
			}
		}
		if err := sqldb.NewAccountService(db).DeleteUser(ctx, u.ID); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Errorf("deleting again: %v, want ENOTFOUND", err)
		}
	})
}

// Tokens work once, only for their purpose and only before they expire;
// a new token of a purpose replaces the earlier one.
func TestAccountTokens(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		acc := sqldb.NewAccountService(db)
		u := newDemoUser(t, db)
		now := time.Now()
		mk := func(hash, purpose string, ttl time.Duration) {
			if err := acc.CreateToken(ctx, stride.AccountToken{Hash: hash, UserID: u.ID, Purpose: purpose, Email: u.Email, Expire: now.Add(ttl)}); err != nil {
				t.Fatal(err)
			}
		}
		mk("a", stride.TokenResetPassword, time.Hour)
		if _, err := acc.ConsumeToken(ctx, "a", now, stride.TokenVerifyEmail); stride.ErrorCode(err) != stride.EINVALID {
			t.Errorf("wrong purpose: %v", err)
		}
		mk("b", stride.TokenResetPassword, time.Hour)
		mk("c", stride.TokenResetPassword, time.Hour)
		if _, err := acc.ConsumeToken(ctx, "b", now, stride.TokenResetPassword); stride.ErrorCode(err) != stride.EINVALID {
			t.Errorf("replaced token still works: %v", err)
		}
		if tok, err := acc.ConsumeToken(ctx, "c", now, stride.TokenResetPassword); err != nil || tok.UserID != u.ID {
			t.Errorf("consume: %v %v", tok, err)
		}
		if _, err := acc.ConsumeToken(ctx, "c", now, stride.TokenResetPassword); stride.ErrorCode(err) != stride.EINVALID {
			t.Errorf("second use: %v", err)
		}
		mk("d", stride.TokenResetPassword, time.Hour)
		if _, err := acc.ConsumeToken(ctx, "d", now.Add(time.Hour+time.Second), stride.TokenResetPassword); stride.ErrorCode(err) != stride.EINVALID {
			t.Errorf("expired token: %v", err)
		}
	})
}
