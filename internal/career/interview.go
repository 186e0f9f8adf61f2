package career

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

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

type cueSet = []struct {
	name string
	cues []string
}

func found(text string, cues cueSet) []string {
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

// clause is a part of an answer with its polarity: negative when the
// person plays it down ("pay matters less", "I rarely finish video
// courses", "not management").
type clause struct {
	text string
	neg  bool
}

var (
	// clauseSplitRe cuts an answer into clauses at sentence ends,
	// semicolons, commas and contrast words.
	clauseSplitRe = regexp.MustCompile(`(?i)[.!?;:]+(?:\s+|$)|,?\s+(?:but|though|although|however|whereas|while|yet|except)\s+`)
	negRe         = regexp.MustCompile(`(?i)\b(?:not|no|never|rarely|seldom|hardly|barely|less|least|neither|nor|without|avoid|dislike|hate|cannot)\b|n't\b|\bmatters? little\b|\bdon't care\b|\bnot important\b|\bboring\b|\bbores? me\b`)
	moreRe        = regexp.MustCompile(`(?i)\b(?:more|rather|over|better|prefer)\b`)
	lessRe        = regexp.MustCompile(`(?i)\b(?:less|fewer|not as|lower)\b`)
	thanRe        = regexp.MustCompile(`(?i)\s+than\s+`)
	notClauseRe   = regexp.MustCompile(`(?i),\s+not\s+`)
	// listIntroRe introduces the things a person is relied on for or good
	// at; listSplitRe separates them.
	listIntroRe = regexp.MustCompile(`(?i)\b(?:for|on|with|at|using|including|especially|like|in)\s+`)
	listSplitRe = regexp.MustCompile(`(?i)\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*`)
)

// listedSkills are the items of the list a clause ends with, in the
// person's own words ("for patient education, Epic and care
// coordination"): one to four words each, articles and "my" dropped.
func listedSkills(text string) []string {
	var out []string
	for _, c := range clauses(text) {
		if c.neg {
			continue
		}
		locs := listIntroRe.FindAllStringIndex(c.text, -1)
		if len(locs) == 0 {
			continue
		}
		rest := c.text[locs[len(locs)-1][1]:]
		if len(locs) > 1 && !strings.ContainsAny(rest, ",&") && !strings.Contains(rest, " and ") {
			// "rely on me for X": the list follows the last introducer,
			// unless an earlier one starts a longer list.
			rest = c.text[locs[0][1]:]
		}
		for _, it := range listSplitRe.Split(rest, -1) {
			it = strings.TrimSpace(strings.Trim(it, ".!?\"'"))
			for _, pre := range []string{"my ", "the ", "a ", "an ", "our "} {
				it = strings.TrimPrefix(strings.TrimPrefix(it, pre), strings.ToUpper(pre[:1])+pre[1:])
			}
			if w := len(strings.Fields(it)); w >= 1 && w <= 4 {
				out = append(out, strings.ToUpper(it[:1])+it[1:])
			}
		}
	}
	return out
}

// clauses splits text into clauses with their polarity. In a comparison
// ("pay matters less than growth", "projects rather than videos") the two
// sides take opposite signs.
func clauses(text string) []clause {
	var out []clause
	// ", not X" starts a clause of its own ("a nurse practitioner, not a
	// manager").
	text = notClauseRe.ReplaceAllString(text, "; not ")
	for _, part := range clauseSplitRe.Split(text, -1) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if loc := thanRe.FindStringIndex(part); loc != nil {
			left, right := part[:loc[0]], part[loc[1]:]
			switch {
			case lessRe.MatchString(left):
				out = append(out, clause{left, true}, clause{right, false})
				continue
			case moreRe.MatchString(left):
				out = append(out, clause{left, false}, clause{right, true})
				continue
			}
		}
		out = append(out, clause{part, negRe.MatchString(part)})
	}
	return out
}

// foundPolar finds the cues of text by polarity: a cue is positive when a
// clause that names it is positive, negative when only negative clauses
// name it.
func foundPolar(text string, cues cueSet) (pos, neg []string) {
	var posText, negText strings.Builder
	for _, c := range clauses(text) {
		if c.neg {
			negText.WriteString(" " + c.text + " ")
		} else {
			posText.WriteString(" " + c.text + " ")
		}
	}
	pos = found(posText.String(), cues)
	for _, n := range found(negText.String(), cues) {
		if !slices.Contains(pos, n) {
			neg = append(neg, n)
		}
	}
	return pos, neg
}

