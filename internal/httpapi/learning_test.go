package httpapi_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/learning"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// testClock is a settable clock for the learning service.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) Set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

func newLearningApp(t *testing.T, db *sqldb.DB, clock *testClock) *testApp {
	return newTestApp(t, db, httpapi.Config{}, func(s *httpapi.Services) {
		ls := learning.NewService(sqldb.NewLearningStore(db), learning.MustLoad(), ai.NewLocal())
		ls.SetClock(clock.Now)
		s.Learning = ls
	})
}

func keyAnswers(id string) map[string]stride.Answer {
	return learning.KeyAnswers(learning.MustLoad().Challenge(id), "")
}

func TestLearningAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clock := &testClock{t: time.Date(2026, 11, 23, 15, 0, 0, 0, time.UTC)}
		app := newLearningApp(t, db, clock)
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
		app.run([]scenario{
			// The catalogue reads work signed out, without per-user fields.
			{name: "paths signed out", method: "GET", path: "/api/learning/paths", status: 200,
				want:    []string{`"title":"SQL for Data Work"`, `"totalModules":4`, `"modules":[{"id":"sql-select"`, `"prerequisites":[]`},
				wantNot: []string{`"progress"`, `"completedModules"`, `"currentModule"`, `"status"`}},
			{name: "module signed out", method: "GET", path: "/api/learning/modules/sql-joins", status: 200,
				want:    []string{"LEFT JOIN", `"pathTitle":"SQL for Data Work"`, `"prerequisites":["sql-aggregate"]`},
				wantNot: []string{`"status"`, `"missingPrerequisites"`, `"completedAt"`}},
			{name: "unknown module signed out", method: "GET", path: "/api/learning/modules/nope", status: 404, want: []string{"Module not found"}},
			{name: "challenges signed out", method: "GET", path: "/api/learning/challenges", status: 200,
				want:    []string{`"id":"sql-select-basics","title":"Filter the orders"`, `"questionCount":3`},
				wantNot: []string{`"unlocked"`, `"completed"`, `"bestScore"`, `"attempts"`, `"requires"`}},
			{name: "progress needs sign-in", method: "GET", path: "/api/learning/progress", status: 401},
			{name: "paths", method: "GET", path: "/api/learning/paths", token: alice.Token, status: 200,
				want: []string{`"title":"SQL for Data Work"`, `"currentModule":{"id":"sql-select"`, `"completedModules":0`, `"estimatedTime":`}},
			{name: "module", method: "GET", path: "/api/learning/modules/sql-joins", token: alice.Token, status: 200,
				want: []string{`"status":"locked"`, `"missingPrerequisites":[{"id":"sql-aggregate"`, "LEFT JOIN"}},
			{name: "unknown module", method: "GET", path: "/api/learning/modules/nope", token: alice.Token, status: 404, want: []string{"Module not found"}},
			{name: "complete unknown module", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{"moduleId": "nope"}, status: 404},
			{name: "complete without id", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{}, status: 400},
			{name: "complete bad zone", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{"moduleId": "sql-select", "timeZone": "Mars/Olympus"}, status: 400, want: []string{"Unknown time zone"}},
			{name: "complete before prerequisite", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{"moduleId": "sql-joins"}, status: 409, want: []string{"Grouping and aggregating"}},
			{name: "complete module", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{"moduleId": "sql-select", "timeZone": "America/Chicago"}, status: 200,
				want: []string{`"xpGained":25`, `"alreadyCompleted":false`, `"totalXP":25`, `"streak":1`}},
			{name: "complete again counts once", method: "POST", path: "/api/learning/complete-module", token: alice.Token, body: map[string]any{"moduleId": "sql-select"}, status: 200,
				want: []string{`"xpGained":0`, `"alreadyCompleted":true`, `"totalXP":25`}},
			{name: "challenges", method: "GET", path: "/api/learning/challenges", token: alice.Token, status: 200,
				want:    []string{`"id":"sql-select-basics","title":"Filter the orders"`, `"xpReward":40`, `"unlocked":true`},
				wantNot: []string{`"explanation"`, `"accept"`}},
			{name: "start locked", method: "POST", path: "/api/learning/challenges/sql-aggregate-report/start", token: alice.Token, status: 409, want: []string{"locked"}},
			{name: "start unknown", method: "POST", path: "/api/learning/challenges/nope/start", token: alice.Token, status: 404, want: []string{"Challenge not found"}},
			{name: "submit unknown", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: map[string]any{"challengeId": "nope", "score": 80, "timeSpent": 2}, status: 404},
			{name: "style outside the four", method: "GET", path: "/api/learning/recommendations?learningStyle=telepathic", token: alice.Token, status: 400, want: []string{stride.MsgLearningStyle}},
			{name: "preferences bad style", method: "PUT", path: "/api/learning/preferences", token: alice.Token, body: map[string]any{"learningStyle": "telepathic"}, status: 400, want: []string{stride.MsgLearningStyle}},
			{name: "preferences bad pace", method: "PUT", path: "/api/learning/preferences", token: alice.Token, body: map[string]any{"learningStyle": "reading", "preferredPace": "warp"}, status: 400, want: []string{stride.MsgLearningPace}},
			{name: "preferences", method: "PUT", path: "/api/learning/preferences", token: alice.Token, body: map[string]any{"learningStyle": "reading"}, status: 200, want: []string{`"learningStyle":"reading"`, `"preferredPace":"medium"`}},
			{name: "progress", method: "GET", path: "/api/learning/progress?timeZone=America/Chicago", token: alice.Token, status: 200,
				want: []string{`"totalXP":25`, `"level":1`, `"streak":1`, `"completedModules":1`, `"learningStyle":"reading"`, `"nextLevelXP":100`}},
			{name: "progress of a new user", method: "GET", path: "/api/learning/progress", token: bob.Token, status: 200,
				want: []string{`"totalXP":0`, `"level":1`, `"streak":0`, `"learningStyle":"visual"`, `"preferredPace":"medium"`}},
		})

		// A challenge: start, bad shapes, answer, resubmit.
		r := app.do("POST", "/api/learning/challenges/sql-select-basics/start", alice.Token, nil)
		var start stride.ChallengeStart
		decode(t, r.Body, &start)
		if r.Status != 201 || start.AttemptNumber != 1 || len(start.Questions) != 3 || strings.Contains(r.Body, "IS NULL\",\"explanation") {
			t.Fatalf("start: %d %s", r.Status, r.Body)
		}
		for _, w := range []string{`"explanation"`, `"accept"`, `"answer"`} {
			if strings.Contains(r.Body, w) {
				t.Errorf("start reveals %s: %s", w, r.Body)
			}
		}
		again := app.do("POST", "/api/learning/challenges/sql-select-basics/start", alice.Token, nil)
		if !strings.Contains(again.Body, start.AttemptID) {
			t.Errorf("reopening a running attempt starts a new one: %s", again.Body)
		}
		sub := func(answers any) map[string]any {
			return map[string]any{"challengeId": "sql-select-basics", "attemptId": start.AttemptID, "answers": answers, "timeZone": "America/Chicago"}
		}
		clock.Set(clock.Now().Add(2 * time.Minute))
		app.run([]scenario{
			{name: "list for a single-choice question", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: sub(map[string]any{"q1": []string{"x"}}), status: 400, want: []string{"choose one option"}},
			{name: "unknown question", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: sub(map[string]any{"q9": "x"}), status: 400, want: []string{"Unknown question"}},
			{name: "unknown option", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: sub(map[string]any{"q1": "o0000000"}), status: 400},
			{name: "number as answer", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: sub(map[string]any{"q1": 3}), status: 400},
			{name: "answers not an object", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token, body: sub([]string{"a"}), status: 400},
			{name: "someone else's attempt", method: "POST", path: "/api/learning/complete-challenge", token: bob.Token, body: sub(keyAnswers("sql-select-basics")), status: 404, want: []string{"Attempt not found"}},
		})
		r = app.do("POST", "/api/learning/complete-challenge", alice.Token, sub(keyAnswers("sql-select-basics")))
		var res stride.ChallengeResult
		decode(t, r.Body, &res)
		if r.Status != 200 || res.Score != 100 || !res.Passed || res.XPGained != 40 || res.TotalXP != 65 || res.Late || len(res.Review) != 3 || res.TimeSpent != 120 {
			t.Fatalf("submit: %d %s", r.Status, r.Body)
		}
		if !res.Review[0].Correct || res.Review[0].Explanation == "" || res.Review[0].CorrectAnswer[0] != "phone IS NULL" {
			t.Errorf("review: %+v", res.Review[0])
		}
		r = app.do("POST", "/api/learning/complete-challenge", alice.Token, sub(map[string]any{}))
		var dup stride.ChallengeResult
		decode(t, r.Body, &dup)
		if r.Status != 200 || !dup.Resubmitted || dup.Score != 100 || dup.AttemptNumber != 1 {
			t.Errorf("resubmitting returns the stored result: %s", r.Body)
		}
		app.run([]scenario{
			{name: "resubmission counted once", method: "GET", path: "/api/learning/progress", token: alice.Token, status: 200, want: []string{`"totalXP":65`, `"completedChallenges":1`}},
			{name: "challenge completed", method: "GET", path: "/api/learning/challenges", token: alice.Token, status: 200,
				want: []string{`"id":"sql-select-basics","title":"Filter the orders","description":"Pick the right WHERE, NULL test and sort for everyday questions.","difficulty":2,"xpReward":40,"timeLimit":5,"skill":"SQL","pathId":"sql","questionCount":3,"questionTypes":["single","fill","multi"],"unlocked":true,"completed":true,"bestScore":100,"attempts":1`}},
			// The seed's body: no answers earn nothing, whatever the client claims.
			{name: "seed body cannot claim a score", method: "POST", path: "/api/learning/complete-challenge", token: alice.Token,
				body: map[string]any{"challengeId": "sql-select-basics", "score": 99, "timeSpent": 3}, status: 200, want: []string{`"xpGained":0`, `"score":0`, `"attemptNumber":2`, `"passed":false`, `"passingScore":70`}},
			{name: "bob cannot see alice's progress", method: "GET", path: "/api/learning/progress", token: bob.Token, status: 200, want: []string{`"totalXP":0`}},
		})

		// Time limit: 5 minutes plus 30 s of grace.
		if r := app.do("POST", "/api/learning/complete-module", bob.Token, map[string]any{"moduleId": "sql-select"}); r.Status != 200 {
			t.Fatal(r.Body)
		}
		for _, tc := range []struct {
			after time.Duration
			late  bool
		}{{5*time.Minute + 29*time.Second, false}, {5*time.Minute + 31*time.Second, true}} {
			r := app.do("POST", "/api/learning/challenges/sql-select-basics/start", bob.Token, nil)
			decode(t, r.Body, &start)
			clock.Set(clock.Now().Add(tc.after))
			r = app.do("POST", "/api/learning/complete-challenge", bob.Token, map[string]any{"challengeId": "sql-select-basics", "attemptId": start.AttemptID, "answers": keyAnswers("sql-select-basics")})
			decode(t, r.Body, &res)
			if res.Late != tc.late || (tc.late && (res.XPGained != 0 || res.Passed)) || (!tc.late && res.XPGained != 40) {
				t.Errorf("submitted %v after start: %s", tc.after, r.Body)
			}
		}
		// The retry after a full score earns nothing more; the best is kept.
		if res.BestScore != 100 {
			t.Errorf("best score: %+v", res)
		}

		// Recommendations follow the style; a failed question becomes a weak area.
		recs := func(style string) []stride.Recommendation {
			r := app.do("GET", "/api/learning/recommendations?learningStyle="+style, bob.Token, nil)
			var out []stride.Recommendation
			decode(t, r.Body, &out)
			if r.Status != 200 || len(out) == 0 || len(out) > 3 {
				t.Fatalf("recommendations %s: %d %s", style, r.Status, r.Body)
			}
			return out
		}
		visual, reading := recs("visual"), recs("reading")
		if visual[0].ID == reading[0].ID && visual[1].ID == reading[1].ID {
			t.Errorf("style changes nothing: %+v", visual)
		}
		// The started path comes first (a gap), then modules that suit the style.
		if reading[0].Gap != "next-step" || reading[1].Type != "article" || !strings.Contains(reading[1].PersonalizedReason, "reading style") {
			t.Errorf("reading style: %+v", reading)
		}
		app.do("POST", "/api/learning/complete-module", bob.Token, map[string]any{"moduleId": "sql-aggregate"})
		r = app.do("POST", "/api/learning/challenges/sql-aggregate-report/start", bob.Token, nil)
		decode(t, r.Body, &start)
		wrong := keyAnswers("sql-aggregate-report")
		wrong["q1"] = stride.Answer{Text: start.Questions[0].Options[0].ID}
		r = app.do("POST", "/api/learning/complete-challenge", bob.Token, map[string]any{"challengeId": "sql-aggregate-report", "attemptId": start.AttemptID, "answers": wrong})
		decode(t, r.Body, &res)
		if res.Score != 67 || res.Passed || res.Review[0].Correct {
			t.Fatalf("one wrong answer of three: %s", r.Body)
		}
		top := recs("visual")[0]
		if top.Gap != "weak-area" || !strings.Contains(top.PersonalizedReason, "You missed 1 question in “Build a summary report”") {
			t.Errorf("weak area first: %+v", top)
		}
		app.run([]scenario{{name: "weak area in progress", method: "GET", path: "/api/learning/progress", token: bob.Token, status: 200, want: []string{`"weakAreas":["SQL"]`}}})

		// The tutor.
		r = app.do("POST", "/api/learning/tutor", alice.Token, map[string]any{"question": "When do I use HAVING instead of WHERE?", "context": "sql-aggregate"})
		var reply stride.TutorReply
		decode(t, r.Body, &reply)
		if r.Status != 200 || !reply.Grounded || len(reply.Sources) == 0 || reply.Sources[0].ModuleID != "sql-aggregate" ||
			!strings.Contains(reply.Response, "HAVING") || !strings.Contains(reply.Sources[0].URL, "module=sql-aggregate") || len(reply.FollowUpQuestions) == 0 {
			t.Fatalf("tutor: %d %s", r.Status, r.Body)
		}
		r = app.do("POST", "/api/learning/tutor", alice.Token, map[string]any{"question": "What is the capital of Mongolia?"})
		var unknown stride.TutorReply
		decode(t, r.Body, &unknown)
		if unknown.Grounded || !strings.HasPrefix(unknown.Response, "I don't know") || len(unknown.SuggestedModules) == 0 || len(unknown.Sources) != 0 {
			t.Errorf("unanswerable: %s", r.Body)
		}
		app.run([]scenario{
			{name: "empty question", method: "POST", path: "/api/learning/tutor", token: alice.Token, body: map[string]any{"question": "  "}, status: 400, want: []string{stride.MsgTutorQuestion}},
			{name: "rate", method: "PATCH", path: "/api/learning/tutor/" + reply.ID, token: alice.Token, body: map[string]any{"helpful": true}, status: 200, want: []string{`"helpful":true`}},
			{name: "rate without value", method: "PATCH", path: "/api/learning/tutor/" + reply.ID, token: alice.Token, body: map[string]any{}, status: 400},
			{name: "rate someone else's", method: "PATCH", path: "/api/learning/tutor/" + reply.ID, token: bob.Token, body: map[string]any{"helpful": false}, status: 404},
			{name: "sessions", method: "GET", path: "/api/learning/tutor", token: alice.Token, status: 200, want: []string{"capital of Mongolia", `"helpful":true`, `"grounded":true`}},
			{name: "bob has no sessions", method: "GET", path: "/api/learning/tutor", token: bob.Token, status: 200, want: []string{`[]`}},
		})
	})
}

