package httpapi_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/resume"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func resumeBody(userID, name string) map[string]any {
	return map[string]any{"userId": userID, "template": "executive", "conversationHistory": []any{map[string]any{"role": "assistant", "content": "Hi"}},
		"content": map[string]any{"personalInfo": map[string]any{"name": name, "email": "x@example.com", "summary": "Engineer."},
			"experience": []any{map[string]any{"title": "Engineer", "company": "Acme", "startDate": "2020-01", "endDate": "Present", "description": "Built things."}},
			"education":  []any{}, "skills": []string{"Go", " go ", "SQL"}, "projects": []any{}, "certifications": []any{}}}
}

func TestResumesAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		app.onPlan(alice, stride.PlanProfessional)
		bob := app.register("bob@example.com", "Bob")
		app.onPlan(bob, stride.PlanProfessional)
		r := app.do("POST", "/api/resumes", alice.Token, resumeBody(alice.ID, "Alice Tester"))
		var first stride.Resume
		decode(t, r.Body, &first)
		if r.Status != 201 || first.Title != "Alice Tester's Resume" || !first.IsDefault || first.Template != "executive" ||
			!strings.Contains(string(first.Content), `"skills":["Go","SQL"]`) {
			t.Fatalf("create: %d %s", r.Status, r.Body)
		}
		anon := resumeBody(alice.ID, "")
		r = app.do("POST", "/api/resumes", alice.Token, anon)
		var second stride.Resume
		decode(t, r.Body, &second)
		if second.Title != "My Resume" || second.IsDefault {
			t.Fatalf("second resume: %s", r.Body)
		}
		r = app.do("POST", "/api/resumes", bob.Token, resumeBody(bob.ID, "Bob"))
		var bobs stride.Resume
		decode(t, r.Body, &bobs)
		app.run([]scenario{
			{name: "create for other", method: "POST", path: "/api/resumes", token: alice.Token, body: resumeBody(bob.ID, "X"), status: 403},
			{name: "create signed out", method: "POST", path: "/api/resumes", body: resumeBody(alice.ID, "X"), status: 401},
			{name: "create without content", method: "POST", path: "/api/resumes", token: alice.Token, body: map[string]any{"template": "modern"}, status: 400, want: []string{"Resume content must be an object"}},
			{name: "create bad template", method: "POST", path: "/api/resumes", token: alice.Token, body: map[string]any{"template": "comic", "content": map[string]any{}}, status: 400, want: []string{stride.MsgResumeTemplate}},
			{name: "create bad content", method: "POST", path: "/api/resumes", token: alice.Token, body: map[string]any{"content": "text"}, status: 400},
			{name: "list own", method: "GET", path: "/api/users/" + alice.ID + "/resumes", token: alice.Token, status: 200, want: []string{"Alice Tester's Resume", "My Resume"}, wantNot: []string{`"Bob's Resume"`}},
			{name: "get other", method: "GET", path: "/api/resumes/" + bobs.ID, token: alice.Token, status: 403},
			{name: "update other", method: "PUT", path: "/api/resumes/" + bobs.ID, token: alice.Token, body: map[string]any{"template": "minimal"}, status: 403},
			{name: "delete other", method: "DELETE", path: "/api/resumes/" + bobs.ID, token: alice.Token, status: 403},
			{name: "pdf of other", method: "GET", path: "/api/resumes/" + bobs.ID + "/pdf", token: alice.Token, status: 403},
			{name: "update unknown", method: "PATCH", path: "/api/resumes/nope", token: alice.Token, body: map[string]any{"template": "minimal"}, status: 404, want: []string{"Resume not found"}},
			{name: "patch template", method: "PATCH", path: "/api/resumes/" + second.ID, token: alice.Token, body: map[string]any{"template": "creative"}, status: 200,
				want: []string{`"template":"creative"`, `"title":"My Resume"`, `"conversationHistory":[{`, `"content":"Hi"`}},
			{name: "make second default", method: "PUT", path: "/api/resumes/" + second.ID, token: alice.Token, body: map[string]any{"isDefault": true}, status: 200, want: []string{`"isDefault":true`}},
			{name: "first no longer default", method: "GET", path: "/api/resumes/" + first.ID, token: alice.Token, status: 200, want: []string{`"isDefault":false`}},
			{name: "bad paper", method: "GET", path: "/api/resumes/" + first.ID + "/pdf?paper=a3", token: alice.Token, status: 400},
			{name: "delete default", method: "DELETE", path: "/api/resumes/" + second.ID, token: alice.Token, status: 204},
			{name: "default passes on", method: "GET", path: "/api/resumes/" + first.ID, token: alice.Token, status: 200, want: []string{`"isDefault":true`}},
			{name: "bob untouched", method: "GET", path: "/api/resumes/" + bobs.ID, token: bob.Token, status: 200, want: []string{`"template":"executive"`}},
			{name: "import not json resume", method: "POST", path: "/api/resumes/json-resume", token: alice.Token, body: map[string]any{"foo": 1}, status: 400, want: []string{"This is not a JSON Resume file"}},
		})
		for _, paper := range []string{"a4", "letter"} {
			r = app.do("GET", "/api/resumes/"+first.ID+"/pdf?paper="+paper, alice.Token, nil)
			if r.Status != 200 || r.Header.Get("Content-Type") != "application/pdf" || !strings.Contains(r.Header.Get("Content-Disposition"), `filename="Alice-Tester-s-Resume.pdf"`) {
				t.Fatalf("pdf: %d %v", r.Status, r.Header)
			}
			pr, err := pdf.NewReader(bytes.NewReader([]byte(r.Body)), int64(len(r.Body)))
			if err != nil {
				t.Fatalf("not a PDF: %v", err)
			}
			var text strings.Builder
			rows, _ := pr.Page(1).GetTextByRow()
			for _, row := range rows {
				for _, w := range row.Content {
					text.WriteString(w.S)
				}
			}
			if !strings.Contains(text.String(), "Alice Tester") {
				t.Errorf("the PDF does not show the name: %q", text.String())
			}
		}
		// The Word download, read back by the DOCX reader that reads uploads.
		r = app.do("GET", "/api/resumes/"+first.ID+"/docx", alice.Token, nil)
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/vnd.openxmlformats-officedocument.wordprocessingml.document" ||
			!strings.Contains(r.Header.Get("Content-Disposition"), `filename="Alice-Tester-s-Resume.docx"`) {
			t.Fatalf("docx: %d %v", r.Status, r.Header)
		}
		if text, kind, err := resume.Extract([]byte(r.Body)); err != nil || kind != "docx" || !strings.Contains(text, "Alice Tester") {
			t.Fatalf("docx reads as %q %v: %q", kind, err, text)
		}
		if r = app.do("GET", "/api/resumes/"+bobs.ID+"/docx", alice.Token, nil); r.Status != 403 {
			t.Fatalf("docx of another's resume: %d", r.Status)
		}
		r = app.do("GET", "/api/resumes/"+first.ID+"/json-resume", alice.Token, nil)
		if r.Status != 200 || !strings.Contains(r.Body, `"basics":{"name":"Alice Tester"`) || !strings.Contains(r.Body, `"position":"Engineer"`) {
			t.Fatalf("export: %s", r.Body)
		}
		var exported map[string]any
		_ = json.Unmarshal([]byte(r.Body), &exported)
		imp := app.do("POST", "/api/resumes/json-resume", alice.Token, exported)
		if imp.Status != 200 || !strings.Contains(imp.Body, `"name":"Alice Tester"`) || !strings.Contains(imp.Body, `"endDate":"Present"`) {
			t.Fatalf("import: %d %s", imp.Status, imp.Body)
		}
	})
}
