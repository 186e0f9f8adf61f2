package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

const (
	testWebhookSecret = "whsec_test_stride"
	testPublishable   = "pk_test_stride"
)

// stripeMock starts stripe-mock on a free loopback port and returns its
// URL; the test is skipped, saying why, when the binary cannot be found
// (.ci/run installs it with go install).
func stripeMock(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("stripe-mock")
	if err != nil {
		out, _ := exec.Command("go", "env", "GOPATH").Output()
		cand := filepath.Join(strings.TrimSpace(string(out)), "bin", "stripe-mock")
		if _, statErr := os.Stat(cand); statErr != nil {
			t.Skip("stripe-mock not found on PATH or in GOPATH/bin: go install github.com/stripe/stripe-mock@latest")
		}
		bin = cand
	}
	port := freePort(t)
	cmd := exec.Command(bin, "-http-addr", fmt.Sprintf("127.0.0.1:%d", port), "-https-addr", fmt.Sprintf("127.0.0.1:%d", freePort(t)))
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			_ = c.Close()
			return "http://" + addr
		}
	}
	t.Fatal("stripe-mock did not start")
	return ""
}

func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// stripeApp is a test app with Stripe configured against apiURL.
func stripeApp(t *testing.T, db *sqldb.DB, apiURL string, timeout time.Duration) *testApp {
	client := billing.New(billing.Config{SecretKey: "sk_test_123", WebhookSecret: testWebhookSecret, APIURL: apiURL, Timeout: timeout})
	return newTestApp(t, db, httpapi.Config{StripePublishableKey: testPublishable}, func(s *httpapi.Services) { s.Stripe = client })
}

// signed returns a webhook request body and its Stripe-Signature header.
func signed(payload, secret string, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: secret, Timestamp: at}).Header
}

