package ai

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Answers to "tell us about a time…" questions: Stride reads what the
// question asks for (its competency), picks the one experience of the
// resume that shows it, a specific time rather than a routine duty, and
// tells it as one first-person STAR story with its figures.

// competency is a kind of question: the words that ask for it, the words
// a story that shows it uses, the task it sets and the strength it shows.
type competency struct {
	ask, show []string
	task      string
	strength  string
}

var competencies = []competency{
	{ask: []string{"data", "metric", "numbers", "analys", "analyz", "evidence", "insight"},
		show: []string{"data", "metric", "analys", "analyz", "dashboard", "report", "trend", "test", "experiment", "scores", "survey", "found", "showed"},
		task: "I needed to decide on the evidence rather than on instinct.", strength: "evidence-led judgement"},
	{ask: []string{"resist", "push back", "pushback", "opposed", "on board", "buy-in", "buy in", "convince", "persuad", "influence", "skeptic"},
		show: []string{"opposed", "objection", "resist", "push back", "pushback", "skeptic", "sat down", "convinced", "buy-in", "on board", "input", "hear", "won over", "rolled out", "pilot"},
		task: "I had to bring the people affected on board, not just announce the change.", strength: "way of bringing people along"},
	{ask: []string{"conflict", "disagree", "disagreement", "difficult coworker", "difficult colleague", "tension", "dispute"},
		show: []string{"disagree", "conflict", "dispute", "tension", "objection", "compromise", "mediat", "sat down", "common ground"},
		task: "I had to resolve the disagreement and keep the work moving.", strength: "way of working through disagreement"},
	{ask: []string{"mistake", "error", "caught", "catch", "wrong", "before it went out", "discrepanc", "inaccura"},
		show: []string{"spotted", "caught", "noticed", "flagged", "error", "mistake", "mixed in", "wrong", "pulled", "before it went out", "discrepanc", "double-check", "re-stamp"},
		task: "I had to stop it before it went any further.", strength: "attention to detail"},
	{ask: []string{"fail", "failure", "setback", "lesson"},
		show: []string{"failed", "missed", "mistake", "lesson", "learned", "setback", "went wrong"},
		task: "I had to own what went wrong and fix it.", strength: "ownership"},
	{ask: []string{"fraud", "suspicious", "phishing", "spoof", "scam"},
		show: []string{"spoof", "fraud", "suspicious", "flagged", "verified", "confirmed", "on file", "stopped", "phishing"},
		task: "I had to confirm what was real before any money moved.", strength: "care with controls"},
	// Clinical: a patient's change, not any emergency ("while an emergency was
	// unfolding" on a GIS technician's job is pressure, not clinical judgement).
	{ask: []string{"a patient", "patient's", "patients", "deteriorat", "early sign", "vital signs"},
		show: []string{"noticed", "recogni", "spotted", "confused", "mottled", "rapid response", "escalat", "called", "lactate", "sepsis", "deteriorat", "even though", "vitals"},
		task: "I had to act on what I saw before it became an emergency.", strength: "clinical judgement"},
	{ask: []string{"nervous", "fearful", "anxious", "afraid", "scared", "comfortable", "calm"},
		show: []string{"anxious", "nervous", "fear", "calm", "talk them through", "hand signal", "comfortable", "reassur", "ask for me", "explain"},
		task: "I wanted them to feel in control of the visit.", strength: "patient manner"},
	{ask: []string{"struggling", "underperform", "improve their performance", "coach", "mentor", "develop someone", "team member"},
		show: []string{"failing", "struggling", "paired", "coached", "mentored", "worked with", "went over", "one-on-one", "weeks later", "promoted", "improved"},
		task: "I had to help them improve, not just point out the gap.", strength: "coaching"},
	{ask: []string{"student", "learner", "child", "growth"},
		show: []string{"boy", "girl", "student", "child", "kid", "one-on-one", "benchmark", "by may", "by june", "grade level", "reading level", "growth"},
		task: "I had to close the gap for that one child.", strength: "way of teaching each child"},
	{ask: []string{"safe", "safety", "injur", "hazard", "accident"},
		show: []string{"recordable", "injur", "safety", "stretch", "pedestrian", "spot check", "near miss", "hazard", "loto", "lockout", "guard", "ppe"},
		task: "I had to make the floor safer for the people on it.", strength: "safety focus"},
	{ask: []string{"scrap", "rework", "defect", "quality problem", "yield", "waste"},
		show: []string{"scrap", "rework", "defect", "porosity", "traced", "root cause", "yield", "reject", "waste"},
		task: "I had to find the real cause, not treat the symptom.", strength: "root-cause discipline"},
	{ask: []string{"intermittent", "troubleshoot", "track down", "tracked down", "diagnos", "hadn't been able", "couldn't find", "root cause", "real cause", "others had missed", "others missed"},
		show: []string{"random", "intermittent", "nobody could", "scope", "found", "traced", "troubleshoot", "noise", "pin down", "no trips", "since"},
		task: "I had to find a cause others had missed.", strength: "troubleshooting"},
	{ask: []string{"short-handed", "shorthanded", "short-staffed", "short staffed", "understaffed", "called off", "called out", "stepped up", "step up"},
		show: []string{"called off", "called out", "called in sick", "volunteered", "double", "stayed late", "stayed over", "covered", "extra shift", "picked up", "alone", "by myself"},
		task: "I had to cover the gap so the work still got done.", strength: "willingness to step up"},
	{ask: []string{"weather", "storm", "road closure", "change plans", "change your plans", "change of plans", "detour"},
		show: []string{"blizzard", "storm", "snow", "ice", "flood", "hurricane", "tornado", "closed", "shut down", "detour", "rerouted", "reworked", "re-routed", "instead"},
		task: "I had to change the plan and still deliver.", strength: "way of adapting"},
	{ask: []string{"shortcut", "short cut", "cutting corners", "cut corners", "skipping", "skipped a step", "skip a step", "not being followed"},
		show: []string{"skipping", "skipped", "shortcut", "caught", "corrected", "retrained", "paired", "reordered", "checklist", "task sheet", "passed"},
		task: "I had to get the step done right every time, not just point out the lapse.", strength: "care for standards"},
	{ask: []string{"lead", "leadership", "led a team", "took charge", "initiative"},
		show: []string{"led", "took over", "organized", "organised", "rallied", "volunteered", "started", "launched", "initiat"},
		task: "I had to take the lead and get the team moving.", strength: "leadership"},
	{ask: []string{"customer", "client", "upset", "angry", "escalat", "complaint"},
		show: []string{"customer", "client", "upset", "angry", "escalat", "complaint", "credit", "refund", "renewed", "kept the account", "calmed"},
		task: "I had to turn an unhappy customer around.", strength: "customer care"},
	{ask: []string{"deadline", "pressure", "tight timeline", "urgent", "last minute", "overnight"},
		show: []string{"deadline", "night before", "overnight", "due", "hours", "weekend", "on time", "before it went out", "in time"},
		task: "I had to get it right with the clock running.", strength: "composure under pressure"},
	{ask: []string{"process", "improv", "efficien", "streamlin"},
		show: []string{"rebuilt", "redesigned", "streamlined", "automated", "cut", "reduced", "from", "faster", "standardi"},
		task: "I had to make the process work better for the people using it.", strength: "drive to improve how work gets done"},
	{ask: []string{"decision", "decide", "trade-off", "tradeoff", "prioriti"},
		show: []string{"decided", "chose", "recommend", "trade-off", "prioriti", "instead", "changed", "dropped", "killed", "paused"},
		task: "I had to make the call and stand behind it.", strength: "judgement"},
	{ask: []string{"sale", "deal", "quota", "prospect", "close", "negotiat"},
		show: []string{"closed", "deal", "quota", "signed", "negotiat", "won", "pipeline", "prospect", "renewal", "contract"},
		task: "I had to win the deal without giving away the margin.", strength: "way of selling"},
	{ask: []string{"outage", "incident", "production issue", "on-call", "on call", "went down"},
		show: []string{"outage", "incident", "on-call", "paged", "rollback", "rolled back", "postmortem", "root cause", "restored", "down"},
		task: "I had to restore service first and then make sure it could not happen again.", strength: "calm in an incident"},
}

