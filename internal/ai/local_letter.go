package ai

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/stride-oss/stride"
)

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
