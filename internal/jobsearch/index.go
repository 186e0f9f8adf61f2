package jobsearch

import (
	"math"
	"sort"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// snapshot is the ranking data of every posting at one jobs version. It is
// never changed once built; a newer version replaces it whole.
type snapshot struct {
	version int64
	docs    []doc
	// vocab is every analysed word, sorted, for prefix lookups; post[i]
	// lists the docs (ascending) whose text holds vocab[i].
	vocab  []string
	termID map[string]int32
	post   [][]int32
	idf    []float64
	// recency lists the docs newest first (posted_at, then id, descending).
	recency []int32
	// byOcc lists the docs of each SOC occupation.
	byOcc map[string][]int32
}

// doc is what ranking reads of one posting.
type doc struct {
	id     string
	posted time.Time
	typ    string
	remote bool
	loc    []string
	occ    string // SOC code, "" when unknown
	// title and skills hold the term ids of those fields, sorted.
	title, skills []int32
	feat          *stride.JobFeatures
}

func newSnapshot(version int64, jobs []stride.Job, m *stride.Matcher) *snapshot {
	s := &snapshot{version: version, docs: make([]doc, len(jobs)), termID: map[string]int32{}, byOcc: map[string][]int32{}}
	// Term ids are given in first-seen order, then remapped to sorted
	// vocabulary order.
	var terms []string
	var post [][]int32
	id := func(t string) int32 {
		if i, ok := s.termID[t]; ok {
			return i
		}
		i := int32(len(terms))
		s.termID[t] = i
		terms = append(terms, t)
		post = append(post, nil)
		return i
	}
	for i := range jobs {
		j := &jobs[i]
		d := &s.docs[i]
		d.id, d.posted, d.typ, d.remote = j.ID, j.PostedAt, j.Type, j.Remote
		d.loc = words(j.Location)
		d.feat = m.Features(j)
		if d.feat.Occupation != "" {
			d.occ = catalog.SOC(d.feat.Occupation)
			s.byOcc[d.occ] = append(s.byOcc[d.occ], int32(i))
		}
		seen := map[int32]bool{}
		field := func(text string) []int32 {
			var ids []int32
			for _, t := range analyze(text) {
				k := id(t)
				ids = append(ids, k)
				if !seen[k] {
					seen[k] = true
					post[k] = append(post[k], int32(i))
				}
			}
			return ids
		}
		d.title = field(j.Title)
		d.skills = field(strings.Join(j.Skills, " \n "))
		field(j.Company + " \n " + strings.Join(j.Requirements, " \n ") + " \n " + j.Description)
	}
	// Sorted vocabulary and remapped ids.
	order := make([]int32, len(terms))
	for i := range order {
		order[i] = int32(i)
	}
	sort.Slice(order, func(a, b int) bool { return terms[order[a]] < terms[order[b]] })
	remap := make([]int32, len(terms))
	s.vocab = make([]string, len(terms))
	s.post = make([][]int32, len(terms))
	s.idf = make([]float64, len(terms))
	n := float64(len(jobs))
	for newID, old := range order {
		remap[old] = int32(newID)
		s.vocab[newID] = terms[old]
		s.post[newID] = post[old]
		s.idf[newID] = math.Log(1 + n/float64(len(post[old])))
		s.termID[terms[old]] = int32(newID)
	}
	for i := range s.docs {
		for _, f := range []*[]int32{&s.docs[i].title, &s.docs[i].skills} {
			for k := range *f {
				(*f)[k] = remap[(*f)[k]]
			}
			sort.Slice(*f, func(a, b int) bool { return (*f)[a] < (*f)[b] })
		}
	}
	s.recency = make([]int32, len(jobs))
	for i := range s.recency {
		s.recency[i] = int32(i)
	}
	sort.Slice(s.recency, func(a, b int) bool {
		da, db := &s.docs[s.recency[a]], &s.docs[s.recency[b]]
		if !da.posted.Equal(db.posted) {
			return da.posted.After(db.posted)
		}
		return da.id > db.id
	})
	return s
}

// termsFor returns the term ids a query word stands for: the word itself,
// or when prefix every word it starts (at most 500).
func (s *snapshot) termsFor(w string, prefix bool) []int32 {
	if !prefix {
		if i, ok := s.termID[w]; ok {
			return []int32{i}
		}
		return nil
	}
	lo := sort.SearchStrings(s.vocab, w)
	var out []int32
	for i := lo; i < len(s.vocab) && strings.HasPrefix(s.vocab[i], w) && len(out) < 500; i++ {
		out = append(out, int32(i))
	}
	return out
}

// bitset is a set of doc indexes.
type bitset []uint64

func newBitset(n int) bitset      { return make(bitset, (n+63)/64) }
func (b bitset) add(i int32)      { b[i>>6] |= 1 << (uint(i) & 63) }
func (b bitset) has(i int32) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }
func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
func (b bitset) or(o bitset) {
	for i := range b {
		b[i] |= o[i]
	}
}
func containsID(sorted []int32, x int32) bool {
	i := sort.Search(len(sorted), func(k int) bool { return sorted[k] >= x })
	return i < len(sorted) && sorted[i] == x
}
