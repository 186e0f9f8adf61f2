package market

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// MaxForecasts is how many skills an industry's forecast lists.
const MaxForecasts = 12

// MaxEmergingRoles is how many emerging roles an industry lists.
const MaxEmergingRoles = 6

// Forecasts returns the skill demand forecasts of an industry (region,
// ids and times are the caller's):
//
//   - growth rate: the employment-weighted BLS 2024-34 growth of the
//     industry's occupations that list the skill, the figure the source
//     line cites (O*NET's hot and in-demand flags are reported beside it,
//     not added to it);
//   - current demand: how many of the industry's postings ask for the
//     skill; predicted demand: that × (1 + growth/100). Both are scaled so
//     the largest of them is 100, so the predicted score moves from the
//     current one by exactly the growth rate, with its sign;
//   - confidence: how much data stands behind the figure: the number of
//     occupations behind the growth (n/(n+3)) and of postings behind the
//     demand (n/(n+20)), each half, lowered when those occupations
//     disagree (by the employment-weighted spread of their growth, 10
//     points halving it), at most 0.95 for a ten-year projection.
//
// Skills are the industry's O*NET technologies that at least one of its
// postings asks for, the most asked first. (O*NET's general skills, such as
// Reading Comprehension, and general office software, such as Microsoft
// Outlook, are in nearly every posting and forecast nothing.)
func (m *Model) Forecasts(industry string) []stride.SkillForecast {
	occs := m.byInd[industry]
	posts := m.postsInd[industry]
	candidates := map[string]bool{}
	for _, o := range occs {
		for _, t := range o.Tech {
			if !career.OfficeTool(t.Name) {
				candidates[key(t.Name)] = true
			}
		}
	}
	var asked []counted
	for _, c := range countBy(posts, func(p *Posting) []string { return p.Skills }) {
		if candidates[key(c.Name)] {
			asked = append(asked, c)
		}
	}
	if len(asked) > MaxForecasts {
		asked = asked[:MaxForecasts]
	}
	out := []stride.SkillForecast{}
	if len(asked) == 0 {
		return out
	}
	type row struct {
		c                  counted
		growth, hs, ds, sd float64
		users              int
		current, predicted float64
	}
	rows := make([]row, 0, len(asked))
	scale := 0.0
	for _, c := range asked {
		k := key(c.Name)
		var users []*catalog.Occupation
		// Flags by BLS code: set when any O*NET occupation of the code sets it.
		hot, inDemand := map[string]bool{}, map[string]bool{}
		for _, o := range occs {
			if ok, h, d := hasSkill(o, k); ok {
				users = append(users, o)
				hot[blsCode(o.Code)] = hot[blsCode(o.Code)] || h
				inDemand[blsCode(o.Code)] = inDemand[blsCode(o.Code)] || d
			}
		}
		g, _ := weighted(users, func(o *catalog.Occupation) float64 { return o.GrowthPct })
		hs, _ := weighted(users, func(o *catalog.Occupation) float64 { return b2f(hot[blsCode(o.Code)]) })
		ds, _ := weighted(users, func(o *catalog.Occupation) float64 { return b2f(inDemand[blsCode(o.Code)]) })
		variance, _ := weighted(users, func(o *catalog.Occupation) float64 { return (o.GrowthPct - g) * (o.GrowthPct - g) })
		r := row{c: c, growth: round1(g) + 0, hs: hs, ds: ds, sd: math.Sqrt(variance), users: len(distinct(users)), current: float64(c.Count)}
		if r.growth == 0 {
			r.growth = 0 // not -0
		}
		r.predicted = r.current * (1 + r.growth/100)
		scale = math.Max(scale, math.Max(r.current, r.predicted))
		rows = append(rows, r)
	}
	for _, r := range rows {
		u, n := float64(r.users), float64(r.c.Count)
		conf := (0.5*u/(u+3) + 0.5*n/(n+20)) / (1 + r.sd/10)
		current := round1(100 * r.current / scale)
		out = append(out, stride.SkillForecast{
			SkillName:            r.c.Name,
			CurrentDemandScore:   current,
			PredictedDemandScore: round1(current * (1 + r.growth/100)),
			GrowthRate:           r.growth,
			Industry:             industry,
			TimeHorizon:          TimeHorizon,
			Confidence:           round2(math.Min(0.95, conf)),
			DataSource: fmt.Sprintf("Growth: BLS 2024-34 projection for the %d occupations using it, %s, employment-weighted (one standard deviation between them: %.1f points); "+
				"demand: %d of %d %s postings on Stride ask for it; O*NET hot technology for %.0f%% and in demand for %.0f%% of their employment.",
				r.users, signed1(r.growth), r.sd, r.c.Count, len(posts), industry, 100*r.hs, 100*r.ds),
		})
	}
	return out
}

