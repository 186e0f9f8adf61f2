package httpapi_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestAchievementsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		app.run([]scenario{
			{name: "trophy case signed out", method: "GET", path: "/api/achievements/trophy-case", status: 401},
			{name: "stats signed out", method: "GET", path: "/api/achievements/user-stats", status: 401},
			{name: "new user: all locked", method: "GET", path: "/api/achievements/trophy-case", token: alice.Token, status: 200,
				want:    []string{`"id":"application"`, `"id":"career"`, `"icon":"briefcase"`, `"unlockedCount":0`, `"rarities":[{"name":"common","color":"#475569","points":10}`, `"id":"first-application"`, `"progress":0`},
				wantNot: []string{`"isUnlocked":true`}},
			{name: "new user stats", method: "GET", path: "/api/achievements/user-stats", token: alice.Token, status: 200,
				want: []string{`"totalPoints":0`, `"unlockedAchievements":0`, `"completionRate":0`, `"categories":7`, `"recentAchievements":[]`}},
			// No endpoint writes achievements.
			{name: "no grant by POST", method: "POST", path: "/api/achievements/trophy-case", token: alice.Token, body: map[string]any{"id": "applications-50"}, status: 405},
			{name: "no grant by PUT", method: "PUT", path: "/api/achievements/user-stats", token: alice.Token, body: map[string]any{"totalPoints": 1000}, status: 405},
			{name: "no unlock route", method: "POST", path: "/api/achievements/first-application/unlock", token: alice.Token, status: 404},
			{name: "create application", method: "POST", path: "/api/applications", token: alice.Token, body: map[string]any{"jobTitle": "Analyst", "company": "Acme"}, status: 201},
			{name: "first application unlocked", method: "GET", path: "/api/achievements/user-stats", token: alice.Token, status: 200,
				want: []string{`"totalPoints":10`, `"unlockedAchievements":1`, `"completionRate":2`, `"recentAchievements":[{"id":"first-application","icon":"send","title":"First Step","rarity":"common","points":10,"unlockedAt":"`}},
			{name: "unlock notified", method: "GET", path: "/api/notifications", token: alice.Token, status: 200,
				want: []string{`"type":"success"`, `"title":"Achievement unlocked: First Step"`, `"actionUrl":"/trophy-case"`}},
			{name: "the other user has nothing", method: "GET", path: "/api/achievements/user-stats", token: bob.Token, status: 200, want: []string{`"unlockedAchievements":0`}},
		})
		// A resume downloaded as a PDF is recorded and unlocks its achievement
		// (the executive template needs more than the starter plan).
		app.onPlan(alice, "professional")
		r := app.do("POST", "/api/resumes", alice.Token, resumeBody(alice.ID, "Alice Tester"))
		var res stride.Resume
		decode(t, r.Body, &res)
		if r = app.do("GET", "/api/resumes/"+res.ID+"/pdf", alice.Token, nil); r.Status != 200 {
			t.Fatalf("pdf: %d", r.Status)
		}
		r = app.do("GET", "/api/achievements/trophy-case", alice.Token, nil)
		var tc stride.TrophyCase
		decode(t, r.Body, &tc)
		unlocked := map[string]bool{}
		for _, c := range tc.Categories {
			for _, a := range c.Achievements {
				unlocked[a.ID] = a.IsUnlocked
			}
		}
		if !unlocked["first-resume"] || !unlocked["resume-download"] || unlocked["resume-downloads-10"] {
			t.Errorf("after a resume and a download: %v", unlocked)
		}
		n := app.do("GET", "/api/notifications", alice.Token, nil)
		if strings.Count(n.Body, "Achievement unlocked: Hot off the Press") != 1 || strings.Count(n.Body, "Achievement unlocked: First Step") != 1 {
			t.Errorf("one notification per unlock: %s", n.Body)
		}
	})
}
