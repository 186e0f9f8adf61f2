package httpapi_test

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestApplicationsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		r := app.do("POST", "/api/applications", bob.Token, map[string]any{"userId": bob.ID, "jobTitle": "Welder", "company": "Granite Works", "status": "screening"})
		var bobApp stride.Application
		decode(t, r.Body, &bobApp)
		if len(bobApp.StatusHistory) != 2 || bobApp.StatusHistory[0].Status != "applied" || bobApp.StatusHistory[1].Status != "screening" {
			t.Fatalf("an application added at screening starts as applied: %s", r.Body)
		}
		r = app.do("POST", "/api/applications", alice.Token, map[string]any{"userId": alice.ID, "jobTitle": "Data Analyst", "company": "Summit Analytics", "status": "applied", "appliedDate": "2026-11-02", "notes": "Referral"})
		var a stride.Application
		decode(t, r.Body, &a)
		if r.Status != 201 || a.AppliedAt.Format("2006-01-02") != "2026-11-02" || !strings.Contains(r.Body, `"appliedDate":"2026-11-02T00:00:00Z"`) {
			t.Fatalf("create: %d %s", r.Status, r.Body)
		}
		apply := map[string]any{"userId": alice.ID, "jobId": "analyst", "jobTitle": "Data Analyst", "company": "Summit Analytics", "status": "applied",
			"applicantName": "Alice Tester", "applicantEmail": "alice@example.com", "applicantPhone": "+1 512 555 0100",
			"coverLetter": strings.Repeat("I turn data into decisions. ", 3), "experience": "mid", "availability": "2weeks",
			"resumeUrl": nil, "portfolioUrl": "", "linkedinUrl": "https://www.linkedin.com/in/alice", "appliedAt": "2026-11-20T10:00:00.000Z"}
		with := func(k string, v any) map[string]any {
			m := map[string]any{}
			for kk, vv := range apply {
				m[kk] = vv
			}
			m[k] = v
			return m
		}
		app.run([]scenario{
			{name: "list own", method: "GET", path: "/api/users/" + alice.ID + "/applications", token: alice.Token, status: 200, want: []string{"Summit Analytics", `"statusHistory":[{"status":"applied"`}, wantNot: []string{"Granite"}},
			{name: "list other", method: "GET", path: "/api/users/" + bob.ID + "/applications", token: alice.Token, status: 403},
			{name: "list signed out", method: "GET", path: "/api/users/" + alice.ID + "/applications", status: 401},
			{name: "create for other", method: "POST", path: "/api/applications", token: alice.Token, body: map[string]any{"userId": bob.ID, "jobTitle": "X", "company": "Y"}, status: 403},
			{name: "create missing fields", method: "POST", path: "/api/applications", token: alice.Token, body: map[string]any{"status": "applied"}, status: 400,
				want: []string{`"jobTitle":"Job title is required"`, `"company":"Company is required"`}},
			{name: "create bad status", method: "POST", path: "/api/applications", token: alice.Token, body: map[string]any{"jobTitle": "X", "company": "Y", "status": "ghosted"}, status: 400,
				want: []string{"Status must be one of applied, screening, interview, offer, rejected"}},
			{name: "create bad date", method: "POST", path: "/api/applications", token: alice.Token, body: map[string]any{"jobTitle": "X", "company": "Y", "appliedDate": "yesterday"}, status: 400, want: []string{"Applied date must be a date"}},
			{name: "apply: short name", method: "POST", path: "/api/applications", token: alice.Token, body: with("applicantName", "A"), status: 400, want: []string{`"fullName":"Name must be at least 2 characters"`}},
			{name: "apply: bad email", method: "POST", path: "/api/applications", token: alice.Token, body: with("applicantEmail", "alice@"), status: 400, want: []string{`"email":"Please enter a valid email address"`}},
			{name: "apply: bad phone", method: "POST", path: "/api/applications", token: alice.Token, body: with("applicantPhone", "555"), status: 400, want: []string{`"phone":"Please enter a valid phone number"`}},
			{name: "apply: bad resume url", method: "POST", path: "/api/applications", token: alice.Token, body: with("resumeUrl", "my resume"), status: 400, want: []string{`"resumeUrl":"Please enter a valid resume URL"`}},
			{name: "apply: short letter", method: "POST", path: "/api/applications", token: alice.Token, body: with("coverLetter", "Hire me."), status: 400, want: []string{`"coverLetter":"Cover letter must be at least 50 characters"`}},
			{name: "apply: experience", method: "POST", path: "/api/applications", token: alice.Token, body: with("experience", ""), status: 400, want: []string{`"experience":"Please select your experience level"`}},
			{name: "apply: availability", method: "POST", path: "/api/applications", token: alice.Token, body: with("availability", "never"), status: 400, want: []string{`"availability":"Please select your availability"`}},
			{name: "apply: portfolio", method: "POST", path: "/api/applications", token: alice.Token, body: with("portfolioUrl", "ftp://x"), status: 400, want: []string{`"portfolioUrl":"Please enter a valid portfolio URL"`}},
			{name: "apply: linkedin", method: "POST", path: "/api/applications", token: alice.Token, body: with("linkedinUrl", "linkedin"), status: 400, want: []string{`"linkedinUrl":"Please enter a valid LinkedIn URL"`}},
			{name: "apply: unknown job", method: "POST", path: "/api/applications", token: alice.Token, body: with("jobId", "nope"), status: 404, want: []string{"Job not found"}},
			{name: "apply", method: "POST", path: "/api/applications", token: alice.Token, body: apply, status: 201, want: []string{`"jobId":"analyst"`, `"applicantName":"Alice Tester"`, `"experience":"mid"`, `"resumeUrl":null`, `"portfolioUrl":null`}},
			{name: "apply twice", method: "POST", path: "/api/applications", token: alice.Token, body: apply, status: 409, want: []string{"You have already applied to this job"}},
			{name: "update other's", method: "PUT", path: "/api/applications/" + bobApp.ID, token: alice.Token, body: map[string]any{"status": "rejected"}, status: 403},
			{name: "delete other's", method: "DELETE", path: "/api/applications/" + bobApp.ID, token: alice.Token, status: 403},
			{name: "other's untouched", method: "GET", path: "/api/users/" + bob.ID + "/applications", token: bob.Token, status: 200, want: []string{`"status":"screening"`}, wantNot: []string{"rejected"}},
			{name: "update unknown", method: "PUT", path: "/api/applications/nope", token: alice.Token, body: map[string]any{"status": "offer"}, status: 404, want: []string{"Application not found"}},
			{name: "update bad status", method: "PUT", path: "/api/applications/" + a.ID, token: alice.Token, body: map[string]any{"status": "hired"}, status: 400},
			{name: "update blank title", method: "PUT", path: "/api/applications/" + a.ID, token: alice.Token, body: map[string]any{"jobTitle": ""}, status: 400, want: []string{"Job title is required"}},
			{name: "update notes only", method: "PUT", path: "/api/applications/" + a.ID, token: alice.Token, body: map[string]any{"nextSteps": "Send portfolio"}, status: 200,
				want: []string{`"nextSteps":"Send portfolio"`, `"notes":"Referral"`, `"status":"applied"`}},
			{name: "move to interview", method: "PUT", path: "/api/applications/" + a.ID, token: alice.Token, body: map[string]any{"status": "interview"}, status: 200,
				want: []string{`"status":"interview"`, `{"status":"applied","changedAt":"2026-11-02T00:00:00Z"},{"status":"interview"`}},
			{name: "status change notifies", method: "GET", path: "/api/notifications", token: alice.Token, status: 200,
				want: []string{`"type":"application_update"`, "Your application for Data Analyst at Summit Analytics moved to Interview.", `"actionUrl":"/tracker"`}},
			{name: "other not notified", method: "GET", path: "/api/notifications", token: bob.Token, status: 200, want: []string{`[]`}},
			{name: "delete own", method: "DELETE", path: "/api/applications/" + a.ID, token: alice.Token, status: 204},
			{name: "gone", method: "PUT", path: "/api/applications/" + a.ID, token: alice.Token, body: map[string]any{"status": "offer"}, status: 404},
		})
		// Only a real change notifies.
		r = app.do("GET", "/api/notifications", alice.Token, nil)
		if n := strings.Count(r.Body, "application_update"); n != 1 {
			t.Errorf("want one notification, got %d", n)
		}
	})
}

