package sqldb

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/jobsearch"
)

// JobService stores postings; internal/jobsearch searches them.
type JobService struct {
	db *DB
}

// NewJobService returns the job store of db.
func NewJobService(db *DB) *JobService { return &JobService{db: db} }

const jobColumns = `j.id, j.title, j.company, j.location, j.salary, j.description, j.requirements,
	j.benefits, j.type, j.remote, j.posted_at, j.company_logo, j.apply_url, j.experience, j.skills,
	j.occupation_code, j.occupation_confidence, j.source, COALESCE(j.posted_by, ''), j.external_id, j.closed`

// indexColumns are jobColumns with NULL for what the search index does not
// read (salary, benefits, logo, apply URL, confidence, external id).
const indexColumns = `j.id, j.title, j.company, j.location, NULL, j.description, j.requirements,
	NULL, j.type, j.remote, j.posted_at, NULL, NULL, j.experience, j.skills,
	j.occupation_code, NULL, j.source, COALESCE(j.posted_by, ''), NULL, j.closed`

func scanJob(r rowScanner, extra ...any) (*stride.Job, error) {
	var j stride.Job
	dest := []any{&j.ID, &j.Title, &j.Company, &j.Location, &j.Salary, &j.Description,
		jsonOf(&j.Requirements), jsonOf(&j.Benefits), &j.Type, &j.Remote, &j.PostedAt, &j.CompanyLogo,
		&j.ApplyURL, &j.Experience, jsonOf(&j.Skills), &j.OccupationCode, &j.OccupationConfidence, &j.Source, &j.PostedBy, &j.ExternalID, &j.Closed}
	if err := r.Scan(append(dest, extra...)...); err != nil {
		return nil, err
	}
	j.Sample = j.Source == stride.JobSourceSample
	for _, l := range []*[]string{&j.Requirements, &j.Benefits, &j.Skills} {
		if *l == nil {
			*l = []string{}
		}
	}
	return &j, nil
}

// LoadJobs returns up to limit open postings whose ids sort after afterID
// ("" for the first), in id order: the search index reads them all, batch
// at a time, each with what it reads (indexColumns). Closed postings are
// not searched.
func (s *JobService) LoadJobs(ctx context.Context, afterID string, limit int) ([]stride.Job, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+indexColumns+` FROM jobs j WHERE j.id > ? AND NOT j.closed ORDER BY j.id LIMIT ?`, afterID, limit)
	if err != nil {
		return nil, fmt.Errorf("load jobs: %w", err)
	}
	return scanJobs(rows)
}

func scanJobs(rows *sql.Rows) ([]stride.Job, error) {
	defer rows.Close()
	out := []stride.Job{}
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("scan job: %w", err)
		}
		out = append(out, *j)
	}
	return out, rows.Err()
}

