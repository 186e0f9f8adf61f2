package learning

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// MaxRecommendations is how many the dashboard shows (seed 001 §9).
const MaxRecommendations = 3

// gap is a reason to work on a path, strongest first by weight.
type gap struct {
	kind   string
	weight int
	// strength orders gaps of the same kind (see roleTerm).
	strength int
	reason   string
	// challenge is set for a weak area: the challenge whose questions were
	// missed.
	challenge *Challenge
}

// Gap weights: a weak area the user showed beats a skill their target role
// needs, which beats one their saved jobs ask for; interviews coming up
// count like saved jobs; a path already started comes next.
const (
	weightWeak      = 5
	weightRole      = 4
	weightSavedJobs = 3
	weightInterview = 3
	weightStarted   = 2
	weightNone      = 0
)

// styleOrder ranks item types for each learning style: visual learners get
// worked examples (interactive) first, kinesthetic learners hands-on
// projects and graded challenges, readers articles; auditory learners get
// modules with a practise-aloud exercise first (see styleFit).
var styleOrder = map[string][]string{
	"visual":      {"interactive", "project", "article", "quiz"},
	"auditory":    {"article", "interactive", "quiz", "project"},
	"kinesthetic": {"project", "quiz", "interactive", "article"},
	"reading":     {"article", "interactive", "quiz", "project"},
}

func styleFit(style, typ string, aloud bool) int {
	fit := 4 - slices.Index(styleOrder[style], typ)
	if style == "auditory" && aloud {
		fit += 4
	}
	return fit
}

func styleNote(style, typ string, aloud bool) string {
	switch {
	case style == "auditory" && aloud:
		return " It includes a practise-aloud exercise, which suits learning by listening and speaking."
	case style == "visual" && (typ == "interactive" || typ == "project"):
		return " It walks through a worked example you can see, which suits a visual learner."
	case style == "kinesthetic" && (typ == "project" || typ == "quiz"):
		return " It's hands-on, which suits learning by doing."
	case style == "reading" && typ == "article":
		return " It's a focused read, which suits your reading style."
	}
	return ""
}

// wordRe builds a whole-word matcher for a keyword.
func wordRe(k string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^a-z0-9+#])` + regexp.QuoteMeta(strings.ToLower(k)) + `($|[^a-z0-9+#])`)
}

// keywordRes are the whole-word matchers of every path keyword, compiled
// once per service.
func (s *Service) keywordRes() map[string]*regexp.Regexp {
	s.kwOnce.Do(func() {
		s.kw = map[string]*regexp.Regexp{}
		for _, p := range s.cat.Paths {
			for _, k := range p.Keywords {
				s.kw[k] = wordRe(k)
			}
		}
	})
	return s.kw
}

// pathMatch returns the first of the path's keywords found in text.
func (s *Service) pathMatch(p *Path, text string) string {
	text = strings.ToLower(text)
	res := s.keywordRes()
	for _, k := range p.Keywords {
		if strings.Contains(text, strings.ToLower(k)) && res[k].MatchString(text) {
			return k
		}
	}
	return ""
}

// roleTerm is something a target role asks for, with how strongly: its
// own title (9), an O*NET skill or knowledge area of importance 3.5 or more
// (5), a hot or in-demand technology (3), another technology (1).
type roleTerm struct {
	text     string
	strength int
}

// roleTerms resolves the role with the O*NET title resolver (the one the
// whole product uses) and lists what it asks for.
func roleTerms(role string) []roleTerm {
	out := []roleTerm{{role, 9}}
	if cat, err := catalog.Load(); err == nil {
		if o := cat.Find(role); o != nil {
			for _, r := range append(append([]catalog.Rated{}, o.Skills...), o.Knowledge...) {
				if r.Importance >= 3.5 {
					out = append(out, roleTerm{r.Name, 5})
				}
			}
			for _, t := range o.Tech {
				st := 1
				if t.Hot || t.InDemand {
					st = 3
				}
				out = append(out, roleTerm{t.Name, st})
			}
		}
	}
	return out
}

