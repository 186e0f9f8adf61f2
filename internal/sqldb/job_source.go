package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
)

var _ stride.JobSourceStore = (*JobService)(nil)

// ingestNamespace makes an ingested posting's id from its source and
// external id, the same on every replica and every run.
var ingestNamespace = uuid.MustParse("0e6c9f7a-4b2d-4c41-9a53-7f1d2e8b6c35")

// IngestedJobID is the id of the posting externalID of source.
func IngestedJobID(source, externalID string) string {
	return uuid.NewSHA1(ingestNamespace, []byte(source+"\x00"+externalID)).String()
}

// SyncSource stores source's postings in one transaction: a posting
// already stored under (source, external id) is rewritten only when it
// changed or was closed; a new one is added unless an open posting of
// another ingest source (or an earlier one of this run) has the same
// company, title and location; stored postings of source missing from
// jobs are closed.
func (s *JobService) SyncSource(ctx context.Context, source string, jobs []stride.Job) (stride.JobSync, error) {
	res := stride.JobSync{Fetched: len(jobs)}
	if source == "" || source == stride.JobSourceSample || source == stride.JobSourceUser {
		return res, stride.Errorf(stride.EINVALID, "%q is not an ingest source", source)
	}
	err := s.db.update(ctx, func(tx *Tx) error {
		res = stride.JobSync{Fetched: len(jobs)}
		type stored struct {
			hash   string
			closed bool
			posted time.Time
		}
		have := map[string]stored{}
		rows, err := tx.query(ctx, `SELECT external_id, COALESCE(content_hash, ''), closed, posted_at FROM jobs WHERE source = ? AND external_id IS NOT NULL`, source)
		if err != nil {
			return fmt.Errorf("load %s postings: %w", source, err)
		}
		for rows.Next() {
			var id string
			var st stored
			if err := rows.Scan(&id, &st.hash, &st.closed, &st.posted); err != nil {
				_ = rows.Close()
				return err
			}
			have[id] = st
		}
		if err := errors.Join(rows.Err(), rows.Close()); err != nil {
			return fmt.Errorf("load %s postings: %w", source, err)
		}
		seen := map[string]bool{}
		keys := map[string]bool{}
		for i := range jobs {
			j := &jobs[i]
			if j.ExternalID == nil || *j.ExternalID == "" {
				return stride.Errorf(stride.EINVALID, "a posting of %s has no external id", source)
			}
			ext := *j.ExternalID
			if seen[ext] {
				res.Duplicates++
				continue
			}
			seen[ext] = true
			for _, l := range []*[]string{&j.Requirements, &j.Benefits, &j.Skills} {
				if *l == nil {
					*l = []string{}
				}
			}
			j.ID, j.Source, j.Sample, j.Closed = IngestedJobID(source, ext), source, false, false
			key := stride.JobDedupeKey(j)
			if st, ok := have[ext]; ok {
				keys[key] = true
				// The same content is unchanged, also when only the posted
				// date moved: a source without dates is dated when read,
				// and the posting keeps the date it was first seen.
				sameButDate := *j
				sameButDate.PostedAt = st.posted
				if !st.closed && (st.hash == jobContentHash(j) || st.hash == jobContentHash(&sameButDate)) {
					res.Unchanged++
					continue
				}
				if err := updateIngested(ctx, tx, j, key); err != nil {
					return err
				}
				res.Updated++
				continue
			}
			dup := keys[key]
			if !dup {
				err := tx.queryRow(ctx, `SELECT 1 FROM jobs WHERE dedupe_key = ? AND source <> ? AND source NOT IN (?, ?)
					AND NOT closed LIMIT 1`, key, source, stride.JobSourceSample, stride.JobSourceUser).Scan(new(int))
				if err == nil {
					dup = true
				} else if !errors.Is(err, sql.ErrNoRows) {
					return fmt.Errorf("find duplicate posting: %w", err)
				}
			}
			if dup {
				res.Duplicates++
				continue
			}
			keys[key] = true
			if err := insertJob(ctx, tx, j, source, ""); err != nil {
				return err
			}
			res.Added++
		}
		var gone []string
		for ext, st := range have {
			if !seen[ext] && !st.closed {
				gone = append(gone, ext)
			}
		}
		for start := 0; start < len(gone); start += 500 {
			part := gone[start:min(len(gone), start+500)]
			a := []any{true, source}
			for _, g := range part {
				a = append(a, g)
			}
			r, err := tx.exec(ctx, `UPDATE jobs SET closed = ? WHERE source = ? AND external_id IN (?`+strings.Repeat(", ?", len(part)-1)+`)`, a...)
			if err != nil {
				return fmt.Errorf("close dropped postings: %w", err)
			}
			n, _ := r.RowsAffected()
			res.Closed += int(n)
		}
		return nil
	})
	return res, err
}

