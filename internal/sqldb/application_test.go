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
		uid := newStoreUser(t, db, "times@example.com")
		apps := sqldb.NewApplicationService(db)
		when := time.Date(2026, 3, 4, 5, 6, 7, 890123000, time.UTC)
		title, company, status := "T", "C", "applied"
		a, err := apps.CreateApplication(ctx, uid, stride.ApplicationInput{JobTitle: &title, Company: &company, Status: &status,
			AppliedAt: &stride.FlexTime{Time: when}})
		if err != nil {
			t.Fatal(err)
		}
		list, err := apps.ListApplications(ctx, uid)
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

func TestApplicationStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		apps, notes := sqldb.NewApplicationService(db), sqldb.NewNotificationService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		str := func(s string) *string { return &s }
		var id string
		notices := func(ctx context.Context, want int) error {
			list, err := notes.ListNotifications(ctx, alice, 50)
			if err == nil {
				err = check(len(list) == want, "%d notifications, want %d: %+v", len(list), want, list)
			}
			return err
		}
		runStore(t, []storeCase{
			{name: "create", call: func(ctx context.Context) error {
				a, err := apps.CreateApplication(ctx, alice, stride.ApplicationInput{JobTitle: str("Analyst"), Company: str("Acme"), Status: str("applied")})
				if err == nil {
					id = a.ID
					err = check(a.UserID == alice && a.Status == "applied" && len(a.StatusHistory) == 1, "created %+v", a)
				}
				return err
			}},
			{name: "update by another user", code: stride.EFORBIDDEN, call: func(ctx context.Context) error {
				_, err := apps.UpdateApplication(ctx, bob, id, stride.ApplicationInput{Status: str("rejected")})
				return err
			}},
			{name: "update unknown", code: stride.ENOTFOUND, call: func(ctx context.Context) error {
				_, err := apps.UpdateApplication(ctx, alice, "nope", stride.ApplicationInput{Notes: str("x")})
				return err
			}},
			{name: "no notice for an unchanged status", call: func(ctx context.Context) error {
				a, err := apps.UpdateApplication(ctx, alice, id, stride.ApplicationInput{Status: str("applied"), Notes: str("Called HR")})
				if err == nil {
					err = check(len(a.StatusHistory) == 1 && a.Notes != nil && *a.Notes == "Called HR", "updated %+v", a)
				}
				if err == nil {
					err = notices(ctx, 0)
				}
				return err
			}},
			{name: "status change recorded and notified", call: func(ctx context.Context) error {
				a, err := apps.UpdateApplication(ctx, alice, id, stride.ApplicationInput{Status: str("interview")})
				if err == nil {
					err = check(a.Status == "interview" && len(a.StatusHistory) == 2 && a.StatusHistory[1].Status == "interview", "updated %+v", a)
				}
				if err == nil {
					err = notices(ctx, 1)
				}
				return err
			}},
			{name: "other user sees nothing", call: func(ctx context.Context) error {
				list, err := apps.ListApplications(ctx, bob)
				if err == nil {
					err = check(len(list) == 0, "bob's list %+v", list)
				}
				return err
			}},
			{name: "delete by another user", code: stride.EFORBIDDEN, call: func(ctx context.Context) error { return apps.DeleteApplication(ctx, bob, id) }},
			{name: "delete own", call: func(ctx context.Context) error { return apps.DeleteApplication(ctx, alice, id) }},
			{name: "delete again", code: stride.ENOTFOUND, call: func(ctx context.Context) error { return apps.DeleteApplication(ctx, alice, id) }},
		})
	})
}
