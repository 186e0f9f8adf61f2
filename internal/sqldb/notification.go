package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// NotificationService implements stride.NotificationService.
type NotificationService struct{ db *DB }

// NewNotificationService returns the notification store of db.
func NewNotificationService(db *DB) *NotificationService { return &NotificationService{db: db} }

var _ stride.NotificationService = (*NotificationService)(nil)

const notificationColumns = `id, user_id, type, title, message, is_read, action_url, data, created_at`

func scanNotification(r rowScanner) (*stride.Notification, error) {
	var n stride.Notification
	if err := r.Scan(&n.ID, &n.UserID, &n.Type, &n.Title, &n.Message, &n.IsRead, &n.ActionURL,
		rawJSON{&n.Data}, &n.CreatedAt); err != nil {
		return nil, err
	}
	return &n, nil
}

// ListNotifications returns the user's newest notifications first.
func (s *NotificationService) ListNotifications(ctx context.Context, userID string, limit int) ([]stride.Notification, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+notificationColumns+` FROM notifications
		WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	defer rows.Close()
	out := []stride.Notification{}
	for rows.Next() {
		n, err := scanNotification(rows)
		if err != nil {
			return nil, fmt.Errorf("scan notification: %w", err)
		}
		out = append(out, *n)
	}
	return out, rows.Err()
}

// CreateNotification stores n, filling its id and time.
func (s *NotificationService) CreateNotification(ctx context.Context, n *stride.Notification) error {
	return s.db.update(ctx, func(tx *Tx) error { return createNotification(ctx, tx, n) })
}

func createNotification(ctx context.Context, tx *Tx, n *stride.Notification) error {
	n.ID = uuid.NewString()
	if n.CreatedAt.IsZero() {
		n.CreatedAt = tx.db.Now()
	}
	var data, key any
	if len(n.Data) > 0 {
		data = string(n.Data)
	}
	if n.DedupeKey != "" {
		key = n.DedupeKey
	}
	// A notification whose key the user already has is the same event
	// again: nothing is stored.
	if _, err := tx.exec(ctx, `INSERT INTO notifications (id, user_id, title, message, type, is_read, action_url, data,
		created_at, dedupe_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, n.ID, n.UserID, n.Title,
		n.Message, n.Type, n.IsRead, n.ActionURL, data, n.CreatedAt, key); err != nil {
		return fmt.Errorf("insert notification: %w", err)
	}
	return nil
}

// MarkNotificationRead marks one of the user's notifications read.
func (s *NotificationService) MarkNotificationRead(ctx context.Context, userID, id string) (*stride.Notification, error) {
	var out *stride.Notification
	err := s.db.update(ctx, func(tx *Tx) error {
		n, err := scanNotification(tx.queryRow(ctx, `SELECT `+notificationColumns+` FROM notifications WHERE id = ?`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgNotificationNotFound)
		} else if err != nil {
			return fmt.Errorf("find notification: %w", err)
		} else if n.UserID != userID {
			return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
		}
		if _, err := tx.exec(ctx, `UPDATE notifications SET is_read = ? WHERE id = ?`, true, id); err != nil {
			return fmt.Errorf("mark notification read: %w", err)
		}
		n.IsRead = true
		out = n
		return nil
	})
	return out, err
}

// MarkAllNotificationsRead marks every unread notification of the user read.
func (s *NotificationService) MarkAllNotificationsRead(ctx context.Context, userID string) (int, error) {
	var n int64
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE notifications SET is_read = ? WHERE user_id = ? AND is_read = ?`, true, userID, false)
		if err != nil {
			return fmt.Errorf("mark all read: %w", err)
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}

// jsonRaw turns a value into json.RawMessage for notification data.
func jsonRaw(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}
