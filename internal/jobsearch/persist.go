package jobsearch

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"time"
)

// logger returns the log the index file's fate is told to.
func (s *Service) logger() *slog.Logger {
	if s.log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return s.log
}

// readIndexFile returns the saved index caught up with the database, or
// nil when there is none to use: no file, a file that is not this
// database's and binary's, damaged, ahead of the database or too far
// behind it (more than a quarter of the postings changed since), or one
// whose open postings, once caught up, are not as many as the database's.
// The caller holds buildMu.
func (s *Service) readIndexFile(ctx context.Context) *snapshot {
	if s.indexFile == "" {
		return nil
	}
	log, start := s.logger(), time.Now()
	sn, err := s.loadIndexFile(ctx)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		log.Info("no saved job search index: building it", "file", s.indexFile)
		return nil
	case err != nil:
		log.Warn("saved job search index not used: building it", "file", s.indexFile, "reason", err)
		return nil
	}
	s.saved.Store(sn.version)
	s.savedAt.Store(time.Now().UnixNano())
	log.Info("job search index read from its file", "file", s.indexFile, "postings", len(sn.st.byID),
		"version", sn.version, "took", time.Since(start).Round(time.Millisecond))
	return sn
}

var errIndexBehind = errors.New("too many changes since it was saved")

func (s *Service) loadIndexFile(ctx context.Context) (*snapshot, error) {
	epoch, err := s.store.JobsEpoch(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.store.JobsVersion(ctx)
	if err != nil {
		return nil, err
	}
	sn, err := readIndex(s.indexFile, epoch, s.fingerprint(), v)
	if err != nil {
		return nil, err
	}
	// Caught up, the index holds as many postings as the database has
	// open; a posting written meanwhile may tell them apart once more.
	for try := 0; ; try++ {
		c, err := s.store.JobChanges(ctx, sn.version, max(1000, len(sn.docs)/4))
		if err != nil {
			return nil, err
		}
		if c.TooMany {
			return nil, errIndexBehind
		}
		sn = s.apply(sn, c)
		open, err := s.store.CountJobs(ctx)
		if err != nil {
			return nil, err
		}
		if open == len(sn.st.byID) {
			return sn, nil
		}
		if try == 1 {
			return nil, errors.New("its postings, caught up, are not the database's")
		}
	}
}

// saveInBackground writes sn to the index file beside the searches,
// unless a save is running.
func (s *Service) saveInBackground(sn *snapshot) {
	if s.indexFile == "" || !s.saving.CompareAndSwap(false, true) {
		return
	}
	s.saves.Add(1)
	go func() {
		defer s.saves.Done()
		defer s.saving.Store(false)
		start := time.Now()
		if err := writeIndex(s.indexFile, sn, sn.epoch, s.fingerprint()); err != nil {
			s.logger().Warn("save the job search index", "file", s.indexFile, "err", err)
			return
		}
		s.saved.Store(sn.version)
		s.savedAt.Store(time.Now().UnixNano())
		s.logger().Info("job search index saved", "file", s.indexFile, "version", sn.version,
			"took", time.Since(start).Round(time.Millisecond))
	}()
}
