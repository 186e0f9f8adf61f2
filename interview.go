package stride

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
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

// BehavioralAssessment is the part of a session's behavioralMetrics that
// the behavioural-analysis table keeps.
type BehavioralAssessment struct {
	SpeechPace         string   `json:"speechPace"`
	ConfidenceTrend    string   `json:"confidenceTrend"`
	CommunicationStyle *string  `json:"communicationStyle"`
	ConfidenceLevel    *float64 `json:"confidenceLevel"`
	ClarityScore       *float64 `json:"clarityScore"`
	EngagementLevel    *float64 `json:"engagementLevel"`
	Insights           []string `json:"insights"`
}

// EmotionalAssessment is the part of a session's emotionalIntelligence
// that the emotional-intelligence table keeps.
type EmotionalAssessment struct {
	OverallEQ           *float64 `json:"overallEQ"`
	SelfAwareness       *float64 `json:"selfAwareness"`
	Empathy             *float64 `json:"empathy"`
	EmotionalRegulation *float64 `json:"emotionalRegulation"`
	SocialSkills        *float64 `json:"socialSkills"`
	DevelopmentAreas    []string `json:"developmentAreas"`
}

// CriticalAssessment is the part of a session's criticalThinking that the
// critical-thinking table keeps.
type CriticalAssessment struct {
	OverallScore        *float64 `json:"overallScore"`
	ProblemSolving      *float64 `json:"problemSolving"`
	AnalyticalReasoning *float64 `json:"analyticalReasoning"`
	CreativeSolutions   *float64 `json:"creativeSolutions"`
	Enhancement         []string `json:"enhancement"`
}

// Assessments decodes the three assessment objects; a missing object or
// list is empty. Validate has checked their types.
func (in *InterviewSessionInput) Assessments() (b BehavioralAssessment, e EmotionalAssessment, c CriticalAssessment) {
	_ = json.Unmarshal(in.BehavioralMetrics, &b)
	_ = json.Unmarshal(in.EmotionalIntelligence, &e)
	_ = json.Unmarshal(in.CriticalThinking, &c)
	if b.Insights == nil {
		b.Insights = []string{}
	}
	if e.DevelopmentAreas == nil {
		e.DevelopmentAreas = []string{}
	}
	if c.Enhancement == nil {
		c.Enhancement = []string{}
	}
	return b, e, c
}

// Limits on a session's items (bytes of JSON each).
const (
	MaxInterviewQuestionLen = 5000
	MaxInterviewResponseLen = 20000
	MaxInterviewFeedbackLen = 50000
	MaxInterviewPartLen     = 50000
)

// absent reports whether a JSON value was left out or null.
func absent(r json.RawMessage) bool { return len(r) == 0 || string(r) == "null" }

// checkJSONShape checks that raw, when given, decodes into dst (an object
// or a list) and is at most limit bytes; a wrong type names the field.
func checkJSONShape(v *Validator, field string, raw json.RawMessage, dst any, limit int) {
	if absent(raw) {
		return
	}
	if len(raw) > limit {
		v.Check(false, field, tooLong(limit))
		return
	}
	err := json.Unmarshal(raw, dst)
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
	case errors.As(err, &te) && te.Field != "":
		v.Check(false, field+"."+te.Field, fmt.Sprintf("%s.%s has the wrong type", field, te.Field))
	default:
		v.Check(false, field, fmt.Sprintf("%s has the wrong type", field))
	}
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
		v.Check(len(r) <= MaxInterviewResponseLen, "responses", tooLong(MaxInterviewResponseLen))
	}
	for _, q := range in.Questions {
		v.Check(len(q) <= MaxInterviewQuestionLen, "questions", tooLong(MaxInterviewQuestionLen))
	}
	v.Check(len(in.Feedback) <= 50, "feedback", "At most 50 feedback entries")
	for _, f := range in.Feedback {
		v.Check(len(f) <= MaxInterviewFeedbackLen, "feedback", tooLong(MaxInterviewFeedbackLen))
	}
	checkJSONShape(&v, "behavioralMetrics", in.BehavioralMetrics, &map[string]any{}, MaxInterviewPartLen)
	checkJSONShape(&v, "behavioralMetrics", in.BehavioralMetrics, &BehavioralAssessment{}, MaxInterviewPartLen)
	checkJSONShape(&v, "emotionalIntelligence", in.EmotionalIntelligence, &map[string]any{}, MaxInterviewPartLen)
	checkJSONShape(&v, "emotionalIntelligence", in.EmotionalIntelligence, &EmotionalAssessment{}, MaxInterviewPartLen)
	checkJSONShape(&v, "criticalThinking", in.CriticalThinking, &map[string]any{}, MaxInterviewPartLen)
	checkJSONShape(&v, "criticalThinking", in.CriticalThinking, &CriticalAssessment{}, MaxInterviewPartLen)
	for field, raw := range map[string]json.RawMessage{"personalityInsights": in.PersonalityInsights,
		"improvementAreas": in.ImprovementAreas, "strengthsIdentified": in.StrengthsIdentified,
		"followUpRecommendations": in.FollowUpRecommendations} {
		checkJSONShape(&v, field, raw, &[]json.RawMessage{}, MaxInterviewPartLen)
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
