package jobsearch

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/google/uuid"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// snapshot is the ranking data of every open posting at one jobs version:
// no rows, only what ranking and filtering read (a page reads its rows by
// id). It is never changed once published; a newer version replaces it,
// built by extending it with the postings written since (see extend) or
// whole. Slices only grow past the length an older snapshot sees, so that
// only the newest snapshot may be extended.
type snapshot struct {
	// gen tells snapshots apart (cached orderings are kept per gen).
	gen uint64
	// version is the jobs version whose every change the snapshot holds,
	// in the history the database calls epoch.
	version int64
	epoch   string
	docs    []doc
	// dead marks docs whose posting was changed (a later doc holds it),
	// closed or deleted since; nil when none is.
	dead bitset
	// odd holds the ids that are not canonical UUIDs; owners the owner of
	// each private doc ("" when the account is gone).
	odd, owners map[int32]string
	// private marks the docs of jobs users added; nil when none is.
	private bitset
	// featOf is each doc's feat (a small array read where a ranking
	// visits every doc).
	featOf []int32
	// feats, locs and types are shared by the docs that have the same.
	feats []*feature
	// featIDs holds each feat's FeatureIDs side by side: what a user's
	// ordering reads of every feat (a feat and its JobFeatures lie
	// scattered in memory).
	featIDs []stride.FeatureIDs
	locs    [][]string
	types   []string
	// locKeys holds each location as the postings give it (locs holds
	// its words).
	locKeys []string
	// vocab holds every analysed word by term id; sorted lists the ids in
	// word order for prefix lookups; post[id] lists the docs whose text
	// holds the word.
	vocab  []string
	sorted []int32
	termID map[string]int32
	post   []plist
	idf    []float64
	// recency lists the docs newest first (posted_at, then id, descending).
	recency []int32
	// byOcc lists the docs of each SOC occupation.
	byOcc map[string][]int32
	// skillSetsOf lists the skill sets (FeatureIDs.Skills) holding a
	// skill whose key or one of whose parts is the word, so that a user's
	// ordering works out only the sets that share something with them.
	skillSetsOf map[string][]int32
	// st is what extending the snapshot needs; only the one building the
	// next snapshot (under Service.buildMu) reads or changes it.
	st *state
}

var generations atomic.Uint64

// doc is what ranking reads of one posting: 40 bytes.
type doc struct {
	key    jobKey
	posted int64 // UnixNano
	feat   int32 // in snapshot.feats
	loc    int32 // in snapshot.locs
	typ    uint8 // in snapshot.types
	remote bool
	// private marks a job a user added: only its owner sees it.
	private bool
}

// jobKey is a posting's id as the 16 bytes of its UUID, or for an id that
// is not a canonical UUID a digest of it (the id itself is then in
// snapshot.odd).
type jobKey [16]byte

func keyOf(id string) (k jobKey, canonical bool) {
	if u, err := uuid.Parse(id); err == nil && u.String() == id {
		return jobKey(u), true
	}
	sum := sha256.Sum256([]byte("stride-job-id\x00" + id))
	return jobKey(sum[:16]), false
}

// postings calls fn with every doc holding term id.
func (s *snapshot) postings(id int32, fn func(d int32)) { s.post[id].each(fn) }

// id returns doc d's posting id.
func (s *snapshot) id(d int32) string {
	if id, ok := s.odd[d]; ok {
		return id
	}
	return uuid.UUID(s.docs[d].key).String()
}

// feature is what the postings with the same occupation, title,
// experience, remote flag and skills share: their match features and the
// term ids of their title and skills (sorted).
type feature struct {
	// key is the featureKey of the postings that have it.
	key           [16]byte
	f             *stride.JobFeatures
	occ           string // SOC code, "" when unknown
	title, skills []int32
	// ids number f's skill set, title and occupation for a Scorer.
	ids stride.FeatureIDs
}

// state is what building on a snapshot keeps beside it.
type state struct {
	byID      map[jobKey]int32 // the live doc of each posting
	feats     map[[16]byte]int32
	skillSets map[string]sharedPart[stride.FeatureSkill]
	titles    map[string]sharedPart[string]
	occs      map[string]int32
	locs      map[string]int32
	types     map[string]uint8
}

// sharedPart is a part of match features that postings share, and its id.
type sharedPart[T any] struct {
	v  []T
	id int32
}

func newState() *state {
	return &state{byID: map[jobKey]int32{}, feats: map[[16]byte]int32{}, skillSets: map[string]sharedPart[stride.FeatureSkill]{},
		titles: map[string]sharedPart[string]{}, occs: map[string]int32{}, locs: map[string]int32{}, types: map[string]uint8{}}
}