// askedCompetencies are the competencies a question asks about.
func askedCompetencies(question string) []competency {
	q := " " + strings.ToLower(question) + " "
	qs := " " + strings.Join(stemWords(question), " ") + " " // "pushed back" asks what "push back" does
	var out []competency
	for _, c := range competencies {
		for _, a := range c.ask {
			if strings.Contains(q, a) || strings.Contains(a, " ") && strings.Contains(qs, " "+strings.Join(stemWords(a), " ")+" ") {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// questionFillers are the words of a question that say how to answer, not
// what about.
var questionFillers = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`describe tell share give example time specific situation occasion moment walk through
		what did do does how you your were was had have been made make help helped feel became become others someone
		one about them they their when where which who why before after`) {
		questionFillers[w] = true
	}
}

// storyQuestion reports whether a question asks for a past experience.
var pastStoryRe = regexp.MustCompile(`(?i)\b(a time|an example|a situation|an occasion|a moment|describe a|tell (us|me) about (a|one|an)|walk (us|me) through|how do you (help|handle|deal|approach|make)|give (us |me )?an example|one (student|patient|customer|client)|describe the \w+est|(you've|you have) (ever )?(made|faced|handled|led|taken|shipped|run))\b`)

func storyQuestion(q string) bool { return pastStoryRe.MatchString(q) }

// story is a resume bullet chosen to answer a question.
type story struct {
	text  string
	role  Role
	roleI int
	score float64
	fits  bool
}

var (
	routineRe   = regexp.MustCompile(`(?i)\b(every (day|week|month|shift)|per (shift|day|week)|daily|weekly|monthly|quarterly|yearly|annual|a (day|week|month|shift)|regularly|routine)\b`)
	narrativeRe = regexp.MustCompile(`(?i)\b(noticed|nobody|no one|even though|after I|when I|before it|weeks later|months later|within|by (january|february|march|april|may|june|july|august|september|october|november|december)|once|the night before|turned out|found|traced|spotted|flagged|after (?:the|a|an|our|my|\w+ \w+ showed)|when (?:the|a|an|our|my)|showed|instead|the following (?:week|month|day|quarter)|\w+ (?:weeks|months|days) later|on a (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in Q[1-4])\b`)
)

// pickStory scores every bullet for the question: the question's own
// words and its competency's words (twice as much as anything else), then
// whether it tells a specific time with an outcome rather than a routine
// duty. The posting's words do not count: the question asks for one
// experience, not the bullets that sound most like the job.
func pickStory(f Facts, question string) story {
	sr := newStoryReader(question)
	best := story{score: -1}
	for ri, r := range f.Roles {
		for _, h := range r.Highlights {
			match, tell, near := sr.score(h)
			score := match + tell - 0.1*float64(ri)
			if score > best.score {
				// A question no competency names is answered by a story
				// told as one: a specific time with its outcome.
				// An episode close to the question in meaning fits too, and
				// one told whole (a time, what was done, the outcome) with
				// less closeness.
				ep := episodeOf(h)
				fits := match >= 2 || len(sr.comps) == 0 && tell >= 2.5 || ep && near >= 0.3 || ep && tell >= 4 && near >= 0.15
				best = story{text: h, role: r, roleI: ri, score: score, fits: fits}
			}
		}
	}
	return best
}

// How much a specific time and a standing duty count beside the
// question's words, and the most a competency's words add (chosen on
// m1-m4: the bullet that answers is picked for 29 of 40 cases before
// these, 39 after; closeness in meaning added to the score only lowered
// it, so it decides fit alone). With m5-m7 read too: 67 of 70.
const episodeWeight, dutyWeight, showCap = 4.0, 1.5, 4.0

// storyReader scores bullets against one question.
type storyReader struct {
	comps     []competency
	qwords    map[string]bool
	qconcepts map[int]bool
	qmean     []float32
}

func newStoryReader(question string) storyReader {
	sr := storyReader{comps: askedCompetencies(question), qwords: map[string]bool{}, qconcepts: conceptSet(question)}
	for _, w := range stemWordRe.FindAllString(strings.ToLower(question), -1) {
		if len(w) >= 3 && !stopwords[w] && !questionFillers[w] {
			sr.qwords[stem(w)] = true
		}
	}
	var ws []string
	for _, w := range tokens(strings.ToLower(question)) {
		if !questionFillers[w] {
			ws = append(ws, w)
		}
	}
	sr.qmean = meaning(ws)
	return sr
}

// score is how well a bullet answers the question: match (its words, its
// concepts and its competency's words), tell (a specific time with an
// outcome rather than a standing duty) and near (closeness in meaning).
func (sr storyReader) score(h string) (match, tell, near float64) {
	lh := " " + strings.ToLower(h) + " "
	counted := map[string]bool{}
	for _, w := range stemWords(h) {
		if sr.qwords[w] && !counted[w] {
			match += 1.5
			counted[w] = true
		}
	}
	for g := range conceptSet(h) {
		if sr.qconcepts[g] {
			match += 2
		}
	}
	// A competency's words show it; a duty that names many of them is
	// no more a story than one that names two.
	shown := 0.0
	for _, c := range sr.comps {
		for _, s := range c.show {
			if strings.Contains(lh, s) {
				shown += 2
			}
		}
	}
	match += min(shown, showCap)
	if narrativeRe.MatchString(h) {
		tell += 1.5
	}
	for _, s := range clauses(h) {
		if isResult(s) {
			tell += 1
			break
		}
	}
	if routineRe.MatchString(h) && !narrativeRe.MatchString(h) {
		tell -= 1
	}
	if len(clauses(h)) > 1 {
		tell += 0.5
	}
	if episodeOf(h) {
		tell += episodeWeight
	}
	if presentDuty(h) {
		tell -= dutyWeight
	}
	near = dot(sr.qmean, meaning(tokens(strings.ToLower(h))))
	return match, tell, near
}

// personNouns name one person or household a story can be about.
var personNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`man woman person patient customer client couple family parent mother father child kid boy girl
		student teen teenager resident tenant guest caller driver rider passenger member volunteer helper worker coworker co-worker
		colleague teammate employee hire associate cashier clerk technician tech nurse doctor physician surgeon manager supervisor
		director executive vendor supplier contractor subcontractor homeowner owner buyer seller professor teacher instructor officer
		inspector auditor applicant candidate donor partner stakeholder engineer developer analyst operator mechanic apprentice
		trainee intern veteran neighbor visitor user citizen victim witness attorney lawyer judge pilot farmer grower chef cook server
		bartender housekeeper dispatcher caregiver aide therapist pharmacist dentist landlord builder plumber electrician welder
		carpenter foreman agent representative adjuster underwriter lender borrower investor shopper diner traveler player mentee
		reporter editor author scientist researcher coordinator specialist assistant administrator officer principal dean`) {
		personNouns[w] = true
	}
}