func signed1(x float64) string {
	if x > 0 {
		return fmt.Sprintf("+%.1f%%", x)
	}
	return fmt.Sprintf("%.1f%%", x)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// Health returns an industry's health:
//
//   - growth potential: the employment-weighted BLS 2024-34 growth, %;
//   - stability index: 1 − 4 × (annual openings ÷ employment), within 0-1
//     (openings come from growth and from people leaving; many openings per
//     worker mean high turnover);
//   - innovation rate: 0.7 × the share of the industry's listed technologies
//     that O*NET flags hot + 0.3 × the share of its occupations with O*NET
//     Emerging Tasks (general office software, which O*NET flags hot for
//     nearly every occupation, is not counted: Excel is no innovation);
//   - growth score: 50 + 10 × (growth − growth of all occupations),
//     within 0-100: an industry growing as fast as the economy scores 50;
//   - health score: 0.6 × growth score + 20 × stability + 20 × innovation,
//     so it moves with the growth shown beside it; keyMetrics.explanation
//     says so in one line.
//
// Risks and opportunities are sentences built from the same figures.
func (m *Model) Health(industry string) stride.IndustryHealth {
	occs := m.byInd[industry]
	g, emp := weighted(occs, func(o *catalog.Occupation) float64 { return o.GrowthPct })
	wage, _ := weighted(occs, func(o *catalog.Occupation) float64 { return float64(o.MedianWage) })
	var openings, emp2034 float64
	var techN, hotN, withEmerging, n int
	hotCount := map[string]int{}
	byChange := distinct(occs)
	for _, o := range byChange {
		openings += o.Openings
		emp2034 += o.Employment * (1 + o.GrowthPct/100)
	}
	for _, o := range occs {
		if o.Employment <= 0 {
			continue
		}
		n++
		for _, t := range o.Tech {
			if career.OfficeTool(t.Name) {
				continue
			}
			techN++
			if t.Hot {
				hotN++
				hotCount[t.Name]++
			}
		}
		if len(o.EmergingTasks) > 0 {
			withEmerging++
		}
	}
	h := stride.IndustryHealth{IndustryName: industry, RiskFactors: []string{}, Opportunities: []string{}}
	if n == 0 {
		return h
	}
	rate := openings / emp
	stability := clamp(1-4*rate, 0, 1)
	hotShare := float64(hotN) / math.Max(1, float64(techN))
	emergingShare := float64(withEmerging) / float64(n)
	innovation := 0.7*hotShare + 0.3*emergingShare
	growthScore := clamp(50+10*(g-m.allGrowth), 0, 100)
	h.GrowthPotential = round1(g)
	h.StabilityIndex = round2(stability)
	h.InnovationRate = round2(innovation)
	h.HealthScore = round1(0.6*growthScore + 20*stability + 20*innovation)
	explanation := fmt.Sprintf("Health %.0f = 0.6 × growth score %.0f (BLS %s by 2034 against %s for all occupations) + 20 × stability %.2f + 20 × innovation %.2f.",
		h.HealthScore, growthScore, signed1(round1(g)), signed1(round1(m.allGrowth)), stability, innovation)
	h.EmploymentTrends = mustJSON(map[string]any{
		"period":         "2024-2034",
		"employment2024": math.Round(emp * 1000),
		"employment2034": math.Round(emp2034 * 1000),
		"change":         math.Round((emp2034 - emp) * 1000),
		"changePct":      round1(g),
	})
	h.KeyMetrics = mustJSON(map[string]any{
		"occupations":           n,
		"blsOccupations":        len(byChange),
		"annualOpenings":        math.Round(openings * 1000),
		"openingsPer100Workers": round1(100 * rate),
		"medianWage":            math.Round(wage),
		"allOccupationsGrowth":  round1(m.allGrowth),
		"allOccupationsWage":    math.Round(m.allWage),
		"postings":              len(m.postsInd[industry]),
		"hotTechnologyShare":    round2(hotShare),
		"emergingTaskShare":     round2(emergingShare),
		"growthScore":           round1(growthScore),
		"explanation":           explanation,
	})

	sort.SliceStable(byChange, func(i, j int) bool {
		return byChange[i].Employment*byChange[i].GrowthPct < byChange[j].Employment*byChange[j].GrowthPct
	})
	for _, o := range byChange[:min(2, len(byChange))] {
		if o.GrowthPct < 0 {
			h.RiskFactors = append(h.RiskFactors, fmt.Sprintf("%s: employment projected to fall %.1f%% by 2034 (%s fewer jobs).",
				o.Title, -o.GrowthPct, thousands(-o.Employment*o.GrowthPct/100)))
		}
	}
	if g < m.allGrowth {
		h.RiskFactors = append(h.RiskFactors, fmt.Sprintf("Growth of %.1f%% trails the %.1f%% projected for all occupations.", g, m.allGrowth))
	}
	if stability < 0.5 {
		h.RiskFactors = append(h.RiskFactors, fmt.Sprintf("High turnover: %.0f openings a year for every 100 workers.", 100*rate))
	}
	for i := len(byChange) - 1; i >= max(0, len(byChange)-2); i-- {
		if o := byChange[i]; o.GrowthPct > 0 {
			h.Opportunities = append(h.Opportunities, fmt.Sprintf("%s: employment projected to grow %.1f%% by 2034 (%s more jobs).",
				o.Title, o.GrowthPct, thousands(o.Employment*o.GrowthPct/100)))
		}
	}
	if g >= m.allGrowth {
		h.Opportunities = append(h.Opportunities, fmt.Sprintf("Growth of %.1f%% beats the %.1f%% projected for all occupations.", g, m.allGrowth))
	}
	h.Opportunities = append(h.Opportunities, fmt.Sprintf("%s openings a year on average, 2024-34.", thousands(openings)))
	if hot := topNames(hotCount, 3); len(hot) > 0 {
		h.Opportunities = append(h.Opportunities, "Hot technologies across the industry: "+stride.JoinAnd(hot)+".")
	}
	return h
}

// topNames returns the n names with the highest counts, ties by name.
func topNames(c map[string]int, n int) []string {
	names := make([]string, 0, len(c))
	for k := range c {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		if c[names[i]] != c[names[j]] {
			return c[names[i]] > c[names[j]]
		}
		return names[i] < names[j]
	})
	return names[:min(n, len(names))]
}

