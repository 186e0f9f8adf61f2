package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestUserEmailUniqueIgnoringCase(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		users := sqldb.NewUserService(db)
		a := &stride.User{Email: "Mixed.Case@Example.com"}
		if err := users.CreateUser(ctx, a, "h"); err != nil {
			t.Fatal(err)
		}
		if a.Email != "mixed.case@example.com" || a.SubscriptionPlan != "starter" || a.OnboardingStep != "plan" {
			t.Fatalf("defaults not applied: %+v", a)
		}
		err := users.CreateUser(ctx, &stride.User{Email: "MIXED.case@example.COM"}, "h")
		if stride.ErrorCode(err) != stride.ECONFLICT {
			t.Fatalf("want conflict, got %v", err)
		}
		got, hash, err := users.FindUserByEmail(ctx, "MIXED.CASE@example.com")
		if err != nil || got.ID != a.ID || hash != "h" {
			t.Fatalf("find by email: %v %v %q", got, err, hash)
		}
		if _, err := users.FindUserByID(ctx, "nope"); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Fatalf("want not found, got %v", err)
		}
	})
}

func TestDeletingUserCascades(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := newDemoUser(t, db)
		if err := sqldb.NewSessionService(db).CreateSession(ctx, stride.Session{TokenHash: "x", UserID: u.ID, Expire: time.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		// The demo user is old enough to purge once its TTL is negative.
		if err := db.PurgeExpired(ctx, -time.Hour); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"users", "sessions", "skills", "notifications", "applications", "application_status_history", "resumes"} {
			if n := sqldbtest.CountRows(t, db, table); n != 0 {
				t.Errorf("%s still has %d rows after the user was deleted", table, n)
			}
		}
	})
}
