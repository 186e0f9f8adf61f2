package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/stride-oss/stride"
)

// BillingService implements stride.BillingService.
type BillingService struct{ db *DB }

// NewBillingService returns the billing store of db.
func NewBillingService(db *DB) *BillingService { return &BillingService{db: db} }

var _ stride.BillingService = (*BillingService)(nil)

// Usage returns the applications userID tracks and the month's counters.
func (s *BillingService) Usage(ctx context.Context, userID string, now time.Time) (stride.Usage, error) {
	u := stride.Usage{Month: stride.UsageMonth(now)}
	r := s.db.reader()
	if err := r.queryRow(ctx, `SELECT COUNT(*) FROM applications WHERE user_id = ?`, userID).Scan(&u.Applications); err != nil {
		return u, fmt.Errorf("count applications: %w", err)
	}
	err := r.queryRow(ctx, `SELECT count FROM billing_usage WHERE user_id = ? AND month = ? AND feature = ?`,
		userID, u.Month, stride.UsageResumeReviews).Scan(&u.ResumeReviews)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return u, fmt.Errorf("read usage: %w", err)
	}
	return u, nil
}

// UseMonthly counts one use in one statement: the upsert only increments
// while the count is below limit, so concurrent calls never pass it.
func (s *BillingService) UseMonthly(ctx context.Context, userID, feature string, now time.Time, limit int) (bool, error) {
	if limit == 0 {
		return false, nil
	}
	month := stride.UsageMonth(now)
	ok := false
	err := s.db.update(ctx, func(tx *Tx) error {
		q := `INSERT INTO billing_usage (user_id, month, feature, count) VALUES (?, ?, ?, 1)
			ON CONFLICT (user_id, month, feature) DO UPDATE SET count = billing_usage.count + 1`
		a := []any{userID, month, feature}
		if limit != stride.Unlimited {
			q += ` WHERE billing_usage.count < ?`
			a = append(a, limit)
		}
		res, err := tx.exec(ctx, q, a...)
		if err != nil {
			return fmt.Errorf("count usage: %w", err)
		}
		n, err := res.RowsAffected()
		ok = n > 0
		return err
	})
	return ok, err
}

// SetPlan sets the account's plan and status.
func (s *BillingService) SetPlan(ctx context.Context, userID, plan, status string) (*stride.User, error) {
	var out *stride.User
	err := s.db.update(ctx, func(tx *Tx) error {
		if err := setPlan(ctx, tx, userID, plan, status); err != nil {
			return err
		}
		var err error
		out, err = findUserByID(ctx, tx, userID)
		return err
	})
	return out, err
}