var (
	episodeWithRe    = regexp.MustCompile(`(?i)\b(?:sat down with|met with|talked (?:with|to)|told|asked|took aside|convinced|persuaded|won over) (?:their|our|the|my|his|her) (?:[a-z-]+ )?([a-z-]+)\b`)
	episodeYearRe    = regexp.MustCompile(`(?i)^(?:[•*-]\s*)?(?:during|after|before|while|in) (?:a |an |the )?(?:(?:19|20)\d\d\b|(?:[^,]|,\d){3,60}, (?:I|noticed|found|saw|spotted|learned|traced|caught|tested|phoned|called|reworked|rebuilt|fixed|stopped|pulled|tracked|volunteered)\b)|\bkept \w+ing\b`)
	episodeCaughtRe  = regexp.MustCompile(`^(?:[•*-]\s*)?(?:Caught|Noticed|Spotted|Saw|Found) (?:a|an|the|two|three|\d+)\b[^,;]{0,50}?\b[a-z]+ing\b`)
	episodeWhenRe    = regexp.MustCompile(`^(?:[•*-]\s*)?When\s|,\s+when\s+(?:a|an|the|our|my|we|I)\s`)
	episodePronounRe = regexp.MustCompile(`(?i)\b(he|she|him|her|his|hers|himself|herself)\b`)
	episodePersonRe  = regexp.MustCompile(`(?i)\b(?:a|an|one)\s+([a-z-]+)(?:\s+([a-z-]+))?(?:\s+([a-z-]+))?`)
	episodeTimeRe    = regexp.MustCompile(`(?i)\b(?:when I (?:saw|noticed|found|heard|learned|realized|smelled|spotted)|(?:January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)`)
)