// featureKey digests what a posting's features are computed from.
func featureKey(j *stride.Job) [16]byte {
	occ, exp := "\x01", "\x01"
	if j.OccupationCode != nil {
		occ = *j.OccupationCode
	}
	if j.Experience != nil {
		exp = *j.Experience
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%v\x00%s", occ, exp, j.Title, j.Remote, strings.Join(j.Skills, "\x00"))
	var k [16]byte
	copy(k[:], h.Sum(nil))
	return k
}

// builder makes the next snapshot: from an empty one for a whole build,
// or from the current one for the postings written since.
type builder struct {
	n *snapshot
	m *stride.Matcher
	// from is how many docs the snapshot built on had.
	from int
	// vocabFrom is how many words it had.
	vocabFrom int
	// deadOwn, privateOwn, oddOwn and ownersOwn say the field is this
	// builder's copy (an older snapshot reads the one it started with).
	deadOwn, privateOwn, oddOwn, ownersOwn bool
	// skillWordsOwn says skillSetsOf is this builder's copy.
	skillWordsOwn bool
}

// newBuilder starts the snapshot after s (nil: an empty index), copying
// what an older snapshot still reads and the new one changes.
func newBuilder(s *snapshot, m *stride.Matcher) *builder {
	if s == nil {
		s = &snapshot{termID: map[string]int32{}, byOcc: map[string][]int32{}, skillSetsOf: map[string][]int32{}, st: newState()}
	}
	n := &snapshot{gen: generations.Add(1), version: s.version, epoch: s.epoch, docs: s.docs, feats: s.feats, featIDs: s.featIDs, locs: s.locs, locKeys: s.locKeys,
		types: s.types, vocab: s.vocab, sorted: s.sorted, termID: s.termID, post: slices.Clone(s.post),
		odd: s.odd, owners: s.owners, skillSetsOf: s.skillSetsOf, dead: s.dead, private: s.private, featOf: s.featOf, recency: s.recency, byOcc: make(map[string][]int32, len(s.byOcc)), st: s.st}
	for k, v := range s.byOcc {
		n.byOcc[k] = v
	}
	return &builder{n: n, m: m, from: len(s.docs), vocabFrom: len(s.vocab)}
}

// kill marks doc d dead.
func (b *builder) kill(d int32) {
	n := b.n
	if !b.deadOwn || int(d>>6) >= len(n.dead) {
		// Copied on the first write (an older snapshot reads the set),
		// sized for every doc so far.
		dead := newBitset(len(n.docs) + 1)
		copy(dead, n.dead)
		n.dead, b.deadOwn = dead, true
	}
	n.dead.add(d)
}

// markPrivate marks doc d as a job a user added.
func (b *builder) markPrivate(d int32) {
	n := b.n
	if !b.privateOwn || int(d>>6) >= len(n.private) {
		private := newBitset(max(len(n.docs)+1, 2*len(n.private)*64))
		copy(private, n.private)
		n.private, b.privateOwn = private, true
	}
	n.private.add(d)
}

// set sets m[k] = v, copying m first when own is false.
func set(m map[int32]string, own *bool, k int32, v string) map[int32]string {
	if !*own {
		c := make(map[int32]string, len(m)+1)
		for a, b := range m {
			c[a] = b
		}
		m, *own = c, true
	}
	m[k] = v
	return m
}

// remove takes the posting id out of the index, if it is in.
func (b *builder) remove(id string) {
	k, _ := keyOf(id)
	if d, ok := b.n.st.byID[k]; ok {
		b.kill(d)
		delete(b.n.st.byID, k)
	}
}

// analysed is what the workers work out of one posting.
type analysed struct {
	key       jobKey
	canonical bool
	fkey      [16]byte
	// feat is set when the posting's features were not yet known.
	feat          *stride.JobFeatures
	title, skills []string
	// known are the term ids of its words already in the vocabulary,
	// unknown the other words.
	known   []int32
	unknown []string
}

// add puts postings into the index: open ones are added (replacing the
// posting's earlier doc), closed ones removed.
func (b *builder) add(jobs []stride.Job) {
	n, st := b.n, b.n.st
	work := make([]analysed, len(jobs))
	// The words and features of each posting are worked out on every core,
	// against the vocabulary and features known before this batch; term
	// ids and posting lists are then given out in order.
	var wg sync.WaitGroup
	workers := max(1, min(runtime.GOMAXPROCS(0), len(jobs)/500))
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			seen := map[string]bool{}
			for k := w; k < len(jobs); k += workers {
				j := &jobs[k]
				if j.Closed {
					continue
				}
				a := &work[k]
				a.key, a.canonical = keyOf(j.ID)
				a.fkey = featureKey(j)
				title, skills := analyze(j.Title), analyze(strings.Join(j.Skills, " \n "))
				if _, ok := st.feats[a.fkey]; !ok {
					a.feat, a.title, a.skills = b.m.Features(j), title, skills
				}
				clear(seen)
				for _, ws := range [][]string{title, skills, analyze(j.Company + " \n " + strings.Join(j.Requirements, " \n ") + " \n " + j.Description)} {
					for _, t := range ws {
						if seen[t] {
							continue
						}
						seen[t] = true
						if id, ok := n.termID[t]; ok {
							a.known = append(a.known, id)
						} else {
							a.unknown = append(a.unknown, t)
						}
					}
				}
			}
		})
	}
	wg.Wait()
	for k := range jobs {
		j := &jobs[k]
		key, _ := keyOf(j.ID)
		if d, ok := st.byID[key]; ok {
			b.kill(d)
			delete(st.byID, key)
		}
		if j.Closed {
			continue
		}
		a := &work[k]
		i := int32(len(n.docs)) // #nosec G115 -- doc indexes are int32 by design; memory runs out long before 2^31 postings
		d := doc{key: a.key, posted: j.PostedAt.UnixNano(), remote: j.Remote, private: j.Source == stride.JobSourceUser,
			feat: b.feature(a), loc: b.location(j.Location), typ: b.jobType(j.Type)}
		n.docs = append(n.docs, d)
		n.featOf = append(n.featOf, d.feat)
		st.byID[a.key] = i
		if !a.canonical {
			n.odd = set(n.odd, &b.oddOwn, i, j.ID)
		}
		if d.private {
			n.owners = set(n.owners, &b.ownersOwn, i, j.PostedBy)
			b.markPrivate(i)
		}
		if occ := n.feats[d.feat].occ; occ != "" {
			n.byOcc[occ] = append(n.byOcc[occ], i)
		}
		for _, id := range a.known {
			n.post[id].add(i)
		}
		for _, t := range a.unknown {
			n.post[b.term(t)].add(i)
		}
		work[k] = analysed{}
	}
}

