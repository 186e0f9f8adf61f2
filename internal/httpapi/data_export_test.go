package httpapi_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/mail/mailtest"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// exportState is the answer of the export routes.
type exportState struct {
	Export *struct {
		ID, Status, Message string
		Size                int64
		ExpiresAt           *time.Time
	}
}

func (a *testApp) exportState(what, userID, token string) exportState {
	a.t.Helper()
	r := a.do("GET", "/api/users/"+userID+"/exports/latest", token, nil)
	var out exportState
	decode(a.t, r.Body, &out)
	if r.Status != 200 {
		a.t.Fatalf("%s: %d %s", what, r.Status, r.Body)
	}
	return out
}

// demoWithLetter is a demo account (resumes and the rest filled in) with a
// cover letter for Acme.
func (a *testApp) demoWithLetter() (token string, u stride.User) {
	a.t.Helper()
	r := a.do("POST", "/api/auth/demo", "", nil)
	var demo struct {
		Token string
		User  stride.User
	}
	decode(a.t, r.Body, &demo)
	a.onPlan(account{ID: demo.User.ID, Token: demo.Token}, "professional")
	wantStatus(a.t, "letter", a.do("POST", "/api/cover-letters/generate", demo.Token, map[string]any{
		"jobDetails": map[string]any{"title": "Data Analyst", "company": "Acme", "description": "Analyse data"}}), 200, "")
	return demo.Token, demo.User
}

