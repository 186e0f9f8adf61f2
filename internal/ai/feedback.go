package ai

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/stride-oss/stride"
)

// offTopic is the relevance under which an answer is told that it misses
// the question.
const offTopic = 0.3

// The advice reads the same features as the model but names a fault only
// when the answer really has it: repeating the question's words means
// many of them and little else (keyword stuffing), not a thin answer that
// uses the question's terms; "you don't know" means the answer says so,
// not that it hands the problem to a supervisor; and a part of the
// yardstick is asked for only when the answer has no sign of it at all.
var (
	saysDontKnowRe = regexp.MustCompile(`\b(i don'?t know|i do not know|not sure what|no idea|i'?ve never (done|been|had|dealt)|i have never (done|been|had|dealt)|never been in|never had that|haven'?t (run|done|had|dealt))\b`)
	handsOffRe     = regexp.MustCompile(`\b(ask (someone|another|a more)|give the deal to|wait and see)\b`)
	anyTradeRe     = regexp.MustCompile(`\b(trade-?offs?|costs?|costly|downsides?|drawbacks?|however|but|expense|expensive|cheaper|slower|balance|versus|vs|whereas|depends|price|overhead|risks?|limit\w*|penalt\w*|weigh\w*|at the cost)\b`)
	choiceQuestRe  = regexp.MustCompile(`\b(when would you|choose|choosing|instead of|versus|vs|compar\w*|difference between|which would you)\b`)
	anyPriorityRe  = regexp.MustCompile(`\b(first|second|priorit\w*|most important|urgent\w*|before (anything|everything)|matters? most|comes? first|critical|can wait|let wait)\b`)
	learnedRe      = regexp.MustCompile(`(?i)\b(learned|learnt|lesson|next time|in hindsight|looking back|differently|taught me|realised|realized|takeaway|since then|now i|it showed me|ever since|from then on|made me)\b`)
	anyAltRe       = regexp.MustCompile(`\b(alternatives?|instead|options?|another (way|approach|option|tool)|rather than|compar\w*|either|otherwise|other approach|different approach|choose between|prefer\w*|versus|vs|would use \w+ when|switch to)\b`)
)

// Advice of yardstickParts that one sign in the answer makes unneeded
// (the model counts several signs; the advice asks only for what is not
// there at all).
const (
	stepsAdvice       = "Explain your approach step by step, as you would actually do it."
	reasonsAdvice     = "Give the reasons behind each step and a concrete example: why it works, not only what you do."
	tradeOffAdvice    = "Mention the trade-offs: what your approach costs and when it would not be the right one."
	alternativeAdvice = "Compare with an alternative and say when you would choose it instead."
	planAdvice        = "Lay out your plan in order: what you would do first, next and last."
	priorityAdvice    = "Say what comes first and why: name your priorities."
	peopleAdvice      = "Name the people involved and how you would bring them in (who you tell, ask or escalate to)."
	riskAdvice        = "Name the risks and what you would do if the first plan fails."
)

// planSign is, for each part of a plan's yardstick, one sign of it: the
// model wants several, the advice asks only when there is none.
var planSign = map[string]*regexp.Regexp{planAdvice: planRe, priorityAdvice: anyPriorityRe, peopleAdvice: peopleRe, riskAdvice: riskRe}

