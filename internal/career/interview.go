package career

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/catalog"
)

// InterviewQuestions is the career-development question bank: two
// questions in each of five categories, each with a follow-up. {role} is
// replaced by the user's title ("your role" without one).
var InterviewQuestions = []stride.CareerInterviewQuestion{
	{ID: "values-1", Category: "values", Question: "What matters most to you in your work as {role}: impact, growth, stability, autonomy, balance, pay, or something else?", FollowUp: "Tell me about a time your work felt most worthwhile."},
	{ID: "values-2", Category: "values", Question: "What kind of team and company culture brings out your best work?", FollowUp: "What would make you leave a job?"},
	{ID: "strengths-1", Category: "strengths", Question: "Which skills and tools do colleagues rely on you for?", FollowUp: "Give one example with a result you can measure."},
	{ID: "strengths-2", Category: "strengths", Question: "Describe the achievement you are proudest of in the last two years.", FollowUp: "What did you do that someone else might not have?"},
	{ID: "ambitions-1", Category: "ambitions", Question: "Which role do you want to hold in three to five years?", FollowUp: "What draws you to that role?"},
	{ID: "ambitions-2", Category: "ambitions", Question: "What would you like to be known for in your field?", FollowUp: "Who already does this well, and what do they do differently?"},
	{ID: "constraints-1", Category: "constraints", Question: "What limits your next move: time, location, money, family, or something else?", FollowUp: "Which of these could change in the next year?"},
	{ID: "constraints-2", Category: "constraints", Question: "How many hours a week can you put into learning and job searching?", FollowUp: "When in the week does that time fit best?"},
	{ID: "learning-1", Category: "learning", Question: "Which skills do you want to learn next, and why?", FollowUp: "How will you know you have learned them?"},
	{ID: "learning-2", Category: "learning", Question: "How do you learn best: courses, books, videos, projects, or a mentor?", FollowUp: "What did you last learn that way?"},
}

// Questions returns the question bank for a user with the given title.
func Questions(title string) []stride.CareerInterviewQuestion {
	role := "your role"
	if t := strings.TrimSpace(title); t != "" {
		role = article(t)
	}
	out := make([]stride.CareerInterviewQuestion, len(InterviewQuestions))
	for i, q := range InterviewQuestions {
		q.Question = strings.ReplaceAll(q.Question, "{role}", role)
		out[i] = q
	}
	return out
}

// Value themes and the words that signal them.
var valueCues = []struct {
	name string
	cues []string
}{
	{"Impact", []string{"impact", "difference", "meaningful", "purpose", "mission", "help people", "helping"}},
	{"Growth", []string{"growth", "grow", "learn", "learning", "challenge", "develop"}},
	{"Stability", []string{"stability", "stable", "security", "secure", "predictable"}},
	{"Autonomy", []string{"autonomy", "independence", "independent", "ownership", "own my", "freedom", "flexib"}},
	{"Balance", []string{"balance", "family", "time off", "remote", "hours", "burnout"}},
	{"Pay", []string{"pay", "salary", "money", "compensation", "income", "equity"}},
	{"Collaboration", []string{"team", "collaborat", "colleagues", "together", "people"}},
	{"Creativity", []string{"creative", "creativity", "design", "build", "invent", "craft"}},
	{"Leadership", []string{"lead", "leadership", "mentor", "manage", "coach"}},
}

var constraintCues = []struct {
	name string
	cues []string
}{
	{"Time", []string{"time", "hours", "busy", "schedule"}},
	{"Location", []string{"location", "relocat", "move", "commute", "remote", "city"}},
	{"Money", []string{"money", "afford", "salary", "pay cut", "debt", "savings", "income"}},
	{"Family", []string{"family", "kids", "children", "child", "partner", "caregiv", "parent"}},
	{"Qualifications", []string{"degree", "certificat", "license", "licence", "qualification"}},
}

var learnCues = []struct {
	name string
	cues []string
}{
	{"courses", []string{"course", "class", "bootcamp", "program"}},
	{"books", []string{"book", "reading", "read"}},
	{"videos", []string{"video", "youtube", "watch"}},
	{"projects", []string{"project", "hands-on", "building", "build", "practice", "doing"}},
	{"mentoring", []string{"mentor", "coach", "pair", "colleague"}},
}

