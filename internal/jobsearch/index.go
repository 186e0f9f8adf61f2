package jobsearch

import (
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// snapshot is the ranking data of every posting at one jobs version. It is
// never changed once published; a newer version replaces it, built by
// extending it with the postings inserted since (see extend) or whole.
type snapshot struct {
	// gen tells snapshots apart (cached orderings are kept per gen).
	gen               uint64
	version, rewrites int64
	// maxSeq is the insertion sequence of the newest posting held.
	maxSeq int64
	docs   []doc
	// jobs are the rows themselves, so a page is served without the
	// database (about 2.5 KB a posting).
	jobs []stride.Job
	// vocab holds every analysed word by term id; sorted lists the ids in
	// word order for prefix lookups; post[id] lists the docs (ascending)
	// whose text holds the word.
	vocab  []string
	sorted []int32
	termID map[string]int32
	post   [][]int32
	idf    []float64
	// recency lists the docs newest first (posted_at, then id, descending).
	recency []int32
	// byOcc lists the docs of each SOC occupation.
	byOcc map[string][]int32
}

var generations atomic.Uint64

// doc is what ranking reads of one posting.
type doc struct {
	id     string
	posted time.Time
	typ    string
	remote bool
	loc    []string
	occ    string // SOC code, "" when unknown
	// private marks a job a user added; owner is that user ("" when the
	// account is gone): only the owner sees it.
	private bool
	owner   string
	// title and skills hold the term ids of those fields, sorted.
	title, skills []int32
	feat          *stride.JobFeatures
}

// extend returns a new snapshot holding s's postings and jobs (inserted
// after them, with their sequence numbers). s itself is left as it was:
// posting lists only grow past the length s sees.
func (s *snapshot) extend(version, rewrites int64, jobs []stride.Job, seqs []int64, m *stride.Matcher) *snapshot {
	n := &snapshot{gen: generations.Add(1), version: version, rewrites: rewrites, maxSeq: s.maxSeq,
		docs:  append(s.docs[:len(s.docs):len(s.docs)], make([]doc, len(jobs))...),
		jobs:  append(s.jobs[:len(s.jobs):len(s.jobs)], jobs...),
		vocab: s.vocab[:len(s.vocab):len(s.vocab)], termID: make(map[string]int32, len(s.termID)),
		post: s.post[:len(s.post):len(s.post)], byOcc: make(map[string][]int32, len(s.byOcc))}
	for k, v := range s.termID {
		n.termID[k] = v
	}
	for k, v := range s.byOcc {
		n.byOcc[k] = v
	}
	if len(seqs) > 0 {
		n.maxSeq = max(n.maxSeq, seqs[len(seqs)-1])
	}
	id := func(t string) int32 {
		if i, ok := n.termID[t]; ok {
			return i
		}
		i := int32(len(n.vocab)) // #nosec G115 -- term ids are int32 by design; memory runs out long before 2^31 words
		n.termID[t] = i
		n.vocab = append(n.vocab, t)
		n.post = append(n.post, nil)
		return i
	}
	// The words and features of each posting are worked out on every core;
	// term ids and posting lists are then given out in order.
	type analysed struct {
		title, skills, body []string
		feat                *stride.JobFeatures
	}
	work := make([]analysed, len(jobs))
	var wg sync.WaitGroup
	workers := max(1, min(runtime.GOMAXPROCS(0), len(jobs)/500))
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := w; k < len(jobs); k += workers {
				j := &jobs[k]
				work[k] = analysed{title: analyze(j.Title), skills: analyze(strings.Join(j.Skills, " \n ")),
					body: analyze(j.Company + " \n " + strings.Join(j.Requirements, " \n ") + " \n " + j.Description),
					feat: m.Features(j)}
			}
		}(w)
	}
	wg.Wait()
	seen := map[int32]bool{}
	for k := range jobs {
		i := int32(len(s.docs) + k) // #nosec G115 -- doc indexes are int32 by design; memory runs out long before 2^31 postings
		j := &n.jobs[i]
		d := &n.docs[i]
		d.id, d.posted, d.typ, d.remote = j.ID, j.PostedAt, j.Type, j.Remote
		d.private, d.owner = j.Source == stride.JobSourceUser, j.PostedBy
		d.loc = words(j.Location)
		d.feat = work[k].feat
		if d.feat.Occupation != "" {
			d.occ = catalog.SOC(d.feat.Occupation)
			n.byOcc[d.occ] = append(n.byOcc[d.occ], i)
		}
		clear(seen)
		field := func(ws []string) []int32 {
			var ids []int32
			for _, t := range ws {
				k := id(t)
				ids = append(ids, k)
				if !seen[k] {
					seen[k] = true
					n.post[k] = append(n.post[k], i)
				}
			}
			sort.Slice(ids, func(a, b int) bool { return ids[a] < ids[b] })
			return ids
		}
		d.title = field(work[k].title)
		d.skills = field(work[k].skills)
		field(work[k].body)
		work[k] = analysed{}
	}
	if len(n.vocab) == len(s.vocab) {
		n.sorted = s.sorted
	} else {
		n.sorted = make([]int32, len(n.vocab))
		for i := range n.sorted {
			n.sorted[i] = int32(i)
		}
		sort.Slice(n.sorted, func(a, b int) bool { return n.vocab[n.sorted[a]] < n.vocab[n.sorted[b]] })
	}
	n.idf = make([]float64, len(n.vocab))
	total := float64(len(n.docs))
	for i, p := range n.post {
		n.idf[i] = math.Log(1 + total/float64(max(1, len(p))))
	}
	n.recency = make([]int32, len(n.docs))
	for i := range n.recency {
		n.recency[i] = int32(i)
	}
	sort.Slice(n.recency, func(a, b int) bool {
		da, db := &n.docs[n.recency[a]], &n.docs[n.recency[b]]
		if !da.posted.Equal(db.posted) {
			return da.posted.After(db.posted)
		}
		return da.id > db.id
	})
	return n
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

// bitset is a set of doc indexes.
type bitset []uint64

func newBitset(n int) bitset      { return make(bitset, (n+63)/64) }
func (b bitset) add(i int32)      { b[i>>6] |= 1 << (i & 63) }
func (b bitset) has(i int32) bool { return b[i>>6]&(1<<(i&63)) != 0 }
func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
func containsID(sorted []int32, x int32) bool {
	i := sort.Search(len(sorted), func(k int) bool { return sorted[k] >= x })
	return i < len(sorted) && sorted[i] == x
}
