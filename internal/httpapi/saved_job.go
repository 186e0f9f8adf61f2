package httpapi

import (
	"net/http"
	"strings"

	"github.com/stride-oss/stride"
)

type saveJobRequest struct {
	UserID string `json:"userId"`
	JobID  string `json:"jobId"`
}

func (s *Server) saveJob(w http.ResponseWriter, r *http.Request) error {
	if _, err := currentUser(r); err != nil {
		return err
	}
	var in saveJobRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	u, err := ownerOf(r, in.UserID)
	if err != nil {
		return err
	}
	if strings.TrimSpace(in.JobID) == "" {
		return &stride.Error{Code: stride.EINVALID, Message: stride.MsgJobIDRequired, Fields: map[string]string{"jobId": stride.MsgJobIDRequired}}
	}
	if len(in.JobID) > stride.MaxIDLen {
		msg := stride.TooLong(stride.MaxIDLen)
		return &stride.Error{Code: stride.EINVALID, Message: msg, Fields: map[string]string{"jobId": msg}}
	}
	sj, err := s.svc.SavedJobs.SaveJob(r.Context(), u.ID, in.JobID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, sj)
	return nil
}

func (s *Server) unsaveJob(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	if err := s.svc.SavedJobs.UnsaveJob(r.Context(), u.ID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
