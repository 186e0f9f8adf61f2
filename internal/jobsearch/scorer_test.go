package jobsearch

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// A Scorer, which works out the parts that postings share once, scores
// every posting of the index as MatchProfile.Score does.
func TestScorerScoresAsProfile(t *testing.T) {
	cat := catalog.MustLoad()
	model := catalog.NewModel(cat)
	m := &stride.Matcher{Occupations: model}
	b := newBuilder(nil, m)
	b.add(cat.GenerateJobs(3000, 5, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)))
	sn := b.finish(1)
	title, other, years := "Registered Nurse", "Software Developer", 4
	profiles := map[string]*stride.MatchProfile{
		"nurse":     m.Profile(&stride.User{CurrentTitle: &title, YearsExperience: &years}, []stride.Skill{{Name: "Patient Care"}, {Name: "Epic Systems"}}),
		"developer": m.Profile(&stride.User{CurrentTitle: &other, CareerGoals: []string{"Remote work opportunities"}}, []stride.Skill{{Name: "Python"}, {Name: "Git"}}),
		"nobody":    m.Profile(&stride.User{}, nil),
		// Without occupations, the occupation part is the title part.
		"no model": (&stride.Matcher{}).Profile(&stride.User{CurrentTitle: &title}, []stride.Skill{{Name: "Patient Care"}}),
	}
	for name, p := range profiles {
		sc := p.Scorer()
		shared := 0
		for d := range sn.docs {
			fe := sn.feats[sn.docs[d].feat]
			f := fe.f
			gs, gr := sc.Score(f, fe.ids)
			ws, wr := p.Score(f)
			if gs != ws || gr != wr {
				t.Fatalf("%s, posting %d: Scorer %d %v, Score %d %v", name, d, gs, gr, ws, wr)
			}
			if sn.docs[d].feat < int32(d) {
				shared++
			}
		}
		if shared == 0 {
			t.Fatalf("%s: no posting shares features: the test does not reach the Scorer's memory", name)
		}
	}
}

// A user's ordering (every feature scored from its parts' ids, skill
// sets that share no skill word with the user not worked out, each set on
// one worker; the docs sorted by counting in runs) is the one
// MatchProfile.Score gives every posting that passes the filter: relevant
// first, then by score, then newest.
func TestOrderForUserAsProfileScores(t *testing.T) {
	cat := catalog.MustLoad()
	model := catalog.NewModel(cat)
	m := &stride.Matcher{Occupations: model}
	b := newBuilder(nil, m)
	b.add(cat.GenerateJobs(3000, 5, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)))
	sn := b.finish(1)
	// Extended, so that skill sets come from more than one builder.
	b = newBuilder(sn, m)
	b.add(cat.GenerateJobs(1000, 9, time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)))
	sn = b.finish(2)
	if len(sn.featIDs) != len(sn.feats) {
		t.Fatalf("%d feature ids for %d features", len(sn.featIDs), len(sn.feats))
	}
	for i, fe := range sn.feats {
		if sn.featIDs[i] != fe.ids || fe.ids != stride.IDsOf(fe.f, fe.ids) {
			t.Fatalf("feature %d: ids %+v beside %+v", i, sn.featIDs[i], fe.ids)
		}
	}
	// Three workers, whatever the machine: runs of docs and shares of the
	// skill sets of uneven sizes.
	defer func(w, f, d int) { sortWorkers, sortFeatsPerWorker, sortDocsPerWorker = w, f, d }(sortWorkers, sortFeatsPerWorker, sortDocsPerWorker)
	sortWorkers, sortFeatsPerWorker, sortDocsPerWorker = 3, 1, 1
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	s := &Service{cat: cat, model: model, matcher: m}
	title, other, years, junior, senior := "Registered Nurse", "Software Developer", 4, 1, 12
	remote := true
	profiles := map[string]*stride.MatchProfile{
		"nurse":            m.Profile(&stride.User{CurrentTitle: &title, YearsExperience: &years}, []stride.Skill{{Name: "Patient Care"}, {Name: "Epic Systems"}}),
		"developer":        m.Profile(&stride.User{CurrentTitle: &other}, []stride.Skill{{Name: "Python"}, {Name: "Git"}, {Name: "Microsoft Excel"}}),
		"junior, remote":   m.Profile(&stride.User{CurrentTitle: &other, YearsExperience: &junior, CareerGoals: []string{"Remote work opportunities"}}, []stride.Skill{{Name: "JavaScript"}}),
		"senior nurse":     m.Profile(&stride.User{CurrentTitle: &title, YearsExperience: &senior}, []stride.Skill{{Name: "Patient Care"}}),
		"soft skills":      m.Profile(&stride.User{}, []stride.Skill{{Name: "Communication"}, {Name: "Leadership"}, {Name: "Data Analysis"}}),
		"nobody":           m.Profile(&stride.User{}, nil),
		"skills, no title": m.Profile(&stride.User{}, []stride.Skill{{Name: "Microsoft Office"}, {Name: "Spreadsheets"}}),
	}
	filters := map[string]stride.JobFilter{"every posting": {}, "part-time": {Type: stride.JobPartTime}, "remote": {Remote: &remote}}
	for name, p := range profiles {
		for fname, f := range filters {
			got := s.order(sn, f, p, "").docs
			pass := filter(sn, f, "")
			var want []int32
			for _, d := range sn.recency {
				if pass(d) {
					want = append(want, d)
				}
			}
			if fname != "every posting" && (len(want) == 0 || len(want) == len(sn.recency)) {
				t.Fatalf("%s: the filter keeps %d of %d postings: it tests nothing", fname, len(want), len(sn.recency))
			}
			key := func(d int32) int {
				sc, rel := p.Score(sn.feats[sn.docs[d].feat].f)
				if rel {
					sc += 128
				}
				return sc
			}
			slices.SortStableFunc(want, func(a, c int32) int { return key(c) - key(a) })
			if !slices.Equal(got, want) {
				t.Fatalf("%s, %s: the ordering differs from MatchProfile.Score's", name, fname)
			}
		}
	}
}
