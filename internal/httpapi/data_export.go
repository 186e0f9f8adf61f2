package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/mail"
)

// "Download my data" in the background: POST /api/users/{id}/exports
// stores a job; a worker on any replica (RunDataExports) builds the ZIP
// into the database and e-mails a link to the Privacy screen, which
// downloads it from GET /api/users/{id}/exports/{exportId} for
// stride.DataExportTTL. The screen follows the job with GET
// /api/users/{id}/exports/latest.

// dataExportResponse is a job as the Privacy screen shows it.
type dataExportResponse struct {
	Export *stride.DataExport `json:"export"`
}

// requestDataExport starts a job, or answers the one being prepared.
func (s *Server) requestDataExport(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	id, err := randomToken()
	if err != nil {
		return err
	}
	e, created, err := s.svc.DataExports.RequestDataExport(r.Context(), u.ID, id, s.siteBase(r), s.now())
	if err != nil {
		return err
	}
	if created {
		s.kickDataExports()
	}
	writeJSON(w, http.StatusAccepted, dataExportResponse{Export: e})
	return nil
}

// latestDataExport answers the user's latest job ({"export": null} when
// there is none).
func (s *Server) latestDataExport(w http.ResponseWriter, r *http.Request) error {
	u, err := ownerOf(r, r.PathValue("id"))
	if err != nil {
		return err
	}
	e, err := s.svc.DataExports.LatestDataExport(r.Context(), u.ID)
	if stride.ErrorCode(err) == stride.ENOTFOUND {
		e, err = nil, nil
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dataExportResponse{Export: e})
	return nil
}

// downloadDataExport answers the ZIP of a ready job to its owner only:
// another user's id or job is a 404, as an unknown one is; past its expiry
// a 410 says to ask again.
func (s *Server) downloadDataExport(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	notFound := stride.Errorf(stride.ENOTFOUND, stride.MsgExportNotFound)
	if r.PathValue("id") != u.ID {
		return notFound
	}
	e, zip, err := s.svc.DataExports.DataExportZIP(r.Context(), u.ID, r.PathValue("exportId"))
	if err != nil {
		return err
	}
	switch {
	case e.Status == stride.ExportPreparing:
		return stride.Errorf(stride.ECONFLICT, stride.MsgExportPreparing)
	case e.Status == stride.ExportFailed:
		return stride.Errorf(stride.ECONFLICT, stride.MsgExportFailed)
	case e.Status == stride.ExportExpired || e.ExpiresAt == nil || !s.now().Before(*e.ExpiresAt) || zip == nil:
		return stride.Errorf(stride.EGONE, stride.MsgExportExpired)
	}
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="stride-data-%s.zip"`, e.ReadyAt.Format("2006-01-02")))
	w.Header().Set("Content-Length", fmt.Sprint(len(zip)))
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(zip) // #nosec G705 -- a ZIP the server built, sent as application/zip attachment (nosniff is set for every answer)
	return nil
}

// siteBase is the site's address for links: PUBLIC_URL, else the
// request's own.
func (s *Server) siteBase(r *http.Request) string {
	l := s.link(r, "", "")
	return l[:strings.IndexByte(l, '?')]
}

// kickDataExports wakes this replica's worker (a job another replica
// stores is found by the worker's polling).
func (s *Server) kickDataExports() {
	select {
	case s.exportKick <- struct{}{}:
	default:
	}
}

// RunDataExports builds the requested exports until ctx ends: at once when
// this replica receives a request, and every poll otherwise (a request
// another replica received, a job whose worker stopped).
func (s *Server) RunDataExports(ctx context.Context, poll time.Duration) {
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		if _, err := s.BuildDataExports(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("data export worker", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-s.exportKick:
		}
	}
}

// BuildDataExports builds every job waiting, one after another, and
// returns how many it finished (ready or failed).
func (s *Server) BuildDataExports(ctx context.Context) (int, error) {
	n := 0
	for ctx.Err() == nil {
		e, err := s.svc.DataExports.ClaimDataExport(ctx, s.now(), stride.DataExportLease)
		if stride.ErrorCode(err) == stride.ENOTFOUND {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		if err := s.buildDataExport(ctx, e); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// buildDataExport builds one job's ZIP, stores it and e-mails the link;
// a failure to build marks the job failed, with a message for its owner.
func (s *Server) buildDataExport(ctx context.Context, e *stride.DataExport) error {
	var buf bytes.Buffer
	u, err := s.svc.Users.FindUserByID(ctx, e.UserID)
	if err == nil {
		var files []exportFile
		var resumes []stride.Resume
		files, resumes, err = s.exportFiles(ctx, u)
		if err == nil {
			err = s.writeExport(&buf, files, resumes)
		}
	}
	if ctx.Err() != nil {
		// Stopping: the next worker takes the job up at once.
		if rerr := s.svc.DataExports.ReleaseDataExport(context.WithoutCancel(ctx), e.ID); rerr != nil {
			s.log.Error("release data export", "export", e.ID, "err", rerr)
		}
		return ctx.Err()
	}
	if err != nil {
		s.log.ErrorContext(ctx, "data export failed", "export", e.ID, "user", e.UserID, "err", err)
		return s.svc.DataExports.FailDataExport(ctx, e.ID, stride.MsgExportFailed, s.now())
	}
	now := s.now()
	expires := now.Add(stride.DataExportTTL)
	if err := s.svc.DataExports.FinishDataExport(ctx, e.ID, buf.Bytes(), now, expires); err != nil {
		return err
	}
	base := strings.TrimRight(s.cfg.PublicURL, "/")
	if base == "" {
		base = e.Site
	}
	link := base + "/profile/security?" + url.Values{"download": {e.ID}}.Encode()
	s.sendMail(mail.DataExportReady(u.Email, firstName(u), link, expires))
	return nil
}