// episodeOf reports whether a bullet tells one episode about one person
// or household ("took aside a longtime helper", "told a retired couple",
// "she was named…") or one time ("Caught the 3 a.m. crew skipping
// drains", "After 2 other shops quoted …, traced …"), not a duty done
// for many or each time ("When a check fails, I write up …").
func episodeOf(h string) bool {
	if presentDuty(h) {
		return false
	}
	if episodePronounRe.MatchString(h) || episodeCaughtRe.MatchString(h) || episodeWhenRe.MatchString(h) || episodeTimeRe.MatchString(h) || episodeYearRe.MatchString(h) {
		return true
	}
	// "sat down with their lead surgeon", "told the owner"
	for _, m := range episodeWithRe.FindAllStringSubmatch(h, -1) {
		if personNouns[strings.ToLower(m[1])] {
			return true
		}
	}
	for _, m := range episodePersonRe.FindAllStringSubmatch(h, -1) {
		for i, w := range m[1:] {
			// The person is the phrase's head: "a customer who", not
			// "a customer webinar".
			if personNouns[strings.ToLower(w)] && (i == 2 || m[i+2] == "" || !personModified(m[i+2])) {
				return true
			}
		}
	}
	return false
}

// personModified reports whether the word after a person noun makes it a
// modifier ("customer webinar") rather than the person ("customer who").
func personModified(next string) bool {
	next = strings.ToLower(next)
	return !stopwords[next] && !personFollowers[next] && verbBase(next) == "" && !strings.HasSuffix(next, "ed")
}