// term returns the id of word t, adding it to the vocabulary if new.
func (b *builder) term(t string) int32 {
	n := b.n
	if id, ok := n.termID[t]; ok {
		return id
	}
	if len(n.vocab) == b.vocabFrom {
		// The first new word: the map becomes this snapshot's own.
		termID := make(map[string]int32, len(n.termID)+1024)
		for k, v := range n.termID {
			termID[k] = v
		}
		n.termID = termID
	}
	id := int32(len(n.vocab)) // #nosec G115 -- term ids are int32 by design; memory runs out long before 2^31 words
	t = strings.Clone(t)      // not the text it was cut from
	n.termID[t] = id
	n.vocab = append(n.vocab, t)
	n.post = append(n.post, plist{})
	return id
}

// feature returns the shared features of a's posting.
func (b *builder) feature(a *analysed) int32 {
	n, st := b.n, b.n.st
	if i, ok := st.feats[a.fkey]; ok {
		return i
	}
	f := a.feat
	skillKey := skillSetKey(f)
	sk, ok := st.skillSets[skillKey]
	if !ok {
		sk = sharedPart[stride.FeatureSkill]{f.Skills, int32(len(st.skillSets))} // #nosec G115 -- at most one per posting
		st.skillSets[skillKey] = sk
		b.skillWords(sk.id, sk.v)
	}
	title := strings.Join(f.TitleTokens, "\x00")
	tt, ok := st.titles[title]
	if !ok {
		tt = sharedPart[string]{f.TitleTokens, int32(len(st.titles))} // #nosec G115 -- at most one per posting
		st.titles[title] = tt
	}
	occ, ok := st.occs[f.Occupation]
	if !ok {
		occ = int32(len(st.occs)) // #nosec G115 -- at most one per posting
		st.occs[f.Occupation] = occ
	}
	f.Skills, f.TitleTokens = sk.v, tt.v
	fe := &feature{key: a.fkey, f: f, title: b.terms(a.title), skills: b.terms(a.skills), ids: stride.IDsOf(f, stride.FeatureIDs{Skills: sk.id, Title: tt.id, Occupation: occ})}
	if f.Occupation != "" {
		fe.occ = catalog.SOC(f.Occupation)
	}
	i := int32(len(n.feats)) // #nosec G115 -- at most one per posting
	n.feats = append(n.feats, fe)
	n.featIDs = append(n.featIDs, fe.ids)
	st.feats[a.fkey] = i
	return i
}

// skillWords files skill set id under the keys and parts of its skills.
func (b *builder) skillWords(id int32, skills []stride.FeatureSkill) {
	n := b.n
	if !b.skillWordsOwn {
		// Copied on the first new set (an older snapshot reads the map);
		// the lists only grow past what an older snapshot sees.
		m := make(map[string][]int32, len(n.skillSetsOf)+64)
		for k, v := range n.skillSetsOf {
			m[k] = v
		}
		n.skillSetsOf, b.skillWordsOwn = m, true
	}
	addSkillWords(n.skillSetsOf, id, skills)
}

