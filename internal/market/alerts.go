package market

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// Profile is what the personal alerts read of a user. Occupation codes come
// from the product's one title resolver (catalog.Resolve); "" is unknown.
type Profile struct {
	Title          string
	OccupationCode string
	Skills         []string
	// TargetRoles are the target roles of the user's career goals.
	TargetRoles []TargetRole
	// Industry is the industry the user is looking at.
	Industry string
}

// TargetRole is a role the user aims for, with its occupation code.
type TargetRole struct {
	Role string
	Code string
}

// Alert types.
const (
	AlertProfile     = "profile_incomplete"
	AlertDecline     = "declining_occupation"
	AlertOpportunity = "growth_opportunity"
	AlertSkillGap    = "skill_gap"
	AlertOutlook     = "positive_outlook"
	AlertMarket      = "market_opportunity"
)

// AlertLifetime is how long an alert stays current.
const AlertLifetime = 30 * 24 * time.Hour

var urgencyRank = map[string]int{stride.UrgencyCritical: 0, stride.UrgencyHigh: 1, stride.UrgencyMedium: 2, stride.UrgencyLow: 3}

// Alerts computes a user's transition alerts, most urgent first. The rules:
//
//   - no title, or a title the resolver cannot place: a prompt to fill it in
//     (medium) plus the two fastest-growing occupations of the industry
//     (low);
//   - the occupation's projected change is negative: a decline alert,
//     critical at -10% or worse, high at -3% or worse, else medium;
//   - a related occupation grows at least 5 points faster (and at least 5%)
//     and the user has at least one of its key skills (top 8 technologies and
//     top 4 O*NET skills): the one with the largest share of them, ties by
//     growth; high when the user has half or more and it grows 10% or more,
//     medium with a quarter or more, else low;
//   - the occupation grows 5% or more and no decline applies: an outlook
//     alert (low) naming what the occupation needs most that the user
//     lacks;
//   - per target role: what to learn first for the move, with the
//     credential the role requires; high when a licence or certification
//     is required, else medium.
//
// What to learn is always the career plan's list (career.PlanFor), the one
// goals, the analysis, paths and milestones show.
func (m *Model) Alerts(p Profile, now time.Time) []stride.TransitionAlert {
	have := map[string]bool{}
	for _, s := range p.Skills {
		have[key(s)] = true
	}
	var out []stride.TransitionAlert
	exp := now.Add(AlertLifetime)
	add := func(a stride.TransitionAlert) {
		a.ExpiresAt = &exp
		a.CreatedAt = now
		if a.RequiredSkills == nil {
			a.RequiredSkills = []string{}
		}
		out = append(out, a)
	}
	o := m.byCode[p.OccupationCode]
	if o == nil {
		desc := "Stride matches your job title to an O*NET occupation to warn you when it declines and to find growing roles you are close to."
		title := "Add your job title for personal alerts"
		if strings.TrimSpace(p.Title) != "" {
			title = fmt.Sprintf("We could not match \"%s\" to an occupation", p.Title)
			desc = "Try a more common form of your title (for example \"Software Developer\" or \"Registered Nurse\"); " + desc
		}
		add(stride.TransitionAlert{AlertType: AlertProfile, Title: title, Description: desc, Urgency: stride.UrgencyMedium,
			ActionItems: []stride.ActionItem{
				{Action: "Add your current job title to your profile", Timeline: "Today"},
				{Action: "List your skills so Stride can spot the gaps", Timeline: "This week"},
			},
			MarketData: mustJSON(map[string]any{"title": p.Title})})
		for _, g := range m.fastestGrowing(p.Industry, 2) {
			add(m.marketAlert(p, g))
		}
	} else {
		declining := o.GrowthPct < 0
		if declining {
			add(m.declineAlert(p, o, have))
		}
		if a, ok := m.opportunityAlert(p, o, have); ok {
			add(a)
		}
		if !declining && o.GrowthPct >= 5 {
			add(m.outlookAlert(p, o))
		}
	}
	for _, t := range p.TargetRoles {
		if a, ok := m.skillGapAlert(p, t); ok {
			add(a)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return urgencyRank[out[i].Urgency] < urgencyRank[out[j].Urgency] })
	return out
}

// AlertCodes are the occupations whose postings Alerts reads for p: the
// user's occupation and its related ones, the target roles, and (without an
// occupation) the industry's fastest-growing ones.
func (m *Model) AlertCodes(p Profile) []string {
	codes := []string{}
	if o := m.byCode[p.OccupationCode]; o != nil {
		codes = append(append(codes, o.Code), o.Related...)
	} else {
		for _, g := range m.fastestGrowing(p.Industry, 2) {
			codes = append(codes, g.Code)
		}
	}
	for _, t := range p.TargetRoles {
		codes = append(codes, t.Code)
	}
	return codes
}

// keySkills are an occupation's top 8 technologies and top 4 O*NET skills.
func keySkills(o *catalog.Occupation) []string {
	var out []string
	for _, t := range o.Tech[:min(8, len(o.Tech))] {
		out = append(out, t.Name)
	}
	for _, s := range o.Skills[:min(4, len(o.Skills))] {
		out = append(out, s.Name)
	}
	return out
}

