package ai

import (
	"math"
	"regexp"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// What a question asks for: the yardstick of its kind and the concepts a
// good answer shows, and the words an answer only copies from the question.

// yardstick is the kind of answer a question wants.
type yardstick int

const (
	behavioural yardstick = iota // a past example: STAR, ownership, result, reflection
	situational                  // a plan: steps, priorities, the people involved, risks
	technical                    // an explanation: approach, correctness, trade-offs, alternatives
)

// yardstickOf reads the yardstick from the interview type, or from the
// question's wording when the type does not say.
func yardstickOf(interviewType, question string) yardstick {
	switch interviewType {
	case "technical":
		return technical
	case "case-study":
		return situational
	case "behavioral", "emotional-intelligence":
		return behavioural
	}
	q := strings.ToLower(question)
	switch {
	case storyQuestionRe.MatchString(q):
		return behavioural
	case planQuestionRe.MatchString(q):
		return situational
	}
	return technical
}

var (
	storyQuestionRe = regexp.MustCompile(`\b(tell me about|describe a (time|situation|project)|a time (you|when)|give (me )?an example of|walk me through a)\b`)
	planQuestionRe  = regexp.MustCompile(`\b(what (would|do) you do|how would you (handle|respond|approach|deal|plan|choose|spend|investigate|decide)|imagine|you are |you have |your (team|manager|client|customer)|plan\b)`)
)

// concept is a competency a question can ask for, the words that show it
// in an answer, and the advice when an answer lacks it.
type concept struct {
	name     string
	triggers []string // in the question or its competency
	evidence []string // stems or phrases that show it in an answer
	advice   string   // what to add when the answer lacks it
}

var concepts = []concept{
	{"failure", []string{"fail", "mistake", "wrong", "setback", "error you made", "slipped", "let you down", "delayed", "fell through", "did not go", "didn't go"},
		[]string{"mistake", "my fault", "failed", "failure", "wrong", "missed", "slipped", "underestimat", "should have", "lesson", "learned", "learnt",
			"owned it", "i skipped", "caught it", "since then", "never again", "apologi", "fell short", "did not work", "didn't work", "went badly",
			"against a goal", "against a target", "against our", "short of", "below", "only ", "lost", "too late", "my choice", "my call", "my decision",
			"i assumed", "i had assumed", "turned out", "backfired", "not enough", "couldn't keep up", "could not keep up", "behind", "flagged",
			"longer than", "than expected", "than i expected", "than planned", "it took", "instead of"},
		"name the setback plainly, your own part in it and what you changed afterwards"},
	{"conflict", []string{"conflict", "disagree", "tension", "difficult colleague", "pushed back", "argue", "wanted different things"},
		[]string{"disagre", "conflict", "tension", "listened", "perspective", "common ground", "compromis", "agreed", "align", "one-on-one", "privately", "concern"},
		"say what the disagreement was about, how you listened to the other side and how you resolved it"},
	{"prioritisation", []string{"priorit", "more requests", "than you could", "decide what to work on", "how do you choose", "how do you decide"},
		[]string{"priorit", "ranked", "rank ", "scored", "scoring", "impact", "effort", "value", "urgent", "trade-off", "defer", "said no", "say no", "parked", "cut line", "revenue at risk"},
		"give the criteria you used to rank the options and what you chose not to do"},
	{"influence", []string{"influence", "persuad", "convinc", "no authority", "buy-in", "commit to", "sceptical", "skeptical"},
		[]string{"persuad", "convinc", "buy-in", "pilot", "champion", "sponsor", "proposal", "evidence", "their concern", "won over", "changed their mind"},
		"show how you won people over: the argument or evidence you used and who changed their mind"},
	{"customer care", []string{"customer", "client", "guest", "complain", "angry", "upset", "refund"},
		[]string{"listened", "apologi", "acknowledg", "refund", "resolved", "escalat", "follow up", "followed up", "satisf", "review", "voucher", "replacement", "history", "own it", "owned it", "callback"},
		"describe how you listened to the customer, what you did for them and how it ended"},
	{"safety", []string{"safety", "hazard", "dangerous", "unsafe", "safe"},
		[]string{"lock", "isolat", "stopped", "report", "hazard", "inspect", "code", "protect", "warn", "tested", "test ", "triangle", "hazard lights", "ppe", "injur", "hurt"},
		"say how you made the situation safe first and who you told"},
	{"working under pressure", []string{"deadline", "half the usual time", "fell behind", "behind during", "pressure", "busy service", "busiest", "running late", "call in sick", "two hours before"},
		[]string{"priorit", "delegat", "reschedul", "reorganis", "reorganiz", "calm", "moved", "cover", "backup", "batch", "in parallel", "slack", "rota", "callback"},
		"show how you re-planned under pressure: what you did first and what you let wait"},
	{"learning", []string{"learn something", "new skill", "quickly", "unfamiliar"},
		[]string{"learned", "learnt", "course", "practis", "practic", "documentation", "mentor", "studied", "tutorial", "certif"},
		"say how you learned it, how long it took and how you used it"},
	{"change management", []string{"new system", "new tool", "rolling out", "did not want", "resist", "adopt"},
		[]string{"pilot", "training", "trained", "feedback", "adopt", "champion", "parallel", "concern", "involv", "demo", "switch"},
		"describe how you brought reluctant people along: their concerns and what you changed because of them"},
	{"integrity", []string{"skip the", "asks you to record", "so the quarter looks", "without approval", "bend the rules", "unethical", "lost their", "early refill"},
		[]string{"refus", "policy", "standard", "escalat", "code", "complian", "document", "declin", "law", "regulat", "licen", "would not", "wouldn't", "won't", "can't", "cannot", "say no", "said no", "insurance", "prescriber", "misstat"},
		"state the rule or standard at stake, say no clearly and explain what you would do instead"},
	{"developing others", []string{"mentor", "junior", "struggl", "coach", "adapted a lesson", "grow significantly"},
		[]string{"coach", "explained", "practis", "practic", "feedback", "progress", "goal", "paired", "buddy", "assess", "one-on-one", "met him", "met her", "support"},
		"say what the person needed, what you did to help and how they progressed"},
	{"finding the cause", []string{"investigat", "how do you check", "look worse", "buy less", "does nothing", "keeps tripping", "troubleshoot", "debug", "bug", "track down", "noticed a change", "others had missed"},
		[]string{"compar", "segment", "reproduc", "logs", "isolat", "traced", "tracing", "root cause", "hypothes", "confirmed", "ruled out", "trend", "verif", "narrow", "checked", "measured", "pattern"},
		"walk through how you found the cause: what you checked, what you ruled out and what confirmed it"},
	{"catching an error", []string{"caught a", "caught an", "found an error", "catch an error", "spotted an error", "discrepanc", "before it reached"},
		[]string{"noticed", "didn't match", "did not match", "mismatch", "wrong", "double-check", "checked", "verif", "compar", "held", "stopped", "flagged", "corrected", "fixed", "identifier", "confirmed", "before"},
		"say what you noticed, how you checked it, who you told and how it was put right before it did harm"},
	{"measurement", []string{"metric", "measure", "kpi", "funnel", "forecast", "calculate", "sample size", "assessment data"},
		[]string{"rate", "conversion", "retention", "dashboard", "per ", "percent", "ratio", "average", "target", "baseline", "categor", "benchmark", "divided", "times", "score"},
		"name the measures you would use and how you would read them"},
	{"difficult conversations", []string{"sensitive", "employee relations", "wanted the data to say", "difficult conversation", "bad news", "pressure from", "disciplin", "grievance"},
		[]string{"privately", "one-on-one", "listened", "explained", "confidential", "options", "agreed", "alternative", "policy", "honest", "consent", "documented", "calm"},
		"say how you prepared the conversation, how you listened, and what you agreed"},
	{"evidence and research", []string{"survey", "interviews", "research", "precision", "recall", "accuracy", "bias", "evidence", "a/b test", "experiment"},
		[]string{"sample", "bias", "significan", "compar", "rubric", "threshold", "imbalanc", "qualitative", "quantitative", "metric", "validat", "hypothes", "control", "confidence"},
		"explain how you would know the result is real: the comparison, the sample and the biases"},
	{"budgeting", []string{"spend", "budget", "$", "cost"},
		[]string{"$", "budget", "offer", "track", "split", "per ", "held back", "channel", "cost", "return", "roi", "margin"},
		"show how you would split the money, why, and how you would track what it returns"},
	{"procedure", []string{"walk me through how", "what do you check", "checks do you make", "how do you perform", "how do you keep"},
		[]string{"checklist", "check", "record", "review", "verif", "document", "sign", "log", "inspect", "test", "reconcil", "order", "before"},
		"walk through the procedure in order, with the checks you make and what you record"},
	{"user problems", []string{"users", "cannot find", "usability", "confusing", "can't find"},
		[]string{"usability", "analytics", "participants", "prototype", "task", "label", "navigation", "research", "interview", "test", "sketch"},
		"say how you would find out what users actually do before changing the design, and how you would test the fix"},
	{"clinical care", []string{"patient", "medication", "insulin", "prescri", "dose", "drug", "clinical", "opioid"},
		[]string{"assess", "vital", "observation", "escalat", "doctor", "prescriber", "dose", "monitor", "document", "allerg", "saturation", "glucose", "counsel", "protocol", "policy", "chart", "baseline"},
		"describe your clinical checks, who you escalated to and what you documented"},
}

// conceptsFor returns the concepts a question asks for, as the scoring
// model reads them.
func conceptsFor(q *Question) []*concept {
	text := " " + strings.Join(tokens(strings.ToLower(q.Question+" "+q.Competency)), " ") + " "
	var out []*concept
	for i := range concepts {
		if hasWord(text, concepts[i].triggers) {
			out = append(out, &concepts[i])
		}
	}
	return out
}

// adviceTriggers narrow, for the advice only, the triggers of concepts
// whose model triggers also fire on wording that asks for something else:
// "how do you check figures" asks for a procedure, not for finding a
// cause; "mathematical accuracy" is not a study's evidence; "what does an
// index cost" is not a budget; "resolve a customer's problem quickly" is
// not learning something new; a "track circuit failure" or a "pump
// failure" is a fault to handle, not the candidate's own setback. The
// model keeps its own triggers (the
// fitted weights were learned with them); the tips use these.
var adviceTriggers = map[string][]string{
	"failure":               {"you failed", "your failure", "a failure of yours", "you fail", "mistake", "went wrong", "setback", "error you made", "let you down", "fell through", "did not go as", "didn't go as", "did not go well", "didn't go well", "fell short", "failed to", "you missed"},
	"finding the cause":     {"investigat", "look worse", "buy less", "does nothing", "keeps tripping", "troubleshoot", "debug", "bug", "track down", "noticed a change", "others had missed", "root cause"},
	"evidence and research": {"survey", "interviews", "research", "recall", "bias", "evidence", "a/b test", "experiment"},
	"budgeting":             {"spend", "budget", "$"},
	"learning":              {"learn something", "new skill", "unfamiliar", "learn quickly", "learn a new"},
	"customer care":         {"complain", "angry", "upset", "refund", "satisf", "unhappy", "customer service", "customer's problem", "billing error", "greet customer", "customer calls", "calls about", "never received", "demand"},
	"user problems":         {"cannot find", "can't find", "usability", "confusing"},
	"procedure":             {"walk me through how", "what do you check", "checks do you make", "checks you make", "walk me through your steps", "how do you perform", "checks", "inspection"},
}

// adviceConceptsFor returns the concepts the advice on an answer to q
// speaks of: those whose advice triggers the question's wording meets.
func adviceConceptsFor(q *Question) []*concept {
	text := " " + strings.Join(tokens(strings.ToLower(q.Question+" "+q.Competency)), " ") + " "
	var out []*concept
	for i := range concepts {
		triggers, ok := adviceTriggers[concepts[i].name]
		if !ok {
			triggers = concepts[i].triggers
		}
		if hasWord(text, triggers) {
			out = append(out, &concepts[i])
		}
	}
	return out
}

// showsConcept tells whether an answer (its kept words, joined with a
// space at each end) shows c: two distinct signs, more in a long answer.
func showsConcept(keptText string, nKept int, c *concept) bool {
	return countWords(keptText, c.evidence) >= max(2, nKept/40)
}

// questionBoilerplate are words of the interview format that say nothing
// about what a question asks for.
var questionBoilerplate = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`tell describe give example walk through time situation approach handle
		happened happen did do does would could example please explain think your you me us what which how why
		when where one some someone something thing things make made get got had need want like say said
		particularly really well also instead first next last new role job work worked working`) {
		questionBoilerplate[w] = true
	}
}