func addSkillWords(m map[string][]int32, id int32, skills []stride.FeatureSkill) {
	add := func(w string) {
		if l := m[w]; len(l) == 0 || l[len(l)-1] != id {
			m[w] = append(l, id)
		}
	}
	for _, sk := range skills {
		add(sk.Key)
		for _, part := range sk.Parts {
			add(part)
		}
	}
}

// skillSetKey is what the postings sharing f's skill set have the same.
func skillSetKey(f *stride.JobFeatures) string {
	key := f.Occupation
	for _, s := range f.Skills {
		key += "\x00" + s.Name
	}
	return key
}

// terms returns the sorted term ids of ws.
func (b *builder) terms(ws []string) []int32 {
	if len(ws) == 0 {
		return nil
	}
	ids := make([]int32, len(ws))
	for i, t := range ws {
		ids[i] = b.term(t)
	}
	slices.Sort(ids)
	return ids
}

func (b *builder) location(l string) int32 {
	if i, ok := b.n.st.locs[l]; ok {
		return i
	}
	i := int32(len(b.n.locs)) // #nosec G115 -- at most one per posting
	b.n.locs = append(b.n.locs, words(l))
	b.n.locKeys = append(b.n.locKeys, l)
	b.n.st.locs[l] = i
	return i
}

func (b *builder) jobType(t string) uint8 {
	if i, ok := b.n.st.types[t]; ok {
		return i
	}
	if len(b.n.types) == math.MaxUint8 {
		return 0 // job types are validated to three; a database holding more shares the first
	}
	i := uint8(len(b.n.types)) // #nosec G115 -- under MaxUint8, checked above
	b.n.types = append(b.n.types, t)
	b.n.st.types[t] = i
	return i
}

// finish completes the snapshot at version: the vocabulary's order, each
// word's weight and the docs' recency.
func (b *builder) finish(version int64) *snapshot {
	n := b.n
	n.version = version
	if b.from == 0 {
		compact(n.post)
	}
	if len(n.vocab) != len(n.sorted) {
		n.sorted = make([]int32, len(n.vocab))
		for i := range n.sorted {
			n.sorted[i] = int32(i)
		}
		sort.Slice(n.sorted, func(a, c int) bool { return n.vocab[n.sorted[a]] < n.vocab[n.sorted[c]] })
	}
	n.idf = idfs(n)
	// The new docs in recency order, merged into the older ones'.
	added := make([]int32, len(n.docs)-b.from)
	for i := range added {
		added[i] = int32(b.from + i) // #nosec G115 -- doc indexes are int32 by design
	}
	newer := func(x, y int32) int {
		dx, dy := &n.docs[x], &n.docs[y]
		if dx.posted != dy.posted {
			if dx.posted > dy.posted {
				return -1
			}
			return 1
		}
		if _, odd := n.odd[x]; odd || n.odd[y] != "" {
			return -strings.Compare(n.id(x), n.id(y))
		}
		return -bytes.Compare(dx.key[:], dy.key[:])
	}
	slices.SortFunc(added, newer)
	if len(n.recency) == 0 {
		n.recency = added
	} else if len(added) > 0 {
		merged := make([]int32, 0, len(n.recency)+len(added))
		old := n.recency
		for len(old) > 0 && len(added) > 0 {
			if newer(added[0], old[0]) < 0 {
				merged, added = append(merged, added[0]), added[1:]
			} else {
				merged, old = append(merged, old[0]), old[1:]
			}
		}
		n.recency = append(append(merged, old...), added...)
	}
	return n
}

// idfs returns the weight of each of n's words.
func idfs(n *snapshot) []float64 {
	idf := make([]float64, len(n.vocab))
	total := float64(len(n.docs))
	for i := range n.post {
		idf[i] = math.Log(1 + total/float64(max(1, n.post[i].n)))
	}
	return idf
}

// termsFor returns the term ids a query word stands for: the word itself,
// or when prefix every word it starts (at most 500) and the words a
// plural being typed stands for (see partialForms).
func (s *snapshot) termsFor(w string, prefix bool) []int32 {
	if !prefix {
		if i, ok := s.termID[w]; ok {
			return []int32{i}
		}
		return nil
	}
	var out []int32
	starting := func(w string) {
		lo := sort.Search(len(s.sorted), func(k int) bool { return s.vocab[s.sorted[k]] >= w })
		for k := lo; k < len(s.sorted) && strings.HasPrefix(s.vocab[s.sorted[k]], w) && len(out) < 500; k++ {
			if id := s.sorted[k]; len(out) == 0 || !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	starting(w)
	exact, prefixes := partialForms(w)
	for _, e := range exact {
		if id, ok := s.termID[e]; ok && len(out) < 500 && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	for _, p := range prefixes {
		starting(p)
	}
	return out
}
