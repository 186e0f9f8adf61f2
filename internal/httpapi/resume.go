package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/jsonresume"
	"github.com/stride-oss/stride/internal/resumerender"
)

func resumeOwner(in *stride.ResumeInput) string { return in.UserID }

func (s *Server) getResume(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	res, err := s.svc.Resumes.FindResume(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

// ownResumeContent loads one of the caller's resumes and its content.
func (s *Server) ownResumeContent(r *http.Request) (*stride.Resume, stride.ResumeContent, error) {
	var c stride.ResumeContent
	u, err := currentUser(r)
	if err != nil {
		return nil, c, err
	}
	res, err := s.svc.Resumes.FindResume(r.Context(), u.ID, r.PathValue("id"))
	if err != nil {
		return nil, c, err
	}
	if err := json.Unmarshal(res.Content, &c); err != nil {
		return nil, c, fmt.Errorf("resume %s content: %w", res.ID, err)
	}
	c.Normalize()
	return res, c, nil
}

var unsafeFileChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// fileName makes a download name from a resume's title.
func fileName(title, ext string) string {
	n := strings.Trim(unsafeFileChars.ReplaceAllString(title, "-"), "-")
	if n == "" {
		n = "resume"
	}
	return n + "." + ext
}

// resumePDF renders GET /api/resumes/{id}/pdf?paper=a4|letter&template=...
func (s *Server) resumePDF(w http.ResponseWriter, r *http.Request) error {
	res, c, err := s.ownResumeContent(r)
	if err != nil {
		return err
	}
	paper := r.URL.Query().Get("paper")
	if paper == "" {
		paper = resumerender.A4
	}
	if paper != resumerender.A4 && paper != resumerender.Letter {
		return stride.Errorf(stride.EINVALID, "Paper must be a4 or letter")
	}
	tmpl := r.URL.Query().Get("template")
	if err := checkTemplate(r.Context(), &tmpl); err != nil {
		return err
	}
	if tmpl == "" {
		tmpl = res.Template
	}
	if _, ok := resumerender.Templates[tmpl]; !ok {
		return stride.Errorf(stride.EINVALID, stride.MsgResumeTemplate)
	}
	b, err := resumerender.Render(c, tmpl, paper)
	if errors.Is(err, resumerender.ErrEmpty) {
		// The request is right; the resume is not ready to print yet.
		return stride.Errorf(stride.ECONFLICT, "Add your name or some experience before downloading a PDF.")
	} else if err != nil {
		return err
	}
	s.recordActivity(r, res.UserID, stride.ActivityResumeDownload)
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, fileName(res.Title, "pdf")))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b) // #nosec G705 -- a PDF we rendered, sent as an application/pdf attachment with nosniff
	return nil
}

// resumeDOCX serves GET /api/resumes/{id}/docx: the resume as a Word
// document, which many employers and recruiters ask for.
func (s *Server) resumeDOCX(w http.ResponseWriter, r *http.Request) error {
	res, c, err := s.ownResumeContent(r)
	if err != nil {
		return err
	}
	b, err := resumerender.RenderDOCX(c)
	if errors.Is(err, resumerender.ErrEmpty) {
		return stride.Errorf(stride.ECONFLICT, "Add your name or some experience before downloading a Word file.")
	} else if err != nil {
		return err
	}
	s.recordActivity(r, res.UserID, stride.ActivityResumeDownload)
	writeDOCX(w, fileName(res.Title, "docx"), b)
	return nil
}

// writeDOCX sends a Word document we wrote as an attachment.
func writeDOCX(w http.ResponseWriter, name string, b []byte) {
	w.Header().Set("Content-Type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b) // #nosec G705 -- a DOCX we wrote, sent as an attachment with nosniff
}

// exportJSONResume downloads a resume in the JSON Resume format.
func (s *Server) exportJSONResume(w http.ResponseWriter, r *http.Request) error {
	res, c, err := s.ownResumeContent(r)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, fileName(res.Title, "json")))
	writeJSON(w, http.StatusOK, jsonresume.FromContent(c))
	return nil
}

// importJSONResume converts a JSON Resume document to resume content for
// the editor; saving it is a separate step.
func (s *Server) importJSONResume(w http.ResponseWriter, r *http.Request) error {
	if _, err := currentUser(r); err != nil {
		return err
	}
	var in jsonresume.Resume
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	c := jsonresume.ToContent(in)
	if c.PersonalInfo.Name == "" && len(c.Experience) == 0 && len(c.Education) == 0 && len(c.Skills) == 0 {
		return stride.Errorf(stride.EINVALID, "This is not a JSON Resume file: it has no basics, work, education or skills.")
	}
	writeJSON(w, http.StatusOK, map[string]any{"content": c})
	return nil
}