func (a *testApp) webhook(payload, signature string) response {
	a.t.Helper()
	req := httptest.NewRequest("POST", "/api/stripe/webhook", strings.NewReader(payload))
	req.RemoteAddr = "192.0.2.10:4711"
	if signature != "" {
		req.Header.Set("Stripe-Signature", signature)
	}
	rec := httptest.NewRecorder()
	a.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

func (a *testApp) plan(acc account) (plan, status string) {
	a.t.Helper()
	r := a.do("GET", "/api/auth/user", acc.Token, nil)
	var u stride.User
	decode(a.t, r.Body, &u)
	return u.SubscriptionPlan, u.SubscriptionStatus
}

func invoiceEvent(id, typ, customer, subscription string) string {
	return fmt.Sprintf(`{"id":%q,"object":"event","type":%q,"api_version":"2026-02-25.clover","data":{"object":{"id":"in_1","object":"invoice","customer":%q,"parent":{"type":"subscription_details","subscription_details":{"subscription":%q,"metadata":{}}}}}}`,
		id, typ, customer, subscription)
}

func subscriptionEvent(id, typ, customer, subscription, plan, status string, cancelAtEnd bool) string {
	return fmt.Sprintf(`{"id":%q,"object":"event","type":%q,"data":{"object":{"id":%q,"object":"subscription","customer":%q,"status":%q,"cancel_at_period_end":%t,"metadata":{"plan":%q},"items":{"object":"list","data":[{"id":"si_1","current_period_end":1798070400}]}}}}`,
		id, typ, subscription, customer, status, cancelAtEnd, plan)
}

func TestStripeSubscriptionAndWebhooks(t *testing.T) {
	mock := stripeMock(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := stripeApp(t, db, mock, 0)
		alice := app.register("alice@example.com", "Alice")

		// Confirming a paid plan starts a subscription and returns the
		// payment link; the plan is unchanged.
		r := app.do("POST", "/api/billing/subscribe", alice.Token, map[string]any{"planId": "professional"})
		if r.Status != http.StatusOK {
			t.Fatalf("subscribe: %d %s", r.Status, r.Body)
		}
		var out struct{ Mode, URL string }
		decode(t, r.Body, &out)
		link, err := url.Parse(out.URL)
		if err != nil || out.Mode != "stripe" || link.Path != "/payment" || !strings.Contains(link.Query().Get("clientSecret"), "_secret_") ||
			link.Query().Get("planId") != "professional" || link.Query().Get("amount") != "3900" {
			t.Fatalf("payment link %+v", out)
		}
		if p, _ := app.plan(alice); p != "starter" {
			t.Fatalf("plan %s before any payment, want starter", p)
		}
		sub, err := app.svc.Billing.Subscription(context.Background(), alice.ID)
		if err != nil || sub == nil || sub.CustomerID == "" || sub.SubscriptionID == "" || sub.Plan != "professional" {
			t.Fatalf("subscription %+v %v", sub, err)
		}
		// A client faking the plan cannot upgrade itself.
		app.do("PUT", "/api/users/"+alice.ID, alice.Token, map[string]any{"subscriptionPlan": "executive"})
		if p, _ := app.plan(alice); p != "starter" {
			t.Fatalf("plan %s after a client-sent plan, want starter", p)
		}

		paid := invoiceEvent("evt_paid", "invoice.paid", sub.CustomerID, sub.SubscriptionID)
		now := time.Now()
		for _, c := range []struct {
			name, payload, signature string
			status                   int
			plan, planStatus         string
		}{
			{"unsigned", paid, "", 400, "starter", "active"},
			{"wrong secret", paid, signed(paid, "whsec_other", now), 400, "starter", "active"},
			{"stale", paid, signed(paid, testWebhookSecret, now.Add(-10*time.Minute)), 400, "starter", "active"},
			{"signature of another body", paid, signed(invoiceEvent("evt_x", "invoice.paid", "cus_x", "sub_x"), testWebhookSecret, now), 400, "starter", "active"},
			{"payment failed", invoiceEvent("evt_failed", "invoice.payment_failed", sub.CustomerID, sub.SubscriptionID),
				signed(invoiceEvent("evt_failed", "invoice.payment_failed", sub.CustomerID, sub.SubscriptionID), testWebhookSecret, now), 200, "starter", "past_due"},
			{"valid", paid, signed(paid, testWebhookSecret, now), 200, "professional", "active"},
			{"replay", paid, signed(paid, testWebhookSecret, now), 200, "professional", "active"},
			{"unknown customer", subscriptionEvent("evt_stranger", "customer.subscription.deleted", "cus_stranger", "sub_s", "", "canceled", false),
				signed(subscriptionEvent("evt_stranger", "customer.subscription.deleted", "cus_stranger", "sub_s", "", "canceled", false), testWebhookSecret, now), 200, "professional", "active"},
			{"ignored type", `{"id":"evt_ping","object":"event","type":"customer.created","data":{"object":{}}}`,
				signed(`{"id":"evt_ping","object":"event","type":"customer.created","data":{"object":{}}}`, testWebhookSecret, now), 200, "professional", "active"},
		} {
			r := app.webhook(c.payload, c.signature)
			if r.Status != c.status {
				t.Errorf("%s: status %d, want %d: %s", c.name, r.Status, c.status, r.Body)
			}
			if p, s := app.plan(alice); p != c.plan || s != c.planStatus {
				t.Errorf("%s: plan %s/%s, want %s/%s", c.name, p, s, c.plan, c.planStatus)
			}
		}
		if r := app.webhook(paid, signed(paid, testWebhookSecret, now)); !strings.Contains(r.Body, `"duplicate"`) {
			t.Errorf("replay: %s, want the duplicate outcome", r.Body)
		}
		// A paid subscription is not doubled by another confirm.
		if r := app.do("POST", "/api/billing/subscribe", alice.Token, map[string]any{"planId": "executive"}); r.Status != http.StatusConflict {
			t.Errorf("second subscription: %d %s, want 409", r.Status, r.Body)
		}
		// The paid plan lifts starter's limit on the coach.
		if r := app.do("POST", "/api/ai/adaptive-interview-questions", alice.Token, map[string]any{"jobTitle": "Engineer", "type": "behavioral", "adaptiveLevel": 1}); r.Status == http.StatusPaymentRequired {
			t.Errorf("coach after payment: %d %s", r.Status, r.Body)
		}

		// Cancel asks Stripe to end at the period's end; the plan stays until
		// Stripe's deleted event.
		r = app.do("POST", "/api/billing/cancel", alice.Token, nil)
		if r.Status != http.StatusOK || !strings.Contains(r.Body, `"cancelAtPeriodEnd":true`) {
			t.Fatalf("cancel: %d %s", r.Status, r.Body)
		}
		if p, _ := app.plan(alice); p != "professional" {
			t.Fatalf("plan %s right after cancel, want professional until the period ends", p)
		}
		deleted := subscriptionEvent("evt_deleted", "customer.subscription.deleted", sub.CustomerID, sub.SubscriptionID, "professional", "canceled", true)
		if r := app.webhook(deleted, signed(deleted, testWebhookSecret, now)); r.Status != 200 {
			t.Fatalf("deleted: %d %s", r.Status, r.Body)
		}
		if p, s := app.plan(alice); p != "starter" || s != "canceled" {
			t.Fatalf("after deleted: %s/%s, want starter/canceled", p, s)
		}
	})
}

