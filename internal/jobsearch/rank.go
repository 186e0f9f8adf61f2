package jobsearch

import (
	"math"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// RelaxBelow is the size of a page of the web app: a keyword search whose
// strict matches are fewer goes on with related roles.
const RelaxBelow = 20

// ordering is the whole ranked result of one search for one user.
type ordering struct {
	docs []int32
	// relatedFrom is where the related roles of a relaxed search begin
	// (-1: none).
	relatedFrom int
}

// filter returns whether a doc is the viewer's to see (viewer "" signed
// out: catalogue postings only) and passes f's location, type and remote.
func filter(sn *snapshot, f stride.JobFilter, viewer string) func(d int32) bool {
	loc := words(f.Location)
	if len(loc) > 8 {
		loc = loc[:8]
	}
	plain := f.Type == "" && f.Remote == nil && len(loc) == 0
	return func(d int32) bool {
		if sn.dead.has(d) || sn.private.has(d) && (sn.owners[d] == "" || sn.owners[d] != viewer) {
			return false
		}
		if plain {
			return true
		}
		doc := &sn.docs[d]
		if f.Type != "" && sn.types[doc.typ] != f.Type || f.Remote != nil && doc.remote != *f.Remote {
			return false
		}
	next:
		for _, w := range loc {
			for _, have := range sn.locs[doc.loc] {
				if strings.HasPrefix(have, w) {
					continue next
				}
			}
			return false
		}
		return true
	}
}

func (s *Service) order(sn *snapshot, f stride.JobFilter, p *stride.MatchProfile, viewer string) *ordering {
	pass := filter(sn, f, viewer)
	terms := queryTerms(f.Search)
	if len(terms) == 0 {
		if p != nil {
			return &ordering{docs: sortForUser(sn, sn.recency, pass, p), relatedFrom: -1}
		}
		out := make([]int32, 0, len(sn.recency))
		for _, d := range sn.recency {
			if pass(d) {
				out = append(out, d)
			}
		}
		return &ordering{docs: out, relatedFrom: -1}
	}
	return s.search(sn, f.Search, terms, pass, p)
}

// A user's ordering runs on up to sortWorkers cores, each with at least
// sortFeatsPerWorker features to score and sortDocsPerWorker docs to sort
// (fewer are not worth a goroutine); tests lower them.
var sortWorkers, sortFeatsPerWorker, sortDocsPerWorker = 64, 2000, 20000

// sortForUser returns the docs that pass (docs given newest first) in the
// user's order: the jobs of their occupation, a related one or one of
// their skills first, then by score, then newest. A job that shares
// nothing with the user never comes before one that does.
//
// Postings share features, and features share parts: every feature is
// scored once from its parts' ids (snapshot.featIDs, side by side in
// memory), each part worked out once; then the docs are sorted by
// counting. Both run on every core: the features split by skill set (the
// costly part, so that each set is worked out by one worker), the docs in
// contiguous runs whose counts are laid end to end (a stable sort).
func sortForUser(sn *snapshot, docs []int32, pass func(int32) bool, p *stride.MatchProfile) []int32 {
	ids := sn.featIDs
	workers := int32(max(1, min(sortWorkers, runtime.GOMAXPROCS(0), len(ids)/sortFeatsPerWorker, len(docs)/sortDocsPerWorker+1))) // #nosec G115 -- a few CPUs
	// Only the skill sets holding one of the user's skill words can share
	// something with them; the others' part is 0, known without working
	// it out.
	var reach bitset
	for _, w := range p.SkillWords() {
		for _, id := range sn.skillSetsOf[w] {
			if int(id>>6) >= len(reach) {
				reach = append(reach, make(bitset, int(id>>6)+1-len(reach))...)
			}
			reach.add(id)
		}
	}
	// Each feature's bucket: 0 for the most relevant and best (score 100,
	// relevant), 255 for the least.
	buckets := make([]uint8, len(ids))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			scorer := p.Scorer()
			for f, id := range ids {
				if id.Skills%workers != w {
					continue
				}
				if !scorer.Known(id) {
					if !reach.has(id.Skills) {
						scorer.Unmatched(id.Skills)
					}
					scorer.Learn(sn.feats[f].f, id)
				}
				sc, rel := scorer.ScoreIDs(id)
				b := 255 - sc // #nosec G115 -- a score is 0-100
				if rel {
					b -= 128
				}
				buckets[f] = uint8(b) // #nosec G115 -- 27-255
			}
		})
	}
	wg.Wait()

	// A stable counting sort by bucket, the docs that do not pass left
	// out: each run of docs counts its own, the runs' counts are laid end
	// to end by bucket, and each run places its docs.
	const out = 256 // the bucket of a doc that does not pass
	run := (len(docs) + int(workers) - 1) / int(workers)
	keys := make([]uint16, len(docs))
	counts := make([][257]int, workers)
	for w := range workers {
		wg.Go(func() {
			c := &counts[w]
			for i := int(w) * run; i < min(len(docs), int(w+1)*run); i++ {
				d := docs[i]
				k := uint16(out)
				if pass(d) {
					k = uint16(buckets[sn.featOf[d]])
				}
				keys[i] = k
				c[k]++
			}
		})
	}
	wg.Wait()
	n := 0
	for k := range out {
		for w := range workers {
			counts[w][k], n = n, n+counts[w][k]
		}
	}
	sorted := make([]int32, n)
	for w := range workers {
		wg.Go(func() {
			c := &counts[w]
			for i := int(w) * run; i < min(len(docs), int(w+1)*run); i++ {
				if k := keys[i]; k != out {
					sorted[c[k]] = docs[i]
					c[k]++
				}
			}
		})
	}
	wg.Wait()
	return sorted
}

