package httpapi_test

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestCareerAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedCatalogJobs(t, db, 400, 7, db.Now())
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		newbie := app.register("new@example.com", "Nova")
		if r := app.do("PUT", "/api/users/"+alice.ID, alice.Token, map[string]any{"currentTitle": "Software Developer",
			"location": "Austin, TX"}); r.Status != 200 {
			t.Fatalf("profile: %d %s", r.Status, r.Body)
		}
		for _, sk := range []string{"Python", "SQL", "Git"} {
			if r := app.do("POST", "/api/skills", alice.Token, map[string]any{"name": sk}); r.Status != 201 {
				t.Fatalf("skill: %d %s", r.Status, r.Body)
			}
		}
		// Bob's goal, to check that nobody else can touch it.
		r := app.do("POST", "/api/career-goals", bob.Token, map[string]any{"title": "Bob's goal"})
		var bobGoal stride.CareerGoal
		decode(t, r.Body, &bobGoal)
		r = app.do("POST", "/api/career-goals", alice.Token, map[string]any{"userId": alice.ID, "title": "Move into data science",
			"targetRole": "Data Scientist", "description": "Use my SQL", "deadline": "2027-06-30T00:00:00.000Z"})
		var goal stride.CareerGoal
		decode(t, r.Body, &goal)
		if r.Status != 201 || goal.Status != "active" || goal.CurrentProgress != 0 || goal.Deadline.Format("2006-01-02") != "2027-06-30" {
			t.Fatalf("create goal: %d %s", r.Status, r.Body)
		}
		var milestones []stride.CareerMilestone
		decode(t, app.do("GET", "/api/users/"+alice.ID+"/career-milestones", alice.Token, nil).Body, &milestones)
		if len(milestones) < 3 || *milestones[0].GoalID != goal.ID || milestones[0].Status != "pending" {
			t.Fatalf("milestones proposed from the gap: %+v", milestones)
		}
		var bobMilestones []stride.CareerMilestone
		app.do("POST", "/api/career-goals", bob.Token, map[string]any{"title": "Nurse", "targetRole": "RN"})
		decode(t, app.do("GET", "/api/users/"+bob.ID+"/career-milestones", bob.Token, nil).Body, &bobMilestones)
		if len(bobMilestones) == 0 {
			t.Fatal("bob's RN goal has milestones")
		}
		half := len(milestones) / 2
		for _, m := range milestones[:half] {
			app.do("PUT", "/api/career-milestones/"+m.ID, alice.Token, map[string]any{"status": "achieved"})
		}
		wantProgress := stride.MilestoneProgress(append(achieved(milestones[:half]), milestones[half:]...))

		app.run([]scenario{
			{name: "goals: own", method: "GET", path: "/api/users/" + alice.ID + "/career-goals", token: alice.Token, status: 200,
				want: []string{`"title":"Move into data science"`, `"targetRole":"Data Scientist"`, `"currentProgress":` + itoa(wantProgress), `"aiAnalysis":{"code":"15-2051.00"`, `"salaryChange":"-15%"`}, wantNot: []string{"Bob's goal"}},
			{name: "goals: other's", method: "GET", path: "/api/users/" + bob.ID + "/career-goals", token: alice.Token, status: 403},
			{name: "goals: signed out", method: "GET", path: "/api/users/" + alice.ID + "/career-goals", status: 401},
			{name: "insights: other's", method: "GET", path: "/api/users/" + bob.ID + "/career-insights", token: alice.Token, status: 403},
			{name: "assessments: other's", method: "GET", path: "/api/users/" + bob.ID + "/career-assessments", token: alice.Token, status: 403},
			{name: "milestones: other's", method: "GET", path: "/api/users/" + bob.ID + "/career-milestones", token: alice.Token, status: 403},
			{name: "new user: empty lists", method: "GET", path: "/api/users/" + newbie.ID + "/career-goals", token: newbie.Token, status: 200, want: []string{"[]"}},
			{name: "new user: no milestones", method: "GET", path: "/api/users/" + newbie.ID + "/career-milestones", token: newbie.Token, status: 200, want: []string{"[]"}},
			{name: "new user: no assessments", method: "GET", path: "/api/users/" + newbie.ID + "/career-assessments", token: newbie.Token, status: 200, want: []string{"[]"}},
			{name: "create: for other", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"userId": bob.ID, "title": "x"}, status: 403},
			{name: "create: signed out", method: "POST", path: "/api/career-goals", body: map[string]any{"title": "x"}, status: 401},
			{name: "create: empty title", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "  "}, status: 400, want: []string{`"title":"Title is required"`}},
			{name: "create: long title", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": strings.Repeat("a", 201)}, status: 400, want: []string{`"title":"Title must be at most 200 characters"`}},
			{name: "create: progress", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "x", "currentProgress": 101}, status: 400, want: []string{`"currentProgress":"Progress must be between 0 and 100"`}},
			{name: "create: negative progress", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "x", "currentProgress": -1}, status: 400, want: []string{"Progress must be between 0 and 100"}},
			{name: "create: bad deadline", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "x", "deadline": "next spring"}, status: 400, want: []string{`"deadline":"Deadline must be a date"`}},
			{name: "create: bad status", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "x", "status": "dreaming"}, status: 400, want: []string{"Status must be one of active, completed, paused"}},
			{name: "create: null deadline", method: "POST", path: "/api/career-goals", token: alice.Token, body: map[string]any{"title": "Write more", "deadline": nil, "targetRole": ""}, status: 201, want: []string{`"deadline":null`, `"targetRole":null`, `"status":"active"`}},
			{name: "update: other's", method: "PUT", path: "/api/career-goals/" + bobGoal.ID, token: alice.Token, body: map[string]any{"title": "mine"}, status: 403},
			{name: "update: unknown", method: "PUT", path: "/api/career-goals/nope", token: alice.Token, body: map[string]any{"title": "x"}, status: 404, want: []string{"Career goal not found"}},
			{name: "update: bad progress", method: "PUT", path: "/api/career-goals/" + goal.ID, token: alice.Token, body: map[string]any{"currentProgress": 150}, status: 400, want: []string{"Progress must be between 0 and 100"}},
			{name: "update: progress by hand", method: "PATCH", path: "/api/career-goals/" + goal.ID, token: alice.Token, body: map[string]any{"currentProgress": 80}, status: 200, want: []string{`"currentProgress":80`, `"progressByHand":true`}},
			{name: "milestone: other's", method: "PUT", path: "/api/career-milestones/" + bobMilestones[0].ID, token: alice.Token, body: map[string]any{"status": "achieved"}, status: 403},
			{name: "milestone: bad status", method: "PUT", path: "/api/career-milestones/" + milestones[0].ID, token: alice.Token, body: map[string]any{"status": "done"}, status: 400, want: []string{"Status must be one of achieved, in_progress, pending, missed"}},
			{name: "milestone: unknown", method: "PUT", path: "/api/career-milestones/nope", token: alice.Token, body: map[string]any{"status": "achieved"}, status: 404, want: []string{"Milestone not found"}},
			{name: "milestone: progress stays by hand", method: "PUT", path: "/api/career-milestones/" + milestones[len(milestones)-1].ID, token: alice.Token, body: map[string]any{"status": "achieved"}, status: 200, want: []string{`"status":"achieved"`, `"achievedAt":"`}},
			{name: "goal kept its hand-set progress", method: "GET", path: "/api/users/" + alice.ID + "/career-goals", token: alice.Token, status: 200, want: []string{`"currentProgress":80`}},
			{name: "retarget goal", method: "PUT", path: "/api/career-goals/" + goal.ID, token: alice.Token, body: map[string]any{"targetRole": "Registered Nurse"}, status: 200,
				want: []string{`"occupation":"Registered Nurses"`, `"targetRole":"Registered Nurse"`}},
			{name: "retargeted milestones", method: "GET", path: "/api/users/" + alice.ID + "/career-milestones", token: alice.Token, status: 200,
				want: []string{"Apply to five Registered Nurse roles"}, wantNot: []string{"Talk to three people working as a Data Scientist"}},
			{name: "complete goal", method: "PUT", path: "/api/career-goals/" + goal.ID, token: alice.Token, body: map[string]any{"status": "completed"}, status: 200, want: []string{`"status":"completed"`, `"currentProgress":100`}},
			{name: "delete: other's", method: "DELETE", path: "/api/career-goals/" + bobGoal.ID, token: alice.Token, status: 403},

			{name: "paths: free text", method: "GET", path: "/api/career-paths?fromRole=Frontend%20Dev", status: 200, want: []string{`"fromRole":"Web Developers"`, `"toRole":"Software Developers"`, `"salaryIncrease":"+46%"`}},
			{name: "paths: RN", method: "GET", path: "/api/career-paths?fromRole=RN", status: 200, want: []string{`"fromRole":"Registered Nurses"`, `"toRole":"Nurse Practitioners"`}},
			{name: "paths: unknown role", method: "GET", path: "/api/career-paths?fromRole=Xyzzy%20Wrangler", status: 200, want: []string{"[]"}},
			{name: "paths: the user's title", method: "GET", path: "/api/career-paths", token: alice.Token, status: 200, want: []string{`"fromRole":"Software Developers"`, "Computer Systems Analysts"}},
			{name: "learning resources", method: "GET", path: "/api/learning-resources?skills=Python,%20SQL", status: 200, want: []string{"https://docs.python.org/3/tutorial/", "https://sqlbolt.com/"}, wantNot: []string{"Trailhead"}},
			{name: "learning resources: all", method: "GET", path: "/api/learning-resources", status: 200, want: []string{"Trailhead", "MDN Web Docs"}},
			{name: "skill trends", method: "GET", path: "/api/career/skill-trends", token: alice.Token, status: 200, want: []string{`"skill":"Python"`, `"growth":`, `"weekly":[`}},
			{name: "skill trends signed out", method: "GET", path: "/api/career/skill-trends", status: 200, want: []string{`"skill":`}},

			{name: "insights: for other", method: "POST", path: "/api/career/generate-insights", token: alice.Token, body: map[string]any{"userId": bob.ID}, status: 403},
			{name: "insights: signed out", method: "POST", path: "/api/career/generate-insights", body: map[string]any{"userId": alice.ID}, status: 401},
			{name: "insights: generate", method: "POST", path: "/api/career/generate-insights", token: alice.Token, body: map[string]any{"userId": alice.ID}, status: 200,
				want: []string{`"type":"salary_intel"`, "The BLS 2024 median annual wage for software developers is $133,080.", `"type":"role_growth"`, `"type":"skill_demand"`, `"type":"market_trends"`, `"expiresAt":"`}},
			{name: "insights: empty profile says what to fill in", method: "POST", path: "/api/career/generate-insights", token: newbie.Token, body: map[string]any{"userId": newbie.ID}, status: 200,
				want: []string{"Complete your profile for personal insights", "Add your current title, your skills and your location"}},
			{name: "analyze: for other", method: "POST", path: "/api/career/analyze", token: alice.Token, body: map[string]any{"userId": bob.ID}, status: 403},
			{name: "analyze", method: "POST", path: "/api/career/analyze", token: alice.Token, body: map[string]any{"userId": alice.ID}, status: 200,
				want: []string{`"currentState":{"readinessScore":`, `"salaryPotential":{"current":133080`, `"careerPaths":[{"path":"`, `"viabilityTier":"`}},
			{name: "analyze: nothing known", method: "POST", path: "/api/career/analyze", token: newbie.Token, body: map[string]any{"userId": newbie.ID}, status: 200,
				want: []string{`"readinessScore":0`, `"readinessLabel":"Needs improvement"`, `"current":null`, "Add your current title to compare salaries."}},
			{name: "interview: questions", method: "POST", path: "/api/career/interview", token: alice.Token, body: map[string]any{"userId": alice.ID}, status: 200,
				want: []string{`"questions":[{"id":"values-1","category":"values"`, "as a Software Developer", `"followUp":"`}},
			{name: "interview: for other", method: "POST", path: "/api/career/interview", token: alice.Token, body: map[string]any{"userId": bob.ID}, status: 403},
			{name: "interview analyze: no answers", method: "POST", path: "/api/career/interview/analyze", token: alice.Token,
				body: map[string]any{"questions": []any{}, "responses": []map[string]any{{"questionId": "values-1", "answer": "  "}}}, status: 400, want: []string{"Answer at least one question"}},
			{name: "interview analyze: for other", method: "POST", path: "/api/career/interview/analyze", token: alice.Token,
				body: map[string]any{"userId": bob.ID, "responses": []map[string]any{{"questionId": "values-1", "answer": "Impact"}}}, status: 403},
			{name: "interview analyze", method: "POST", path: "/api/career/interview/analyze", token: alice.Token,
				body: map[string]any{"questions": []map[string]any{{"id": "ambitions-1", "category": "ambitions", "question": "Which role?"}},
					"responses": []map[string]any{
						{"questionId": "values-1", "answer": "I care about impact and autonomy, and learning every week."},
						{"questionId": "ambitions-1", "answer": "I want to become a data scientist within three years."},
						{"questionId": "learning-1", "answer": "I want to learn Python and Tableau properly."},
					}}, status: 201,
				want: []string{`"type":"career_interview"`, `"targetOccupation":"Data Scientists"`, "Your target: Data Scientists", "+33.5%", `"suggestedGoals":[{"title":"Become a data scientist"`, `"values":["Impact","Growth","Autonomy"]`}},
			{name: "interview: assessment stored", method: "GET", path: "/api/users/" + alice.ID + "/career-assessments", token: alice.Token, status: 200, want: []string{`"type":"career_interview"`, "become a data scientist"}},
			{name: "interview: insights listed", method: "GET", path: "/api/users/" + alice.ID + "/career-insights", token: alice.Token, status: 200, want: []string{"Your target: Data Scientists", "Median pay for software developers"}},
			{name: "delete goal", method: "DELETE", path: "/api/career-goals/" + goal.ID, token: alice.Token, status: 204},
			{name: "goal gone", method: "PUT", path: "/api/career-goals/" + goal.ID, token: alice.Token, body: map[string]any{"title": "x"}, status: 404},
		})

		// Generating again replaces the generated insights, never duplicates.
		first := len(listInsights(t, app, alice))
		app.do("POST", "/api/career/generate-insights", alice.Token, map[string]any{"userId": alice.ID})
		if again := len(listInsights(t, app, alice)); again != first {
			t.Errorf("insights after generating twice: %d, want %d", again, first)
		}
		// New postings count at once (the postings cache is checked against the table).
		if r := app.do("POST", "/api/career/generate-insights", alice.Token, nil); !strings.Contains(r.Body, "Of Stride's 400 current postings") {
			t.Errorf("before: %s", r.Body)
		}
		if err := sqldb.NewJobService(db).SeedCatalog(context.Background(), catalog.MustLoad().GenerateJobs(1, 99, db.Now())); err != nil {
			t.Fatal(err)
		}
		if r := app.do("POST", "/api/career/generate-insights", alice.Token, nil); !strings.Contains(r.Body, "Of Stride's 401 current postings") {
			t.Errorf("after a new posting: %s", r.Body)
		}
		// The milestones of a deleted goal are gone.
		var left []stride.CareerMilestone
		decode(t, app.do("GET", "/api/users/"+alice.ID+"/career-milestones", alice.Token, nil).Body, &left)
		for _, m := range left {
			if m.GoalID != nil && *m.GoalID == goal.ID {
				t.Errorf("milestone %s of the deleted goal is left", m.Title)
			}
		}
	})
}