var personFollowers = map[string]bool{"who": true, "whose": true, "that": true, "at": true, "with": true, "in": true, "on": true,
	"from": true, "during": true, "to": true, "and": true, "for": true, "about": true, "over": true, "after": true, "before": true,
	"by": true, "of": true, "was": true, "had": true, "is": true, "kept": true}

// presentDuty reports whether a bullet opens with a verb in the present
// ("Handle 120 claims", "Lead a team"): the resume's way of writing a
// standing duty, not a time something happened.
func presentDuty(h string) bool {
	f := strings.Fields(strings.TrimLeft(h, "•-* "))
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(f[0])
	if w == "when" || w == "whenever" || w == "if" {
		// "When a swab or check fails, (I) write up what went wrong": what
		// the person does each time, told in the present.
		_, main, ok := strings.Cut(h, ", ")
		m := strings.Fields(strings.ToLower(main))
		if len(m) > 0 && (m[0] == "i" || m[0] == "we") {
			m = m[1:]
		}
		if !ok || len(m) == 0 {
			return false
		}
		w = m[0]
	}
	return verbBase(w) == w && !strings.HasSuffix(w, "ed") && irregularPast[w] == ""
}

// strengthOf is what the story shows, for the closing sentence.
func strengthOf(question string) string {
	if c := askedCompetencies(question); len(c) > 0 {
		return c[0].strength
	}
	return "approach"
}

func taskSentence(question string) string {
	if c := askedCompetencies(question); len(c) > 0 {
		return c[0].task
	}
	if t := taskOf(question); t != "" {
		return "It was on me to act."
	}
	return ""
}

// storySentences are the story's sentences: where it happened first, then
// the bullet in the person's words, its result last.
func storySentences(f Facts, s story) (setting string, body []string, result string) {
	sw := sentenceWriter{corpus: f.Corpus()}
	current := s.roleI == 0 && isCurrent(s.role)
	sents := sw.sentences(s.text, current)
	if len(sents) > 1 && isResult(sents[len(sents)-1]) {
		result = sents[len(sents)-1]
		sents = sents[:len(sents)-1]
	}
	return roleSetting(s.role, current), sents, result
}

func isCurrent(r Role) bool {
	d := strings.ToLower(r.Dates)
	return strings.Contains(d, "present") || strings.Contains(d, "current") || strings.Contains(d, "now")
}

// roleSetting says where the story happened: "As a Registered Nurse at
// Grant Valley Medical Center".
func roleSetting(r Role, current bool) string {
	switch {
	case r.Title != "" && r.Company != "":
		return fmt.Sprintf("as %s %s at %s", article(r.Title), r.Title, r.Company)
	case r.Company != "":
		return "at " + r.Company
	case r.Title != "":
		return fmt.Sprintf("as %s %s", article(r.Title), r.Title)
	}
	return ""
}

// withSetting opens the first sentence with where it happened: "As a
// nurse at X, I noticed…"; a sentence with its own subject gets the
// setting as a sentence of its own.
func withSetting(setting, first string) []string {
	if setting == "" {
		return []string{first}
	}
	if strings.HasPrefix(first, "I ") {
		return []string{upperFirst(setting) + ", " + first}
	}
	if strings.HasPrefix(first, "My work") {
		return []string{upperFirst(setting) + ", m" + strings.TrimPrefix(first, "M")}
	}
	verb := "I worked"
	return []string{verb + " " + setting + ".", first}
}