// search ranks a keyword query. The strict result is the postings holding
// every word (the last one as a prefix) and the postings of the
// occupations the query names as a title ("product manager" is a title,
// not two words). Fewer than RelaxBelow strict results go on with related
// roles: postings of O*NET's related occupations and postings with any of
// the words in their title, flagged as related.
func (s *Service) search(sn *snapshot, query string, terms []string, pass func(int32) bool, p *stride.MatchProfile) *ordering {
	n := len(sn.docs)
	sets := make([]bitset, len(terms))
	ids := make([][]int32, len(terms))
	weight := make([]float64, len(terms))
	var weightSum float64
	for i, t := range terms {
		ids[i] = sn.termsFor(t, i == len(terms)-1)
		sets[i] = newBitset(n)
		weight[i] = math.Log(1 + float64(n)) // a word no posting has
		for k, id := range ids[i] {
			sn.post[id].addTo(sets[i])
			if k == 0 || sn.idf[id] < weight[i] {
				weight[i] = sn.idf[id]
			}
		}
		weightSum += weight[i]
	}
	strict := newBitset(n)
	copy(strict, sets[0])
	for _, b := range sets[1:] {
		strict.and(b)
	}

	// The occupations the query names, and their related ones.
	occs := map[string]float64{}
	if matches := s.cat.ResolveTitle(query, 5); len(matches) > 0 {
		floor := math.Max(catalog.LikelyConfidence, matches[0].Confidence-0.1)
		for _, m := range matches {
			if m.Confidence >= floor {
				soc := catalog.SOC(m.Occupation.Code)
				occs[soc] = math.Max(occs[soc], m.Confidence)
			}
		}
	}
	related := map[string]float64{}
	for soc, c := range occs {
		for r, cl := range s.model.Related(soc) {
			if _, own := occs[r]; !own {
				related[r] = math.Max(related[r], c*cl)
			}
		}
	}
	for soc := range occs {
		for _, d := range sn.byOcc[soc] {
			strict.add(d)
		}
	}

	inField := func(field []int32, i int) bool {
		for _, id := range ids[i] {
			if containsID(field, id) {
				return true
			}
		}
		return false
	}
	score := func(d int32) float64 {
		doc := sn.feats[sn.docs[d].feat]
		occ := occs[doc.occ]
		if occ == 0 {
			occ = related[doc.occ]
		}
		var title, skill, any float64
		for i := range terms {
			if inField(doc.title, i) {
				title += weight[i]
			}
			if inField(doc.skills, i) {
				skill += weight[i]
			}
			if sets[i].has(d) {
				any += weight[i]
			}
		}
		if weightSum > 0 {
			title, skill, any = title/weightSum, skill/weightSum, any/weightSum
		}
		text := (3*title + 1.5*skill + 0.5*any) / 5
		return 0.5*occ + 0.3*title + 0.2*text
	}

	var first, rest []int32
	for _, d := range sn.recency {
		if strict.has(d) && pass(d) {
			first = append(first, d)
		}
	}
	relatedFrom := -1
	if len(first) < RelaxBelow {
		anyWord := newBitset(n)
		for i := range terms {
			for w := range sets[i] {
				anyWord[w] |= sets[i][w]
			}
		}
		for _, d := range sn.recency {
			if strict.has(d) || !pass(d) {
				continue
			}
			doc := sn.feats[sn.docs[d].feat]
			inTitle := false
			if anyWord.has(d) {
				for i := range terms {
					inTitle = inTitle || inField(doc.title, i)
				}
			}
			if inTitle || related[doc.occ] > 0 {
				rest = append(rest, d)
			}
		}
		if len(rest) > 0 {
			relatedFrom = len(first)
		}
	}
	rank(sn, first, score, p)
	rank(sn, rest, score, p)
	return &ordering{docs: append(first, rest...), relatedFrom: relatedFrom}
}

// rank orders docs (given newest first) by search score, blended 60/40
// with the user's match when signed in.
func rank(sn *snapshot, docs []int32, score func(int32) float64, p *stride.MatchProfile) {
	if len(docs) == 0 {
		return
	}
	type scored struct {
		d  int32
		sc float64
	}
	all := make([]scored, len(docs))
	best := 0.0
	for i, d := range docs {
		all[i] = scored{d, score(d)}
		best = math.Max(best, all[i].sc)
	}
	if p != nil {
		scorer := p.Scorer()
		for i := range all {
			f := sn.docs[all[i].d].feat
			id := sn.featIDs[f]
			if !scorer.Known(id) {
				scorer.Learn(sn.feats[f].f, id)
			}
			m, _ := scorer.ScoreIDs(id)
			text := 0.0
			if best > 0 {
				text = all[i].sc / best
			}
			all[i].sc = 0.6*text + 0.4*float64(m)/100
		}
	}
	sort.SliceStable(all, func(a, b int) bool { return all[a].sc > all[b].sc })
	for i := range all {
		docs[i] = all[i].d
	}
}