func hasSkill(skills []string, p *Path) bool {
	return slices.ContainsFunc(skills, func(s string) bool { return strings.EqualFold(strings.TrimSpace(s), p.Skills[0]) })
}

// gaps finds, per path, the strongest reason the user has to work on it.
func (s *Service) gaps(st *State, sig *Signals) map[*Path]gap {
	out := map[*Path]gap{}
	put := func(p *Path, g gap) {
		if cur, ok := out[p]; !ok || g.weight > cur.weight || (g.weight == cur.weight && g.strength > cur.strength) {
			out[p] = g
		}
	}
	done := st.modulesDone()
	finished := func(p *Path) bool {
		for _, m := range p.Modules {
			if !done[m.ID] {
				return false
			}
		}
		return true
	}
	// Weak areas: questions missed in a challenge not passed since.
	ids := make([]string, 0, len(st.Missed))
	for id := range st.Missed {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		ch := s.cat.Challenge(id)
		if ch == nil || len(st.Missed[id]) == 0 || st.Best[id].Passed {
			continue
		}
		n := len(st.Missed[id])
		put(ch.Path, gap{kind: "weak-area", weight: weightWeak, challenge: ch,
			reason: fmt.Sprintf("You missed %d %s in “%s”, so %s is a weak area for now.", n, plural(n, "question"), ch.Title, ch.Skill)})
	}
	for _, p := range s.cat.Paths {
		if finished(p) {
			continue
		}
		if !hasSkill(sig.Skills, p) {
			best := 0
			for _, role := range sig.TargetRoles {
				for _, term := range roleTerms(role) {
					if term.strength > best && s.pathMatch(p, term.text) != "" {
						best = term.strength
						put(p, gap{kind: "target-role", weight: weightRole, strength: term.strength,
							reason: fmt.Sprintf("Your target role “%s” calls for %s, which isn't among your skills yet.", role, p.Skills[0])})
					}
				}
			}
			var jobs []SavedJob
			for _, j := range sig.SavedJobs {
				if s.pathMatch(p, j.Title+" | "+j.Text) != "" {
					jobs = append(jobs, j)
				}
			}
			if len(jobs) > 0 {
				put(p, gap{kind: "saved-jobs", weight: weightSavedJobs,
					reason: savedJobsReason(jobs, p.Skills[0])})
			}
		}
		if p.ID == "interviewing" && sig.Interviewing {
			put(p, gap{kind: "interviews", weight: weightInterview,
				reason: "You have an application at the interview stage - this prepares you for it."})
		}
		started := 0
		for _, m := range p.Modules {
			if done[m.ID] {
				started++
			}
		}
		if started > 0 {
			put(p, gap{kind: "next-step", weight: weightStarted,
				reason: fmt.Sprintf("You're %d of %d modules into “%s”; this is the next step.", started, len(p.Modules), p.Title)})
		}
	}
	return out
}