// Download my data in the background: asking twice makes one job; the
// worker builds the ZIP into the database and e-mails a link to the
// Privacy screen; the ZIP downloads for its owner only, for 24 hours; the
// clean-up then deletes it; asking again makes a new one.
func TestDataExportJob(t *testing.T) {
	mp := mailtest.Start(t)
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		clk := &mailClock{t: time.Now().UTC()}
		app := mailApp(t, db, mp, clk)
		tok, u := app.demoWithLetter()
		base := "/api/users/" + u.ID + "/exports"

		if st := app.exportState("none yet", u.ID, tok); st.Export != nil {
			t.Fatalf("an export before asking: %+v", st.Export)
		}
		r := app.do("POST", base, tok, nil)
		var first exportState
		decode(t, r.Body, &first)
		if r.Status != 202 || first.Export == nil || first.Export.Status != stride.ExportPreparing || len(first.Export.ID) < 32 {
			t.Fatalf("ask: %d %s", r.Status, r.Body)
		}
		id := first.Export.ID
		r = app.do("POST", base, tok, nil)
		var second exportState
		decode(t, r.Body, &second)
		if r.Status != 202 || second.Export.ID != id {
			t.Fatalf("asking again while preparing started another job: %s", r.Body)
		}
		if n := sqldbtest.CountRows(t, db, "data_exports"); n != 1 {
			t.Fatalf("%d jobs after asking twice, want 1", n)
		}
		wantStatus(t, "download while preparing", app.do("GET", base+"/"+id, tok, nil), 409, stride.MsgExportPreparing)

		go app.server.RunDataExports(ctx, time.Hour) // the request's kick wakes it
		deadline := time.Now().Add(60 * time.Second)
		var st exportState
		for st = app.exportState("poll", u.ID, tok); st.Export.Status == stride.ExportPreparing && time.Now().Before(deadline); st = app.exportState("poll", u.ID, tok) {
			time.Sleep(50 * time.Millisecond)
		}
		if st.Export.Status != stride.ExportReady || st.Export.ID != id || st.Export.Size == 0 || st.Export.ExpiresAt == nil ||
			st.Export.ExpiresAt.Sub(clk.now()) < 23*time.Hour || st.Export.ExpiresAt.Sub(clk.now()) > 25*time.Hour {
			t.Fatalf("after the worker: %+v", st.Export)
		}

		// The e-mail's link (in its text and HTML) opens the Privacy
		// screen on this export.
		msg := mp.Wait(t, u.Email, "Your Stride data is ready to download")
		link, err := url.Parse(msg.Link(t, testPublicURL+"/profile/security?download="))
		if err != nil || link.Query().Get("download") != id {
			t.Fatalf("link %v for export %s", link, id)
		}
		if !strings.Contains(msg.Text, "24 hours") || !strings.Contains(msg.HTML, "24 hours") {
			t.Errorf("the e-mail does not say how long the link works:\n%s", msg.Text)
		}
		r = app.do("GET", base+"/"+link.Query().Get("download"), tok, nil)
		if r.Status != 200 || r.Header.Get("Content-Type") != "application/zip" || !strings.Contains(r.Header.Get("Content-Disposition"), "stride-data-") {
			t.Fatalf("download: %d %v", r.Status, r.Header)
		}
		checkExportZIP(t, r.Body, u.Email)

		// Only the owner: another user's id or job is unknown.
		other := app.register("export-job-other-"+db.Dialect.String()+"@example.com", "Otto")
		wantStatus(t, "another's export", app.do("GET", base+"/"+id, other.Token, nil), 404, stride.MsgExportNotFound)
		wantStatus(t, "another's export under one's own id", app.do("GET", "/api/users/"+other.ID+"/exports/"+id, other.Token, nil), 404, stride.MsgExportNotFound)
		wantStatus(t, "an unknown export", app.do("GET", base+"/"+strings.Repeat("a", 43), tok, nil), 404, stride.MsgExportNotFound)
		wantStatus(t, "another's latest", app.do("GET", base+"/latest", other.Token, nil), 403, "")
		wantStatus(t, "asking for another", app.do("POST", base, other.Token, nil), 403, "")
		wantStatus(t, "signed out", app.do("GET", base+"/"+id, "", nil), 401, "")

		// After 24 hours the link answers 410; the clean-up deletes the ZIP.
		clk.add(stride.DataExportTTL + time.Minute)
		wantStatus(t, "after 24 hours", app.do("GET", base+"/"+id, tok, nil), 410, stride.MsgExportExpired)
		db.Now = clk.now // the clean-up's clock
		if err := db.PurgeExpired(ctx, 30*24*time.Hour); err != nil {
			t.Fatal(err)
		}
		if n := sqldbtest.CountRows(t, db, "data_exports WHERE zip IS NOT NULL"); n != 0 {
			t.Fatalf("%d ZIP files kept after the clean-up", n)
		}
		if st := app.exportState("after the clean-up", u.ID, tok); st.Export.Status != stride.ExportExpired {
			t.Fatalf("after the clean-up: %+v", st.Export)
		}
		wantStatus(t, "after the clean-up", app.do("GET", base+"/"+id, tok, nil), 410, stride.MsgExportExpired)

		// Asking again makes a new job; the old link is gone.
		r = app.do("POST", base, tok, nil)
		var again exportState
		decode(t, r.Body, &again)
		if r.Status != 202 || again.Export.ID == id || again.Export.Status != stride.ExportPreparing {
			t.Fatalf("asking again: %d %s", r.Status, r.Body)
		}
		wantStatus(t, "the replaced link", app.do("GET", base+"/"+id, tok, nil), 404, stride.MsgExportNotFound)
	})
}

