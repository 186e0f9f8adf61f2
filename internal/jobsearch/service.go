// Package jobsearch is Stride's job search and ranking: an in-memory index
// of what ranking and filtering read of every open posting (words,
// occupation, match features shared by the postings that have the same,
// place, type, date; no rows), kept up to date from the jobs table's
// changes so several processes serving one database stay coherent,
// occupation-aware keyword search with relaxation to related roles, and
// orderings for a signed-in user by match. A search reads the jobs version
// (one cheap query) and its page's rows by id.
package jobsearch

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Store is what the search reads and writes through (internal/sqldb).
type Store interface {
	// JobsVersion moves whenever any process inserts, changes or deletes
	// a posting.
	JobsVersion(ctx context.Context) (int64, error)
	// JobsEpoch names the database's history of versions: an index saved
	// at a version is this database's only when it records the same.
	JobsEpoch(ctx context.Context) (string, error)
	// CountJobs returns how many open postings are stored.
	CountJobs(ctx context.Context) (int, error)
	// LoadJobs returns up to limit open postings whose ids sort after
	// afterID, in id order.
	LoadJobs(ctx context.Context, afterID string, limit int) ([]stride.Job, error)
	// JobChanges returns what was written after version since (see
	// Changes); more than most changed postings set TooMany instead.
	JobChanges(ctx context.Context, since int64, most int) (Changes, error)
	// JobsByID returns the stored postings of ids, in that order.
	JobsByID(ctx context.Context, ids []string) ([]stride.Job, error)
	// FindJob returns the job with that id if userID ("" signed out) may
	// see it, else ENOTFOUND.
	FindJob(ctx context.Context, userID, id string) (*stride.Job, error)
	CreateJob(ctx context.Context, userID string, j *stride.Job) error
}

// Changes is what was written to the postings between two versions.
type Changes struct {
	// Version is the version the changes bring a reader to.
	Version int64
	// Written are the postings inserted or updated, closed ones included.
	Written []stride.Job
	// Deleted are the ids of the postings deleted.
	Deleted []string
	// TooMany says more postings changed than asked for: read them all.
	TooMany bool
}

// orderingsCached is how many postings the cached orderings hold at most
// in all (4 bytes each): 256 orderings of 6,000 postings, or 16 of a
// million.
const orderingsCached = 16 << 20

// loadBatch is how many postings a whole build reads at a time.
const loadBatch = 10_000

// Service implements stride.JobService.
type Service struct {
	store  Store
	skills interface {
		ListSkills(ctx context.Context, userID string) ([]stride.Skill, error)
	}
	cat     *catalog.Catalog
	model   *catalog.Model
	matcher *stride.Matcher

	snap       atomic.Pointer[snapshot]
	buildMu    sync.Mutex
	rebuilding atomic.Bool

	profiles *lru[*stride.MatchProfile]
	orders   *lru[*ordering]
	// flight computes a profile or an ordering once however many
	// requests ask for the same key at the same time.
	flight singleflight.Group
	// orderings counts the orderings computed (what the cache and flight
	// save; tests read it).
	orderings atomic.Int64
	// builds counts the whole builds of the index.
	builds atomic.Int64
	// beforeOrder, when a test sets it, runs as an ordering starts.
	beforeOrder func()

	// indexFile is where the index is saved after a whole build and read
	// at start ("" for neither); log says what became of it.
	indexFile string
	log       *slog.Logger
	// fingerprint digests what a saved index depends on besides the
	// postings (see fingerprint), worked out once.
	fingerprint func() string
	// saving is set while a save runs; saves counts the ones running;
	// saved is the version last saved and savedAt when.
	saving  atomic.Bool
	saves   sync.WaitGroup
	saved   atomic.Int64
	savedAt atomic.Int64
}

// indexSaveEvery is how often, at most, a changed index is saved again
// (besides after every whole build), so that a start has few changes to
// catch up with.
const indexSaveEvery = 10 * time.Minute

var _ stride.JobService = (*Service)(nil)

// New returns the search over store, with skills for users' profiles and
// the catalogue for occupations.
func New(store Store, skills interface {
	ListSkills(ctx context.Context, userID string) ([]stride.Skill, error)
}, cat *catalog.Catalog) *Service {
	model := catalog.NewModel(cat)
	m := &stride.Matcher{Occupations: model}
	return &Service{store: store, skills: skills, cat: cat, model: model, matcher: m,
		profiles:    newLRU[*stride.MatchProfile](4096, nil),
		orders:      newLRU(orderingsCached, func(o *ordering) int { return len(o.docs) }),
		fingerprint: sync.OnceValue(func() string { return fingerprint(cat, m) })}
}

// UseIndexFile makes the index saved to path after each whole build (and
// every indexSaveEvery when it changed) and read from it at start instead
// of being built from every posting's text, then caught up with the
// changes since. A file that does not belong to this database and binary,
// is damaged, or is ahead of the database is ignored (and replaced).
func (s *Service) UseIndexFile(path string, log *slog.Logger) {
	s.indexFile, s.log = path, log
}

