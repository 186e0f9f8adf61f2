package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

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
