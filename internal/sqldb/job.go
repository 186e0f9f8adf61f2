package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

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
	j.occupation_code, j.occupation_confidence, j.source, COALESCE(j.posted_by, '')`

func scanJob(r rowScanner, extra ...any) (*stride.Job, error) {
	var j stride.Job
	dest := []any{&j.ID, &j.Title, &j.Company, &j.Location, &j.Salary, &j.Description,
		jsonOf(&j.Requirements), jsonOf(&j.Benefits), &j.Type, &j.Remote, &j.PostedAt, &j.CompanyLogo,
		&j.ApplyURL, &j.Experience, jsonOf(&j.Skills), &j.OccupationCode, &j.OccupationConfidence, &j.Source, &j.PostedBy}
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

// LoadJobs returns the postings stored after afterSeq (all with 0) for
// the search index, with each one's insertion sequence number, in order.
func (s *JobService) LoadJobs(ctx context.Context, afterSeq int64) ([]stride.Job, []int64, error) {
	seq := "j.seq"
	if s.db.Dialect == SQLite {
		seq = "j.rowid"
	}
	rows, err := s.db.reader().query(ctx, `SELECT `+jobColumns+`, `+seq+` FROM jobs j WHERE `+seq+` > ? ORDER BY `+seq, afterSeq)
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

// CountJobs returns how many postings are stored.
func (s *JobService) CountJobs(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs`).Scan(&n)
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
		occupation_code, occupation_confidence, source, posted_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		j.ID, j.Title, j.Company, j.Location, j.Salary, j.Description, jsonOf(&j.Requirements),
		jsonOf(&j.Benefits), j.Type, j.Remote, j.PostedAt, j.CompanyLogo, j.ApplyURL, j.Experience,
		jsonOf(&j.Skills), j.OccupationCode, j.OccupationConfidence, source, by)
	if err != nil {
		return fmt.Errorf("insert job: %w", err)
	}
	return nil
}

// CatalogJobCount returns how many catalogue postings are stored.
func (s *JobService) CatalogJobCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE source = ?`, stride.JobSourceCatalog).Scan(&n)
	return n, err
}

// SeedEmptyCatalog stores the catalogue postings (SeedCatalog) unless the
// database already holds catalogue postings: replicas starting together on
// an empty database seed it once (exclusive).
func (s *JobService) SeedEmptyCatalog(ctx context.Context, jobs []stride.Job) error {
	return s.db.exclusive(ctx, "seed-catalog", func() error {
		if n, err := s.CatalogJobCount(ctx); err != nil || n > 0 {
			return err
		}
		return s.SeedCatalog(ctx, jobs)
	})
}

// SeedCatalog stores catalogue postings in batches of one transaction each.
func (s *JobService) SeedCatalog(ctx context.Context, jobs []stride.Job) error {
	const batch = 500
	for start := 0; start < len(jobs); start += batch {
		end := min(start+batch, len(jobs))
		if err := s.db.update(ctx, func(tx *Tx) error {
			for i := start; i < end; i++ {
				jobs[i].Source = stride.JobSourceCatalog
				if err := insertJob(ctx, tx, &jobs[i], stride.JobSourceCatalog, ""); err != nil {
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