// A job whose worker stopped (a restart) is taken up again once its lease
// has passed, by any replica; one started too many times is marked failed
// with a message; a job that cannot be built is marked failed.
func TestDataExportInterrupted(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		clk := &mailClock{t: time.Now().UTC()}
		app := newTestApp(t, db, httpapi.Config{Now: clk.now, PublicURL: testPublicURL})
		// A second replica on the same database.
		replica := newTestApp(t, db, httpapi.Config{Now: clk.now, PublicURL: testPublicURL})
		tok, u := app.demoWithLetter()
		wantStatus(t, "ask", app.do("POST", "/api/users/"+u.ID+"/exports", tok, nil), 202, stride.ExportPreparing)

		// A worker takes the job and stops before it is done.
		if _, err := app.svc.DataExports.ClaimDataExport(ctx, clk.now(), stride.DataExportLease); err != nil {
			t.Fatal(err)
		}
		if n, err := replica.server.BuildDataExports(ctx); err != nil || n != 0 {
			t.Fatalf("another replica built a job still held: %d %v", n, err)
		}
		clk.add(stride.DataExportLease + time.Second)
		if n, err := replica.server.BuildDataExports(ctx); err != nil || n != 1 {
			t.Fatalf("the other replica took up the interrupted job: %d %v", n, err)
		}
		st := app.exportState("taken up", u.ID, tok)
		if st.Export.Status != stride.ExportReady {
			t.Fatalf("after the restart: %+v", st.Export)
		}
		r := app.do("GET", "/api/users/"+u.ID+"/exports/"+st.Export.ID, tok, nil)
		if r.Status != 200 {
			t.Fatalf("download from the first replica: %d %s", r.Status, r.Body)
		}
		checkExportZIP(t, r.Body, u.Email)

		// Interrupted every time: failed, with a message.
		tok2, u2 := app.demoWithLetter()
		wantStatus(t, "ask", app.do("POST", "/api/users/"+u2.ID+"/exports", tok2, nil), 202, stride.ExportPreparing)
		for range stride.DataExportAttempts {
			if _, err := app.svc.DataExports.ClaimDataExport(ctx, clk.now(), stride.DataExportLease); err != nil {
				t.Fatal(err)
			}
			clk.add(stride.DataExportLease + time.Second)
		}
		if n, err := app.server.BuildDataExports(ctx); err != nil || n != 0 {
			t.Fatalf("built a job interrupted %d times: %d %v", stride.DataExportAttempts, n, err)
		}
		if st := app.exportState("interrupted", u2.ID, tok2); st.Export.Status != stride.ExportFailed || st.Export.Message != stride.MsgExportInterrupted {
			t.Fatalf("interrupted every time: %+v", st.Export)
		}

		// Data that cannot be read: failed, and asking again starts anew.
		broken := newTestApp(t, db, httpapi.Config{Now: clk.now, PublicURL: testPublicURL}, func(s *httpapi.Services) {
			s.Resumes = unreadableResumes{s.Resumes}
		})
		wantStatus(t, "ask again", app.do("POST", "/api/users/"+u2.ID+"/exports", tok2, nil), 202, stride.ExportPreparing)
		if n, err := broken.server.BuildDataExports(ctx); err != nil || n != 1 {
			t.Fatalf("build: %d %v", n, err)
		}
		st = app.exportState("broken data", u2.ID, tok2)
		if st.Export.Status != stride.ExportFailed || st.Export.Message != stride.MsgExportFailed {
			t.Fatalf("broken data: %+v", st.Export)
		}
		wantStatus(t, "download a failed one", app.do("GET", "/api/users/"+u2.ID+"/exports/"+st.Export.ID, tok2, nil), 409, stride.MsgExportFailed)
	})
}

// unreadableResumes is a resume store whose list fails (a database fault).
type unreadableResumes struct{ stride.ResumeService }

func (unreadableResumes) ListResumes(context.Context, string) ([]stride.Resume, error) {
	return nil, errors.New("disk read error")
}

// The export routes and the provider confirmation count against the
// hourly account limits, like every account route.
func TestDataExportRateLimited(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{AccountRateLimit: httpapi.RateLimit{PerUser: 2, PerClient: 100}})
		a := app.register("export-limit-"+db.Dialect.String()+"@example.com", "Lim")
		wantStatus(t, "ask", app.do("POST", "/api/users/"+a.ID+"/exports", a.Token, nil), 202, stride.ExportPreparing)
		wantStatus(t, "follow", app.do("GET", "/api/users/"+a.ID+"/exports/latest", a.Token, nil), 200, stride.ExportPreparing)
		wantStatus(t, "third", app.do("GET", "/api/users/"+a.ID+"/exports/latest", a.Token, nil), 429, "account requests")
		b := app.register("reauth-limit-"+db.Dialect.String()+"@example.com", "Rea")
		for range 2 {
			wantStatus(t, "reauth without a provider", app.do("POST", "/api/auth/oidc/reauth", b.Token, nil), 409, stride.MsgProviderOff)
		}
		wantStatus(t, "third reauth", app.do("POST", "/api/auth/oidc/reauth", b.Token, nil), 429, "account requests")
	})
}