// positiveText is the text of text's positive clauses.
func positiveText(text string) string {
	var b strings.Builder
	for _, c := range clauses(text) {
		if !c.neg {
			b.WriteString(c.text + ". ")
		}
	}
	return b.String()
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
		if cat != "learning" {
			// What the person names outside what they want to learn,
			// except where they play it down.
			tools = appendNew(tools, ai.Read(positiveText(ans)).Tools...)
		}
		numbers = append(numbers, r.Numbers...)
		if reflection == "" {
			reflection = r.Reflection
		}
	}
	values, valuesLess := foundPolar(text["values"], valueCues)
	constraints, _ := foundPolar(text["constraints"], constraintCues)
	styles, stylesAvoid := foundPolar(text["learning"], learnCues)
	// The skills the person names: the interview coach's tool taxonomy
	// and the catalogue's skill vocabulary, in what they say they are
	// good at.
	tools = appendNew(tools, namedSkills(positiveText(text["strengths"]))...)
	tools = appendNew(tools, listedSkills(text["strengths"])...)
	res := map[string]any{"answered": n, "values": nonNil(values), "valuesLess": nonNil(valuesLess),
		"constraints": nonNil(constraints), "learningStyles": nonNil(styles), "learningAvoid": nonNil(stylesAvoid),
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
	// Skills to learn: those named in the learning answers, except in
	// clauses that play them down.
	learnText := positiveText(text["learning"])
	learn := nonNil(appendNew(ai.Read(learnText).Tools, namedSkills(learnText)...))
	res["skillsToLearn"] = learn

	out := InterviewOutcome{Results: res}
	// The role the user aims for.
	var target *catalog.Occupation
	var phrase string
	amb := positiveText(text["ambitions"])
	for _, m := range roleRe.FindAllStringIndex(amb, -1) {
		p := strings.TrimSpace(stopRe.ReplaceAllString(phraseRe.FindString(amb[m[1]:]), ""))
		if p == "" {
			continue
		}
		if o := f.Target(c, p); o != nil {
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
		from, _ := f.Move(c, phrase)
		plan := PlanFor(f, from, target, phrase)
		g := stride.GoalSuggestion{Title: "Become " + article(phrase), TargetRole: phrase,
			Description: fmt.Sprintf("From your career interview: %s (O*NET: %s). Usually %s.", phrase, target.Title, plan.Timeframe())}
		out.SuggestedGoals = append(out.SuggestedGoals, g)
		if cr := plan.Credential; cr != nil && cr.Required {
			out.SuggestedGoals = append(out.SuggestedGoals, stride.GoalSuggestion{Title: "Earn the " + shortCredential(cr.Name), TargetRole: phrase,
				Description: fmt.Sprintf("%s requires it: %s. Source: %s", phrase, stride.JoinAnd(cr.Steps), firstSource(cr.Source))})
		}
		if topics := plan.Topics(); len(topics) > 0 && len(learn) == 0 {
			first := topics[0]
			out.SuggestedGoals = append(out.SuggestedGoals, stride.GoalSuggestion{Title: "Learn " + first.Name, Description: first.Why + "."})
		}
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
	var summary []string
	if len(values) > 0 {
		summary = append(summary, fmt.Sprintf("You value %s", strings.ToLower(stride.JoinAnd(values[:min(3, len(values))]))))
	}
	if len(valuesLess) > 0 {
		summary = append(summary, fmt.Sprintf("%s matters less to you", strings.ToLower(stride.JoinAnd(valuesLess))))
	}
	if len(styles) > 0 {
		summary = append(summary, "you learn best with "+stride.JoinAnd(styles))
	}
	if len(stylesAvoid) > 0 {
		summary = append(summary, "not with "+stride.JoinAnd(stylesAvoid))
	}
	if len(summary) > 0 {
		s := strings.Join(summary, "; ") + "."
		res["summary"] = strings.ToUpper(s[:1]) + s[1:]
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

// vocabulary is the catalogue's skill names a person may use in a
// sentence: O*NET skills and knowledge areas and the technologies at
// least two occupations list (one-letter and two-letter names such as C,
// R and Go are left to the coach's taxonomy, which reads them in context).
var vocabulary = sync.OnceValue(func() []string {
	c, err := catalog.Load()
	if err != nil {
		return nil
	}
	n := map[string]int{}
	name := map[string]string{}
	for _, o := range c.Occupations {
		for _, t := range o.Tech {
			k := stride.SkillKey(t.Name)
			n[k]++
			name[k] = t.Name
		}
		for _, r := range append(append([]catalog.Rated(nil), o.Skills...), o.Knowledge...) {
			k := stride.SkillKey(r.Name)
			n[k] += 2
			name[k] = r.Name
		}
	}
	for _, cr := range Credentials {
		for _, l := range cr.Learn {
			if short, _, _ := strings.Cut(l, " ("); len(strings.Fields(short)) <= 3 {
				k := stride.SkillKey(short)
				n[k] += 2
				name[k] = short
			}
		}
	}
	var out []string
	for k, v := range n {
		if v >= 2 && len(k) > 2 && !OfficeTool(name[k]) {
			out = append(out, name[k])
		}
	}
	sort.Strings(out)
	return out
})

// namedSkills are the vocabulary's skills that text names, longest first
// and none inside another ("Machine learning", not also "Learning").
func namedSkills(text string) []string {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	hits := stride.SkillsInText(vocabulary(), text)
	sort.SliceStable(hits, func(i, j int) bool { return len(hits[i]) > len(hits[j]) })
	var out []string
	for _, h := range hits {
		inside := slices.ContainsFunc(out, func(o string) bool { return stride.SkillsMatch(o, h) })
		if !inside {
			out = append(out, h)
		}
	}
	return out
}