// JobsByID returns the postings of ids that are stored, in the order of
// ids, closed ones included (a results page reads its rows by id).
func (s *JobService) JobsByID(ctx context.Context, ids []string) ([]stride.Job, error) {
	if len(ids) == 0 {
		return []stride.Job{}, nil
	}
	in := make([]any, len(ids))
	for i, id := range ids {
		in[i] = id
	}
	rows, err := s.db.reader().query(ctx, `SELECT `+jobColumns+` FROM jobs j WHERE j.id IN (`+
		strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")+`)`, in...)
	if err != nil {
		return nil, fmt.Errorf("jobs by id: %w", err)
	}
	found, err := scanJobs(rows)
	if err != nil {
		return nil, err
	}
	at := make(map[string]int, len(ids))
	for i, id := range ids {
		at[id] = i
	}
	slices.SortFunc(found, func(a, b stride.Job) int { return at[a.ID] - at[b.ID] })
	return found, nil
}

// JobChanges returns what was written to the jobs table after version
// since, as one consistent read: the postings inserted or updated (closed
// ones included, so that an index drops them; indexColumns), the ids of those deleted,
// and the version that brings the caller to. When more than most postings
// changed it returns none of them, TooMany set, for the caller to read
// everything again instead.
func (s *JobService) JobChanges(ctx context.Context, since int64, most int) (c jobsearch.Changes, err error) {
	err = s.db.view(ctx, func(tx *Tx) error {
		if c.Version, _, err = jobsVersion(ctx, tx); err != nil {
			return err
		}
		var n int
		if err := tx.queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE changed > ? AND changed <= ?`, since, c.Version).Scan(&n); err != nil {
			return fmt.Errorf("count job changes: %w", err)
		}
		if n > most {
			c.TooMany = true
			return nil
		}
		rows, err := tx.query(ctx, `SELECT `+indexColumns+` FROM jobs j WHERE j.changed > ? AND j.changed <= ? ORDER BY j.changed`, since, c.Version)
		if err != nil {
			return fmt.Errorf("job changes: %w", err)
		}
		if c.Written, err = scanJobs(rows); err != nil {
			return err
		}
		rows, err = tx.query(ctx, `SELECT job_id FROM job_deletions WHERE changed > ? AND changed <= ? ORDER BY changed`, since, c.Version)
		if err != nil {
			return fmt.Errorf("job deletions: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return fmt.Errorf("scan job deletion: %w", err)
			}
			c.Deleted = append(c.Deleted, id)
		}
		return rows.Err()
	})
	return c, err
}

// CountJobs returns how many open postings are stored.
func (s *JobService) CountJobs(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE NOT closed`).Scan(&n)
	return n, err
}

// JobsVersion returns the version that triggers move whenever any process
// inserts, changes or deletes a posting.
func (s *JobService) JobsVersion(ctx context.Context) (int64, error) {
	v, _, err := jobsVersion(ctx, s.db.reader())
	return v, err
}

// JobsEpoch returns the random name of this database's history of jobs
// versions (migration 00026): a search index saved at some version is
// this database's only when it records the same epoch.
func (s *JobService) JobsEpoch(ctx context.Context) (string, error) {
	var epoch string
	if err := s.db.reader().queryRow(ctx, `SELECT epoch FROM jobs_version WHERE id = 1`).Scan(&epoch); err != nil {
		return "", fmt.Errorf("jobs epoch: %w", err)
	}
	return epoch, nil
}

func jobsVersion(ctx context.Context, tx *Tx) (version, rewrites int64, err error) {
	if err := tx.queryRow(ctx, `SELECT version, rewrites FROM jobs_version WHERE id = 1`).Scan(&version, &rewrites); err != nil {
		return 0, 0, fmt.Errorf("jobs version: %w", err)
	}
	return version, rewrites, nil
}

// visibleJob is the condition that the job j is the user's to see (the
// user's id bound to its placeholder; "" signed out): a catalogue posting,
// or one the user added. stride.Job.VisibleTo says the same in Go.
const visibleJob = `(j.source <> 'user' OR j.posted_by = ?)`

// FindJob returns a job userID may see (see visibleJob), or ENOTFOUND: a
// job another user added is not found, as if it did not exist.
func (s *JobService) FindJob(ctx context.Context, userID, id string) (*stride.Job, error) {
	return findJob(ctx, s.db.reader(), userID, id)
}

func findJob(ctx context.Context, tx *Tx, userID, id string) (*stride.Job, error) {
	j, err := scanJob(tx.queryRow(ctx, `SELECT `+jobColumns+` FROM jobs j WHERE j.id = ? AND `+visibleJob, id, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, stride.MsgJobNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find job: %w", err)
	}
	return j, nil
}

// CreateJob stores a job a user found elsewhere: theirs alone, so nobody
// else is told of it.
func (s *JobService) CreateJob(ctx context.Context, userID string, j *stride.Job) error {
	return s.db.update(ctx, func(tx *Tx) error {
		j.ID = uuid.NewString()
		if j.PostedAt.IsZero() {
			j.PostedAt = tx.db.Now()
		}
		j.Source, j.PostedBy = stride.JobSourceUser, userID
		return insertJob(ctx, tx, j, stride.JobSourceUser, userID)
	})
}

func insertJob(ctx context.Context, tx *Tx, j *stride.Job, source, postedBy string) error {
	normalizeInsert(j, source)
	return insertJobs(ctx, tx, []stride.Job{*j}, source, postedBy)
}

// normalizeInsert gives j what storing it sets: empty lists rather than
// nil, its source and sample flag.
func normalizeInsert(j *stride.Job, source string) {
	for _, l := range []*[]string{&j.Requirements, &j.Benefits, &j.Skills} {
		if *l == nil {
			*l = []string{}
		}
	}
	j.Source, j.Sample = source, source == stride.JobSourceSample
}

// insertColumns are the columns insertJobs writes, jobValues their values.
const insertColumns = `id, title, company, location, salary, description,
	requirements, benefits, type, remote, posted_at, company_logo, apply_url, experience, skills,
	occupation_code, occupation_confidence, source, posted_by, external_id, closed, dedupe_key, content_hash`

func jobValues(j *stride.Job, source string, by any) []any {
	return []any{j.ID, j.Title, j.Company, j.Location, j.Salary, j.Description, jsonOf(&j.Requirements),
		jsonOf(&j.Benefits), j.Type, j.Remote, j.PostedAt, j.CompanyLogo, j.ApplyURL, j.Experience,
		jsonOf(&j.Skills), j.OccupationCode, j.OccupationConfidence, source, by, j.ExternalID, j.Closed,
		stride.JobDedupeKey(j), jobContentHash(j)}
}

// insertJobs stores jobs from source (posted by postedBy, "" for none),
// up to 100 rows to a statement.
func insertJobs(ctx context.Context, tx *Tx, jobs []stride.Job, source, postedBy string) error {
	var by any
	if postedBy != "" {
		by = postedBy
	}
	const perStatement = 100
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", 23), ", ") + ")"
	for start := 0; start < len(jobs); start += perStatement {
		chunk := jobs[start:min(start+perStatement, len(jobs))]
		args := make([]any, 0, 23*len(chunk))
		for i := range chunk {
			j := &chunk[i]
			normalizeInsert(j, source)
			args = append(args, jobValues(j, source, by)...)
		}
		q := `INSERT INTO jobs (` + insertColumns + `) VALUES ` + strings.TrimSuffix(strings.Repeat(row+", ", len(chunk)), ", ")
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return fmt.Errorf("insert job: %w", err)
		}
	}
	return nil
}

// ShowSamples opens (show) or closes every sample posting, so that
// CATALOG_JOBS=0 takes the generated postings out of search without
// breaking the applications and saved jobs that point at them. It changes
// nothing (and so rebuilds no index) when they already are as asked.
func (s *JobService) ShowSamples(ctx context.Context, show bool) (int, error) {
	var n int64
	err := s.db.update(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `UPDATE jobs SET closed = ? WHERE source = ? AND closed = ?`, !show, stride.JobSourceSample, show)
		if err != nil {
			return fmt.Errorf("show samples: %w", err)
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}

// CatalogJobCount returns how many sample postings are stored.
func (s *JobService) CatalogJobCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE source = ?`, stride.JobSourceSample).Scan(&n)
	return n, err
}

// SeedEmptyCatalog stores the catalogue postings (SeedCatalog) unless the
// database already holds catalogue postings: replicas starting together on
// an empty database seed it once (exclusive).
func (s *JobService) SeedEmptyCatalog(ctx context.Context, jobs []stride.Job) error {
	return s.SeedEmptyCatalogEach(ctx, func(fn func([]stride.Job) error) error { return fn(jobs) })
}

// SeedEmptyCatalogEach is SeedEmptyCatalog for postings that each calls
// fn with, batch at a time (a million need not be in memory at once).
func (s *JobService) SeedEmptyCatalogEach(ctx context.Context, each func(fn func([]stride.Job) error) error) error {
	return s.db.exclusive(ctx, "seed-catalog", func() error {
		if n, err := s.CatalogJobCount(ctx); err != nil || n > 0 {
			return err
		}
		if err := each(func(jobs []stride.Job) error { return s.insertCatalog(ctx, jobs) }); err != nil {
			return err
		}
		return s.analyze(ctx)
	})
}

// SeedCatalog stores catalogue postings in batches of one transaction each.
func (s *JobService) SeedCatalog(ctx context.Context, jobs []stride.Job) error {
	if err := s.insertCatalog(ctx, jobs); err != nil {
		return err
	}
	return s.analyze(ctx)
}

// insertCatalog stores catalogue postings, 1,000 to a transaction and 100
// to a statement.
func (s *JobService) insertCatalog(ctx context.Context, jobs []stride.Job) error {
	const batch = 1000
	for start := 0; start < len(jobs); start += batch {
		end := min(start+batch, len(jobs))
		if err := s.db.update(ctx, func(tx *Tx) error {
			return insertJobs(ctx, tx, jobs[start:end], stride.JobSourceSample, "")
		}); err != nil {
			return err
		}
	}
	return nil
}

// analyze refreshes the jobs table's statistics, so that the query planner
// picks the right index for combined filters (PostgreSQL otherwise guesses
// badly after a bulk load).
func (s *JobService) analyze(ctx context.Context) error {
	if _, err := s.db.write.ExecContext(ctx, `ANALYZE jobs`); err != nil {
		return fmt.Errorf("analyze jobs: %w", err)
	}
	return nil
}

// jobContentHash digests what a source says of a posting, so that a
// re-run rewrites (and re-indexes) only the postings that changed.
func jobContentHash(j *stride.Job) string {
	b, _ := json.Marshal([]any{j.Title, j.Company, j.Location, j.Salary, j.Description, j.Requirements,
		j.Benefits, j.Type, j.Remote, j.PostedAt.UTC().Unix(), j.CompanyLogo, j.ApplyURL, j.Experience, j.Skills,
		j.OccupationCode, j.OccupationConfidence}) // plain values: never fails
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:16])
}
