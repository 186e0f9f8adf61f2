package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/resume"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// materialsUser gives an account skills and a resume to write from.
func materialsUser(t *testing.T, app *testApp, a account) {
	t.Helper()
	for _, s := range []string{"Go", "PostgreSQL", "Kubernetes", "Python"} {
		if r := app.do("POST", "/api/skills", a.Token, map[string]any{"name": s, "level": "advanced"}); r.Status != 201 {
			t.Fatalf("skill: %d %s", r.Status, r.Body)
		}
	}
	r := app.do("POST", "/api/resumes", a.Token, map[string]any{"content": map[string]any{
		"personalInfo": map[string]any{"name": "Alice Tester", "email": "alice@example.com"},
		"experience": []any{map[string]any{"title": "Backend Engineer", "company": "Northwind Analytics",
			"description": "Led the migration of 40 services to Kubernetes.\nBuilt a Go ingestion pipeline on PostgreSQL."}},
		"projects": []any{map[string]any{"name": "Tidewatch", "description": "Tide forecasts", "technologies": []string{"Go"}}},
	}})
	if r.Status != 201 {
		t.Fatalf("resume: %d %s", r.Status, r.Body)
	}
}

func TestMaterialsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		materialsUser(t, app, alice)
		letter := map[string]any{"userProfile": map[string]any{"name": "Alice Tester", "title": "Backend Engineer", "experience": "6 years"},
			"jobDetails": map[string]any{"title": "Platform Engineer", "company": "Acme Robotics",
				"description": "Run Kubernetes clusters, write Go services and keep PostgreSQL healthy."},
			"tone": "professional", "template": "standard"}
		r := app.do("POST", "/api/cover-letters/generate", alice.Token, letter)
		var gen struct {
			Content, CoverLetter string
			Item                 stride.CoverLetter
			WordCount            int
			Saved                bool
		}
		decode(t, r.Body, &gen)
		if r.Status != 200 || gen.Content == "" || gen.Content != gen.CoverLetter || !gen.Saved || gen.Item.ID == "" || gen.WordCount < 50 {
			t.Fatalf("generate: %d %s", r.Status, r.Body)
		}
		for _, want := range []string{"Acme Robotics", "Platform Engineer", "Northwind Analytics", "Kubernetes", "PostgreSQL"} {
			if !strings.Contains(gen.Content, want) {
				t.Errorf("letter lacks %q:\n%s", want, gen.Content)
			}
		}
		id := gen.Item.ID
		resp := map[string]any{"question": "Tell me about a time you led a migration.", "userProfile": map[string]any{"name": "Alice"},
			"jobDetails": map[string]any{"title": "Platform Engineer", "company": "Acme Robotics"}, "responseType": "behavioral",
			"keywords": []string{"ownership", "Kubernetes"}}
		withLimit := func(n any) map[string]any {
			m := map[string]any{}
			for k, v := range resp {
				m[k] = v
			}
			m["wordLimit"] = n
			return m
		}
		r = app.do("POST", "/api/application-responses/generate", alice.Token, resp)
		var rg struct {
			Response, Content string
			WordLimit         int
			WordCount         int
			Item              stride.ApplicationResponse
		}
		decode(t, r.Body, &rg)
		if r.Status != 200 || rg.WordLimit != 200 || rg.WordCount > 200 || !strings.Contains(rg.Response, "Situation:") ||
			!strings.Contains(rg.Response, "ownership") || rg.Item.ResponseTypeCard != "behavioral" {
			t.Fatalf("response: %d %s", r.Status, r.Body)
		}
		long := strings.Repeat("a", stride.MaxJobDescriptionLen+1)
		app.run([]scenario{
			{name: "letter without title and company", method: "POST", path: "/api/cover-letters/generate", token: alice.Token,
				body: map[string]any{"jobDetails": map[string]any{"description": "x"}}, status: 400,
				want: []string{`"jobTitle":"Job title is required"`, `"companyName":"Company name is required"`}},
			{name: "letter description too long", method: "POST", path: "/api/cover-letters/generate", token: alice.Token,
				body: map[string]any{"jobDetails": map[string]any{"title": "T", "company": "C", "description": long}}, status: 400,
				want: []string{`"jobDescription":"Job description must be at most 20,000 characters"`}},
			{name: "letter bad tone", method: "POST", path: "/api/cover-letters/generate", token: alice.Token,
				body: map[string]any{"jobDetails": map[string]any{"title": "T", "company": "C"}, "tone": "angry"}, status: 400, want: []string{stride.MsgMaterialTone}},
			{name: "letter signed out", method: "POST", path: "/api/cover-letters/generate", body: letter, status: 401},
			{name: "word limit too low", method: "POST", path: "/api/application-responses/generate", token: alice.Token, body: withLimit(24), status: 400,
				want: []string{`"wordLimit":"Word limit must be between 25 and 2,000"`}},
			{name: "word limit too high", method: "POST", path: "/api/application-responses/generate", token: alice.Token, body: withLimit(2001), status: 400},
			{name: "word limit not a number", method: "POST", path: "/api/application-responses/generate", token: alice.Token, body: withLimit("many"), status: 400},
			{name: "word limit 25", method: "POST", path: "/api/application-responses/generate", token: alice.Token, body: withLimit(25), status: 200,
				want: []string{`"wordLimit":25`, "ownership", "Kubernetes"}},
			{name: "response without question", method: "POST", path: "/api/application-responses/generate", token: alice.Token,
				body: map[string]any{"jobDetails": map[string]any{"title": "T", "company": "C"}}, status: 400, want: []string{`"question":"Question is required"`}},
			{name: "projects not JSON", method: "POST", path: "/api/portfolio-summaries/generate", token: alice.Token,
				body: map[string]any{"projects": "[{name: Tidewatch"}, status: 400, want: []string{`"projects":"Projects must be a JSON list"`}},
			{name: "projects an object", method: "POST", path: "/api/portfolio-summaries/generate", token: alice.Token,
				body: map[string]any{"projects": map[string]any{"name": "x"}}, status: 400, want: []string{"Projects must be a JSON list"}},
			{name: "projects from JSON text", method: "POST", path: "/api/portfolio-summaries/generate", token: alice.Token,
				body: map[string]any{"projects": `[{"name":"Harbor","description":"A ferry timetable app","technologies":["Go"]}]`, "targetAudience": "clients",
					"highlightedSkills": []string{"Go"}, "callToAction": "Write to me."}, status: 200,
				want: []string{`"summary":"`, "Harbor", "Write to me.", `"target_audience":"clients"`}},
			{name: "projects from the resume", method: "POST", path: "/api/portfolio-summaries/generate", token: alice.Token,
				body: map[string]any{"projects": []any{}}, status: 200, want: []string{"Tidewatch", `"target_audience":"recruiters"`}},
			{name: "no projects anywhere", method: "POST", path: "/api/portfolio-summaries/generate", token: bob.Token,
				body: map[string]any{"projects": ""}, status: 400, want: []string{stride.MsgProjectsRequired}},
			{name: "list own letters", method: "GET", path: "/api/users/" + alice.ID + "/cover-letters", token: alice.Token, status: 200,
				want: []string{`"company_name":"Acme Robotics"`, `"title":"Platform Engineer at Acme Robotics"`}},
			{name: "list own responses", method: "GET", path: "/api/users/" + alice.ID + "/application-responses", token: alice.Token, status: 200,
				want: []string{`"response_type":"behavioral"`}},
			{name: "list own summaries", method: "GET", path: "/api/users/" + alice.ID + "/portfolio-summaries", token: alice.Token, status: 200,
				want: []string{"Tidewatch", "Harbor"}},
			{name: "list other's letters", method: "GET", path: "/api/users/" + alice.ID + "/cover-letters", token: bob.Token, status: 403},
			{name: "list other's responses", method: "GET", path: "/api/users/" + alice.ID + "/application-responses", token: bob.Token, status: 403},
			{name: "list other's summaries", method: "GET", path: "/api/users/" + alice.ID + "/portfolio-summaries", token: bob.Token, status: 403},
			{name: "other's prefill", method: "GET", path: "/api/users/" + alice.ID + "/materials-profile", token: bob.Token, status: 403},
			{name: "own prefill", method: "GET", path: "/api/users/" + alice.ID + "/materials-profile", token: alice.Token, status: 200,
				want: []string{`"name":"Alice Tester"`, "Northwind Analytics", "Kubernetes", "Tidewatch"}},
			{name: "bob sees none", method: "GET", path: "/api/users/" + bob.ID + "/cover-letters", token: bob.Token, status: 200, want: []string{"[]"}},
			{name: "read other's letter", method: "GET", path: "/api/cover-letters/" + id, token: bob.Token, status: 403},
			{name: "rename other's letter", method: "PUT", path: "/api/cover-letters/" + id, token: bob.Token, body: map[string]any{"title": "Mine"}, status: 403},
			{name: "regenerate other's letter", method: "POST", path: "/api/cover-letters/" + id + "/regenerate", token: bob.Token, body: map[string]any{"tone": "creative"}, status: 403},
			{name: "pdf of other's letter", method: "GET", path: "/api/cover-letters/" + id + "/pdf", token: bob.Token, status: 403},
			{name: "delete other's letter", method: "DELETE", path: "/api/cover-letters/" + id, token: bob.Token, status: 403},
			{name: "rename own letter", method: "PUT", path: "/api/cover-letters/" + id, token: alice.Token, body: map[string]any{"title": "For Acme"}, status: 200,
				want: []string{`"title":"For Acme"`, `"iterationHistory":[]`}},
			{name: "edit own letter", method: "PUT", path: "/api/cover-letters/" + id, token: alice.Token, body: map[string]any{"content": "Dear Acme, hello."}, status: 200,
				want: []string{`"content":"Dear Acme, hello."`, `"iterationHistory":[{"content":"Dear Hiring Manager at Acme Robotics`}},
			{name: "empty edit", method: "PUT", path: "/api/cover-letters/" + id, token: alice.Token, body: map[string]any{"content": " "}, status: 400,
				want: []string{stride.MsgMaterialContentEmpty}},
			{name: "regenerate with another tone", method: "POST", path: "/api/cover-letters/" + id + "/regenerate", token: alice.Token,
				body: map[string]any{"tone": "enthusiastic"}, status: 200, want: []string{`"tone":"enthusiastic"`, "I was excited", `"content":"Dear Acme, hello."`}},
			{name: "regenerate with a bad tone", method: "POST", path: "/api/cover-letters/" + id + "/regenerate", token: alice.Token,
				body: map[string]any{"tone": "angry"}, status: 400},
			{name: "unknown letter", method: "GET", path: "/api/cover-letters/nope", token: alice.Token, status: 404, want: []string{stride.MsgCoverLetterNotFound}},
			{name: "delete own letter", method: "DELETE", path: "/api/cover-letters/" + id, token: alice.Token, status: 204},
			{name: "deleted", method: "GET", path: "/api/users/" + alice.ID + "/cover-letters", token: alice.Token, status: 200, want: []string{"[]"}},
		})
		r = app.do("POST", "/api/cover-letters/generate", alice.Token, letter)
		decode(t, r.Body, &gen)
		pdf := app.do("GET", "/api/cover-letters/"+gen.Item.ID+"/pdf?paper=letter", alice.Token, nil)
		if pdf.Status != 200 || pdf.Header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(pdf.Body, "%PDF-") ||
			!strings.Contains(pdf.Header.Get("Content-Disposition"), "Cover-letter-Platform-Engineer-at-Acme-Robotics.pdf") {
			t.Fatalf("pdf: %d %v", pdf.Status, pdf.Header)
		}
		docx := app.do("GET", "/api/cover-letters/"+gen.Item.ID+"/docx", alice.Token, nil)
		if docx.Status != 200 || !strings.Contains(docx.Header.Get("Content-Disposition"), "Cover-letter-Platform-Engineer-at-Acme-Robotics.docx") {
			t.Fatalf("docx: %d %v", docx.Status, docx.Header)
		}
		if text, kind, err := resume.Extract([]byte(docx.Body)); err != nil || kind != "docx" || !strings.Contains(text, "Dear Hiring Manager at Acme Robotics,") {
			t.Fatalf("the letter's docx reads as %q %v: %q", kind, err, text)
		}
		if r := app.do("GET", "/api/cover-letters/"+gen.Item.ID+"/docx", bob.Token, nil); r.Status != 403 {
			t.Fatalf("docx of another's letter: %d", r.Status)
		}
		// Responses regenerate with another tone and keep the earlier text.
		r = app.do("POST", "/api/application-responses/"+rg.Item.ID+"/regenerate", alice.Token, map[string]any{"tone": "enthusiastic"})
		if r.Status != 200 || !strings.Contains(r.Body, `"iterationHistory":[{"content":"Situation:`) || !strings.Contains(r.Body, `"toneGuidance":"enthusiastic"`) {
			t.Fatalf("regenerate response: %d %s", r.Status, r.Body)
		}
	})
}