// Matcher is the matcher the search scores with.
func (s *Service) Matcher() *stride.Matcher { return s.matcher }

// current returns the snapshot of the database's jobs version. The
// changes since the last one (postings inserted, changed, closed or
// deleted) are applied to it before the search goes on, so that a posting
// is found at once by every process. When more than a quarter of the
// postings changed at once, the index is built again whole in the
// background while searches keep the snapshot they have.
func (s *Service) current(ctx context.Context) (*snapshot, error) {
	v, err := s.store.JobsVersion(ctx)
	if err != nil {
		return nil, err
	}
	if sn := s.snap.Load(); sn != nil && (sn.version >= v || s.rebuilding.Load()) {
		return sn, nil
	}
	s.buildMu.Lock()
	defer s.buildMu.Unlock()
	old := s.snap.Load()
	if old == nil {
		if sn := s.readIndexFile(ctx); sn != nil {
			s.snap.Store(sn)
			return sn, nil
		}
		sn, err := s.build(ctx)
		if err != nil {
			return nil, err
		}
		s.snap.Store(sn)
		s.saveInBackground(sn)
		return s.catchUp(ctx, sn)
	}
	if old.version >= v || s.rebuilding.Load() {
		return old, nil
	}
	return s.catchUp(ctx, old)
}

// catchUp applies the changes since sn's version to it and publishes the
// result; when there are too many, it starts a whole build in the
// background and returns sn. The caller holds buildMu.
func (s *Service) catchUp(ctx context.Context, sn *snapshot) (*snapshot, error) {
	c, err := s.store.JobChanges(ctx, sn.version, max(1000, len(sn.docs)/4))
	if err != nil {
		return nil, fmt.Errorf("read job changes for the index: %w", err)
	}
	if c.TooMany {
		s.rebuildInBackground()
		return sn, nil
	}
	n := s.apply(sn, c)
	s.snap.Store(n)
	return n, nil
}

// apply returns sn with the changes c made (sn itself when none).
func (s *Service) apply(sn *snapshot, c Changes) *snapshot {
	if c.Version <= sn.version {
		return sn
	}
	b := newBuilder(sn, s.matcher)
	for _, id := range c.Deleted {
		b.remove(id)
	}
	b.add(c.Written)
	return b.finish(c.Version)
}

// rebuildInBackground builds the index whole beside the searches, which
// keep the snapshot they have until it is published.
func (s *Service) rebuildInBackground() {
	if !s.rebuilding.CompareAndSwap(false, true) {
		return
	}
	go func() { // #nosec G118 -- the rebuild outlives the request that noticed the change, bounded by its own timeout
		defer s.rebuilding.Store(false)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		sn, err := s.build(ctx)
		if err != nil {
			return // the next search tries again
		}
		s.buildMu.Lock()
		defer s.buildMu.Unlock()
		s.snap.Store(sn)
		s.saveInBackground(sn)
		_, _ = s.catchUp(ctx, sn)
	}()
}

// build reads the version, then every open posting batch at a time (the
// next batch read while the last is analysed), and returns the snapshot.
func (s *Service) build(ctx context.Context) (*snapshot, error) {
	s.builds.Add(1)
	epoch, err := s.store.JobsEpoch(ctx)
	if err != nil {
		return nil, err
	}
	v, err := s.store.JobsVersion(ctx)
	if err != nil {
		return nil, err
	}
	batches := make(chan []stride.Job, 1)
	errc := make(chan error, 1)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		defer close(batches)
		after := ""
		for {
			jobs, err := s.store.LoadJobs(ctx, after, loadBatch)
			if err != nil {
				errc <- fmt.Errorf("load jobs for the index: %w", err)
				return
			}
			if len(jobs) == 0 {
				return
			}
			after = jobs[len(jobs)-1].ID
			select {
			case batches <- jobs:
			case <-ctx.Done():
				return
			}
		}
	}()
	b := newBuilder(nil, s.matcher)
	for jobs := range batches {
		b.add(jobs)
	}
	select {
	case err := <-errc:
		return nil, err
	default:
	}
	sn := b.finish(v)
	sn.epoch = epoch
	return sn, nil
}

// Follow applies the jobs table's changes to the index every period until
// ctx ends, so that searches rarely find it behind (they catch it up
// themselves when they do).
func (s *Service) Follow(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			// A failure is retried at the next tick.
			if sn, err := s.current(ctx); err == nil && sn.version > s.saved.Load() &&
				time.Since(time.Unix(0, s.savedAt.Load())) >= indexSaveEvery {
				s.saveInBackground(sn)
			}
		}
	}
}

// Warm builds the index and the catalogue's title index now (at start-up)
// rather than on the first search, then gives the memory the build used
// and no longer needs back to the system.
func (s *Service) Warm(ctx context.Context) error {
	s.cat.ResolveTitle("registered nurse", 1)
	if _, err := s.current(ctx); err != nil {
		return err
	}
	debug.FreeOSMemory()
	return nil
}

