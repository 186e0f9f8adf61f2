package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/sqldb"
)

// ingestCommand runs `stride ingest SOURCE…`: each source in turn into the
// database of DATABASE_URL, progress and a summary line per source on
// stdout. It fails (1) when any source failed; the others still ran.
func ingestCommand(ctx context.Context, sources []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(sources) == 0 {
		fmt.Fprintf(stderr, "stride ingest: give at least one SOURCE\n\n%s", usage)
		return 2
	}
	cfg, err := loadConfig(getenv)
	if err != nil {
		fmt.Fprintf(stderr, "stride ingest: invalid configuration:\n%v\n", err)
		return 2
	}
	for _, s := range sources {
		if _, err := ingest.SourceName(s, cfg.Ingest.AllowHTTP); err != nil {
			fmt.Fprintf(stderr, "stride ingest: %v\n", err)
			return 2
		}
	}
	db, err := sqldb.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		fmt.Fprintf(stderr, "stride ingest: %v\n", err)
		return 1
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		fmt.Fprintf(stderr, "stride ingest: %v\n", err)
		return 1
	}
	cat, err := catalog.Load()
	if err != nil {
		fmt.Fprintf(stderr, "stride ingest: %v\n", err)
		return 1
	}
	in := ingest.New(cfg.Ingest, sqldb.NewJobService(db), cat)
	failed := 0
	var total stride.JobSync
	for _, r := range in.Run(ctx, sources, stdout) {
		if r.Err != nil {
			failed++
		}
		total.Added += r.Sync.Added
		total.Updated += r.Sync.Updated
		total.Closed += r.Sync.Closed
	}
	fmt.Fprintf(stdout, "%d sources, %d failed: %d postings added, %d updated, %d closed.\n", len(sources), failed,
		total.Added, total.Updated, total.Closed)
	if failed > 0 {
		return 1
	}
	return 0
}

// refreshJobSources ingests cfg.JobSources now and every
// cfg.JobSourcesEvery until ctx ends. Replicas take turns under one
// database lock, and a source another replica refreshed within the
// period is left alone, so each source is read once a period whatever the
// number of replicas.
func refreshJobSources(ctx context.Context, db *sqldb.DB, cfg config, cat *catalog.Catalog, log *slog.Logger) {
	if len(cfg.JobSources) == 0 {
		return
	}
	store := sqldb.NewJobService(db)
	in := ingest.New(cfg.Ingest, store, cat)
	t := time.NewTicker(cfg.JobSourcesEvery)
	defer t.Stop()
	for {
		refreshOnce(ctx, in, store, cfg.JobSources, cfg.JobSourcesEvery, log)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// refreshOnce ingests each source unless it was refreshed (by this or
// another replica) within the last nine tenths of every.
func refreshOnce(ctx context.Context, in *ingest.Ingester, store *sqldb.JobService, specs []string, every time.Duration, log *slog.Logger) {
	for _, spec := range specs {
		if ctx.Err() != nil {
			return
		}
		err := store.Exclusive(ctx, "job-sources", func() error {
			name, err := in.SourceName(spec)
			if err != nil {
				return err
			}
			last, err := store.LastSourceRun(ctx, name)
			if err == nil && last.FinishedAt != nil && time.Since(last.StartedAt) < every*9/10 {
				log.Debug("job source refreshed recently", "source", name, "at", last.StartedAt)
				return nil
			} else if err != nil && stride.ErrorCode(err) != stride.ENOTFOUND {
				return err
			}
			r := in.Run(ctx, []string{spec}, nil)[0]
			if r.Err != nil {
				return r.Err
			}
			log.Info("job source refreshed", "source", r.Source, "fetched", r.Sync.Fetched, "added", r.Sync.Added,
				"updated", r.Sync.Updated, "closed", r.Sync.Closed, "duplicates", r.Sync.Duplicates,
				"skipped", len(r.Skipped), "took", r.Took.Round(time.Millisecond))
			return nil
		})
		if err != nil && !errors.Is(err, context.Canceled) {
			log.Warn("job source failed", "source", spec, "err", err)
		}
	}
}