// Emerging returns an industry's emerging roles: its occupations that grow
// or have O*NET Emerging Tasks, ranked by
//
//	emergence score = 50 × min(1, growth/25%) + 30 × min(1, emerging tasks/5) + 20 × hot-technology share
//
// with the BLS 2034 employment as projected jobs, the pay range of Stride's
// yearly-paid postings for the occupation (the BLS median when there are
// none), O*NET skills as human-centric and technologies as AI-augmented
// skills, and the cities and companies with the most postings.
func (m *Model) Emerging(industry string) []stride.EmergingRole {
	type cand struct {
		o     *catalog.Occupation
		score float64
	}
	var cands []cand
	for _, o := range m.byInd[industry] {
		if o.Employment <= 0 || (o.GrowthPct <= 0 && len(o.EmergingTasks) == 0) {
			continue
		}
		hot := 0
		for _, t := range o.Tech {
			if t.Hot {
				hot++
			}
		}
		hotShare := float64(hot) / math.Max(1, float64(len(o.Tech)))
		score := 50*clamp(o.GrowthPct/25, 0, 1) + 30*math.Min(1, float64(len(o.EmergingTasks))/5) + 20*hotShare
		cands = append(cands, cand{o, round1(score)})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].o.Code < cands[j].o.Code
	})
	out := []stride.EmergingRole{}
	seen := map[string]bool{} // one role per BLS code: they share its projections
	for _, c := range cands {
		if len(out) == MaxEmergingRoles || seen[blsCode(c.o.Code)] {
			continue
		}
		seen[blsCode(c.o.Code)] = true
		out = append(out, m.emergingRole(industry, c.o, c.score))
	}
	return out
}

