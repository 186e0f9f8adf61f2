package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func TestAIEndpoints(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		a := app.register("coach@example.com", "Coach")
		app.onPlan(a, "professional")
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
			{name: "real time with its question", method: "POST", path: "/api/ai/real-time-analysis", token: a.Token,
				body: map[string]any{"text": `You asked: "` + q + `" ` + strongAnswer, "question": q, "jobTitle": "Product Manager", "interviewType": "behavioral"}, status: 200,
				want: []string{`"structure":100`, `"confidence":`}},
			{name: "real time bad type", method: "POST", path: "/api/ai/real-time-analysis", token: a.Token,
				body: map[string]any{"text": strongAnswer, "question": q, "interviewType": "riddles"}, status: 400, want: []string{"Interview type must be one of"}},
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
					"experience": []any{map[string]any{"title": "Engineer", "company": "Acme", "description": "responsible for the Python services on AWS\n• Carried the pager for on-call outages"}}},
					"jobDescription": "You will own incident management for our Python services. Salesforce experience is a plus."}, status: 200,
				want: []string{`"changes":[`, `"Owned the Python services on AWS`, `on-call outages (incident management)`, `"company":"Acme"`,
					`"targetRole":"Engineer"`, `{"term":"incident management","status":"backed","evidence":"on-call","where":"Engineer, Acme"}`,
					`{"term":"Salesforce","status":"missing"}`, `"coverageBefore":`, `"suggestions":[{"id":"s1"`}},
			{name: "optimize against an unknown job", method: "POST", path: "/api/ai/optimize-resume", token: a.Token,
				body: map[string]any{"resumeContent": map[string]any{"skills": []string{"Go"}}, "jobId": "no-such-job"}, status: 404},
			{name: "resume interview start", method: "POST", path: "/api/ai/resume-interview", token: a.Token, body: map[string]any{"resumeContent": map[string]any{}}, status: 200,
				want: []string{`"question":{"id":"name","question":"What's your full name, as you'd like it on your resume?"`}},
			{name: "resume interview answer", method: "POST", path: "/api/ai/resume-interview", token: a.Token,
				body: map[string]any{"resumeContent": map[string]any{}, "questionId": "name", "answer": "ada lovelace"}, status: 200,
				want: []string{`"question":{"id":"contact"`, `"name":"Ada Lovelace"`}},
			{name: "optimize not an object", method: "POST", path: "/api/ai/optimize-resume", token: a.Token, body: map[string]any{"resumeContent": "text"}, status: 400},
		})
	})
}

func TestAIProviderFailureIsA503(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{}, func(s *httpapi.Services) { s.AI = failingAI{ai.NewLocal()} })
	a := app.register("x@example.com", "X")
	app.onPlan(a, "professional")
	r := app.do("POST", "/api/ai/real-time-analysis", a.Token, map[string]any{"text": "hello there"})
	if r.Status != 503 || !strings.Contains(r.Body, `"message":"The AI service did not answer. Please try again."`) || strings.Contains(r.Body, "unavailable") {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
}

type failingAI struct{ *ai.Local }

func (failingAI) RealTimeAnalysis(context.Context, string) (*ai.RealTime, error) {
	return nil, fmt.Errorf("%w: connection refused to 10.0.0.7", ai.ErrUnavailable)
}
