package httpapi_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// seedCatalogJobs stores n catalogue postings generated with seed, posted up
// to now.
func seedCatalogJobs(t *testing.T, db *sqldb.DB, n int, seed uint64, now time.Time) {
	t.Helper()
	jobs := catalog.MustLoad().GenerateJobs(n, seed, now)
	if err := sqldb.NewJobService(db).SeedCatalog(context.Background(), jobs); err != nil {
		t.Fatal(err)
	}
}

// walkJobs reads every page of GET /api/jobs?query at limit and returns
// the ids in order; each page's X-Total-Count must be the same.
func walkJobs(t *testing.T, app *testApp, token, query string, limit int) ([]string, int) {
	t.Helper()
	var ids []string
	total := -1
	for offset := 0; ; offset += limit {
		r := app.do("GET", fmt.Sprintf("/api/jobs?%s&limit=%d&offset=%d", query, limit, offset), token, nil)
		if r.Status != 200 {
			t.Fatalf("%s offset %d: %d %s", query, offset, r.Status, r.Body)
		}
		var n int
		fmt.Sscan(r.Header.Get("X-Total-Count"), &n)
		if total >= 0 && n != total {
			t.Fatalf("%s offset %d: X-Total-Count %d, was %d", query, offset, n, total)
		}
		total = n
		page := jobIDs(t, r.Body)
		if want := max(0, min(limit, total-offset)); len(page) != want {
			t.Fatalf("%s limit %d offset %d: %d jobs, want %d of %d", query, limit, offset, len(page), want, total)
		}
		ids = append(ids, page...)
		if offset >= total {
			return ids, total
		}
	}
}

// Every ordering pages as one list: signed out, a new user and a user with
// a title and skills, with and without a keyword, pages of 30 and 50 tile
// the whole result (no gap, no duplicate, as many as X-Total-Count) and cut
// the same list.
func TestJobPagingTilesEveryOrdering(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		app := newTestApp(t, db, httpapi.Config{})
		seedCatalogJobs(t, db, 600, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
		fresh := app.register("new@example.com", "New")
		analyst := app.register("analyst@example.com", "Ana")
		app.do("PUT", "/api/users/"+analyst.ID, analyst.Token, map[string]any{"currentTitle": "Senior Data Analyst", "yearsExperience": 6})
		for _, s := range []string{"Microsoft Excel", "SQL", "Python", "Tableau"} {
			app.do("POST", "/api/skills", analyst.Token, map[string]any{"name": s, "level": "expert"})
		}
		for _, who := range []struct{ name, token string }{{"signed out", ""}, {"new user", fresh.Token}, {"analyst", analyst.Token}} {
			for _, query := range []string{"", "search=microsoft", "search=micro", "type=full-time", "search=senior&remote=false"} {
				t.Run(who.name+" "+query, func(t *testing.T) {
					var first []string
					for _, limit := range []int{30, 50} {
						ids, total := walkJobs(t, app, who.token, query, limit)
						seen := map[string]bool{}
						for _, id := range ids {
							if seen[id] {
								t.Fatalf("limit %d: %s twice", limit, id)
							}
							seen[id] = true
						}
						if len(ids) != total {
							t.Fatalf("limit %d: paging reached %d of %d", limit, len(ids), total)
						}
						if query != "search=senior&remote=false" && total < 101 {
							t.Fatalf("%q matches only %d: too few to pass the windows", query, total)
						}
						if first == nil {
							first = ids
						} else if fmt.Sprint(first) != fmt.Sprint(ids) {
							t.Fatal("pages of 30 and of 50 cut different lists")
						}
					}
					// The default page is 50, signed in or out.
					r := app.do("GET", "/api/jobs?"+query, who.token, nil)
					if n := len(jobIDs(t, r.Body)); n != min(50, len(first)) {
						t.Errorf("default page: %d jobs", n)
					}
					if q, _ := url.ParseQuery(query); who.token != "" && len(first) > 0 {
						one := app.do("GET", "/api/jobs?limit=1&"+q.Encode(), who.token, nil)
						if !strings.Contains(one.Body, `"match"`) {
							t.Errorf("signed-in results carry a match: %s", one.Body)
						}
					}
				})
			}
		}
	})
}
