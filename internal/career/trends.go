package career

import (
	"math"
	"sort"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// HotBonus is the points O*NET's Hot Technology flag adds to a skill's growth.
const HotBonus = 5.0

// SkillTrends describes how demand for each skill is moving. Growth blends
// three signals: half the change in Stride postings asking for the skill
// (last 21 days against the 21 before, clamped to ±50%), half the BLS
// 2024-34 employment growth of the occupations that use it (weighted by
// employment), plus HotBonus when O*NET flags it a Hot Technology in most
// occupations that use it. Sorted by growth, highest first.
func SkillTrends(c *catalog.Catalog, p *Postings, skills []string) []stride.SkillTrend {
	out := []stride.SkillTrend{}
	seen := map[string]bool{}
	memo := map[string]bool{}
	toks := map[string][]string{} // names of the catalogue, tokenised once
	for _, s := range skills {
		key := s
		for k := range seen {
			if stride.SkillsMatch(k, s) {
				key = ""
			}
		}
		if key == "" {
			continue
		}
		seen[s] = true
		idx := p.Asking(s)
		change, _, _ := p.Change(idx)
		t := stride.SkillTrend{Skill: s, Postings: len(idx), PostingChange: round1(change), Weekly: p.Weekly(idx, 6)}
		var emp, sum float64
		hot, uses := 0, 0
		st := stride.SkillTokens(s)
		match := func(name string) bool {
			m, ok := memo[name]
			if !ok {
				t, ok := toks[name]
				if !ok {
					t = stride.SkillTokens(name)
					toks[name] = t
				}
				m = stride.TokensMatch(t, st)
				memo[name] = m
			}
			return m
		}
		clear(memo)
		for _, o := range c.Occupations {
			used := false
			for _, tc := range o.Tech {
				if match(tc.Name) {
					used = true
					uses++
					if tc.Hot {
						hot++
					}
					break
				}
			}
			if !used {
				for _, r := range o.Skills {
					if r.Importance >= 3.5 && match(r.Name) {
						used = true
						break
					}
				}
			}
			if used && o.Employment > 0 {
				emp += o.Employment
				sum += o.Employment * o.GrowthPct
			}
		}
		if emp > 0 {
			t.OccupationGrowth = round1(sum / emp)
		}
		t.Hot = uses > 0 && 2*hot > uses
		g := 0.5*math.Max(-50, math.Min(50, change)) + 0.5*t.OccupationGrowth
		if t.Hot {
			g += HotBonus
		}
		t.Growth = round1(g)
		out = append(out, t)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Growth > out[j].Growth })
	return out
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

// TrendSkills picks the skills whose trends a user sees: their own, then
// the top technologies of their target and current occupations; without
// any, the skills postings ask for most.
func TrendSkills(c *catalog.Catalog, f *Facts) []string {
	var out []string
	add := func(s string) {
		for _, x := range out {
			if stride.SkillsMatch(x, s) {
				return
			}
		}
		out = append(out, s)
	}
	for _, s := range f.Skills {
		add(s)
	}
	t, _ := f.TargetOccupation(c)
	for _, o := range []*catalog.Occupation{t, f.Occupation(c)} {
		if o == nil {
			continue
		}
		n := 0
		for _, tc := range o.Tech {
			if (tc.Hot || tc.InDemand) && n < 4 {
				add(tc.Name)
				n++
			}
		}
	}
	if len(out) == 0 {
		for _, s := range f.Postings.TopSkills(8) {
			add(s)
		}
	}
	return out[:min(12, len(out))]
}
