package httpapi_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

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
