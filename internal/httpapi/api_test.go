package httpapi_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
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
		app := newTestApp(t, db, httpapi.Config{MaxFailuresPerEmail: 3, MaxFailuresPerClient: 6, ThrottleWindow: 15 * time.Minute})
		app.register("victim@example.com", "V")
		bad := map[string]any{"email": "victim@example.com", "password": "guess-guess"}
		for i := 0; i < 3; i++ {
			if r := app.do("POST", "/api/auth/login", "", bad); r.Status != 401 {
				t.Fatalf("attempt %d: %d", i+1, r.Status)
			}
		}
		r := app.do("POST", "/api/auth/login", "", map[string]any{"email": "Victim@example.com", "password": "s3cret-pass"})
		if r.Status != http.StatusTooManyRequests || !strings.Contains(r.Body, "Too many failed sign-in attempts. Try again in 15 minutes.") {
			t.Fatalf("after 3 failures even the right password must wait: %d %s", r.Status, r.Body)
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

func TestUsersAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		avatar := "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=="
		app.run([]scenario{
			{name: "get own", method: "GET", path: "/api/users/" + alice.ID, token: alice.Token, status: 200, want: []string{`"firstName":"Alice"`}},
			{name: "get other", method: "GET", path: "/api/users/" + bob.ID, token: alice.Token, status: 403, want: []string{"You do not have access"}, wantNot: []string{"bob@example.com"}},
			{name: "get signed out", method: "GET", path: "/api/users/" + alice.ID, status: 401},
			{name: "update own", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token,
				body:   map[string]any{"firstName": "Alicia", "title": "Data Scientist", "location": "", "profileImageUrl": avatar},
				status: 200, want: []string{`"firstName":"Alicia"`, `"title":"Data Scientist"`, `"location":""`, avatar}},
			{name: "update other", method: "PUT", path: "/api/users/" + bob.ID, token: alice.Token, body: map[string]any{"firstName": "Hacked"}, status: 403},
			{name: "other unchanged", method: "GET", path: "/api/users/" + bob.ID, token: bob.Token, status: 200, want: []string{`"firstName":"Bob"`}, wantNot: []string{"Hacked"}},
			{name: "update bad e-mail", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"email": "nope"}, status: 400, want: []string{`"email":"Please enter a valid email address"`}},
			{name: "update taken e-mail", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"email": "BOB@example.com"}, status: 409, want: []string{"An account with this email already exists"}},
			{name: "update not an image", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"profileImageUrl": "data:text/html;base64,PHNjcmlwdD4="}, status: 400, want: []string{"Please select an image file"}},
			{name: "update javascript url", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"profileImageUrl": "javascript:alert(1)"}, status: 400},
			{name: "update blank first name", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"firstName": "  "}, status: 400, want: []string{"First name is required"}},
			{name: "update bad plan", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: map[string]any{"subscriptionPlan": "platinum"}, status: 400, want: []string{"Please select a plan"}},
			{name: "update malformed", method: "PUT", path: "/api/users/" + alice.ID, token: alice.Token, body: `[1,2`, status: 400},
			{name: "still Alicia after failures", method: "GET", path: "/api/users/" + alice.ID, token: alice.Token, status: 200, want: []string{`"firstName":"Alicia"`, `"email":"alice@example.com"`}},
		})
	})
}

func TestOnboardingAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		a := app.register("new@example.com", "")
		valid := map[string]any{"firstName": "Nia", "lastName": "Okafor", "currentTitle": "Analyst", "yearsExperience": 4, "industry": "Finance"}
		with := func(k string, v any) map[string]any {
			m := map[string]any{}
			for kk, vv := range valid {
				m[kk] = vv
			}
			m[k] = v
			return m
		}
		app.run([]scenario{
			{name: "signed out", method: "POST", path: "/api/onboarding/profile", body: valid, status: 401},
			{name: "first name", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("firstName", " "), status: 400, want: []string{`"firstName":"First name is required"`}},
			{name: "last name", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("lastName", ""), status: 400, want: []string{`"lastName":"Last name is required"`}},
			{name: "job title", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("currentTitle", ""), status: 400, want: []string{`"currentTitle":"Job title is required"`}},
			{name: "industry", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("industry", ""), status: 400, want: []string{`"industry":"Industry is required"`}},
			{name: "industry not in list", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("industry", "Piracy"), status: 400, want: []string{`"industry":"Industry is required"`}},
			{name: "years too many", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("yearsExperience", 51), status: 400, want: []string{"Years of experience must be between 0 and 50"}},
			{name: "years negative", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("yearsExperience", -1), status: 400},
			{name: "all missing", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: map[string]any{}, status: 400,
				want: []string{"First name is required", "Last name is required", "Job title is required", "Industry is required"}},
			{name: "blank years become 0", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("yearsExperience", ""), status: 200, want: []string{`"yearsExperience":0`}},
			{name: "text years become 0", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("yearsExperience", "abc"), status: 200, want: []string{`"yearsExperience":0`}},
			{name: "profile saved", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: valid, status: 200,
				want: []string{`"firstName":"Nia"`, `"lastName":"Okafor"`, `"currentTitle":"Analyst"`, `"yearsExperience":4`, `"industry":"Finance"`, `"onboardingStep":"preferences"`, `"onboardingCompleted":false`}},
			{name: "no goals", method: "POST", path: "/api/onboarding/preferences", token: a.Token, body: map[string]any{"careerGoals": []string{}, "skills": []string{"SQL"}}, status: 400, want: []string{`"careerGoals":"Select at least one career goal"`}},
			{name: "no skills", method: "POST", path: "/api/onboarding/preferences", token: a.Token, body: map[string]any{"careerGoals": []string{"Salary increase"}, "skills": []string{" ", ""}}, status: 400, want: []string{`"skills":"Add at least one skill"`}},
			{name: "unknown goal", method: "POST", path: "/api/onboarding/preferences", token: a.Token, body: map[string]any{"careerGoals": []string{"World domination"}, "skills": []string{"SQL"}}, status: 400, want: []string{"Unknown career goal"}},
			{name: "preferences saved", method: "POST", path: "/api/onboarding/preferences", token: a.Token,
				body:   map[string]any{"careerGoals": []string{"Salary increase", "Salary increase", "Skill development"}, "skills": []string{"SQL", " sql ", "Communication", "Rust "}},
				status: 200, want: []string{`"careerGoals":["Salary increase","Skill development"]`, `"skills":["SQL","Communication","Rust"]`, `"onboardingCompleted":true`, `"onboardingStep":"completed"`}},
			{name: "skills added to profile", method: "GET", path: "/api/users/" + a.ID + "/skills", token: a.Token, status: 200,
				want: []string{`"name":"Communication","level":"intermediate","category":"soft"`, `"name":"Rust","level":"intermediate","category":"technical"`, `"name":"SQL"`}},
		})
	})
}

func TestSkillsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		r := app.do("POST", "/api/skills", bob.Token, map[string]any{"userId": bob.ID, "name": "Go", "level": "expert", "category": "technical"})
		var bobSkill struct{ ID string }
		decode(t, r.Body, &bobSkill)
		r = app.do("POST", "/api/skills", alice.Token, map[string]any{"userId": alice.ID, "name": "Python"})
		var aliceSkill struct{ ID string }
		decode(t, r.Body, &aliceSkill)
		if r.Status != 201 || !strings.Contains(r.Body, `"level":"intermediate","category":"technical","proficiency":50`) {
			t.Fatalf("create with defaults: %d %s", r.Status, r.Body)
		}
		app.run([]scenario{
			{name: "list own", method: "GET", path: "/api/users/" + alice.ID + "/skills", token: alice.Token, status: 200, want: []string{`"name":"Python"`}, wantNot: []string{`"Go"`}},
			{name: "list other", method: "GET", path: "/api/users/" + bob.ID + "/skills", token: alice.Token, status: 403},
			{name: "list signed out", method: "GET", path: "/api/users/" + alice.ID + "/skills", status: 401},
			{name: "create for other", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"userId": bob.ID, "name": "Evil"}, status: 403},
			{name: "create duplicate", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"name": "PYTHON"}, status: 409, want: []string{"You already have this skill"}},
			{name: "create no name", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"name": "  "}, status: 400, want: []string{`"name":"Skill name is required"`}},
			{name: "create bad level", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"name": "Rust", "level": "godlike"}, status: 400, want: []string{`"level":"Level must be one of beginner, intermediate, advanced, expert"`}},
			{name: "create bad category", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"name": "Rust", "category": "magic"}, status: 400, want: []string{`"category":"Category must be one of technical, soft, industry"`}},
			{name: "create long name", method: "POST", path: "/api/skills", token: alice.Token, body: map[string]any{"name": strings.Repeat("a", 61)}, status: 400},
			{name: "update own", method: "PUT", path: "/api/skills/" + aliceSkill.ID, token: alice.Token, body: map[string]any{"name": "Python 3", "level": "advanced", "category": "technical"}, status: 200, want: []string{`"name":"Python 3","level":"advanced"`, `"proficiency":75`}},
			{name: "update other's", method: "PUT", path: "/api/skills/" + bobSkill.ID, token: alice.Token, body: map[string]any{"name": "Hacked", "level": "beginner", "category": "soft"}, status: 403},
			{name: "update unknown", method: "PUT", path: "/api/skills/nope", token: alice.Token, body: map[string]any{"name": "X"}, status: 404, want: []string{"Skill not found"}},
			{name: "delete other's", method: "DELETE", path: "/api/skills/" + bobSkill.ID, token: alice.Token, status: 403},
			{name: "other's skill unchanged", method: "GET", path: "/api/users/" + bob.ID + "/skills", token: bob.Token, status: 200, want: []string{`"name":"Go","level":"expert"`}, wantNot: []string{"Hacked"}},
			{name: "delete own", method: "DELETE", path: "/api/skills/" + aliceSkill.ID, token: alice.Token, status: 204},
			{name: "delete again", method: "DELETE", path: "/api/skills/" + aliceSkill.ID, token: alice.Token, status: 404},
			{name: "empty list", method: "GET", path: "/api/users/" + alice.ID + "/skills", token: alice.Token, status: 200, want: []string{`[]`}},
		})
	})
}

func TestNotificationsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		first := app.notify(alice.ID, "First for Alice")
		app.notify(alice.ID, "Second for Alice")
		bobs := app.notify(bob.ID, "Bob's own")
		app.run([]scenario{
			{name: "list", method: "GET", path: "/api/notifications", token: alice.Token, status: 200, want: []string{"First for Alice", "Second for Alice", `"isRead":false`}, wantNot: []string{"Bob's own"}},
			{name: "signed out", method: "GET", path: "/api/notifications", status: 401},
			{name: "mark other's", method: "PATCH", path: "/api/notifications/" + bobs + "/read", token: alice.Token, status: 403},
			{name: "other's still unread", method: "GET", path: "/api/notifications", token: bob.Token, status: 200, want: []string{`"isRead":false`}},
			{name: "mark unknown", method: "PATCH", path: "/api/notifications/nope/read", token: alice.Token, status: 404, want: []string{"Notification not found"}},
			{name: "mark one", method: "PATCH", path: "/api/notifications/" + first + "/read", token: alice.Token, status: 200, want: []string{`"id":"` + first + `"`, `"isRead":true`}},
			{name: "mark all", method: "PATCH", path: "/api/notifications/read-all", token: alice.Token, status: 200, want: []string{`{"updated":1}`}},
			{name: "all read", method: "GET", path: "/api/notifications", token: alice.Token, status: 200, wantNot: []string{`"isRead":false`}},
			{name: "bob untouched by alice's read-all", method: "GET", path: "/api/notifications", token: bob.Token, status: 200, want: []string{`"isRead":false`}},
		})
		// Newest first.
		r := app.do("GET", "/api/notifications", alice.Token, nil)
		if strings.Index(r.Body, "Second for Alice") > strings.Index(r.Body, "First for Alice") {
			t.Errorf("not newest first: %s", r.Body)
		}
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
		if strings.Count(n.Body, `"isRead":false`) != 3 {
			t.Errorf("demo wants 3 unread notifications: %s", n.Body)
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

func TestWebAppAndHeaders(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	for _, tc := range []struct {
		path, want, cache string
		status            int
	}{
		{"/", "Stride app", "no-cache", 200},
		{"/jobs/123/apply", "Stride app", "no-cache", 200},
		{"/anything/unknown", "Stride app", "no-cache", 200},
		{"/assets/app-1a2b.js", "console.log(1)", "public, max-age=31536000, immutable", 200},
		{"/logo.svg", "<svg/>", "public, max-age=3600", 200},
		{"/healthz", `{"status":"ok"}`, "no-store", 200},
	} {
		r := app.do("GET", tc.path, "", nil)
		if r.Status != tc.status || !strings.Contains(r.Body, tc.want) || r.Header.Get("Cache-Control") != tc.cache {
			t.Errorf("%s: %d %q cache %q", tc.path, r.Status, r.Body, r.Header.Get("Cache-Control"))
		}
		csp := r.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: CSP %q", tc.path, csp)
		}
		if r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("Referrer-Policy") == "" {
			t.Errorf("%s: missing security headers %v", tc.path, r.Header)
		}
	}
	if r := app.do("POST", "/somewhere", "", "{}"); r.Status != http.StatusMethodNotAllowed {
		t.Errorf("POST to app path: %d", r.Status)
	}
}

func TestResponsesAreCompressed(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	seedJobs(t, app.db)
	req := httptest.NewRequest("GET", "/api/jobs", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	app.handler.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !strings.Contains(string(body), "Senior Go Developer") {
		t.Fatalf("body %s", body)
	}
}

func TestCSPAdmitsStripeOnlyWithPayments(t *testing.T) {
	db := sqldbtest.SQLite(t)
	plain := newTestApp(t, db, httpapi.Config{}).do("GET", "/", "", nil).Header.Get("Content-Security-Policy")
	paid := newTestApp(t, db, httpapi.Config{StripePublishableKey: "pk_test_x"}).do("GET", "/", "", nil).Header.Get("Content-Security-Policy")
	if strings.Contains(plain, "stripe") || !strings.Contains(plain, "frame-src 'none'") {
		t.Errorf("demo mode CSP: %s", plain)
	}
	for _, want := range []string{"script-src 'self' https://js.stripe.com", "frame-src https://js.stripe.com", "connect-src 'self' https://api.stripe.com", "frame-ancestors 'none'"} {
		if !strings.Contains(paid, want) {
			t.Errorf("payments CSP lacks %q: %s", want, paid)
		}
	}
}