func TestCareerDemoAccount(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedCatalogJobs(t, db, 300, 7, db.Now())
		r := app.do("POST", "/api/auth/demo", "", nil)
		var out struct {
			Token string
			User  stride.User
		}
		decode(t, r.Body, &out)
		var goals []stride.CareerGoal
		decode(t, app.do("GET", "/api/users/"+out.User.ID+"/career-goals", out.Token, nil).Body, &goals)
		if len(goals) != 3 || goals[0].Title != "Move into data science" {
			t.Fatalf("demo goals: %+v", goals)
		}
		var ms []stride.CareerMilestone
		decode(t, app.do("GET", "/api/users/"+out.User.ID+"/career-milestones", out.Token, nil).Body, &ms)
		if stride.MilestoneProgress(ms) != goals[0].CurrentProgress || goals[0].CurrentProgress == 0 {
			t.Errorf("the data-science goal's progress %d follows its milestones (%d)", goals[0].CurrentProgress, stride.MilestoneProgress(ms))
		}
		ins := listInsights(t, app, account{ID: out.User.ID, Token: out.Token})
		types := map[string]bool{}
		for _, i := range ins {
			types[i.Type] = true
		}
		for _, typ := range stride.InsightTypes {
			if !types[typ] {
				t.Errorf("demo insights lack %s: %+v", typ, ins)
			}
		}
	})
}