func (m *Model) fastestGrowing(industry string, n int) []*catalog.Occupation {
	var occs []*catalog.Occupation
	for _, o := range distinct(m.byInd[industry]) {
		if o.Employment >= 20 && o.GrowthPct > 0 {
			occs = append(occs, o)
		}
	}
	sort.SliceStable(occs, func(i, j int) bool { return occs[i].GrowthPct > occs[j].GrowthPct })
	return occs[:min(n, len(occs))]
}

func (m *Model) marketAlert(p Profile, o *catalog.Occupation) stride.TransitionAlert {
	role := o.Title
	need := m.learn(p, nil, o, "", 4)
	return stride.TransitionAlert{AlertType: AlertMarket, Urgency: stride.UrgencyLow, TargetRole: &role, RequiredSkills: need,
		Title:       fmt.Sprintf("%s: %+.1f%% by 2034", o.Title, o.GrowthPct),
		Description: fmt.Sprintf("One of the fastest-growing occupations in %s: %s jobs in 2024, %s openings a year (BLS).", IndustryOf(o.Code), thousands(o.Employment), thousands(o.Openings)),
		ActionItems: m.learnActions(o, need),
		MarketData:  occData(o, len(m.postsOcc[o.Code]))}
}

func (m *Model) learnActions(o *catalog.Occupation, need []string) []stride.ActionItem {
	var items []stride.ActionItem
	if len(need) > 0 {
		items = append(items, stride.ActionItem{Action: "Learn " + need[0], Timeline: "Next 1-2 months"})
	}
	if len(need) > 1 {
		items = append(items, stride.ActionItem{Action: "Practise " + stride.JoinAnd(need[1:min(3, len(need))]) + " on a small project", Timeline: "Next 3 months"})
	}
	if n := len(m.postsOcc[o.Code]); n > 0 {
		items = append(items, stride.ActionItem{Action: fmt.Sprintf("Review the %d %s postings on Stride", n, o.Title), Timeline: "Next 2 weeks"})
	}
	return items
}

func occData(o *catalog.Occupation, postings int) []byte {
	return mustJSON(map[string]any{"occupationCode": o.Code, "occupation": o.Title, "growthPct": o.GrowthPct,
		"employment": math.Round(o.Employment * 1000), "annualOpenings": math.Round(o.Openings * 1000),
		"medianWage": o.MedianWage, "postings": postings})
}

func (m *Model) declineAlert(p Profile, o *catalog.Occupation, have map[string]bool) stride.TransitionAlert {
	urg := stride.UrgencyMedium
	switch {
	case o.GrowthPct <= -10:
		urg = stride.UrgencyCritical
	case o.GrowthPct <= -3:
		urg = stride.UrgencyHigh
	}
	a := stride.TransitionAlert{AlertType: AlertDecline, Urgency: urg,
		Title: fmt.Sprintf("%s: employment projected to fall %.1f%% by 2034", o.Title, -o.GrowthPct),
		Description: fmt.Sprintf("BLS projects %s fewer jobs in your occupation over 2024-34 (from %s); %s openings a year will still come up, mostly from people leaving.",
			thousands(-o.Employment*o.GrowthPct/100), thousands(o.Employment), thousands(o.Openings)),
		MarketData: occData(o, len(m.postsOcc[o.Code]))}
	if r := m.bestRelated(o, have); r != nil {
		role := r.Title
		a.TargetRole = &role
		a.RequiredSkills = m.learn(p, o, r, "", 5)
		a.ActionItems = append([]stride.ActionItem{{Action: fmt.Sprintf("Compare your experience with %s (%+.1f%% by 2034)", r.Title, r.GrowthPct), Timeline: "This month"}},
			m.learnActions(r, a.RequiredSkills)...)
	}
	a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Update your resume to lead with transferable skills", Timeline: "Next 2 weeks"})
	return a
}

// bestRelated is the related occupation that grows at least 5 points faster
// (and at least 5%) with the largest share of key skills the user has.
func (m *Model) bestRelated(o *catalog.Occupation, have map[string]bool) *catalog.Occupation {
	var best *catalog.Occupation
	bestShare := -1.0
	for _, code := range o.Related {
		r := m.byCode[code]
		if r == nil || r.GrowthPct < math.Max(o.GrowthPct+5, 5) {
			continue
		}
		share := overlap(r, have)
		if share > bestShare || (share == bestShare && r.GrowthPct > best.GrowthPct) {
			best, bestShare = r, share
		}
	}
	return best
}

func overlap(o *catalog.Occupation, have map[string]bool) float64 {
	ks := keySkills(o)
	if len(ks) == 0 {
		return 0
	}
	n := 0
	for _, s := range ks {
		if have[key(s)] {
			n++
		}
	}
	return float64(n) / float64(len(ks))
}