// feedback explains a score: what the answer does well, quoting it, and
// what this answer lacks against what its question asks for. Its summary
// agrees with the score: an answer is said to miss the question only when
// its words are off the question and it scored low.
func feedback(f features, cf coachFeatures, p parts, s int, q *Question) Feedback {
	fb := Feedback{Score: s, StrengthsIdentified: []string{}, ImprovementAreas: []string{},
		FollowUpRecommendations: []string{}, PersonalityInsights: []string{}}
	v := cf.vals
	keptText := " " + strings.Join(cf.kept, " ") + " "
	copied := v[fvCopied] >= 0.1
	repeated := v[fvRepetition] >= 0.5 && v[fvDiversity] < 0.75
	numbersOnly := v[fvNumbers] >= 0.25
	dontKnow := v[fvDontKnow] > 0 && saysDontKnowRe.MatchString(keptText)
	handsOff := v[fvDontKnow] > 0 && !dontKnow && (handsOffRe.MatchString(keptText) || deflectRe.MatchString(keptText))
	noExample := v[fvDontKnow] > 0 && !dontKnow && !handsOff && noExampleRe.MatchString(keptText)
	// The answer is said to miss the question only on strong evidence: its
	// words are far from the question's, or it plainly shows another
	// competency than the one asked for (otherSkill), and it scored low.
	otherSkill := competencyMismatch(cf)
	// A story where the question sets out a scenario, a plan where it asks
	// for a story, and a showcase of an achievement where it asks about
	// another kind of event, are the strong evidence the score caps
	// (misfit in model.go).
	storyNotAsked, planNotAsked, showcased, ownCase := misfitOf(v)
	// So is the scorer's own reading that a good answer answers another
	// question, when it scores it low: "a weak answer: it needs an
	// example" would be false of it. An answer that strings the
	// question's words together is told that, not that it answers
	// another question.
	offQuestion := (cf.topical < offTopic || otherSkill != "" || storyNotAsked || planNotAsked || showcased || ownCase || cf.elsewhere && s < 4 && !repeated) && !dontKnow && !numbersOnly
	// An answer the model credits (6 or more) is not denied its strengths
	// because its words are far from the question's.
	noCredit := offQuestion && s < 6 || copied || repeated || numbersOnly || v[fvDontKnow] > 0
	procedure := slices.Contains(cf.adviceOK, "procedure") || slices.ContainsFunc(cf.adviceNo, func(c *concept) bool { return c.name == "procedure" })
	what := q.Competency
	if what == "" && len(cf.adviceNo)+len(cf.adviceOK) > 0 {
		what = first(append(cf.adviceOK, conceptNames(cf.adviceNo)...))
	}
	// A question made from an O*NET task asks how you do something ("how
	// you counsel clients"); the others ask about a competency.
	asks, example := "asks about "+what, "that shows "+what
	if q.task != "" && what == q.Competency {
		asks, example = "asks how you "+what, "of how you "+what
	}

	// A reflection is praised only when the answer says what was learned
	// or changed, not for a habit ("I always chart accurately").
	reflected := f.reflection && learnedRe.MatchString(f.reflectQuote)

	// Strengths, only for what the answer really does.
	if !noCredit {
		if len(cf.adviceOK) > 0 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You answered what was asked: the answer shows %s.", stride.JoinAnd(cf.adviceOK)))
		}
		if v[fvYardstick] >= 0.99 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, map[yardstick]string{
				behavioural: "Clear STAR structure: you set the situation and your task, described your own actions, gave the result and what you learned.",
				situational: "A complete plan: clear steps and priorities, the people you would involve and the risks you would watch.",
				technical:   "A complete explanation: the approach step by step, the reasons behind it, its trade-offs and an alternative.",
			}[cf.yard])
		} else if present := slices.DeleteFunc(slices.Clone(cf.present), func(p string) bool { return p == "what you learned" && !reflected }); len(present) >= 2 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, "Your answer already gives "+stride.JoinAnd(present)+".")
		}
		switch {
		case len(f.impact) == 0 || v[fvNumbers] >= 0.25:
		case cf.yard == behavioural:
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You quantified your impact (\"%s\"), which makes the answer credible.", f.impact[0]))
		default:
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("Concrete figures (\"%s\") make the answer specific.", f.impact[0]))
		}
		if len(f.tools) > 0 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("Concrete tools and methods (%s) show how you work.", strings.Join(f.tools[:min(3, len(f.tools))], ", ")))
		}
		if f.actionVerbs >= 2 && p.ownership >= 0.6 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, "Strong ownership: you describe what you did yourself, not only what the team did.")
		}
		if reflected {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You reflected on what you learned (\"%s\").", f.reflectQuote))
		}
	}

	// What this answer lacks, most important first.
	add := func(s string) { fb.ImprovementAreas = append(fb.ImprovementAreas, s) }
	switch {
	case dontKnow:
		add("Saying you don't know ends the answer. Reason it through aloud instead: what you would check first, who you would ask and why, or a related experience you do have.")
	case copied:
		add("Repeating the question earns nothing: answer it with your own example or plan from the first sentence.")
	case repeated:
		add("Repeating the question's words is not an answer: say what you actually did or would do, in your own words.")
	case numbersOnly:
		add("Numbers need context: say what each one measured, what you did and why it mattered.")
	case handsOff:
		add("Say what you would do yourself before handing the problem to someone else: your first steps, and when you would bring others in.")
	case noExample:
		add("Declining to give an example ends the answer. Choose the closest real situation you have, or say step by step how you would handle it.")
	}
	switch {
	case !offQuestion || s >= 8:
		// A strong answer is not told to tie itself to the question: the
		// score already says it answers what was asked.
	case planNotAsked:
		add("The question asks about a time it happened; your answer says what you would do, or how you usually work. Tell one real time: what happened, what you did and how it turned out.")
	case s >= 4 && what != "":
		add(fmt.Sprintf("Tie the answer to the question, which %s: say plainly how your example shows it.", asks))
	case s >= 4:
		add("Tie the answer to the question: say plainly how your example shows what was asked.")
	case storyNotAsked:
		add("The question sets out a situation and asks what you would do; your answer tells what you once did in another one. Work through this situation: what you would do first, who you would involve and what you would watch for.")
	case ownCase:
		add("Your answer opens on a case of its own, not the one the question asks about. Answer that one: start from what the question gives you, then say what you would do first and why.")
	case showcased && what != "":
		add(fmt.Sprintf("Your answer tells an achievement you are proud of, but the question %s: lead with the moment that shows it, or choose a time that fits it better: what happened, what you did and how it ended.", asks))
	case showcased:
		add("Your answer tells an achievement you are proud of, but the question asks about another kind of event: choose a time that fits it: what happened, what you did and how it ended.")
	case otherSkill != "" && what != "":
		add(fmt.Sprintf("Your answer does not address the question, which %s: it reads as an example of %s. Re-read the question and answer that, with an example that fits.", asks, otherSkill))
	case otherSkill != "":
		add(fmt.Sprintf("Your answer does not address the question: it reads as an example of %s, and the question asks about %s. Re-read it and answer that, with an example that fits.", otherSkill, competencyNames[cf.asked[0]]))
	case what != "":
		add(fmt.Sprintf("Your answer does not address the question, which %s. Re-read it and answer that, with an example that fits.", asks))
	default:
		add("Your answer does not address the question. Re-read it and answer what was asked, with an example that fits.")
	}
	// A competency the answer shows in words of its own is not asked for
	// again: an answer the model scores 8 or more is not told that it
	// misses what the question asks.
	for _, c := range cf.adviceNo {
		if s >= 8 {
			break
		}
		add(fmt.Sprintf("The question asks about %s: %s.", c.name, c.advice))
		if len(fb.ImprovementAreas) >= 3 {
			break
		}
	}
	if !dontKnow && !numbersOnly {
		missing := cf.missing
		if cf.yard == behavioural && len(missing) > 0 {
			var parts []string
			for _, m := range missing {
				parts = append(parts, strings.ToLower(m[:1])+strings.TrimSuffix(m[1:], "."))
			}
			add("Complete the STAR story: " + strings.Join(parts, "; ") + ".")
		} else {
			for _, m := range missing {
				// One sign of a part is enough not to ask for it again; a
				// question that itself names the options is answered by
				// weighing them; and a procedure (the checks a nurse makes
				// before insulin) is not a design with alternatives.
				switch m {
				case stepsAdvice:
					if len(stepRe.FindAllString(keptText, -1))+len(defineRe.FindAllString(keptText, -1)) >= 2 {
						continue
					}
				case reasonsAdvice:
					reason, example := reasonRe.MatchString(keptText), exampleRe.MatchString(keptText) || len(f.numbers) > 0
					switch {
					case reason && example:
						continue
					case reason:
						m = "Add a concrete example: a case where you did this and what came of it."
					case example:
						m = "Give the reason behind each step: why it works, not only what you do."
					}
				case tradeOffAdvice:
					if procedure || anyTradeRe.MatchString(keptText) {
						continue
					}
				case planAdvice, priorityAdvice, peopleAdvice, riskAdvice:
					if planSign[m].MatchString(keptText) {
						continue
					}
				case alternativeAdvice:
					if procedure || choiceQuestRe.MatchString(strings.ToLower(q.Question)) || anyAltRe.MatchString(keptText) {
						continue
					}
				}
				add(m)
			}
		}
	}
	if len(f.numbers) == 0 && cf.yard == behavioural {
		add("Add numbers: how much time, money, people or percentage points changed because of you?")
	}
	if n := len(cf.kept); n < 40 {
		add(fmt.Sprintf("At %d words the answer is too short to convince; aim for 120-250 words (one to two minutes spoken).", n))
	} else if n > 350 {
		add(fmt.Sprintf("At %d words the answer runs long; cut background and keep to one example.", n))
	}
	if cf.restated && !copied {
		add("Repeating the question earns nothing and costs nothing: start with your own example or plan.")
	}
	if len(f.hedges)+len(f.fillers) > 0 {
		add(fmt.Sprintf("Drop hedging and filler words (%s): state what you did with confidence.", quoteList(append(f.hedges, f.fillers...))))
	}

	// A strong answer gets its one most useful tip, not a list of faults.
	if s >= 8 && len(fb.ImprovementAreas) > 1 {
		fb.ImprovementAreas = fb.ImprovementAreas[:1]
	}

	if q != nil && q.FollowUp != "" {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Prepare for the follow-up: "+q.FollowUp)
	}
	switch {
	case offQuestion && s <= 3:
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Before answering, name in one phrase what the question wants to learn about you, then pick the example that shows exactly that.")
	case s >= 8:
	case cf.yard == behavioural && len(cf.missing) > 0:
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Rewrite this answer as four short STAR paragraphs and say it aloud in under two minutes.")
	case cf.yard == situational && len(cf.missing) > 0:
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Sketch the plan as five numbered steps, with who is involved and the main risk at each, then say it aloud.")
	case cf.yard == technical && len(cf.missing) > 0:
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Explain the same topic to a colleague in two minutes, ending with when you would not use your approach.")
	}
	if len(f.numbers) == 0 && cf.yard != technical {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "List three results from your recent work with a number each, to have them ready.")
	}
	if what != "" {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, fmt.Sprintf("Prepare a second example %s, in case they ask for another.", example))
	}

	switch {
	case f.actionVerbs >= 3 && p.ownership >= 0.6:
		fb.PersonalityInsights = append(fb.PersonalityInsights, "Action-oriented: you describe decisions and steps you took.")
	case f.weCount > f.firstPerson:
		fb.PersonalityInsights = append(fb.PersonalityInsights, "Team-minded: you naturally credit the group.")
	}
	if f.analysis >= 2 {
		fb.PersonalityInsights = append(fb.PersonalityInsights, "Analytical: you reason from data and evidence.")
	}
	if f.empathy+f.social >= 2 {
		fb.PersonalityInsights = append(fb.PersonalityInsights, "People-aware: you pay attention to how others see the situation.")
	}
	if f.positive > 0 {
		fb.PersonalityInsights = append(fb.PersonalityInsights, "Motivated: your enthusiasm comes through.")
	}

	// The summary's first words say the score's band (summaryBand), so
	// that the two cannot disagree.
	tip := lowerFirst(strings.TrimSuffix(first(fb.ImprovementAreas), "."))
	switch summaryBand(s) {
	case "strong":
		fb.Summary = map[yardstick]string{
			behavioural: "Strong answer: a specific example that shows what was asked.",
			situational: "Strong answer: a workable plan for what was asked.",
			technical:   "Strong answer: a sound explanation of what was asked.",
		}[cf.yard]
	case "solid":
		if tip == "" {
			fb.Summary = "Solid answer: it gives what was asked; a detail only you could give would make it strong."
		} else {
			fb.Summary = "Solid answer with room to sharpen: " + tip
		}
	case "fair":
		if tip == "" {
			fb.Summary = "A fair answer on the question; more specific detail from your own work would make it convincing."
		} else {
			fb.Summary = "A fair answer that needs more: " + tip
		}
	default:
		switch {
		case offQuestion:
			fb.Summary = "The answer misses the question: " + tip
		case noCredit:
			fb.Summary = "This answer does not answer the question yet: " + tip
		case tip == "":
			fb.Summary = "A weak answer: it needs an example or a plan of your own."
		default:
			fb.Summary = "A weak answer that needs more substance: " + tip
		}
	}
	fb.Summary = strings.TrimSuffix(strings.TrimSuffix(fb.Summary, ": "), ":") + "."
	fb.Summary = strings.ReplaceAll(fb.Summary, "..", ".")
	return fb
}

