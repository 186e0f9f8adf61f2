package httpapi_test

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// fixtureJobs is a small fixed catalogue; later entries are newer.
func seedJobs(t *testing.T, db *sqldb.DB) {
	t.Helper()
	base := time.Date(2026, 10, 1, 9, 0, 0, 0, time.UTC)
	s := func(v string) *string { return &v }
	jobs := []stride.Job{
		{ID: "go-dev", Title: "Senior Go Developer", Company: "Cobalt Labs", Location: "Austin, TX", Type: "full-time",
			Description: "Build payment services in Go.", Skills: []string{"Go", "PostgreSQL", "Docker"}, Requirements: []string{"5+ years of backend development"}, Experience: s("senior")},
		{ID: "fe-dev", Title: "Frontend Developer", Company: "Maple Software", Location: "Remote", Remote: true, Type: "contract",
			Description: "Craft interfaces in React and TypeScript.", Skills: []string{"React", "TypeScript", "CSS"}},
		{ID: "nurse", Title: "Registered Nurse", Company: "Harbor Health", Location: "Boston, MA", Type: "part-time",
			Description: "Care for patients on a busy ward.", Skills: []string{"Epic Systems", "Patient Care"}},
		{ID: "analyst", Title: "Data Analyst", Company: "Summit Analytics", Location: "Chicago, IL", Type: "full-time",
			Description: "Turn data into decisions with SQL and Python.", Skills: []string{"SQL", "Python", "Tableau"}},
		{ID: "dev-mgr", Title: "Software Development Manager", Company: "Redwood Systems", Location: "Seattle, WA", Type: "full-time",
			Description: "Lead a team of engineers.", Skills: []string{"Leadership", "Agile"}},
		{ID: "cook", Title: "Line Cook", Company: "Juniper Kitchen", Location: "Austin, TX", Type: "part-time",
			Description: "Prepare dishes 100% from scratch.", Skills: []string{"Food Safety"}},
	}
	for i := range jobs {
		jobs[i].PostedAt = base.Add(time.Duration(i) * time.Hour)
	}
	if err := sqldb.NewJobService(db).SeedCatalog(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
}

func jobIDs(t *testing.T, body string) []string {
	t.Helper()
	var jobs []struct{ ID string }
	decode(t, body, &jobs)
	ids := make([]string, len(jobs))
	for i, j := range jobs {
		ids[i] = j.ID
	}
	return ids
}

func TestJobSearch(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		for _, tc := range []struct {
			query string
			want  []string // in order
			any   bool     // order not checked
		}{
			{"", []string{"cook", "dev-mgr", "analyst", "nurse", "fe-dev", "go-dev"}, false},
			// Plurals are singular, nothing is stemmed further: a developer
			// is not a development manager (that is a related role).
			{"search=developer", []string{"go-dev", "fe-dev"}, true},
			{"search=DEVELOP", []string{"go-dev", "fe-dev", "dev-mgr"}, true},
			{"search=developers", []string{"go-dev", "fe-dev"}, true},
			{"search=nurse", []string{"nurse"}, false},
			{"search=Nurses!", []string{"nurse"}, false},
			{"search=python", []string{"analyst"}, false},
			{"search=go+developer", []string{"go-dev"}, false},
			// The last word is a prefix, stemmed or as typed.
			{"search=Data+Anal", []string{"analyst"}, false},
			{"search=data+analy", []string{"analyst"}, false},
			{"search=Registered+Nur", []string{"nurse"}, false},
			{"search=Tabl", []string{"analyst"}, false},
			{"search=Develope", []string{"go-dev", "fe-dev"}, true},
			{"search=analyst+dat", []string{"analyst"}, false},
			{"search=Womb", nil, false},
			{"location=austin", []string{"cook", "go-dev"}, false},
			{"location=AUSTIN,%20TX", []string{"cook", "go-dev"}, false},
			{"type=part-time", []string{"cook", "nurse"}, false},
			{"type=all", []string{"cook", "dev-mgr", "analyst", "nurse", "fe-dev", "go-dev"}, false},
			{"remote=true", []string{"fe-dev"}, false},
			{"remote=false&type=full-time", []string{"dev-mgr", "analyst", "go-dev"}, false},
			{"search=developer&location=austin&type=full-time&remote=false", []string{"go-dev"}, false},
			{"search=developer&remote=true", []string{"fe-dev"}, false},
			{"location=sea", []string{"dev-mgr"}, false},
			{"location=tx", []string{"cook", "go-dev"}, false},
			{"location=Austin%2C+CA", nil, false},
			{"location=%25", []string{"cook", "dev-mgr", "analyst", "nurse", "fe-dev", "go-dev"}, false},
			{"location=_", []string{"cook", "dev-mgr", "analyst", "nurse", "fe-dev", "go-dev"}, false},
		} {
			r := app.do("GET", "/api/jobs?"+tc.query, "", nil)
			if r.Status != 200 {
				t.Errorf("%s: %d %s", tc.query, r.Status, r.Body)
				continue
			}
			// Fewer than a page of strict matches go on with related
			// roles, flagged "related"; the strict part is compared here.
			var page []stride.Job
			decode(t, r.Body, &page)
			var got []string
			for _, j := range page {
				if !j.Related {
					got = append(got, j.ID)
				}
			}
			if got == nil {
				got = []string{}
			}
			want := tc.want
			if want == nil {
				want = []string{}
			}
			if tc.any {
				slices.Sort(got)
				want = slices.Clone(want)
				slices.Sort(want)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: got %v, want %v", tc.query, got, want)
			}
			if r.Header.Get("X-Total-Count") != itoa(len(page)) {
				t.Errorf("%s: X-Total-Count %q, want %d", tc.query, r.Header.Get("X-Total-Count"), len(page))
			}
			if strings.Contains(r.Body, `"match"`) {
				t.Errorf("%s: signed-out results carry a match", tc.query)
			}
		}
		// Too few strict matches: related roles follow, flagged, and the
		// total counts them.
		r := app.do("GET", "/api/jobs?search=go+developer", "", nil)
		var relaxed []stride.Job
		decode(t, r.Body, &relaxed)
		if len(relaxed) < 2 || relaxed[0].ID != "go-dev" || relaxed[0].Related || !relaxed[1].Related ||
			r.Header.Get("X-Total-Count") != itoa(len(relaxed)) || !strings.Contains(r.Body, `"related":true`) {
			t.Errorf("go developer, relaxed: %s", r.Body)
		}
		// A title hit outranks a description-only hit.
		r = app.do("GET", "/api/jobs?search=data", "", nil)
		if ids := jobIDs(t, r.Body); len(ids) == 0 || ids[0] != "analyst" {
			t.Errorf("search=data: %v", ids)
		}
	})
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestJobSearchHostileInput(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		for _, s := range []string{`"`, `""`, `%`, `*`, `OR`, `AND`, `NOT nurse`, `nurse OR`, `'; DROP TABLE jobs; --`,
			`NEAR(go developer)`, `title:nurse`, `a"b`, `\`, `(`, `)`, `^`, `-`, `$1`, `?`, `100%`, `développeur`, `日本語`, `🙂`, strings.Repeat("x ", 150)} {
			r := app.do("GET", "/api/jobs?search="+url.QueryEscape(s)+"&location="+url.QueryEscape(s), "", nil)
			if r.Status != 200 {
				t.Errorf("search %q: %d %s", s, r.Status, r.Body)
			}
		}
		if r := app.do("GET", "/api/jobs?search="+url.QueryEscape("nurse OR"), "", nil); !strings.Contains(r.Body, "nurse") {
			t.Errorf("words that look like operators are text: %s", r.Body)
		}
		if r := app.do("GET", "/api/jobs?search="+url.QueryEscape("100%"), "", nil); jobIDs(t, r.Body)[0] != "cook" {
			t.Errorf("100%% finds the cook: %s", r.Body)
		}
		if r := app.do("GET", "/api/jobs", "", nil); r.Header.Get("X-Total-Count") != "6" {
			t.Fatalf("the jobs survived: %s", r.Header.Get("X-Total-Count"))
		}
	})
}

func TestJobPagingAndValidation(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		var all []string
		for off := 0; off < 8; off += 2 {
			r := app.do("GET", "/api/jobs?limit=2&offset="+itoa(off), "", nil)
			if r.Header.Get("X-Total-Count") != "6" {
				t.Fatalf("total %q", r.Header.Get("X-Total-Count"))
			}
			all = append(all, jobIDs(t, r.Body)...)
		}
		if !slices.Equal(all, []string{"cook", "dev-mgr", "analyst", "nurse", "fe-dev", "go-dev"}) {
			t.Fatalf("pages: %v", all)
		}
		a := app.register("poster@example.com", "Poster")
		app.run([]scenario{
			{name: "bad type", method: "GET", path: "/api/jobs?type=freelance", status: 400, want: []string{"Type must be one of full-time, part-time, contract"}},
			{name: "bad remote", method: "GET", path: "/api/jobs?remote=maybe", status: 400},
			{name: "bad limit", method: "GET", path: "/api/jobs?limit=-1", status: 400},
			{name: "limit too big", method: "GET", path: "/api/jobs?limit=500", status: 400},
			{name: "one job", method: "GET", path: "/api/jobs/nurse", status: 200, want: []string{`"title":"Registered Nurse"`, `"requirements":[]`}},
			{name: "unknown job", method: "GET", path: "/api/jobs/nope", status: 404, want: []string{"Job not found"}},
			{name: "post signed out", method: "POST", path: "/api/jobs", body: map[string]any{"title": "X"}, status: 401},
			{name: "post empty", method: "POST", path: "/api/jobs", token: a.Token, body: map[string]any{}, status: 400,
				want: []string{`"title":"Title is required"`, `"company":"Company is required"`, `"location":"Location is required"`, `"description":"Description is required"`, `"type":"Type must be one of full-time, part-time, contract"`}},
			{name: "post bad apply url", method: "POST", path: "/api/jobs", token: a.Token, body: map[string]any{"title": "T", "company": "C", "location": "L", "description": "D", "type": "contract", "applyUrl": "javascript:alert(1)"}, status: 400},
			{name: "post", method: "POST", path: "/api/jobs", token: a.Token,
				body:   map[string]any{"title": "Kotlin Engineer", "company": "Quantum Mobility", "location": "Denver, CO", "description": "Ship Android apps.", "type": "Full-Time", "requirements": []string{"Kotlin", " "}, "applyUrl": "https://jobs.example.com/1"},
				status: 201, want: []string{`"title":"Kotlin Engineer"`, `"type":"full-time"`, `"requirements":["Kotlin"]`}},
			{name: "new posting is searchable by its poster", method: "GET", path: "/api/jobs?search=kotlin", token: a.Token, status: 200, want: []string{"Quantum Mobility", `"source":"user"`}},
		})
	})
}

func TestJobMatchForSignedInUser(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		a := app.register("gopher@example.com", "Gopher")
		app.do("PUT", "/api/users/"+a.ID, a.Token, map[string]any{"currentTitle": "Backend Developer", "yearsExperience": 6})
		for _, s := range []string{"Go", "PostgreSQL", "Docker"} {
			app.do("POST", "/api/skills", a.Token, map[string]any{"name": s, "level": "expert"})
		}
		r := app.do("GET", "/api/jobs?search=developer", a.Token, nil)
		var jobs []stride.Job
		decode(t, r.Body, &jobs)
		if len(jobs) < 2 || jobs[0].ID != "go-dev" || jobs[0].Match == nil || jobs[0].Match.Score < 80 {
			t.Fatalf("the Go job should lead with a high match: %s", r.Body)
		}
		if !slices.Equal(jobs[0].Match.MatchedSkills, []string{"Go", "PostgreSQL", "Docker"}) {
			t.Errorf("matched skills %v", jobs[0].Match.MatchedSkills)
		}
		for _, j := range jobs[1:] {
			if j.Match == nil || j.Match.Score >= jobs[0].Match.Score {
				t.Errorf("job %s match %+v", j.ID, j.Match)
			}
		}
		again := app.do("GET", "/api/jobs?search=developer", a.Token, nil)
		if again.Body != r.Body {
			t.Error("the same search ranks differently for the same user")
		}
		// Without a keyword, relevance is relevance to the user.
		all := jobIDs(t, app.do("GET", "/api/jobs", a.Token, nil).Body)
		if len(all) != 6 || all[0] != "go-dev" {
			t.Errorf("no-keyword list for a Go developer: %v", all)
		}
		if r := app.do("GET", "/api/jobs?limit=2", a.Token, nil); r.Header.Get("X-Total-Count") != "6" || len(jobIDs(t, r.Body)) != 2 {
			t.Errorf("total and page: %s %s", r.Header.Get("X-Total-Count"), r.Body)
		}
		one := app.do("GET", "/api/jobs/fe-dev", a.Token, nil)
		if !strings.Contains(one.Body, `"missingSkills":["React","TypeScript","CSS"]`) {
			t.Errorf("job detail match: %s", one.Body)
		}
	})
}

// A job a user adds is a job they found elsewhere: theirs alone. Another
// user, however well it fits them, never finds it, opens it, saves it,
// applies to it or is told of it; signed out, nobody sees it.
func TestUserPostingIsPrivate(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedJobs(t, db)
		fit := app.register("fit@example.com", "Fit")
		app.do("PUT", "/api/users/"+fit.ID, fit.Token, map[string]any{"currentTitle": "Product Manager", "yearsExperience": 6})
		for _, sk := range []string{"Product Management", "Roadmapping", "SQL"} {
			app.do("POST", "/api/skills", fit.Token, map[string]any{"name": sk, "level": "expert"})
		}
		poster := app.register("poster@example.com", "Poster")
		r := app.do("POST", "/api/jobs", poster.Token, map[string]any{"title": "Product Manager", "company": "Google",
			"location": "Remote", "description": "Send your bank details to apply.", "type": "full-time",
			"applyUrl": "https://evil.example.com/apply", "skills": []string{"Product Management", "Roadmapping", "SQL"}})
		if r.Status != 201 {
			t.Fatalf("%d %s", r.Status, r.Body)
		}
		if !strings.Contains(r.Body, `"source":"user"`) {
			t.Errorf("the job is not marked as the user's: %s", r.Body)
		}
		var job stride.Job
		decode(t, r.Body, &job)

		// The poster has it in their search, by id, and can save and track it.
		if ids := jobIDs(t, app.do("GET", "/api/jobs?search=product+manager", poster.Token, nil).Body); !slices.Contains(ids, job.ID) {
			t.Errorf("the poster's search lacks their job: %v", ids)
		}
		app.run([]scenario{
			{name: "poster opens it", method: "GET", path: "/api/jobs/" + job.ID, token: poster.Token, status: 200, want: []string{`"company":"Google"`}},
			{name: "poster saves it", method: "POST", path: "/api/saved-jobs", token: poster.Token, body: map[string]any{"userId": poster.ID, "jobId": job.ID}, status: 201},
			{name: "poster tracks it", method: "POST", path: "/api/applications", token: poster.Token,
				body: map[string]any{"userId": poster.ID, "jobId": job.ID, "jobTitle": "Product Manager", "company": "Google", "status": "applied"}, status: 201},
			{name: "other opens it", method: "GET", path: "/api/jobs/" + job.ID, token: fit.Token, status: 404, want: []string{`"message":"Job not found"`}},
			{name: "signed out opens it", method: "GET", path: "/api/jobs/" + job.ID, status: 404, want: []string{`"message":"Job not found"`}},
			{name: "other saves it", method: "POST", path: "/api/saved-jobs", token: fit.Token, body: map[string]any{"userId": fit.ID, "jobId": job.ID}, status: 404, want: []string{"Job not found"}},
			{name: "other tracks it", method: "POST", path: "/api/applications", token: fit.Token,
				body: map[string]any{"userId": fit.ID, "jobId": job.ID, "jobTitle": "Product Manager", "company": "Google", "status": "applied"}, status: 404, want: []string{"Job not found"}},
		})
		for _, c := range []struct{ name, token string }{{"another user", fit.Token}, {"signed out", ""}} {
			for _, q := range []string{"?search=product+manager", "?search=google", "", "?limit=200"} {
				if r := app.do("GET", "/api/jobs"+q, c.token, nil); strings.Contains(r.Body, job.ID) || r.Header.Get("X-Total-Count") == "7" {
					t.Errorf("%s finds the job with %q: total %s", c.name, q, r.Header.Get("X-Total-Count"))
				}
			}
		}
		if n := app.do("GET", "/api/notifications", fit.Token, nil); strings.Contains(n.Body, "job_match") || strings.Contains(n.Body, "Google") {
			t.Errorf("another user is told of the job: %s", n.Body)
		}
	})
}