func savedJobsReason(jobs []SavedJob, skill string) string {
	if len(jobs) == 1 {
		return fmt.Sprintf("Your saved job “%s” at %s asks for %s.", jobs[0].Title, jobs[0].Company, skill)
	}
	return fmt.Sprintf("%d of your saved jobs (e.g. “%s” at %s) ask for %s.", len(jobs), jobs[0].Title, jobs[0].Company, skill)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// Recommendations implements stride.LearningService: for each path the
// user has a gap in (a weak area, their target role, their saved jobs, an
// interview coming up, a path already started), the next open module and
// the next open challenge are candidates; they are ranked by the gap's
// weight, then by how well their type suits the learning style, at most one
// per path. Users without any gap get first modules that suit their style,
// with a reason saying so. An empty style means the saved one.
func (s *Service) Recommendations(ctx context.Context, userID, style string) ([]stride.Recommendation, error) {
	st, err := s.state(ctx, userID)
	if err != nil {
		return nil, err
	}
	if style == "" {
		style = st.Profile.LearningStyle
	}
	if err := stride.ValidLearningStyle(style); err != nil {
		return nil, err
	}
	sig, err := s.store.LearnerSignals(ctx, userID)
	if err != nil {
		return nil, err
	}
	gaps := s.gaps(st, sig)
	done, passed := st.modulesDone(), st.passed()
	type cand struct {
		rec   stride.Recommendation
		score int
		order int
	}
	var cands []cand
	order := 0
	for _, p := range s.cat.Paths {
		g, ok := gaps[p]
		if !ok {
			g = gap{kind: "new-skill", weight: weightNone,
				reason: fmt.Sprintf("%s is one of the skills Stride's users are asked for most, and you haven't started it yet.", p.Skills[0])}
			if hasSkill(sig.Skills, p) {
				continue
			}
		}
		// The weak area's module is re-read first; otherwise the next open module.
		var mods []*Module
		if g.challenge != nil {
			for _, id := range g.challenge.Unlock.Modules {
				mods = append(mods, s.cat.Module(id))
			}
		}
		for _, m := range p.Modules {
			if !done[m.ID] && moduleStatus(m, done) == stride.ModuleAvailable {
				mods = append(mods, m)
				break
			}
		}
		for i, m := range mods {
			if m == nil || (done[m.ID] && g.challenge == nil) {
				continue
			}
			order++
			r := stride.Recommendation{ID: "module:" + m.ID, Type: m.Type, Title: m.Title, Description: m.Description,
				Difficulty: m.Difficulty, Duration: m.Minutes, ModuleID: m.ID, PathID: p.ID, Skill: p.Skills[0], Gap: g.kind,
				PersonalizedReason: g.reason + styleNote(style, m.Type, m.Aloud)}
			if g.challenge != nil && i == 0 {
				r.PersonalizedReason = g.reason + " Review this module, then retry the challenge." + styleNote(style, m.Type, m.Aloud)
			}
			cands = append(cands, cand{r, g.weight*1000 + g.strength*100 + styleFit(style, m.Type, m.Aloud)*10 - i, order})
		}
		for _, ch := range s.cat.Challenges {
			if ch.Path != p || passed[ch.ID] || len(ch.Unlock.Missing(done, passed)) > 0 {
				continue
			}
			order++
			diff := "beginner"
			if ch.Difficulty > 7 {
				diff = "advanced"
			} else if ch.Difficulty > 3 {
				diff = "intermediate"
			}
			reason := g.reason
			if g.challenge == ch {
				reason += " Retry it to turn the weak area into a badge."
			} else {
				reason += " Prove it with a graded challenge worth " + fmt.Sprint(ch.XPReward()) + " XP."
			}
			cands = append(cands, cand{stride.Recommendation{ID: "challenge:" + ch.ID, Type: "quiz", Title: ch.Title,
				Description: ch.Description, Difficulty: diff, Duration: ch.TimeLimit, ChallengeID: ch.ID, PathID: p.ID,
				Skill: ch.Skill, Gap: g.kind, PersonalizedReason: reason + styleNote(style, "quiz", false)},
				g.weight*1000 + g.strength*100 + styleFit(style, "quiz", false)*10, order})
			break
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].order < cands[j].order
	})
	out := []stride.Recommendation{}
	seen := map[string]bool{}
	for _, c := range cands {
		if len(out) == MaxRecommendations {
			break
		}
		if !seen[c.rec.PathID] {
			seen[c.rec.PathID] = true
			c.rec.Priority = priority(c.rec.Gap)
			out = append(out, c.rec)
		}
	}
	if err := s.store.SaveRecommendations(ctx, userID, out); err != nil {
		return nil, err
	}
	return out, nil
}

func priority(gap string) string {
	switch gap {
	case "weak-area", "target-role":
		return "high"
	case "saved-jobs", "interviews", "next-step":
		return "medium"
	}
	return "low"
}
