package ingest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// boards serves the recorded answers of testdata as the three APIs and a
// careers site would. While drop is set, Greenhouse no longer lists the
// Data Analyst posting. /v1/boards/broken answers 500, counting its hits.
type boards struct {
	*httptest.Server
	drop   atomic.Bool
	broken atomic.Int32
}

func newBoards(t *testing.T) *boards {
	t.Helper()
	b := &boards{}
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/boards/vaulttec", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write(read("greenhouse_board.json")) })
	mux.HandleFunc("GET /v1/boards/vaulttec/jobs", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("content") != "true" {
			http.Error(w, "content=true expected", http.StatusBadRequest)
			return
		}
		data := read("greenhouse_jobs.json")
		if b.drop.Load() {
			var doc map[string]any
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Error(err)
			}
			doc["jobs"] = doc["jobs"].([]any)[:2]
			data, _ = json.Marshal(doc)
		}
		_, _ = w.Write(data)
	})
	mux.HandleFunc("GET /v1/boards/broken/jobs", func(w http.ResponseWriter, r *http.Request) {
		b.broken.Add(1)
		http.Error(w, "upstream down", http.StatusBadGateway)
	})
	mux.HandleFunc("GET /v0/postings/leverdemo", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("mode") != "json" {
			http.Error(w, "mode=json expected", http.StatusBadRequest)
			return
		}
		_, _ = w.Write(read("lever_postings.json"))
	})
	mux.HandleFunc("GET /posting-api/job-board/ashbyco", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("includeCompensation") != "true" {
			http.Error(w, "includeCompensation=true expected", http.StatusBadRequest)
			return
		}
		_, _ = w.Write(read("ashby_job_board.json"))
	})
	mux.HandleFunc("GET /careers/{page}", func(w http.ResponseWriter, r *http.Request) {
		data := read(filepath.Join("careers", filepath.Base(r.PathValue("page"))))
		if strings.HasSuffix(r.URL.Path, ".xml") {
			w.Header().Set("Content-Type", "application/xml")
			data = bytes.ReplaceAll(data, []byte("BASE"), []byte(b.URL))
		} else {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		_, _ = w.Write(data)
	})
	b.Server = httptest.NewServer(mux)
	t.Cleanup(b.Close)
	return b
}

func (b *boards) config() ingest.Config {
	return ingest.Config{GreenhouseURL: b.URL, LeverURL: b.URL, AshbyURL: b.URL, AllowHTTP: true,
		Fetcher: ingest.FetcherOptions{AllowPrivate: true, PerHost: 1000, Burst: 100}}
}

