package ai

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
)

// Generated is a written text with how it was written.
type Generated struct {
	Text string `json:"text"`
	// Provider is the engine that wrote Text ("local" or "openai").
	Provider string `json:"provider"`
	// Notes tell the user what Stride did that they should know: a model
	// draft rejected, an instruction it could not follow.
	Notes []string `json:"notes"`
	// MatchedSkills are the user's skills the job description asks for.
	MatchedSkills []string `json:"matchedSkills"`
	// SEOKeywords are a portfolio summary's search keywords.
	SEOKeywords []string `json:"seoKeywords,omitempty"`
}

// CoverLetterInput is what a cover letter is written from.
type CoverLetterInput struct {
	Facts          Facts
	JobTitle       string
	Company        string
	JobDescription string
	Tone           string
	Template       string
	Instructions   string
}

// ResponseInput is what an application response is written from.
type ResponseInput struct {
	Facts          Facts
	Question       string
	JobTitle       string
	Company        string
	JobDescription string
	ResponseType   string
	ToneGuidance   string
	WordLimit      int
	Keywords       []string
}

// PortfolioInput is what a portfolio summary is written from.
type PortfolioInput struct {
	Facts             Facts
	Title             string
	Projects          []stride.PortfolioProject
	TargetAudience    string
	Theme             string
	HighlightedSkills []string
	CallToAction      string
}

// allowed is every text a generated item may draw names and figures from.
func (in CoverLetterInput) allowed() []string {
	return []string{in.Facts.Corpus(), in.JobTitle, in.Company, in.JobDescription, in.Instructions}
}

func (in ResponseInput) allowed() []string {
	return []string{in.Facts.Corpus(), in.Question, in.JobTitle, in.Company, in.JobDescription, in.ToneGuidance,
		strings.Join(in.Keywords, "\n")}
}

func (in PortfolioInput) allowed() []string {
	parts := []string{in.Facts.Corpus(), in.Title, in.CallToAction, strings.Join(in.HighlightedSkills, "\n")}
	for _, p := range in.Projects {
		parts = append(parts, p.Name, p.Description, p.Impact, p.Link, strings.Join(p.Technologies, "\n"))
	}
	return parts
}

// achievement is a resume highlight ranked against a target text.
type achievement struct {
	text   string
	role   Role
	score  float64
	order  int
	skills []string
}

var contentWordRe = regexp.MustCompile(`[\p{L}][\p{L}\p{N}+#.-]*`)

func contentWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range contentWordRe.FindAllString(strings.ToLower(s), -1) {
		w = strings.TrimRight(w, ".-")
		if len(w) >= 4 && !stopwords[w] {
			out[stem(w)] = true
		}
	}
	return out
}

// pickAchievements ranks the resume's highlights by the skills of the
// target they show (the job match's skill matching), the target's words
// they share and whether they carry a result figure; recent roles break
// ties.
func pickAchievements(f Facts, target string, n int) []achievement {
	wanted := stride.SkillsInText(f.Skills, target)
	words := contentWords(target)
	var all []achievement
	for ri, r := range f.Roles {
		for hi, h := range r.Highlights {
			a := achievement{text: h, role: r, order: ri*100 + hi}
			a.skills = stride.SkillsInText(wanted, h)
			a.score = 3 * float64(len(a.skills))
			for w := range contentWords(h) {
				if words[w] {
					a.score++
				}
			}
			if strings.IndexFunc(h, unicode.IsDigit) >= 0 {
				a.score += 1.5
			}
			a.score -= float64(ri) * 0.5
			all = append(all, a)
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].score != all[j].score {
			return all[i].score > all[j].score
		}
		return all[i].order < all[j].order
	})
	if len(all) > n {
		all = all[:n]
	}
	return all
}

var pastVerbs = map[string]bool{"led": true, "built": true, "ran": true, "grew": true, "cut": true, "won": true, "made": true,
	"wrote": true, "drove": true, "set": true, "took": true, "brought": true, "taught": true, "sold": true, "kept": true,
	"shipped": true, "launched": true, "spearheaded": true, "owned": true, "rebuilt": true, "oversaw": true, "became": true}