func TestApplicationsCSVExport(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		a := app.register("csv@example.com", "Csv")
		b := app.register("other@example.com", "Other")
		app.do("POST", "/api/applications", a.Token, map[string]any{"jobTitle": `Engineer, "Platform"`, "company": "=HYPERLINK(\"http://evil\")", "notes": "line one\nline two", "nextSteps": "+1 call", "appliedDate": "2026-11-01"})
		r := app.do("POST", "/api/applications", a.Token, map[string]any{"jobTitle": "Analyst", "company": "@Corp", "status": "applied", "appliedDate": "2026-10-01"})
		var second stride.Application
		decode(t, r.Body, &second)
		app.do("PUT", "/api/applications/"+second.ID, a.Token, map[string]any{"status": "offer"})

		if r := app.do("GET", "/api/users/"+b.ID+"/applications/export", a.Token, nil); r.Status != 403 {
			t.Fatalf("export of another user's applications: %d", r.Status)
		}
		r = app.do("GET", "/api/users/"+a.ID+"/applications/export", a.Token, nil)
		if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") || !strings.Contains(r.Header.Get("Content-Disposition"), `attachment; filename="stride-applications-`) {
			t.Fatalf("export: %d %v", r.Status, r.Header)
		}
		body := strings.TrimPrefix(r.Body, "\ufeff")
		if !strings.Contains(body, "\r\n") {
			t.Error("RFC 4180 wants CRLF line ends")
		}
		recs, err := csv.NewReader(strings.NewReader(body)).ReadAll()
		if err != nil {
			t.Fatalf("not valid CSV: %v\n%s", err, body)
		}
		if len(recs) != 3 || recs[0][0] != "Job Title" || recs[0][18] != "Status History" {
			t.Fatalf("records: %q", recs)
		}
		first := recs[1] // newest applied first
		if first[0] != `Engineer, "Platform"` || first[1] != `'=HYPERLINK("http://evil")` || first[5] != "line one\nline two" || first[6] != "'+1 call" {
			t.Errorf("quoting or formula guard wrong: %q", first)
		}
		if recs[2][1] != "'@Corp" || recs[2][2] != "offer" || !strings.HasPrefix(recs[2][18], "applied 2026-10-01T00:00:00Z; offer ") {
			t.Errorf("second row: %q", recs[2])
		}
	})
}
