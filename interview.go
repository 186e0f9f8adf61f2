package stride

import (
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"
)

// InterviewSession is one practice interview with its questions, answers
// and feedback.
type InterviewSession struct {
	ID                      string          `json:"id"`
	UserID                  string          `json:"userId"`
	Type                    string          `json:"type"`
	Questions               json.RawMessage `json:"questions"`
	Responses               json.RawMessage `json:"responses"`
	Feedback                json.RawMessage `json:"feedback"`
	Score                   *int            `json:"score"`
	BehavioralMetrics       json.RawMessage `json:"behavioralMetrics"`
	EmotionalIntelligence   json.RawMessage `json:"emotionalIntelligence"`
	CriticalThinking        json.RawMessage `json:"criticalThinking"`
	AdaptiveLevel           int             `json:"adaptiveLevel"`
	PersonalityInsights     json.RawMessage `json:"personalityInsights"`
	ImprovementAreas        json.RawMessage `json:"improvementAreas"`
	StrengthsIdentified     json.RawMessage `json:"strengthsIdentified"`
	FollowUpRecommendations json.RawMessage `json:"followUpRecommendations"`
	CreatedAt               time.Time       `json:"createdAt"`
}

// InterviewService stores interview sessions. Every method is scoped to
// userID.
type InterviewService interface {
	// ListInterviewSessions returns the user's sessions, newest first.
	ListInterviewSessions(ctx context.Context, userID string) ([]InterviewSession, error)
	// CreateInterviewSession stores a session; advanced sessions also fill
	// the behavioural, emotional-intelligence and critical-thinking tables.
	CreateInterviewSession(ctx context.Context, userID string, in InterviewSessionInput, advanced bool) (*InterviewSession, error)
}

// Interview types, adaptive levels and limits.
var InterviewTypes = []string{"behavioral", "technical", "case-study", "emotional-intelligence"}

// Interview messages.
const (
	MsgInterviewType      = "Interview type must be one of behavioral, technical, case-study, emotional-intelligence"
	MsgQuestionsRequired  = "A session needs at least one question"
	MsgResponsesRequired  = "A session needs at least one answer"
	MsgTooManyResponses   = "There are more answers than questions"
	MsgScoreRange         = "Score must be between 0 and 10"
	MsgAdaptiveLevelRange = "Adaptive level must be between 1 and 5"
	MsgResponseRequired   = "Please provide a response first"
)

// InterviewSessionInput is the body of POST /api/interview-sessions and
// /advanced: every question, answer and feedback of the session.
type InterviewSessionInput struct {
	UserID                  string            `json:"userId"`
	Type                    string            `json:"type"`
	Questions               []json.RawMessage `json:"questions"`
	Responses               []json.RawMessage `json:"responses"`
	Feedback                []json.RawMessage `json:"feedback"`
	Score                   *float64          `json:"score"`
	BehavioralMetrics       json.RawMessage   `json:"behavioralMetrics"`
	EmotionalIntelligence   json.RawMessage   `json:"emotionalIntelligence"`
	CriticalThinking        json.RawMessage   `json:"criticalThinking"`
	AdaptiveLevel           *int              `json:"adaptiveLevel"`
	PersonalityInsights     json.RawMessage   `json:"personalityInsights"`
	ImprovementAreas        json.RawMessage   `json:"improvementAreas"`
	StrengthsIdentified     json.RawMessage   `json:"strengthsIdentified"`
	FollowUpRecommendations json.RawMessage   `json:"followUpRecommendations"`
}

// Validate checks a session.
func (in *InterviewSessionInput) Validate() error {
	var v Validator
	v.Check(slices.Contains(InterviewTypes, in.Type), "type", MsgInterviewType)
	v.Check(len(in.Questions) > 0 && len(in.Questions) <= 50, "questions", MsgQuestionsRequired)
	v.Check(len(in.Responses) > 0, "responses", MsgResponsesRequired)
	v.Check(len(in.Responses) <= len(in.Questions), "responses", MsgTooManyResponses)
	if in.Score != nil {
		v.Check(*in.Score >= 0 && *in.Score <= 10, "score", MsgScoreRange)
	}
	if in.AdaptiveLevel == nil {
		one := 1
		in.AdaptiveLevel = &one
	}
	v.Check(*in.AdaptiveLevel >= 1 && *in.AdaptiveLevel <= 5, "adaptiveLevel", MsgAdaptiveLevelRange)
	for _, r := range in.Responses {
		var s string
		if json.Unmarshal(r, &s) == nil {
			v.Check(strings.TrimSpace(s) != "", "responses", MsgResponseRequired)
		}
	}
	return v.Err()
}

// InterviewStats summarise a user's saved sessions for the coach's sidebar.
type InterviewStats struct {
	SessionsCompleted int     `json:"sessionsCompleted"`
	AverageScore      float64 `json:"averageScore"`
	StrongSessions    int     `json:"strongSessions"`
	// AverageEQ is the mean overallEQ (0-10) of sessions that have one; nil
	// when none does.
	AverageEQ *float64 `json:"averageEQ"`
	// BehavioralRating names the mean of confidence, clarity and engagement
	// over the sessions: Excellent (80+), Good (65+), Developing (50+),
	// Needs practice; "" with no sessions.
	BehavioralRating string `json:"behavioralRating"`
	BehavioralScore  *int   `json:"behavioralScore"`
	CurrentLevel     int    `json:"currentLevel"`
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// ComputeInterviewStats derives the sidebar's figures from sessions (newest
// first).
func ComputeInterviewStats(sessions []InterviewSession) InterviewStats {
	st := InterviewStats{SessionsCompleted: len(sessions), CurrentLevel: 1}
	if len(sessions) == 0 {
		return st
	}
	st.CurrentLevel = max(1, min(5, sessions[0].AdaptiveLevel))
	var scores, eqs, beh []float64
	for _, s := range sessions {
		if s.Score != nil {
			scores = append(scores, float64(*s.Score))
			if *s.Score >= 7 {
				st.StrongSessions++
			}
		}
		var eq struct {
			OverallEQ *float64 `json:"overallEQ"`
		}
		if json.Unmarshal(s.EmotionalIntelligence, &eq) == nil && eq.OverallEQ != nil {
			eqs = append(eqs, *eq.OverallEQ)
		}
		var b struct {
			ConfidenceLevel *float64 `json:"confidenceLevel"`
			ClarityScore    *float64 `json:"clarityScore"`
			EngagementLevel *float64 `json:"engagementLevel"`
		}
		if json.Unmarshal(s.BehavioralMetrics, &b) == nil && b.ConfidenceLevel != nil && b.ClarityScore != nil && b.EngagementLevel != nil {
			beh = append(beh, (*b.ConfidenceLevel+*b.ClarityScore+*b.EngagementLevel)/3)
		}
	}
	mean := func(xs []float64) float64 {
		t := 0.0
		for _, x := range xs {
			t += x
		}
		return t / float64(len(xs))
	}
	if len(scores) > 0 {
		st.AverageScore = round1(mean(scores))
	}
	if len(eqs) > 0 {
		v := round1(mean(eqs))
		st.AverageEQ = &v
	}
	if len(beh) > 0 {
		v := int(math.Round(mean(beh)))
		st.BehavioralScore = &v
		switch {
		case v >= 80:
			st.BehavioralRating = "Excellent"
		case v >= 65:
			st.BehavioralRating = "Good"
		case v >= 50:
			st.BehavioralRating = "Developing"
		default:
			st.BehavioralRating = "Needs practice"
		}
	}
	return st
}
