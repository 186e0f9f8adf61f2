package httpapi_test

import (
	"context"
	"fmt"
	"strings"
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

func TestAIEndpoints(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		a := app.register("coach@example.com", "Coach")
		q := "Tell me about a time you had more requests than you could deliver. How did you decide what to work on first?"
		app.run([]scenario{
			{name: "signed out", method: "POST", path: "/api/ai/adaptive-interview-questions", body: map[string]any{"jobTitle": "Product Manager", "type": "behavioral"}, status: 401},
			{name: "questions", method: "POST", path: "/api/ai/adaptive-interview-questions", token: a.Token,
				body: map[string]any{"jobTitle": "Product Manager", "type": "behavioral", "adaptiveLevel": 1}, status: 200,
				want: []string{`"questions":[`, `"level":1`, `"type":"behavioral"`}},
			{name: "questions bad type", method: "POST", path: "/api/ai/adaptive-interview-questions", token: a.Token,
				body: map[string]any{"jobTitle": "Product Manager", "type": "riddles"}, status: 400, want: []string{"Interview type must be one of"}},
			{name: "questions bad level", method: "POST", path: "/api/ai/adaptive-interview-questions", token: a.Token,
				body: map[string]any{"jobTitle": "Product Manager", "type": "technical", "adaptiveLevel": 9}, status: 400, want: []string{"Adaptive level must be between 1 and 5"}},
			{name: "questions no title", method: "POST", path: "/api/ai/interview-questions", token: a.Token, body: map[string]any{"type": "technical"}, status: 400, want: []string{"Job title is required"}},
			{name: "evaluate empty answer", method: "POST", path: "/api/ai/evaluate-advanced-response", token: a.Token,
				body: map[string]any{"question": q, "answer": "   ", "jobTitle": "Product Manager", "responseType": "behavioral"}, status: 400, want: []string{"Please provide a response first"}},
			{name: "evaluate", method: "POST", path: "/api/ai/evaluate-advanced-response", token: a.Token,
				body: map[string]any{"question": q, "answer": strongAnswer, "jobTitle": "Product Manager", "responseType": "behavioral"}, status: 200,
				want: []string{`"feedback":{"score":`, `"behavioralMetrics":{"confidenceLevel":`, `"emotionalIntelligence":{"overallEQ":`, `"criticalThinking":{"overallScore":`}},
			{name: "simple evaluate", method: "POST", path: "/api/ai/evaluate-response", token: a.Token,
				body: map[string]any{"question": q, "answer": "I guess I just do my best.", "jobTitle": "Product Manager"}, status: 200, want: []string{`"score":`, `"improvements":[`}},
			{name: "real time", method: "POST", path: "/api/ai/real-time-analysis", token: a.Token, body: map[string]any{"text": strongAnswer}, status: 200,
				want: []string{`"clarity":`, `"structure":100`, `"confidence":`, `"engagement":`}},
			{name: "real time empty", method: "POST", path: "/api/ai/real-time-analysis", token: a.Token, body: map[string]any{"text": ""}, status: 400},
			{name: "skill gap", method: "POST", path: "/api/ai/analyze-skill-gap", token: a.Token,
				body: map[string]any{"userSkills": []string{"Python", "SQL"}, "jobRequirements": []string{"Python", "AWS", "Experience with SQL databases"}}, status: 200,
				want: []string{`"matchingSkills":["Python","Experience with SQL databases"]`, `"missingSkills":["AWS"]`, `"matchPercentage":67`}},
			{name: "recommendations", method: "POST", path: "/api/ai/job-recommendations", token: a.Token,
				body: map[string]any{"userProfile": map[string]any{"title": "Software Engineer"}, "userSkills": []string{"Python", "AWS", "Docker", "Git"}}, status: 200,
				want: []string{`"recommendations":[{"title":`, `"matchScore":`}},
			{name: "extract", method: "POST", path: "/api/ai/extract-personal-info", token: a.Token,
				body: map[string]any{"text": "Jane Doe\njane@example.com · (512) 555-0199\n\nExperience\nSenior Engineer at Acme Corp  Jan 2020 - Present\n• Built APIs in Python and Kubernetes."}, status: 200,
				want: []string{`"fullName":"Jane Doe"`, `"email":"jane@example.com"`, `"phone":"(512) 555-0199"`, `"title":"Senior Engineer"`, `"company":"Acme Corp"`, `"Python"`, `"Kubernetes"`}},
			{name: "optimize", method: "POST", path: "/api/ai/optimize-resume", token: a.Token,
				body: map[string]any{"resumeContent": map[string]any{"personalInfo": map[string]any{"name": "Jane"}, "skills": []string{"Go"},
					"experience": []any{map[string]any{"title": "Engineer", "company": "Acme", "description": "responsible for the Python services on AWS"}}}, "targetRole": "Software Engineer"}, status: 200,
				want: []string{`"changes":[`, `Added Python to your skills`, `"Owned the Python services on AWS"`, `"company":"Acme"`}},
			{name: "resume interview start", method: "POST", path: "/api/ai/resume-interview", token: a.Token, body: map[string]any{"resumeContent": map[string]any{}}, status: 200,
				want: []string{`"question":{"id":"name","question":"What's your full name, as you'd like it on your resume?"`}},
			{name: "resume interview answer", method: "POST", path: "/api/ai/resume-interview", token: a.Token,
				body: map[string]any{"resumeContent": map[string]any{}, "questionId": "name", "answer": "ada lovelace"}, status: 200,
				want: []string{`"question":{"id":"contact"`, `"name":"Ada Lovelace"`}},
			{name: "optimize not an object", method: "POST", path: "/api/ai/optimize-resume", token: a.Token, body: map[string]any{"resumeContent": "text"}, status: 400},
		})
	})
}

func TestInterviewSessionsAPI(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		alice := app.register("alice@example.com", "Alice")
		bob := app.register("bob@example.com", "Bob")
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

func TestAIProviderFailureIsA503(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{}, func(s *httpapi.Services) { s.AI = failingAI{ai.NewLocal()} })
	a := app.register("x@example.com", "X")
	r := app.do("POST", "/api/ai/real-time-analysis", a.Token, map[string]any{"text": "hello there"})
	if r.Status != 503 || !strings.Contains(r.Body, `"message":"The AI service did not answer. Please try again."`) || strings.Contains(r.Body, "unavailable") {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
}

type failingAI struct{ *ai.Local }

func (failingAI) RealTimeAnalysis(context.Context, string) (*ai.RealTime, error) {
	return nil, fmt.Errorf("%w: connection refused to 10.0.0.7", ai.ErrUnavailable)
}