// The demo account's progress is made by the same rules: three modules on
// three days (25 XP each), two challenges at 100% (40 XP each) and one at
// 67% (33 of 50 XP, a missed question making SQL a weak area).
func TestDemoLearningProgress(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		r := app.do("POST", "/api/auth/demo", "", nil)
		var out struct{ Token string }
		decode(t, r.Body, &out)
		app.run([]scenario{
			{name: "demo progress", method: "GET", path: "/api/learning/progress", token: out.Token, status: 200,
				want: []string{`"totalXP":188`, `"level":2`, `"streak":3`, `"completedChallenges":2`, `"completedModules":3`, `"weakAreas":["SQL"]`}},
			{name: "demo challenges", method: "GET", path: "/api/learning/challenges", token: out.Token, status: 200,
				want: []string{`"id":"sql-aggregate-report"`, `"bestScore":67`, `"completed":true,"bestScore":100`}},
			// The demo's career goal targets Data Scientist, whose skills it
			// lacks; that gap outranks its upcoming interview.
			{name: "demo recommendations name the weak area and the target role", method: "GET", path: "/api/learning/recommendations?learningStyle=visual", token: out.Token, status: 200,
				want: []string{`"gap":"weak-area"`, "You missed 1 question in “Build a summary report”", `"gap":"target-role"`, "Your target role “Data Scientist” calls for"}},
		})
	})
}