func achieved(ms []stride.CareerMilestone) []stride.CareerMilestone {
	out := make([]stride.CareerMilestone, len(ms))
	for i, m := range ms {
		m.Status = "achieved"
		out[i] = m
	}
	return out
}

func listInsights(t *testing.T, app *testApp, a account) []stride.CareerInsight {
	t.Helper()
	var ins []stride.CareerInsight
	decode(t, app.do("GET", "/api/users/"+a.ID+"/career-insights", a.Token, nil).Body, &ins)
	return ins
}

// careerPaths fetches a page of GET /api/career-paths: the paths' ids and
// fromRoles, and X-Total-Count.
func (a *testApp) careerPaths(query, token string) (ids, from []string, total int) {
	a.t.Helper()
	r := a.do("GET", "/api/career-paths"+query, token, nil)
	if r.Status != 200 {
		a.t.Fatalf("career paths %s: %d %s", query, r.Status, r.Body)
	}
	var paths []stride.CareerPath
	decode(a.t, r.Body, &paths)
	for _, p := range paths {
		ids, from = append(ids, p.ID), append(from, p.FromRole)
	}
	total, err := strconv.Atoi(r.Header.Get("X-Total-Count"))
	if err != nil {
		a.t.Fatalf("career paths %s: X-Total-Count %q", query, r.Header.Get("X-Total-Count"))
	}
	return ids, from, total
}

