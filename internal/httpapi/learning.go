package httpapi

import (
	"net/http"
	"strings"

	"github.com/stride-oss/stride"
)

// The learning journey's calls (seed 001 §7 "Learning"). The catalogue
// reads (paths, modules, challenges) also work signed out, without the
// per-user parts (DESIGN.md); every other call is the signed-in user's own.
// The browser sends its IANA time zone (timeZone in the body or query) so
// that streaks count the user's calendar days.

// learningRoutes registers the learning calls.
func (s *Server) learningRoutes(h func(string, handlerFunc)) {
	h("GET /api/learning/paths", s.listLearningPaths)
	h("GET /api/learning/modules/{id}", s.getLearningModule)
	h("POST /api/learning/complete-module", s.completeLearningModule)
	h("GET /api/learning/challenges", s.listChallenges)
	h("POST /api/learning/challenges/{id}/start", s.startChallenge)
	h("POST /api/learning/complete-challenge", s.rateLimited(rateAI, s.completeChallenge))
	h("GET /api/learning/progress", s.learningProgress)
	h("PUT /api/learning/preferences", s.updateLearningPreferences)
	h("GET /api/learning/recommendations", s.learningRecommendations)
	h("POST /api/learning/tutor", s.rateLimited(rateAI, s.askTutor))
	h("GET /api/learning/tutor", s.listTutorSessions)
	h("PATCH /api/learning/tutor/{id}", s.rateTutorSession)
}

// readerID is the signed-in caller's id, "" for a signed-out reader.
func readerID(r *http.Request) string {
	if u := signedInUser(r); u != nil {
		return u.ID
	}
	return ""
}

func (s *Server) listLearningPaths(w http.ResponseWriter, r *http.Request) error {
	out, err := s.svc.Learning.ListLearningPaths(r.Context(), readerID(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) getLearningModule(w http.ResponseWriter, r *http.Request) error {
	out, err := s.svc.Learning.GetLearningModule(r.Context(), readerID(r), r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) completeLearningModule(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in struct {
		ModuleID string `json:"moduleId"`
		TimeZone string `json:"timeZone"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if strings.TrimSpace(in.ModuleID) == "" {
		return &stride.Error{Code: stride.EINVALID, Message: "moduleId is required", Fields: map[string]string{"moduleId": "required"}}
	}
	loc, err := stride.LoadTimeZone(in.TimeZone)
	if err != nil {
		return err
	}
	out, err := s.svc.Learning.CompleteLearningModule(r.Context(), u.ID, in.ModuleID, loc)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) listChallenges(w http.ResponseWriter, r *http.Request) error {
	out, err := s.svc.Learning.ListChallenges(r.Context(), readerID(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) startChallenge(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	out, err := s.svc.Learning.StartChallenge(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, out)
	return nil
}

func (s *Server) completeChallenge(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in stride.ChallengeSubmission
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if err := in.Validate(); err != nil {
		return err
	}
	loc, err := stride.LoadTimeZone(in.TimeZone)
	if err != nil {
		return err
	}
	out, err := s.svc.Learning.SubmitChallenge(r.Context(), u.ID, &in, loc)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) learningProgress(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	loc, err := stride.LoadTimeZone(r.URL.Query().Get("timeZone"))
	if err != nil {
		return err
	}
	out, err := s.svc.Learning.LearningProgress(r.Context(), u.ID, loc)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) updateLearningPreferences(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in stride.LearningPreferences
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	out, err := s.svc.Learning.UpdateLearningPreferences(r.Context(), u.ID, &in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) learningRecommendations(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	if q.Has("learningStyle") {
		if err := stride.ValidLearningStyle(q.Get("learningStyle")); err != nil {
			return err
		}
	}
	out, err := s.svc.Learning.Recommendations(r.Context(), u.ID, q.Get("learningStyle"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) askTutor(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in stride.TutorRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	out, err := s.svc.Learning.AskTutor(r.Context(), u.ID, &in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) listTutorSessions(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	out, err := s.svc.Learning.ListTutorSessions(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) rateTutorSession(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in struct {
		Helpful *bool `json:"helpful"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	if in.Helpful == nil {
		return &stride.Error{Code: stride.EINVALID, Message: "helpful must be true or false", Fields: map[string]string{"helpful": "required"}}
	}
	out, err := s.svc.Learning.RateTutorSession(r.Context(), u.ID, r.PathValue("id"), *in.Helpful)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
