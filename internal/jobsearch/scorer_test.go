package jobsearch

import (
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
