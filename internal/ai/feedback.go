package ai

import (
	"fmt"
	"strings"
)

// offTopic is the relevance under which an answer is told that it misses
// the question.
const offTopic = 0.3

// feedback explains a score: what the answer does well, quoting it, and
// what this answer lacks against what its question asks for.
func feedback(f features, cf coachFeatures, p parts, s int, q *Question) Feedback {
	fb := Feedback{Score: s, StrengthsIdentified: []string{}, ImprovementAreas: []string{},
		FollowUpRecommendations: []string{}, PersonalityInsights: []string{}}
	v := cf.vals
	copied, repeated := v[fvCopied] >= 0.1, v[fvRepetition] >= 0.3
	numbersOnly, dontKnow := v[fvNumbers] >= 0.25, v[fvDontKnow] > 0
	missesQuestion := cf.relevance < offTopic || copied || repeated || numbersOnly || dontKnow
	what := q.Competency
	if what == "" && len(cf.conceptNo)+len(cf.conceptOK) > 0 {
		what = first(append(cf.conceptOK, conceptNames(cf.conceptNo)...))
	}

	// Strengths, only for what the answer really does.
	if !missesQuestion {
		if len(cf.conceptOK) > 0 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You answered what was asked: the answer shows %s.", joinAnd(cf.conceptOK)))
		}
		if v[fvYardstick] >= 0.99 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, map[yardstick]string{
				behavioural: "Clear STAR structure: you set the situation and your task, described your own actions, gave the result and what you learned.",
				situational: "A complete plan: clear steps and priorities, the people you would involve and the risks you would watch.",
				technical:   "A complete explanation: the approach step by step, the reasons behind it, its trade-offs and an alternative.",
			}[cf.yard])
		} else if len(cf.present) >= 2 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, "Your answer already gives "+joinAnd(cf.present)+".")
		}
		if len(f.numbers) > 0 && v[fvNumbers] < 0.25 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You quantified your impact (\"%s\"), which makes the answer credible.", f.numbers[0]))
		}
		if len(f.tools) > 0 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("Concrete tools and methods (%s) show how you work.", strings.Join(f.tools[:min(3, len(f.tools))], ", ")))
		}
		if f.actionVerbs >= 2 && p.ownership >= 0.6 {
			fb.StrengthsIdentified = append(fb.StrengthsIdentified, "Strong ownership: you describe what you did yourself, not only what the team did.")
		}
		if f.reflection {
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
	}
	if cf.relevance < offTopic && !dontKnow {
		if what != "" {
			add(fmt.Sprintf("Your answer does not address the question, which asks about %s. Re-read it and answer that, with an example that fits.", what))
		} else {
			add("Your answer does not address the question. Re-read it and answer what was asked, with an example that fits.")
		}
	}
	for _, c := range cf.conceptNo {
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
	if len(f.hedges)+len(f.fillers) > 0 {
		add(fmt.Sprintf("Drop hedging and filler words (%s): state what you did with confidence.", quoteList(append(f.hedges, f.fillers...))))
	}

	if q != nil && q.FollowUp != "" {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Prepare for the follow-up: "+q.FollowUp)
	}
	switch {
	case cf.relevance < offTopic:
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
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, fmt.Sprintf("Prepare a second example that shows %s, in case they ask for another.", what))
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

	switch {
	case s >= 8:
		fb.Summary = map[yardstick]string{
			behavioural: "Strong answer: a specific example that shows what was asked.",
			situational: "Strong answer: a workable plan for what was asked.",
			technical:   "Strong answer: a sound explanation of what was asked.",
		}[cf.yard]
	case missesQuestion:
		fb.Summary = "The answer misses the question: " + lowerFirst(strings.TrimSuffix(first(fb.ImprovementAreas), "."))
	case s >= 6:
		fb.Summary = "Solid answer with room to sharpen: " + lowerFirst(strings.TrimSuffix(first(fb.ImprovementAreas), "."))
	default:
		fb.Summary = "This answer needs more substance: " + lowerFirst(strings.TrimSuffix(first(fb.ImprovementAreas), "."))
	}
	fb.Summary = strings.TrimSuffix(strings.TrimSuffix(fb.Summary, ": "), ":") + "."
	fb.Summary = strings.ReplaceAll(fb.Summary, "..", ".")
	return fb
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
