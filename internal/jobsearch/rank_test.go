package jobsearch_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func seedTitles(t *testing.T, store *sqldb.JobService, titles ...string) {
	t.Helper()
	base := time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)
	var jobs []stride.Job
	for i, title := range titles {
		jobs = append(jobs, stride.Job{ID: fmt.Sprint("t", i), Title: title, Company: "Acme", Location: "Denver, CO",
			Type: "full-time", Description: "Join us as a " + title + ".", PostedAt: base.Add(time.Duration(i) * time.Hour)})
	}
	if err := store.SeedCatalog(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
}

func titlesOf(jobs []stride.Job, strictOnly bool) []string {
	var out []string
	for _, j := range jobs {
		if !strictOnly || !j.Related {
			out = append(out, j.Title)
		}
	}
	return out
}

// The analyser makes plurals singular and stems nothing else: the
// collisions Porter stemming made (engineer/engine, product/production,
// accountant/account, marketing/market) are gone on both databases.
func TestSearchKeepsWordsApart(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		search, store := newSearch(db)
		seedTitles(t, store, "Small Engine Technician", "Software Engineer", "Production Manager", "Product Manager",
			"Account Services Representative", "Staff Accountant", "Market Research Analyst", "Marketing Manager")
		for _, tc := range []struct{ query, first, never string }{
			{"engineer", "Software Engineer", "Small Engine Technician"},
			{"Engineers", "Software Engineer", "Small Engine Technician"},
			{"Product Manager", "Product Manager", "Production Manager"},
			{"accountant", "Staff Accountant", "Account Services Representative"},
			{"Marketing Manager", "Marketing Manager", "Market Research Analyst"},
		} {
			jobs, _, err := search.FindJobs(ctx, stride.JobFilter{Search: tc.query, Limit: 50})
			if err != nil {
				t.Fatal(err)
			}
			strict := titlesOf(jobs, true)
			if len(strict) == 0 || strict[0] != tc.first {
				t.Errorf("%q: strict results %v, want %q first", tc.query, strict, tc.first)
			}
			for _, s := range strict {
				if s == tc.never {
					t.Errorf("%q finds %q", tc.query, s)
				}
			}
		}
	})
}

// A title search of a common occupation with few exact matches goes on
// with related roles, flagged, so it never stops at one or none.
func TestSearchRelaxesToRelatedRoles(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		search, store := newSearch(db)
		if err := store.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(1500, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{"Sous Chef", "Warehouse Associate", "HR Generalist"} {
			jobs, total, err := search.FindJobs(ctx, stride.JobFilter{Search: q, Limit: 50})
			if err != nil {
				t.Fatal(err)
			}
			if total < 10 {
				t.Errorf("%q: %d results", q, total)
			}
			related := false
			for _, j := range jobs {
				if related && !j.Related {
					t.Errorf("%q: a strict match after a related role", q)
				}
				related = related || j.Related
			}
			if !related {
				t.Errorf("%q: expected related roles after %d strict matches", q, len(titlesOf(jobs, true)))
			}
		}
		// A strict search that fills a page is not relaxed.
		jobs, _, _ := search.FindJobs(ctx, stride.JobFilter{Search: "nurse", Limit: 50})
		for _, j := range jobs {
			if j.Related {
				t.Fatalf("nurse: relaxed although %d jobs match", len(jobs))
			}
		}
	})
}

// A user's list never shows a posting that shares neither their occupation
// (or a related one) nor any of their skills before one that does, and a
// stray common technology cannot carry a match.
func TestRecommendationsWithoutFiller(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		search, store := newSearch(db)
		if err := store.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(1500, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		chef := newUser(t, db, "chef@example.com", "Sous Chef", "Menu planning", "Food safety", "Kitchen management")
		dba := newUser(t, db, "dba@example.com", "Database Administrator", "Oracle Database", "Microsoft SQL Server", "PostgreSQL")
		model := catalog.NewModel(catalog.MustLoad())
		for _, u := range []*stride.User{chef, dba} {
			occ, _ := model.ResolveTitle(*u.CurrentTitle, nil)
			jobs, _, err := search.FindJobsFor(ctx, stride.JobFilter{Limit: 200}, u)
			if err != nil {
				t.Fatal(err)
			}
			seenFiller := false
			for i, j := range jobs {
				relevant := len(j.Match.MatchedSkills) > 0 || j.OccupationCode != nil && model.Closeness(occ, *j.OccupationCode) > 0
				if relevant && seenFiller {
					t.Fatalf("%s: %q (#%d) comes after a posting that shares nothing with them", *u.CurrentTitle, j.Title, i)
				}
				seenFiller = seenFiller || !relevant
			}
			top := jobs[0]
			if top.OccupationCode == nil || model.Closeness(occ, *top.OccupationCode) == 0 {
				t.Errorf("%s: top recommendation %q is of an unrelated occupation", *u.CurrentTitle, top.Title)
			}
		}
	})
}

