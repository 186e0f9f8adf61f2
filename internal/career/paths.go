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
//   - requiredSkills, timeframe, credential and source from the move's
//     plan (PlanFor: the same list goals and the analysis show, without a
//     person's own skills); difficulty from the usual months (Low up to 6,
//     Medium up to 24, High beyond).
func PathsFrom(c *catalog.Catalog, from *catalog.Occupation) []stride.CareerPath {
	out := []stride.CareerPath{}
	for i, code := range from.Related {
		to := pathTarget(c, from, code)
		if to == nil {
			continue
		}
		plan := PlanFor(&Facts{}, from, to, "")
		p := stride.CareerPath{
			ID: from.Code + ">" + to.Code, FromRole: from.Title, ToRole: to.Title,
			RequiredSkills: plan.LearnNames(8), FromCode: from.Code, ToCode: to.Code,
			FromMedianWage: from.MedianWage, ToMedianWage: to.MedianWage, ToGrowthPct: to.GrowthPct,
			JobZoneChange: zoneChange(from, to), Closeness: i + 1,
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

// zoneChange is the change in O*NET Job Zone (preparation) of a move; 0
// when either is unknown.
func zoneChange(from, to *catalog.Occupation) int {
	if from.JobZone > 0 && to.JobZone > 0 {
		return to.JobZone - from.JobZone
	}
	return 0
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
