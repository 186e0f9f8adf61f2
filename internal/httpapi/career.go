package httpapi

import "net/http"

// listCareerPaths serves the public career paths, those from ?fromRole= when set.
func (s *Server) listCareerPaths(w http.ResponseWriter, r *http.Request) error {
	paths, err := s.svc.Career.ListCareerPaths(r.Context(), r.URL.Query().Get("fromRole"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, paths)
	return nil
}
