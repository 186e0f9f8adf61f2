package httpapi_test

import (
	"context"
	"crypto/tls"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// doFrom sends a request from a given client address with extra headers.
func (a *testApp) doFrom(method, path, addr string, header map[string]string, body string) response {
	a.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.RemoteAddr = addr
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	a.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

// parallel sends n requests at once and counts the statuses.
func (a *testApp) parallel(n int, send func(i int) response) map[int]int {
	var mu sync.Mutex
	var wg sync.WaitGroup
	counts := map[int]int{}
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			r := send(i)
			mu.Lock()
			counts[r.Status]++
			mu.Unlock()
		}(i)
	}
	close(start)
	wg.Wait()
	return counts
}

func TestPasswordHashingIsBounded(t *testing.T) {
	gate := auth.NewGate(2, 3, 30*time.Second)
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{HashGate: gate})
	counts := app.parallel(24, func(i int) response {
		return app.do("POST", "/api/auth/login", "", map[string]any{"email": fmt.Sprintf("nobody%d@example.com", i), "password": "guess-guess"})
	})
	if counts[401]+counts[503] != 24 {
		t.Fatalf("statuses %v", counts)
	}
	_, _, peak, runs := gate.Stats()
	if peak > 2 || peak < 1 {
		t.Fatalf("at most 2 hashes may run at once; peak %d", peak)
	}
	if runs != counts[401] {
		t.Fatalf("every 401 ran one hash: runs %d, statuses %v", runs, counts)
	}
}

func TestPasswordHashingOverflowIs503(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		gate := auth.NewGate(1, 0, time.Second)
		app := newTestApp(t, db, httpapi.Config{HashGate: gate, MaxFailuresPerEmailClient: 1})
		app.register("busy@example.com", "B")
		release := make(chan struct{})
		done := make(chan struct{})
		go func() {
			defer close(done)
			_ = gate.Do(context.Background(), func() { <-release })
		}()
		for {
			if running, _, _, _ := gate.Stats(); running == 1 {
				break
			}
			time.Sleep(time.Millisecond)
		}
		for _, r := range []response{
			app.do("POST", "/api/auth/login", "", map[string]any{"email": "busy@example.com", "password": "wrong-guess"}),
			app.do("POST", "/api/auth/register", "", map[string]any{"email": "new@example.com", "password": "s3cret-pass"}),
		} {
			if r.Status != http.StatusServiceUnavailable || r.Header.Get("Retry-After") != "2" ||
				!strings.Contains(r.Body, `"message":"`+httpapi.MsgServerBusy+`"`) {
				t.Fatalf("overflow: %d %v %s", r.Status, r.Header, r.Body)
			}
		}
		close(release)
		<-done
		// The refused sign-in was never checked, so it is not a failure: the
		// one allowed failure is still available.
		if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "busy@example.com", "password": "wrong-guess"}); r.Status != 401 {
			t.Fatalf("after the overflow: %d %s", r.Status, r.Body)
		}
		if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "busy@example.com", "password": "wrong-guess"}); r.Status != 429 {
			t.Fatalf("second failure: %d %s", r.Status, r.Body)
		}
	})
}

func TestLoginThrottleHoldsUnderConcurrency(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		gate := auth.NewGate(2, 100, time.Minute)
		app := newTestApp(t, db, httpapi.Config{HashGate: gate})
		app.register("target@example.com", "T")
		_, _, _, before := gate.Stats()
		counts := app.parallel(50, func(int) response {
			return app.do("POST", "/api/auth/login", "", map[string]any{"email": "target@example.com", "password": "wrong-guess"})
		})
		_, _, _, after := gate.Stats()
		if checked := after - before; checked > 10 || counts[401] != checked || counts[401]+counts[429] != 50 {
			t.Fatalf("at most 10 of 50 parallel guesses may reach the password check: %d checked, statuses %v", checked, counts)
		}
		if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "target@example.com", "password": "s3cret-pass"}); r.Status != 429 {
			t.Fatalf("the limit holds for the right password too: %d", r.Status)
		}
	})
}

func TestSuccessfulSignInsAreNotThrottledByAddress(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 2, MaxFailuresPerClient: 2})
		a := app.register("shared@example.com", "S")
		for i := 0; i < 5; i++ {
			if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": a.Email, "password": "s3cret-pass"}); r.Status != 200 {
				t.Fatalf("sign-in %d from one address: %d %s", i+1, r.Status, r.Body)
			}
		}
		if n := sqldbtest.CountRows(t, db, "login_failures"); n != 0 {
			t.Fatalf("successful sign-ins left %d rows", n)
		}
	})
}