// A new user takes the SQL path from its first module to the SQL badge:
// every module, every challenge in unlock order, each answered in time.
func TestPathFromStartToBadge(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		clock := &testClock{t: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)}
		app := newLearningApp(t, db, clock)
		u := app.register("pat@example.com", "Pat")
		cat := learning.MustLoad()
		var last stride.ChallengeResult
		for _, m := range cat.Path("sql").Modules {
			if r := app.do("POST", "/api/learning/complete-module", u.Token, map[string]any{"moduleId": m.ID}); r.Status != 200 {
				t.Fatalf("%s: %s", m.ID, r.Body)
			}
			for _, ch := range cat.Challenges {
				if ch.Path.ID != "sql" || ch.Unlock.Modules[0] != m.ID {
					continue
				}
				r := app.do("POST", "/api/learning/challenges/"+ch.ID+"/start", u.Token, nil)
				var start stride.ChallengeStart
				decode(t, r.Body, &start)
				clock.Set(clock.Now().Add(time.Minute))
				r = app.do("POST", "/api/learning/complete-challenge", u.Token, map[string]any{"challengeId": ch.ID, "attemptId": start.AttemptID, "answers": keyAnswers(ch.ID)})
				decode(t, r.Body, &last)
				if !last.Passed {
					t.Fatalf("%s: %s", ch.ID, r.Body)
				}
			}
		}
		if len(last.NewBadges) != 1 || last.NewBadges[0] != "SQL" {
			t.Errorf("the last challenge earns the badge: %+v", last.NewBadges)
		}
		// 4 modules × 25 + challenges of difficulty 2, 3, 5, 6 (40 + 50 + 70 + 80) = 340 XP: level 3.
		app.run([]scenario{{name: "badge and level", method: "GET", path: "/api/learning/progress", token: u.Token, status: 200,
			want: []string{`"skillBadges":["SQL"]`, `"totalXP":340`, `"level":3`, `"completedChallenges":4`, `"achievements":["Completed SQL for Data Work"]`}}})
	})
}