func (m *Model) emergingRole(industry string, o *catalog.Occupation, score float64) stride.EmergingRole {
	posts := m.postsOcc[o.Code]
	r := stride.EmergingRole{
		RoleName:           o.Title,
		Industry:           industry,
		Description:        o.Description,
		EmergenceScore:     score,
		DemandGrowth:       round1(o.GrowthPct),
		ProjectedJobs:      int(math.Round(o.Employment * (1 + o.GrowthPct/100) * 1000)),
		RequiredSkills:     []string{},
		HumanCentricSkills: []string{},
		AIAugmentedSkills:  []string{},
		GeographicHotspots: []string{},
		Companies:          []string{},
	}
	if len(o.EmergingTasks) > 0 {
		r.Description = "New work reported to O*NET: " + o.EmergingTasks[0]
	}
	salarySource := "BLS median wage (no yearly-paid postings on Stride)"
	lo, hi, paid := math.MaxInt, 0, 0
	for _, p := range posts {
		if a, b, ok := yearlySalary(p.Salary); ok {
			lo, hi, paid = min(lo, a), max(hi, b), paid+1
		}
	}
	if paid > 0 {
		r.SalaryRange = stride.SalaryRange{Min: lo, Max: hi}
		salarySource = fmt.Sprintf("%d yearly-paid postings on Stride", paid)
	} else {
		r.SalaryRange = stride.SalaryRange{Min: o.MedianWage, Max: o.MedianWage}
	}
	for _, s := range o.Skills[:min(4, len(o.Skills))] {
		r.HumanCentricSkills = append(r.HumanCentricSkills, s.Name)
	}
	for _, t := range o.Tech {
		if len(r.AIAugmentedSkills) < 5 && !career.OfficeTool(t.Name) {
			r.AIAugmentedSkills = append(r.AIAugmentedSkills, t.Name)
		}
	}
	r.RequiredSkills = append(append(r.RequiredSkills, r.AIAugmentedSkills[:min(3, len(r.AIAugmentedSkills))]...),
		r.HumanCentricSkills[:min(2, len(r.HumanCentricSkills))]...)
	for _, c := range countBy(posts, func(p *Posting) []string {
		if strings.EqualFold(p.Location, "Remote") {
			return nil
		}
		return []string{p.Location}
	}) {
		if len(r.GeographicHotspots) == 3 {
			break
		}
		r.GeographicHotspots = append(r.GeographicHotspots, c.Name)
	}
	for _, c := range countBy(posts, func(p *Posting) []string { return []string{p.Company} }) {
		if len(r.Companies) == 3 {
			break
		}
		r.Companies = append(r.Companies, c.Name)
	}
	switch {
	case o.GrowthPct >= 20:
		r.TimeToMainstream = "1-2 years"
	case o.GrowthPct >= 10:
		r.TimeToMainstream = "2-3 years"
	default:
		r.TimeToMainstream = "3-5 years"
	}
	important := 0
	for _, s := range o.Skills {
		if s.Importance >= 3.5 {
			important++
		}
	}
	human := 0.0
	if important+len(o.Tech) > 0 {
		human = float64(important) / float64(important+len(o.Tech))
	}
	r.SkillBreakdown = mustJSON(map[string]any{
		"humanCentricShare": round2(human),
		"aiAugmentedShare":  round2(1 - human),
		"occupationCode":    o.Code,
		"employment2024":    math.Round(o.Employment * 1000),
		"postings":          len(posts),
		"salarySource":      salarySource,
		"emergingTasks":     o.EmergingTasks,
	})
	return r
}

