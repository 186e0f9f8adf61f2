package stride

import (
	"context"
	"encoding/json"
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
}