// Two processes on one database: a posting made through one is found by
// the other at once, and an update of postings reaches both.
func TestReplicasStayCoherent(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		a, store := newSearch(db)
		b, _ := newSearch(db)
		seedTitles(t, store, "Registered Nurse", "Line Cook")
		for _, s := range []interface {
			FindJobs(context.Context, stride.JobFilter) ([]stride.Job, int, error)
		}{a, b} {
			if _, n, err := s.FindJobs(ctx, stride.JobFilter{}); err != nil || n != 2 {
				t.Fatalf("before: %d %v", n, err)
			}
		}
		poster, err := sqldb.NewDemoService(db).CreateDemoUser(ctx, stride.DemoRequest{})
		if err != nil {
			t.Fatal(err)
		}
		j := &stride.Job{Title: "Android Developer", Company: "Quantum", Location: "Remote", Description: "Ship apps.", Type: "full-time", Skills: []string{"Kotlin"}}
		if err := a.CreateJob(ctx, poster.ID, j); err != nil {
			t.Fatal(err)
		}
		if jobs, _, _ := b.FindJobsFor(ctx, stride.JobFilter{Search: "kotlin"}, poster); len(jobs) == 0 || jobs[0].ID != j.ID {
			t.Fatalf("the other process does not find the new posting for its poster: %v", titlesOf(jobs, false))
		}
		if jobs, n, _ := b.FindJobs(ctx, stride.JobFilter{Search: "kotlin"}); n != 0 {
			t.Fatalf("signed out, the poster's own job is found: %v", titlesOf(jobs, false))
		}
		if j.OccupationCode == nil || j.OccupationConfidence == nil || *j.OccupationConfidence < 0.5 {
			t.Errorf("a user's posting is filed under an occupation with a confidence: %v %v", j.OccupationCode, j.OccupationConfidence)
		}
		// Purging the demo poster clears posted_by: an update, which both
		// processes apply, and the catalogue's two postings stay.
		if err := db.PurgeExpired(ctx, -time.Hour); err != nil {
			t.Fatal(err)
		}
		for _, s := range []interface {
			FindJobs(context.Context, stride.JobFilter) ([]stride.Job, int, error)
		}{a, b} {
			if _, n, err := s.FindJobs(ctx, stride.JobFilter{}); err != nil || n != 2 {
				t.Fatalf("after: %d %v", n, err)
			}
		}
	})
}

// A user's cached profile follows their skills.
func TestProfileFollowsSkillChanges(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		search, store := newSearch(db)
		if err := store.SeedCatalog(ctx, []stride.Job{{ID: "k", Title: "Android Developer", Company: "Acme", Location: "Remote",
			Type: "full-time", Description: "Apps.", Skills: []string{"Kotlin", "Gradle"}}}); err != nil {
			t.Fatal(err)
		}
		u := newUser(t, db, "k@example.com", "")
		score := func() (int, []string) {
			fresh, err := sqldb.NewUserService(db).FindUserByID(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			jobs, _, err := search.FindJobsFor(ctx, stride.JobFilter{}, fresh)
			if err != nil {
				t.Fatal(err)
			}
			return jobs[0].Match.Score, jobs[0].Match.MatchedSkills
		}
		before, _ := score()
		if _, err := sqldb.NewSkillService(db).CreateSkill(ctx, u.ID, stride.SkillInput{Name: "Kotlin", Level: "expert", Category: "technical"}); err != nil {
			t.Fatal(err)
		}
		after, matched := score()
		if after <= before || strings.Join(matched, ",") != "Kotlin" {
			t.Errorf("after adding Kotlin: %d (was %d), matched %v", after, before, matched)
		}
	})
}

// Search as you type: every partial word of a plural title finds it,
// though the index holds it singular ("technologi" is on the way to
// "technologies", indexed as "technology").
func TestSearchFindsPluralsWhileTyping(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		search, store := newSearch(db)
		seedTitles(t, store, "Emerging Technologies Lead", "Watches Repairer", "Mailing Addresses Clerk", "Cashier")
		for _, tc := range []struct{ title, word string }{
			{"Emerging Technologies Lead", "technologies"}, {"Watches Repairer", "watches"}, {"Mailing Addresses Clerk", "addresses"},
		} {
			title, word := tc.title, tc.word
			for n := 4; n <= len(word); n++ {
				jobs, _, err := search.FindJobs(ctx, stride.JobFilter{Search: word[:n], Limit: 50})
				if err != nil {
					t.Fatal(err)
				}
				if strict := titlesOf(jobs, true); len(strict) != 1 || strict[0] != title {
					t.Errorf("%q: strict results %v, want [%s]", word[:n], strict, title)
				}
			}
		}
	})
}
