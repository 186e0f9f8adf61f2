package jobsearch

import (
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

// A user's ordering (skill sets that share no skill word with the user
// not worked out, each set on one worker) is the one MatchProfile.Score
// gives every posting: relevant first, then by score, then newest.
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
	s := &Service{cat: cat, model: model, matcher: m}
	title, other, years := "Registered Nurse", "Software Developer", 4
	for name, p := range map[string]*stride.MatchProfile{
		"nurse":            m.Profile(&stride.User{CurrentTitle: &title, YearsExperience: &years}, []stride.Skill{{Name: "Patient Care"}, {Name: "Epic Systems"}}),
		"developer":        m.Profile(&stride.User{CurrentTitle: &other}, []stride.Skill{{Name: "Python"}, {Name: "Git"}, {Name: "Microsoft Excel"}}),
		"soft skills":      m.Profile(&stride.User{}, []stride.Skill{{Name: "Communication"}, {Name: "Leadership"}, {Name: "Data Analysis"}}),
		"nobody":           m.Profile(&stride.User{}, nil),
		"skills, no title": m.Profile(&stride.User{}, []stride.Skill{{Name: "Microsoft Office"}, {Name: "Spreadsheets"}}),
	} {
		got := s.order(sn, stride.JobFilter{}, p, "").docs
		var want []int32
		for _, d := range sn.recency {
			if !sn.dead.has(d) {
				want = append(want, d)
			}
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
			t.Fatalf("%s: the ordering differs from MatchProfile.Score's", name)
		}
	}
}