func TestDemoAccountsAreLimited(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		cfg := httpapi.Config{DemoAccountsPerHour: 2}
		app := newTestApp(t, db, cfg)
		replica := newTestApp(t, db, cfg) // a second server on the same database
		for i, a := range []*testApp{app, replica} {
			if r := a.doFrom("POST", "/api/auth/demo", "198.51.100.7:1000", nil, ""); r.Status != 201 {
				t.Fatalf("demo %d: %d %s", i+1, r.Status, r.Body)
			}
		}
		for _, a := range []*testApp{app, replica} {
			r := a.doFrom("POST", "/api/auth/demo", "198.51.100.7:2000", nil, "")
			if r.Status != 429 || r.Header.Get("Retry-After") == "" ||
				!strings.Contains(r.Body, "Too many demo accounts from your address. Try again in 60 minutes.") {
				t.Fatalf("third demo from one address: %d %v %s", r.Status, r.Header, r.Body)
			}
		}
		if r := app.doFrom("POST", "/api/auth/demo", "198.51.100.8:1000", nil, ""); r.Status != 201 {
			t.Fatalf("another address: %d %s", r.Status, r.Body)
		}
		// An hour later the address may create demo accounts again.
		real := db.Now
		db.Now = func() time.Time { return real().Add(61 * time.Minute) }
		defer func() { db.Now = real }()
		if r := app.doFrom("POST", "/api/auth/demo", "198.51.100.7:1000", nil, ""); r.Status != 201 {
			t.Fatalf("after an hour: %d %s", r.Status, r.Body)
		}
	})
}

func TestDemoAccountsUnlimitedWithZero(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{DemoAccountsPerHour: 0})
	for i := 0; i < 12; i++ {
		if r := app.do("POST", "/api/auth/demo", "", nil); r.Status != 201 {
			t.Fatalf("demo %d: %d %s", i+1, r.Status, r.Body)
		}
	}
}

func TestLiveDemoAccountsAreCapped(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{DemoAccountsMax: 2})
		var tokens []string
		for i := 0; i < 2; i++ {
			r := app.do("POST", "/api/auth/demo", "", nil)
			if r.Status != 201 {
				t.Fatalf("demo %d: %d %s", i+1, r.Status, r.Body)
			}
			var out struct{ Token string }
			decode(t, r.Body, &out)
			tokens = append(tokens, out.Token)
		}
		r := app.do("POST", "/api/auth/demo", "", nil)
		if r.Status != 503 || r.Header.Get("Retry-After") == "" || !strings.Contains(r.Body, stride.MsgDemoFull) {
			t.Fatalf("over the cap: %d %v %s", r.Status, r.Header, r.Body)
		}
		// A signed-out demo account can never be opened again: once it is
		// older than stride.DemoUnusedAfter it makes room.
		if r := app.do("POST", "/api/auth/logout", tokens[0], nil); r.Status != 204 {
			t.Fatal(r.Status)
		}
		if r := app.do("POST", "/api/auth/demo", "", nil); r.Status != 503 {
			t.Fatalf("a just-signed-out account is kept %d minutes: %d", int(stride.DemoUnusedAfter.Minutes()), r.Status)
		}
		real := db.Now
		db.Now = func() time.Time { return real().Add(stride.DemoUnusedAfter + time.Minute) }
		defer func() { db.Now = real }()
		if r := app.do("POST", "/api/auth/demo", "", nil); r.Status != 201 {
			t.Fatalf("after the unused account went: %d %s", r.Status, r.Body)
		}
		if r := app.do("GET", "/api/auth/user", tokens[1], nil); r.Status != 200 {
			t.Fatalf("the demo account in use is kept: %d", r.Status)
		}
	})
}

func TestPurgeDeletesUnusedDemoAccounts(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		var out struct{ Token string }
		decode(t, app.do("POST", "/api/auth/demo", "", nil).Body, &out)
		used := out.Token
		decode(t, app.do("POST", "/api/auth/demo", "", nil).Body, &out)
		app.do("POST", "/api/auth/logout", out.Token, nil)
		real := db.Now
		db.Now = func() time.Time { return real().Add(stride.DemoUnusedAfter + time.Minute) }
		defer func() { db.Now = real }()
		if err := db.PurgeExpired(context.Background(), 24*time.Hour); err != nil {
			t.Fatal(err)
		}
		if n := sqldbtest.CountRows(t, db, "users"); n != 1 {
			t.Fatalf("the signed-out demo account should be gone: %d users", n)
		}
		if r := app.do("GET", "/api/auth/user", used, nil); r.Status != 200 {
			t.Fatalf("the demo account in use is kept: %d", r.Status)
		}
	})
}

