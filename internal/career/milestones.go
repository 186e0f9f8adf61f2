package career

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Milestones proposes the steps towards a goal's target role from the
// move's plan (PlanFor): the first three things to learn, each step of the
// licence the role requires (the licence table; a voluntary certification
// is one step; else BLS's typical entry education), a portfolio project
// using what was learnt (not for licensed work), a conversation with
// people in the role, and applications to send. A licence step the
// person's own occupation already requires (a police officer's academy
// and POST certification, for a detective) is left out. Target dates
// spread until the goal's deadline, else over the middle of the months
// the move usually takes, each step given time by what it is (a degree
// years, an exam weeks: stepWeight). A goal without a recognised target
// role gets none.
func Milestones(c *catalog.Catalog, f *Facts, g *stride.CareerGoal) []stride.CareerMilestone {
	if g.TargetRole == nil {
		return nil
	}
	from, to := f.Move(c, *g.TargetRole)
	if to == nil {
		return nil
	}
	plan := PlanFor(f, from, to, *g.TargetRole)
	occIdx := f.Postings.ForOccupation(to.Code)
	role := strings.TrimSpace(*g.TargetRole)
	if role == "" {
		role = singular(to.Title)
	}
	type step struct{ title, desc, cat, impact string }
	var held *Credential
	if from != nil {
		held = CredentialFor(from, f.nowTitle())
	}
	var steps []step
	topics := plan.Topics()
	learned := plan.TopicNames(3)
	for _, it := range topics[:len(learned)] {
		steps = append(steps, step{"Learn " + it.Name, fmt.Sprintf("Build working knowledge of %s for the move to %s.", it.Name, role), "skill", it.Why})
	}
	if cr := plan.Credential; cr != nil && !cr.Required {
		// A voluntary certification is one milestone; "no licence" none.
		if !strings.HasPrefix(cr.Name, "No licence") {
			steps = append(steps, step{cr.Name, fmt.Sprintf("Voluntary: %s. Source: %s", cr.Authority, firstSource(cr.Source)), "certification", credentialImpact(cr)})
		}
	} else if cr != nil {
		for i, st := range cr.Steps {
			if (held != nil && held != cr && stepHeld(st, held.Steps)) || (from != nil && strings.EqualFold(st, from.Education)) {
				continue
			}
			steps = append(steps, step{st, fmt.Sprintf("Step %d of %d towards the %s, granted by %s. Source: %s", i+1, len(cr.Steps),
				shortCredential(cr.Name), cr.Authority, firstSource(cr.Source)), "certification", credentialImpact(cr)})
		}
	} else if plan.Education != "" {
		steps = append(steps, step{"Earn " + credential(plan.Education), fmt.Sprintf("BLS lists %s as the typical entry education for %s.",
			strings.ToLower(plan.Education), lower(to.Title)), "certification", "Meets the role's usual entry requirement"})
	}
	if len(learned) > 0 && (plan.Credential == nil || !plan.Credential.Required) {
		// Licensed work is shown by the licence, not by a portfolio.
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

	end := f.Now.AddDate(0, (plan.Months[0]+plan.Months[1]+1)/2, 0)
	if g.Deadline != nil && g.Deadline.After(f.Now) {
		end = *g.Deadline
	}
	span := end.Sub(f.Now)
	total := 0.0
	for _, s := range steps {
		total += stepWeight(s.title, s.cat)
	}
	out := make([]stride.CareerMilestone, 0, len(steps))
	done := 0.0
	for _, s := range steps {
		done += stepWeight(s.title, s.cat)
		d := f.Now.Add(time.Duration(float64(span) * done / total)).Truncate(24 * time.Hour)
		out = append(out, stride.CareerMilestone{UserID: f.userID(g), GoalID: &g.ID, Title: s.title, Description: &s.desc,
			Category: s.cat, Status: "pending", TargetDate: &d, Impact: &s.impact, CreatedAt: f.Now})
	}
	return out
}

func credentialImpact(cr *Credential) string {
	if cr.Required {
		return "Required to work as licensed or certified in the role"
	}
	return "Expected by most employers, not required by law"
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

// article puts "a" or "an" before noun (stride.Article): "an HR manager".
func article(noun string) string {
	if noun == "" {
		return noun
	}
	return stride.Article(noun) + " " + noun
}

// GoalAnalysis is what Stride knows of a goal's target role, stored with the
// goal: the O*NET occupation it resolves to, its BLS wage and growth, the
// pay change from the user's occupation and the skills they lack. Nil when
// the target role is not recognised.
func GoalAnalysis(c *catalog.Catalog, f *Facts, g *stride.CareerGoal) json.RawMessage {
	if g.TargetRole == nil {
		return nil
	}
	cur, to := f.Move(c, *g.TargetRole)
	if to == nil {
		return nil
	}
	plan := PlanFor(f, cur, to, *g.TargetRole)
	a := map[string]any{"occupation": to.Title, "code": to.Code, "medianWage": to.MedianWage, "growthPct": to.GrowthPct,
		"missingSkills": plan.LearnNames(5), "learn": plan.Learn[:min(5, len(plan.Learn))], "timeframe": plan.Timeframe(),
		"sources": plan.SourceLine()}
	if line := plan.CredentialLine(); line != "" {
		a["credential"] = line
	}
	if cur != nil {
		a["salaryChange"] = plan.Pay.Change
		a["salaryNote"] = plan.Pay.Note
		a["from"] = cur.Title
	}
	return JSON(a)
}

// stepHeld reports whether every part of a licence step ("Police academy
// and POST certification") is in one of the steps of a licence the person
// holds ("Police academy", "State POST certification").
func stepHeld(step string, held []string) bool {
	for _, part := range strings.Split(step, " and ") {
		sub := stride.SkillTokens(part)
		found := false
		for _, h := range held {
			toks := stride.SkillTokens(h)
			for i := 0; i+len(sub) <= len(toks) && !found; i++ {
				found = slices.Equal(toks[i:i+len(sub)], sub)
			}
		}
		if len(sub) == 0 || !found {
			return false
		}
	}
	return true
}

var (
	yearsRe  = regexp.MustCompile(`(\d+)(?:\s*-\s*(\d+))?\+?\s*(years?|months?)`)
	usualRe  = regexp.MustCompile(`^years\b.*\((?:usually|often|about) (\d+)(?:\s*-\s*(\d+))?`)
	masterRe = regexp.MustCompile(`\bmaster's\b|\bmasters\b|\bmaster of\b`)
)

// stepWeight is about how many months a milestone takes, so that due
// dates leave a degree years and an exam weeks: a stated number of years
// ("usually 3-5"), else the usual length of the degree or training it
// names; two months to learn a topic, one for the rest.
func stepWeight(title, cat string) float64 {
	t := strings.ToLower(title)
	if cat == "certification" {
		m, unit := yearsRe.FindStringSubmatch(t), 12.0
		if m != nil && strings.HasPrefix(m[3], "month") {
			unit = 1
		}
		if m == nil {
			// "Years as a licensed journeyman plumber (usually 2-5)"
			m = usualRe.FindStringSubmatch(t)
		}
		if m != nil {
			lo, _ := strconv.ParseFloat(m[1], 64)
			hi := lo
			if m[2] != "" {
				hi, _ = strconv.ParseFloat(m[2], 64)
			}
			return unit * (lo + hi) / 2
		}
	}
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(" "+t+" ", w) {
				return true
			}
		}
		return false
	}
	switch {
	case cat == "skill":
		return 2
	case cat != "certification":
		return 1
	case has("bachelor", "pharmd", "doctor", "dnp", " md ", " do ", "apprenticeship", "8,000 hours"):
		return 48
	case has(" jd ", "residency", "law school"):
		return 36
	case masterRe.MatchString(t) || has(" msn", " mba", " mha", " msw", " mpa", "associate", " adn"):
		return 24
	case has("program", "experience", "training", "academy", "hours"):
		return 12
	}
	return 2
}
