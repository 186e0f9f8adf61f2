package sqldb_test

import (
	"context"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestNotificationStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		notes := sqldb.NewNotificationService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		now := time.Now().UTC()
		add := func(user, title string, ago time.Duration) *stride.Notification {
			n := &stride.Notification{UserID: user, Type: stride.NotifyApplicationUpdate, Title: title, Message: "m", CreatedAt: now.Add(-ago)}
			if err := notes.CreateNotification(context.Background(), n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		old := add(alice, "old", time.Hour)
		add(alice, "new", time.Minute)
		add(alice, "middle", 10*time.Minute)
		bobs := add(bob, "bob's", time.Minute)
		runStore(t, []storeCase{
			{name: "newest first", call: func(ctx context.Context) error {
				list, err := notes.ListNotifications(ctx, alice, 10)
				if err == nil {
					err = check(len(list) == 3 && list[0].Title == "new" && list[1].Title == "middle" && list[2].Title == "old" && !list[0].IsRead,
						"list %+v", list)
				}
				return err
			}},
			{name: "limit", call: func(ctx context.Context) error {
				list, err := notes.ListNotifications(ctx, alice, 2)
				if err == nil {
					err = check(len(list) == 2 && list[0].Title == "new", "list %+v", list)
				}
				return err
			}},
			{name: "mark another user's", code: stride.EFORBIDDEN, call: func(ctx context.Context) error {
				_, err := notes.MarkNotificationRead(ctx, alice, bobs.ID)
				return err
			}},
			{name: "mark unknown", code: stride.ENOTFOUND, call: func(ctx context.Context) error {
				_, err := notes.MarkNotificationRead(ctx, alice, "nope")
				return err
			}},
			{name: "mark one", call: func(ctx context.Context) error {
				n, err := notes.MarkNotificationRead(ctx, alice, old.ID)
				if err == nil {
					err = check(n.ID == old.ID && n.IsRead, "marked %+v", n)
				}
				return err
			}},
			{name: "mark all counts the unread", call: func(ctx context.Context) error {
				n, err := notes.MarkAllNotificationsRead(ctx, alice)
				if err == nil {
					err = check(n == 2, "marked %d, want 2", n)
				}
				return err
			}},
			{name: "other user's untouched", call: func(ctx context.Context) error {
				list, err := notes.ListNotifications(ctx, bob, 10)
				if err == nil {
					err = check(len(list) == 1 && !list[0].IsRead, "list %+v", list)
				}
				return err
			}},
		})
	})
}
