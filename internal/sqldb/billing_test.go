package sqldb_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestBillingUsageStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		b := sqldb.NewBillingService(db)
		alice, bob := newStoreUser(t, db, "alice@example.com"), newStoreUser(t, db, "bob@example.com")
		nov := time.Date(2026, 11, 30, 23, 59, 0, 0, time.UTC)
		dec := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
		use := func(user string, now time.Time, limit int, want bool) storeCase {
			return storeCase{name: "use", call: func(ctx context.Context) error {
				ok, err := b.UseMonthly(ctx, user, stride.UsageResumeReviews, now, limit)
				if err == nil {
					err = check(ok == want, "use at %s limit %d: %v, want %v", now, limit, ok, want)
				}
				return err
			}}
		}
		usage := func(user string, now time.Time, want int) storeCase {
			return storeCase{name: "usage", call: func(ctx context.Context) error {
				u, err := b.Usage(ctx, user, now)
				if err == nil {
					err = check(u.ResumeReviews == want && u.Month == stride.UsageMonth(now), "usage %+v, want %d", u, want)
				}
				return err
			}}
		}
		runStore(t, []storeCase{
			usage(alice, nov, 0),
			use(alice, nov, 5, true), use(alice, nov, 5, true), use(alice, nov, 5, true),
			use(alice, nov, 5, true), use(alice, nov, 5, true),
			// The fifth review was the last of November.
			use(alice, nov, 5, false),
			usage(alice, nov, 5),
			// Bob's counter is his own.
			use(bob, nov, 5, true), usage(bob, nov, 1),
			// A new calendar month starts from zero.
			usage(alice, dec, 0), use(alice, dec, 5, true), usage(alice, dec, 1),
			// Unlimited always counts; a zero limit never does.
			use(alice, nov, stride.Unlimited, true), usage(alice, nov, 6),
			use(bob, dec, 0, false),
		})

		// Concurrent uses never pass the limit.
		carol := newStoreUser(t, db, "carol@example.com")
		var wg sync.WaitGroup
		var mu sync.Mutex
		granted := 0
		for range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := b.UseMonthly(context.Background(), carol, stride.UsageResumeReviews, nov, 5)
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					granted++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if granted != 5 {
			t.Errorf("20 concurrent uses granted %d, want 5", granted)
		}
	})
}

