package httpapi

import (
	"context"

	"github.com/stride-oss/stride"
)

// createInterviewSession saves a whole session; advanced ones also fill the
// three assessment tables.
func (s *Server) createInterviewSession(advanced bool) handlerFunc {
	return createOwned(func(in *stride.InterviewSessionInput) string { return in.UserID }, (*stride.InterviewSessionInput).Validate,
		func(ctx context.Context, userID string, in stride.InterviewSessionInput) (*stride.InterviewSession, error) {
			return s.svc.Interviews.CreateInterviewSession(ctx, userID, in, advanced)
		})
}

// interviewStats sums up the user's practice sessions for the coach's
// dashboard.
func (s *Server) interviewStats(ctx context.Context, userID string) (stride.InterviewStats, error) {
	list, err := s.svc.Interviews.ListInterviewSessions(ctx, userID)
	if err != nil {
		return stride.InterviewStats{}, err
	}
	return stride.ComputeInterviewStats(list), nil
}