// Insights returns an industry's general findings: the skill with the
// highest predicted demand, the top emerging role, the industry's health and
// its wages against all occupations.
func (m *Model) Insights(industry string, fc []stride.SkillForecast, h stride.IndustryHealth, roles []stride.EmergingRole) []stride.MarketInsight {
	out := []stride.MarketInsight{}
	add := func(typ, title, summary string, relevance float64, actionable bool, priority string, data any) {
		out = append(out, stride.MarketInsight{InsightType: typ, Title: title, Summary: summary, Data: mustJSON(data),
			RelevanceScore: round2(clamp(relevance, 0, 1)), Actionable: actionable, Priority: priority,
			Tags: []string{industry, typ}, Industry: industry})
	}
	if len(fc) > 0 {
		best := fc[0]
		for _, f := range fc[1:] {
			if f.PredictedDemandScore > best.PredictedDemandScore {
				best = f
			}
		}
		add("skill_demand", fmt.Sprintf("%s leads %s demand", best.SkillName, industry),
			fmt.Sprintf("Predicted demand %.0f of 100 (now %.0f), growth %.1f%% over 2024-34.", best.PredictedDemandScore, best.CurrentDemandScore, best.GrowthRate),
			best.PredictedDemandScore/100, true, priorityFor(best.GrowthRate, 15, 5), map[string]any{"skill": best.SkillName, "growthRate": best.GrowthRate})
	}
	if len(roles) > 0 {
		r := roles[0]
		add("role_growth", fmt.Sprintf("%s: %+.1f%% by 2034", r.RoleName, r.DemandGrowth),
			fmt.Sprintf("BLS projects %s jobs in 2034; emergence score %.0f of 100.", commas(r.ProjectedJobs), r.EmergenceScore),
			r.EmergenceScore/100, true, priorityFor(r.DemandGrowth, 15, 5), map[string]any{"role": r.RoleName, "projectedJobs": r.ProjectedJobs})
	}
	if h.HealthScore > 0 {
		add("market_trends", fmt.Sprintf("%s health score %.0f", industry, h.HealthScore),
			fmt.Sprintf("Employment %+.1f%% by 2034, stability %.2f, innovation %.2f.", h.GrowthPotential, h.StabilityIndex, h.InnovationRate),
			h.HealthScore/100, false, priorityFor(h.HealthScore, 80, 60), map[string]any{"healthScore": h.HealthScore})
		var km struct {
			MedianWage         float64 `json:"medianWage"`
			AllOccupationsWage float64 `json:"allOccupationsWage"`
		}
		_ = json.Unmarshal(h.KeyMetrics, &km)
		if km.MedianWage > 0 && km.AllOccupationsWage > 0 {
			diff := 100 * (km.MedianWage/km.AllOccupationsWage - 1)
			add("salary_intel", fmt.Sprintf("%s median wage $%sk", industry, commas(int(math.Round(km.MedianWage/1000)))),
				fmt.Sprintf("Employment-weighted BLS median wage, %+.0f%% against all occupations ($%sk).", diff, commas(int(math.Round(km.AllOccupationsWage/1000)))),
				clamp(0.5+diff/200, 0, 1), false, priorityFor(diff, 30, 0), km)
		}
	}
	return out
}

// priorityFor is high at or above hi, medium at or above mid, else low.
func priorityFor(x, hi, mid float64) string {
	switch {
	case x >= hi:
		return "high"
	case x >= mid:
		return "medium"
	}
	return "low"
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// Figures are one computation of everything general (not per user), for
// every industry; region, ids and times are added when they are stored.
type Figures struct {
	Forecasts   []stride.SkillForecast
	Health      []stride.IndustryHealth
	Emerging    []stride.EmergingRole
	Insights    []stride.MarketInsight
	Postings    int
	Occupations int
}

// Figures computes every industry's figures.
func (m *Model) Figures() Figures {
	f := Figures{Postings: len(m.posts), Occupations: len(m.occs)}
	for _, ind := range stride.MarketIndustries {
		fc := m.Forecasts(ind)
		h := m.Health(ind)
		roles := m.Emerging(ind)
		f.Forecasts = append(f.Forecasts, fc...)
		f.Health = append(f.Health, h)
		f.Emerging = append(f.Emerging, roles...)
		f.Insights = append(f.Insights, m.Insights(ind, fc, h, roles)...)
	}
	return f
}
