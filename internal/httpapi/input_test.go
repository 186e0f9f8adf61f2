package httpapi_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// badTexts are the strings no endpoint may store: each is a JSON string
// literal as a hostile client would send it.
var badTexts = []struct{ name, literal string }{
	{"NUL", `"a\u0000b"`},
	{"raw NUL-free invalid UTF-8", "\"a\xff\xfeb\""},
	{"truncated UTF-8", "\"caf\xc3\""},
	{"lone high surrogate", `"a\ud800b"`},
	{"lone low surrogate", `"\udc00"`},
	{"reversed surrogates", `"\ude00\ud83d"`},
}

// inputTables are the tables every JSON body is checked against.
var inputTables = []string{"users", "login_failures", "skills", "jobs", "applications", "saved_jobs", "resumes",
	"interview_sessions", "behavioral_analysis", "emotional_intelligence_assessment", "critical_thinking_assessment", "notifications"}

// snapshot is what a refused request must leave as it was: the row counts
// of the input tables and the user's own records as the API reads them.
func (a *testApp) snapshot(acc account) string {
	a.t.Helper()
	var sb strings.Builder
	for _, t := range inputTables {
		fmt.Fprintf(&sb, "%s=%d\n", t, sqldbtest.CountRows(a.t, a.db, t))
	}
	for _, p := range []string{"/api/users/" + acc.ID, "/api/users/" + acc.ID + "/skills", "/api/users/" + acc.ID + "/applications",
		"/api/users/" + acc.ID + "/resumes", "/api/users/" + acc.ID + "/interview-sessions", "/api/saved-jobs/" + acc.ID} {
		r := a.do("GET", p, acc.Token, nil)
		fmt.Fprintf(&sb, "%s %d %s\n", p, r.Status, r.Body)
	}
	return sb.String()
}

// inputCase is one string field of one JSON endpoint. body holds %s where
// the field's JSON string literal goes.
type inputCase struct {
	name, method, path, body string
	// field is the name the 400 gives for bad text (the JSON path).
	field string
	// long is an over-long value and longField/longMsg what its 400 says;
	// an empty long skips the length check (the endpoint stores nothing).
	long, longField, longMsg string
}

func repeat(n int) string { return strings.Repeat("a", n) }

func tooLong(n int) string { return fmt.Sprintf("Must be at most %d characters", n) }

