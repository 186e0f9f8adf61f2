package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/stride-oss/stride"
)

func goalOwner(in *stride.CareerGoalInput) string { return in.UserID }

func milestoneOwner(in *stride.CareerMilestoneInput) string { return in.UserID }

func careerInterviewOwner(in *stride.CareerInterviewInput) string { return in.UserID }

// signedInID is the caller's id, or "" when signed out.
func signedInID(r *http.Request) string {
	if u := signedInUser(r); u != nil {
		return u.ID
	}
	return ""
}

// listCareerPaths serves a page of the career paths (total in
// X-Total-Count, paged like GET /api/jobs): those from ?fromRole= when set,
// else the whole catalogue, signed in with the paths from the caller's own
// role first.
func (s *Server) listCareerPaths(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	var v stride.Validator
	f := stride.CareerPathFilter{FromRole: truncate(q.Get("fromRole"), stride.MaxShortTextLen)}
	f.Limit, f.Offset = parsePage(q, &v)
	if err := v.Err(); err != nil {
		return err
	}
	paths, total, err := s.svc.Career.ListCareerPaths(r.Context(), signedInID(r), f)
	if err != nil {
		return err
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
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