// An ingest from each source kind into a fresh store: search finds the
// postings with company and apply link; a re-run adds no duplicate; a
// dropped posting leaves search; a failing source stops none of the others.
func TestIngestEndToEnd(t *testing.T) {
	cat := catalog.MustLoad()
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		b := newBoards(t)
		store := sqldb.NewJobService(db)
		search := jobsearch.New(store, sqldb.NewSkillService(db), cat)
		in := ingest.New(b.config(), store, cat)
		sources := []string{"greenhouse:vaulttec", "greenhouse:broken", "lever:leverdemo", "ashby:ashbyco",
			b.URL + "/careers/index.html", b.URL + "/careers/sitemap.xml", "testdata/postings.csv", "testdata/postings.json"}
		var progress strings.Builder
		results := in.Run(ctx, sources, &progress)
		if len(results) != len(sources) {
			t.Fatalf("%d results for %d sources:\n%s", len(results), len(sources), progress.String())
		}
		want := []struct{ added, duplicates int }{{3, 0}, {0, 0}, {2, 0}, {1, 0}, {2, 0}, {0, 2}, {2, 1}, {2, 0}}
		for i, r := range results {
			if i == 1 {
				if r.Err == nil || !strings.Contains(r.Err.Error(), "502") {
					t.Errorf("greenhouse:broken: error %v, want the 502", r.Err)
				}
				continue
			}
			if r.Err != nil {
				t.Errorf("%s: %v", r.Source, r.Err)
			}
			if r.Sync.Added != want[i].added || r.Sync.Duplicates != want[i].duplicates {
				t.Errorf("%s: added %d, duplicates %d; want %d, %d (%+v)", r.Source, r.Sync.Added, r.Sync.Duplicates, want[i].added, want[i].duplicates, r.Sync)
			}
		}
		if n := b.broken.Load(); n != 2 {
			t.Errorf("the failing board was asked %d times, want 2 (one retry after a 5xx)", n)
		}
		for _, line := range []string{"greenhouse:vaulttec: 3 fetched, 3 added", "greenhouse:broken: failed", "ashby:ashbyco: 1 fetched, 1 added"} {
			if !strings.Contains(progress.String(), line) {
				t.Errorf("progress lacks %q:\n%s", line, progress.String())
			}
		}
		if run, err := store.LastSourceRun(ctx, "greenhouse:broken"); err != nil || run.Error == "" || run.FinishedAt == nil {
			t.Errorf("the failed run is recorded with its error: %+v %v", run, err)
		}
		if run, err := store.LastSourceRun(ctx, "lever:leverdemo"); err != nil || run.Added != 2 || run.Error != "" {
			t.Errorf("the lever run is recorded: %+v %v", run, err)
		}

		find := func(q string) []stride.Job {
			t.Helper()
			jobs, _, err := search.FindJobs(ctx, stride.JobFilter{Search: q})
			if err != nil {
				t.Fatal(err)
			}
			return jobs
		}
		type expect struct {
			query, company, apply, source, location, salary, typ string
			remote                                               bool
		}
		for _, e := range []expect{
			{"Software Engineer", "Vault-Tec Industries", "https://boards.greenhouse.io/vaulttec/jobs/127817", "greenhouse:vaulttec", "New York, NY", "", "full-time", false},
			{"Registered Nurse", "Vault-Tec Industries", "https://boards.greenhouse.io/vaulttec/jobs/127818", "greenhouse:vaulttec", "Boston, MA", "", "part-time", false},
			{"Product Manager", "Leverdemo", "https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply", "lever:leverdemo", "Austin, TX", "$140k - $165k", "full-time", false},
			{"Customer Service", "Leverdemo", "https://jobs.lever.co/leverdemo/0b8c7b0e-3b3c-4c39-9d8a-6c0e8f0f5d11/apply", "lever:leverdemo", "Remote", "$21 - $25 / hour", "contract", true},
			{"Mechanical Engineer", "Ashbyco", "https://jobs.ashbyhq.com/ashbyco/4f4e3c62-9a55-4c38-8d0f-2f1d3e7c9a01/application", "ashby:ashbyco", "Denver, CO", "$120k - $150k", "full-time", false},
			{"Medical Assistant", "Hearth Health", b.URL + "/careers/medical-assistant.html", b.URL + "/careers/index.html", "Portland, OR", "$21 - $26 / hour", "full-time", false},
			{"Accountant", "Hearth Health", b.URL + "/careers/accountant.html", b.URL + "/careers/index.html", "Remote", "$70k - $85k", "full-time", true},
			{"Warehouse", "Riverside Logistics", "https://riverside.example/jobs/wh-1", "file:", "Columbus, OH", "$18 - $21 / hour", "full-time", false},
			{"Teacher", "Lakeview Schools", "https://lakeview.example/apply/t-1", "file:", "Madison, WI", "", "full-time", false},
			{"Electrician", "Bright Sparks LLC", "https://brightsparks.example/jobs/el-9", "file:", "Boise, ID", "", "contract", false},
		} {
			var got *stride.Job
			for _, j := range find(e.query) {
				if j.Company == e.company {
					got = &j
					break
				}
			}
			if got == nil {
				t.Errorf("search %q finds no posting of %s", e.query, e.company)
				continue
			}
			if got.ApplyURL == nil || *got.ApplyURL != e.apply || !strings.HasPrefix(got.Source, e.source) || got.Sample ||
				got.ExternalID == nil || got.Location != e.location || got.Type != e.typ || got.Remote != e.remote {
				t.Errorf("search %q: %+v", e.query, got)
			}
			if salary := ""; got.Salary != nil {
				salary = *got.Salary
				if salary != e.salary {
					t.Errorf("search %q: salary %q, want %q", e.query, salary, e.salary)
				}
			} else if e.salary != "" {
				t.Errorf("search %q: no salary, want %q", e.query, e.salary)
			}
			if !got.AppliesAtEmployer() {
				t.Errorf("search %q: applies in Stride", e.query)
			}
		}
		se := find("Software Engineer")
		if len(se) == 0 || strings.Contains(se[0].Description, "alert") || strings.Contains(se[0].Description, "<") ||
			!strings.Contains(se[0].Description, "• Design APIs") {
			t.Errorf("the description is sanitised text: %q", se[0].Description)
		}
		nurse := find("Registered Nurse")
		if len(nurse) == 0 || nurse[0].OccupationCode == nil || *nurse[0].OccupationCode != "29-1141.00" || nurse[0].OccupationConfidence == nil {
			t.Errorf("the nurse posting is filed under Registered Nurses with a confidence: %+v", nurse)
		}
		total := sqldbtest.CountRows(t, db, "jobs")
		if total != 12 {
			t.Errorf("%d postings stored, want 12", total)
		}

		// A re-run adds nothing and changes nothing.
		for _, r := range in.Run(ctx, sources, nil) {
			if r.Sync.Added != 0 || r.Sync.Updated != 0 || r.Sync.Closed != 0 {
				t.Errorf("re-run of %s: %+v", r.Source, r.Sync)
			}
		}
		if n := sqldbtest.CountRows(t, db, "jobs"); n != total {
			t.Errorf("re-run: %d postings, want %d", n, total)
		}

		// Greenhouse drops the Data Analyst: it is closed and leaves search.
		analyst := func() bool {
			for _, j := range find("Data Analyst") {
				if j.Company == "Vault-Tec Industries" && j.Title == "Data Analyst" {
					return true
				}
			}
			return false
		}
		if !analyst() {
			t.Fatal("the data analyst posting is not found before it is dropped")
		}
		b.drop.Store(true)
		r := in.Run(ctx, []string{"greenhouse:vaulttec"}, nil)[0]
		if r.Err != nil || r.Sync.Closed != 1 || r.Sync.Unchanged != 2 {
			t.Fatalf("after the drop: %+v %v", r.Sync, r.Err)
		}
		deadline := time.Now().Add(10 * time.Second)
		for analyst() && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		if analyst() {
			t.Error("a posting its source dropped is still found")
		}
		id := sqldb.IngestedJobID("greenhouse:vaulttec", "127819")
		if j, err := store.FindJob(ctx, "", id); err != nil || !j.Closed {
			t.Errorf("the dropped posting stays readable by id, closed: %+v %v", j, err)
		}
		// Listed again, it opens again.
		b.drop.Store(false)
		if r := in.Run(ctx, []string{"greenhouse:vaulttec"}, nil)[0]; r.Sync.Updated != 1 {
			t.Errorf("listed again: %+v", r.Sync)
		}
	})
}