func TestJSONBodiesRefuseBadAndOverlongText(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		acc := app.register("input@example.com", "Ida")
		app.onPlan(acc, "professional")
		tok := acc.Token
		var ids struct{ skill, app, resume, job string }
		mustID := func(r response) string {
			t.Helper()
			var out struct{ ID string }
			if r.Status != 201 {
				t.Fatalf("setup: %d %s", r.Status, r.Body)
			}
			decode(t, r.Body, &out)
			return out.ID
		}
		ids.skill = mustID(app.do("POST", "/api/skills", tok, map[string]any{"name": "Go"}))
		ids.app = mustID(app.do("POST", "/api/applications", tok, map[string]any{"jobTitle": "Engineer", "company": "Acme"}))
		ids.resume = mustID(app.do("POST", "/api/resumes", tok, map[string]any{"content": map[string]any{"personalInfo": map[string]any{"name": "Ida"}}}))
		ids.job = mustID(app.do("POST", "/api/jobs", tok, map[string]any{"title": "Welder", "company": "Granite", "location": "Austin, TX",
			"description": "Welding.", "type": "full-time"}))

		session := `{"type":"behavioral","questions":[%s],"responses":["r"]}`
		cases := []inputCase{
			{name: "register first name", method: "POST", path: "/api/auth/register",
				body: `{"email":"new@example.com","password":"s3cret-pass","firstName":%s}`, field: "firstName", long: repeat(101), longField: "firstName", longMsg: tooLong(100)},
			{name: "register email", method: "POST", path: "/api/auth/register",
				body: `{"email":%s,"password":"s3cret-pass"}`, field: "email", long: repeat(250) + "@example.com", longField: "email", longMsg: "Please enter a valid email address"},
			{name: "register password", method: "POST", path: "/api/auth/register",
				body: `{"email":"new2@example.com","password":%s}`, field: "password", long: repeat(129), longField: "password", longMsg: "Password must be at most 128 characters"},
			{name: "login email", method: "POST", path: "/api/auth/login",
				body: `{"email":%s,"password":"wrong-pass"}`, field: "email", long: randomEmail(3000), longField: "email", longMsg: tooLong(254)},
			{name: "login password", method: "POST", path: "/api/auth/login",
				body: `{"email":"input@example.com","password":%s}`, field: "password"},
			{name: "user first name", method: "PUT", path: "/api/users/" + acc.ID, body: `{"firstName":%s}`, field: "firstName", long: repeat(101), longField: "firstName", longMsg: tooLong(100)},
			{name: "user location", method: "PUT", path: "/api/users/" + acc.ID, body: `{"location":%s}`, field: "location", long: repeat(201), longField: "location", longMsg: tooLong(200)},
			{name: "user bio", method: "PUT", path: "/api/users/" + acc.ID, body: `{"bio":%s}`, field: "bio", long: repeat(5001), longField: "bio", longMsg: tooLong(5000)},
			{name: "onboarding title", method: "POST", path: "/api/onboarding/profile",
				body: `{"firstName":"Ida","lastName":"T","currentTitle":%s,"yearsExperience":3,"industry":"Technology"}`, field: "currentTitle", long: repeat(201), longField: "currentTitle", longMsg: tooLong(200)},
			{name: "onboarding skills", method: "POST", path: "/api/onboarding/preferences",
				body: `{"careerGoals":["Salary increase"],"skills":["Go",%s]}`, field: "skills[1]", long: repeat(61), longField: "skills", longMsg: "Skill names must be at most 60 characters"},
			{name: "skill name", method: "POST", path: "/api/skills", body: `{"name":%s}`, field: "name", long: repeat(61), longField: "name", longMsg: "Skill name must be at most 60 characters"},
			{name: "skill update", method: "PUT", path: "/api/skills/" + ids.skill, body: `{"name":%s,"level":"expert"}`, field: "name", long: repeat(61), longField: "name", longMsg: "Skill name must be at most 60 characters"},
			{name: "job title", method: "POST", path: "/api/jobs",
				body: `{"title":%s,"company":"C","location":"L","description":"D","type":"full-time"}`, field: "title", long: repeat(201), longField: "title", longMsg: tooLong(200)},
			{name: "job salary", method: "POST", path: "/api/jobs",
				body: `{"title":"T","company":"C","location":"L","description":"D","type":"full-time","salary":%s}`, field: "salary", long: repeat(201), longField: "salary", longMsg: tooLong(200)},
			{name: "job skills", method: "POST", path: "/api/jobs",
				body: `{"title":"T","company":"C","location":"L","description":"D","type":"full-time","skills":[%s]}`, field: "skills[0]", long: repeat(301), longField: "skills", longMsg: "At most 30 items of 300 characters each"},
			{name: "application title", method: "POST", path: "/api/applications", body: `{"jobTitle":%s,"company":"C"}`, field: "jobTitle", long: repeat(201), longField: "jobTitle", longMsg: tooLong(200)},
			{name: "application notes", method: "POST", path: "/api/applications", body: `{"jobTitle":"T","company":"C","notes":%s}`, field: "notes", long: repeat(10001), longField: "notes", longMsg: tooLong(10000)},
			{name: "application applicant email", method: "POST", path: "/api/applications", body: `{"jobTitle":"T","company":"C","applicantEmail":%s}`, field: "applicantEmail", long: repeat(255), longField: "email", longMsg: tooLong(254)},
			{name: "application job id", method: "POST", path: "/api/applications", body: `{"jobTitle":"T","company":"C","jobId":%s}`, field: "jobId", long: repeat(101), longField: "jobId", longMsg: tooLong(100)},
			{name: "application update", method: "PUT", path: "/api/applications/" + ids.app, body: `{"company":%s}`, field: "company", long: repeat(201), longField: "company", longMsg: tooLong(200)},
			{name: "saved job", method: "POST", path: "/api/saved-jobs", body: `{"jobId":%s}`, field: "jobId", long: repeat(101), longField: "jobId", longMsg: tooLong(100)},
			{name: "resume name", method: "POST", path: "/api/resumes", body: `{"content":{"personalInfo":{"name":%s}}}`,
				field: "content.personalInfo.name", long: repeat(101), longField: "content.personalInfo.name", longMsg: tooLong(100)},
			{name: "resume experience", method: "POST", path: "/api/resumes", body: `{"content":{"experience":[{"title":"A"},{"company":%s}]}}`,
				field: "content.experience[1].company", long: repeat(201), longField: "content.experience[1].company", longMsg: tooLong(200)},
			{name: "resume title", method: "PUT", path: "/api/resumes/" + ids.resume, body: `{"title":%s}`, field: "title", long: repeat(201), longField: "title", longMsg: tooLong(200)},
			{name: "resume patch skills", method: "PATCH", path: "/api/resumes/" + ids.resume, body: `{"content":{"skills":[%s]}}`,
				field: "content.skills[0]", long: repeat(101), longField: "content.skills[0]", longMsg: tooLong(100)},
			{name: "interview question", method: "POST", path: "/api/interview-sessions", body: session, field: "questions[0]",
				long: repeat(5001), longField: "questions", longMsg: tooLong(5000)},
			{name: "interview response", method: "POST", path: "/api/interview-sessions", body: `{"type":"behavioral","questions":["q"],"responses":[%s]}`,
				field: "responses[0]", long: repeat(20001), longField: "responses", longMsg: tooLong(20000)},
			{name: "interview feedback object", method: "POST", path: "/api/interview-sessions/advanced",
				body: `{"type":"behavioral","questions":["q"],"responses":["r"],"feedback":[{"summary":%s}]}`, field: "feedback[0].summary",
				long: repeat(50001), longField: "feedback", longMsg: tooLong(50000)},
			{name: "interview development areas", method: "POST", path: "/api/interview-sessions/advanced",
				body:  `{"type":"behavioral","questions":["q"],"responses":["r"],"emotionalIntelligence":{"developmentAreas":[%s]}}`,
				field: "emotionalIntelligence.developmentAreas[0]", long: repeat(50001), longField: "emotionalIntelligence", longMsg: tooLong(50000)},
			{name: "interview enhancement", method: "POST", path: "/api/interview-sessions/advanced",
				body:  `{"type":"behavioral","questions":["q"],"responses":["r"],"criticalThinking":{"enhancement":[%s]}}`,
				field: "criticalThinking.enhancement[0]", long: repeat(50001), longField: "criticalThinking", longMsg: tooLong(50000)},
			{name: "interview strengths", method: "POST", path: "/api/interview-sessions/advanced",
				body:  `{"type":"behavioral","questions":["q"],"responses":["r"],"strengthsIdentified":[%s]}`,
				field: "strengthsIdentified[0]", long: repeat(50001), longField: "strengthsIdentified", longMsg: tooLong(50000)},
			{name: "json resume import", method: "POST", path: "/api/resumes/json-resume", body: `{"basics":{"name":%s}}`, field: "basics.name"},
			{name: "ai evaluate", method: "POST", path: "/api/ai/evaluate-response", body: `{"question":"Q?","answer":%s}`, field: "answer",
				long: repeat(20001), longField: "answer", longMsg: "Text must be at most 20000 characters"},
			{name: "ai skill gap", method: "POST", path: "/api/ai/analyze-skill-gap", body: `{"userSkills":[%s],"jobRequirements":["Go"]}`, field: "userSkills[0]",
				long: repeat(301), longField: "userSkills", longMsg: "At most 100 items of 300 characters each"},
			{name: "ai recommendations", method: "POST", path: "/api/ai/job-recommendations", body: `{"userProfile":{"title":%s},"userSkills":["Go"]}`, field: "userProfile.title",
				long: repeat(201), longField: "userProfile.title", longMsg: tooLong(200)},
			{name: "ai resume interview", method: "POST", path: "/api/ai/resume-interview", body: `{"questionId":"name","answer":%s}`, field: "answer",
				long: repeat(5001), longField: "answer", longMsg: "Answers must be at most 5000 characters"},
			{name: "ai questions", method: "POST", path: "/api/ai/adaptive-interview-questions", body: `{"jobTitle":%s}`, field: "jobTitle",
				long: repeat(101), longField: "jobTitle", longMsg: "Job title must be at most 100 characters"},
		}
		before := app.snapshot(acc)
		check := func(c inputCase, variant, literal, field, msg string) {
			t.Helper()
			r := app.do(c.method, c.path, tok, fmt.Sprintf(c.body, literal))
			if r.Status != http.StatusBadRequest {
				t.Errorf("%s, %s: status %d, want 400; body %.300s", c.name, variant, r.Status, r.Body)
				return
			}
			var out struct {
				Message string
				Errors  map[string]string
			}
			decode(t, r.Body, &out)
			if got, ok := out.Errors[field]; !ok || (msg != "" && got != msg) || out.Message == "" {
				t.Errorf("%s, %s: errors %v (message %q), want %q: %q", c.name, variant, out.Errors, out.Message, field, msg)
			}
		}
		for _, c := range cases {
			for _, bad := range badTexts {
				check(c, bad.name, bad.literal, c.field, "Text must not contain NUL characters or invalid UTF-8")
			}
			if c.long != "" {
				check(c, "over-long", `"`+c.long+`"`, c.longField, c.longMsg)
			}
		}
		if after := app.snapshot(acc); after != before {
			t.Errorf("refused requests changed stored data:\nbefore %s\nafter  %s", before, after)
		}

		// Text that only looks odd is kept exactly: a surrogate pair, a
		// literal replacement character, raw emoji, escaped quotes.
		r := app.do("PUT", "/api/users/"+acc.ID, tok, `{"firstName":"Ida \ud83d\ude00 \ufffd 😀 \"Q\""}`)
		if r.Status != 200 || !strings.Contains(r.Body, `"firstName":"Ida 😀 � 😀 \"Q\""`) {
			t.Errorf("clean text: %d %s", r.Status, r.Body)
		}
	})
}

