package jobsearch_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/jobsearch"
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

func newSearch(db *sqldb.DB) (*jobsearch.Service, *sqldb.JobService) {
	store := sqldb.NewJobService(db)
	return jobsearch.New(store, sqldb.NewSkillService(db), catalog.MustLoad()), store
}

// FindJobsFor's pages, read one after another, are one list as long as
// the total, without HTTP: the ranking lives in the service.
func TestFindJobsForTilesPages(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		jobs, store := newSearch(db)
		if err := store.SeedCatalog(ctx, catalog.MustLoad().GenerateJobs(400, 2, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))); err != nil {
			t.Fatal(err)
		}
		users := map[string]*stride.User{
			"signed out": nil,
			"new":        newUser(t, db, "new@example.com", ""),
			"nurse":      newUser(t, db, "rn@example.com", "Registered Nurse", "Patient Care", "Microsoft Excel"),
		}
		for name, u := range users {
			for _, search := range []string{"", "microsoft", "manag"} {
				var lists [][]string
				for _, limit := range []int{30, 50} {
					var ids []string
					total := -1
					for off := 0; off == 0 || off < total; off += limit {
						page, n, err := jobs.FindJobsFor(ctx, stride.JobFilter{Search: search, Limit: limit, Offset: off}, u)
						if err != nil {
							t.Fatal(err)
						}
						total = n
						for _, j := range page {
							if (u != nil) != (j.Match != nil) {
								t.Fatalf("%s %q: match %v", name, search, j.Match)
							}
							ids = append(ids, j.ID)
						}
					}
					seen := map[string]bool{}
					for _, id := range ids {
						if seen[id] {
							t.Fatalf("%s %q limit %d: %s twice", name, search, limit, id)
						}
						seen[id] = true
					}
					if len(ids) != total || total == 0 {
						t.Fatalf("%s %q limit %d: paged %d of %d", name, search, limit, len(ids), total)
					}
					lists = append(lists, ids)
				}
				if !slices.Equal(lists[0], lists[1]) {
					t.Errorf("%s %q: pages of 30 and 50 cut different lists", name, search)
				}
			}
		}
	})
}

// The last word of a search is a prefix on both databases.
func TestJobSearchLastWordIsPrefix(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		jobs, store := newSearch(db)
		base := time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)
		var seed []stride.Job
		for i, title := range []string{"Data Analyst", "Senior Data Analyst", "Data Engineer", "Obstetrics Nurse", "Pharmacy Technician", "Pharmacist"} {
			seed = append(seed, stride.Job{ID: fmt.Sprint("j", i), Title: title, Company: "Acme", Location: "Denver, CO", Type: "full-time",
				Description: "Work as a " + strings.ToLower(title) + ".", PostedAt: base.Add(time.Duration(i) * time.Hour)})
		}
		seed[3].Description = "Care for mothers before birth; womb health."
		if err := store.SeedCatalog(ctx, seed); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			search string
			want   []string
		}{
			{"Data Anal", []string{"Data Analyst", "Senior Data Analyst"}},
			{"data analy", []string{"Data Analyst", "Senior Data Analyst"}},
			{"Data Analyst", []string{"Data Analyst", "Senior Data Analyst"}},
			{"Womb", []string{"Obstetrics Nurse"}},
			{"Wom", []string{"Obstetrics Nurse"}},
			{"pharmac", []string{"Pharmacy Technician", "Pharmacist"}},
			{"Data Eng", []string{"Data Engineer"}},
			{"Analysts Eng", nil},
			{"Analysts dat", []string{"Data Analyst", "Senior Data Analyst"}},
		} {
			got, _, err := jobs.FindJobs(ctx, stride.JobFilter{Search: tc.search, Limit: 50})
			if err != nil {
				t.Fatal(err)
			}
			// The postings holding every word lead; postings of the
			// occupation the words name may follow, and fewer than a page
			// go on with related roles, flagged.
			var titles []string
			for _, j := range got {
				if !j.Related {
					titles = append(titles, j.Title)
				}
			}
			titles = titles[:min(len(titles), len(tc.want))]
			if tc.want == nil && len(titles) == 0 {
				for _, j := range got {
					if !j.Related {
						titles = append(titles, j.Title)
					}
				}
			}
			slices.Sort(titles)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(titles, want) {
				t.Errorf("%q: %v, want %v", tc.search, titles, want)
			}
		}
	})
}
