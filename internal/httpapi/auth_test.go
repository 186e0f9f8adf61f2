package httpapi_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestAuthAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		huge := `{"email":"big@example.com","password":"` + strings.Repeat("x", 2<<20) + `"}`
		app.run([]scenario{
			{name: "register", method: "POST", path: "/api/auth/register", body: map[string]any{"email": "Bob@Example.com", "password": "longenough", "firstName": "Bob", "plan": "professional"},
				status: 201, want: []string{`"token":"`, `"email":"bob@example.com"`, `"firstName":"Bob"`, `"subscriptionPlan":"professional"`, `"onboardingStep":"profile"`}},
			{name: "register taken e-mail any case", method: "POST", path: "/api/auth/register", body: map[string]any{"email": "ALICE@example.com", "password": "longenough"},
				status: 409, want: []string{`"message":"An account with this email already exists"`}},
			{name: "register bad e-mail", method: "POST", path: "/api/auth/register", body: map[string]any{"email": "not-an-email", "password": "longenough"},
				status: 400, want: []string{`"email":"Please enter a valid email address"`}},
			{name: "register short password", method: "POST", path: "/api/auth/register", body: map[string]any{"email": "c@example.com", "password": "short"},
				status: 400, want: []string{`"password":"Password must be at least 8 characters"`}},
			{name: "register unknown plan", method: "POST", path: "/api/auth/register", body: map[string]any{"email": "c@example.com", "password": "longenough", "plan": "gold"},
				status: 400, want: []string{`"plan":"Please select a plan"`}},
			{name: "register malformed JSON", method: "POST", path: "/api/auth/register", body: `{"email":`, status: 400, want: []string{"not valid JSON"}},
			{name: "register wrong type", method: "POST", path: "/api/auth/register", body: `{"email":42}`, status: 400, want: []string{"email has the wrong type"}},
			{name: "register empty body", method: "POST", path: "/api/auth/register", body: ``, status: 400, want: []string{"Request body is empty."}},
			{name: "register 2 MiB body", method: "POST", path: "/api/auth/register", body: huge, status: 413, want: []string{"too large"}},
			{name: "login", method: "POST", path: "/api/auth/login", body: map[string]any{"email": "ALICE@example.com", "password": "s3cret-pass"},
				status: 200, want: []string{`"token":"`, `"id":"` + alice.ID + `"`}},
			{name: "login wrong password", method: "POST", path: "/api/auth/login", body: map[string]any{"email": "alice@example.com", "password": "wrong-pass"},
				status: 401, want: []string{`{"message":"Invalid email or password"}`}},
			{name: "login unknown e-mail", method: "POST", path: "/api/auth/login", body: map[string]any{"email": "nobody@example.com", "password": "whatever1"},
				status: 401, want: []string{`{"message":"Invalid email or password"}`}},
			{name: "current user", method: "GET", path: "/api/auth/user", token: alice.Token, status: 200, want: []string{`"email":"alice@example.com"`}},
			{name: "profile", method: "GET", path: "/api/profile", token: alice.Token, status: 200, want: []string{`"firstName":"Alice"`}},
			{name: "current user signed out", method: "GET", path: "/api/auth/user", status: 401, want: []string{"Please sign in"}},
			{name: "current user bogus token", method: "GET", path: "/api/auth/user", token: "bogus", status: 401},
			{name: "demo", method: "POST", path: "/api/auth/demo", status: 201, want: []string{`"token":"`, `"isDemo":true`, `"onboardingCompleted":true`}},
			{name: "unknown api path", method: "GET", path: "/api/nothing/here", status: 404, want: []string{`{"message":"Not found"}`}},
		})
	})
}

func TestLogoutMakesTokenUseless(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		a := app.register("out@example.com", "Out")
		other := app.do("POST", "/api/auth/login", "", map[string]any{"email": "out@example.com", "password": "s3cret-pass"})
		var second struct{ Token string }
		decode(t, other.Body, &second)
		app.run([]scenario{
			{name: "signed in", method: "GET", path: "/api/auth/user", token: a.Token, status: 200},
			{name: "logout", method: "POST", path: "/api/auth/logout", token: a.Token, status: 204},
			{name: "token useless", method: "GET", path: "/api/auth/user", token: a.Token, status: 401},
			{name: "logout again is harmless", method: "POST", path: "/api/auth/logout", token: a.Token, status: 204},
			{name: "other session still valid", method: "GET", path: "/api/auth/user", token: second.Token, status: 200},
		})
	})
}

func TestLoginThrottling(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmailClient: 3, MaxFailuresPerClient: 6, ThrottleWindow: 15 * time.Minute})
		app.register("victim@example.com", "V")
		bad := map[string]any{"email": "victim@example.com", "password": "guess-guess"}
		for i := 0; i < 3; i++ {
			if r := app.do("POST", "/api/auth/login", "", bad); r.Status != 401 {
				t.Fatalf("attempt %d: %d", i+1, r.Status)
			}
		}
		r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "Victim@example.com", "password": "s3cret-pass"})
		if r.Status != http.StatusTooManyRequests || !strings.Contains(r.Body, "Too many failed sign-in attempts. Try again in 15 minutes.") {
			t.Fatalf("after 3 failures from this address even the right password from it must wait: %d %s", r.Status, r.Body)
		}
		if ra := r.Header.Get("Retry-After"); ra == "" || ra == "0" {
			t.Fatalf("Retry-After %q", ra)
		}
		// Per client: three more failures on other e-mails reach 6.
		for i, e := range []string{"x1@example.com", "x2@example.com", "x3@example.com"} {
			if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": e, "password": "guess-guess"}); r.Status != 401 {
				t.Fatalf("client attempt %d: %d", i, r.Status)
			}
		}
		if r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "fresh@example.com", "password": "guess-guess"}); r.Status != 429 {
			t.Fatalf("client limit not applied: %d %s", r.Status, r.Body)
		}
		// Registration is never throttled by address.
		app.register("newcomer@example.com", "N")
	})
}

func TestDemoAccountHasSampleData(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		r := app.do("POST", "/api/auth/demo", "", nil)
		var out struct {
			Token string
			User  struct{ ID string }
		}
		decode(t, r.Body, &out)
		n := app.do("GET", "/api/notifications", out.Token, nil)
		// Three sample notifications and the achievements its sample data earned.
		if strings.Count(n.Body, `"isRead":false`) != 4 || !strings.Contains(n.Body, `achievements unlocked","message":"Stride counted`) {
			t.Errorf("demo wants 4 unread notifications: %s", n.Body)
		}
		s := app.do("GET", "/api/users/"+out.User.ID+"/skills", out.Token, nil)
		if strings.Count(s.Body, `"name"`) != 6 {
			t.Errorf("demo wants 6 skills: %s", s.Body)
		}
		// Two demo accounts are independent.
		r2 := app.do("POST", "/api/auth/demo", "", nil)
		var out2 struct{ User struct{ ID string } }
		decode(t, r2.Body, &out2)
		if out2.User.ID == out.User.ID {
			t.Fatal("demo accounts share an id")
		}
	})
}
