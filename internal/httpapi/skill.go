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

func skillOwner(in *stride.SkillInput) string { return in.UserID }