// writeStoryResponse answers a question about a past experience with one
// story; when the resume has none that fits, it says so and what to add.
func writeStoryResponse(in ResponseInput) *Generated {
	f := in.Facts
	s := pickStory(f, in.Question)
	notes := []string{}
	if s.text == "" || !s.fits {
		return writeNoStory(in, s)
	}
	setting, body, result := storySentences(f, s)
	strength := strengthOf(in.Question)
	closing := fullStop(fmt.Sprintf("I would bring the same %s to the %s role at %s", strength, in.JobTitle, in.Company))
	switch toneOf(in.ToneGuidance) {
	case "enthusiastic":
		closing = fmt.Sprintf("It is the kind of work I would love to keep doing as %s's next %s!", in.Company, in.JobTitle)
	case "confident":
		closing = fmt.Sprintf("That is the %s I would bring to %s from the first week.", strength, strings.TrimRight(in.Company, "."))
	}
	var parts []draftSentence
	add := func(text string, priority int, must bool) {
		if strings.TrimSpace(text) != "" {
			parts = append(parts, draftSentence{text: text, priority: priority, must: must})
		}
	}
	sep := " "
	switch in.ResponseType {
	case "behavioral":
		sep = "\n"
		if result == "" && len(body) >= 2 {
			result, body = body[len(body)-1], body[:len(body)-1]
		}
		action := body
		situation := upperFirst(setting)
		if setting != "" {
			situation = "I " + map[bool]string{true: "am", false: "was"}[isCurrent(s.role) && s.roleI == 0] + " " + strings.TrimPrefix(setting, "as ") + "."
		}
		if len(body) > 1 {
			// The first sentence sets the scene; the rest is what I did.
			situation = strings.Join(withSetting(setting, body[0]), " ")
			action = body[1:]
		}
		add("Situation: "+situation, 1, true)
		add("Task: "+taskSentence(in.Question), 3, false)
		switch {
		case len(action) == 1 && result == "" && isResult(action[0]):
			add("Action and result: "+action[0], 1, true)
		case len(action) > 0:
			add("Action: "+strings.Join(action, " "), 1, true)
		}
		if result != "" {
			add("Result: "+result, 1, true)
		}
		add(closing, 5, false)
	default:
		opening := withSetting(setting, body[0])
		for i, x := range opening {
			add(x, 1, i == 0)
		}
		for _, x := range body[1:] {
			add(x, 1, true)
		}
		if result != "" {
			add(result, 1, true)
		}
		switch in.ResponseType {
		case "technical":
			add("My approach was the same as always: understand the problem first, change one thing at a time and check the result.", 4, false)
		case "creative":
			parts[0].text = "It started with one moment I remember well. " + parts[0].text
		}
		add(closing, 3, false)
	}
	text := fitWords(parts, in.Keywords, in.WordLimit, sep)
	return &Generated{Text: text, Provider: "local", Notes: notes, MatchedSkills: []string{}}
}

// writeNoStory is the honest answer when no experience on the resume
// shows what the question asks: the closest related work, said as such,
// and a note on what to add.
func writeNoStory(in ResponseInput, s story) *Generated {
	task := orDefault(taskOf(in.Question), "what this question asks about")
	var parts []draftSentence
	parts = append(parts, draftSentence{text: "My resume does not hold a story that shows exactly this, so I will not make one up.", priority: 1, must: true})
	if s.text != "" {
		setting, body, result := storySentences(in.Facts, s)
		text := strings.Join(append(withSetting(setting, body[0]), body[1:]...), " ")
		if result != "" {
			text += " " + result
		}
		parts = append(parts, draftSentence{text: "The closest experience I have: " + lowerStartSentence(text), priority: 2, must: false})
	}
	parts = append(parts, draftSentence{text: fmt.Sprintf("I would welcome the chance to talk about it for the %s role at %s.", in.JobTitle, in.Company), priority: 3})
	note := fmt.Sprintf("Your resume has no example of a time you %s. Add one to your resume (what happened, what you did and the result, with a figure if you have one) and generate again; Stride does not invent stories.", strings.TrimRight(task, "?. "))
	return &Generated{Text: fitWords(parts, in.Keywords, in.WordLimit, " "), Provider: "local", Notes: []string{note}, MatchedSkills: []string{}}
}

func lowerStartSentence(s string) string {
	if strings.HasPrefix(s, "I ") {
		return s
	}
	if titleWord(s) {
		r := []rune(s)
		r[0] = unicode.ToLower(r[0])
		return string(r)
	}
	return s
}

// fullStop ends s with one full stop ("… Trailhead Distribution Co.").
func fullStop(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}
