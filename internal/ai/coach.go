package ai

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// This file reads an answer the way an interviewer would: against what the
// question asks for (its competency and the evidence a good answer gives),
// with the yardstick of its kind (a behavioural story, a situational plan,
// a technical explanation), and without crediting text that only copies
// the question or repeats its words.

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
	// elsewhere: the scorer read a good answer as an answer to another
	// question (scorerModel.judge); set by EvaluateAdvanced.
	elsewhere bool
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
	"termList", "generalTalk", "scenarioStory", "showcase", "planNotAsked",
	"ownScenario",
}

// Indexes of coachFeatures.vals used by the feedback.
const (
	fvCopied        = 11
	fvRepetition    = 12
	fvNumbers       = 14
	fvDontKnow      = 15
	fvDiversity     = 13
	fvCoverClose    = 1
	fvConcepts      = 3
	fvKeyTerms      = 7
	fvYardstick     = 18
	fvRoleWork      = 23
	fvScenarioStory = 58
	fvShowcase      = 59
	fvPlanNotAsked  = 60
	fvOwnScenario   = 61
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
			on = extra[a] || nearQuestion(a, qStems)
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
	// answer that says "I'd ask my supervisor" on the way is not one. An
	// evasion is also an answer that hands the question to someone else
	// or declines to give an example (deflectRe, noExampleRe).
	evades := func(s string) bool {
		return dontKnowRe.MatchString(s) || deflectRe.MatchString(s) || noExampleRe.MatchString(s)
	}
	dk := 0.0
	if evades(keptText) {
		var said, all float64
		for _, sent := range sentenceRe.Split(lower, -1) {
			if strings.TrimSpace(sent) == "" {
				continue
			}
			all++
			if evades(sent) {
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
	terms := termList(answer)
	talk := generalTalk(lower)
	lowerQ := strings.ToLower(q.Question)
	scenarioStory, shows, plan := storyNotAsked(lower, cf.yard, lowerQ), showcase(lower, lowerQ), planNotAsked(lower, lowerQ)
	own := ownScenario(lower, cf.yard, lowerQ, qWords, qStems)

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
		float64(cf.yard), flags[0], flags[1], flags[2], flags[3], flags[4], resultFigure, learned, concreteDensity, actionDensity, terms, talk, scenarioStory, shows, plan, own}
	// Rounded, so that sums taken in map order (whose last bits vary from
	// run to run) give the same values and the same fitted trees.
	for i, v := range cf.vals {
		cf.vals[i] = round6(v)
	}
	return cf
}

// nearQuestion tells whether an answer's stem is one of the question's
// stems or close to one in meaning.
func nearQuestion(a string, qStems map[string]bool) bool {
	if qStems[a] {
		return true
	}
	for k := range qStems {
		if closeTo(k, a) {
			return true
		}
	}
	return false
}

// listSegmentRe splits an answer into the pieces between punctuation.
var listSegmentRe = regexp.MustCompile(`[,;:.!?\n]+`)

// personRe is a pronoun: a piece of an answer that has one is told by
// someone, not listed.
var personRe = regexp.MustCompile(`\b(i|we|my|our|me|us|i'?d|i'?m|i'?ve|you|he|she|they)\b`)

// termList is the share of an answer's words in short pieces with no
// pronoun: a list of terms ("De-escalation, municipal code, due process,
// …") rather than an account of what was done. Keyword lists are graded
// 1 whatever their terms; prose has a few such pieces, in enumerations.
func termList(answer string) float64 {
	var all, listed float64
	for _, seg := range listSegmentRe.Split(strings.ToLower(strings.ReplaceAll(answer, "’", "'")), -1) {
		n := float64(len(strings.Fields(seg)))
		all += n
		if n > 0 && n <= 4 && !personRe.MatchString(seg) {
			listed += n
		}
	}
	return listed / math.Max(1, all)
}

// talkRe are the words of talk about a topic in general: opinions,
// intensifiers and general subjects ("I think communication is honestly
// one of the most underrated skills", "people always…").
var talkRe = regexp.MustCompile(`\b(i think|i believe|i feel|in my opinion|honestly|to be honest|really|very|so important|one of the (most|biggest|hardest|best)|always|every(one|body|thing)?|people|a lot of|you (have|need|want|can|should)|it'?s (all )?about|the key|important|crucial|essential|of course|obviously|in general|generally|at the end of the day|i would say|i'?d say)\b`)

// ownStepRe is what a sentence that reports or plans the candidate's own
// work has: an action told in the first person, or a step.
var ownStepRe = regexp.MustCompile(`\b(i|we) (?:then |also |first |personally |quickly |immediately |finally |just )?([a-z]+ed|took|made|wrote|ran|led|built|told|met|sat|gave|went|got|set|put|chose|found|spoke|brought|kept|held|began|sent|paid|drove|saw|did|asked|rebuilt|caught|taught|won|cut|let|stayed|pulled|rang|thought|knew|had|was|were)\b|\b(i'?d|i would|i will|i'?ll|first|then|next|step)\b`)

// generalTalk is the share of an answer's sentences (of three words or
// more) that talk about the topic in general: a sign of talk (talkRe),
// and no action or step of the candidate's own and no figure. A long,
// fluent answer that never says what was done is graded weak however
// well it reads; the rambles the writers graded 2 have most of their
// sentences so, their excellent answers almost none.
func generalTalk(lower string) float64 {
	var all, talk float64
	for _, s := range sentenceRe.Split(lower, -1) {
		if len(strings.Fields(s)) < 3 {
			continue
		}
		all++
		if talkRe.MatchString(s) && !ownStepRe.MatchString(s) && !strings.ContainsAny(s, "0123456789") {
			talk++
		}
	}
	return talk / math.Max(1, all)
}