func (m *Model) opportunityAlert(p Profile, o *catalog.Occupation, have map[string]bool) (stride.TransitionAlert, bool) {
	r := m.bestRelated(o, have)
	if r == nil {
		return stride.TransitionAlert{}, false
	}
	share := overlap(r, have)
	if share == 0 {
		return stride.TransitionAlert{}, false // not close: none of its key skills
	}
	ks := keySkills(r)
	got := int(math.Round(share * float64(len(ks))))
	urg := stride.UrgencyLow
	switch {
	case share >= 0.5 && r.GrowthPct >= 10:
		urg = stride.UrgencyHigh
	case share >= 0.25:
		urg = stride.UrgencyMedium
	}
	role := r.Title
	need := m.learn(p, o, r, "", 5)
	return stride.TransitionAlert{AlertType: AlertOpportunity, Urgency: urg, TargetRole: &role, RequiredSkills: need,
		Title: fmt.Sprintf("%s is growing %.1f%% and you have %d of its %d key skills", r.Title, r.GrowthPct, got, len(ks)),
		Description: fmt.Sprintf("A related occupation to %s. BLS projects %+.1f%% employment by 2034 (yours: %+.1f%%) and %s openings a year.",
			o.Title, r.GrowthPct, o.GrowthPct, thousands(r.Openings)),
		ActionItems: m.learnActions(r, need),
		MarketData: mustJSON(map[string]any{"from": o.Code, "to": r.Code, "growthPct": r.GrowthPct, "yourGrowthPct": o.GrowthPct,
			"skillsHave": got, "skillsKey": len(ks), "postings": len(m.postsOcc[r.Code])}),
	}, true
}

func (m *Model) outlookAlert(p Profile, o *catalog.Occupation) stride.TransitionAlert {
	need := m.learn(p, nil, o, "", 4)
	a := stride.TransitionAlert{AlertType: AlertOutlook, Urgency: stride.UrgencyLow, RequiredSkills: need,
		Title:      fmt.Sprintf("%s: %+.1f%% by 2034", o.Title, o.GrowthPct),
		MarketData: occData(o, len(m.postsOcc[o.Code]))}
	if o.GrowthPct < m.allGrowth {
		a.Description = fmt.Sprintf("Your occupation grows, though below the %.1f%% projected for all occupations; %s openings a year.", m.allGrowth, thousands(o.Openings))
	} else {
		a.Description = fmt.Sprintf("Your occupation grows faster than the %.1f%% projected for all occupations; %s openings a year.", m.allGrowth, thousands(o.Openings))
	}
	if len(need) > 0 {
		a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Keep up with " + stride.JoinAnd(need[:min(2, len(need))]) + " (what your occupation needs most, O*NET)", Timeline: "Next 3 months"})
	}
	a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Ask for a raise or a promotion backed by these figures", Timeline: "Next review"})
	return a
}

func (m *Model) skillGapAlert(p Profile, t TargetRole) (stride.TransitionAlert, bool) {
	o := m.byCode[t.Code]
	if o == nil {
		return stride.TransitionAlert{}, false
	}
	role := t.Role
	from := m.byCode[p.OccupationCode]
	plan := career.PlanFor(m.facts(p), from, o, t.Role)
	topics := plan.TopicNames(5)
	if len(topics) == 0 {
		return stride.TransitionAlert{}, false
	}
	first := plan.Topics()[0]
	a := stride.TransitionAlert{AlertType: AlertSkillGap, TargetRole: &role, RequiredSkills: topics, Urgency: stride.UrgencyMedium,
		Title:       fmt.Sprintf("For %s, learn %s first", t.Role, first.Name),
		Description: first.Why + ".",
		MarketData: mustJSON(map[string]any{"occupationCode": o.Code, "postings": len(m.postsOcc[o.Code]), "timeframe": plan.Timeframe(),
			"credential": plan.CredentialLine(), "source": plan.SourceLine()})}
	if line := plan.CredentialLine(); line != "" {
		a.Description += " " + line
	}
	if plan.Credential != nil && plan.Credential.Required {
		a.Urgency = stride.UrgencyHigh
	}
	a.ActionItems = []stride.ActionItem{{Action: "Learn " + first.Name, Timeline: "Next 1-3 months"}}
	if len(a.RequiredSkills) > 1 {
		a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Then " + stride.JoinAnd(a.RequiredSkills[1:min(3, len(a.RequiredSkills))]), Timeline: "Next 3-6 months"})
	}
	if plan.Credential != nil && len(plan.Credential.Steps) > 0 {
		a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Plan the " + plan.Credential.Steps[0], Timeline: plan.Timeframe() + " in all"})
	}
	a.ActionItems = append(a.ActionItems, stride.ActionItem{Action: "Apply to " + t.Role + " roles", Timeline: "When ready"})
	return a, true
}

// facts are what the career plan reads of a profile.
func (m *Model) facts(p Profile) *career.Facts {
	return &career.Facts{Title: p.Title, Skills: p.Skills}
}

// learn is what to learn for the move from one occupation to another:
// the career plan's topics, the same as the milestones show (alerts name
// skills to build; the program and exam of a credential are in its
// credential line and the "Plan the …" action).
func (m *Model) learn(p Profile, from, to *catalog.Occupation, role string, n int) []string {
	return career.PlanFor(m.facts(p), from, to, role).TopicNames(n)
}
