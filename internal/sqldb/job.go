package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// JobService implements stride.JobService.
type JobService struct{ db *DB }

// NewJobService returns the job store of db.
func NewJobService(db *DB) *JobService { return &JobService{db: db} }

var _ stride.JobService = (*JobService)(nil)

const jobColumns = `j.id, j.title, j.company, j.location, j.salary, j.description, j.requirements,
	j.benefits, j.type, j.remote, j.posted_at, j.company_logo, j.apply_url, j.experience, j.skills,
	j.occupation_code`

func scanJob(r rowScanner, extra ...any) (*stride.Job, error) {
	var j stride.Job
	dest := []any{&j.ID, &j.Title, &j.Company, &j.Location, &j.Salary, &j.Description,
		jsonOf(&j.Requirements), jsonOf(&j.Benefits), &j.Type, &j.Remote, &j.PostedAt, &j.CompanyLogo,
		&j.ApplyURL, &j.Experience, jsonOf(&j.Skills), &j.OccupationCode}
	if err := r.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	for _, l := range []*[]string{&j.Requirements, &j.Benefits, &j.Skills} {
		if *l == nil {
			*l = []string{}
		}
	}
	return &j, nil
}

// stopWords are English words too common to search by; both databases
// drop them (PostgreSQL's english configuration would anyway), so a search
// finds the same jobs on each.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a about above after again against all am an and any are as at be because been
		before being below between both but by can did do does doing don down during each few for from further had has
		have having he her here hers herself him himself his how i if in into is it its itself just me more most my
		myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such
		than that the their theirs them themselves then there these they this those through to too under until up very
		was we were what when where which while who whom why will with you your yours yourself yourselves`) {
		m[w] = true
	}
	return m
}()

// searchTerms splits free text into words (letters and digits only) and
// drops stop words, so that quotes, operators and SQL in the input are only
// ever text.
func searchTerms(s string) []string {
	var words []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !stopWords[strings.ToLower(w)] && len(words) < 16 {
			words = append(words, w)
		}
	}
	return words
}

// typedPrefix is the last word of a search as a prefix of the words it
// may be the start of: lower case, without a final y, which stemmers turn
// into i ("analy" starts "analyst", "pharmacy" starts "pharmacist").
func typedPrefix(w string) string {
	w = strings.ToLower(w)
	if len(w) > 3 && strings.HasSuffix(w, "y") {
		w = w[:len(w)-1]
	}
	return w
}

// locationTerms splits a location filter into lower-case words; each must
// start a word of the job's location ("sea" finds Seattle, WA).
func locationTerms(s string) []string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) > 8 {
		words = words[:8]
	}
	return words
}

// jobQuery is the FROM, WHERE and ORDER BY of a search, per dialect. Both
// dialects find the same jobs: stemmed keywords (stop words dropped), all
// of them required; location words by prefix; exact type and remote.
type jobQuery struct {
	from, where, order string
	args               []any
	// ftsOnly is set on SQLite when the full-text match is the whole
	// filter: the page is then ranked inside the index and only its rows
	// are read from jobs.
	ftsOnly  bool
	ftsOrder string
}

func (db *DB) jobQuery(f stride.JobFilter) jobQuery {
	q := jobQuery{from: "jobs j", order: "j.posted_at DESC, j.id DESC"}
	var conds []string
	terms := searchTerms(f.Search)
	loc := locationTerms(f.Location)
	var anyOf []string
	if len(terms) == 0 {
		anyOf = searchTerms(strings.Join(f.AnyOf, " "))
	}
	if db.Dialect == Postgres {
		if len(anyOf) > 0 {
			q.from = "jobs j, to_tsquery('english', ?) query"
			q.args = append(q.args, strings.Join(anyOf, " | "))
			conds = append(conds, "j.search @@ query")
			// Candidates only: the newest of them, without ranking them all.
		}
		if len(terms) > 0 {
			// The last word is a prefix ("Data Anal" finds data analysts),
			// stemmed ("develope" finds develop) or as typed (see
			// typedPrefix).
			last := terms[len(terms)-1]
			prefix := "(to_tsquery('english', ?) || to_tsquery('simple', ?))"
			if len(terms) > 1 {
				prefix = "plainto_tsquery('english', ?) && " + prefix
				q.args = append(q.args, strings.Join(terms[:len(terms)-1], " "))
			}
			q.args = append(q.args, last+":*", typedPrefix(last)+":*")
			q.from = "jobs j, (SELECT " + prefix + " AS query) tsq"
			conds = append(conds, "j.search @@ query")
			q.order = "ts_rank_cd(j.search, query) DESC, j.posted_at DESC, j.id DESC"
		}
		if len(loc) > 0 {
			conds = append(conds, "j.location_search @@ to_tsquery('simple', ?)")
			q.args = append(q.args, strings.Join(loc, ":* & ")+":*")
		}
	} else {
		var match []string
		for i, t := range terms {
			if i == len(terms)-1 {
				// The last word is a prefix: "Data Anal" finds data analysts.
				// Porter stems the prefix too ("analy" to "anali"), so the
				// typed form without a final y is tried beside it.
				if p := typedPrefix(t); p != strings.ToLower(t) {
					match = append(match, `("`+t+`"* OR "`+p+`"*)`)
				} else {
					match = append(match, `"`+t+`"*`)
				}
			} else {
				match = append(match, `"`+t+`"`)
			}
		}
		if len(anyOf) > 0 {
			quoted := make([]string, len(anyOf))
			for i, t := range anyOf {
				quoted[i] = `"` + t + `"`
			}
			match = append(match, "{title skills} : ("+strings.Join(quoted, " OR ")+")")
		}
		if len(loc) > 0 {
			prefixes := make([]string, len(loc))
			for i, t := range loc {
				prefixes[i] = `"` + t + `"*`
			}
			match = append(match, "location : ("+strings.Join(prefixes, " ")+")")
		}
		if len(match) > 0 {
			q.from = "jobs_fts JOIN jobs j ON j.rowid = jobs_fts.rowid"
			conds = append(conds, "jobs_fts MATCH ?")
			q.args = append(q.args, strings.Join(match, " AND "))
		}
		switch {
		case len(terms) > 0:
			q.order = "jobs_fts.rank, j.posted_at DESC, j.id DESC"
			q.ftsOnly, q.ftsOrder = f.Type == "" && f.Remote == nil, "rank"
		case len(anyOf) > 0:
			// Candidates only: the latest rows, without ranking every match.
			q.ftsOnly, q.ftsOrder = f.Type == "" && f.Remote == nil, "rowid DESC"
		}
	}
	if f.Type != "" {
		conds = append(conds, "j.type = ?")
		q.args = append(q.args, f.Type)
	}
	if f.Remote != nil {
		conds = append(conds, "j.remote = ?")
		q.args = append(q.args, *f.Remote)
	}
	if len(conds) > 0 {
		q.where = " WHERE " + strings.Join(conds, " AND ")
	}
	return q
}

// FindJobs returns a page of jobs and the total number that match.
func (s *JobService) FindJobs(ctx context.Context, f stride.JobFilter) ([]stride.Job, int, error) {
	if f.Limit <= 0 || f.Limit > stride.MaxJobLimit {
		f.Limit = stride.DefaultJobLimit
	}
	f.Offset = max(0, f.Offset)
	q := s.db.jobQuery(f)
	r := s.db.reader()
	total := -1
	out := []stride.Job{}
	// A keyword-only search counts its matches in the same pass that ranks
	// them (SQLite ranks every match anyway); the others count first.
	countInPage := q.ftsOnly && q.ftsOrder == "rank" && !f.SkipCount
	count := func() error {
		if err := r.queryRow(ctx, `SELECT COUNT(*) FROM `+q.from+q.where, q.args...).Scan(&total); err != nil {
			return fmt.Errorf("count jobs: %w", err)
		}
		return nil
	}
	if !f.SkipCount && !countInPage {
		if err := count(); err != nil {
			return nil, 0, err
		}
		if total == 0 || f.Offset >= total {
			return out, total, nil
		}
	}
	page := `SELECT ` + jobColumns + `, 0 FROM ` + q.from + q.where + ` ORDER BY ` + q.order + ` LIMIT ? OFFSET ?`
	if q.ftsOnly {
		page = `SELECT ` + jobColumns + `, m.n FROM (SELECT rowid AS rid, rank AS r, count(*) OVER () AS n FROM jobs_fts
			WHERE jobs_fts MATCH ? ORDER BY rank, rowid DESC LIMIT ? OFFSET ?) m JOIN jobs j ON j.rowid = m.rid ORDER BY m.r, m.rid DESC`
		if q.ftsOrder != "rank" {
			page = `SELECT ` + jobColumns + `, 0 FROM (SELECT rowid AS rid FROM jobs_fts WHERE jobs_fts MATCH ?
				ORDER BY rowid DESC LIMIT ? OFFSET ?) m JOIN jobs j ON j.rowid = m.rid ORDER BY m.rid DESC`
		}
	}
	rows, err := r.query(ctx, page, append(q.args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("find jobs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var n int
		j, err := scanJob(rows, &n)
		if err != nil {
			return nil, 0, fmt.Errorf("scan job: %w", err)
		}
		if countInPage {
			total = n
		}
		out = append(out, *j)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if countInPage && len(out) == 0 {
		// Past the last page (or no match): count on its own.
		if err := count(); err != nil {
			return nil, 0, err
		}
	}
	return out, total, rows.Err()
}

// FindJobByID returns a job or ENOTFOUND.
func (s *JobService) FindJobByID(ctx context.Context, id string) (*stride.Job, error) {
	j, err := scanJob(s.db.reader().queryRow(ctx, `SELECT `+jobColumns+` FROM jobs j WHERE j.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgJobNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find job: %w", err)
	}
	return j, nil
}

