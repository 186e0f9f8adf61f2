package career

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Milestones proposes the steps towards a goal's target role from the gap
// between the user and the target occupation: up to three skills to learn
// (the ones the target's postings ask for most), a portfolio project using
// them, a conversation with people in the role, and applications to send.
// Target dates spread evenly until the goal's deadline (or over six months).
// A goal without a recognised target role gets none.
func Milestones(c *catalog.Catalog, f *Facts, g *stride.CareerGoal) []stride.CareerMilestone {
	if g.TargetRole == nil {
		return nil
	}
	to := c.Find(*g.TargetRole)
	if to == nil {
		return nil
	}
	_, missing := requirementsFor(f, f.Occupation(c), to)
	occIdx := f.Postings.ForOccupation(to.Code)
	type sk struct {
		name string
		n    int
	}
	var skills []sk
	for _, m := range missing {
		skills = append(skills, sk{m, len(intersect(occIdx, f.Postings.Asking(m)))})
	}
	// Most asked-for first; ties keep O*NET's order.
	for i := 1; i < len(skills); i++ {
		for j := i; j > 0 && skills[j].n > skills[j-1].n; j-- {
			skills[j], skills[j-1] = skills[j-1], skills[j]
		}
	}
	role := singular(to.Title)
	type step struct{ title, desc, cat, impact string }
	var steps []step
	var learned []string
	for _, s := range skills[:min(3, len(skills))] {
		impact := fmt.Sprintf("O*NET lists %s for %s", s.name, lower(to.Title))
		if s.n > 0 {
			impact = fmt.Sprintf("Asked for in %d of Stride's %d postings for %s", s.n, len(occIdx), lower(to.Title))
		}
		steps = append(steps, step{"Learn " + s.name, fmt.Sprintf("Build working knowledge of %s for the move to %s.", s.name, role), "skill", impact})
		learned = append(learned, s.name)
	}
	// The credential the role expects (BLS typical entry education) when it
	// is above what the user's current occupation asks for. O*NET's
	// certification lists are not in the shipped data, so this is the
	// credential Stride can cite.
	if need := educationRank[to.Education]; need >= 3 {
		have := -1
		if cur := f.Occupation(c); cur != nil {
			have = educationRank[cur.Education]
		}
		if need > have {
			steps = append(steps, step{"Earn " + credential(to.Education), fmt.Sprintf("BLS lists %s as the typical entry education for %s.",
				strings.ToLower(to.Education), lower(to.Title)), "certification", "Meets the role's usual entry requirement"})
		}
	}
	if len(learned) > 0 {
		steps = append(steps, step{"Build a portfolio project using " + stride.JoinAnd(learned[:min(2, len(learned))]),
			"Show the new skills on something a hiring manager can look at.", "project", "Evidence of the skills you are adding"})
	}
	steps = append(steps, step{fmt.Sprintf("Talk to three people working as %s", article(role)),
		"Ask what their week looks like and what got them hired.", "network", "First-hand view of the role and referrals"})
	apps := fmt.Sprintf("Apply to five %s roles", role)
	impact := "Turn the preparation into interviews"
	if len(occIdx) > 0 {
		impact = fmt.Sprintf("Stride lists %d postings for %s", len(occIdx), lower(to.Title))
	}
	steps = append(steps, step{apps, "Tailor your resume to each posting's requirements.", "promotion", impact})

	end := f.Now.AddDate(0, 6, 0)
	if g.Deadline != nil && g.Deadline.After(f.Now) {
		end = *g.Deadline
	}
	span := end.Sub(f.Now)
	out := make([]stride.CareerMilestone, 0, len(steps))
	for i, s := range steps {
		d := f.Now.Add(time.Duration(float64(span) * float64(i+1) / float64(len(steps)))).Truncate(24 * time.Hour)
		out = append(out, stride.CareerMilestone{UserID: f.userID(g), GoalID: &g.ID, Title: s.title, Description: &s.desc,
			Category: s.cat, Status: "pending", TargetDate: &d, Impact: &s.impact, CreatedAt: f.Now})
	}
	return out
}

// educationRank orders BLS typical entry education levels.
var educationRank = map[string]int{
	"No formal educational credential": 0, "High school diploma or equivalent": 1, "Some college, no degree": 2,
	"Postsecondary nondegree award": 3, "Associate's degree": 4, "Bachelor's degree": 5, "Master's degree": 6,
	"Doctoral or professional degree": 7,
}

func credential(education string) string {
	if education == "Postsecondary nondegree award" {
		return "a postsecondary certificate"
	}
	return article(strings.ToLower(education[:1]) + education[1:])
}

func (f *Facts) userID(g *stride.CareerGoal) string { return g.UserID }

func article(noun string) string {
	if noun == "" {
		return noun
	}
	switch noun[0] {
	case 'A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u':
		return "an " + noun
	}
	return "a " + noun
}

// GoalAnalysis is what Stride knows of a goal's target role, stored with the
// goal: the O*NET occupation it resolves to, its BLS wage and growth, the
// pay change from the user's occupation and the skills they lack. Nil when
// the target role is not recognised.
func GoalAnalysis(c *catalog.Catalog, f *Facts, g *stride.CareerGoal) json.RawMessage {
	if g.TargetRole == nil {
		return nil
	}
	to := c.Find(*g.TargetRole)
	if to == nil {
		return nil
	}
	cur := f.Occupation(c)
	_, missing := requirementsFor(f, cur, to)
	a := map[string]any{"occupation": to.Title, "code": to.Code, "medianWage": to.MedianWage, "growthPct": to.GrowthPct,
		"missingSkills": missing[:min(5, len(missing))]}
	if cur != nil {
		a["salaryChange"] = SalaryChange(cur.MedianWage, to.MedianWage)
		a["from"] = cur.Title
	}
	return JSON(a)
}