// competencyMismatch names the competency an answer plainly shows when
// its question asks for another specific one (not the role's procedure):
// the classifier gives it at least 0.5 and at least 0.3 more than all the
// competencies asked for together. Otherwise "".
func competencyMismatch(cf coachFeatures) string {
	if cf.compProbs == nil || len(cf.asked) == 0 || cf.asked[0] == len(competencyNames)-1 {
		return ""
	}
	asked, best := 0.0, -1
	for c, p := range cf.compProbs {
		if slices.Contains(cf.asked, c) {
			asked += p
		} else if c != len(competencyNames)-1 && (best < 0 || p > cf.compProbs[best]) {
			best = c
		}
	}
	if best < 0 || cf.compProbs[best] < 0.5 || cf.compProbs[best]-asked < 0.3 {
		return ""
	}
	return competencySkill[competencyNames[best]]
}

// competencySkill words each competency as the advice names it.
var competencySkill = map[string]string{
	"ethics": "an ethical decision", "safety": "handling a safety issue", "upset person": "calming an upset person",
	"failure": "a mistake or setback", "conflict": "a disagreement", "finding the cause": "finding the cause of a problem",
	"learning": "learning something new", "prioritisation": "prioritising work", "influence": "winning people over",
	"developing others": "developing someone", "change": "bringing in a change", "data": "using data", "teamwork": "working with a team",
}

// summaryBand is the band of a score the summary names: "strong" (8-10),
// "solid" (6-7), "fair" (4-5) or "weak" (1-3).
func summaryBand(s int) string {
	switch {
	case s >= 8:
		return "strong"
	case s >= 6:
		return "solid"
	case s >= 4:
		return "fair"
	}
	return "weak"
}

func conceptNames(cs []*concept) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.name)
	}
	return out
}

// lowerFirst lowers the first letter of a sentence unless the word is an
// acronym ("STAR", "I").
func lowerFirst(s string) string {
	if len(s) < 2 || s[1] < 'a' || s[1] > 'z' {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
