package ai

import (
	"math"
	"regexp"
)

// An answer that is good but answers another question often gives itself
// away by its kind, whatever its words: a story of what the candidate once
// did, told under a scenario that asks what they would do, or a showcase
// of an improvement they are proud of, told under a question that asks
// about an event of another kind (a drawer that did not balance, a deal
// that was lost). The writers of the evaluation sets did both when asked
// for a strong answer to a different question; their answers to the
// question asked almost never do.

// pastActRe is a sentence's account of what the speaker did: a first
// person (or a colleague) with a past verb within three words.
var pastActRe = regexp.MustCompile(`\b(i|we|he|she|they)\s+(?:[a-z']+\s+){0,2}?([a-z]{2,}ed|was|were|had|did|made|took|went|got|found|built|ran|set|led|wrote|told|gave|kept|sat|met|brought|put|cut|caught|saw|felt|paid|sent|spent|thought|knew|lost|won|began|chose|drove|came|left|heard|held|stood|taught|bought|sold|grew|became|fell)\b`)

// modalRe is a sentence's plan or rule: what the speaker would, will or
// should do.
var modalRe = regexp.MustCompile(`\b(would|will|going to|should|could|can|need to|want to|have to|must)\b|\b(i|we|you|they)'(d|ll)\b`)

// wordySentences are an answer's sentences of three words or more.
func wordySentences(lower string) []string {
	var out []string
	for _, s := range sentenceRe.Split(lower, -1) {
		if len(wordRe.FindAllString(s, 4)) >= 3 {
			out = append(out, s)
		}
	}
	return out
}

// sentenceShare is the share of an answer's sentences (of three words or
// more) that keep holds for.
func sentenceShare(lower string, keep func(sentence string) bool) float64 {
	ss := wordySentences(lower)
	var kept float64
	for _, s := range ss {
		if keep(s) {
			kept++
		}
	}
	return kept / math.Max(1, float64(len(ss)))
}

// pastStoryShare is the share of an answer's sentences that tell what was
// done, with no plan or rule in them.
func pastStoryShare(lower string) float64 {
	return sentenceShare(lower, func(s string) bool { return pastActRe.MatchString(s) && !modalRe.MatchString(s) })
}

// sameSituationRe is a story told as the scenario asked about: "I dealt
// with almost exactly this", "I faced this situation", "a very similar
// case". Such a story answers the scenario and is no misfit.
var sameSituationRe = regexp.MustCompile(`\b(faced|had|handled|dealt with|seen|been in|was in|were in) (almost |nearly )?(exactly|just) (this|that)\b|\b(exactly|just) like (this|that)\b|\b(this|that|the same|a similar|a very similar|a comparable|almost the same) (situation|case|problem|scenario|thing|issue|setup)\b|\bsomething (very |quite )?similar\b|\bthis (has )?happened\b|\bhappened to me\b|\bi'?ve (seen|had|faced|been in|handled|dealt with) (this|that|it|one like)\b`)

// storyNotAsked is the share of an answer's sentences that tell a past
// story when its question asks for a plan or a method (not a story), and
// the answer does not say it is the same situation; 0 otherwise.
func storyNotAsked(lower string, yard yardstick, question string) float64 {
	if yard == behavioural || storyQuestionRe.MatchString(question) || sameSituationRe.MatchString(lower) {
		return 0
	}
	return pastStoryShare(lower)
}

// planNotAsked is, under a question that asks for a story, the share of
// the answer's sentences that say what would, will or should be done, with
// nothing done in them: a plan or a rule where the question asks what
// happened; 0 under other questions.
func planNotAsked(lower, question string) float64 {
	if !storyQuestionRe.MatchString(question) {
		return 0
	}
	if ss := wordySentences(lower); len(ss) > 0 && routineOpenRe.MatchString(ss[0]) {
		return 1
	}
	return sentenceShare(lower, func(s string) bool {
		return (modalRe.MatchString(s) || habitRe.MatchString(s)) && !pastActRe.MatchString(s)
	})
}

// routineOpenRe is an opening that announces a method or a routine:
// "The way I run a deep-cleaning programme is…", "My way of writing a
// description script is always the same", "My method for a concert day
// is the same every time". Under a question that asks what happened
// once, such an answer tells how the work is always done, whatever past
// figures it closes on; no answer of the writers' to such a question
// opened this way unless it answered another question.
var routineOpenRe = regexp.MustCompile(`^\s*(?:so,? )?(?:the way (?:i|we) [a-z]+\b|(?:my|our) (?:way|method|approach|routine|process|system|rule)(?: of| for| to| with| when)?\b[^.]{0,60}?\b(?:is|are|starts|begins|has)\b)|\b(?:is|are) (?:always |exactly |pretty much |much )?the same (?:every|each) (?:time|day|week|job)\b|\bis always the same\b`)

