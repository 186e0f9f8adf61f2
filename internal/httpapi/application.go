package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

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