// randomEmail is an address of n random characters, as a fuzzer sends.
func randomEmail(n int) string {
	const letters = "abcdefghijklmnopqrstuvwxyz0123456789._-"
	b := make([]byte, n-len("@example.com"))
	for i := range b {
		b[i] = letters[rand.IntN(len(letters))]
	}
	return string(b) + "@example.com"
}

func TestPathsAndQueriesRefuseBadText(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		acc := app.register("paths@example.com", "Pat")
		app.onPlan(acc, "professional")
		tok := acc.Token
		before := app.snapshot(acc)
		app.run([]scenario{
			{name: "notification id NUL", method: "PATCH", path: "/api/notifications/%00/read", token: tok, status: 404, want: []string{`"message":"Not found"`}},
			{name: "notification id invalid UTF-8", method: "PATCH", path: "/api/notifications/%ff/read", token: tok, status: 404},
			{name: "skill id NUL", method: "PUT", path: "/api/skills/a%00b", token: tok, body: map[string]any{"name": "Go"}, status: 404},
			{name: "skill delete NUL", method: "DELETE", path: "/api/skills/%00", token: tok, status: 404},
			{name: "application NUL", method: "DELETE", path: "/api/applications/%00", token: tok, status: 404},
			{name: "resume NUL", method: "GET", path: "/api/resumes/%00", token: tok, status: 404},
			{name: "resume pdf invalid", method: "GET", path: "/api/resumes/%c3/pdf", token: tok, status: 404},
			{name: "job NUL", method: "GET", path: "/api/jobs/%00", status: 404},
			{name: "saved job NUL", method: "DELETE", path: "/api/saved-jobs/%00", token: tok, status: 404},
			{name: "user NUL", method: "GET", path: "/api/users/%00", token: tok, status: 404},
			{name: "search NUL", method: "GET", path: "/api/jobs?search=a%00b", status: 400, want: []string{`"errors":{"search":`}},
			{name: "search NUL signed in", method: "GET", path: "/api/jobs?search=%00", token: tok, status: 400, want: []string{`"errors":{"search":`}},
			{name: "location invalid UTF-8", method: "GET", path: "/api/jobs?location=%ff", status: 400, want: []string{`"errors":{"location":`}},
			{name: "career paths NUL", method: "GET", path: "/api/career-paths?fromRole=%00", status: 400, want: []string{`"errors":{"fromRole":`}},
			{name: "clean search still works", method: "GET", path: "/api/jobs?search=caf%C3%A9&location=S%C3%A3o", status: 200},
		})
		if after := app.snapshot(acc); after != before {
			t.Errorf("refused requests changed stored data:\nbefore %s\nafter  %s", before, after)
		}
	})
}

