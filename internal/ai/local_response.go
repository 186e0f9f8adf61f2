package ai

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/stride-oss/stride"
)

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
	if storyQuestion(in.Question) {
		return writeStoryResponse(in)
	}
	f := in.Facts
	target := in.Question + "\n" + strings.Join(in.Keywords, ", ") + "\n" + in.JobTitle + "\n" + in.JobDescription
	// Not a story question ("Why do you want to work here?"): the bullets
	// that answer the posting's duties, else those that show its skills.
	ach := matchDuties(f, in.JobDescription, 3)
	if len(ach) == 0 {
		ach = pickAchievements(f, target, 3)
	}
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
			add("Task: I was responsible for delivering the outcome.", 2, true)
			action := "Action: " + actionOf(f, a)
			res := "Result: the work was delivered, and it strengthened my " + listing(firstN(skills, 2)) + "."
			for _, b := range ach[1:] {
				if b.role.Company == a.role.Company && strings.IndexFunc(b.text, unicode.IsDigit) >= 0 {
					res = "Result: " + actionOf(f, b)
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
							action = "Action: " + actionOf(f, achievement{text: h, role: a.role})
							res = "Result: " + actionOf(f, a)
							break
						}
					}
				} else if first, _, _ := strings.Cut(m, " "); strings.HasSuffix(strings.ToLower(first), "ing") {
					res = "Result: the change ended up " + lowerFirst(m) + "."
				} else {
					res = "Result: " + actionOf(f, achievement{text: m, role: a.role})
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
			add("For example, "+lowerStartSentence(toldAt(f, a)), 2+i, i == 0)
		}
		add(why, 6, false)
	case "creative":
		lead := "Some of my best work started with a simple question: how could this be better?"
		if len(skills) > 0 {
			lead = fmt.Sprintf("Some of my best work started where %s met a real problem.", skills[0])
		}
		add(lead, 1, true)
		for i, a := range ach {
			add(toldAt(f, a), 2+i, i == 0)
		}
		add(why, 3, false)
	default: // essay
		intro := fmt.Sprintf("I am applying for the %s role at %s.", in.JobTitle, in.Company)
		if f.Title != "" {
			intro = fmt.Sprintf("As %s %s, I am applying for the %s role at %s.", article(f.Title), f.Title, in.JobTitle, in.Company)
		}
		add(intro, 1, true)
		for i, a := range ach {
			add(toldAt(f, a), 2+i, i == 0)
		}
		if len(matched) > 0 {
			add(fmt.Sprintf("The role asks for %s, which are at the centre of my work.", listing(firstN(matched, 3))), 3, false)
		}
		add(fullStop(fmt.Sprintf("That is the work I would bring to the %s role at %s", in.JobTitle, in.Company)), 6, false)
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

// actionOf is an achievement in the person's sentences.
func actionOf(f Facts, a achievement) string {
	sw := sentenceWriter{corpus: f.Corpus()}
	return strings.Join(sw.sentences(a.text, isCurrent(a.role)), " ")
}

// toldAt is an achievement with where it happened: "At X, I …".
func toldAt(f Facts, a achievement) string {
	sents := sentenceWriter{corpus: f.Corpus()}.sentences(a.text, isCurrent(a.role))
	if len(sents) == 0 {
		return ""
	}
	place := upperFirst(where(a, false))
	if strings.HasPrefix(sents[0], "I ") || strings.HasPrefix(sents[0], "My ") {
		sents[0] = place + ", " + lowerStartSentence(sents[0])
	} else {
		sents[0] = place + ", " + sentenceWriter{corpus: f.Corpus()}.lowerStart(sents[0])
	}
	return strings.Join(sents, " ")
}
