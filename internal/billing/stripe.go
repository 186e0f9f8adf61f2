// Package billing talks to Stripe with its official Go client
// (github.com/stripe/stripe-go/v84): it starts subscriptions, cancels them
// at the period's end, and verifies and reads webhook events.
//
// A paid plan is a Stripe subscription created "default_incomplete": its
// first invoice is finalised with a PaymentIntent whose client secret the
// payment page confirms with Stripe Elements. A subscription rather than a
// one-off PaymentIntent, because the plans are monthly: Stripe then charges
// each month, and cancelling at the period's end is Stripe's own feature.
package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"github.com/stride-oss/stride"
)

// DefaultTimeout bounds every call to Stripe, so that an unreachable or
// slow Stripe fails the request instead of holding it.
const DefaultTimeout = 10 * time.Second

// WebhookTolerance is how old a signed event may be (Stripe's default).
const WebhookTolerance = 5 * time.Minute

// Config configures the client.
type Config struct {
	SecretKey     string
	WebhookSecret string
	// APIURL overrides Stripe's API address (stripe-mock in tests).
	APIURL string
	// Timeout bounds each call; zero is DefaultTimeout.
	Timeout time.Duration
}

// Client is a Stripe client for Stride's plans.
type Client struct {
	sc            *stripe.Client
	webhookSecret string
}

// New returns a client for cfg.
func New(cfg Config) *Client {
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	bc := &stripe.BackendConfig{
		HTTPClient:        &http.Client{Timeout: cfg.Timeout},
		MaxNetworkRetries: stripe.Int64(0),
		LeveledLogger:     &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if cfg.APIURL != "" {
		bc.URL = stripe.String(cfg.APIURL)
	}
	return &Client{
		sc:            stripe.NewClient(cfg.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(bc))),
		webhookSecret: cfg.WebhookSecret,
	}
}

// Checkout is a started subscription waiting for its first payment.
type Checkout struct {
	CustomerID     string
	SubscriptionID string
	ClientSecret   string
	AmountCents    int64
}

// productID is the Stripe product of a plan; Stripe accepts our own ids.
func productID(plan string) string { return "stride_" + plan }

// Subscribe starts a subscription to plan for the user: it reuses
// customerID or creates a customer, makes sure the plan's product exists,
// and creates the subscription with the plan's monthly price.
func (c *Client) Subscribe(ctx context.Context, u *stride.User, customerID string, plan stride.Plan) (*Checkout, error) {
	if customerID == "" {
		cust, err := c.sc.V1Customers.Create(ctx, &stripe.CustomerCreateParams{
			Email:    stripe.String(u.Email),
			Name:     stripe.String(u.DisplayName()),
			Metadata: map[string]string{"userId": u.ID},
		})
		if err != nil {
			return nil, fmt.Errorf("create customer: %w", err)
		}
		customerID = cust.ID
	}
	if err := c.ensureProduct(ctx, plan); err != nil {
		return nil, err
	}
	params := &stripe.SubscriptionCreateParams{
		Customer: stripe.String(customerID),
		Items: []*stripe.SubscriptionCreateItemParams{{
			PriceData: &stripe.SubscriptionCreateItemPriceDataParams{
				Currency:   stripe.String("usd"),
				Product:    stripe.String(productID(plan.ID)),
				UnitAmount: stripe.Int64(plan.PriceCents),
				Recurring:  &stripe.SubscriptionCreateItemPriceDataRecurringParams{Interval: stripe.String("month")},
			},
		}},
		PaymentBehavior: stripe.String("default_incomplete"),
		PaymentSettings: &stripe.SubscriptionCreatePaymentSettingsParams{
			SaveDefaultPaymentMethod: stripe.String("on_subscription"),
		},
		Metadata: map[string]string{"userId": u.ID, "plan": plan.ID},
	}
	params.AddExpand("latest_invoice.confirmation_secret")
	sub, err := c.sc.V1Subscriptions.Create(ctx, params)
	if err != nil {
		return nil, fmt.Errorf("create subscription: %w", err)
	}
	out := &Checkout{CustomerID: customerID, SubscriptionID: sub.ID, AmountCents: plan.PriceCents}
	inv := sub.LatestInvoice
	if inv == nil {
		return nil, errors.New("create subscription: no first invoice")
	}
	if inv.ConfirmationSecret != nil {
		out.ClientSecret = inv.ConfirmationSecret.ClientSecret
	}
	if out.ClientSecret == "" {
		// Older accounts (and stripe-mock) leave confirmation_secret out:
		// the invoice's PaymentIntent carries the same secret.
		secret, err := c.invoiceSecret(ctx, inv.ID)
		if err != nil {
			return nil, err
		}
		out.ClientSecret = secret
	}
	return out, nil
}

// invoiceSecret returns the client secret of the invoice's PaymentIntent.
func (c *Client) invoiceSecret(ctx context.Context, invoiceID string) (string, error) {
	params := &stripe.InvoicePaymentListParams{Invoice: stripe.String(invoiceID)}
	params.AddExpand("data.payment.payment_intent")
	for p, err := range c.sc.V1InvoicePayments.List(ctx, params) {
		if err != nil {
			return "", fmt.Errorf("read invoice payments: %w", err)
		}
		if p.Payment != nil && p.Payment.PaymentIntent != nil && p.Payment.PaymentIntent.ClientSecret != "" {
			return p.Payment.PaymentIntent.ClientSecret, nil
		}
	}
	return "", errors.New("create subscription: the first invoice has no payment to confirm")
}