// A failing provider answers 503 with a message, and nothing is saved.
func TestMaterialsProviderFailure(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusBadGateway)
		}))
		t.Cleanup(down.Close)
		o := ai.NewOpenAI(down.URL, "k", "m")
		o.Retries, o.Backoff, o.Timeout = 0, time.Millisecond, time.Second
		app := newTestApp(t, db, httpapi.Config{}, func(s *httpapi.Services) { s.AI = o })
		alice := app.register("alice@example.com", "Alice")
		app.run([]scenario{
			{name: "letter", method: "POST", path: "/api/cover-letters/generate", token: alice.Token,
				body: map[string]any{"jobDetails": map[string]any{"title": "T", "company": "C"}}, status: 503, want: []string{"The AI service did not answer"}},
			{name: "response", method: "POST", path: "/api/application-responses/generate", token: alice.Token,
				body: map[string]any{"question": "Why?", "jobDetails": map[string]any{"title": "T", "company": "C"}}, status: 503},
			{name: "summary", method: "POST", path: "/api/portfolio-summaries/generate", token: alice.Token,
				body: map[string]any{"projects": []any{map[string]any{"name": "P"}}}, status: 503},
			{name: "nothing saved", method: "GET", path: "/api/users/" + alice.ID + "/cover-letters", token: alice.Token, status: 200, want: []string{"[]"}},
		})
	})
}

