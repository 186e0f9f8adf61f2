package httpapi

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/billing"
)

// Billing modes as the web app reads them.
const (
	modeDemo   = "demo"
	modeStripe = "stripe"
)

// MsgSubscriptionFailed is the seed's plan set-up failure text (seed 000 §8).
const MsgSubscriptionFailed = "Something went wrong. Please try again."

// MsgAlreadySubscribed refuses a second paid subscription.
const MsgAlreadySubscribed = "You already have a paid plan. Cancel it from your profile first; the new plan can start while the paid period runs out."

func (s *Server) billingMode() string {
	if s.paymentsConfigured() {
		return modeStripe
	}
	return modeDemo
}

// billingResponse is the account's plan, its limits and what it has used.
type billingResponse struct {
	Mode              string        `json:"mode"`
	Plan              stride.Plan   `json:"plan"`
	Status            string        `json:"status"`
	Usage             stride.Usage  `json:"usage"`
	CancelAtPeriodEnd bool          `json:"cancelAtPeriodEnd"`
	CurrentPeriodEnd  *time.Time    `json:"currentPeriodEnd"`
	Plans             []stride.Plan `json:"plans"`
}

// getBilling serves GET /api/billing.
func (s *Server) getBilling(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	return s.writeBilling(w, r, u)
}