// ensureProduct creates the plan's product unless it exists.
func (c *Client) ensureProduct(ctx context.Context, plan stride.Plan) error {
	_, err := c.sc.V1Products.Retrieve(ctx, productID(plan.ID), nil)
	if err == nil {
		return nil
	}
	var se *stripe.Error
	if !errors.As(err, &se) || se.HTTPStatusCode != http.StatusNotFound {
		return fmt.Errorf("read product: %w", err)
	}
	_, err = c.sc.V1Products.Create(ctx, &stripe.ProductCreateParams{
		ID:   stripe.String(productID(plan.ID)),
		Name: stripe.String("Stride " + plan.Name),
	})
	if err != nil && !(errors.As(err, &se) && se.Code == stripe.ErrorCodeResourceAlreadyExists) {
		return fmt.Errorf("create product: %w", err)
	}
	return nil
}

// CancelAtPeriodEnd asks Stripe to end the subscription when the paid
// period ends.
func (c *Client) CancelAtPeriodEnd(ctx context.Context, subscriptionID string) error {
	_, err := c.sc.V1Subscriptions.Update(ctx, subscriptionID, &stripe.SubscriptionUpdateParams{
		CancelAtPeriodEnd: stripe.Bool(true),
	})
	if err != nil {
		return fmt.Errorf("cancel subscription: %w", err)
	}
	return nil
}

// CancelNow ends a subscription at once (the account is being deleted):
// nothing more is charged. A subscription Stripe no longer has is no
// error.
func (c *Client) CancelNow(ctx context.Context, subscriptionID string) error {
	_, err := c.sc.V1Subscriptions.Cancel(ctx, subscriptionID, nil)
	var se *stripe.Error
	if errors.As(err, &se) && se.HTTPStatusCode == 404 {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cancel subscription now: %w", err)
	}
	return nil
}

// ErrBadSignature is a webhook whose signature does not verify: missing,
// made with another secret, or too old.
var ErrBadSignature = errors.New("invalid Stripe signature")

// Event verifies payload against the Stripe-Signature header and returns
// what it says about an account. ok is false for event types Stride does
// not act on.
func (c *Client) Event(payload []byte, signature string) (ev stride.BillingEvent, ok bool, err error) {
	if c.webhookSecret == "" {
		return ev, false, ErrBadSignature
	}
	e, err := webhook.ConstructEventWithOptions(payload, signature, c.webhookSecret, webhook.ConstructEventOptions{
		Tolerance:                WebhookTolerance,
		IgnoreAPIVersionMismatch: true,
	})
	if err != nil {
		return ev, false, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return ParseEvent(e)
}

// ParseEvent reduces a verified event to a stride.BillingEvent.
func ParseEvent(e stripe.Event) (ev stride.BillingEvent, ok bool, err error) {
	ev.ID = e.ID
	if e.Data == nil {
		return ev, false, nil
	}
	switch e.Type {
	case "invoice.paid", "invoice.payment_succeeded", "invoice.payment_failed":
		var inv stripe.Invoice
		if err := json.Unmarshal(e.Data.Raw, &inv); err != nil {
			return ev, false, fmt.Errorf("read invoice: %w", err)
		}
		ev.Type = stride.EventPaymentSucceeded
		if e.Type == "invoice.payment_failed" {
			ev.Type = stride.EventPaymentFailed
		}
		if inv.Customer != nil {
			ev.CustomerID = inv.Customer.ID
		}
		if p := inv.Parent; p != nil && p.SubscriptionDetails != nil {
			if p.SubscriptionDetails.Subscription != nil {
				ev.SubscriptionID = p.SubscriptionDetails.Subscription.ID
			}
			ev.Plan = p.SubscriptionDetails.Metadata["plan"]
		}
		return ev, true, nil
	case "customer.subscription.updated", "customer.subscription.deleted":
		var sub stripe.Subscription
		if err := json.Unmarshal(e.Data.Raw, &sub); err != nil {
			return ev, false, fmt.Errorf("read subscription: %w", err)
		}
		ev.Type = stride.EventSubscriptionUpdated
		if e.Type == "customer.subscription.deleted" {
			ev.Type = stride.EventSubscriptionDeleted
		}
		if sub.Customer != nil {
			ev.CustomerID = sub.Customer.ID
		}
		ev.SubscriptionID = sub.ID
		ev.Plan = sub.Metadata["plan"]
		ev.Status = string(sub.Status)
		ev.CancelAtPeriodEnd = sub.CancelAtPeriodEnd
		if sub.Items != nil {
			for _, it := range sub.Items.Data {
				if it.CurrentPeriodEnd > 0 {
					t := time.Unix(it.CurrentPeriodEnd, 0).UTC()
					ev.CurrentPeriodEnd = &t
					break
				}
			}
		}
		return ev, true, nil
	}
	return ev, false, nil
}
