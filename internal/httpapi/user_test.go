package httpapi_test

import (
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

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
			{name: "industry not in list", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("industry", "Piracy"), status: 400,
				want: []string{`"industry":"Industry must be one of: Administrative Support, Agriculture, `, `Construction`, `Hospitality`, `, Other"`}, wantNot: []string{"Industry is required"}},
			{name: "industry of another group", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("industry", "Construction"), status: 200,
				want: []string{`"industry":"Construction"`}},
			{name: "industry in any case", method: "POST", path: "/api/onboarding/profile", token: a.Token, body: with("industry", " human  resources "), status: 200,
				want: []string{`"industry":"Human Resources"`}},
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