// profile returns u's match profile, cached until u's profile or skills
// change (both move u.UpdatedAt).
func (s *Service) profile(ctx context.Context, u *stride.User) (*stride.MatchProfile, string, error) {
	key := u.ID + "|" + u.UpdatedAt.UTC().Format("2006-01-02T15:04:05.999999999")
	if p, ok := s.profiles.get(key); ok {
		return p, key, nil
	}
	// The first request's cancellation must not fail the others waiting.
	ctx = context.WithoutCancel(ctx)
	v, err, _ := s.flight.Do("profile|"+key, func() (any, error) {
		if p, ok := s.profiles.get(key); ok {
			return p, nil
		}
		skills, err := s.skills.ListSkills(ctx, u.ID)
		if err != nil {
			return nil, err
		}
		p := s.matcher.Profile(u, skills)
		s.profiles.put(key, p)
		return p, nil
	})
	if err != nil {
		return nil, "", err
	}
	return v.(*stride.MatchProfile), key, nil
}

// FindJobs is FindJobsFor signed out.
func (s *Service) FindJobs(ctx context.Context, f stride.JobFilter) ([]stride.Job, int, error) {
	return s.FindJobsFor(ctx, f, nil)
}

// FindJobsFor returns one page of the ordering for f and u, and its length.
func (s *Service) FindJobsFor(ctx context.Context, f stride.JobFilter, u *stride.User) ([]stride.Job, int, error) {
	if f.Limit <= 0 || f.Limit > stride.MaxJobLimit {
		f.Limit = stride.DefaultJobLimit
	}
	f.Offset = max(0, f.Offset)
	sn, err := s.current(ctx)
	if err != nil {
		return nil, 0, err
	}
	var p *stride.MatchProfile
	userKey, viewer := "", ""
	if u != nil {
		viewer = u.ID
		if p, userKey, err = s.profile(ctx, u); err != nil {
			return nil, 0, err
		}
	}
	key := fmt.Sprintf("%d|%s|%q|%q|%s|%v", sn.gen, userKey, strings.ToLower(strings.TrimSpace(f.Search)),
		strings.ToLower(strings.TrimSpace(f.Location)), f.Type, remoteKey(f.Remote))
	o, ok := s.orders.get(key)
	if !ok {
		v, _, _ := s.flight.Do("order|"+key, func() (any, error) {
			if o, ok := s.orders.get(key); ok {
				return o, nil
			}
			s.orderings.Add(1)
			if s.beforeOrder != nil {
				s.beforeOrder()
			}
			o := s.order(sn, f, p, viewer)
			s.orders.put(key, o)
			return o, nil
		})
		o = v.(*ordering)
	}
	total := len(o.docs)
	if f.Offset >= total {
		return []stride.Job{}, total, nil
	}
	idx := o.docs[f.Offset:min(total, f.Offset+f.Limit)]
	ids := make([]string, len(idx))
	at := make(map[string]int, len(idx))
	for i, d := range idx {
		ids[i] = sn.id(d)
		at[ids[i]] = i
	}
	jobs, err := s.store.JobsByID(ctx, ids)
	if err != nil {
		return nil, 0, err
	}
	// A posting deleted since the snapshot is left out of the page.
	for k := range jobs {
		i := at[jobs[k].ID]
		if p != nil {
			m := p.MatchFeatures(sn.feats[sn.docs[idx[i]].feat].f)
			jobs[k].Match = &m
		}
		jobs[k].Related = o.relatedFrom >= 0 && f.Offset+i >= o.relatedFrom
	}
	return jobs, total, nil
}

func remoteKey(b *bool) string {
	if b == nil {
		return "any"
	}
	return fmt.Sprint(*b)
}

// FindJobFor returns a job u may see with u's match (none when u is nil):
// a job another user added is not found.
func (s *Service) FindJobFor(ctx context.Context, id string, u *stride.User) (*stride.Job, error) {
	viewer := ""
	if u != nil {
		viewer = u.ID
	}
	j, err := s.store.FindJob(ctx, viewer, id)
	if err != nil || u == nil {
		return j, err
	}
	p, _, err := s.profile(ctx, u)
	if err != nil {
		return nil, err
	}
	m := p.Match(j)
	j.Match = &m
	return j, nil
}

// MinClassifyConfidence is how sure the title resolver must be before a
// user's posting is filed under an occupation.
const MinClassifyConfidence = 0.5

// CreateJob files a user's posting under the occupation its title names
// (through O*NET's titles, with the resolver's confidence) and stores it.
func (s *Service) CreateJob(ctx context.Context, userID string, j *stride.Job) error {
	if j.OccupationCode == nil {
		keys := make([]string, len(j.Skills))
		for i, sk := range j.Skills {
			keys[i] = stride.SkillKey(sk)
		}
		if code, conf := s.model.ResolveTitle(j.Title, keys); code != "" && conf >= MinClassifyConfidence {
			j.OccupationCode, j.OccupationConfidence = &code, &conf
		}
	}
	return s.store.CreateJob(ctx, userID, j)
}