// contentStems returns the stems of the content words of tokens.
func contentStems(words []string) []string {
	var out []string
	for _, w := range words {
		if len(w) < 3 || stopwords[w] || questionBoilerplate[w] || isNumber(w) {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

func isNumber(w string) bool {
	for _, r := range w {
		if (r < '0' || r > '9') && r != '.' && r != ',' && r != '%' && r != '$' {
			return false
		}
	}
	return true
}

// stripCopies removes what an answer copies from the question: a leading
// "You asked: …" and every run of six or more words that the question has
// in the same order. It returns the words left and the share removed.
func stripCopies(answerWords, questionWords []string) ([]string, float64) {
	if len(answerWords) == 0 {
		return nil, 0
	}
	copied := make([]bool, len(answerWords))
	if len(answerWords) > 2 && answerWords[0] == "you" && (answerWords[1] == "asked" || answerWords[1] == "ask") {
		copied[0], copied[1] = true, true
	}
	const run = 6
	for i := 0; i+run <= len(answerWords); i++ {
		for j := 0; j+run <= len(questionWords); j++ {
			k := 0
			for i+k < len(answerWords) && j+k < len(questionWords) && answerWords[i+k] == questionWords[j+k] {
				k++
			}
			if k >= run {
				for x := i; x < i+k; x++ {
					copied[x] = true
				}
			}
		}
	}
	var out []string
	n := 0
	for i, w := range answerWords {
		if copied[i] {
			n++
			continue
		}
		out = append(out, w)
	}
	return out, float64(n) / float64(len(answerWords))
}

// keptWords are the words of an answer that are its own: its tokens
// without the runs it copies from the question (stripCopies), and the
// share removed.
func keptWords(answer, question string) ([]string, float64) {
	return stripCopies(tokens(strings.ToLower(strings.ReplaceAll(answer, "’", "'"))), tokens(strings.ToLower(question)))
}

// roleVocabulary is the stems of what an occupation does (its title,
// description, tasks and knowledge areas), or nil for an unknown role.
func roleVocabulary(jobTitle string) map[string]bool {
	key := strings.ToLower(strings.TrimSpace(jobTitle))
	if v, ok := roleVocab.Load(key); ok {
		return v.(map[string]bool)
	}
	o := occupationFor(jobTitle)
	if o == nil {
		roleVocab.Store(key, map[string]bool(nil))
		return nil
	}
	v := map[string]bool{}
	text := o.Title + " " + o.Description + " " + strings.Join(o.Tasks, " ") + " " + strings.Join(o.EmergingTasks, " ") + " " + strings.Join(o.Titles, " ")
	for _, k := range o.Knowledge {
		text += " " + k.Name
	}
	for _, t := range o.Tech {
		text += " " + t.Name
	}
	for _, s := range contentStems(tokens(strings.ToLower(text))) {
		v[s] = true
	}
	roleVocab.Store(key, v)
	return v
}

// stemIDF is the inverse document frequency of stems over the O*NET
// occupations: how specific a word is to a few kinds of work.
var stemIDF = sync.OnceValue(func() map[string]float64 {
	idf := map[string]float64{}
	c, err := catalog.Load()
	if err != nil {
		return idf
	}
	df := map[string]int{}
	for _, o := range c.Occupations {
		seen := map[string]bool{}
		for _, s := range contentStems(tokens(strings.ToLower(o.Title + " " + o.Description + " " + strings.Join(o.Tasks, " ")))) {
			if !seen[s] {
				seen[s] = true
				df[s]++
			}
		}
	}
	n := float64(len(c.Occupations))
	for s, d := range df {
		idf[s] = math.Log(n / float64(d))
	}
	return idf
})

func idfOf(s string) float64 {
	if v, ok := stemIDF()[s]; ok {
		return v
	}
	return 3 // a word no occupation uses: as specific as a rare one, not more
}

var (
	dontKnowRe = regexp.MustCompile(`\b(i don'?t know|i do not know|not sure|no idea|i'?ve never|i have never|never been in|never had that|haven'?t (run|done|had|dealt)|ask (someone|my|another|a more)|give the deal to|wait and see)\b`)
	// deflectRe are the words of an answer that hands the question to
	// someone else instead of answering it ("that's the foreman's call",
	// "above my pay grade", "I just do whatever he tells me", "I'd wait to
	// be told"), an evasion the rubric grades 1 like "I don't know".
	deflectRe = regexp.MustCompile(`\b(not (really )?(my|mine) (job|call|business|decision|problem|responsibility|department)|not mine to|not (really )?(the|a) [a-z]+'?s (call|job|decision)|(isn'?t|aren'?t) (really )?(a|the|my) [a-z]+'?s? (call|decision|job)|(is|'s|are) (really )?(the|our|my) [a-z]+( [a-z]+)?'s (job|call|decision|responsibility|problem)|(more|really) (of )?an? [a-z]+ thing|above my (pay grade|level|head)|(i just|i'?d just|i would just|i'?d probably just) (do|follow|wait|pass|hand|forward|send|call|build|post|run|cut|weld|dispense|go along|keep my head|buy|fix|learn|drive)|whatever (he|she|they|the [a-z]+|my [a-z]+|somebody|someone) (tells?|says?|decides?|gives?|sends?|offers?|hands?|shows?)|do what (i'?m|he|she|they) (told|tells?|says?)|let (him|her|them|the [a-z]+|my [a-z]+) (decide|handle|deal|defend|argue|sort)|wait (for|until) (their|his|her|somebody|someone)|wait to be told|leave (that|those|it) to|hand it (off|over) to|pass it to)\b`)
	// noExampleRe are the words of an answer that declines to give one:
	// no example comes to mind, it would rather not say, it never
	// happens, or it cannot say without more ("every case is different").
	noExampleRe = regexp.MustCompile(`\b(can'?t (really )?(think of|remember|recall)|couldn'?t (really )?(tell you|say)|don'?t (really )?(have|remember) (a|an|any) (good |specific |real )?(example|time)|i'?d rather not|i would rather not|i'?d prefer not|i don'?t think (i'?ve|i have|that would|anything)|never (really )?happens?|never happened|hasn'?t (really )?happened|wouldn'?t (really )?happen|hard to say|every [a-z]+ is different|i'?d (need|have) to (see|know|be|check|ask)|before i could (say|really))\b`)
	genericRe   = regexp.MustCompile(`\b(is key|is (very |really )?important|top priority|always|i believe|make sure|every (child|customer|patient)|best way|it depends|as a team|very useful|the truth|comes first|everyone|whatever)\b`)
	// generalRe are the phrases of a general statement rather than an
	// account of what was done: beliefs, maxims and filler.
	generalRe  = regexp.MustCompile(`\b(i believe|i am a (strong )?believer|i'?m a (strong )?believer|it is (very |really |always )?(important|essential|crucial|key|vital)|it'?s (very |really |always )?(important|essential|crucial|key|vital)|at the end of the day|in my experience|is one of the (most|hardest|best|biggest)|what matters (most )?is|part of the job|all the time|at the heart of|learning opportunity|keep improving|best practices?|no single right answer|depends on the (context|situation)|i always|i would say|overall|every (engineer|designer|manager|team|project|company)|closely with|make sure|the key is|the most important thing)\b`)
	firstActRe = regexp.MustCompile(`\bi (?:then |also |first |personally |quickly |immediately |finally )?([a-z]+ed|took|made|wrote|ran|led|built|told|met|sat|gave|went|got|set|put|chose|found|spoke|brought|kept|held|began|sent|paid|drove|saw|did|asked|rebuilt|caught|taught|began|won|cut|let|stayed|pulled|rang|thought|knew)\b`)
	pastRe     = regexp.MustCompile(`\b(was|were|had|did|[a-z]{3,}ed)\b`)
	planRe     = regexp.MustCompile(`\b(first|then|next|after that|afterwards|finally|start (by|with)|i'?d|i would|step|once|before|meanwhile|in parallel|while)\b`)
	priorityRe = regexp.MustCompile(`\b(priorit\w*|most important|urgent\w*|comes? first|matters? (most|more)|focus|rank\w*|before anything|the main|critical)\b`)
	peopleRe   = regexp.MustCompile(`\b(customers?|clients?|managers?|team|stakeholders?|colleagues?|patients?|family|famil(y|ies)|supervisors?|doctors?|prescribers?|legal|suppliers?|parents?|students?|buyers?|sponsors?|owners?|engineers?|users?|dispatch|front of house|counsel\w*|charge nurse|cfo|ceo|leadership|vp|hr|it|candidates?|rep(s)?|agents?|staff)\b`)
	tellRe     = regexp.MustCompile(`\b(tell|told|inform\w*|call\w*|brief\w*|talk\w*|meet|met|agree\w*|escalat\w*|explain\w*|ask\w*|update\w*|email\w*|contact\w*|involv\w*|consult\w*)\b`)
	riskRe     = regexp.MustCompile(`\b(risks?|if|in case|fallback|backup|otherwise|safety|safe|worst|avoid|could go wrong|trade-?offs?|concerns?|danger\w*|downside|unless|mitigat\w*|guardrail|protect\w*)\b`)
	reasonRe   = regexp.MustCompile(`\b(because|so that|which means|since|therefore|in order to|why|so i|so we|that way|this means|otherwise)\b`)
	tradeRe    = regexp.MustCompile(`\b(trade-?offs?|costs?|downside|however|but|at the expense|slower|faster|balance|versus|vs|whereas|depends|drawback|price|overhead|risk|limit\w*)\b`)
	altRe      = regexp.MustCompile(`\b(alternatives?|instead|options?|another way|rather than|compared|either|or else|other approach|different approach|choose between|prefer)\b`)
	stepRe     = regexp.MustCompile(`\b(first|then|next|check\w*|measur\w*|start (by|with)|test\w*|look at|compare|confirm|verif\w*|use|run|calculate|divide|multiply|set|record|review)\b`)
	defineRe   = regexp.MustCompile(`\b(is a|is the|are the|means|measures|consists of|works by|defined as|describes)\b`)
	exampleRe  = regexp.MustCompile(`\b(for example|such as|e\.g\.|for instance|say,|like a|imagine)\b`)
	properRe   = regexp.MustCompile(`[^.!?\s]\s+([A-Z][a-zA-Z]+|[A-Z]{2,})`)
)