var (
	// roleRe finds the words that introduce a role; the phrase after each
	// is tried with the title resolver.
	roleRe   = regexp.MustCompile(`(?i)\b(?:become|becoming|be|move into|moving into|transition(?:ing)? (?:to|into)|grow into|step into|work as|promoted to|hold|holding|as)\s+(?:an?\s+|the\s+)?`)
	phraseRe = regexp.MustCompile(`(?i)^[a-z][a-z/&+\- ]{2,60}`)
	stopRe   = regexp.MustCompile(`(?i)\s+(?:in|at|as|within|by|and|or|because|so|where|with|for|to|from|who|that|which|role|position)\b.*$`)
	hoursRe  = regexp.MustCompile(`(?i)(\d{1,2})(?:\s*(?:-|to)\s*(\d{1,2}))?\s*(?:hours|hrs|h)\b`)
)

func found(text string, cues []struct {
	name string
	cues []string
}) []string {
	t := " " + strings.ToLower(text) + " "
	var out []string
	for _, c := range cues {
		for _, w := range c.cues {
			if strings.Contains(t, w) {
				out = append(out, c.name)
				break
			}
		}
	}
	return out
}

// InterviewOutcome is the analysis of a career interview.
type InterviewOutcome struct {
	Results        map[string]any
	Insights       []stride.CareerInsight
	SuggestedGoals []stride.GoalSuggestion
}