// CreateJob stores a posting made by a user and, in the same transaction,
// the notices to the users it fits.
func (s *JobService) CreateJob(ctx context.Context, userID string, j *stride.Job) error {
	return s.db.update(ctx, func(tx *Tx) error {
		j.ID = uuid.NewString()
		if j.PostedAt.IsZero() {
			j.PostedAt = tx.db.Now()
		}
		if err := insertJob(ctx, tx, j, "user", userID); err != nil {
			return err
		}
		return notifyJobMatches(ctx, tx, userID, j)
	})
}

func insertJob(ctx context.Context, tx *Tx, j *stride.Job, source, postedBy string) error {
	for _, l := range []*[]string{&j.Requirements, &j.Benefits, &j.Skills} {
		if *l == nil {
			*l = []string{}
		}
	}
	var by any
	if postedBy != "" {
		by = postedBy
	}
	_, err := tx.exec(ctx, `INSERT INTO jobs (id, title, company, location, salary, description,
		requirements, benefits, type, remote, posted_at, company_logo, apply_url, experience, skills,
		occupation_code, source, posted_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		j.ID, j.Title, j.Company, j.Location, j.Salary, j.Description, jsonOf(&j.Requirements),
		jsonOf(&j.Benefits), j.Type, j.Remote, j.PostedAt, j.CompanyLogo, j.ApplyURL, j.Experience,
		jsonOf(&j.Skills), j.OccupationCode, source, by)
	if err != nil {
		return fmt.Errorf("insert job: %w", err)
	}
	return nil
}

// CatalogJobCount returns how many catalogue postings are stored.
func (s *JobService) CatalogJobCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE source = ?`, "catalog").Scan(&n)
	return n, err
}

// SeedCatalog stores catalogue postings in batches of one transaction each.
func (s *JobService) SeedCatalog(ctx context.Context, jobs []stride.Job) error {
	const batch = 500
	for start := 0; start < len(jobs); start += batch {
		end := min(start+batch, len(jobs))
		if err := s.db.update(ctx, func(tx *Tx) error {
			for i := start; i < end; i++ {
				if err := insertJob(ctx, tx, &jobs[i], "catalog", ""); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
	}
	// Fresh statistics let the query planner pick the right index for
	// combined filters (PostgreSQL otherwise guesses badly after a bulk load).
	if _, err := s.db.write.ExecContext(ctx, `ANALYZE jobs`); err != nil {
		return fmt.Errorf("analyze jobs: %w", err)
	}
	return nil
}