func TestClientPlanChoiceFollowsPaymentMode(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		for _, tc := range []struct {
			name     string
			cfg      httpapi.Config
			wantPlan string
			wantStep string
		}{
			{"demo mode", httpapi.Config{}, "executive", "profile"},
			{"payments configured", httpapi.Config{StripePublishableKey: "pk_test_x"}, "starter", "plan"},
		} {
			app := newTestApp(t, db, tc.cfg)
			email := strings.ReplaceAll(tc.name, " ", "-") + "@example.com"
			r := app.do("POST", "/api/auth/register", "", map[string]any{"email": email, "password": "s3cret-pass", "plan": "executive"})
			var out struct {
				Token string
				User  stride.User
			}
			decode(t, r.Body, &out)
			if r.Status != 201 || out.User.SubscriptionPlan != tc.wantPlan || out.User.OnboardingStep != tc.wantStep {
				t.Fatalf("%s: register with a plan: %d %s", tc.name, r.Status, r.Body)
			}
			app.run([]scenario{
				{name: tc.name + ": update plan", method: "PUT", path: "/api/users/" + out.User.ID, token: out.Token,
					body: map[string]any{"subscriptionPlan": "professional", "firstName": "Pat"}, status: 200,
					want: []string{`"firstName":"Pat"`}},
				{name: tc.name + ": bad plan still invalid", method: "PUT", path: "/api/users/" + out.User.ID, token: out.Token,
					body: map[string]any{"subscriptionPlan": "platinum"}, status: 400, want: []string{stride.MsgPlanInvalid}},
			})
			want := "professional"
			if tc.cfg.StripePublishableKey != "" {
				want = "starter"
			}
			app.run([]scenario{{name: tc.name + ": plan after update", method: "GET", path: "/api/users/" + out.User.ID,
				token: out.Token, status: 200, want: []string{`"subscriptionPlan":"` + want + `"`}}})
		}
	})
}

func TestRegisterRefusesWeakPasswords(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		reg := func(pw string) map[string]any { return map[string]any{"email": "weak@example.com", "password": pw} }
		app.run([]scenario{
			{name: "most common", method: "POST", path: "/api/auth/register", body: reg("password"), status: 400, want: []string{`"password":"` + stride.MsgPasswordCommon + `"`}},
			{name: "digits", method: "POST", path: "/api/auth/register", body: reg("12345678"), status: 400, want: []string{stride.MsgPasswordCommon}},
			{name: "common in capitals", method: "POST", path: "/api/auth/register", body: reg("Iloveyou"), status: 400, want: []string{stride.MsgPasswordCommon}},
			{name: "eight spaces", method: "POST", path: "/api/auth/register", body: reg("        "), status: 400, want: []string{`"password":"` + stride.MsgPasswordBlank + `"`}},
			{name: "tabs and newlines", method: "POST", path: "/api/auth/register", body: reg("\t\t\n\n    "), status: 400, want: []string{stride.MsgPasswordBlank}},
			{name: "short still short", method: "POST", path: "/api/auth/register", body: reg("abc"), status: 400, want: []string{stride.MsgPasswordShort}},
			{name: "a passphrase", method: "POST", path: "/api/auth/register", body: reg("correct horse battery"), status: 201},
		})
	})
}

func TestHSTSOnlyOverHTTPS(t *testing.T) {
	db := sqldbtest.SQLite(t)
	direct := newTestApp(t, db, httpapi.Config{})
	proxied := newTestApp(t, db, httpapi.Config{TrustProxy: true})
	get := func(a *testApp, url string, header map[string]string, viaTLS bool) string {
		req := httptest.NewRequest("GET", url, nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		if viaTLS {
			req.TLS = &tls.ConnectionState{}
		} else {
			req.TLS = nil
		}
		rec := httptest.NewRecorder()
		a.handler.ServeHTTP(rec, req)
		return rec.Header().Get("Strict-Transport-Security")
	}
	https := map[string]string{"X-Forwarded-Proto": "https"}
	for _, tc := range []struct {
		name   string
		app    *testApp
		header map[string]string
		tls    bool
		want   bool
	}{
		{"plain HTTP", direct, nil, false, false},
		{"direct TLS", direct, nil, true, true},
		{"forwarded proto ignored without TRUST_PROXY", direct, https, false, false},
		{"forwarded https behind a trusted proxy", proxied, https, false, true},
		{"forwarded http behind a trusted proxy", proxied, map[string]string{"X-Forwarded-Proto": "http"}, false, false},
	} {
		for _, path := range []string{"/", "/api/jobs"} {
			got := get(tc.app, "http://stride.test"+path, tc.header, tc.tls)
			if (got != "") != tc.want || (tc.want && !strings.Contains(got, "max-age=31536000")) {
				t.Errorf("%s %s: Strict-Transport-Security %q", tc.name, path, got)
			}
		}
	}
}
