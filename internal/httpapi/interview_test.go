package httpapi_test

import (
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

const strongAnswer = `At my previous company our checkout conversion had dropped and the team was overloaded with requests. ` +
	`My goal was to decide what to build first for the quarter. I analysed the funnel data in SQL, scored every request ` +
	`by impact and effort with RICE, and I met with sales and support stakeholders to explain the trade-offs. I decided to ` +
	`prioritise the checkout fix and said no to two feature requests. As a result conversion rose from 2.1% to 2.9% in six ` +
	`weeks, worth about $400k a year. I learned to share the scoring openly, so stakeholders accept a no more easily.`

func TestInterviewSessionsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		app.onPlan(alice, stride.PlanProfessional)
		bob := app.register("bob@example.com", "Bob")
		app.onPlan(bob, stride.PlanProfessional)
		analysis, _ := ai.NewLocal().EvaluateAdvanced(t.Context(), "Tell me about a time you disagreed with a stakeholder.", strongAnswer, "Product Manager", "behavioral")
		session := map[string]any{
			"userId": alice.ID, "type": "behavioral", "adaptiveLevel": 3, "score": 8.4,
			"questions":             []string{"Q1?", "Q2?", "Q3?"},
			"responses":             []string{"A1", "A2", "A3"},
			"feedback":              []any{analysis.Feedback, analysis.Feedback, analysis.Feedback},
			"behavioralMetrics":     analysis.BehavioralMetrics,
			"emotionalIntelligence": analysis.EmotionalIntelligence,
			"criticalThinking":      analysis.CriticalThinking,
			"strengthsIdentified":   analysis.Feedback.StrengthsIdentified,
		}
		with := func(k string, v any) map[string]any {
			m := map[string]any{}
			for kk, vv := range session {
				m[kk] = vv
			}
			m[k] = v
			return m
		}
		app.run([]scenario{
			{name: "stats empty", method: "GET", path: "/api/users/" + alice.ID + "/interview-stats", token: alice.Token, status: 200,
				want: []string{`"sessionsCompleted":0`, `"averageEQ":null`, `"behavioralRating":""`, `"currentLevel":1`}},
			{name: "save for other", method: "POST", path: "/api/interview-sessions/advanced", token: alice.Token, body: with("userId", bob.ID), status: 403},
			{name: "save signed out", method: "POST", path: "/api/interview-sessions/advanced", body: session, status: 401},
			{name: "bad type", method: "POST", path: "/api/interview-sessions/advanced", token: alice.Token, body: with("type", "x"), status: 400, want: []string{"Interview type must be one of"}},
			{name: "no questions", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("questions", []string{}), status: 400, want: []string{"A session needs at least one question"}},
			{name: "more answers than questions", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("responses", []string{"a", "b", "c", "d"}), status: 400},
			{name: "blank answer", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("responses", []string{"a", " "}), status: 400, want: []string{"Please provide a response first"}},
			{name: "score range", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("score", 11), status: 400, want: []string{"Score must be between 0 and 10"}},
			{name: "level range", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("adaptiveLevel", 6), status: 400, want: []string{"Adaptive level must be between 1 and 5"}},
			{name: "save advanced", method: "POST", path: "/api/interview-sessions/advanced", token: alice.Token, body: session, status: 201,
				want: []string{`"questions":["Q1?","Q2?","Q3?"]`, `"responses":["A1","A2","A3"]`, `"score":8`, `"adaptiveLevel":3`, `"overallEQ":`}},
			{name: "save basic", method: "POST", path: "/api/interview-sessions", token: alice.Token, body: with("score", 5), status: 201},
			{name: "list own", method: "GET", path: "/api/users/" + alice.ID + "/interview-sessions", token: alice.Token, status: 200, want: []string{`"Q1?"`}},
			{name: "list other", method: "GET", path: "/api/users/" + alice.ID + "/interview-sessions", token: bob.Token, status: 403},
			{name: "stats other", method: "GET", path: "/api/users/" + alice.ID + "/interview-stats", token: bob.Token, status: 403},
		})
		r := app.do("GET", "/api/users/"+alice.ID+"/interview-stats", alice.Token, nil)
		var st stride.InterviewStats
		decode(t, r.Body, &st)
		if st.SessionsCompleted != 2 || st.AverageScore != 6.5 || st.StrongSessions != 1 || st.AverageEQ == nil ||
			*st.AverageEQ != analysis.EmotionalIntelligence.OverallEQ || st.BehavioralRating == "" || st.CurrentLevel != 3 {
			t.Errorf("stats %+v", r.Body)
		}
		for _, table := range []string{"behavioral_analysis", "emotional_intelligence_assessment", "critical_thinking_assessment"} {
			if n := sqldbtest.CountRows(t, db, table); n != 1 {
				t.Errorf("%s has %d rows; the advanced session fills it once, the basic one not at all", table, n)
			}
		}
	})
}