// habitRe is a sentence's account of what the speaker does as a rule, in
// the present: "When I set up a new item, I treat the data as…", "First
// I explain what the register offers", "My approach … starts three
// months before". Under a question that asks what happened once, a
// method told this way answers another question as a plan does. Verbs
// whose past is the same word (set, put, cut, read) are left out.
var habitRe = regexp.MustCompile(`\b(i|we) (?:always |usually |normally |generally |typically |then |first |also |still )?(check|start|pull|treat|explain|get|record|agree|pick|walk|work|build|ask|run|make|use|take|look|send|confirm|call|keep|review|go|write|give|follow|plan|test|log|book|tell|open|load|prepare|handle|begin|map|measure|track|fit|form|describe|invite|meet|share|document|compare|escalate|flag|update|note|visit|sit|talk|phone|print|sign|lock|isolate|verify|inspect|apply|brief|train|split|list)\b|\b(my|our) (approach|method|process|routine|day|rule|system) (to [a-z ]+ )?(is|starts|begins|follows|has)\b|\bthe way (i|we) (handle|approach|do|run|manage|deal with)\b`)

// showcaseRe is how an answer opens when it shows off an achievement,
// an improvement or a record: "the one I'm proudest of", "when I took
// over, schedule compliance was around 55 percent", "first bags were
// reaching the carousel about twenty-two minutes after block-in", "last
// spring I designed…", "last year I closed 142% of quota", "my core
// stack is…".
var showcaseRe = regexp.MustCompile(`(proudest|proud of|biggest (achievement|win|accomplishment)|achievement i|accomplishment i|when i (took over|joined|inherited|started at|started in|took on)|\bi inherited\b|had (sat|been sitting|hovered) (at|around)|compliance was|last (fiscal )?year i (closed|grew|cut|built|designed|led|ran|rolled|launched|reduced|increased|doubled)|i (realized|realised) (that )?(a lot of|most of|many of)|\bi noticed (that )?(we|our|people|most|many|a lot|every|nobody|no one)\b)` +
	`|\b(was|were) (taking|running|reaching|averaging|sitting|hovering|getting|losing|spending)\b[^.]{0,40}?\b(about|around|roughly|nearly|over|under|almost|more than|only)?\s*(?:[0-9][0-9,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\s*(percent|%|days|minutes|hours|weeks|a month|a week)\b` +
	`|\blast (spring|summer|fall|autumn|winter|quarter|month|year) (i|we) (designed|built|grew|launched|rolled out|set up|created|introduced|redesigned|rebuilt|automated|reduced|cut)\b` +
	`|\bi'?m (a )?(certified|pmp|licensed)\b|\bmy (core |tech |technical )?(stack|toolkit) is\b|\byears of experience\b`)

// improvementAskedRe is a question that asks for such a showcase, or for
// a story that starts in a new job.
var improvementAskedRe = regexp.MustCompile(`(improv|proud|achiev|accomplish|initiative|better|efficien|process|streamlin|success|innovat|idea|took over|joined|inherit|new role|first (90|ninety|few)|learn (a|the|something|new|how|to)|learned? quickly|quickly learn|new (job|product|industry|team|company|role|system|tool)|start|experience|qualif|certif|background|tools?\b|stack|skills?\b)`)

// showcase is 1 when an answer's first two sentences show off an
// achievement or an improvement and the question asks for neither.
func showcase(lower, question string) float64 {
	if improvementAskedRe.MatchString(question) {
		return 0
	}
	ends := sentenceRe.FindAllStringIndex(lower, 2)
	head := lower
	if len(ends) == 2 {
		head = lower[:ends[1][0]]
	}
	if showcaseRe.MatchString(head) {
		return 1
	}
	return 0
}

// frameRe is an answer's opening that sets up a case of its own: "For a
// new flavour launch, I'd…", "When I check load restraint on a
// flat-top…", "If a surgeon asked me to…", "The scenario I plan hardest
// for is…". The frame is what follows, up to a comma, a stop or the
// speaker's main clause.
var frameRe = regexp.MustCompile(`^\s*(?:so,? )?(?:for (?:a|an|any|every|each|our|planned|scheduled|routine)\b|if\b|when\b|whenever\b|with (?:a|an|the|any)\b|on (?:a|an|any|every)\b|in (?:a|an|any)\b|the (?:scenario|situation|case|way|approach|project|problem|one)\b|my (?:approach|method|process|plan)\b|to\b)((?:\s+i\b)?[^,.;:]*?)(?:[,.;:]|\s(?:i|i'd|i'll|we|we'd|my)\s|$)`)

// firstPersonRe is a speaker's own voice.
var firstPersonRe = regexp.MustCompile(`\b(i|i'd|i'll|i'm|i've|we|we'd|my|our)\b`)

// ownScenario is 1 when, under a question that sets out a case or asks
// how something is done (not for a story), the answer opens in its own
// voice on a case of its own: a frame (frameRe) of two content words or
// more, under a third of them the question's or close to them. Answers
// to the case asked open on it or on what they would do first.
func ownScenario(lower string, yard yardstick, question string, qWords []string, qStems map[string]bool) float64 {
	if yard == behavioural || storyQuestionRe.MatchString(question) {
		return 0
	}
	ss := wordySentences(lower)
	if len(ss) == 0 || !firstPersonRe.MatchString(ss[0]) {
		return 0
	}
	m := frameRe.FindStringSubmatch(ss[0])
	if m == nil {
		return 0
	}
	stems := contentStems(tokens(m[1]))
	if len(stems) < 2 {
		return 0
	}
	on := 0
	for _, a := range stems {
		if nearQuestion(a, qStems) {
			on++
		}
	}
	if 3*on < len(stems) {
		return 1
	}
	return 0
}
