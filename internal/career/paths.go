package career

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Paths resolves fromRole (free text: "Frontend Dev", "RN") with the title
// resolver and returns the moves O*NET lists from that occupation, closest
// first. An unknown role gives no paths and no error.
func Paths(c *catalog.Catalog, fromRole string) []stride.CareerPath {
	o := c.Find(fromRole)
	if o == nil {
		return []stride.CareerPath{}
	}
	return PathsFrom(c, o)
}

// PathsFrom builds the paths from an occupation to each of its O*NET related
// occupations (closeness order):
//   - salaryIncrease from the two BLS median wages (nil when either is unknown);
//   - requiredSkills: the target's technologies the source does not use
//     (hot and in-demand first), then the O*NET skills and knowledge the
//     target rates at least half a point more important;
//   - timeframe and difficulty from the change in Job Zone (preparation)
//     and the size of that skill gap.
func PathsFrom(c *catalog.Catalog, from *catalog.Occupation) []stride.CareerPath {
	out := []stride.CareerPath{}
	for i, code := range from.Related {
		to := pathTarget(c, from, code)
		if to == nil {
			continue
		}
		g := gapBetween(from, to)
		plan := PlanFor(&Facts{}, from, to, "")
		p := stride.CareerPath{
			ID: from.Code + ">" + to.Code, FromRole: from.Title, ToRole: to.Title,
			RequiredSkills: plan.LearnNames(8), FromCode: from.Code, ToCode: to.Code,
			FromMedianWage: from.MedianWage, ToMedianWage: to.MedianWage, ToGrowthPct: to.GrowthPct,
			JobZoneChange: g.zoneChange, Closeness: i + 1,
			Credential: plan.CredentialLine(), Source: plan.SourceLine(),
		}
		if s := SalaryChange(from.MedianWage, to.MedianWage); s != "" {
			p.SalaryIncrease = &s
		}
		tf, diff := plan.Timeframe(), plan.Difficulty()
		p.Timeframe, p.Difficulty = &tf, &diff
		out = append(out, p)
	}
	return out
}

// pathTarget is the occupation a related code of from leads to; nil when
// the catalogue lacks it or it is from itself.
func pathTarget(c *catalog.Catalog, from *catalog.Occupation, code string) *catalog.Occupation {
	to := c.Occupation(code)
	if to == nil || to.Code == from.Code {
		return nil
	}
	return to
}

// pathCount is len(PathsFrom(c, from)) without building the paths.
func pathCount(c *catalog.Catalog, from *catalog.Occupation) int {
	n := 0
	for _, code := range from.Related {
		if pathTarget(c, from, code) != nil {
			n++
		}
	}
	return n
}

// CataloguePage is a page of every career path of the catalogue (seed 001
// §7: fromRole is optional; §3 has career paths as entities of their own,
// not a user's): the paths from
// first (the reader's occupation; nil for none) lead, then those from every
// other occupation by its title, each occupation's closest first. It
// returns at most limit paths from offset and the number of paths in all;
// only the page's paths are built (building one occupation's takes a few
// milliseconds, the whole catalogue seconds).
func CataloguePage(c *catalog.Catalog, first *catalog.Occupation, offset, limit int) ([]stride.CareerPath, int) {
	order := make([]*catalog.Occupation, 0, len(c.Occupations))
	for i := range c.Occupations {
		if o := &c.Occupations[i]; first == nil || o.Code != first.Code {
			order = append(order, o)
		}
	}
	slices.SortFunc(order, func(a, b *catalog.Occupation) int {
		if d := strings.Compare(a.Title, b.Title); d != 0 {
			return d
		}
		return strings.Compare(a.Code, b.Code)
	})
	if first != nil {
		order = append([]*catalog.Occupation{first}, order...)
	}
	out := []stride.CareerPath{}
	total := 0
	for _, o := range order {
		n := pathCount(c, o)
		if start, end := max(offset-total, 0), min(offset+limit-total, n); start < end {
			out = append(out, PathsFrom(c, o)[start:end]...)
		}
		total += n
	}
	return out, total
}

// Page is the page of list from offset, at most limit long.
func Page[T any](list []T, offset, limit int) []T {
	if offset >= len(list) {
		return []T{}
	}
	return list[offset:min(offset+limit, len(list))]
}

// SalaryChange is the percent change between two median wages, signed
// ("+12%", "-8%", "0%"); "" when either is unknown.
func SalaryChange(from, to int) string {
	if from <= 0 || to <= 0 {
		return ""
	}
	pct := math.Round(100 * float64(to-from) / float64(from))
	if pct > 0 {
		return fmt.Sprintf("+%.0f%%", pct)
	}
	return fmt.Sprintf("%.0f%%", pct)
}

// gap is what moving from one occupation to another asks for.
type gap struct {
	zoneChange int
	tech       []string // the target's technologies the source lacks
	techShare  float64  // share of the target's hot or in-demand technologies the source lacks
	skills     []string // skills and knowledge the target needs more of
	deficit    float64  // sum of the importance shortfalls (1-5 scale)
}

