package catalog

import (
	"math"
	"strings"
	"sync"

	"github.com/stride-oss/stride"
)

// Model is the catalogue as matching and search use it: titles resolved
// to occupations, how close two occupations are, and how specific a skill
// is. It implements stride.OccupationModel.
type Model struct {
	c *Catalog
	// close maps a SOC occupation to the occupations O*NET relates to it,
	// with their closeness.
	close map[string]map[string]float64
	// idf is each skill key's rarity across occupations: ln(N/df).
	idf map[string]float64
	// importance maps an occupation code to its skills' importance (0-1).
	importance map[string]map[string]float64
	resolved   sync.Map // title → resolution
	resolvedN  int64
	mu         sync.Mutex
}

var _ stride.OccupationModel = (*Model)(nil)

type resolution struct {
	code string
	conf float64
	// candidates are the occupations a title may name, best first.
	candidates []resolution
}

// SOC is the detailed SOC occupation of an O*NET code ("29-1141" of
// "29-1141.01"): O*NET's specialties are the same occupation.
func SOC(code string) string {
	if i := strings.IndexByte(code, '.'); i >= 0 {
		return code[:i]
	}
	return code
}

// NewModel derives the model from the catalogue.
func NewModel(c *Catalog) *Model {
	m := &Model{c: c, close: map[string]map[string]float64{}, idf: map[string]float64{}, importance: map[string]map[string]float64{}}
	link := func(a, b string, v float64) {
		a, b = SOC(a), SOC(b)
		if a == b {
			return
		}
		if m.close[a] == nil {
			m.close[a] = map[string]float64{}
		}
		m.close[a][b] = math.Max(m.close[a][b], v)
	}
	df := map[string]int{}
	for i := range c.Occupations {
		o := &c.Occupations[i]
		// O*NET lists related occupations closest first.
		for k, r := range o.Related {
			v := 0.75 - 0.03*float64(k)
			link(o.Code, r, v)
			link(r, o.Code, v)
		}
		imp := map[string]float64{}
		for _, t := range o.Tech {
			v := 0.7
			if t.Hot || t.InDemand {
				v = 0.9
			}
			imp[stride.SkillKey(t.Name)] = v
		}
		for _, s := range o.Skills {
			imp[stride.SkillKey(s.Name)] = s.Importance / 5
		}
		for k := range imp {
			df[k]++
		}
		m.importance[o.Code] = imp
	}
	// Occupations of one broad group ("35-201x", the cooks) are related
	// when O*NET does not say more.
	bySix := map[string][]string{}
	for i := range c.Occupations {
		soc := SOC(c.Occupations[i].Code)
		if len(soc) >= 6 {
			bySix[soc[:6]] = append(bySix[soc[:6]], soc)
		}
	}
	for _, group := range bySix {
		for _, a := range group {
			for _, b := range group {
				link(a, b, 0.5)
			}
		}
	}
	n := float64(len(c.Occupations))
	for k, d := range df {
		m.idf[k] = math.Log(n / float64(d))
	}
	return m
}

// ResolveTitle names the occupation a job title most likely is. Among the
// occupations the title names about equally well (within 0.1 of the
// best), the one listing more of the skills (weighted by rarity) wins:
// "Cybersecurity Analyst" with Splunk and firewalls is an information
// security analyst, not an intelligence analyst.
func (m *Model) ResolveTitle(title string, skills []string) (string, float64) {
	key := strings.ToLower(strings.TrimSpace(title))
	var r resolution
	if v, ok := m.resolved.Load(key); ok {
		r = v.(resolution)
	} else {
		for _, c := range m.c.ResolveTitle(title, 5) {
			if c.Confidence >= 0.35 {
				r.candidates = append(r.candidates, resolution{code: c.Occupation.Code, conf: c.Confidence})
			}
		}
		m.mu.Lock()
		if m.resolvedN < 100_000 {
			m.resolved.Store(key, r)
			m.resolvedN++
		}
		m.mu.Unlock()
	}
	if len(r.candidates) == 0 {
		return "", 0
	}
	best, bestRank := r.candidates[0], -1.0
	for _, c := range r.candidates {
		if c.conf < r.candidates[0].conf-0.1 {
			continue
		}
		rank := c.conf + 0.3*m.skillOverlap(c.code, skills)
		if rank > bestRank {
			best, bestRank = c, rank
		}
	}
	return best.code, best.conf
}

// skillOverlap is the rarity-weighted share of skills the occupation lists.
func (m *Model) skillOverlap(code string, skills []string) float64 {
	var have, all float64
	for _, k := range skills {
		w, ok := m.idf[k]
		if !ok {
			continue
		}
		all += w
		if _, listed := m.importance[code][k]; listed {
			have += w
		}
	}
	if all == 0 {
		return 0
	}
	return have / all
}

// Closeness is 1 for the same occupation, 0.48-0.75 for occupations O*NET
// relates (closest first), 0.5 within a broad group, else 0.
func (m *Model) Closeness(a, b string) float64 {
	sa, sb := SOC(a), SOC(b)
	if sa == sb {
		return 1
	}
	return m.close[sa][sb]
}

// Related returns the occupations related to the code with their
// closeness (by SOC code).
func (m *Model) Related(code string) map[string]float64 { return m.close[SOC(code)] }

// SkillWeight is a skill's specificity for a job of the occupation: its
// rarity across occupations (idf/(idf+1): "Microsoft Excel", listed by
// most occupations, weighs little) times its importance there (O*NET
// skill importance, or 0.7-0.9 for a listed technology, 0.5 when the
// occupation does not list it). Skills the catalogue does not know are
// as rare as they come.
func (m *Model) SkillWeight(occupation, key string) float64 {
	idf, ok := m.idf[key]
	if !ok {
		idf = math.Log(float64(len(m.c.Occupations)))
	}
	imp := 0.5
	if v, ok := m.importance[occupation][key]; ok {
		imp = v
	}
	return math.Max(0.02, idf/(idf+1)*imp)
}

// Singular makes a plural English word singular by the few rules titles
// need ("nurses", "secretaries", "boxes"), leaving words that only look
// plural ("sales", "business", "analysis", "logistics").
func Singular(w string) string { return singular(w) }
