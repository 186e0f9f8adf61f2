package sqldb_test

import (
	"context"
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
