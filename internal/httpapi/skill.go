package httpapi

import (
	"net/http"

	"github.com/stride-oss/stride"
)

func (s *Server) listSkills(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	skills, err := s.svc.Skills.ListSkills(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, skills)
	return nil
}

// skillInput decodes a skill body and checks its userId (if any) is the
// caller's.
func skillInput(w http.ResponseWriter, r *http.Request) (*stride.User, stride.SkillInput, error) {
	var in stride.SkillInput
	u, err := currentUser(r)
	if err != nil {
		return nil, in, err
	}
	if err := decodeJSON(w, r, &in); err != nil {
		return nil, in, err
	}
	if _, err := ownerOf(r, in.UserID); err != nil {
		return nil, in, err
	}
	return u, in, in.Validate()
}

func (s *Server) createSkill(w http.ResponseWriter, r *http.Request) error {
	u, in, err := skillInput(w, r)
	if err != nil {
		return err
	}
	sk, err := s.svc.Skills.CreateSkill(r.Context(), u.ID, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, sk)
	return nil
}

func (s *Server) updateSkill(w http.ResponseWriter, r *http.Request) error {
	u, in, err := skillInput(w, r)
	if err != nil {
		return err
	}
	sk, err := s.svc.Skills.UpdateSkill(r.Context(), u.ID, r.PathValue("id"), in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sk)
	return nil
}

func (s *Server) deleteSkill(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if err := s.svc.Skills.DeleteSkill(r.Context(), u.ID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
