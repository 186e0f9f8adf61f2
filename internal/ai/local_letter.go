package ai

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

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
	placed       map[string]bool // employers already named
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
	p.achievements = matchDuties(in.Facts, in.JobDescription, 7)
	if len(p.achievements) < 2 {
		// Few duties to answer: the bullets that show the asked-for skills.
		for _, a := range pickAchievements(in.Facts, target, 3) {
			if len(p.achievements) < 3 && !slices.ContainsFunc(p.achievements, func(b achievement) bool { return b.text == a.text }) {
				p.achievements = append(p.achievements, a)
			}
		}
	}
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
	if len(p.achievements) > 7 {
		p.achievements = p.achievements[:7]
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
		return fmt.Sprintf("Your posting also names %s, which my resume shows as well.", p.skills[0])
	}
	if len(p.matched) > 0 {
		return fmt.Sprintf("Your posting also names %s, all of which my resume shows as well.", listing(firstN(p.skills, 4)))
	}
	if len(p.skills) > 0 {
		// The person's skills inside a sentence: "beef, pork and lamb
		// breakdown", but "Bizerba scale labelling" (a name the resume
		// writes mid-sentence) and "Broadridge Impact" keep their capitals.
		sw := sentenceWriter{corpus: p.in.Facts.Corpus()}
		skills := append([]string(nil), firstN(p.skills, 4)...)
		for i, s := range skills {
			if _, rest, _ := strings.Cut(s, " "); !strings.ContainsFunc(rest, unicode.IsUpper) {
				// A name goes on in capitals ("Broadridge Impact", "Omgeo CTM").
				skills[i] = sw.lowerStart(s)
			}
		}
		return fmt.Sprintf("I would bring skills in %s to the team.", listing(skills))
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
			line := "• " + p.told(a)
			if a.duty != "" {
				line = "• " + upperFirst(dutyLabel(a.duty)) + ": " + p.told(a)
			}
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
			story = "Here is what that looks like in practice. " + p.told(ach[0])
			if len(ach) > 1 && !p.short {
				var more []string
				for _, a := range ach[1:] {
					more = append(more, p.told(a))
				}
				story += "\n\nIt is also what your posting asks for. " + strings.Join(more, " ")
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
				lines = append(lines, fmt.Sprintf("%d. %s (%s)", i+1, strings.Join(p.sentencesOf(a), " "), strings.TrimPrefix(strings.TrimPrefix(where(a, p.hideEmployer), "at "), "as ")))
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

// experienceParagraph answers the posting's main duties one by one, each
// with the person's evidence in their own sentences: "You are looking for
// someone to initiate and manage continuous renal replacement therapy. At
// Grant Valley Medical Center, I set up and run CVVHD …".
func (p *letterPlan) experienceParagraph() string {
	ach := p.achievements
	if p.short && len(ach) > 1 {
		ach = ach[:1]
	}
	var out []string
	corpus := p.in.JobDescription + "\n" + p.in.Facts.Corpus()
	for i, a := range ach {
		text := p.told(a)
		if a.duty != "" {
			text = dutyLead(a.duty, i, a.dutyOrder < 100, corpus) + " " + text
		} else if i == 0 {
			text = fmt.Sprintf(p.lead(), "", "") + " " + text
		}
		if i%2 == 1 {
			out[len(out)-1] += " " + strings.TrimSpace(text)
		} else {
			out = append(out, strings.TrimSpace(text))
		}
	}
	return strings.Join(out, "\n\n")
}

// dutyLead quotes a duty of the posting: "You are looking for someone to
// serve as relief charge nurse." or "You ask for strong critical thinking."
func dutyLead(d string, i int, responsibility bool, corpus string) string {
	phrase := dutyPhrase(d)
	first, rest, _ := strings.Cut(phrase, " ")
	// "Cut, grind and merchandise beef …": the verb before a comma.
	first = strings.TrimRight(first, ",;:")
	sw := sentenceWriter{corpus: corpus}
	if verbBase(first) != "" && !strings.HasSuffix(strings.ToLower(first), "ed") || responsibility && imperative(first) {
		leads := []string{"You are looking for someone to %s.", "You also need someone to %s.", "The role asks me to %s.", "You want someone to %s.",
			"Your posting asks me to %s.", "You need someone who can %s.", "And you ask me to %s."}
		return fmt.Sprintf(leads[i%len(leads)], sw.lowerStart(phrase))
	}
	leads := []string{"You ask for %s.", "The posting also asks for %s.", "You need %s.", "You want %s.", "The role calls for %s.",
		"You are looking for %s.", "And you ask for %s."}
	if strings.EqualFold(first, "able") && strings.HasPrefix(rest, "to ") {
		// "Able to break down primals": someone able to.
		return fmt.Sprintf(leads[i%len(leads)], "someone "+sw.lowerStart(phrase))
	}
	if second, _, _ := strings.Cut(rest, " "); titleWord(second) {
		// "California General Electrician certification": a name.
		return fmt.Sprintf(leads[i%len(leads)], phrase)
	}
	return fmt.Sprintf(leads[i%len(leads)], sw.lowerStart(phrase))
}

// titleWord reports a word (or a text, by its first word) written with a
// capital and small letters ("General", not "P&L" or "and").
func titleWord(w string) bool {
	r := []rune(w)
	return len(r) > 1 && unicode.IsUpper(r[0]) && unicode.IsLower(r[1])
}

// sentencesOf is an achievement's bullet in the person's sentences.
func (p *letterPlan) sentencesOf(a achievement) []string {
	sw := sentenceWriter{corpus: p.in.Facts.Corpus()}
	current := len(p.in.Facts.Roles) > 0 && p.in.Facts.Roles[0].Company == a.role.Company && p.in.Facts.Roles[0].Title == a.role.Title && isCurrent(a.role)
	out := sw.sentences(a.text, current)
	for _, x := range a.extra {
		out = append(out, sw.sentences(x, current)...)
	}
	return out
}

// told is the achievement told with where it happened, once per employer:
// "At Grant Valley Medical Center, I set up and run CVVHD …".
func (p *letterPlan) told(a achievement) string {
	sents := p.sentencesOf(a)
	if len(sents) == 0 {
		return ""
	}
	key := a.role.Company + "|" + a.role.Title
	if p.placed == nil {
		p.placed = map[string]bool{}
	}
	if !p.placed[key] {
		p.placed[key] = true
		place := upperFirst(where(a, p.hideEmployer))
		if strings.HasPrefix(sents[0], "I ") || strings.HasPrefix(sents[0], "My ") {
			sents[0] = place + ", " + lowerStartSentence(sents[0])
		} else {
			sents[0] = place + ", " + sentenceWriter{corpus: p.in.Facts.Corpus()}.lowerStart(sents[0])
		}
	}
	return strings.Join(sents, " ")
}

// lead opens the experience in the tone's voice when the posting lists
// no duties to answer.
func (p *letterPlan) lead() string {
	switch p.in.Tone {
	case "enthusiastic":
		return "Some of my favourite work shows what I would bring.%s%s"
	case "confident":
		return "My record speaks for itself.%s%s"
	case "creative":
		return "One chapter I am proud of says it best.%s%s"
	}
	return "My experience speaks to what you need.%s%s"
}

func pluralIt(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// doubleStopRe is a sentence's full stop after a name that ends in one
// ("Trailhead Distribution Co..").
var doubleStopRe = regexp.MustCompile(`([A-Za-z])\.\.(\s|$)`)

func (p *letterPlan) finish(text string) *Generated {
	text = doubleStopRe.ReplaceAllString(text, "$1.$2")
	notes := p.notes
	if notes == nil {
		notes = []string{}
	}
	return &Generated{Text: text, Provider: "local", Notes: notes, MatchedSkills: p.matched}
}
