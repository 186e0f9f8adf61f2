package sqldb_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func newUser(t *testing.T, db *sqldb.DB, email, title string, skills ...string) *stride.User {
	t.Helper()
	ctx := context.Background()
	u := &stride.User{Email: email}
	if title != "" {
		u.CurrentTitle = &title
	}
	if err := sqldb.NewUserService(db).CreateUser(ctx, u, "x"); err != nil {
		t.Fatal(err)
	}
	for _, s := range skills {
		if _, err := sqldb.NewSkillService(db).CreateSkill(ctx, u.ID, stride.SkillInput{Name: s, Level: "expert", Category: "technical"}); err != nil {
			t.Fatal(err)
		}
	}
	return u
}

// A job a user adds is theirs alone: nobody else finds, saves, applies to,
// writes about or is told of it, and it moves no shared market figure.
func TestUserJobIsPrivate(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		fit := newUser(t, db, "fit@example.com", "Product Manager", "Product Management", "Roadmapping", "SQL")
		poster := newUser(t, db, "poster@example.com", "Product Manager", "Product Management")
		jobs := sqldb.NewJobService(db)
		j := &stride.Job{Title: "Product Manager", Company: "Google", Location: "Remote", Description: "Send us your bank details.",
			Type: "full-time", Skills: []string{"Product Management", "Roadmapping", "SQL"}}
		if err := jobs.CreateJob(ctx, poster.ID, j); err != nil {
			t.Fatal(err)
		}
		if j.Source != stride.JobSourceUser {
			t.Errorf("source %q", j.Source)
		}
		got, err := jobs.FindJob(ctx, poster.ID, j.ID)
		if err != nil || got.Company != "Google" || got.Source != stride.JobSourceUser || got.PostedBy != poster.ID {
			t.Fatalf("the poster finds their job: %+v %v", got, err)
		}
		for _, viewer := range []string{fit.ID, ""} {
			if _, err := jobs.FindJob(ctx, viewer, j.ID); stride.ErrorCode(err) != stride.ENOTFOUND {
				t.Errorf("viewer %q: %v, want not found", viewer, err)
			}
		}
		if _, err := sqldb.NewSavedJobService(db).SaveJob(ctx, fit.ID, j.ID); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Errorf("another user saves it: %v", err)
		}
		if _, err := sqldb.NewSavedJobService(db).SaveJob(ctx, poster.ID, j.ID); err != nil {
			t.Errorf("the poster saves it: %v", err)
		}
		title, company, status := "Product Manager", "Google", "applied"
		in := stride.ApplicationInput{UserID: fit.ID, JobID: &j.ID, JobTitle: &title, Company: &company, Status: &status}
		if _, err := sqldb.NewApplicationService(db).CreateApplication(ctx, fit.ID, in); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Errorf("another user applies to it: %v", err)
		}
		in.UserID = poster.ID
		if a, err := sqldb.NewApplicationService(db).CreateApplication(ctx, poster.ID, in); err != nil || a.JobID == nil || *a.JobID != j.ID {
			t.Errorf("the poster tracks it: %+v %v", a, err)
		}
		m := sqldb.NewMaterialService(db)
		c := &stride.CoverLetter{JobID: &j.ID, Title: "PM at Google", Content: "Dear team", Tone: "professional", Template: "modern"}
		if err := m.CreateCoverLetter(ctx, fit.ID, c); err != nil || c.JobID != nil {
			t.Errorf("another user's letter keeps no link to the job: %v %v", c.JobID, err)
		}
		ns, err := sqldb.NewNotificationService(db).ListNotifications(ctx, fit.ID, 10)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range ns {
			if n.Type == stride.NotifyJobMatch || strings.Contains(n.Message, "Google") {
				t.Errorf("a user it fits is told of another user's job: %+v", n)
			}
		}
		ps, err := sqldb.NewMarketStore(db).MarketPostings(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if p.Company == "Google" {
				t.Errorf("a user's job is in the market figures: %+v", p)
			}
		}
	})
}

// Generated postings are samples; ShowSamples(false) (CATALOG_JOBS=0)
// takes them out of search and keeps them readable by id, and true brings
// them back.
func TestSamplePostings(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		jobs := sqldb.NewJobService(db)
		gen := catalog.MustLoad().GenerateJobs(5, 3, db.Now())
		if err := jobs.SeedCatalog(ctx, gen); err != nil {
			t.Fatal(err)
		}
		j, err := jobs.FindJob(ctx, "", gen[0].ID)
		if err != nil || j.Source != stride.JobSourceSample || !j.Sample || j.Closed || j.ExternalID != nil {
			t.Fatalf("a generated posting: %+v %v", j, err)
		}
		count := func() int {
			n, err := jobs.CountJobs(ctx)
			if err != nil {
				t.Fatal(err)
			}
			loaded, err := jobs.LoadJobs(ctx, "", 100)
			if err != nil || len(loaded) != n {
				t.Fatalf("LoadJobs %d, CountJobs %d, %v", len(loaded), n, err)
			}
			return n
		}
		if n := count(); n != 5 {
			t.Fatalf("%d open postings, want 5", n)
		}
		if n, err := jobs.ShowSamples(ctx, false); err != nil || n != 5 {
			t.Fatalf("hide: %d %v", n, err)
		}
		if n := count(); n != 0 {
			t.Errorf("hidden samples: %d open postings", n)
		}
		if j, err := jobs.FindJob(ctx, "", gen[0].ID); err != nil || !j.Closed {
			t.Errorf("a hidden sample by id: %+v %v", j, err)
		}
		if n, _ := jobs.ShowSamples(ctx, false); n != 0 {
			t.Errorf("hiding again changed %d", n)
		}
		if n, err := jobs.ShowSamples(ctx, true); err != nil || n != 5 || count() != 5 {
			t.Errorf("show: %d %v", n, err)
		}
	})
}

// A source without dates is dated when it is read: reading it again a
// moment later changes nothing, and the posting keeps the date it was
// first seen; a real change of content is an update.
func TestSyncSourceKeepsTheFirstDateOfAnUndatedPosting(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		jobs := sqldb.NewJobService(db)
		ext, apply := "1", "https://olive.example/jobs/1"
		first := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
		post := stride.Job{Title: "Line Cook", Company: "Olive Kitchen", Location: "Omaha, NE", Type: "full-time",
			ApplyURL: &apply, ExternalID: &ext, PostedAt: first}
		if res, err := jobs.SyncSource(ctx, "file:jobs.csv", []stride.Job{post}); err != nil || res.Added != 1 {
			t.Fatalf("first read: %+v %v", res, err)
		}
		again := post
		again.PostedAt = first.Add(2 * time.Second)
		res, err := jobs.SyncSource(ctx, "file:jobs.csv", []stride.Job{again})
		if err != nil || res.Unchanged != 1 || res.Updated != 0 {
			t.Fatalf("re-read a moment later: %+v %v, want unchanged", res, err)
		}
		got, err := jobs.FindJob(ctx, "", sqldb.IngestedJobID("file:jobs.csv", ext))
		if err != nil || !got.PostedAt.Equal(first) {
			t.Fatalf("posted %v (%v), want the first date %v", got.PostedAt, err, first)
		}
		changed := again
		changed.Title = "Sous Chef"
		if res, err := jobs.SyncSource(ctx, "file:jobs.csv", []stride.Job{changed}); err != nil || res.Updated != 1 {
			t.Fatalf("a new title: %+v %v, want an update", res, err)
		}
	})
}
