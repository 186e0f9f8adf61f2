package httpapi

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/jsonresume"
	"github.com/stride-oss/stride/internal/resumerender"
)

// exportReadme opens the ZIP of "Download my data".
const exportReadme = `Everything Stride holds about you, as of %s.

account.json             your profile and account settings
sessions.json            where you are signed in
skills.json, applications.json, saved-jobs.json, interview-sessions.json,
career-*.json, notifications.json, achievements.json, learning-*.json,
subscription.json        one file per kind of data, in JSON
resumes/                 each resume as a PDF (in its template), as a JSON
                         Resume document (jsonresume.org) and as Stride's
                         own JSON
materials/               cover letters, application responses and portfolio
                         summaries as plain text, and all of them in JSON

Your password, two-factor secret and recovery codes are stored only as
hashes or for sign-in, and are not included.
`

// exportFile is one file of the export.
type exportFile struct {
	name string
	data []byte
}

// exportAccount streams a ZIP of everything Stride holds about the user.
// The data is read before the first byte is sent (an error is then a clean
// JSON error); resumes are rendered to PDF while the ZIP is written.
func (s *Server) exportAccount(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	ctx := r.Context()
	u, err = s.svc.Users.FindUserByID(ctx, u.ID)
	if err != nil {
		return err
	}
	files, resumes, err := s.exportFiles(ctx, u)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="stride-data-%s.zip"`, s.now().Format("2006-01-02")))
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	if err := s.writeExport(w, files, resumes); err != nil {
		return s.abortExport(r, err)
	}
	return nil
}

// writeExport writes the ZIP of files and of each resume (as JSON Resume,
// as Stride's JSON and as a PDF in its template) to w.
func (s *Server) writeExport(w io.Writer, files []exportFile, resumes []stride.Resume) error {
	zw := zip.NewWriter(w)
	put := func(name string, data []byte) error {
		f, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: s.now()})
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		return err
	}
	for _, f := range files {
		if err := put(f.name, f.data); err != nil {
			return err
		}
	}
	for _, res := range resumes {
		var c stride.ResumeContent
		if err := json.Unmarshal(res.Content, &c); err != nil {
			return fmt.Errorf("resume %s content: %w", res.ID, err)
		}
		c.Normalize()
		base := "resumes/" + exportName(res.Title, res.ID)
		doc, err := json.MarshalIndent(jsonresume.FromContent(c), "", "  ")
		if err != nil {
			return err
		}
		if err := put(base+".json", doc); err != nil {
			return err
		}
		if err := put(base+".stride.json", indentJSON(res)); err != nil {
			return err
		}
		tmpl := res.Template
		if _, ok := resumerender.Templates[tmpl]; !ok {
			tmpl = "modern"
		}
		pdf, err := resumerender.Render(c, tmpl, resumerender.A4)
		if errors.Is(err, resumerender.ErrEmpty) {
			continue // nothing to print yet; the JSON files hold it all
		} else if err != nil {
			return err
		}
		if err := put(base+".pdf", pdf); err != nil {
			return err
		}
	}
	return zw.Close()
}

// abortExport logs a failure after the ZIP began and cuts the connection,
// so that the client sees a failed download rather than a short archive.
func (s *Server) abortExport(r *http.Request, err error) error {
	s.log.ErrorContext(r.Context(), "export failed while streaming", "err", err)
	panic(http.ErrAbortHandler)
}

// exportFiles reads every kind of the user's data.
func (s *Server) exportFiles(ctx context.Context, u *stride.User) ([]exportFile, []stride.Resume, error) {
	var files []exportFile
	var firstErr error
	add := func(name string, v any, err error) {
		if err != nil {
			if firstErr == nil {
				firstErr = fmt.Errorf("export %s: %w", name, err)
			}
			return
		}
		files = append(files, exportFile{name, indentJSON(v)})
	}
	files = append(files, exportFile{"README.txt", fmt.Appendf(nil, exportReadme, s.now().Format(time.RFC1123))})
	add("account.json", u, nil)
	sessions, err := s.svc.Accounts.ListSessions(ctx, u.ID)
	add("sessions.json", sessions, err)
	skills, err := s.svc.Skills.ListSkills(ctx, u.ID)
	add("skills.json", skills, err)
	apps, err := s.svc.Applications.ListApplications(ctx, u.ID)
	add("applications.json", apps, err)
	saved, err := s.svc.SavedJobs.ListSavedJobs(ctx, u.ID)
	add("saved-jobs.json", saved, err)
	interviews, err := s.svc.Interviews.ListInterviewSessions(ctx, u.ID)
	add("interview-sessions.json", interviews, err)
	goals, err := s.svc.Career.ListCareerGoals(ctx, u.ID)
	add("career-goals.json", goals, err)
	milestones, err := s.svc.Career.ListCareerMilestones(ctx, u.ID)
	add("career-milestones.json", milestones, err)
	insights, err := s.svc.Career.ListCareerInsights(ctx, u.ID)
	add("career-insights.json", insights, err)
	assessments, err := s.svc.Career.ListCareerAssessments(ctx, u.ID)
	add("career-assessments.json", assessments, err)
	notes, err := s.svc.Notifications.ListNotifications(ctx, u.ID, 100000)
	add("notifications.json", notes, err)
	trophies, err := s.svc.Achievements.TrophyCase(ctx, u.ID)
	add("achievements.json", trophies, err)
	if s.svc.Learning != nil {
		progress, err := s.svc.Learning.LearningProgress(ctx, u.ID, time.UTC)
		add("learning-progress.json", progress, err)
		tutor, err := s.svc.Learning.ListTutorSessions(ctx, u.ID)
		add("learning-tutor.json", tutor, err)
	}
	sub, err := s.svc.Billing.Subscription(ctx, u.ID)
	add("subscription.json", map[string]any{"plan": u.SubscriptionPlan, "status": u.SubscriptionStatus, "subscription": sub}, err)
	letters, err := s.svc.Materials.ListCoverLetters(ctx, u.ID)
	add("materials/cover-letters.json", letters, err)
	for _, l := range letters {
		files = append(files, exportFile{"materials/cover-letters/" + exportName(l.Title, l.ID) + ".txt", []byte(l.Content)})
	}
	responses, err := s.svc.Materials.ListApplicationResponses(ctx, u.ID)
	add("materials/application-responses.json", responses, err)
	for _, a := range responses {
		files = append(files, exportFile{"materials/application-responses/" + exportName(a.Question, a.ID) + ".txt", []byte(a.Question + "\n\n" + a.Response)})
	}
	portfolios, err := s.svc.Materials.ListPortfolioSummaries(ctx, u.ID)
	add("materials/portfolio-summaries.json", portfolios, err)
	for _, p := range portfolios {
		files = append(files, exportFile{"materials/portfolio-summaries/" + exportName(p.Title, p.ID) + ".txt", []byte(p.Title + "\n\n" + p.Description + "\n\n" + p.GeneratedSummary)})
	}
	resumes, err := s.svc.Resumes.ListResumes(ctx, u.ID)
	add("resumes.json", resumes, err)
	if firstErr != nil {
		return nil, nil, firstErr
	}
	return files, resumes, nil
}

// exportName is a file name from a title, unique by the id's start.
func exportName(title, id string) string {
	short := id
	if len(short) > 8 {
		short = short[:8]
	}
	n := fileName(title, "")
	n = n[:len(n)-1]
	if len(n) > 60 {
		n = n[:60]
	}
	return n + "-" + short
}

func indentJSON(v any) []byte {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Appendf(nil, `{"error": %q}`, err.Error())
	}
	return b
}
