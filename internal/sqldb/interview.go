package sqldb

import (
	"context"
	"fmt"

	"github.com/stride-oss/stride"
)

// InterviewService implements stride.InterviewService.
type InterviewService struct{ db *DB }

// NewInterviewService returns the interview store of db.
func NewInterviewService(db *DB) *InterviewService { return &InterviewService{db: db} }

var _ stride.InterviewService = (*InterviewService)(nil)

// ListInterviewSessions returns the user's sessions, newest first.
func (s *InterviewService) ListInterviewSessions(ctx context.Context, userID string) ([]stride.InterviewSession, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, type, questions, responses, feedback, score,
		behavioral_metrics, emotional_intelligence, critical_thinking, adaptive_level, personality_insights,
		improvement_areas, strengths_identified, follow_up_recommendations, created_at
		FROM interview_sessions WHERE user_id = ? ORDER BY created_at DESC, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list interview sessions: %w", err)
	}
	defer rows.Close()
	out := []stride.InterviewSession{}
	for rows.Next() {
		var v stride.InterviewSession
		if err := rows.Scan(&v.ID, &v.UserID, &v.Type, rawJSON{&v.Questions}, rawJSON{&v.Responses}, rawJSON{&v.Feedback},
			&v.Score, rawJSON{&v.BehavioralMetrics}, rawJSON{&v.EmotionalIntelligence}, rawJSON{&v.CriticalThinking},
			&v.AdaptiveLevel, rawJSON{&v.PersonalityInsights}, rawJSON{&v.ImprovementAreas}, rawJSON{&v.StrengthsIdentified},
			rawJSON{&v.FollowUpRecommendations}, &v.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan interview session: %w", err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