func TestBillingEventStore(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		b := sqldb.NewBillingService(db)
		users := sqldb.NewUserService(db)
		alice := newStoreUser(t, db, "alice@example.com")
		ctx := context.Background()
		if err := b.SaveSubscription(ctx, &stride.Subscription{UserID: alice, CustomerID: "cus_A", SubscriptionID: "sub_A", Plan: stride.PlanProfessional}); err != nil {
			t.Fatal(err)
		}
		planIs := func(plan, status string) storeCase {
			return storeCase{name: "plan " + plan + " " + status, call: func(ctx context.Context) error {
				u, err := users.FindUserByID(ctx, alice)
				if err == nil {
					err = check(u.SubscriptionPlan == plan && u.SubscriptionStatus == status, "plan %s/%s, want %s/%s",
						u.SubscriptionPlan, u.SubscriptionStatus, plan, status)
				}
				return err
			}}
		}
		apply := func(ev stride.BillingEvent, want stride.EventOutcome) storeCase {
			return storeCase{name: "apply " + ev.ID, call: func(ctx context.Context) error {
				got, err := b.ApplyEvent(ctx, ev)
				if err == nil {
					err = check(got == want, "%s: %s, want %s", ev.ID, got, want)
				}
				return err
			}}
		}
		end := time.Date(2026, 12, 23, 0, 0, 0, 0, time.UTC)
		runStore(t, []storeCase{
			// Starting a subscription does not change the plan.
			planIs(stride.PlanStarter, stride.StatusActive),
			apply(stride.BillingEvent{ID: "evt_1", Type: stride.EventPaymentFailed, CustomerID: "cus_A", SubscriptionID: "sub_A"}, stride.EventApplied),
			planIs(stride.PlanStarter, stride.StatusPastDue),
			apply(stride.BillingEvent{ID: "evt_2", Type: stride.EventPaymentSucceeded, CustomerID: "cus_A", SubscriptionID: "sub_A"}, stride.EventApplied),
			planIs(stride.PlanProfessional, stride.StatusActive),
			// A replay, even of another type under the same id, changes nothing.
			apply(stride.BillingEvent{ID: "evt_1", Type: stride.EventPaymentFailed, CustomerID: "cus_A", SubscriptionID: "sub_A"}, stride.EventDuplicate),
			planIs(stride.PlanProfessional, stride.StatusActive),
			// An unknown customer is recorded and changes nothing.
			apply(stride.BillingEvent{ID: "evt_3", Type: stride.EventSubscriptionDeleted, CustomerID: "cus_nobody"}, stride.EventUnknownCustomer),
			apply(stride.BillingEvent{ID: "evt_3", Type: stride.EventSubscriptionDeleted, CustomerID: "cus_nobody"}, stride.EventDuplicate),
			planIs(stride.PlanProfessional, stride.StatusActive),
			// An event of an older subscription of this customer is ignored.
			apply(stride.BillingEvent{ID: "evt_4", Type: stride.EventSubscriptionDeleted, CustomerID: "cus_A", SubscriptionID: "sub_old"}, stride.EventApplied),
			planIs(stride.PlanProfessional, stride.StatusActive),
			// An upgrade in Stripe, then a cancel at the period's end.
			apply(stride.BillingEvent{ID: "evt_5", Type: stride.EventSubscriptionUpdated, CustomerID: "cus_A", SubscriptionID: "sub_A",
				Plan: stride.PlanExecutive, Status: "active", CancelAtPeriodEnd: true, CurrentPeriodEnd: &end}, stride.EventApplied),
			planIs(stride.PlanExecutive, stride.StatusActive),
			{name: "subscription kept", call: func(ctx context.Context) error {
				sub, err := b.Subscription(ctx, alice)
				if err == nil {
					err = check(sub != nil && sub.CancelAtPeriodEnd && sub.Plan == stride.PlanExecutive &&
						sub.CurrentPeriodEnd != nil && sub.CurrentPeriodEnd.Equal(end), "subscription %+v", sub)
				}
				return err
			}},
			apply(stride.BillingEvent{ID: "evt_6", Type: stride.EventSubscriptionDeleted, CustomerID: "cus_A", SubscriptionID: "sub_A"}, stride.EventApplied),
			planIs(stride.PlanStarter, stride.StatusCanceled),
		})
		if n := sqldbtest.CountRows(t, db, "billing_events"); n != 6 {
			t.Errorf("%d events recorded, want 6", n)
		}
	})
}

// The starter plan's 50 tracked applications hold under parallel creates:
// from 45, twenty at once add exactly five.
func TestApplicationLimitHoldsUnderConcurrency(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		apps := sqldb.NewApplicationService(db)
		uid := newStoreUser(t, db, "limit@example.com")
		create := func(i int) error {
			title, company, status := fmt.Sprintf("Role %d", i), "Company", "applied"
			_, err := apps.CreateApplication(ctx, uid, stride.ApplicationInput{JobTitle: &title, Company: &company, Status: &status})
			return err
		}
		for i := 0; i < 45; i++ {
			if err := create(i); err != nil {
				t.Fatalf("application %d: %v", i+1, err)
			}
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok, refused := 0, 0
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				err := create(45 + i)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					ok++
				case stride.ErrorCode(err) == stride.EPLANLIMIT:
					refused++
				default:
					t.Errorf("create: %v", err)
				}
			}(i)
		}
		wg.Wait()
		if ok != 5 || refused != 15 {
			t.Fatalf("parallel creates from 45: %d created, %d refused; want 5 and 15", ok, refused)
		}
		if n := sqldbtest.CountRows(t, db, "applications"); n != 50 {
			t.Fatalf("%d applications stored, want 50", n)
		}
		// A plan without the limit lifts it.
		if _, err := sqldb.NewBillingService(db).SetPlan(ctx, uid, "professional", "active"); err != nil {
			t.Fatal(err)
		}
		if err := create(99); err != nil {
			t.Fatalf("the 51st on professional: %v", err)
		}
	})
}
