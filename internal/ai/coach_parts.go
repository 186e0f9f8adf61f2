package ai

import (
	"regexp"
	"strings"
)

// The parts of an answer against its yardstick (a story's situation,
// action and result; a plan's priorities, people and risks; an
// explanation's reasons and trade-offs), and the language it is written in.

// yardstickParts scores an answer 0-1 against its yardstick and names what
// it lacks.
func yardstickParts(y yardstick, text string, f features) (float64, []string, []string) {
	type part struct {
		ok       bool
		advice   string
		strength string
	}
	var ps []part
	switch y {
	case behavioural:
		star := storyParts(text, f)
		// The action's advice asks for "I" only where the answer does not
		// already say it more than "we": an answer told it shows its own
		// part is not told to say "I".
		action := "Say what you did yourself, step by step, with \"I\" rather than \"we\" (action)."
		if f.firstPerson >= f.weCount {
			action = "Say what you did in that situation, step by step (action)."
		}
		ps = []part{
			{star[0], "Set the scene: one sentence on where you were and what was at stake (situation and task).", "the situation"},
			{star[1], action, "your own actions"},
			{star[2], "Finish with the result: what changed because of you, with a number if there is one (result).", "the result"},
			{f.reflection, "Close with what you learned or would do differently (reflection).", "what you learned"},
			{f.firstPerson >= f.weCount, "Say \"I\" more than \"we\": the interviewer wants to know your part (ownership).", "your own part"},
		}
	case situational:
		ps = []part{
			{len(planRe.FindAllString(text, -1)) >= 2, planAdvice, "a plan in order"},
			{priorityRe.MatchString(text), priorityAdvice, "clear priorities"},
			{len(peopleRe.FindAllString(text, -1)) >= 2 && tellRe.MatchString(text), peopleAdvice, "the people involved"},
			{len(riskRe.FindAllString(text, -1)) >= 2, riskAdvice, "the risks"},
		}
	default:
		ps = []part{
			{len(stepRe.FindAllString(text, -1))+len(defineRe.FindAllString(text, -1)) >= 3, stepsAdvice, "a step-by-step approach"},
			{len(reasonRe.FindAllString(text, -1))+len(exampleRe.FindAllString(text, -1)) >= 2, reasonsAdvice, "the reasons behind it"},
			{len(tradeRe.FindAllString(text, -1)) >= 2, tradeOffAdvice, "the trade-offs"},
			{altRe.MatchString(text), alternativeAdvice, "an alternative"},
		}
	}
	ok := 0.0
	var missing, present []string
	for _, p := range ps {
		if p.ok {
			ok++
			present = append(present, p.strength)
		} else {
			missing = append(missing, p.advice)
		}
	}
	score := ok / float64(len(ps))
	if y != behavioural {
		// A real example of having done it answers a technical or
		// situational question well too.
		if story, _, told := yardstickParts(behavioural, text, f); 0.75*story > score {
			score = 0.75 * story
			missing = missing[:min(2, len(missing))]
			present = append(told, present...)
		}
	}
	return score, missing, present
}

// yardstickFlags are the parts of yardstick y an answer has, in order.
func yardstickFlags(y yardstick, text string, f features) []bool {
	switch y {
	case behavioural:
		star := storyParts(text, f)
		return []bool{star[0], star[1], star[2], f.reflection, f.firstPerson >= f.weCount}
	case situational:
		return []bool{len(planRe.FindAllString(text, -1)) >= 2, priorityRe.MatchString(text),
			len(peopleRe.FindAllString(text, -1)) >= 2 && tellRe.MatchString(text), len(riskRe.FindAllString(text, -1)) >= 2}
	}
	return []bool{len(stepRe.FindAllString(text, -1))+len(defineRe.FindAllString(text, -1)) >= 3,
		len(reasonRe.FindAllString(text, -1))+len(exampleRe.FindAllString(text, -1)) >= 2,
		len(tradeRe.FindAllString(text, -1)) >= 2, altRe.MatchString(text)}
}

// measuredFigureRe is a figure with a unit or currency: what a result
// measured.
var measuredFigureRe = regexp.MustCompile(`(?i)[$€£]\s?\d|\d[\d,.]*\s?(%|percent|x\b|k\b|hours?|days?|weeks?|months?|minutes?|people|users|customers|patients|clients|orders|calls|deals|tickets|points?)`)

// resultMoveRe is a result told as a measure that moved ("scrap fell to
// 0.6%", "picks per hour rose from about 110 to 140", "from about 60 a
// month to under 15") or as an outcome with nothing left over ("the audit
// closed with no findings", "paid in full", "it has not come back"),
// which resultCues' words miss.
var resultMoveRe = regexp.MustCompile(`\b(fell|dropped|rose|climbed|shrank|came down|went down|went up|halved|doubled|tripled)\s+(in half\b|((from|to|by|below|under|over|above)\s+)?((about|around|roughly|nearly|almost|more than|less than|just|under|below|over)\s+)?([$€£]?\d|half\b|zero\b|nothing\b))` +
	`|\bfrom (about |around |roughly |nearly |over |under |almost )?[$€£]?\d[\d,.]*\s*(%|percent)?\s*(\S+\s+){0,4}?to (about |around |roughly |nearly |over |under |below |almost |less than |more than |just )?[$€£]?\d[\d,.]*` +
	`|\b(no|zero) (findings|repeats?|recurrences?|further (complaints|incidents|errors|findings|trips|failures))\b|\bpaid in full\b|\b(has|have|had)( not|n't) (come back|recurred|happened again)\b|\bnever (came back|recurred|happened again)\b`)

