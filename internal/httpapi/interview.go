package httpapi

import (
	"context"
	"net/http"

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

func (s *Server) interviewStats(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	list, err := s.svc.Interviews.ListInterviewSessions(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, stride.ComputeInterviewStats(list))
	return nil
}
