package sqldb

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
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

// LoadJobs returns the open postings stored after afterSeq (all with 0)
// for the search index, with each one's insertion sequence number, in
// order. Closed postings are not searched.
func (s *JobService) LoadJobs(ctx context.Context, afterSeq int64) ([]stride.Job, []int64, error) {
	seq := "j.seq"
	if s.db.Dialect == SQLite {
		seq = "j.rowid"
	}
	rows, err := s.db.reader().query(ctx, `SELECT `+jobColumns+`, `+seq+` FROM jobs j WHERE `+seq+` > ? AND NOT j.closed ORDER BY `+seq, afterSeq)
	if err != nil {
		return nil, nil, fmt.Errorf("load jobs: %w", err)
	}
	defer rows.Close()
	var out []stride.Job
	var seqs []int64
	for rows.Next() {
		var n int64
		j, err := scanJob(rows, &n)
		if err != nil {
			return nil, nil, fmt.Errorf("scan job: %w", err)
		}
		out, seqs = append(out, *j), append(seqs, n)
	}
	return out, seqs, rows.Err()
}

// CountJobs returns how many open postings are stored (what LoadJobs
// returns from 0).
func (s *JobService) CountJobs(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE NOT closed`).Scan(&n)
	return n, err
}

// JobsVersion returns two numbers kept by triggers: version moves whenever
// any process inserts, changes or deletes a posting; rewrites only on
// changes and deletes.
func (s *JobService) JobsVersion(ctx context.Context) (version, rewrites int64, err error) {
	return jobsVersion(ctx, s.db.reader())
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