// hasResult tells whether a sentence (lower case, a space at each end)
// states a result.
func hasResult(sent string) bool {
	if has(sent, resultCues) {
		return true
	}
	for _, m := range resultMoveRe.FindAllString(sent, -1) {
		if !yearSpanRe.MatchString(m) {
			return true
		}
	}
	return false
}

// outcomeRe is how a story says how things ended, in its last sentences:
// what changed or held ("we commissioned on schedule", "problem gone",
// "he didn't escalate, and he ordered again that month", "nobody was
// hurt", "they adopted the agreement within three weeks").
var outcomeRe = regexp.MustCompile(`\b(now|since then|ever since|still|again|no (more |further )?complaints?|on schedule|on time|on budget|within|finished|completed|agreed|accepted|adopted|approved|passed|kept|returned|stayed|went back|gone|resolved|solved|fixed|signed|paid|hired|promoted|thanked|nobody was|no one was|never|renewed|closed|cleared|recovered|saved|avoided|prevented|caught|launched|shipped|won|reduced|increased|improved|dropped|fell|rose|grew|doubled|halved|back to|ended|worked|made it|met the|hit|reached|settled|reopened|restored)\b|\d`)

// lessonRe is a sentence that tells what was learned, not how things
// ended.
var lessonRe = regexp.MustCompile(`\b(i learned|i learnt|what i learned|what i took|taught me|the lesson|lesson for me|i realised|i realized|next time)\b`)

// endsWithOutcome tells whether one of an answer's last two sentences
// (leaving out those that tell a lesson) says how things ended: the
// result of a story, however it is worded.
func endsWithOutcome(answer string) bool {
	ss := wordySentences(strings.ToLower(answer))
	var tail []string
	for _, s := range ss[max(0, len(ss)-3):] {
		if !lessonRe.MatchString(s) {
			tail = append(tail, s)
		}
	}
	for _, s := range tail[max(0, len(tail)-2):] {
		if outcomeRe.MatchString(s) {
			return true
		}
	}
	return false
}

// yearSpanRe is a span of years ("from 2019 to 2021"), which is no result.
var yearSpanRe = regexp.MustCompile(`^from (19|20)\d\d\b.*\bto (19|20)\d\d$`)

// storyParts reads the three parts of a story's structure in an answer
// (text: its words joined with a space at each end): the situation (or
// task), the person's own actions and the result. The live panel's
// Structure, the score's yardstick and the advice all read them here.
func storyParts(text string, f features) [3]bool {
	acts := len(firstActRe.FindAllString(text, -1))
	past := len(pastRe.FindAllString(text, -1))
	return [3]bool{f.situation || f.task || past >= 4, acts >= 2 || f.action && acts >= 1, f.result}
}

// storyStructure is the share of storyParts an answer has.
func storyStructure(f features) float64 {
	n := 0.0
	for _, ok := range storyParts(" "+strings.Join(f.words, " ")+" ", f) {
		if ok {
			n++
		}
	}
	return n / 3
}

// Languages other than English are told so rather than scored.
var (
	englishWords = wordSet(`the and to of a in is that it was for on with as i my we this be have at by not but are from they you he she`)
	spanishWords = wordSet(`el la los las de que y en por con para una un es del al se lo su como más pero sus le ya o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros mi mis tú te ti tu tus`)
	frenchWords  = wordSet(`le la les de des et en un une du que qui je il elle nous vous ils elles est sont pour avec dans sur par pas ne ce cette ces au aux mon ma mes son sa ses leur leurs ou mais donc car si plus tout très être avoir été fait chaque puis d l j qu c n s`)
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// answerLanguage returns "Spanish" or "French" for an answer written in
// one of them, and "" for English or anything it cannot tell.
func answerLanguage(answer string) string {
	var en, es, fr int
	for _, w := range wordRe.FindAllString(strings.ToLower(strings.NewReplacer("'", " ", "’", " ").Replace(answer)), -1) {
		if englishWords[w] {
			en++
		}
		if spanishWords[w] {
			es++
		}
		if frenchWords[w] {
			fr++
		}
	}
	switch {
	case es >= 4 && es > 2*en && es >= fr:
		return "Spanish"
	case fr >= 4 && fr > 2*en:
		return "French"
	}
	return ""
}

// hasWord tells whether text (tokens joined by spaces, with a space at
// each end) has one of the cues at the start of a word.
func hasWord(text string, cues []string) bool { return countWords(text, cues) > 0 }

// countWords counts the distinct cues found at the start of a word.
func countWords(text string, cues []string) int {
	n := 0
	for _, c := range cues {
		if strings.Contains(text, " "+c) {
			n++
		}
	}
	return n
}
