package stride

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// EPLANLIMIT is the code of a request the account's plan does not include
// (402 Payment Required): the message names the limit and the upgrade.
const EPLANLIMIT = "plan_limit"

// Unlimited marks a limit that does not apply.
const Unlimited = -1

// PlanLimits are what one plan allows (seed 000 §9). Counts are Unlimited
// when the plan has no limit.
type PlanLimits struct {
	// Applications is how many applications may be tracked at once.
	Applications int `json:"applications"`
	// ResumeTemplates are the template ids the plan may use.
	ResumeTemplates []string `json:"resumeTemplates"`
	// ResumeReviews is how many AI resume reviews (optimise) a calendar
	// month allows.
	ResumeReviews int `json:"resumeReviews"`
	// InterviewCoach tells whether the AI interview coach is included.
	InterviewCoach bool `json:"interviewCoach"`
}

// Plan is a subscription plan: its monthly price in US cents and its limits.
type Plan struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	PriceCents int64      `json:"priceCents"`
	Limits     PlanLimits `json:"limits"`
}

// PlanCatalog lists the plans in price order (seed 000 §9). Starter may use
// three templates (modern, creative and minimal, as since the seed's four);
// professional and executive use all ten.
var PlanCatalog = []Plan{
	{ID: PlanStarter, Name: "Starter", PriceCents: 1900, Limits: PlanLimits{
		Applications: 50, ResumeTemplates: []string{"modern", "creative", "minimal"}, ResumeReviews: 5, InterviewCoach: false,
	}},
	{ID: PlanProfessional, Name: "Professional", PriceCents: 3900, Limits: PlanLimits{
		Applications: Unlimited, ResumeTemplates: ResumeTemplates, ResumeReviews: Unlimited, InterviewCoach: true,
	}},
	{ID: PlanExecutive, Name: "Executive", PriceCents: 7900, Limits: PlanLimits{
		Applications: Unlimited, ResumeTemplates: ResumeTemplates, ResumeReviews: Unlimited, InterviewCoach: true,
	}},
}

// PlanByID returns the plan with id; an unknown id is starter, the default
// every account starts on.
func PlanByID(id string) Plan {
	for _, p := range PlanCatalog {
		if p.ID == id {
			return p
		}
	}
	return PlanCatalog[0]
}

// IsPlan reports whether id names a plan.
func IsPlan(id string) bool { return slices.Contains(Plans, id) }

// UpgradePath is where a refused request sends the user.
const UpgradePath = "/subscribe"

// Limit messages: each names the limit and how to lift it.
const (
	MsgLimitApplications = "Your %s plan tracks up to %d applications. Upgrade your plan to track more."
	MsgLimitTemplate     = "The %s template is not included in your %s plan. Upgrade your plan to use it."
	MsgLimitReviews      = "Your %s plan includes %d AI resume reviews per month, and you have used them all. Upgrade your plan for unlimited reviews."
	MsgLimitCoach        = "The AI interview coach is not included in your %s plan. Upgrade your plan to practise interviews."
)

func limitError(format string, args ...any) *Error {
	return &Error{Code: EPLANLIMIT, Message: fmt.Sprintf(format, args...)}
}

// CheckApplications refuses a new application when tracked already reaches
// the plan's limit.
func (p Plan) CheckApplications(tracked int) error {
	if p.Limits.Applications != Unlimited && tracked >= p.Limits.Applications {
		return limitError(MsgLimitApplications, p.Name, p.Limits.Applications)
	}
	return nil
}

// CheckTemplate refuses a resume template the plan does not include.
func (p Plan) CheckTemplate(template string) error {
	if template == "" || slices.Contains(p.Limits.ResumeTemplates, template) {
		return nil
	}
	return limitError(MsgLimitTemplate, template, p.Name)
}

// CheckInterviewCoach refuses the interview coach when the plan lacks it.
func (p Plan) CheckInterviewCoach() error {
	if p.Limits.InterviewCoach {
		return nil
	}
	return limitError(MsgLimitCoach, p.Name)
}

// ReviewsLimitError is the error of a month's AI resume reviews used up.
func (p Plan) ReviewsLimitError() error {
	return limitError(MsgLimitReviews, p.Name, p.Limits.ResumeReviews)
}

// Metered features, counted per user and calendar month.
const (
	UsageResumeReviews = "resume_reviews"
)

// UsageMonth is the calendar month (UTC) t counts in: "2026-11".
func UsageMonth(t time.Time) string { return t.UTC().Format("2006-01") }

// Usage is what an account has used of its plan's limits.
type Usage struct {
	Month         string `json:"month"`
	Applications  int    `json:"applications"`
	ResumeReviews int    `json:"resumeReviews"`
}

// Subscription statuses beyond the seed's default "active".
const (
	StatusActive     = "active"
	StatusIncomplete = "incomplete"
	StatusPastDue    = "past_due"
	StatusCanceled   = "canceled"
)

// Subscription is an account's link to the payment provider.
type Subscription struct {
	UserID         string
	CustomerID     string
	SubscriptionID string
	// Plan is the plan the subscription pays for (it becomes the account's
	// plan only when a verified payment says so).
	Plan              string
	CancelAtPeriodEnd bool
	CurrentPeriodEnd  *time.Time
}

// BillingEvent is a verified payment-provider event, reduced to what
// changes an account.
type BillingEvent struct {
	ID         string
	Type       string
	CustomerID string
	// SubscriptionID, Plan and Status come from a subscription event or the
	// invoice's subscription; empty when the event has none.
	SubscriptionID    string
	Plan              string
	Status            string
	CancelAtPeriodEnd bool
	CurrentPeriodEnd  *time.Time
}

// Billing event kinds the store acts on.
const (
	EventPaymentSucceeded    = "payment_succeeded"
	EventPaymentFailed       = "payment_failed"
	EventSubscriptionUpdated = "subscription_updated"
	EventSubscriptionDeleted = "subscription_deleted"
)

// EventOutcome tells what applying an event did.
type EventOutcome string

// Event outcomes.
const (
	EventApplied         EventOutcome = "applied"
	EventDuplicate       EventOutcome = "duplicate"
	EventUnknownCustomer EventOutcome = "unknown_customer"
)

// BillingService stores plans' usage and payment-provider links.
type BillingService interface {
	// Usage returns what userID has used in the month of now.
	Usage(ctx context.Context, userID string, now time.Time) (Usage, error)
	// UseMonthly counts one use of feature in the month of now, atomically
	// refusing it (ok false, nothing counted) when limit uses were already
	// counted; limit Unlimited always counts.
	UseMonthly(ctx context.Context, userID, feature string, now time.Time, limit int) (ok bool, err error)
	// SetPlan sets the account's plan and status (demo mode, and a cancel
	// there).
	SetPlan(ctx context.Context, userID, plan, status string) (*User, error)
	// Subscription returns userID's link to the provider; nil when none.
	Subscription(ctx context.Context, userID string) (*Subscription, error)
	// SaveSubscription stores sub (by its UserID).
	SaveSubscription(ctx context.Context, sub *Subscription) error
	// ApplyEvent applies a verified event once: a replayed id is
	// EventDuplicate, an event for a customer no account has is
	// EventUnknownCustomer (recorded, nothing changed).
	ApplyEvent(ctx context.Context, ev BillingEvent) (EventOutcome, error)
}