func TestWrongMethodIs405(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		acc := app.register("method@example.com", "Meg")
		app.onPlan(acc, "professional")
		for _, c := range []struct {
			method, path, allow string
			status              int
		}{
			{"PATCH", "/api/applications/x", "PUT, DELETE", 405},
			{"GET", "/api/auth/login", "POST", 405},
			{"DELETE", "/api/notifications/read-all", "PATCH", 405},
			{"POST", "/api/users/" + acc.ID, "GET, HEAD, PUT, DELETE", 405},
			{"PUT", "/api/jobs", "GET, HEAD, POST", 405},
			{"GET", "/api/interview-sessions/advanced", "POST", 405},
			{"GET", "/api/no-such-thing", "", 404},
			{"PATCH", "/api/no-such-thing/x", "", 404},
			{"GET", "/api/jobs", "", 200},
		} {
			r := app.do(c.method, c.path, acc.Token, nil)
			if r.Status != c.status || r.Header.Get("Allow") != c.allow {
				t.Errorf("%s %s: %d Allow %q, want %d Allow %q; %s", c.method, c.path, r.Status, r.Header.Get("Allow"), c.status, c.allow, r.Body)
			}
			want := map[int]string{405: `{"message":"Method not allowed"}`, 404: `{"message":"Not found"}`}[c.status]
			if want != "" && (strings.TrimSpace(r.Body) != want || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json")) {
				t.Errorf("%s %s: body %s (%s), want %s", c.method, c.path, r.Body, r.Header.Get("Content-Type"), want)
			}
		}
	})
}
