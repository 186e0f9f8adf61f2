package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

// JobService stores postings; internal/jobsearch searches them.
type JobService struct {
	db *DB
	// Matcher scores a new posting for the users it may fit.
	Matcher *stride.Matcher
}

// NewJobService returns the job store of db, matching without occupation
// knowledge until Matcher is set.
func NewJobService(db *DB) *JobService { return &JobService{db: db, Matcher: &stride.Matcher{}} }

const jobColumns = `j.id, j.title, j.company, j.location, j.salary, j.description, j.requirements,
	j.benefits, j.type, j.remote, j.posted_at, j.company_logo, j.apply_url, j.experience, j.skills,
	j.occupation_code, j.occupation_confidence`

func scanJob(r rowScanner, extra ...any) (*stride.Job, error) {
	var j stride.Job
	dest := []any{&j.ID, &j.Title, &j.Company, &j.Location, &j.Salary, &j.Description,
		jsonOf(&j.Requirements), jsonOf(&j.Benefits), &j.Type, &j.Remote, &j.PostedAt, &j.CompanyLogo,
		&j.ApplyURL, &j.Experience, jsonOf(&j.Skills), &j.OccupationCode, &j.OccupationConfidence}
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
		return notifyJobMatches(ctx, tx, s.Matcher, userID, j)
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
	err := s.db.reader().queryRow(ctx, `SELECT COUNT(*) FROM jobs WHERE source = ?`, "catalog").Scan(&n)
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

// notifyJobMatches tells the users who list one of j's skills and whom j
// fits at stride.MatchNoticeScore or better (the poster excepted).
func notifyJobMatches(ctx context.Context, tx *Tx, matcher *stride.Matcher, posterID string, j *stride.Job) error {
	ids, err := usersWithSkills(ctx, tx, j.Skills, stride.MatchNoticeCandidates)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id == posterID {
			continue
		}
		u, err := findUserByID(ctx, tx, id)
		if err != nil {
			return err
		}
		skills, err := listSkills(ctx, tx, id)
		if err != nil {
			return err
		}
		m := matcher.Profile(u, skills).Match(j)
		if m.Score < stride.MatchNoticeScore {
			continue
		}
		url := "/jobs/" + j.ID + "/apply"
		data, _ := json.Marshal(map[string]any{"jobId": j.ID, "score": m.Score})
		if err := createNotification(ctx, tx, &stride.Notification{
			UserID: id, Type: stride.NotifyJobMatch, Title: "New job match",
			Message:   fmt.Sprintf("%s at %s fits you at %d%%.", j.Title, j.Company, m.Score),
			ActionURL: &url, Data: data,
		}); err != nil {
			return err
		}
	}
	return nil
}