// writeBilling answers with u's plan, usage and subscription.
func (s *Server) writeBilling(w http.ResponseWriter, r *http.Request, u *stride.User) error {
	usage, err := s.svc.Billing.Usage(r.Context(), u.ID, s.now())
	if err != nil {
		return err
	}
	out := billingResponse{Mode: s.billingMode(), Plan: stride.PlanByID(u.SubscriptionPlan),
		Status: u.SubscriptionStatus, Usage: usage, Plans: stride.PlanCatalog}
	sub, err := s.svc.Billing.Subscription(r.Context(), u.ID)
	if err != nil {
		return err
	}
	if sub != nil {
		out.CancelAtPeriodEnd, out.CurrentPeriodEnd = sub.CancelAtPeriodEnd, sub.CurrentPeriodEnd
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

type subscribeRequest struct {
	PlanID string `json:"planId"`
}

// subscribeResponse says where the web app goes next: the payment page
// (Stripe) or the success page with the plan already active (demo).
type subscribeResponse struct {
	Mode string       `json:"mode"`
	URL  string       `json:"url"`
	User *stride.User `json:"user,omitempty"`
}

// subscribe serves POST /api/billing/subscribe: in demo mode the plan is
// active at once; with Stripe a subscription is started and the plan
// changes only when Stripe's signed webhook confirms the payment.
func (s *Server) subscribe(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in subscribeRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if !stride.IsPlan(in.PlanID) {
		return &stride.Error{Code: stride.EINVALID, Message: "Please select a plan",
			Fields: map[string]string{"planId": "Choose a subscription plan to continue"}}
	}
	plan := stride.PlanByID(in.PlanID)
	if !s.paymentsConfigured() {
		user, err := s.svc.Billing.SetPlan(r.Context(), u.ID, plan.ID, stride.StatusActive)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, subscribeResponse{Mode: modeDemo, URL: "/payment-success?plan=" + plan.ID, User: user})
		return nil
	}
	if s.svc.Stripe == nil {
		return stride.Errorf(stride.EUNAVAILABLE, MsgSubscriptionFailed)
	}
	sub, err := s.svc.Billing.Subscription(r.Context(), u.ID)
	if err != nil {
		return err
	}
	customerID := ""
	if sub != nil {
		customerID = sub.CustomerID
		// A paid, running subscription is not doubled: changing plans
		// starts after a cancel (kept until the paid period ends).
		if sub.SubscriptionID != "" && !sub.CancelAtPeriodEnd && u.SubscriptionPlan == sub.Plan && u.SubscriptionStatus == stride.StatusActive {
			return stride.Errorf(stride.ECONFLICT, MsgAlreadySubscribed)
		}
	}
	co, err := s.svc.Stripe.Subscribe(r.Context(), u, customerID, plan)
	if err != nil {
		s.log.ErrorContext(r.Context(), "stripe subscribe failed", "user", u.ID, "plan", plan.ID, "err", err)
		return stride.Errorf(stride.EUNAVAILABLE, MsgSubscriptionFailed)
	}
	// The subscription is remembered with the plan it pays for; the
	// account's plan stays as it is until the webhook.
	if err := s.svc.Billing.SaveSubscription(r.Context(), &stride.Subscription{UserID: u.ID, CustomerID: co.CustomerID,
		SubscriptionID: co.SubscriptionID, Plan: plan.ID}); err != nil {
		return err
	}
	q := url.Values{"clientSecret": {co.ClientSecret}, "planId": {plan.ID}, "amount": {strconv.FormatInt(co.AmountCents, 10)}}
	writeJSON(w, http.StatusOK, subscribeResponse{Mode: modeStripe, URL: "/payment?" + q.Encode()})
	return nil
}

// cancelSubscription serves POST /api/billing/cancel: with Stripe the
// subscription ends at the paid period's end (the webhook then moves the
// account to starter); in demo mode the account is back on starter now.
func (s *Server) cancelSubscription(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if !s.paymentsConfigured() {
		user, err := s.svc.Billing.SetPlan(r.Context(), u.ID, stride.PlanStarter, stride.StatusCanceled)
		if err != nil {
			return err
		}
		return s.writeBilling(w, r, user)
	}
	sub, err := s.svc.Billing.Subscription(r.Context(), u.ID)
	if err != nil {
		return err
	}
	if sub == nil || sub.SubscriptionID == "" || s.svc.Stripe == nil {
		return stride.Errorf(stride.ECONFLICT, "You have no paid subscription to cancel.")
	}
	if err := s.svc.Stripe.CancelAtPeriodEnd(r.Context(), sub.SubscriptionID); err != nil {
		s.log.ErrorContext(r.Context(), "stripe cancel failed", "user", u.ID, "err", err)
		return stride.Errorf(stride.EUNAVAILABLE, MsgSubscriptionFailed)
	}
	sub.CancelAtPeriodEnd = true
	if err := s.svc.Billing.SaveSubscription(r.Context(), sub); err != nil {
		return err
	}
	return s.writeBilling(w, r, u)
}

// maxWebhookBody bounds a Stripe event (Stripe's are far smaller).
const maxWebhookBody = 256 << 10

// stripeWebhook serves POST /api/stripe/webhook: only an event whose
// Stripe-Signature verifies with STRIPE_WEBHOOK_SECRET (and is at most five
// minutes old) is read; each event id is applied once.
func (s *Server) stripeWebhook(w http.ResponseWriter, r *http.Request) error {
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
	if err != nil {
		return stride.Errorf(stride.EINVALID, "Request body could not be read.")
	}
	if s.svc.Stripe == nil {
		return stride.Errorf(stride.EINVALID, "Webhooks are not configured.")
	}
	ev, ok, err := s.svc.Stripe.Event(payload, r.Header.Get("Stripe-Signature"))
	if errors.Is(err, billing.ErrBadSignature) {
		s.log.WarnContext(r.Context(), "stripe webhook refused", "err", err)
		return stride.Errorf(stride.EINVALID, "Invalid Stripe signature.")
	}
	if err != nil {
		return stride.Errorf(stride.EINVALID, "Invalid Stripe event.")
	}
	if !ok {
		writeJSON(w, http.StatusOK, map[string]any{"received": true})
		return nil
	}
	outcome, err := s.svc.Billing.ApplyEvent(r.Context(), ev)
	if err != nil {
		return err
	}
	if outcome == stride.EventUnknownCustomer {
		s.log.WarnContext(r.Context(), "stripe event for an unknown customer", "event", ev.ID, "type", ev.Type, "customer", ev.CustomerID)
	} else {
		s.log.InfoContext(r.Context(), "stripe event", "event", ev.ID, "type", ev.Type, "outcome", string(outcome))
	}
	writeJSON(w, http.StatusOK, map[string]any{"received": true, "outcome": outcome})
	return nil
}

// Plan limits, checked before the request's work.

// planOf is the plan the signed-in user is on.
func planOf(r *http.Request) (*stride.User, stride.Plan, error) {
	u, err := currentUser(r)
	if err != nil {
		return nil, stride.Plan{}, err
	}
	return u, stride.PlanByID(u.SubscriptionPlan), nil
}

// requireCoach wraps an interview-coach handler: refused without the coach.
func requireCoach(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		_, plan, err := planOf(r)
		if err != nil {
			return err
		}
		if err := plan.CheckInterviewCoach(); err != nil {
			return err
		}
		return h(w, r)
	}
}