func setPlan(ctx context.Context, tx *Tx, userID, plan, status string) error {
	res, err := tx.exec(ctx, `UPDATE users SET subscription_plan = ?, subscription_status = ?, updated_at = ? WHERE id = ?`,
		plan, status, tx.db.Now(), userID)
	if err != nil {
		return fmt.Errorf("set plan: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return stride.Errorf(stride.ENOTFOUND, stride.MsgUserNotFound)
	}
	return nil
}

const subscriptionColumns = `user_id, customer_id, subscription_id, plan, cancel_at_period_end, current_period_end`

func scanSubscription(r rowScanner) (*stride.Subscription, error) {
	var sub stride.Subscription
	var end sql.NullTime
	if err := r.Scan(&sub.UserID, &sub.CustomerID, &sub.SubscriptionID, &sub.Plan, &sub.CancelAtPeriodEnd, &end); err != nil {
		return nil, err
	}
	if end.Valid {
		t := end.Time.UTC()
		sub.CurrentPeriodEnd = &t
	}
	return &sub, nil
}

// Subscription returns userID's link to the provider, nil when none.
func (s *BillingService) Subscription(ctx context.Context, userID string) (*stride.Subscription, error) {
	sub, err := scanSubscription(s.db.reader().queryRow(ctx,
		`SELECT `+subscriptionColumns+` FROM billing_subscriptions WHERE user_id = ?`, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read subscription: %w", err)
	}
	return sub, nil
}

// SaveSubscription inserts or replaces sub.
func (s *BillingService) SaveSubscription(ctx context.Context, sub *stride.Subscription) error {
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO billing_subscriptions (`+subscriptionColumns+`, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (user_id) DO UPDATE SET customer_id = excluded.customer_id,
				subscription_id = excluded.subscription_id, plan = excluded.plan,
				cancel_at_period_end = excluded.cancel_at_period_end,
				current_period_end = excluded.current_period_end, updated_at = excluded.updated_at`,
			sub.UserID, sub.CustomerID, sub.SubscriptionID, sub.Plan, sub.CancelAtPeriodEnd, sub.CurrentPeriodEnd, tx.db.Now())
		if err != nil {
			return fmt.Errorf("save subscription: %w", err)
		}
		return nil
	})
}

// ApplyEvent records ev's id and applies it in one transaction, so a
// replay (even a concurrent one) is applied once.
func (s *BillingService) ApplyEvent(ctx context.Context, ev stride.BillingEvent) (stride.EventOutcome, error) {
	var outcome stride.EventOutcome
	err := s.db.update(ctx, func(tx *Tx) error {
		outcome = stride.EventApplied
		sub, err := scanSubscription(tx.queryRow(ctx,
			`SELECT `+subscriptionColumns+` FROM billing_subscriptions WHERE customer_id = ?`, ev.CustomerID))
		if errors.Is(err, sql.ErrNoRows) {
			outcome, sub = stride.EventUnknownCustomer, nil
		} else if err != nil {
			return fmt.Errorf("find customer: %w", err)
		}
		_, err = tx.exec(ctx, `INSERT INTO billing_events (id, type, outcome, processed_at) VALUES (?, ?, ?, ?)`,
			ev.ID, ev.Type, string(outcome), tx.db.Now())
		if isUniqueViolation(err) {
			outcome = stride.EventDuplicate
			return errDuplicateEvent
		}
		if err != nil {
			return fmt.Errorf("record event: %w", err)
		}
		if sub == nil {
			return nil
		}
		return applyEvent(ctx, tx, sub, ev)
	})
	if errors.Is(err, errDuplicateEvent) {
		return stride.EventDuplicate, nil
	}
	return outcome, err
}

var errDuplicateEvent = errors.New("duplicate event")

// applyEvent changes the account of sub as ev says.
func applyEvent(ctx context.Context, tx *Tx, sub *stride.Subscription, ev stride.BillingEvent) error {
	// An event about an older subscription of this customer changes nothing.
	if ev.SubscriptionID != "" && sub.SubscriptionID != "" && ev.SubscriptionID != sub.SubscriptionID {
		return nil
	}
	plan := sub.Plan
	if stride.IsPlan(ev.Plan) {
		plan = ev.Plan
	}
	switch ev.Type {
	case stride.EventPaymentSucceeded:
		if !stride.IsPlan(plan) {
			return nil
		}
		return setPlan(ctx, tx, sub.UserID, plan, stride.StatusActive)
	case stride.EventPaymentFailed:
		_, err := tx.exec(ctx, `UPDATE users SET subscription_status = ?, updated_at = ? WHERE id = ?`,
			stride.StatusPastDue, tx.db.Now(), sub.UserID)
		return err
	case stride.EventSubscriptionUpdated:
		if _, err := tx.exec(ctx, `UPDATE billing_subscriptions SET plan = ?, cancel_at_period_end = ?,
			current_period_end = ?, updated_at = ? WHERE user_id = ?`,
			plan, ev.CancelAtPeriodEnd, ev.CurrentPeriodEnd, tx.db.Now(), sub.UserID); err != nil {
			return fmt.Errorf("update subscription: %w", err)
		}
		switch ev.Status {
		case "active", "trialing":
			if stride.IsPlan(plan) {
				return setPlan(ctx, tx, sub.UserID, plan, stride.StatusActive)
			}
		case "past_due", "unpaid":
			_, err := tx.exec(ctx, `UPDATE users SET subscription_status = ?, updated_at = ? WHERE id = ?`,
				stride.StatusPastDue, tx.db.Now(), sub.UserID)
			return err
		case "canceled", "incomplete_expired":
			return setPlan(ctx, tx, sub.UserID, stride.PlanStarter, stride.StatusCanceled)
		}
		return nil
	case stride.EventSubscriptionDeleted:
		if _, err := tx.exec(ctx, `UPDATE billing_subscriptions SET subscription_id = '', plan = '',
			cancel_at_period_end = ?, updated_at = ? WHERE user_id = ?`, false, tx.db.Now(), sub.UserID); err != nil {
			return fmt.Errorf("end subscription: %w", err)
		}
		return setPlan(ctx, tx, sub.UserID, stride.PlanStarter, stride.StatusCanceled)
	}
	return nil
}
