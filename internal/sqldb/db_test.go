package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestMigrateTwice(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		// Each already migrated once; a second run must be a no-op.
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatalf("second migration: %v", err)
		}
	})
}

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
		u, err := sqldb.NewDemoService(db).CreateDemoUser(ctx)
		if err != nil {
			t.Fatal(err)
		}
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

func TestSessionsExpire(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		users, sessions := sqldb.NewUserService(db), sqldb.NewSessionService(db)
		u := &stride.User{Email: "s@example.com"}
		if err := users.CreateUser(ctx, u, "h"); err != nil {
			t.Fatal(err)
		}
		_ = sessions.CreateSession(ctx, stride.Session{TokenHash: "live", UserID: u.ID, Expire: time.Now().Add(time.Minute)})
		_ = sessions.CreateSession(ctx, stride.Session{TokenHash: "dead", UserID: u.ID, Expire: time.Now().Add(-time.Minute)})
		if got, err := sessions.FindSessionUser(ctx, "live"); err != nil || got.ID != u.ID {
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
		if c.Email != 2 || c.Client != 2 {
			t.Fatalf("counts %+v", c)
		}
		if d := c.OldestEmail.Sub(now.Add(-5 * time.Minute)); d < -time.Millisecond || d > time.Millisecond {
			t.Fatalf("oldest e-mail failure %v, want %v", c.OldestEmail, now.Add(-5*time.Minute))
		}
		if err := s.ClearLoginFailures(ctx, "A@X.io"); err != nil {
			t.Fatal(err)
		}
		if c, _ := s.LoginFailures(ctx, "a@x.io", "9.9.9.9", now.Add(-time.Hour)); c.Email != 0 {
			t.Fatalf("failures not cleared: %+v", c)
		}
	})
}

func TestApplicationTimesRoundTrip(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		u := &stride.User{Email: "times@example.com"}
		if err := sqldb.NewUserService(db).CreateUser(ctx, u, "h"); err != nil {
			t.Fatal(err)
		}
		apps := sqldb.NewApplicationService(db)
		when := time.Date(2026, 3, 4, 5, 6, 7, 890123000, time.UTC)
		title, company, status := "T", "C", "applied"
		a, err := apps.CreateApplication(ctx, u.ID, stride.ApplicationInput{JobTitle: &title, Company: &company, Status: &status,
			AppliedAt: &stride.FlexTime{Time: when}})
		if err != nil {
			t.Fatal(err)
		}
		list, err := apps.ListApplications(ctx, u.ID)
		if err != nil || len(list) != 1 {
			t.Fatal(list, err)
		}
		got := list[0]
		if !got.AppliedAt.Equal(when) || got.AppliedAt.Location() != time.UTC || !got.CreatedAt.Equal(a.CreatedAt) ||
			!got.StatusHistory[0].ChangedAt.Equal(when) {
			t.Fatalf("times changed: %v %v %v (want %v)", got.AppliedAt, got.CreatedAt, got.StatusHistory, when)
		}
	})
}

func TestParseUTCForms(t *testing.T) {
	for in, want := range map[string]time.Time{
		"2026-11-22 01:13:00+00:00":            time.Date(2026, 11, 22, 1, 13, 0, 0, time.UTC),
		"2026-11-22 01:13:00.5+00:00":          time.Date(2026, 11, 22, 1, 13, 0, 500000000, time.UTC),
		"2026-11-22T01:13:00.123456789Z":       time.Date(2026, 11, 22, 1, 13, 0, 123456789, time.UTC),
		"2026-11-22 01:13:00":                  time.Date(2026, 11, 22, 1, 13, 0, 0, time.UTC),
		"2026-11-22 01:13:00.1234567891+00:00": time.Date(2026, 11, 22, 1, 13, 0, 123456789, time.UTC),
	} {
		got, ok := sqldb.ParseUTC(in)
		if !ok || !got.Equal(want) {
			t.Errorf("%q → %v %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "2026-11-22", "2026-11-22 01:13:00+02:00", "20x6-11-22 01:13:00", "2026-11-22 01:13:00 PST"} {
		if _, ok := sqldb.ParseUTC(bad); ok {
			t.Errorf("%q parsed", bad)
		}
	}
}