// limitApplications wraps application tracking: refused at the plan's limit.
func (s *Server) limitApplications(h handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		u, plan, err := planOf(r)
		if err != nil {
			return err
		}
		if plan.Limits.Applications != stride.Unlimited {
			usage, err := s.svc.Billing.Usage(r.Context(), u.ID, s.now())
			if err != nil {
				return err
			}
			if err := plan.CheckApplications(usage.Applications); err != nil {
				return err
			}
		}
		return h(w, r)
	}
}

// useResumeReview counts one AI resume review, refused past the month's
// limit.
func (s *Server) useResumeReview(r *http.Request) error {
	u, plan, err := planOf(r)
	if err != nil {
		return err
	}
	ok, err := s.svc.Billing.UseMonthly(r.Context(), u.ID, stride.UsageResumeReviews, s.now(), plan.Limits.ResumeReviews)
	if err != nil {
		return err
	}
	if !ok {
		return plan.ReviewsLimitError()
	}
	return nil
}

// reviewed counts an AI resume review before call runs.
func reviewed[In, Out any](s *Server, call func(r *http.Request, in *In) (Out, error)) func(r *http.Request, in *In) (Out, error) {
	return func(r *http.Request, in *In) (Out, error) {
		if err := s.useResumeReview(r); err != nil {
			var zero Out
			return zero, err
		}
		return call(r, in)
	}
}

// checkTemplate refuses a resume template outside the signed-in user's
// plan (ctx is the request's).
func checkTemplate(ctx context.Context, template *string) error {
	if template == nil {
		return nil
	}
	u, ok := ctx.Value(userKey).(*stride.User)
	if !ok {
		return stride.Errorf(stride.EUNAUTHORIZED, stride.MsgNotSignedIn)
	}
	return stride.PlanByID(u.SubscriptionPlan).CheckTemplate(*template)
}

// templated checks the resume input's template before write runs.
func templated[Out any](write func(ctx context.Context, userID string, in stride.ResumeInput) (Out, error)) func(ctx context.Context, userID string, in stride.ResumeInput) (Out, error) {
	return func(ctx context.Context, userID string, in stride.ResumeInput) (Out, error) {
		if err := checkTemplate(ctx, in.Template); err != nil {
			var zero Out
			return zero, err
		}
		return write(ctx, userID, in)
	}
}

// templatedUpdate is templated for an update of resume {id}.
func templatedUpdate[Out any](write func(ctx context.Context, userID, id string, in stride.ResumeInput) (Out, error)) func(ctx context.Context, userID, id string, in stride.ResumeInput) (Out, error) {
	return func(ctx context.Context, userID, id string, in stride.ResumeInput) (Out, error) {
		if err := checkTemplate(ctx, in.Template); err != nil {
			var zero Out
			return zero, err
		}
		return write(ctx, userID, id, in)
	}
}
