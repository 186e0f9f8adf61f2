package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

const jobPostingPage = `<!doctype html><html><head><title>Careers</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Clinical Nurse Educator",
"description":"<p>Teach <b>new nurses</b>.</p>","hiringOrganization":{"@type":"Organization","name":"Lakeside Hospital"},
"jobLocation":{"@type":"Place","address":{"addressLocality":"Madison","addressRegion":"WI"}},"employmentType":"PART_TIME",
"baseSalary":{"currency":"USD","value":{"minValue":40,"maxValue":48,"unitText":"HOUR"}},"datePosted":"2026-11-01"}</script>
</head><body></body></html>`

const openGraphPage = `<!doctype html><html><head><title>Barista | Bean There</title>
<meta property="og:title" content="Barista"><meta property="og:site_name" content="Bean There">
<meta property="og:description" content="Pull great espresso shots."></head><body></body></html>`

// "Add a job you found": a pasted link is read for its JobPosting JSON-LD,
// else its OpenGraph tags; pasted text is read too; private addresses are
// refused unless the server's fetcher allows them; the job added is the
// user's alone.
func TestJobPrefill(t *testing.T) {
	pages := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/jobs/1":
			_, _ = w.Write([]byte(jobPostingPage))
		case "/jobs/2":
			_, _ = w.Write([]byte(openGraphPage))
		default:
			_, _ = w.Write([]byte("<html><body>Nothing here</body></html>"))
		}
	}))
	defer pages.Close()
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		local := newTestApp(t, db, httpapi.Config{}, func(s *httpapi.Services) {
			s.Fetcher = ingest.NewFetcher(ingest.FetcherOptions{AllowPrivate: true})
		})
		acc := local.register("finder@example.com", "Fay")
		other := local.register("other@example.com", "Oli")
		local.run([]scenario{
			{"signed out", "POST", "/api/jobs/prefill", "", map[string]any{"posting": pages.URL + "/jobs/1"}, 401, nil, nil},
			{"json-ld", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": pages.URL + "/jobs/1"}, 200,
				[]string{`"title":"Clinical Nurse Educator","company":"Lakeside Hospital","location":"Madison, WI","remote":false,"salary":"$40 - $48 / hour","description":"Teach new nurses."`}, nil},
			{"json-ld type and apply link", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": pages.URL + "/jobs/1"}, 200,
				[]string{`"type":"part-time","applyUrl":"` + pages.URL + `/jobs/1","from":"json-ld"`}, nil},
			{"opengraph", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": pages.URL + "/jobs/2"}, 200,
				[]string{`"title":"Barista","company":"Bean There","location":"","remote":false,"salary":"","description":"Pull great espresso shots."`}, nil},
			{"no posting at the link", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": pages.URL + "/nothing"}, 400, []string{ingest.MsgPrefillNothing}, nil},
			{"text", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": "Warehouse Lead at Riverside Logistics\nLocation: Columbus, OH\nPay: $22 - $25 / hour\n\nLead the night shift. Part-time."}, 200,
				[]string{`"title":"Warehouse Lead","company":"Riverside Logistics","location":"Columbus, OH","remote":false,"salary":"$22 - $25 / hour"`}, nil},
			{"empty", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": "  "}, 400, []string{ingest.MsgPrefillTextNeed}, nil},
		})
		public := newTestApp(t, db, httpapi.Config{})
		public.run([]scenario{
			{"a private address is refused", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": pages.URL + "/jobs/1"}, 400, []string{ingest.MsgPrefillFetch}, nil},
			{"cloud metadata is refused", "POST", "/api/jobs/prefill", acc.Token, map[string]any{"posting": "http://169.254.169.254/latest/meta-data/"}, 400, []string{ingest.MsgPrefillFetch}, nil},
		})
		r := local.do("POST", "/api/jobs", acc.Token, map[string]any{"title": "Clinical Nurse Educator", "company": "Lakeside Hospital",
			"location": "Madison, WI", "description": "Teach new nurses.", "type": "part-time", "applyUrl": pages.URL + "/jobs/1"})
		if r.Status != 201 || !strings.Contains(r.Body, `"source":"user"`) || !strings.Contains(r.Body, `"sample":false`) {
			t.Fatalf("add the job: %d %s", r.Status, r.Body)
		}
		var job struct{ ID string }
		decode(t, r.Body, &job)
		if r := local.do("GET", "/api/jobs/"+job.ID, other.Token, nil); r.Status != 404 {
			t.Errorf("another user opens it: %d", r.Status)
		}
		if r := local.do("GET", "/api/jobs/"+job.ID, acc.Token, nil); r.Status != 200 {
			t.Errorf("the finder opens it: %d", r.Status)
		}
	})
}
