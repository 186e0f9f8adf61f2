package market

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// Consistency are the market figures' consistency counts (issue 40), over
// every industry of the filter, on the shipped catalogue and the 6,000
// catalogue postings a fresh install seeds:
//   - forecasts whose predicted demand moves against their growth's sign,
//     or stays put while they claim half a point of growth or more;
//   - forecasts whose growth differs by more than 0.5 points from the BLS
//     figure their own source line cites;
//   - forecasts and how many distinct confidence values they have, and how
//     many sit at 1.0;
//   - pairs of industries whose health and growth are in opposite order
//     (health should move with the growth shown beside it).
type Consistency struct {
	Forecasts, SignMismatch, CitationMismatch, DistinctConfidence, FullConfidence int
	Industries, HealthGrowthDiscordant                                            int
}

func (c Consistency) String() string {
	return fmt.Sprintf("%d forecasts: growth and demand change disagree in sign %d; growth differs from the cited BLS figure %d; "+
		"%d distinct confidence values, %d at 1.0; %d industries: health and growth in opposite order for %d pairs",
		c.Forecasts, c.SignMismatch, c.CitationMismatch, c.DistinctConfidence, c.FullConfidence, c.Industries, c.HealthGrowthDiscordant)
}

// citedGrowth finds the BLS growth a source line cites (the first signed
// percentage after "BLS 2024-34"); ok is false when it cites none.
var citedGrowthRe = regexp.MustCompile(`BLS 2024-34[^%]*?([+-]?\d+(?:\.\d+)?)%`)

func citedGrowth(source string) (float64, bool) {
	m := citedGrowthRe.FindStringSubmatch(source)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	return v, err == nil
}

func measureConsistency(m *Model) Consistency {
	var c Consistency
	confs := map[float64]bool{}
	type ind struct{ health, growth float64 }
	var inds []ind
	names := make([]string, 0, len(IndustryGroups))
	for name := range IndustryGroups {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, f := range m.Forecasts(name) {
			c.Forecasts++
			change := f.PredictedDemandScore - f.CurrentDemandScore
			// Opposite signs, or a visible growth claim (half a point or
			// more) on a demand that does not move.
			if change*f.GrowthRate < 0 || (math.Abs(f.GrowthRate) >= 0.5 && change == 0) || (f.GrowthRate == 0 && change != 0) {
				c.SignMismatch++
			}
			if g, ok := citedGrowth(f.DataSource); !ok || math.Abs(g-f.GrowthRate) > 0.5 {
				c.CitationMismatch++
			}
			confs[f.Confidence] = true
			if f.Confidence >= 1 {
				c.FullConfidence++
			}
		}
		h := m.Health(name)
		inds = append(inds, ind{h.HealthScore, h.GrowthPotential})
	}
	c.DistinctConfidence = len(confs)
	c.Industries = len(inds)
	for i := range inds {
		for j := i + 1; j < len(inds); j++ {
			if (inds[i].health-inds[j].health)*(inds[i].growth-inds[j].growth) < 0 {
				c.HealthGrowthDiscordant++
			}
		}
	}
	return c
}

func catalogueModel(t *testing.T) *Model {
	cat := catalog.MustLoad()
	now := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
	jobs := cat.GenerateJobs(6000, 1, now)
	ps := make([]Posting, 0, len(jobs))
	for _, j := range jobs {
		ps = append(ps, Posting{Title: j.Title, Company: j.Company, Location: j.Location, Salary: stride.Deref(j.Salary), Type: j.Type,
			Skills: j.Skills, OccupationCode: stride.Deref(j.OccupationCode), PostedAt: j.PostedAt})
	}
	return NewModel(Dataset{Occupations: cat.Occupations, Postings: ps})
}

// TestEvalMarketConsistency prints the counts (`make eval`) and holds the
// figures to them: no sign or citation mismatch, confidence that varies
// and is never 1.0, health in the order of growth.
func TestEvalMarketConsistency(t *testing.T) {
	c := measureConsistency(catalogueModel(t))
	t.Logf("market consistency: %s", c)
	if c.Forecasts == 0 || c.SignMismatch != 0 || c.CitationMismatch != 0 || c.FullConfidence != 0 || c.DistinctConfidence < c.Forecasts/4 ||
		c.HealthGrowthDiscordant != 0 {
		t.Errorf("inconsistent market figures: %s", c)
	}
}

func TestCitedGrowth(t *testing.T) {
	for s, want := range map[string]float64{
		"Growth: BLS 2024-34 projection for the 3 occupations using it, +7.3%, employment-weighted": 7.3,
		"BLS 2024-34 growth of the 5 occupations using it: -1.2%, employment-weighted":              -1.2,
	} {
		if got, ok := citedGrowth(s); !ok || got != want {
			t.Errorf("%q: %v %v", s, got, ok)
		}
	}
	if _, ok := citedGrowth("no figure"); ok || strings.Contains("x", "y") {
		t.Error("cited a figure in a line without one")
	}
}

// TestOfficeToolsForecastNothing: general office software (O*NET flags
// Excel hot for nearly every occupation) is no skill forecast, no
// innovation and no emerging role's skill.
func TestOfficeToolsForecastNothing(t *testing.T) {
	m := catalogueModel(t)
	for name := range IndustryGroups {
		for _, f := range m.Forecasts(name) {
			if career.OfficeTool(f.SkillName) {
				t.Errorf("%s forecasts %s", name, f.SkillName)
			}
			if strings.Contains(f.DataSource, "they range") {
				t.Errorf("%s: a standard deviation called a range: %s", f.SkillName, f.DataSource)
			}
		}
		for _, o := range m.Health(name).Opportunities {
			if strings.HasPrefix(o, "Hot technologies") && (strings.Contains(o, "Microsoft Excel") || strings.Contains(o, "Microsoft Office")) {
				t.Errorf("%s: %s", name, o)
			}
		}
		for _, r := range m.Emerging(name) {
			for _, s := range r.AIAugmentedSkills {
				if career.OfficeTool(s) {
					t.Errorf("%s: emerging role %s lists %s", name, r.RoleName, s)
				}
			}
		}
	}
}
