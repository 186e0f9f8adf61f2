// Package jobsearch is Stride's job search and ranking: an in-memory index
// of every posting's ranking features (rebuilt when the jobs table's
// version changes, so several processes serving one database stay
// coherent), occupation-aware keyword search with relaxation to related
// roles, and orderings for a signed-in user by match. A page is served from
// memory: one cheap version query is the only database work of a search.
package jobsearch

import (
	"context"
	"fmt"
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
	// JobsVersion: version moves whenever any process inserts, changes
	// or deletes a posting; rewrites only on changes and deletes.
	JobsVersion(ctx context.Context) (version, rewrites int64, err error)
	// LoadJobs returns the postings inserted after afterSeq, in insertion
	// order, with their sequence numbers.
	LoadJobs(ctx context.Context, afterSeq int64) ([]stride.Job, []int64, error)
	CountJobs(ctx context.Context) (int, error)
	// FindJob returns the job with that id if userID ("" signed out) may
	// see it, else ENOTFOUND.
	FindJob(ctx context.Context, userID, id string) (*stride.Job, error)
	CreateJob(ctx context.Context, userID string, j *stride.Job) error
}

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
	// beforeOrder, when a test sets it, runs as an ordering starts.
	beforeOrder func()
}

var _ stride.JobService = (*Service)(nil)

// New returns the search over store, with skills for users' profiles and
// the catalogue for occupations.
func New(store Store, skills interface {
	ListSkills(ctx context.Context, userID string) ([]stride.Skill, error)
}, cat *catalog.Catalog) *Service {
	model := catalog.NewModel(cat)
	return &Service{store: store, skills: skills, cat: cat, model: model, matcher: &stride.Matcher{Occupations: model},
		profiles: newLRU[*stride.MatchProfile](4096), orders: newLRU[*ordering](256)}
}

// Matcher is the matcher the search scores with.
func (s *Service) Matcher() *stride.Matcher { return s.matcher }

// current returns the snapshot of the database's jobs version. When only
// inserts happened since the last one, the new postings are added to it
// before the search goes on, so a posting is found at once by every
// process. After an update or a delete, or when the count disagrees
// (PostgreSQL sequence numbers can commit out of order), the index is
// built again whole in the background while searches keep the snapshot
// they have plus the new postings: a full build takes seconds at 6,000
// postings, a minute at 100,000.
func (s *Service) current(ctx context.Context) (*snapshot, error) {
	v, rw, err := s.store.JobsVersion(ctx)
	if err != nil {
		return nil, err
	}
	if sn := s.snap.Load(); sn != nil && sn.version == v {
		return sn, nil
	}
	s.buildMu.Lock()
	defer s.buildMu.Unlock()
	old := s.snap.Load()
	if old == nil {
		return s.build(ctx)
	}
	if old.version == v {
		return old, nil
	}
	// The version is read before the rows: a change while loading makes
	// the next call load again, never a snapshot older than its label.
	jobs, seqs, err := s.store.LoadJobs(ctx, old.maxSeq)
	if err != nil {
		return nil, fmt.Errorf("load new jobs for the index: %w", err)
	}
	n, err := s.store.CountJobs(ctx)
	if err != nil {
		return nil, err
	}
	if old.rewrites == rw && n == len(old.docs)+len(jobs) {
		sn := old.extend(v, rw, jobs, seqs, s.matcher)
		s.snap.Store(sn)
		return sn, nil
	}
	// Postings changed or went: new ones are searchable at once, in a
	// snapshot marked stale (version -1) until the whole index is built
	// again in the background.
	sn := old
	if len(jobs) > 0 {
		sn = old.extend(-1, old.rewrites, jobs, seqs, s.matcher)
		s.snap.Store(sn)
	}
	if s.rebuilding.CompareAndSwap(false, true) {
		go func() { // #nosec G118 -- the rebuild outlives the request that noticed the change, bounded by its own timeout
			defer s.rebuilding.Store(false)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			s.buildMu.Lock()
			defer s.buildMu.Unlock()
			_, _ = s.build(ctx) // on failure the next search tries again
		}()
	}
	return sn, nil
}

// build reads the version, then every posting, and publishes a snapshot.
func (s *Service) build(ctx context.Context) (*snapshot, error) {
	v, rw, err := s.store.JobsVersion(ctx)
	if err != nil {
		return nil, err
	}
	jobs, seqs, err := s.store.LoadJobs(ctx, 0)
	if err != nil {
		return nil, fmt.Errorf("load jobs for the index: %w", err)
	}
	sn := (&snapshot{}).extend(v, rw, jobs, seqs, s.matcher)
	s.snap.Store(sn)
	return sn, nil
}

// Warm builds the index and the catalogue's title index now (at start-up)
// rather than on the first search.
func (s *Service) Warm(ctx context.Context) error {
	s.cat.ResolveTitle("registered nurse", 1)
	_, err := s.current(ctx)
	return err
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
	jobs := make([]stride.Job, len(idx))
	for i, d := range idx {
		jobs[i] = sn.jobs[d]
		if p != nil {
			m := p.MatchFeatures(sn.docs[d].feat)
			jobs[i].Match = &m
		}
		jobs[i].Related = o.relatedFrom >= 0 && f.Offset+i >= o.relatedFrom
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
