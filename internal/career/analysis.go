package career

import (
	"fmt"
	"sort"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Analyze computes a user's career analysis from their own data: readiness
// from their goals, strengths and gaps against their target (the first
// active goal's target role, else the closest move from their occupation),
// salary potential from BLS wages, and three paths with viability. Every
// figure comes from data; what is missing is said in Advice.
func Analyze(c *catalog.Catalog, f *Facts) *stride.CareerAnalysis {
	a := &stride.CareerAnalysis{Advice: []string{}, GeneratedAt: f.Now, CareerPaths: []stride.AnalysisPath{}}
	st := &a.CurrentState
	st.ReadinessScore = stride.ReadinessScore(f.Goals)
	st.ReadinessLabel = stride.ReadinessLabel(st.ReadinessScore)
	st.Strengths, st.SkillsGap = []string{}, []string{}

	cur := f.Occupation(c)
	target, targetRole := f.TargetOccupation(c)
	if target != nil {
		cur, _ = f.Move(c, targetRole)
	}
	if cur != nil {
		a.CurrentOccupation = cur.Title
	}
	unplaced := ""
	if target == nil {
		unplaced = f.GoalRole()
	}
	if target == nil && cur != nil && unplaced == "" {
		// With no target role set, the most common next step: O*NET's
		// closest related occupation that pays at least as much. A
		// target role Stride cannot place is not swapped for it (a
		// "Power BI developer" is no air traffic controller).
		for _, code := range cur.Related {
			if o := c.Occupation(code); o != nil && o.MedianWage >= cur.MedianWage {
				target, targetRole = o, o.Title
				break
			}
		}
	}
	if target != nil {
		a.TargetOccupation = target.Title
	}

	// Strengths and gaps against the target (or the current occupation).
	ref := target
	if ref == nil {
		ref = cur
	}
	var pay Pay
	if ref != nil {
		from := cur
		if target == nil {
			from = nil // no target: the current occupation's own needs
		}
		plan := PlanFor(f, from, ref, targetRole)
		st.SkillsGap = plan.LearnNames(6)
		if ref == target {
			a.Credential = plan.CredentialLine()
			a.Sources = plan.SourceLine()
			pay = plan.Pay
		}
	}
	st.Strengths = strengths(c, f, ref)

	// Market position: the user's skills in current postings and the BLS
	// outlook of their occupation against the average.
	asked := 0
	for _, s := range f.Skills {
		if len(f.Postings.Asking(s)) > 0 {
			asked++
		}
	}
	avg := AverageGrowth(c)
	switch {
	case cur == nil && len(f.Skills) == 0:
		st.MarketPosition = "Unknown: add your current title and skills to your profile to see where you stand."
	case cur == nil:
		st.MarketPosition = fmt.Sprintf("%d of your %d skills appear in current Stride postings. Add your current title to compare your occupation's outlook.", asked, len(f.Skills))
	default:
		tier := "Average"
		share := 0.0
		if len(f.Skills) > 0 {
			share = float64(asked) / float64(len(f.Skills))
		}
		switch {
		case cur.GrowthPct >= avg+3 && share >= 0.5:
			tier = "Strong"
		case cur.GrowthPct < avg-1 && share < 0.5:
			tier = "Challenging"
		}
		st.MarketPosition = fmt.Sprintf("%s: employment of %s is projected to change %s by 2034 (all occupations: %s, BLS), and %d of your %d skills appear in current Stride postings.",
			tier, lower(cur.Title), signedPct(cur.GrowthPct), signedPct(avg), asked, len(f.Skills))
	}

	// Salary potential from BLS median wages, when they describe the
	// titles (a product manager's is not marketing managers').
	sp := &a.SalaryPotential
	if cur != nil {
		sp.CurrentRole = cur.Title
		if cur.MedianWage > 0 && wageDescribes(cur, f.nowTitle()) {
			sp.Current = &cur.MedianWage
		}
	}
	if target != nil {
		sp.TargetRole = target.Title
		if target.MedianWage > 0 && wageDescribes(target, targetRole) {
			sp.Potential = &target.MedianWage
		}
	}
	switch {
	case cur == nil && f.Title != "":
		sp.Note = fmt.Sprintf("Stride cannot match your current title %q to an occupation in O*NET, so it compares no pay.", f.Title)
		a.Advice = append(a.Advice, sp.Note)
	case cur == nil:
		sp.Note = "Add your current title to compare salaries."
		a.Advice = append(a.Advice, sp.Note)
	case unplaced != "":
		sp.Note = fmt.Sprintf("Stride cannot match %q to an occupation in O*NET, so it compares no pay.", unplaced)
		a.Advice = append(a.Advice, fmt.Sprintf("Stride cannot match your target role %q to an occupation in O*NET: name it as job postings do (a common title, without the setting) to see the skills, credentials and pay it asks for.", unplaced))
	case target == nil && sp.Current == nil:
		sp.Note = "BLS publishes no median wage for " + lower(cur.Title) + "."
	case target == nil:
		sp.Note = "Set a goal with a target role to see your salary potential."
	default:
		sp.Direction, sp.Note = pay.Direction, pay.Note
	}
	if len(f.Skills) == 0 {
		a.Advice = append(a.Advice, "Add your skills to your profile to see your strengths and gaps.")
	}
	if len(f.Goals) == 0 {
		a.Advice = append(a.Advice, "Set a career goal with a target role: readiness is the mean progress of your goals.")
	}
	_ = targetRole

	a.CareerPaths = analysisPaths(c, f, cur, target, targetRole)
	return a
}

// wageDescribes reports whether an occupation's BLS median may be shown
// as the pay of a title (Placements: not a product manager's).
func wageDescribes(o *catalog.Occupation, title string) bool {
	pl := catalog.PlacementOf(title)
	return pl == nil || pl.Wage || catalog.SOC(pl.Code) != catalog.SOC(o.Code)
}

// withDemand names a skill with the number of current postings asking for it.
func withDemand(f *Facts, skill string) string {
	n := len(f.Postings.Asking(skill))
	if n == 0 {
		return skill
	}
	return fmt.Sprintf("%s (%d postings)", skill, n)
}

// analysisPaths ranks the target and the current occupation's related
// occupations by viability and keeps three.
func analysisPaths(c *catalog.Catalog, f *Facts, cur, target *catalog.Occupation, targetRole string) []stride.AnalysisPath {
	type cand struct {
		o         *catalog.Occupation
		closeness int
	}
	var cands []cand
	seen := map[string]bool{}
	if target != nil {
		cands = append(cands, cand{target, 1})
		seen[target.Code] = true
	}
	if cur != nil {
		seen[cur.Code] = true
		for i, code := range cur.Related {
			if o := c.Occupation(code); o != nil && !seen[code] {
				seen[code] = true
				cands = append(cands, cand{o, i + 1})
			}
		}
	}
	out := []stride.AnalysisPath{}
	for _, cd := range cands {
		have, missing := requirementsFor(f, cur, cd.o)
		cov := 0.0
		if n := len(have) + len(missing); n > 0 {
			cov = float64(len(have)) / float64(n)
		}
		v := Viability(cov, cd.o.GrowthPct, cd.closeness)
		role := ""
		if cd.o == target {
			role = targetRole
		}
		plan := PlanFor(f, cur, cd.o, role)
		p := stride.AnalysisPath{Path: cd.o.Title, Viability: v, ViabilityTier: stride.ViabilityTier(v), Timeframe: plan.Timeframe(),
			Requirements: plan.LearnNames(5), Credential: plan.CredentialLine()}
		p.SalaryIncrease = plan.Pay.Change
		if p.Requirements == nil {
			p.Requirements = []string{}
		}
		out = append(out, p)
	}
	// The user's own target stays first; the rest by viability.
	start := 0
	if target != nil {
		start = 1
	}
	rest := out[min(start, len(out)):]
	sort.SliceStable(rest, func(i, j int) bool { return rest[i].Viability > rest[j].Viability })
	return out[:min(3, len(out))]
}

// strengths are the user's own skills, those the reference occupation
// asks for first, then by how many postings ask for them; at most five.
func strengths(c *catalog.Catalog, f *Facts, ref *catalog.Occupation) []string {
	type sk struct {
		name   string
		wanted bool
		n      int
	}
	var ss []sk
	for _, s := range f.Skills {
		wanted := false
		if ref != nil {
			for _, t := range ref.Tech {
				wanted = wanted || stride.SkillsMatch(t.Name, s)
			}
			for _, r := range ref.Skills {
				wanted = wanted || stride.SkillsMatch(r.Name, s)
			}
		}
		ss = append(ss, sk{s, wanted, len(f.Postings.Asking(s))})
	}
	sort.SliceStable(ss, func(i, j int) bool {
		if ss[i].wanted != ss[j].wanted {
			return ss[i].wanted
		}
		return ss[i].n > ss[j].n
	})
	out := []string{}
	for _, s := range ss[:min(5, len(ss))] {
		out = append(out, withDemand(f, s.name))
	}
	return out
}