func TestStripeUnreachableOrSlow(t *testing.T) {
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(2 * time.Second):
		}
	}))
	defer slow.Close()
	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL
	closed.Close()
	db := sqldbtest.SQLite(t)
	for _, c := range []struct{ name, url string }{{"slow", slow.URL}, {"unreachable", closedURL}} {
		app := stripeApp(t, db, c.url, 300*time.Millisecond)
		acc := app.register(c.name+"@example.com", "Sam")
		start := time.Now()
		r := app.do("POST", "/api/billing/subscribe", acc.Token, map[string]any{"planId": "executive"})
		if took := time.Since(start); took > 3*time.Second {
			t.Errorf("%s: took %s, want the timeout", c.name, took)
		}
		var body struct{ Message string }
		decode(t, r.Body, &body)
		if r.Status != http.StatusServiceUnavailable || body.Message != "Something went wrong. Please try again." {
			t.Errorf("%s: %d %s", c.name, r.Status, r.Body)
		}
		if p, _ := app.plan(acc); p != "starter" {
			t.Errorf("%s: plan %s, want starter unchanged", c.name, p)
		}
	}
}

func TestPlanLimits(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clock := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
		app := newTestApp(t, db, httpapi.Config{Now: func() time.Time { return clock }})
		acc := app.register("limits@example.com", "Lee")
		limit := func(name string, r response) {
			t.Helper()
			var body struct{ Message, UpgradeURL string }
			decode(t, r.Body, &body)
			if r.Status != http.StatusPaymentRequired || body.UpgradeURL != "/subscribe" || !strings.Contains(body.Message, "Upgrade your plan") {
				t.Errorf("%s: %d %s, want 402 with an upgrade message", name, r.Status, r.Body)
			}
		}
		ok := func(name string, r response) {
			t.Helper()
			if r.Status >= 300 {
				t.Errorf("%s: %d %s", name, r.Status, r.Body)
			}
		}
		// Applications: the 50th works, the 51st is refused.
		for i := 1; i <= 50; i++ {
			r := app.do("POST", "/api/applications", acc.Token, map[string]any{"company": fmt.Sprintf("Co %d", i), "jobTitle": "Engineer", "status": "applied"})
			if r.Status != http.StatusCreated {
				t.Fatalf("application %d: %d %s", i, r.Status, r.Body)
			}
		}
		limit("51st application", app.do("POST", "/api/applications", acc.Token, map[string]any{"company": "Co 51", "jobTitle": "Engineer", "status": "applied"}))

		// Templates: three of four.
		resume := func(tmpl string) map[string]any {
			b := resumeBody(acc.ID, "Lee Tester")
			b["template"] = tmpl
			return b
		}
		for _, tmpl := range []string{"modern", "creative", "minimal"} {
			ok("template "+tmpl, app.do("POST", "/api/resumes", acc.Token, resume(tmpl)))
		}
		limit("executive template", app.do("POST", "/api/resumes", acc.Token, resume("executive")))

		// Interview coach: none.
		limit("coach session", app.do("POST", "/api/interview-sessions", acc.Token, map[string]any{"type": "behavioral", "questions": []string{"q"}, "responses": []string{"r"}}))
		limit("coach questions", app.do("POST", "/api/ai/adaptive-interview-questions", acc.Token, map[string]any{"jobTitle": "Engineer", "type": "behavioral", "adaptiveLevel": 1}))

		// AI resume reviews: five a month, then refused, then a new month.
		review := map[string]any{"resumeContent": map[string]any{"personalInfo": map[string]any{"name": "Lee"}, "skills": []string{"Go"},
			"experience": []any{map[string]any{"title": "Engineer", "company": "Acme", "description": "responsible for the Go services"}}}, "targetRole": "Software Engineer"}
		for i := 1; i <= 5; i++ {
			ok(fmt.Sprintf("review %d", i), app.do("POST", "/api/ai/optimize-resume", acc.Token, review))
		}
		limit("6th review", app.do("POST", "/api/ai/optimize-resume", acc.Token, review))
		r := app.do("GET", "/api/billing", acc.Token, nil)
		var bill struct {
			Mode  string
			Plan  stride.Plan
			Usage stride.Usage
		}
		decode(t, r.Body, &bill)
		if bill.Mode != "demo" || bill.Plan.ID != "starter" || bill.Usage.Applications != 50 || bill.Usage.ResumeReviews != 5 || bill.Usage.Month != "2026-11" {
			t.Errorf("billing %s", r.Body)
		}
		clock = time.Date(2026, 12, 1, 0, 0, 1, 0, time.UTC)
		ok("review in December", app.do("POST", "/api/ai/optimize-resume", acc.Token, review))

		// Upgrading (demo mode: at once) lifts every limit.
		r = app.do("POST", "/api/billing/subscribe", acc.Token, map[string]any{"planId": "professional"})
		if r.Status != http.StatusOK || !strings.Contains(r.Body, `"mode":"demo"`) || !strings.Contains(r.Body, `"/payment-success?plan=professional"`) {
			t.Fatalf("demo upgrade: %d %s", r.Status, r.Body)
		}
		ok("51st application after upgrade", app.do("POST", "/api/applications", acc.Token, map[string]any{"company": "Co 51", "jobTitle": "Engineer", "status": "applied"}))
		ok("executive template after upgrade", app.do("POST", "/api/resumes", acc.Token, resume("executive")))
		ok("coach after upgrade", app.do("POST", "/api/interview-sessions", acc.Token, map[string]any{"type": "behavioral", "questions": []string{"q"}, "responses": []string{"r"}}))
		for i := 0; i < 6; i++ {
			ok("unlimited reviews", app.do("POST", "/api/ai/optimize-resume", acc.Token, review))
		}

		// Cancelling in demo mode is immediate: back on starter's limits.
		r = app.do("POST", "/api/billing/cancel", acc.Token, nil)
		if r.Status != http.StatusOK || !strings.Contains(r.Body, `"id":"starter"`) {
			t.Fatalf("demo cancel: %d %s", r.Status, r.Body)
		}
		limit("coach after cancel", app.do("POST", "/api/interview-sessions", acc.Token, map[string]any{"type": "behavioral", "questions": []string{"q"}, "responses": []string{"r"}}))

		// Bad input.
		if r := app.do("POST", "/api/billing/subscribe", acc.Token, map[string]any{"planId": "platinum"}); r.Status != http.StatusBadRequest {
			t.Errorf("unknown plan: %d %s", r.Status, r.Body)
		}
		if r := app.do("POST", "/api/billing/subscribe", "", map[string]any{"planId": "executive"}); r.Status != http.StatusUnauthorized {
			t.Errorf("signed out: %d %s", r.Status, r.Body)
		}
		// Without Stripe no webhook is accepted.
		payload := invoiceEvent("evt_1", "invoice.paid", "cus_1", "sub_1")
		if r := app.webhook(payload, signed(payload, testWebhookSecret, time.Now())); r.Status != http.StatusBadRequest {
			t.Errorf("webhook in demo mode: %d %s", r.Status, r.Body)
		}
	})
}

func TestDemoAccountIsOnExecutive(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	r := app.do("POST", "/api/auth/demo", "", nil)
	var out struct{ User stride.User }
	if err := json.Unmarshal([]byte(r.Body), &out); err != nil || out.User.SubscriptionPlan != "executive" {
		t.Fatalf("demo: %d %s", r.Status, r.Body)
	}
}
