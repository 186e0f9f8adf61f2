package ai

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// This file reads an answer the way an interviewer would: against what the
// question asks for (its competency and the evidence a good answer gives),
// with the yardstick of its kind (a behavioural story, a situational plan,
// a technical explanation), and without crediting text that only copies
// the question or repeats its words.

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
	{"finding the cause", []string{"investigat", "how do you check", "look worse", "buy less", "does nothing", "keeps tripping", "troubleshoot", "debug", "bug", "track down", "found an error", "caught a", "noticed a change", "others had missed"},
		[]string{"compar", "segment", "reproduc", "logs", "isolat", "traced", "tracing", "root cause", "hypothes", "confirmed", "ruled out", "trend", "verif", "narrow", "checked", "measured", "pattern"},
		"walk through how you found the cause: what you checked, what you ruled out and what confirmed it"},
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
	{"user problems", []string{"users", "cannot find", "usability", "confus", "can't find"},
		[]string{"usability", "analytics", "participants", "prototype", "task", "label", "navigation", "research", "interview", "test", "sketch"},
		"say how you would find out what users actually do before changing the design, and how you would test the fix"},
	{"clinical care", []string{"patient", "medication", "insulin", "prescri", "dose", "drug", "clinical", "opioid"},
		[]string{"assess", "vital", "observation", "escalat", "doctor", "prescriber", "dose", "monitor", "document", "allerg", "saturation", "glucose", "counsel", "protocol", "policy"},
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
// not learning something new. The model keeps its own triggers (the
// fitted weights were learned with them); the tips use these.
var adviceTriggers = map[string][]string{
	"finding the cause":     {"investigat", "look worse", "buy less", "does nothing", "keeps tripping", "troubleshoot", "debug", "bug", "track down", "found an error", "caught a", "noticed a change", "others had missed", "root cause"},
	"evidence and research": {"survey", "interviews", "research", "recall", "bias", "evidence", "a/b test", "experiment"},
	"budgeting":             {"spend", "budget", "$"},
	"learning":              {"learn something", "new skill", "unfamiliar", "learn quickly", "learn a new"},
	"customer care":         {"complain", "angry", "upset", "refund", "satisf", "unhappy", "customer service", "customer's problem", "billing error", "greet customer", "customer calls", "calls about", "never received", "demand"},
	"user problems":         {"cannot find", "can't find", "usability", "confus"},
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
	genericRe  = regexp.MustCompile(`\b(is key|is (very |really )?important|top priority|always|i believe|make sure|every (child|customer|patient)|best way|it depends|as a team|very useful|the truth|comes first|everyone|whatever)\b`)
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

// coachFeatures are what the fitted model reads; see featureNames.
type coachFeatures struct {
	vals      []float64
	kept      []string // answer words after removing copies of the question
	missing   []string // advice for the parts this answer lacks
	present   []string // the parts of its yardstick it has
	conceptOK []string // concepts the answer shows
	conceptNo []*concept
	yard      yardstick
	relevance float64 // 0-1, question-aware relevance by meaning
	// topical is relevance before an "I don't know" or a numbers-only
	// answer sets it to 0 and before repeating the question's words
	// lowers it: whether the answer's own words are about the question
	// (stuffing and copying have their own advice).
	topical float64
	// The concepts the advice speaks of (adviceConceptsFor): shown by the
	// answer, and lacking.
	adviceOK []string
	adviceNo []*concept
	// restated: the answer opened with or repeated the question, which
	// was removed before it was read (withoutRestated).
	restated bool
	// asked are the competencies the question asks for
	// (questionCompetencies) and compProbs what the answer shows of each
	// (answerCompetency; nil without a classifier).
	asked     []int
	compProbs []float64
}

// featureNames name the model's inputs in order.
var featureNames = []string{
	"coverLiteral", "coverClose", "coverRelated", "concepts", "onTopicWords", "onTopicShare", "domain",
	"keyTerms", "sentencesOnTopic", "storyFit", "evidence",
	"copied", "repetition", "diversity", "numbersOnly", "dontKnow", "length", "short", "yardstick",
	"specificity", "actions", "generic", "hedges",
	"roleWork", "questionWork", "detail", "reasons",
	"relevance×yardstick", "relevance×specificity", "relevance×length", "relevance×onTopicWords", "relevance×actions",
	"general", "offConcept",
	"vecSim", "vecNew", "vecRank", "vecRole", "vecCover", "vecSentences",
	"compAsked", "compOther", "compMargin", "compSpecific", "cueAsked", "cueOther",
	"yardType", "part1", "part2", "part3", "part4", "part5", "resultFigure", "learned", "concreteDensity", "actionDensity",
}

// Indexes of coachFeatures.vals used by the feedback.
const (
	fvCopied     = 11
	fvRepetition = 12
	fvNumbers    = 14
	fvDontKnow   = 15
	fvDiversity  = 13
	fvYardstick  = 18
)

// readAnswer computes the model's features of answer to q for the role.
// Words copied from the question are removed first, and the question's
// own words count once however often they are repeated, so neither
// earns anything.
func readAnswer(answer string, q *Question, interviewType, jobTitle string, f features) coachFeatures {
	var cf coachFeatures
	cf.yard = yardstickOf(interviewType, q.Question)
	lower := strings.ToLower(strings.ReplaceAll(answer, "’", "'"))
	qWords := tokens(strings.ToLower(q.Question))
	kept, copied := keptWords(answer, q.Question)
	cf.kept = kept
	keptText := " " + strings.Join(kept, " ") + " "

	// What the question asks about: its content words, and its competency
	// and keywords where the bank gives them.
	qStems := map[string]bool{}
	for _, s := range contentStems(qWords) {
		qStems[s] = true
	}
	extra := map[string]bool{}
	for _, s := range contentStems(tokens(strings.ToLower(q.Competency + " " + strings.Join(q.Keywords, " ")))) {
		if !qStems[s] {
			extra[s] = true
		}
	}
	aStems := contentStems(kept)
	aSet := map[string]bool{}
	for _, s := range aStems {
		aSet[s] = true
	}

	// The concepts the question asks for, and whether the answer shows them
	// (two distinct signs each).
	cs := conceptsFor(q)
	shown := 0.0
	for _, c := range cs {
		if showsConcept(keptText, len(kept), c) {
			shown++
			cf.conceptOK = append(cf.conceptOK, c.name)
		} else {
			cf.conceptNo = append(cf.conceptNo, c)
		}
	}
	for _, c := range adviceConceptsFor(q) {
		if showsConcept(keptText, len(kept), c) {
			cf.adviceOK = append(cf.adviceOK, c.name)
		} else {
			cf.adviceNo = append(cf.adviceNo, c)
		}
	}
	// Another question's concept: how much more the answer shows a
	// competency this question does not ask for than the ones it does
	// (a failure story told under a question on a landing page).
	var askedSigns, otherSigns int
	for i := range concepts {
		n := countWords(keptText, concepts[i].evidence)
		if slices.Contains(cs, &concepts[i]) {
			askedSigns = max(askedSigns, n)
		} else {
			otherSigns = max(otherSigns, n)
		}
	}
	offConcept := math.Max(0, math.Min(1, float64(otherSigns-askedSigns)/4))
	conceptShare := 0.5
	if len(cs) > 0 {
		conceptShare = shown / float64(len(cs))
	}

	// A question word that names a concept the answer shows is covered by
	// meaning ("failed" by a story of a mistake that went wrong).
	conceptCovers := func(s string) bool {
		for _, c := range cs {
			if !slices.Contains(cf.conceptOK, c.name) {
				continue
			}
			for _, tr := range c.triggers {
				if strings.HasPrefix(s, strings.Fields(tr)[0]) || strings.HasPrefix(strings.Fields(tr)[0], s) {
					return true
				}
			}
		}
		return false
	}

	// Coverage of the question's content words: literally, by a close
	// meaning (a synonym or derived form) and by a related one.
	weight := func(s string) float64 { return math.Pow(math.Max(0.3, math.Min(5, idfOf(s))), 1.5) }
	var lit, cls, rel, total float64
	for s := range qStems {
		w := weight(s)
		total += w
		switch {
		case conceptCovers(s):
			cls += w
			rel += w
			continue
		case aSet[s]:
			lit += w
			cls += w
			rel += w
			continue
		}
		for a := range aSet {
			if closeTo(s, a) {
				cls += w
				rel += w
				break
			}
		}
	}
	for s := range qStems {
		if aSet[s] || conceptCovers(s) {
			continue
		}
		for a := range aSet {
			if !closeTo(s, a) && related(s, a) {
				rel += 0.5 * weight(s)
				break
			}
		}
	}
	total = math.Max(1, total)
	coverLit, coverClose, coverRel := lit/total, math.Min(1, cls/total), math.Min(1, rel/total)

	// The answer's own words (not the question's): how many are about the
	// question (related in meaning, specific to the role's work, or signs
	// of the concepts asked for), and what share of them.
	role := roleVocabulary(jobTitle)
	var newOn, newAll, domIn, domAll float64
	for a := range aSet {
		if qStems[a] {
			continue
		}
		newAll++
		on := extra[a]
		for s := range qStems {
			if on {
				break
			}
			on = closeTo(s, a)
		}
		if !on && role != nil && role[a] && idfOf(a) >= 1.5 {
			on = true
		}
		if on {
			newOn++
		}
		if role != nil {
			w := math.Min(4, idfOf(a))
			domAll += w
			if role[a] {
				domIn += w
			}
		}
	}
	onWords := math.Min(1, math.Log1p(newOn)/math.Log(30))
	onShare := newOn / math.Max(3, newAll)
	domain := 0.3 // unknown role: neutral
	if role != nil {
		domain = domIn / math.Max(1, domAll)
	}

	// Key terms: the two most specific words of the question, met by the
	// answer in the same or a close meaning.
	var keys []string
	for s := range qStems {
		keys = append(keys, s)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if d := idfOf(b) - idfOf(a); d != 0 {
			return int(math.Copysign(1, d))
		}
		return strings.Compare(a, b)
	})
	keyTerms := 0.0
	for _, k := range keys[:min(2, len(keys))] {
		for a := range aSet {
			if closeTo(k, a) {
				keyTerms += 0.5
				break
			}
		}
	}
	if len(keys) == 1 {
		keyTerms *= 2
	}

	// The share of the answer's sentences that touch the question: a word
	// of it (or close to one), or a sign of a concept it asks for; and, of
	// those of four words or more, the share close to it in meaning (word
	// vectors).
	var sentOn, sentAll, vSentOn, vSentAll float64
	var evidence []string
	for _, c := range cs {
		evidence = append(evidence, c.evidence...)
	}
	qMeaning := questionMeaning(q)
	for _, sent := range sentenceRe.Split(lower, -1) {
		words, _ := stripCopies(tokens(sent), qWords)
		if len(words) < 3 {
			continue
		}
		if len(words) >= 4 {
			vSentAll++
			if dot(meaning(words), qMeaning) >= 0.5 {
				vSentOn++
			}
		}
		sentAll++
		on := hasWord(" "+strings.Join(words, " ")+" ", evidence)
		for _, a := range contentStems(words) {
			if on {
				break
			}
			if qStems[a] || extra[a] {
				on = true
				break
			}
			for k := range qStems {
				if closeTo(k, a) {
					on = true
					break
				}
			}
		}
		if on {
			sentOn++
		}
	}
	sentencesOnTopic := sentOn / math.Max(1, sentAll)
	vecSentences := vSentOn / math.Max(1, vSentAll)

	// A behavioural question wants a story from the past: past-tense verbs
	// and first-person actions. Other questions take a plan, an explanation
	// or a story alike.
	storyFit := 1.0
	if cf.yard == behavioural {
		storyFit = math.Min(1, float64(len(pastRe.FindAllString(keptText, -1)))/6)
	}

	// Evidence: the share of what a good answer names (the question's
	// keywords in the bank), met in the same or a close meaning.
	evidenceShare := 0.5
	if q.ID != "" && len(q.Keywords) > 0 { // a question Stride wrote, with its evidence
		met := 0.0
		for _, k := range q.Keywords {
			for _, ks := range contentStems(tokens(strings.ToLower(k))) {
				hit := false
				for a := range aSet {
					if closeTo(ks, a) {
						hit = true
						break
					}
				}
				if hit {
					met++
					break
				}
			}
		}
		evidenceShare = met / float64(len(q.Keywords))
	}

	// Repetition of the question's words and the variety of the rest.
	rep := 0.0
	for _, s := range aStems {
		if qStems[s] {
			rep++
		}
	}
	rep /= math.Max(1, float64(len(aStems)))
	diversity := float64(len(aSet)) / math.Max(1, float64(len(aStems)))
	if len(aStems) < 5 {
		diversity = 0.5
	}
	nums := 0.0
	for _, w := range kept {
		if strings.ContainsAny(w, "0123456789") {
			nums++
		}
	}
	numOnly := nums / math.Max(1, float64(len(kept)))
	n := float64(len(kept))
	// "I don't know" counts when the answer is mostly an evasion: a short
	// answer that says it, or one where half the sentences do. A good
	// answer that says "I'd ask my supervisor" on the way is not one.
	dk := 0.0
	if dontKnowRe.MatchString(keptText) {
		var said, all float64
		for _, sent := range sentenceRe.Split(lower, -1) {
			if strings.TrimSpace(sent) == "" {
				continue
			}
			all++
			if dontKnowRe.MatchString(sent) {
				said++
			}
		}
		if n < 40 || 2*said >= all {
			dk = 1
		}
	}
	length := math.Min(1, math.Log1p(n)/math.Log(200))
	short := 0.0
	if n < 25 {
		short = 1
	}

	yard, missing, present := yardstickParts(cf.yard, keptText, f)
	cf.missing, cf.present = missing, present
	spec := math.Min(1, 0.2*float64(len(f.numbers))+0.15*float64(len(f.tools))+0.05*float64(len(properRe.FindAllString(answer, -1))))
	actions := math.Min(1, float64(len(firstActRe.FindAllString(keptText, -1)))/4)
	generic := math.Min(1, float64(len(genericRe.FindAllString(keptText, -1)))/math.Max(1, n/25))
	hedges := math.Min(1, float64(len(f.hedges)+len(f.fillers))/math.Max(1, n/40))

	// General statements: the share of the answer's sentences that state
	// a belief, a maxim or filler ("I believe in transparent
	// communication", "at the end of the day") rather than say what was
	// done. Fluent generic answers are made of them.
	var generalN, sentN float64
	for _, sent := range sentenceRe.Split(lower, -1) {
		words := tokens(sent)
		if len(words) < 4 {
			continue
		}
		sentN++
		if generalRe.MatchString(" " + strings.Join(words, " ") + " ") {
			generalN++
		}
	}
	general := generalN / math.Max(1, sentN)

	// Detail: the distinct specific words of the answer (words few
	// occupations use), and the reasons it gives.
	specific := 0.0
	for a := range aSet {
		if idfOf(a) >= 2.5 {
			specific++
		}
	}
	detail := math.Min(1, math.Log1p(specific)/math.Log(40))
	reasons := math.Min(1, float64(len(reasonRe.FindAllString(keptText, -1)))/3)
	answerBag := bagOf(strings.Join(kept, " "))
	roleW, questionW := roleWork(answerBag, jobTitle), questionWork(answerBag, q)

	// The same by meaning (word vectors): how close the answer's words
	// are to what the question asks, its own words counted once; the
	// answer's words that are not the question's; how the question ranks
	// among its siblings and the role among all occupations by the
	// answer's meaning; and how far each word of the question is met
	// (vecSentences is read with the sentences above).
	var newWords []string
	for _, w := range kept {
		if !qStems[stem(w)] {
			newWords = append(newWords, w)
		}
	}
	aMeaning := meaning(kept)
	vecSim := math.Max(0, dot(aMeaning, qMeaning))
	vecNew := math.Max(0, dot(meaning(newWords), qMeaning))
	vecRank := questionMeaningRank(aMeaning, q)
	vecRole := roleMeaningRank(aMeaning, jobTitle)
	vecCover := softCover(tokens(strings.ToLower(q.Question+" "+q.task)), kept)

	// What the answer shows against what the question asks for, by
	// competency (competency.go).
	cf.asked = questionCompetencies(q.Question)
	cf.compProbs = answerCompetency(kept, q.Question)
	compAsked, compOther, compSpecific := competencyFit(cf.compProbs, cf.asked)

	// The same by the words a question asking for each competency uses.
	cues := competencyCues(strings.Join(kept, " "))
	var cueAsked, cueOther float64
	for c, x := range cues {
		if slices.Contains(cf.asked, c) {
			cueAsked = math.Max(cueAsked, x)
		} else {
			cueOther = math.Max(cueOther, x)
		}
	}

	// The parts of the rubric, one by one and per word (so that a concise
	// answer with all of them is not outweighed by a long one without):
	// the parts of the question's yardstick, a result with a measured
	// figure, a lesson learned, concrete details and own actions per
	// sentence.
	var flags [5]float64
	for i, ok := range yardstickFlags(cf.yard, keptText, f) {
		if ok {
			flags[i] = 1
		}
	}
	resultFigure := 0.0
	for _, sent := range sentenceRe.Split(answer, -1) {
		if hasResult(" "+strings.ToLower(sent)+" ") && measuredFigureRe.MatchString(sent) {
			resultFigure = 1
			break
		}
	}
	learned := 0.0
	if learnedRe.MatchString(keptText) {
		learned = 1
	}
	concreteDensity := math.Min(3, float64(len(f.impact)+len(f.tools)+len(properRe.FindAllString(answer, -1)))/math.Max(1, n/50)) / 3
	actionDensity := math.Min(1, float64(len(firstActRe.FindAllString(keptText, -1)))/math.Max(1, float64(f.sentences)))

	cf.relevance = math.Min(1, 1.5*coverClose+0.5*(coverRel-coverClose)+0.2*conceptShare)
	cf.topical = cf.relevance
	if len(aStems) == 0 {
		cf.topical = 0
	}
	if len(aStems) == 0 || numOnly >= 0.25 || dk > 0 {
		cf.relevance = 0
	}
	cf.relevance *= 1 - math.Min(1, 2*rep*(1-diversity+0.5))
	cf.vals = []float64{coverLit, coverClose, coverRel, conceptShare, onWords, onShare, domain,
		keyTerms, sentencesOnTopic, storyFit, evidenceShare,
		copied, rep, diversity, numOnly, dk, length, short, yard,
		spec, actions, generic, hedges,
		roleW, questionW, detail, reasons,
		cf.relevance * yard, cf.relevance * spec, cf.relevance * length, cf.relevance * onWords, cf.relevance * actions,
		general, offConcept,
		vecSim, vecNew, vecRank, vecRole, vecCover, vecSentences,
		compAsked, compOther, compOther - compAsked, compSpecific, cueAsked, cueOther,
		float64(cf.yard), flags[0], flags[1], flags[2], flags[3], flags[4], resultFigure, learned, concreteDensity, actionDensity}
	// Rounded, so that sums taken in map order (whose last bits vary from
	// run to run) give the same values and the same fitted trees.
	for i, v := range cf.vals {
		cf.vals[i] = round6(v)
	}
	return cf
}

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
		ps = []part{
			{star[0], "Set the scene: one sentence on where you were and what was at stake (situation and task).", "the situation"},
			{star[1], "Say what you did yourself, step by step, with \"I\" rather than \"we\" (action).", "your own actions"},
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

// hasResult tells whether a sentence (lower case, a space at each end)
// states a result.
func hasResult(sent string) bool { return has(sent, resultCues) }

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