// AnalyzeInterview reads each answer with the interview coach's answer
// reader and, by category, finds the user's values, strengths (tools from
// the taxonomy, figures), the role they aim for (resolved to an O*NET
// occupation by the title resolver), their constraints and how they learn.
// The results become insights that cite BLS and posting figures and goals
// the user may adopt.
func AnalyzeInterview(c *catalog.Catalog, f *Facts, qs []stride.CareerInterviewQuestion, answers []stride.CareerInterviewAnswer) InterviewOutcome {
	byID := map[string]stride.CareerInterviewQuestion{}
	for _, q := range InterviewQuestions {
		byID[q.ID] = q
	}
	for _, q := range qs {
		if q.Category != "" {
			byID[q.ID] = q
		}
	}
	text := map[string]string{}
	var confidence, clarity, n int
	var tools, numbers []string
	var reflection string
	for _, a := range answers {
		ans := strings.TrimSpace(a.Answer)
		if ans == "" {
			continue
		}
		cat := byID[a.QuestionID].Category
		if cat == "" {
			cat = "other"
		}
		text[cat] += " " + ans
		r := ai.Read(ans)
		confidence += r.Confidence
		clarity += r.Clarity
		n++
		tools = appendNew(tools, r.Tools...)
		numbers = append(numbers, r.Numbers...)
		if reflection == "" {
			reflection = r.Reflection
		}
	}
	res := map[string]any{"answered": n, "values": nonNil(found(text["values"], valueCues)),
		"constraints": nonNil(found(text["constraints"], constraintCues)), "learningStyles": nonNil(found(text["learning"], learnCues)),
		"strengths": nonNil(tools), "evidence": nonNil(numbers[:min(3, len(numbers))])}
	if n > 0 {
		res["confidence"] = confidence / n
		res["clarity"] = clarity / n
	}
	if reflection != "" {
		res["reflection"] = reflection
	}
	if m := hoursRe.FindStringSubmatch(text["constraints"]); m != nil {
		res["hoursPerWeek"] = m[1]
		if m[2] != "" {
			res["hoursPerWeek"] = m[1] + "-" + m[2]
		}
	}
	// Skills to learn: taxonomy tools named in the learning answers.
	learn := nonNil(ai.Read(text["learning"]).Tools)
	res["skillsToLearn"] = learn

	out := InterviewOutcome{Results: res}
	// The role the user aims for.
	var target *catalog.Occupation
	var phrase string
	amb := text["ambitions"]
	for _, m := range roleRe.FindAllStringIndex(amb, -1) {
		p := strings.TrimSpace(stopRe.ReplaceAllString(phraseRe.FindString(amb[m[1]:]), ""))
		if p == "" {
			continue
		}
		if o := c.Find(p); o != nil {
			target, phrase = o, p
			break
		}
	}
	if target == nil && strings.TrimSpace(text["ambitions"]) != "" {
		// A short answer may be the title itself ("Engineering manager").
		if o := c.Find(strings.Trim(strings.TrimSpace(text["ambitions"]), ".!")); o != nil {
			target, phrase = o, strings.Trim(strings.TrimSpace(text["ambitions"]), ".!")
		}
	}
	if target != nil {
		res["targetRole"] = phrase
		res["targetOccupation"] = target.Title
		desc := fmt.Sprintf("You said you aim for %s (O*NET: %s). BLS projects its employment to change %s by 2034", phrase, target.Title, signedPct(target.GrowthPct))
		if target.MedianWage > 0 {
			desc += fmt.Sprintf(", with a 2024 median wage of %s", usd(target.MedianWage))
		}
		if idx := f.Postings.ForOccupation(target.Code); len(idx) > 0 {
			desc += fmt.Sprintf("; Stride lists %d postings for it", len(idx))
		}
		out.Insights = append(out.Insights, insight("role_growth", "high", "Your target: "+target.Title, desc+".",
			map[string]any{"occupation": target.Title, "growthPct": target.GrowthPct, "medianWage": target.MedianWage, "source": "interview"}, f))
		g := stride.GoalSuggestion{Title: "Move into " + singular(target.Title) + " role", TargetRole: singular(target.Title),
			Description: "From your career interview: " + phrase + "."}
		out.SuggestedGoals = append(out.SuggestedGoals, g)
	}
	// Demand for what the user is good at and wants to learn.
	skills := appendNew(append([]string(nil), tools...), learn...)
	if len(skills) > 0 && f.Postings.Total() > 0 {
		sort.SliceStable(skills, func(i, j int) bool { return len(f.Postings.Asking(skills[i])) > len(f.Postings.Asking(skills[j])) })
		var parts []string
		for _, s := range skills[:min(4, len(skills))] {
			parts = append(parts, fmt.Sprintf("%s %d", s, len(f.Postings.Asking(s))))
		}
		out.Insights = append(out.Insights, insight("skill_demand", "medium", "Demand for the skills you named",
			fmt.Sprintf("Stride postings asking for the skills in your answers: %s (of %d).", strings.Join(parts, ", "), f.Postings.Total()),
			map[string]any{"skills": skills, "source": "interview"}, f))
	}
	for _, s := range learn[:min(2, len(learn))] {
		out.SuggestedGoals = append(out.SuggestedGoals, stride.GoalSuggestion{Title: "Learn " + s,
			Description: fmt.Sprintf("You want to learn %s; %d Stride postings ask for it.", s, len(f.Postings.Asking(s)))})
	}
	if len(out.Insights) == 0 {
		// Nothing specific to cite: the user's current occupation, if known.
		if cur := f.Occupation(c); cur != nil {
			out.Insights = append(out.Insights, roleInsights(c, f, cur, AverageGrowth(c), true)...)
		} else {
			out.Insights = append(out.Insights, insight("role_growth", "medium", "Name the role you aim for",
				"Your answers did not name a role Stride recognises. Say which job title you want (for example \"data analyst\") to see its growth and pay.",
				map[string]any{"source": "interview"}, f))
		}
	}
	vals, _ := res["values"].([]string)
	if len(vals) > 0 {
		res["summary"] = fmt.Sprintf("You value %s.", strings.ToLower(stride.JoinAnd(vals[:min(3, len(vals))])))
	}
	out.Results = res
	return out
}

// JSON marshals v for a stored column.
func JSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

func appendNew(xs []string, add ...string) []string {
	for _, a := range add {
		dup := false
		for _, x := range xs {
			if stride.SkillsMatch(x, a) {
				dup = true
			}
		}
		if !dup {
			xs = append(xs, a)
		}
	}
	return xs
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}