// Without fromRole, career paths are the catalogue (seed 001 §7: fromRole
// is optional), paged like the job search the same signed in and out; a
// signed-in user's own role leads.
func TestCareerPathsCatalogue(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		newbie := app.register("new@example.com", "Nova")
		nurse := app.register("nurse@example.com", "Rae")
		if r := app.do("PUT", "/api/users/"+nurse.ID, nurse.Token, map[string]any{"currentTitle": "RN"}); r.Status != 200 {
			t.Fatalf("profile: %d %s", r.Status, r.Body)
		}

		out, outFrom, total := app.careerPaths("", "")
		if total < 5000 || len(out) != stride.DefaultJobLimit {
			t.Fatalf("signed out: %d paths of %d, want the catalogue paged by %d", len(out), total, stride.DefaultJobLimit)
		}
		if !sort.StringsAreSorted(outFrom) {
			t.Errorf("the catalogue is not in the order of the starting roles: %v", outFrom)
		}
		fresh, _, freshTotal := app.careerPaths("", newbie.Token)
		if freshTotal != total || strings.Join(fresh, ",") != strings.Join(out, ",") {
			t.Errorf("a user without a title gets another list than signed out: %d %v", freshTotal, fresh[:3])
		}

		// Pages tile the ordered list with no gap or duplicate, signed in
		// and out, and the total is reachable.
		for _, token := range []string{"", nurse.Token} {
			whole, _, _ := app.careerPaths("?limit=60", token)
			var tiled []string
			for off := 0; off < 60; off += 7 {
				page, _, n := app.careerPaths(fmt.Sprintf("?limit=%d&offset=%d", min(7, 60-off), off), token)
				if n != total {
					t.Errorf("total %d at offset %d, want %d", n, off, total)
				}
				tiled = append(tiled, page...)
			}
			if strings.Join(tiled, ",") != strings.Join(whole, ",") {
				t.Errorf("pages of 7 do not tile the first 60 (token %t):\n%v\n%v", token != "", tiled, whole)
			}
			last, _, _ := app.careerPaths(fmt.Sprintf("?offset=%d", total-3), token)
			beyond, _, n := app.careerPaths(fmt.Sprintf("?offset=%d", total), token)
			if len(last) != 3 || len(beyond) != 0 || n != total {
				t.Errorf("the end of the catalogue: %d paths at total-3, %d at total (token %t)", len(last), len(beyond), token != "")
			}
		}

		// Signed in, the paths from the user's role (RN: Registered Nurses)
		// come first, closest first, then the rest of the catalogue.
		mine, mineFrom, mineTotal := app.careerPaths("?limit=12", nurse.Token)
		rn, _, rnTotal := app.careerPaths("?fromRole=RN", "")
		if mineTotal != total || rnTotal != len(rn) || rnTotal < 5 {
			t.Fatalf("totals: %d signed in, %d signed out, %d from RN (%d listed)", mineTotal, total, rnTotal, len(rn))
		}
		if strings.Join(mine[:rnTotal], ",") != strings.Join(rn, ",") || mineFrom[0] != "Registered Nurses" {
			t.Errorf("the nurse's own paths do not lead: %v", mineFrom)
		}
		if mine[rnTotal] != out[0] {
			t.Errorf("after the nurse's own paths comes %s, want the catalogue's first, %s", mine[rnTotal], out[0])
		}
		// fromRole pages the same way; bad paging is a 400.
		if page, _, n := app.careerPaths("?fromRole=RN&limit=3&offset=1", ""); n != rnTotal || strings.Join(page, ",") != strings.Join(rn[1:4], ",") {
			t.Errorf("fromRole paged: %d %v", n, page)
		}
		app.run([]scenario{
			{name: "limit too large", method: "GET", path: "/api/career-paths?limit=201", status: 400, want: []string{"limit must be at most 200"}},
			{name: "offset not a number", method: "GET", path: "/api/career-paths?offset=x", status: 400, want: []string{"offset must be a whole number"}},
			{name: "unknown role", method: "GET", path: "/api/career-paths?fromRole=Xyzzy%20Wrangler", status: 200, want: []string{"[]"}},
		})
	})
}
