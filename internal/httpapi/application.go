package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

func (s *Server) listApplications(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	list, err := s.svc.Applications.ListApplications(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

func applicationOwner(in *stride.ApplicationInput) string { return in.UserID }

// csvCell makes a value safe to open in a spreadsheet: a leading =, +, -,
// @, tab or carriage return would start a formula, so it is prefixed with
// an apostrophe. encoding/csv does the RFC 4180 quoting.
func csvCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// exportApplications downloads the user's applications as CSV, with every
// field and the status history.
func (s *Server) exportApplications(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	list, err := s.svc.Applications.ListApplications(r.Context(), u.ID)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="stride-applications-%s.csv"`, s.now().Format("2006-01-02")))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte("\ufeff")) // lets spreadsheet apps read UTF-8
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	_ = cw.Write([]string{"Job Title", "Company", "Status", "Applied At", "Last Updated", "Notes", "Next Steps",
		"Applicant Name", "Applicant Email", "Applicant Phone", "Resume URL", "Cover Letter", "Experience",
		"Availability", "Portfolio URL", "LinkedIn URL", "Additional Notes", "Job ID", "Status History"})
	ts := func(t time.Time) string { return t.UTC().Format(time.RFC3339) }
	for _, a := range list {
		var hist []string
		for _, h := range a.StatusHistory {
			hist = append(hist, h.Status+" "+ts(h.ChangedAt))
		}
		row := []string{a.JobTitle, a.Company, a.Status, ts(a.AppliedAt), ts(a.LastUpdated), stride.Deref(a.Notes),
			stride.Deref(a.NextSteps), stride.Deref(a.ApplicantName), stride.Deref(a.ApplicantEmail), stride.Deref(a.ApplicantPhone),
			stride.Deref(a.ResumeURL), stride.Deref(a.CoverLetter), stride.Deref(a.Experience), stride.Deref(a.Availability),
			stride.Deref(a.PortfolioURL), stride.Deref(a.LinkedinURL), stride.Deref(a.AdditionalNotes), stride.Deref(a.JobID), strings.Join(hist, "; ")}
		for i := range row {
			row[i] = csvCell(row[i])
		}
		_ = cw.Write(row)
	}
	cw.Flush()
	return nil
}

func (s *Server) listSavedJobs(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("userId"))
	if err != nil {
		return err
	}
	list, err := s.svc.SavedJobs.ListSavedJobs(r.Context(), u.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

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
