package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/google/uuid"

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

// rawOrNull stores a JSON value, or NULL when it is absent or null.
func rawOrNull(r json.RawMessage) any {
	if len(r) == 0 || string(r) == "null" {
		return nil
	}
	return string(r)
}

// rawOrEmptyList stores a JSON value, or [] when it is absent.
func rawOrEmptyList(r json.RawMessage) any {
	if len(r) == 0 || string(r) == "null" {
		return "[]"
	}
	return string(r)
}

func listJSON(items []json.RawMessage) string {
	if items == nil {
		items = []json.RawMessage{}
	}
	b, _ := json.Marshal(items)
	return string(b)
}

// CreateInterviewSession stores a whole session.
func (s *InterviewService) CreateInterviewSession(ctx context.Context, userID string, in stride.InterviewSessionInput, advanced bool) (*stride.InterviewSession, error) {
	id := uuid.NewString()
	err := s.db.update(ctx, func(tx *Tx) error {
		return createInterviewSession(ctx, tx, id, userID, in, advanced, tx.db.Now())
	})
	if err != nil {
		return nil, err
	}
	list, err := s.ListInterviewSessions(ctx, userID)
	if err != nil {
		return nil, err
	}
	for i := range list {
		if list[i].ID == id {
			return &list[i], nil
		}
	}
	return nil, fmt.Errorf("interview session %s vanished", id)
}

// createInterviewSession inserts session id of userID; an advanced one also
// fills the three assessment tables.
func createInterviewSession(ctx context.Context, tx *Tx, id, userID string, in stride.InterviewSessionInput, advanced bool, createdAt time.Time) error {
	var score *int
	if in.Score != nil {
		v := int(math.Round(*in.Score))
		score = &v
	}
	if _, err := tx.exec(ctx, `INSERT INTO interview_sessions (id, user_id, type, questions, responses, feedback, score,
		behavioral_metrics, emotional_intelligence, critical_thinking, adaptive_level, personality_insights,
		improvement_areas, strengths_identified, follow_up_recommendations, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, userID, in.Type, listJSON(in.Questions), listJSON(in.Responses), listJSON(in.Feedback), score,
		rawOrNull(in.BehavioralMetrics), rawOrNull(in.EmotionalIntelligence), rawOrNull(in.CriticalThinking),
		*in.AdaptiveLevel, rawOrNull(in.PersonalityInsights), rawOrEmptyList(in.ImprovementAreas),
		rawOrEmptyList(in.StrengthsIdentified), rawOrEmptyList(in.FollowUpRecommendations), createdAt); err != nil {
		return fmt.Errorf("insert interview session: %w", err)
	}
	if !advanced {
		return nil
	}
	b, e, c := in.Assessments()
	patterns := map[string]string{"speechPace": b.SpeechPace, "confidenceTrend": b.ConfidenceTrend}
	if _, err := tx.exec(ctx, `INSERT INTO behavioral_analysis (id, session_id, speech_patterns, tone_analysis,
		communication_style, confidence_level, clarity_score, engagement_level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		uuid.NewString(), id, jsonOf(&patterns), jsonOf(&b.Insights), b.CommunicationStyle, b.ConfidenceLevel,
		b.ClarityScore, b.EngagementLevel); err != nil {
		return fmt.Errorf("insert behavioral analysis: %w", err)
	}
	if _, err := tx.exec(ctx, `INSERT INTO emotional_intelligence_assessment (id, session_id, self_awareness, empathy,
		emotional_regulation, social_skills, coaching_recommendations) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		uuid.NewString(), id, e.SelfAwareness, e.Empathy, e.EmotionalRegulation, e.SocialSkills, jsonOf(&e.DevelopmentAreas)); err != nil {
		return fmt.Errorf("insert emotional intelligence assessment: %w", err)
	}
	if _, err := tx.exec(ctx, `INSERT INTO critical_thinking_assessment (id, session_id, problem_solving,
		analytical_reasoning, creative_solutions, improvement_suggestions) VALUES (?, ?, ?, ?, ?, ?)`,
		uuid.NewString(), id, c.ProblemSolving, c.AnalyticalReasoning, c.CreativeSolutions, jsonOf(&c.Enhancement)); err != nil {
		return fmt.Errorf("insert critical thinking assessment: %w", err)
	}
	return nil
}