// updateIngested rewrites a stored posting with what its source now says,
// and opens it again.
func updateIngested(ctx context.Context, tx *Tx, j *stride.Job, key string) error {
	_, err := tx.exec(ctx, `UPDATE jobs SET title = ?, company = ?, location = ?, salary = ?, description = ?,
		requirements = ?, benefits = ?, type = ?, remote = ?, posted_at = ?, company_logo = ?, apply_url = ?,
		experience = ?, skills = ?, occupation_code = ?, occupation_confidence = ?, closed = ?, dedupe_key = ?,
		content_hash = ? WHERE source = ? AND external_id = ?`,
		j.Title, j.Company, j.Location, j.Salary, j.Description, jsonOf(&j.Requirements), jsonOf(&j.Benefits),
		j.Type, j.Remote, j.PostedAt, j.CompanyLogo, j.ApplyURL, j.Experience, jsonOf(&j.Skills),
		j.OccupationCode, j.OccupationConfidence, false, key, jobContentHash(j), j.Source, j.ExternalID)
	if err != nil {
		return fmt.Errorf("update posting: %w", err)
	}
	return nil
}

// StartSourceRun records that an ingest of source began now.
func (s *JobService) StartSourceRun(ctx context.Context, source string) (*stride.JobSourceRun, error) {
	run := &stride.JobSourceRun{ID: uuid.NewString(), Source: source, StartedAt: s.db.Now()}
	err := s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO job_source_runs (id, source, started_at) VALUES (?, ?, ?)`, run.ID, source, run.StartedAt)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("start source run: %w", err)
	}
	return run, nil
}

// FinishSourceRun records the end of run with its counts and error.
func (s *JobService) FinishSourceRun(ctx context.Context, run *stride.JobSourceRun, sync stride.JobSync, runErr error) error {
	now := s.db.Now()
	run.FinishedAt, run.JobSync = &now, sync
	var msg any
	if runErr != nil {
		run.Error = runErr.Error()
		msg = run.Error
	}
	return s.db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `UPDATE job_source_runs SET finished_at = ?, fetched = ?, added = ?, updated = ?, closed = ?,
			duplicates = ?, error = ? WHERE id = ?`, now, sync.Fetched, sync.Added, sync.Updated, sync.Closed, sync.Duplicates, msg, run.ID)
		if err != nil {
			return fmt.Errorf("finish source run: %w", err)
		}
		return nil
	})
}

// LastSourceRun returns the latest run of source, or ENOTFOUND.
func (s *JobService) LastSourceRun(ctx context.Context, source string) (*stride.JobSourceRun, error) {
	var r stride.JobSourceRun
	var finished sql.NullTime
	var msg sql.NullString
	err := s.db.reader().queryRow(ctx, `SELECT id, source, started_at, finished_at, fetched, added, updated, closed, duplicates, error
		FROM job_source_runs WHERE source = ? ORDER BY started_at DESC LIMIT 1`, source).Scan(&r.ID, &r.Source, &r.StartedAt,
		&finished, &r.Fetched, &r.Added, &r.Updated, &r.Closed, &r.Duplicates, &msg)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, "no run of %s", source)
	} else if err != nil {
		return nil, fmt.Errorf("last source run: %w", err)
	}
	if finished.Valid {
		t := finished.Time.UTC()
		r.FinishedAt = &t
	}
	r.Error = msg.String
	return &r, nil
}

// Exclusive runs fn while holding the database-wide lock name (see
// exclusive): replicas refreshing job sources take turns.
func (s *JobService) Exclusive(ctx context.Context, name string, fn func() error) error {
	return s.db.exclusive(ctx, name, fn)
}
