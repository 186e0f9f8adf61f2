// Package ingest fills Stride's shared job catalogue from where employers
// publish: the Greenhouse, Lever and Ashby job board APIs, careers pages
// and sitemaps whose pages carry schema.org JobPosting JSON-LD, and CSV or
// JSON files. Each posting is normalised (title, company, location and
// remote flag, salary, description as plain text, apply URL, posted date),
// filed under an O*NET occupation by the title resolver, and synced into
// the store by source: added, updated, or closed when the source dropped
// it. The operator runs it (`stride ingest`, JOB_SOURCES); users never
// write the shared catalogue.
package ingest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Config holds the API base URLs (scheme and host; the version path is
// Stride's) and what the fetcher may reach.
type Config struct {
	GreenhouseURL string // default https://boards-api.greenhouse.io
	LeverURL      string // default https://api.lever.co
	AshbyURL      string // default https://api.ashbyhq.com
	// AllowHTTP accepts http:// careers pages (tests); otherwise only https.
	AllowHTTP bool
	Fetcher   FetcherOptions
}

// Ingester reads sources and syncs their postings into a store.
type Ingester struct {
	cfg   Config
	fetch *Fetcher
	store stride.JobSourceStore
	cat   *catalog.Catalog
	model *catalog.Model
	now   func() time.Time
}

// New returns an Ingester writing to store, filing postings under the
// occupations of cat.
func New(cfg Config, store stride.JobSourceStore, cat *catalog.Catalog) *Ingester {
	if cfg.GreenhouseURL == "" {
		cfg.GreenhouseURL = "https://boards-api.greenhouse.io"
	}
	if cfg.LeverURL == "" {
		cfg.LeverURL = "https://api.lever.co"
	}
	if cfg.AshbyURL == "" {
		cfg.AshbyURL = "https://api.ashbyhq.com"
	}
	return &Ingester{cfg: cfg, fetch: NewFetcher(cfg.Fetcher), store: store, cat: cat, model: catalog.NewModel(cat),
		now: func() time.Time { return time.Now().UTC() }}
}

// Fetcher is the ingester's fetcher (for pages a user pastes: see Prefill).
func (in *Ingester) Fetcher() *Fetcher { return in.fetch }

var boardToken = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$`)

// SourceName checks a source as written (greenhouse:BOARD, lever:SITE,
// ashby:ORG, an https URL, a file path) and returns the name its postings
// are stored under: the spec itself, a file as "file:" and its absolute
// path.
func (in *Ingester) SourceName(spec string) (string, error) {
	return SourceName(spec, in.cfg.AllowHTTP)
}

// SourceName is Ingester.SourceName; allowHTTP accepts http:// pages too.
func SourceName(spec string, allowHTTP bool) (string, error) {
	spec = strings.TrimSpace(spec)
	if kind, token, ok := strings.Cut(spec, ":"); ok && (kind == "greenhouse" || kind == "lever" || kind == "ashby") {
		if !boardToken.MatchString(token) {
			return "", fmt.Errorf("%s: %q is not a board name (letters, digits, '.', '_', '-')", kind, token)
		}
		return kind + ":" + token, nil
	}
	if strings.HasPrefix(spec, "https://") || (allowHTTP && strings.HasPrefix(spec, "http://")) {
		if !stride.ValidHTTPURL(spec) {
			return "", fmt.Errorf("%q is not a valid URL", spec)
		}
		return spec, nil
	}
	if strings.HasPrefix(spec, "http://") {
		return "", fmt.Errorf("%q: careers pages are read over https only", spec)
	}
	ext := strings.ToLower(filepath.Ext(spec))
	if ext != ".csv" && ext != ".json" {
		return "", fmt.Errorf("%q is not a source: greenhouse:BOARD, lever:SITE, ashby:ORG, an https:// URL, or a .csv or .json file", spec)
	}
	abs, err := filepath.Abs(spec)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", err
	}
	return "file:" + abs, nil
}

// Postings reads the postings of one source (as SourceName returns it),
// normalised and filed under occupations; skipped says why postings were
// left out (no title, no apply URL…).
func (in *Ingester) Postings(ctx context.Context, source string) (jobs []stride.Job, skipped []string, err error) {
	var raw []Posting
	kind, token, _ := strings.Cut(source, ":")
	switch {
	case kind == "greenhouse":
		raw, err = in.greenhouse(ctx, token)
	case kind == "lever":
		raw, err = in.lever(ctx, token)
	case kind == "ashby":
		raw, err = in.ashby(ctx, token)
	case kind == "file":
		raw, err = in.file(token)
	default:
		raw, err = in.careersPage(ctx, source)
	}
	if err != nil {
		return nil, nil, err
	}
	now := in.now()
	for _, p := range raw {
		j, err := normalise(p, now)
		if err != nil {
			skipped = append(skipped, err.Error())
			continue
		}
		in.classify(&j)
		jobs = append(jobs, j)
	}
	return jobs, skipped, nil
}

// MinConfidence is how sure the title resolver must be before a posting is
// filed under an occupation (the same bar as a user's posting).
const MinConfidence = 0.5

// classify files j under the occupation its title names, with the
// resolver's confidence, and lists as its skills the occupation's
// technologies and skills that its text names.
func (in *Ingester) classify(j *stride.Job) {
	code, conf := in.model.ResolveTitle(j.Title, nil)
	if code == "" || conf < MinConfidence {
		return
	}
	j.OccupationCode, j.OccupationConfidence = &code, &conf
	o := in.cat.Occupation(code)
	if o == nil {
		return
	}
	text := " " + foldWords(j.Title+" "+j.Description+" "+strings.Join(j.Requirements, " ")) + " "
	for _, t := range o.Tech {
		if len(j.Skills) < 15 && mentions(text, t.Name) {
			j.Skills = append(j.Skills, t.Name)
		}
	}
	for _, s := range o.Skills {
		if len(j.Skills) < 20 && mentions(text, s.Name) {
			j.Skills = append(j.Skills, s.Name)
		}
	}
}

// mentions reports whether folded text holds name as whole words.
func mentions(text, name string) bool {
	n := foldWords(name)
	return n != "" && strings.Contains(text, " "+n+" ")
}

// foldWords lower-cases s and keeps words (letters, digits, '+', '#') one
// space apart.
func foldWords(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '+' || r == '#' || r > 127)
	}), " ")
}

// Result is what ingesting one source did.
type Result struct {
	Source  string
	Sync    stride.JobSync
	Skipped []string
	Err     error
	Took    time.Duration
}

// Run ingests each source in turn, writing progress and a summary line per
// source to progress (nil for none). A failing source is recorded and
// reported; the others still run, and its stored postings stay as they
// were (nothing is closed on a failed read).
func (in *Ingester) Run(ctx context.Context, specs []string, progress io.Writer) []Result {
	if progress == nil {
		progress = io.Discard
	}
	out := make([]Result, 0, len(specs))
	for _, spec := range specs {
		if ctx.Err() != nil {
			break
		}
		r := in.one(ctx, spec, progress)
		out = append(out, r)
		if r.Err != nil {
			fmt.Fprintf(progress, "%s: failed after %s: %v\n", r.Source, r.Took.Round(time.Millisecond), r.Err)
			continue
		}
		s := r.Sync
		fmt.Fprintf(progress, "%s: %d fetched, %d added, %d updated, %d closed, %d duplicates, %d unchanged, %d skipped (%s)\n",
			r.Source, s.Fetched, s.Added, s.Updated, s.Closed, s.Duplicates, s.Unchanged, len(r.Skipped), r.Took.Round(time.Millisecond))
	}
	return out
}

func (in *Ingester) one(ctx context.Context, spec string, progress io.Writer) (r Result) {
	start := time.Now()
	r.Source = spec
	defer func() { r.Took = time.Since(start) }()
	source, err := in.SourceName(spec)
	if err != nil {
		r.Err = err
		return r
	}
	r.Source = source
	run, err := in.store.StartSourceRun(ctx, source)
	if err != nil {
		r.Err = err
		return r
	}
	fmt.Fprintf(progress, "%s: reading…\n", source)
	jobs, skipped, err := in.Postings(ctx, source)
	r.Skipped = skipped
	if err == nil {
		fmt.Fprintf(progress, "%s: %d postings read", source, len(jobs))
		if len(skipped) > 0 {
			fmt.Fprintf(progress, ", %d skipped (first: %s)", len(skipped), skipped[0])
		}
		fmt.Fprintln(progress)
		r.Sync, err = in.store.SyncSource(ctx, source, jobs)
		r.Sync.Fetched = len(jobs) + len(skipped)
	}
	r.Err = err
	if ferr := in.store.FinishSourceRun(context.WithoutCancel(ctx), run, r.Sync, err); ferr != nil {
		r.Err = errors.Join(err, ferr)
	}
	return r
}