// Regenerating reads only the options of its kind (a cover letter's tone
// and template, a response's tone, a summary's theme), validates them, and
// refuses any other field, such as the generate body's jobDetails, rather
// than ignoring it; a refused request changes nothing.
func TestMaterialsRegenerateReadsOnlyItsOptions(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		materialsUser(t, app, alice)
		job := map[string]any{"title": "Platform Engineer", "company": "Acme Robotics"}
		ids := map[string]string{}
		for kind, body := range map[string]map[string]any{
			"cover-letters":         {"jobDetails": job, "tone": "professional", "template": "standard"},
			"application-responses": {"jobDetails": job, "question": "Why Acme?"},
			"portfolio-summaries":   {"projects": []any{map[string]any{"name": "Harbor", "description": "A ferry timetable app"}}},
		} {
			r := app.do("POST", "/api/"+kind+"/generate", alice.Token, body)
			var out struct{ Item struct{ ID string } }
			decode(t, r.Body, &out)
			if r.Status != 200 || out.Item.ID == "" {
				t.Fatalf("generate %s: %d %s", kind, r.Status, r.Body)
			}
			ids[kind] = out.Item.ID
		}
		path := func(kind string) string { return "/api/" + kind + "/" + ids[kind] + "/regenerate" }
		var refused []scenario
		for kind, bodies := range map[string][]struct {
			body any
			want string
		}{
			"cover-letters": {
				{map[string]any{"tone": "creative", "jobDetails": 5}, `"jobDetails":"Unknown field"`},
				{map[string]any{"jobDetails": map[string]any{"title": "Chef", "company": "Bistro"}}, "jobDetails is not a field of this request."},
				{map[string]any{"customInstructions": "Mention sailing"}, `"customInstructions":"Unknown field"`},
				{map[string]any{"theme": "modern"}, `"theme":"Unknown field"`},
				{map[string]any{"tone": 5}, `"tone":"Wrong type"`},
				{map[string]any{"template": "fancy"}, `"template":"` + stride.MsgCoverLetterTemplate},
			},
			"application-responses": {
				{map[string]any{"tone": "confident", "wordLimit": "many"}, `"wordLimit":"Unknown field"`},
				{map[string]any{"question": "Why not?"}, `"question":"Unknown field"`},
				{map[string]any{"template": "modern"}, `"template":"Unknown field"`},
				{map[string]any{"tone": "angry"}, `"tone":"` + stride.MsgMaterialTone},
			},
			"portfolio-summaries": {
				{map[string]any{"theme": "creative", "projects": 7}, `"projects":"Unknown field"`},
				{map[string]any{"tone": "creative"}, `"tone":"Unknown field"`},
				{map[string]any{"theme": []string{"modern"}}, `"theme":"Wrong type"`},
				{map[string]any{"theme": "neon"}, `"theme":"` + stride.MsgPortfolioTheme},
			},
		} {
			for _, b := range bodies {
				refused = append(refused, scenario{name: kind + " refuses", method: "POST", path: path(kind), token: alice.Token, body: b.body, status: 400, want: []string{b.want}})
			}
		}
		before := map[string]string{}
		for kind, id := range ids {
			before[kind] = app.do("GET", "/api/"+kind+"/"+id, alice.Token, nil).Body
		}
		app.run(refused)
		for kind, id := range ids {
			if after := app.do("GET", "/api/"+kind+"/"+id, alice.Token, nil).Body; after != before[kind] {
				t.Errorf("a refused regenerate changed the %s:\n%s\n%s", kind, before[kind], after)
			}
		}
		app.run([]scenario{
			{name: "letter with another template", method: "POST", path: path("cover-letters"), token: alice.Token,
				body: map[string]any{"tone": "confident", "template": "modern"}, status: 200,
				want: []string{`"tone":"confident"`, `"template":"modern"`, `"iterationHistory":[{`}},
			{name: "response with another tone", method: "POST", path: path("application-responses"), token: alice.Token,
				body: map[string]any{"tone": "enthusiastic"}, status: 200, want: []string{`"toneGuidance":"enthusiastic"`}},
			{name: "summary with another theme", method: "POST", path: path("portfolio-summaries"), token: alice.Token,
				body: map[string]any{"theme": "minimalist"}, status: 200, want: []string{`"theme":"minimalist"`}},
			{name: "nothing changed is fine", method: "POST", path: path("cover-letters"), token: alice.Token, body: map[string]any{}, status: 200,
				want: []string{`"template":"modern"`}},
		})
	})
}
