package career

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

func insight(typ, prio, title, desc string, data map[string]any, f *Facts) stride.CareerInsight {
	b, _ := json.Marshal(data)
	exp := f.Now.Add(InsightTTL)
	return stride.CareerInsight{Type: typ, Priority: prio, Title: title, Description: desc, Data: b, Actionable: true,
		ExpiresAt: &exp, CreatedAt: f.Now}
}

// Insights are statements about the user's situation, each citing its
// figures: salary intelligence for their occupation (BLS) and location
// (Stride's postings), demand for their skills and for the skill their
// target asks for most (postings), role growth (BLS projections) and the
// posting trend of their occupation. With an empty profile they say what
// to fill in, next to the market-wide figures.
func Insights(c *catalog.Catalog, f *Facts) []stride.CareerInsight {
	var out []stride.CareerInsight
	cur := f.Occupation(c)
	target, targetRole := f.TargetOccupation(c)
	avg := AverageGrowth(c)

	if cur == nil || len(f.Skills) == 0 {
		var missing []string
		if strings.TrimSpace(f.Title) == "" {
			missing = append(missing, "your current title")
		} else if cur == nil {
			missing = append(missing, fmt.Sprintf("a current title Stride recognises (%q matched no occupation)", f.Title))
		}
		if len(f.Skills) == 0 {
			missing = append(missing, "your skills")
		}
		if strings.TrimSpace(f.Location) == "" {
			missing = append(missing, "your location")
		}
		out = append(out, insight("market_trends", "high", "Complete your profile for personal insights",
			"Add "+stride.JoinAnd(missing)+" in your profile, then generate insights again: salary, demand and growth figures are computed for your occupation and skills.",
			map[string]any{"missing": missing}, f))
	}

	if cur != nil {
		out = append(out, roleInsights(c, f, cur, avg, false)...)
	}
	if target != nil && (cur == nil || target.Code != cur.Code) {
		out = append(out, roleInsights(c, f, target, avg, true)...)
	}

	// Demand for the user's skills.
	if len(f.Skills) > 0 && f.Postings.Total() > 0 {
		type sd struct {
			name string
			n    int
		}
		var ds []sd
		for _, s := range f.Skills {
			ds = append(ds, sd{s, len(f.Postings.Asking(s))})
		}
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].n > ds[j].n })
		top := ds[0]
		var parts []string
		for _, d := range ds[:min(3, len(ds))] {
			parts = append(parts, fmt.Sprintf("%s %d", d.name, d.n))
		}
		desc := fmt.Sprintf("Of Stride's %d current postings, %s ask for %s. Postings asking for your skills: %s.",
			f.Postings.Total(), plural(top.n, "posting", "postings"), top.name, strings.Join(parts, ", "))
		prio := "medium"
		if top.n == 0 {
			desc = fmt.Sprintf("None of Stride's %d current postings names your listed skills; add the tools and methods you use to your profile.", f.Postings.Total())
			prio = "high"
		}
		data := map[string]any{"postings": f.Postings.Total()}
		for _, d := range ds {
			data[d.name] = d.n
		}
		out = append(out, insight("skill_demand", prio, fmt.Sprintf("%s is your most asked-for skill", top.name), desc, data, f))
	}

	// The first thing to learn for the move (or, without a target, for the
	// user's own occupation): the plan's list, the same as the goal's and
	// the analysis's.
	if ref, from, role := target, cur, targetRole; ref != nil || cur != nil {
		if ref == nil {
			ref, from, role = cur, nil, ""
		} else {
			from, _ = f.Move(c, targetRole)
		}
		plan := PlanFor(f, from, ref, role)
		if topics := plan.Topics(); len(topics) > 0 {
			first, next := topics[0], plan.TopicNames(5)[1:]
			desc := first.Why + "."
			if len(next) > 0 {
				desc += " Then: " + stride.JoinAnd(next) + "."
			}
			out = append(out, insight("skill_demand", "high", fmt.Sprintf("Learn %s next", first.Name), desc,
				map[string]any{"skill": first.Name, "next": next, "occupation": ref.Title, "source": plan.SourceLine()}, f))
		}
	}

	// Market-wide figures when nothing personal is known.
	if cur == nil && target == nil && f.Postings.Total() > 0 {
		top := f.Postings.TopSkills(3)
		var parts []string
		for _, s := range top {
			parts = append(parts, fmt.Sprintf("%s (%d)", s, len(f.Postings.Asking(s))))
		}
		out = append(out, insight("skill_demand", "medium", "The skills employers ask for most",
			fmt.Sprintf("Across Stride's %d current postings the most requested skills are %s.", f.Postings.Total(), stride.JoinAnd(parts)),
			map[string]any{"skills": top}, f))
	}
	return out
}