func gapBetween(from, to *catalog.Occupation) gap {
	g := gap{}
	if from.JobZone > 0 && to.JobZone > 0 {
		g.zoneChange = to.JobZone - from.JobZone
	}
	techs := append([]catalog.Tech(nil), to.Tech...)
	slices.SortStableFunc(techs, func(a, b catalog.Tech) int { return techRank(b) - techRank(a) })
	key, keyMissing := 0, 0
	for _, t := range techs {
		lacks := !slices.ContainsFunc(from.Tech, func(f catalog.Tech) bool { return stride.SkillsMatch(f.Name, t.Name) })
		if lacks {
			g.tech = append(g.tech, t.Name)
		}
		if t.Hot || t.InDemand {
			key++
			if lacks {
				keyMissing++
			}
		}
	}
	if key > 0 {
		g.techShare = float64(keyMissing) / float64(key)
	}
	for _, list := range [][2][]catalog.Rated{{to.Skills, from.Skills}, {to.Knowledge, from.Knowledge}} {
		if len(list[1]) == 0 {
			continue // the source has no O*NET ratings: no gap can be measured
		}
		// The catalogue keeps each occupation's most important areas; one
		// missing from the source's list rates at most its lowest kept one.
		floor := list[1][len(list[1])-1].Importance
		for _, r := range list[0] {
			if r.Importance < 3 {
				continue
			}
			have := -1.0
			for _, f := range list[1] {
				if f.Name == r.Name {
					have = f.Importance
				}
			}
			if have < 0 {
				have = math.Min(floor, r.Importance)
			}
			if d := r.Importance - have; d >= 0.5 {
				g.skills = append(g.skills, r.Name)
				g.deficit += d
			}
		}
	}
	return g
}

func techRank(t catalog.Tech) int {
	n := 0
	if t.Hot {
		n += 2
	}
	if t.InDemand {
		n++
	}
	return n
}

// required lists up to n skills: technologies first, then at most three
// O*NET skill or knowledge areas.
func (g gap) required(n int) []string {
	out := []string{}
	sk := g.skills[:min(3, len(g.skills))]
	for _, t := range g.tech {
		if len(out) >= n-len(sk) {
			break
		}
		out = append(out, t)
	}
	out = append(out, sk...)
	return out
}

// effort is a rough measure of how far the move is: each Job Zone step up
// counts 1, lacking all of the target's hot and in-demand technologies 1.5,
// two points of skill and knowledge shortfall 1.
func (g gap) effort() float64 {
	return math.Max(0, float64(g.zoneChange)) + 1.5*g.techShare + g.deficit/2
}

// Difficulty tiers of a move's effort.
func (g gap) difficulty() string {
	switch e := g.effort(); {
	case e < 0.8:
		return "Low"
	case e < 1.8:
		return "Medium"
	}
	return "High"
}

// timeframe: a move within the same preparation level takes months; each
// Job Zone step up adds the year or two of education or training that
// O*NET's zones describe.
func (g gap) timeframe() string {
	months := 3 + 8*g.techShare + 3*g.deficit + 15*math.Max(0, float64(g.zoneChange))
	switch {
	case months <= 6:
		return "3-6 months"
	case months <= 12:
		return "6-12 months"
	case months <= 24:
		return "1-2 years"
	case months <= 36:
		return "2-3 years"
	}
	return "3+ years"
}

// requirementsFor lists what the user lacks for a target occupation: its
// top technologies (hot and in-demand first) and its most important O*NET
// skills, minus the user's skills and, for O*NET skills, minus those their
// current occupation already rates as highly.
func requirementsFor(f *Facts, from, to *catalog.Occupation) (have, missing []string) {
	techs := append([]catalog.Tech(nil), to.Tech...)
	slices.SortStableFunc(techs, func(a, b catalog.Tech) int { return techRank(b) - techRank(a) })
	for _, t := range techs[:min(8, len(techs))] {
		if f.HasSkill(t.Name) || (from != nil && slices.ContainsFunc(from.Tech, func(x catalog.Tech) bool { return stride.SkillsMatch(x.Name, t.Name) })) {
			have = append(have, t.Name)
		} else {
			missing = append(missing, t.Name)
		}
	}
	for _, s := range to.Skills[:min(5, len(to.Skills))] {
		covered := f.HasSkill(s.Name)
		if from != nil && !covered {
			for _, x := range from.Skills {
				if x.Name == s.Name && x.Importance >= s.Importance-0.5 {
					covered = true
				}
			}
		}
		if covered {
			have = append(have, s.Name)
		} else {
			missing = append(missing, s.Name)
		}
	}
	return have, missing
}

// Viability scores a path for a user, 0-100: 65% the share of the target's
// requirements they cover, 20% the target's BLS growth (-5% or less is 0,
// 20% or more is full), 15% O*NET closeness (the closest related
// occupation is full, the tenth is 10%).
func Viability(coverage, growthPct float64, closeness int) int {
	g := math.Max(0, math.Min(1, (growthPct+5)/25))
	c := 1.0
	if closeness > 0 {
		c = math.Max(0.1, 1-float64(closeness-1)/10)
	}
	return int(math.Round(100 * (0.65*math.Max(0, math.Min(1, coverage)) + 0.2*g + 0.15*c)))
}

// lower lowers an occupation title for use inside a sentence, keeping
// acronyms ("software developers", "IT project managers").
func lower(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		if len(w) > 1 && strings.ToUpper(w) == w {
			continue
		}
		words[i] = strings.ToLower(w)
	}
	return strings.Join(words, " ")
}