// asClause turns a resume bullet into a clause after "I": "Cut churn by
// 18%" → "cut churn by 18%". Bullets that do not start with a verb are
// kept whole after "my work included".
func asClause(h string) string {
	h = strings.TrimRight(strings.TrimSpace(h), ".;")
	first, rest, _ := strings.Cut(h, " ")
	lw := strings.ToLower(first)
	switch {
	case strings.HasPrefix(h, "I "):
		return strings.TrimPrefix(h, "I ")
	case pastVerbs[lw] || (strings.HasSuffix(lw, "ed") && len(lw) > 4):
		return lw + " " + rest
	}
	return "contributed to this: " + lowerFirst(h)
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// listing joins items as "a, b and c".
func listing(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// where says at which employer an achievement was, unless employers are
// to be left out.
func where(a achievement, hideEmployer bool) string {
	switch {
	case a.role.Company != "" && !hideEmployer:
		return "at " + a.role.Company
	case a.role.Title != "":
		return "as " + article(a.role.Title) + " " + a.role.Title
	}
	return "in a recent role"
}

func article(s string) string {
	if s != "" && strings.ContainsRune("AEIOUaeiou", rune(s[0])) {
		return "an"
	}
	return "a"
}

// letterPlan is what the cover letter's parts are made of.
type letterPlan struct {
	in           CoverLetterInput
	name, role   string
	company      string
	matched      []string
	skills       []string // matched, else the user's first skills
	achievements []achievement
	hideEmployer bool
	short        bool
	focus        []string
	notes        []string
}

var (
	shortRe   = regexp.MustCompile(`(?i)\b(short|brief|concise|succinct)\b`)
	mentionRe = regexp.MustCompile(`(?i)\b(?:mention|emphasi[sz]e|highlight|focus on|include|talk about|stress)\s+(?:my\s+|the\s+|that\s+)?([^.;\n]+)`)
	hideRe    = regexp.MustCompile(`(?i)\b(?:don'?t|do not|avoid|without|no|never)\b[^.;\n]*\b(?:employer|company|companies|current job)\b`)
)

// applyInstructions follows what it can of the user's instructions and
// notes what it cannot: Stride does not add facts the user has not given.
func (p *letterPlan) applyInstructions(text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	if shortRe.MatchString(text) {
		p.short = true
	}
	if hideRe.MatchString(text) {
		p.hideEmployer = true
	}
	for _, m := range mentionRe.FindAllStringSubmatch(text, -1) {
		for _, part := range regexp.MustCompile(`(?i),\s*|\s+and\s+`).Split(m[1], -1) {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			found := false
			if s := stride.SkillsInText(p.in.Facts.Skills, part); len(s) > 0 {
				p.focus = append(p.focus, s...)
				found = true
			}
			for _, pr := range p.in.Facts.Projects {
				if pr.Name != "" && (strings.Contains(strings.ToLower(part), strings.ToLower(pr.Name)) ||
					strings.Contains(strings.ToLower(pr.Name), strings.ToLower(part))) {
					p.focus = append(p.focus, "project:"+pr.Name)
					found = true
				}
			}
			for _, r := range p.in.Facts.Roles {
				for _, h := range r.Highlights {
					if !found && len(contentWords(part)) > 0 && containsAllWords(h, part) {
						p.achievements = append([]achievement{{text: h, role: r}}, p.achievements...)
						found = true
					}
				}
			}
			if !found {
				p.notes = append(p.notes, fmt.Sprintf("Stride left out “%s”: it is not in your profile, skills or resume, "+
					"and Stride only writes what you have told it.", part))
			}
		}
	}
}

func containsAllWords(text, phrase string) bool {
	tw := contentWords(text)
	for w := range contentWords(phrase) {
		if !tw[w] {
			return false
		}
	}
	return true
}

func newLetterPlan(in CoverLetterInput) *letterPlan {
	p := &letterPlan{in: in, name: strings.TrimSpace(in.Facts.Name), role: in.JobTitle, company: in.Company}
	target := in.JobTitle + "\n" + in.JobDescription
	p.matched = stride.SkillsInText(in.Facts.Skills, target)
	p.achievements = pickAchievements(in.Facts, target, 3)
	p.applyInstructions(in.Instructions)
	// Skills the instructions ask for come first.
	var skills []string
	for _, f := range p.focus {
		if !strings.HasPrefix(f, "project:") {
			skills = append(skills, f)
		}
	}
	skills = append(skills, p.matched...)
	if len(p.matched) == 0 {
		skills = append(skills, in.Facts.Skills...)
	}
	p.skills = dedupe(skills)
	if len(p.achievements) > 3 {
		p.achievements = p.achievements[:3]
	}
	if p.short && len(p.achievements) > 1 {
		p.achievements = p.achievements[:1]
	}
	return p
}

func dedupe(xs []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, x := range xs {
		k := strings.ToLower(x)
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}

func firstN(xs []string, n int) []string {
	if len(xs) > n {
		return xs[:n]
	}
	return xs
}

// tone phrases: the opening and closing of each tone.
func (p *letterPlan) opening() string {
	r, c := p.role, p.company
	switch p.in.Tone {
	case "enthusiastic":
		return fmt.Sprintf("I was excited to see the %s opening at %s, and I would love to bring my experience to your team!", r, c)
	case "confident":
		return fmt.Sprintf("I am applying for the %s role at %s because my experience lines up closely with what the role needs.", r, c)
	case "creative":
		hook := "good work starts with understanding the problem"
		if len(p.skills) > 0 {
			hook = "the best results come when " + p.skills[0] + " meets a real problem"
		}
		return fmt.Sprintf("I have learned that %s — and that is what draws me to the %s role at %s.", hook, r, c)
	}
	return fmt.Sprintf("I am writing to apply for the %s position at %s.", r, c)
}

func (p *letterPlan) closing() string {
	c := p.company
	switch p.in.Tone {
	case "enthusiastic":
		return fmt.Sprintf("I would be thrilled to talk about how I can help %s succeed. Thank you so much for considering my application!", c)
	case "confident":
		return fmt.Sprintf("I am ready to contribute from day one, and I look forward to discussing the results I can deliver for %s.", c)
	case "creative":
		return fmt.Sprintf("I would love to continue this conversation and explore what we could build together at %s.", c)
	}
	return fmt.Sprintf("Thank you for your time and consideration. I would welcome the opportunity to discuss how I can contribute to %s.", c)
}

// intro says who the writer is: title, years and current employer.
func (p *letterPlan) intro() string {
	f := p.in.Facts
	title := f.Title
	var b strings.Builder
	switch {
	case title != "" && f.YearsExperience > 0:
		fmt.Fprintf(&b, "I am %s %s with %d years of experience", article(title), title, f.YearsExperience)
	case title != "":
		fmt.Fprintf(&b, "I am %s %s", article(title), title)
	case f.YearsExperience > 0:
		fmt.Fprintf(&b, "I bring %d years of experience", f.YearsExperience)
	default:
		return ""
	}
	if len(f.Roles) > 0 && f.Roles[0].Company != "" && !p.hideEmployer && len(p.achievements) == 0 {
		fmt.Fprintf(&b, ", most recently at %s", f.Roles[0].Company)
	}
	b.WriteString(".")
	if s := p.ownWords(); s != "" {
		b.WriteString(" " + s)
	}
	return b.String()
}

// ownWords is the sentence of the user's summary, in their own first-person
// words, that shares most words with the job ("I turn customer research
// into roadmaps…"); "" when the summary has none.
func (p *letterPlan) ownWords() string {
	job := contentWords(p.in.JobTitle + " " + p.in.JobDescription)
	best, bestScore := "", -1
	for _, s := range highlights(p.in.Facts.Summary) {
		if !strings.HasPrefix(s, "I ") || len(strings.Fields(s)) > 40 {
			continue
		}
		n := 0
		for w := range contentWords(s) {
			if job[w] {
				n++
			}
		}
		if n > bestScore {
			best, bestScore = s, n
		}
	}
	if best != "" && !strings.HasSuffix(best, ".") && !strings.HasSuffix(best, "!") {
		best += "."
	}
	return best
}

func (p *letterPlan) skillSentence() string {
	if len(p.matched) == 1 && len(p.skills) == 1 {
		return fmt.Sprintf("Your description asks for %s, which is a core skill of mine.", p.skills[0])
	}
	if len(p.matched) > 0 {
		return fmt.Sprintf("Your description asks for %s, and these are core skills of mine.", listing(firstN(p.skills, 4)))
	}
	if len(p.skills) > 0 {
		return fmt.Sprintf("I would bring skills in %s to the team.", listing(firstN(p.skills, 4)))
	}
	return ""
}

func (p *letterPlan) projectSentences() []string {
	var out []string
	for _, f := range p.focus {
		name, ok := strings.CutPrefix(f, "project:")
		if !ok {
			continue
		}
		for _, pr := range p.in.Facts.Projects {
			if pr.Name == name {
				s := "I also built " + pr.Name
				if pr.Description != "" {
					s += ": " + lowerFirst(strings.TrimRight(pr.Description, ". "))
				}
				out = append(out, s+".")
			}
		}
	}
	return out
}

func (p *letterPlan) signOff(word string) string {
	if p.name == "" {
		return word + ","
	}
	return word + ",\n" + p.name
}

func (p *letterPlan) salutation() string {
	switch p.in.Template {
	case "creative":
		return "Hello " + p.company + " team,"
	case "executive":
		return "Dear " + p.company + " Hiring Committee,"
	}
	return "Dear Hiring Manager at " + p.company + ","
}

func joinSentences(xs ...string) string {
	var out []string
	for _, x := range xs {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, " ")
}

func paragraphs(xs ...string) string {
	var out []string
	for _, x := range xs {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, "\n\n")
}

// writeCoverLetter composes a letter in the template's structure and the
// tone's voice from the user's facts only.
func writeCoverLetter(in CoverLetterInput) *Generated {
	p := newLetterPlan(in)
	var body string
	ach := p.achievements
	switch in.Template {
	case "modern":
		// A short opening, a "what I would bring" list (achievements, each
		// with the asked-for skills it shows, then the other skills), a
		// one-line close.
		var bullets []string
		used := map[string]bool{}
		for _, a := range ach {
			line := "• " + upperFirst(asClause(a.text)) + " " + where(a, p.hideEmployer)
			if s := stride.SkillsInText(p.skills, a.text); len(s) > 0 {
				line += " (" + strings.Join(s, ", ") + ")"
				for _, x := range s {
					used[strings.ToLower(x)] = true
				}
			}
			bullets = append(bullets, line)
		}
		var rest []string
		for _, s := range firstN(p.skills, 4) {
			if !used[strings.ToLower(s)] {
				rest = append(rest, s)
			}
		}
		if len(rest) > 0 {
			label := "Skills your description asks for: "
			if len(p.matched) == 0 {
				label = "Skills: "
			}
			bullets = append(bullets, "• "+label+listing(rest))
		}
		list := ""
		if len(bullets) > 0 {
			list = "What I would bring to " + p.company + ":\n" + strings.Join(bullets, "\n")
		}
		body = paragraphs(joinSentences(p.opening(), p.intro()), list, joinSentences(p.projectSentences()...), p.closing())
		return p.finish(p.salutation() + "\n\n" + body + "\n\n" + p.signOff("Best regards"))
	case "creative":
		// A hook, a story from the strongest achievement, then the fit.
		story := ""
		if len(ach) > 0 {
			story = fmt.Sprintf("Here is what that looks like in practice: %s I %s.", upperFirst(where(ach[0], p.hideEmployer))+",", asClause(ach[0].text))
			if len(ach) > 1 && !p.short {
				story += fmt.Sprintf(" Another time, I %s.", asClause(ach[1].text))
			}
		}
		fit := ""
		if s := firstN(p.skills, 4); len(s) > 0 {
			fit = fmt.Sprintf("The %s role brings together things I care about: %s.", p.role, listing(s))
		}
		body = paragraphs(joinSentences(p.opening(), p.intro()), story, joinSentences(fit, strings.Join(p.projectSentences(), " ")), p.closing())
		return p.finish(p.salutation() + "\n\n" + body + "\n\n" + p.signOff("Warmly"))
	case "executive":
		// A leadership summary, numbered achievements, the strategic fit.
		summary := joinSentences(p.intro(), fmt.Sprintf("I am applying for the %s role at %s.", p.role, p.company))
		if p.intro() == "" {
			summary = p.opening()
		}
		list := ""
		if len(ach) > 0 {
			var lines []string
			for i, a := range ach {
				lines = append(lines, fmt.Sprintf("%d. %s (%s)", i+1, upperFirst(strings.TrimRight(a.text, ". ")), strings.TrimPrefix(strings.TrimPrefix(where(a, p.hideEmployer), "at "), "as ")))
			}
			list = "Selected achievements:\n" + strings.Join(lines, "\n")
		}
		fit := ""
		if s := firstN(p.skills, 4); len(s) > 0 {
			fit = fmt.Sprintf("%s needs %s; I would bring %s to the role from the first week.", p.company, listing(s), pluralIt(len(s)))
		}
		body = paragraphs(summary, list, joinSentences(fit, strings.Join(p.projectSentences(), " ")), p.closing())
		return p.finish(p.salutation() + "\n\n" + body + "\n\n" + p.signOff("Respectfully"))
	}
	// standard: opening, experience, skills, closing.
	exp := p.experienceParagraph()
	body = paragraphs(joinSentences(p.opening(), p.intro()), exp, joinSentences(p.skillSentence(), strings.Join(p.projectSentences(), " ")), p.closing())
	return p.finish(p.salutation() + "\n\n" + body + "\n\n" + p.signOff("Sincerely"))
}

// experienceParagraph tells the achievements grouped by employer: "At X,
// I built ... I also led ...".
func (p *letterPlan) experienceParagraph() string {
	ach := p.achievements
	if p.short && len(ach) > 1 {
		ach = ach[:1]
	}
	var out []string
	done := map[int]bool{}
	for i, a := range ach {
		if done[i] {
			continue
		}
		first := fmt.Sprintf("%s, I %s.", upperFirst(where(a, p.hideEmployer)), asClause(a.text))
		if i == 0 {
			first = fmt.Sprintf(p.lead(), where(a, p.hideEmployer), asClause(a.text))
		}
		out = append(out, first)
		for j := i + 1; j < len(ach); j++ {
			if !done[j] && ach[j].role.Company == a.role.Company && ach[j].role.Title == a.role.Title {
				done[j] = true
				also := "I also "
				if len(out) > 1 && strings.HasPrefix(out[len(out)-1], "I also ") {
					also = "And I "
				}
				out = append(out, also+asClause(ach[j].text)+".")
			}
		}
	}
	return strings.Join(out, " ")
}

// lead opens the experience paragraph in the tone's voice: a format of
// where and what.
func (p *letterPlan) lead() string {
	switch p.in.Tone {
	case "enthusiastic":
		return "Some of my favourite work happened %s, where I %s."
	case "confident":
		return "My record speaks for itself: %s, I %s."
	case "creative":
		return "One chapter I am proud of began %s, when I %s."
	}
	return "In my role %s, I %s."
}

func pluralIt(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

func (p *letterPlan) finish(text string) *Generated {
	notes := p.notes
	if notes == nil {
		notes = []string{}
	}
	return &Generated{Text: text, Provider: "local", Notes: notes, MatchedSkills: p.matched}
}

// Responses.

var questionLeadRe = regexp.MustCompile(`(?i)^(?:tell (?:me|us) about|describe|give (?:me |us )?an example of|share|walk (?:me|us) through)\s+(?:a time|a situation|an occasion|an example|a moment)?\s*(?:when|where|in which|that)?\s*(?:you\s+)?`)

// taskOf turns a question into the task it asks about: "Tell me about a
// time you led a difficult project?" → "led a difficult project".
func taskOf(q string) string {
	t := strings.TrimRight(strings.TrimSpace(q), "?.! ")
	t = questionLeadRe.ReplaceAllString(t, "")
	repl := strings.NewReplacer(" your ", " my ", " you ", " I ", " yourself", " myself")
	t = strings.TrimSpace(repl.Replace(" " + t + " "))
	if t == "" {
		return ""
	}
	return lowerFirst(t)
}

// toneOf maps free tone guidance ("warm and confident") to a tone.
func toneOf(guidance string) string {
	g := strings.ToLower(guidance)
	for _, t := range []string{"enthusiastic", "confident", "creative", "professional"} {
		if strings.Contains(g, t) {
			return t
		}
	}
	switch {
	case strings.Contains(g, "excit") || strings.Contains(g, "warm") || strings.Contains(g, "friendly"):
		return "enthusiastic"
	case strings.Contains(g, "bold") || strings.Contains(g, "assert"):
		return "confident"
	}
	return "professional"
}

// draftSentence is one candidate sentence of a response, with its priority
// (lower is kept first) and whether it must stay.
type draftSentence struct {
	text     string
	priority int
	must     bool
}

// writeResponse answers an application question within the word limit,
// with every keyword, in the response type's structure.
func writeResponse(in ResponseInput) *Generated {
	f := in.Facts
	target := in.Question + "\n" + strings.Join(in.Keywords, ", ") + "\n" + in.JobTitle + "\n" + in.JobDescription
	ach := pickAchievements(f, target, 3)
	matched := stride.SkillsInText(f.Skills, target)
	skills := matched
	if len(skills) == 0 {
		skills = firstN(f.Skills, 3)
	}
	tone := toneOf(in.ToneGuidance)
	task := taskOf(in.Question)
	var parts []draftSentence
	add := func(text string, priority int, must bool) {
		if strings.TrimSpace(text) != "" {
			parts = append(parts, draftSentence{text: text, priority: priority, must: must})
		}
	}
	why := fmt.Sprintf("That experience is why I am applying for the %s role at %s.", in.JobTitle, in.Company)
	if tone == "enthusiastic" {
		why = fmt.Sprintf("That is exactly the kind of work I am excited to do as %s's next %s!", in.Company, in.JobTitle)
	} else if tone == "confident" {
		why = fmt.Sprintf("I would bring the same approach to the %s role at %s.", in.JobTitle, in.Company)
	}
	switch in.ResponseType {
	case "behavioral":
		if len(ach) > 0 {
			a := ach[0]
			add("Situation: "+situationOf(a)+".", 1, true)
			if task != "" {
				add("Task: you asked how I "+task+"; this is my example.", 2, true)
			} else {
				add("Task: I was responsible for delivering the outcome.", 2, true)
			}
			action := "Action: I " + asClause(a.text) + "."
			res := "Result: the work was delivered, and it strengthened my " + listing(firstN(skills, 2)) + "."
			for _, b := range ach[1:] {
				if b.role.Company == a.role.Company && strings.IndexFunc(b.text, unicode.IsDigit) >= 0 {
					res = "Result: I also " + asClause(b.text) + "."
					break
				}
			}
			if m := measuredPart(a.text); m != "" {
				if stride.WordCount(a.text)-stride.WordCount(m) <= 3 {
					// The bullet is all result: the action comes from another
					// highlight of the same role, else the result is not repeated.
					res = "Result: the figures speak for themselves, and the work strengthened my " + listing(firstN(skills, 2)) + "."
					for _, h := range a.role.Highlights {
						if h != a.text && strings.IndexFunc(h, unicode.IsDigit) < 0 {
							action = "Action: I " + asClause(h) + "."
							res = "Result: I " + asClause(a.text) + "."
							break
						}
					}
				} else if first, _, _ := strings.Cut(m, " "); strings.HasSuffix(strings.ToLower(first), "ing") {
					res = "Result: the change ended up " + lowerFirst(m) + "."
				} else {
					res = "Result: I " + asClause(m) + "."
				}
			}
			add(action, 1, true)
			add(res, 2, true)
		} else {
			add("Situation: In my work as "+orDefault(f.Title, "a professional")+", I have faced this kind of challenge.", 1, true)
			add("Task: I needed to "+orDefault(task, "deliver a clear result")+".", 2, true)
			add("Action: I relied on "+listing(firstN(skills, 3))+" to plan the work and see it through.", 1, true)
			add("Result: the work was completed, and I came away with stronger "+listing(firstN(skills, 2))+" skills.", 2, true)
		}
		add(why, 5, false)
	case "technical":
		add(fmt.Sprintf("My approach starts with the requirements: what %s needs the %s to deliver, and how success will be measured.", in.Company, in.JobTitle), 1, true)
		if len(skills) > 0 {
			add(fmt.Sprintf("From there I would apply %s, choosing the simplest design that meets the need.", listing(firstN(skills, 3))), 1, true)
		}
		add("I validate each step with tests and review before it reaches users.", 3, false)
		for i, a := range ach {
			add(fmt.Sprintf("For example, %s I %s.", where(a, false), asClause(a.text)), 2+i, i == 0)
		}
		add(why, 6, false)
	case "creative":
		lead := "Some of my best work started with a simple question: how could this be better?"
		if len(skills) > 0 {
			lead = fmt.Sprintf("Some of my best work started where %s met a real problem.", skills[0])
		}
		add(lead, 1, true)
		for i, a := range ach {
			add(fmt.Sprintf("%s, I %s.", upperFirst(where(a, false)), asClause(a.text)), 2+i, i == 0)
		}
		add(why, 3, false)
	default: // essay
		intro := fmt.Sprintf("I am applying for the %s role at %s.", in.JobTitle, in.Company)
		if f.Title != "" {
			intro = fmt.Sprintf("As %s %s, I am applying for the %s role at %s.", article(f.Title), f.Title, in.JobTitle, in.Company)
		}
		add(intro, 1, true)
		for i, a := range ach {
			add(fmt.Sprintf("%s, I %s.", upperFirst(where(a, false)), asClause(a.text)), 2+i, i == 0)
		}
		if len(matched) > 0 {
			add(fmt.Sprintf("The role asks for %s, which are at the centre of my work.", listing(firstN(matched, 3))), 3, false)
		}
		add("I am looking for a team where I can keep learning and make a lasting contribution.", 6, false)
	}
	sep := " "
	if in.ResponseType == "behavioral" {
		sep = "\n" // one STAR part per line
	}
	text := fitWords(parts, in.Keywords, in.WordLimit, sep)
	return &Generated{Text: text, Provider: "local", Notes: []string{}, MatchedSkills: matched}
}

// situationOf places an achievement: "I was a Software Engineer at
// Bluebird Health".
func situationOf(a achievement) string {
	switch {
	case a.role.Title != "" && a.role.Company != "":
		return fmt.Sprintf("I was %s %s at %s", article(a.role.Title), a.role.Title, a.role.Company)
	case a.role.Company != "":
		return "I was working at " + a.role.Company
	case a.role.Title != "":
		return fmt.Sprintf("I was working as %s %s", article(a.role.Title), a.role.Title)
	}
	return "This happened in a recent role"
}

// measuredPart is the figure-bearing part of a bullet, for a STAR result:
// the last clause holding a number, up to its last figure ("Reduced page
// load time by 35% by adding Redis caching" → "Reduced page load time by
// 35%"; "…, cutting deploy time by 60%" → "cutting deploy time by 60%").
func measuredPart(text string) string {
	clauses := strings.Split(strings.TrimRight(text, ". "), ", ")
	for i := len(clauses) - 1; i >= 0; i-- {
		words := strings.Fields(clauses[i])
		last := -1
		for j, w := range words {
			if strings.IndexFunc(w, unicode.IsDigit) >= 0 {
				last = j
			}
		}
		if last >= 1 {
			return strings.TrimRight(strings.Join(words[:last+1], " "), ",;:")
		}
	}
	return ""
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// containsWord reports whether text holds phrase as whole words, ignoring case.
func containsWord(text, phrase string) bool {
	return strings.Contains(normalise(text), normalise(phrase))
}

func keywordSentence(missing []string) string {
	if len(missing) == 0 {
		return ""
	}
	return "Key strengths: " + listing(missing) + "."
}

// fitWords keeps the most important sentences that fit within limit words,
// adding a sentence with any keyword the kept ones lack; when even the
// required sentences are too long, the last ones are cut at a word.
func fitWords(parts []draftSentence, keywords []string, limit int, sep string) string {
	keep := make([]bool, len(parts))
	for i := range keep {
		keep[i] = true
	}
	render := func() string {
		var xs []string
		for i, p := range parts {
			if keep[i] {
				xs = append(xs, p.text)
			}
		}
		body := strings.Join(xs, sep)
		var missing []string
		for _, k := range keywords {
			if !containsWord(body, k) {
				missing = append(missing, k)
			}
		}
		return strings.TrimSpace(body + sep + keywordSentence(missing))
	}
	for stride.WordCount(render()) > limit {
		// Drop the least important optional sentence still kept.
		worst := -1
		for i, p := range parts {
			if keep[i] && !p.must && (worst < 0 || p.priority >= parts[worst].priority) {
				worst = i
			}
		}
		if worst < 0 {
			break
		}
		keep[worst] = false
	}
	out := render()
	if stride.WordCount(out) <= limit {
		return out
	}
	// Still too long: keep the keyword sentence whole and shorten the rest.
	var body []string
	for i, p := range parts {
		if keep[i] {
			body = append(body, p.text)
		}
	}
	kw := keywordSentence(keywords)
	room := limit - stride.WordCount(kw)
	words := strings.Fields(strings.Join(body, " "))
	cut := []string{}
	n := 0
	for _, w := range words {
		c := stride.WordCount(w)
		if n+c > room {
			break
		}
		cut = append(cut, w)
		n += c
	}
	s := strings.TrimRight(strings.Join(cut, " "), ",;:—- ")
	if s != "" && !strings.HasSuffix(s, ".") {
		s += "."
	}
	return strings.TrimSpace(s + " " + kw)
}

// Portfolio summaries.

func audienceLead(in PortfolioInput, skills []string) string {
	f := in.Facts
	who := orDefault(f.Title, "professional")
	top := listing(firstN(skills, 3))
	switch in.TargetAudience {
	case "hiring-managers":
		return fmt.Sprintf("I am %s %s who turns problems into working results; the projects below show how I approach the work%s.", article(who), who, withSkills(top))
	case "clients":
		return fmt.Sprintf("I help clients get real outcomes%s. Here is work I have delivered.", withSkills(top))
	case "investors":
		return fmt.Sprintf("I build products that solve concrete problems%s. These projects show what I have shipped so far.", withSkills(top))
	case "collaborators":
		return fmt.Sprintf("I enjoy building things with others%s. If one of these projects interests you, I would love to work on the next one together.", withSkills(top))
	}
	return fmt.Sprintf("I am %s %s%s. These projects show my skills in practice.", article(who), who, withYears(f.YearsExperience)+withSkills(top))
}

func withSkills(s string) string {
	if s == "" {
		return ""
	}
	return ", working with " + s
}

func withYears(n int) string {
	if n <= 0 {
		return ""
	}
	return " with " + strconv.Itoa(n) + " years of experience"
}

func defaultCTA(audience string) string {
	switch audience {
	case "hiring-managers":
		return "If this is the kind of work your team needs, I would welcome a conversation."
	case "clients":
		return "Get in touch to talk about your project."
	case "investors":
		return "I would be glad to share more about where these projects are heading."
	case "collaborators":
		return "Reach out if you would like to build something together."
	}
	return "I am open to new opportunities — let's talk."
}

func projectLine(p stride.PortfolioProject, theme string) string {
	desc := strings.TrimRight(strings.TrimSpace(p.Description), ". ")
	tech := listing(p.Technologies)
	impact := strings.TrimRight(strings.TrimSpace(p.Impact), ". ")
	switch theme {
	case "minimalist":
		parts := []string{p.Name}
		if desc != "" {
			parts = append(parts, desc)
		}
		if tech != "" {
			parts = append(parts, strings.Join(p.Technologies, " / "))
		}
		return strings.Join(parts, " — ")
	case "creative":
		s := fmt.Sprintf("With %s, I set out to %s", p.Name, orDefault(lowerFirst(desc), "build something useful"))
		if tech != "" {
			s += ", reaching for " + tech
		}
		s += "."
		if impact != "" {
			s += " The result: " + lowerFirst(impact) + "."
		}
		return s
	case "professional":
		s := p.Name + ": " + orDefault(desc, "a project of mine") + "."
		if tech != "" {
			s += " Built with " + tech + "."
		}
		if impact != "" {
			s += " Outcome: " + impact + "."
		}
		return s
	}
	s := "• " + p.Name
	if desc != "" {
		s += " — " + desc
	}
	if tech != "" {
		s += " (" + strings.Join(p.Technologies, ", ") + ")"
	}
	if impact != "" {
		s += ". " + impact
	}
	return s
}

// writePortfolio summarises the projects for the audience in the theme.
func writePortfolio(in PortfolioInput) *Generated {
	var techs []string
	for _, p := range in.Projects {
		techs = append(techs, p.Technologies...)
	}
	skills := dedupe(append(append([]string{}, in.HighlightedSkills...), techs...))
	if len(skills) == 0 {
		skills = firstN(in.Facts.Skills, 3)
	}
	var lines []string
	for _, p := range in.Projects {
		lines = append(lines, projectLine(p, in.Theme))
	}
	highlight := ""
	if len(in.HighlightedSkills) > 0 {
		var hs []string
		for _, s := range in.HighlightedSkills {
			var used []string
			for _, p := range in.Projects {
				if len(stride.SkillsInText([]string{s}, p.Name+" "+p.Description+" "+strings.Join(p.Technologies, ", "))) > 0 {
					used = append(used, p.Name)
				}
			}
			if len(used) > 0 {
				hs = append(hs, fmt.Sprintf("%s (%s)", s, listing(firstN(used, 2))))
			} else {
				hs = append(hs, s)
			}
		}
		highlight = "Skills I want to highlight: " + strings.Join(hs, ", ") + "."
	}
	cta := orDefault(in.CallToAction, defaultCTA(in.TargetAudience))
	title := orDefault(in.Title, orDefault(in.Facts.Name, "My")+" — Portfolio")
	if in.Title == "" && in.Facts.Name == "" {
		title = "My Portfolio"
	}
	var text string
	switch in.Theme {
	case "minimalist":
		text = paragraphs(title, audienceLead(in, skills), strings.Join(lines, "\n"), highlight, cta)
	case "creative":
		text = paragraphs(title, "Every project here began with a problem worth solving. "+audienceLead(in, skills), strings.Join(lines, "\n\n"), highlight, cta)
	case "professional":
		text = paragraphs(title, audienceLead(in, skills), strings.Join(lines, "\n\n"), highlight, cta)
	default:
		text = paragraphs(title, audienceLead(in, skills), "Featured projects:\n"+strings.Join(lines, "\n"), highlight, cta)
	}
	seo := dedupe(append(append([]string{}, skills...), orDefault(in.Facts.Title, "")))
	seo = firstN(nonEmpty(seo), 12)
	return &Generated{Text: text, Provider: "local", Notes: []string{}, MatchedSkills: []string{}, SEOKeywords: seo}
}

func nonEmpty(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			out = append(out, x)
		}
	}
	return out
}

// CoverLetter implements Provider.
func (*Local) CoverLetter(_ context.Context, in CoverLetterInput) (*Generated, error) {
	return writeCoverLetter(in), nil
}

// ApplicationResponse implements Provider.
func (*Local) ApplicationResponse(_ context.Context, in ResponseInput) (*Generated, error) {
	return writeResponse(in), nil
}

// PortfolioSummary implements Provider.
func (*Local) PortfolioSummary(_ context.Context, in PortfolioInput) (*Generated, error) {
	return writePortfolio(in), nil
}