// roleInsights are the salary, growth and posting-trend insights of one
// occupation.
func roleInsights(c *catalog.Catalog, f *Facts, o *catalog.Occupation, avg float64, isTarget bool) []stride.CareerInsight {
	var out []stride.CareerInsight
	role := lower(o.Title)
	if o.MedianWage > 0 {
		desc := fmt.Sprintf("The BLS 2024 median annual wage for %s is %s.", role, usd(o.MedianWage))
		if loc := strings.TrimSpace(f.Location); loc != "" {
			local := f.Postings.InLocation(f.Postings.ForOccupation(o.Code), loc)
			if len(local) == 0 {
				desc += fmt.Sprintf(" Stride has no current postings for this occupation in %s.", loc)
			} else {
				desc += fmt.Sprintf(" Stride lists %s for this occupation in %s.", plural(len(local), "posting", "postings"), loc)
			}
		}
		title := fmt.Sprintf("Median pay for %s: %s", role, usd(o.MedianWage))
		if isTarget {
			if cur := f.Occupation(c); cur != nil {
				if pay := PayFor(cur, o, f.nowTitle(), ""); pay.Change != "" {
					desc += fmt.Sprintf(" That is %s against %s in your current occupation.", pay.Change, usd(cur.MedianWage))
				} else if pay.Note != "" {
					desc += " " + pay.Note
				}
			}
			title = fmt.Sprintf("Your target pays a median %s", usd(o.MedianWage))
		}
		out = append(out, insight("salary_intel", "medium", title, desc,
			map[string]any{"occupation": o.Title, "medianWage": o.MedianWage, "location": f.Location}, f))
	}
	if o.Employment > 0 {
		prio := "medium"
		if o.GrowthPct < avg {
			prio = "high"
		}
		cmp := "faster than"
		if o.GrowthPct < avg-0.5 {
			cmp = "slower than"
		} else if o.GrowthPct <= avg+0.5 {
			cmp = "about as fast as"
		}
		out = append(out, insight("role_growth", prio, fmt.Sprintf("%s: %s projected growth by 2034", o.Title, signedPct(o.GrowthPct)),
			fmt.Sprintf("BLS projects employment of %s to change %s from 2024 to 2034, %s the %s for all occupations, with about %s openings a year.",
				role, signedPct(o.GrowthPct), cmp, signedPct(avg), thousands(o.Openings)),
			map[string]any{"occupation": o.Title, "growthPct": o.GrowthPct, "averageGrowthPct": avg, "openingsThousands": o.Openings}, f))
	}
	if f.Postings.Total() > 0 && !isTarget {
		idx := f.Postings.ForOccupation(o.Code)
		ch, recent, before := f.Postings.Change(idx)
		desc := fmt.Sprintf("Stride has %s for %s: %d posted in the last 21 days and %d in the 21 days before", plural(len(idx), "posting", "postings"), role, recent, before)
		if before > 0 {
			desc += fmt.Sprintf(" (%s).", signedPct(ch))
		} else {
			desc += "."
		}
		out = append(out, insight("market_trends", "low", fmt.Sprintf("Postings for %s: %d in the last 21 days", role, recent), desc,
			map[string]any{"occupation": o.Title, "recent": recent, "before": before, "changePct": ch, "weekly": f.Postings.Weekly(idx, 6)}, f))
	}
	return out
}

func thousands(k float64) string {
	n := int(k*1000 + 0.5)
	return strings.TrimPrefix(usd(n), "$")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func intersect(a, b []int) []int {
	var out []int
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			out = append(out, a[i])
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return out
}
