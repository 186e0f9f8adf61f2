package stride

import (
	"context"
	"encoding/json"
	"time"
)

// Notification types (seed 000 §3); others show as generic info.
const (
	NotifyJobMatch          = "job_match"
	NotifyInterviewReminder = "interview_reminder"
	NotifyApplicationUpdate = "application_update"
	NotifySuccess           = "success"
	NotifyWarning           = "warning"
	NotifyError             = "error"
)

// Notification is a message for one user, created by an event.
type Notification struct {
	ID        string          `json:"id"`
	UserID    string          `json:"userId"`
	Type      string          `json:"type"`
	Title     string          `json:"title"`
	Message   string          `json:"message"`
	IsRead    bool            `json:"isRead"`
	ActionURL *string         `json:"actionUrl"`
	Data      json.RawMessage `json:"data"`
	CreatedAt time.Time       `json:"createdAt"`
	// DedupeKey names the event that made the notification
	// ("achievement:first-application"); a second notification with the
	// same key for the same user is not stored, so a retried event adds
	// nothing. Empty for notifications that may repeat.
	DedupeKey string `json:"-"`
}

// MsgNotificationNotFound is the 404 message for an unknown notification.
const MsgNotificationNotFound = "Notification not found"

// NotificationService stores notifications. Every method is scoped to userID.
type NotificationService interface {
	// ListNotifications returns the newest notifications first, at most limit.
	ListNotifications(ctx context.Context, userID string, limit int) ([]Notification, error)
	CreateNotification(ctx context.Context, n *Notification) error
	MarkNotificationRead(ctx context.Context, userID, id string) (*Notification, error)
	// MarkAllNotificationsRead returns how many were unread.
	MarkAllNotificationsRead(ctx context.Context, userID string) (int, error)
}
