package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/stride-oss/stride"
)

func goalOwner(in *stride.CareerGoalInput) string { return in.UserID }

// forOwner serves a POST whose body is {userId} (optional, must be the
// caller's) and whose answer is computed for the caller.
func forOwner[Out any](status int, fn func(ctx context.Context, userID string) (Out, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if _, err := currentUser(r); err != nil {
			return err
		}
		var in struct {
			UserID string `json:"userId"`
		}
		if r.ContentLength != 0 {
			if err := decodeJSON(w, r, &in); err != nil {
				return err
			}
		}
		u, err := ownerOf(r, in.UserID)
		if err != nil {
			return err
		}
		out, err := fn(r.Context(), u.ID)
		if err != nil {
			return err
		}
		writeJSON(w, status, out)
		return nil
	}
}

// signedInID is the caller's id, or "" when signed out.
func signedInID(r *http.Request) string {
	if u, err := currentUser(r); err == nil {
		return u.ID
	}
	return ""
}

func (s *Server) listCareerPaths(w http.ResponseWriter, r *http.Request) error {
	paths, err := s.svc.Career.ListCareerPaths(r.Context(), signedInID(r), r.URL.Query().Get("fromRole"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paths)
	return nil
}

func (s *Server) listLearningResources(w http.ResponseWriter, r *http.Request) error {
	var skills []string
	for _, sk := range strings.Split(r.URL.Query().Get("skills"), ",") {
		if sk = strings.TrimSpace(sk); sk != "" && len(skills) < 20 {
			skills = append(skills, sk)
		}
	}
	out, err := s.svc.Career.ListLearningResources(r.Context(), skills)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) skillTrends(w http.ResponseWriter, r *http.Request) error {
	out, err := s.svc.Career.SkillTrends(r.Context(), signedInID(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// careerInterviewQuestions answers {questions} (seed 001 §7).
func (s *Server) careerInterviewQuestions(ctx context.Context, userID string) (map[string]any, error) {
	qs, err := s.svc.Career.CareerInterviewQuestions(ctx, userID)
	return map[string]any{"questions": qs}, err
}