func TestAdvancedSessionOptionalParts(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		acc := app.register("parts@example.com", "Pia")
		app.onPlan(acc, stride.PlanProfessional)
		tok := acc.Token
		path := "/api/interview-sessions/advanced"
		base := `{"type":"behavioral","questions":["q"],"responses":["r"]`
		app.run([]scenario{
			{name: "no assessments", method: "POST", path: path, token: tok, body: base + `}`, status: 201, want: []string{`"emotionalIntelligence":null`}},
			{name: "no development areas", method: "POST", path: path, token: tok, body: base + `,"emotionalIntelligence":{"overallEQ":6.5,"empathy":7}}`, status: 201,
				want: []string{`"overallEQ":6.5`}},
			{name: "no enhancement", method: "POST", path: path, token: tok, body: base + `,"criticalThinking":{"problemSolving":5}}`, status: 201},
			{name: "null lists", method: "POST", path: path, token: tok,
				body: base + `,"emotionalIntelligence":{"developmentAreas":null},"criticalThinking":{"enhancement":null},"behavioralMetrics":{"insights":null}}`, status: 201},
			{name: "empty objects", method: "POST", path: path, token: tok, body: base + `,"emotionalIntelligence":{},"criticalThinking":{},"behavioralMetrics":{}}`, status: 201},
			{name: "assessment not an object", method: "POST", path: path, token: tok, body: base + `,"emotionalIntelligence":"high"}`, status: 400,
				want: []string{`"emotionalIntelligence":"emotionalIntelligence has the wrong type"`}},
			{name: "assessment a list", method: "POST", path: path, token: tok, body: base + `,"criticalThinking":[1]}`, status: 400,
				want: []string{`"criticalThinking":"criticalThinking has the wrong type"`}},
			{name: "development areas not a list", method: "POST", path: path, token: tok, body: base + `,"emotionalIntelligence":{"developmentAreas":"listening"}}`, status: 400,
				want: []string{`"emotionalIntelligence.developmentAreas":`}},
			{name: "enhancement of numbers", method: "POST", path: path, token: tok, body: base + `,"criticalThinking":{"enhancement":[1,2]}}`, status: 400,
				want: []string{`"criticalThinking.enhancement":`}},
			{name: "score as text", method: "POST", path: path, token: tok, body: base + `,"behavioralMetrics":{"confidenceLevel":"high"}}`, status: 400,
				want: []string{`"behavioralMetrics.confidenceLevel":`}},
			{name: "strengths not a list", method: "POST", path: path, token: tok, body: base + `,"strengthsIdentified":"good"}`, status: 400,
				want: []string{`"strengthsIdentified":"strengthsIdentified has the wrong type"`}},
		})
		if n := sqldbtest.CountRows(t, db, "interview_sessions"); n != 5 {
			t.Errorf("%d sessions stored, want 5", n)
		}
		for _, table := range []string{"emotional_intelligence_assessment", "critical_thinking_assessment", "behavioral_analysis"} {
			if n := sqldbtest.CountRows(t, db, table); n != 5 {
				t.Errorf("%s: %d rows, want 5", table, n)
			}
		}
	})
}