func TestSourceName(t *testing.T) {
	in := ingest.New(ingest.Config{}, nil, catalog.MustLoad())
	for spec, want := range map[string]string{
		"greenhouse:acme":                  "greenhouse:acme",
		"lever:acme-co":                    "lever:acme-co",
		"ashby:Acme.io":                    "ashby:Acme.io",
		"https://acme.example/careers":     "https://acme.example/careers",
		"greenhouse:../etc":                "",
		"http://acme.example/careers":      "",
		"ftp://acme.example/":              "",
		"testdata/postings.csv":            "file:",
		"testdata/missing.csv":             "",
		"greenhouse:acme/../../v1/secrets": "",
	} {
		got, err := in.SourceName(spec)
		if want == "" && err == nil || want != "" && (err != nil || !strings.HasPrefix(got, want)) {
			t.Errorf("SourceName(%q) = %q, %v; want %q", spec, got, err, want)
		}
	}
}

// A careers page where no JobPosting is found any more fails the run
// instead of closing every posting of the source.
func TestCareersPageWithoutPostingsClosesNothing(t *testing.T) {
	cat := catalog.MustLoad()
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		var redesigned atomic.Bool
		b := newBoards(t)
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if redesigned.Load() {
				_, _ = w.Write([]byte("<html><body><h1>Careers</h1><p>New site coming soon.</p></body></html>"))
				return
			}
			http.Redirect(w, r, b.URL+"/careers/medical-assistant.html", http.StatusFound)
		}))
		defer srv.Close()
		store := sqldb.NewJobService(db)
		in := ingest.New(b.config(), store, cat)
		if r := in.Run(ctx, []string{srv.URL + "/jobs"}, nil)[0]; r.Err != nil || r.Sync.Added != 1 {
			t.Fatalf("first run: %+v %v", r.Sync, r.Err)
		}
		redesigned.Store(true)
		r := in.Run(ctx, []string{srv.URL + "/jobs"}, nil)[0]
		if r.Err == nil || !strings.Contains(r.Err.Error(), "no schema.org JobPosting") || r.Sync.Closed != 0 {
			t.Errorf("a page without postings: %+v %v", r.Sync, r.Err)
		}
		if n, _ := store.CountJobs(ctx); n != 1 {
			t.Errorf("%d open postings, want the 1 kept", n)
		}
	})
}
