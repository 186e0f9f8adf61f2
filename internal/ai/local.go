package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
)

// Local is the offline engine. It is deterministic: the same input always
// gives the same output.
type Local struct{}

// NewLocal returns the local engine.
func NewLocal() *Local { return &Local{} }

var _ Provider = (*Local)(nil)

// Warm loads what the interview coach reads on its first answer (the
// fitted model, the word vectors, the occupations' meanings and the
// lexicon), so that the first user to ask for an analysis does not wait
// for it (about 0.7 s on the development machine).
func Warm() {
	scorer()
	competencyModelData()
	commonDirection()
	occupationMeanings()
	lexicon()
	toolDict()
	stemIDF()
}

// Name implements Provider.
func (*Local) Name() string { return "local" }

// questionFor returns the bank's entry for a question text, or one made
// from the text itself (its content words become the keywords).
func questionFor(text, interviewType, jobTitle string) *Question {
	if q := findQuestion(text, jobTitle); q != nil {
		return q
	}
	q := &Question{Question: text, Type: interviewType, JobTitle: jobTitle}
	seen := map[string]bool{}
	for _, w := range wordRe.FindAllString(strings.ToLower(text), -1) {
		if stopwords[w] || len(w) < 4 || seen[stem(w)] {
			continue
		}
		seen[stem(w)] = true
		q.Keywords = append(q.Keywords, w)
	}
	return q
}

// parts are the 0-1 components of an answer's score.
type parts struct {
	structure, specificity, relevance, length, ownership, outcome, reflection, penalty float64
	// evasive is the score's reading that the answer is mostly an
	// evasion (dontKnow: "I don't know", a hand-off, no example).
	evasive bool
}

func scoreParts(f features) parts {
	var p parts
	// Structure is the share of a story's parts the answer has
	// (storyParts, as the score reads them); EvaluateAdvanced replaces it
	// with the share of its question's yardstick when that is a plan or
	// an explanation.
	p.structure = storyStructure(f)
	p.specificity = math.Min(1, 0.22*float64(len(f.numbers))+0.15*float64(len(f.tools))+0.1*float64(f.actionVerbs))
	p.relevance = f.relevance
	switch w := f.wordCount; {
	case w < 12:
		p.length = 0.05
	case w < 30:
		p.length = 0.3
	case w < 60:
		p.length = 0.6
	case w < 90:
		p.length = 0.85
	case w <= 350:
		p.length = 1
	default:
		p.length = 0.8 // rambling
	}
	if total := f.firstPerson + f.weCount; total > 0 {
		p.ownership = math.Min(1, float64(f.firstPerson)/float64(total)*1.25)
	}
	if f.result {
		p.outcome = 0.6
		if len(f.numbers) > 0 {
			p.outcome = 1
		}
	}
	if f.reflection {
		p.reflection = 1
	}
	density := float64(len(f.hedges)+len(f.fillers)) / math.Max(1, float64(f.wordCount)/40)
	p.penalty = math.Min(1.5, 0.5*density)
	return p
}

func scale10(x float64) float64 { return math.Round(math.Max(0, math.Min(10, x))*10) / 10 }

func pct(x float64) int { return int(math.Round(math.Max(0, math.Min(100, x*100)))) }

func first[T any](xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[0]
}

func quoteList(xs []string) string {
	seen := map[string]bool{}
	var q []string
	for _, x := range xs {
		if !seen[x] && len(q) < 3 {
			seen[x] = true
			q = append(q, "\""+x+"\"")
		}
	}
	return strings.Join(q, ", ")
}

func behavioral(f features, p parts) BehavioralMetrics {
	m := BehavioralMetrics{Insights: []string{}}
	m.ConfidenceLevel = pct(confidenceOf(f, p))
	avg := float64(f.wordCount) / math.Max(1, float64(f.sentences))
	switch {
	case f.wordCount < 30:
		m.SpeechPace = "brief"
	case avg > 30:
		m.SpeechPace = "rushed"
	case avg < 8:
		m.SpeechPace = "choppy"
	default:
		m.SpeechPace = "measured"
	}
	clarity := 1.0 - math.Abs(avg-17)/40 - 0.08*float64(len(f.fillers))
	if f.wordCount < 12 {
		clarity -= 0.3
	}
	m.ClarityScore = pct(clarity)
	switch {
	case p.structure >= 0.75:
		m.CommunicationStyle = "Structured storyteller"
	case f.analysis >= 2:
		m.CommunicationStyle = "Analytical"
	case f.social+f.empathy >= 2:
		m.CommunicationStyle = "Collaborative"
	case f.wordCount < 40:
		m.CommunicationStyle = "Brief and direct"
	default:
		m.CommunicationStyle = "Conversational"
	}
	m.EngagementLevel = pct(0.3 + 0.35*p.length + 0.25*p.specificity + 0.05*float64(min(2, f.positive)))
	switch {
	case f.firstHalfHedges > f.secondHalfHedges:
		m.ConfidenceTrend = "rising"
	case f.secondHalfHedges > f.firstHalfHedges:
		m.ConfidenceTrend = "fading"
	default:
		m.ConfidenceTrend = "steady"
	}
	if m.SpeechPace == "rushed" {
		m.Insights = append(m.Insights, fmt.Sprintf("Your sentences average %.0f words; shorter ones are easier to follow.", avg))
	}
	if len(f.hedges) > 0 {
		m.Insights = append(m.Insights, fmt.Sprintf("Hedging (%s) lowers how confident you sound.", quoteList(f.hedges)))
	}
	if m.ConfidenceTrend == "fading" {
		m.Insights = append(m.Insights, "You sound less sure towards the end: finish on your result.")
	}
	if p.structure >= 0.75 {
		m.Insights = append(m.Insights, "Your story is easy to follow from context to result.")
	}
	if len(m.Insights) == 0 {
		m.Insights = append(m.Insights, "Delivery is even; add a concrete example to make it memorable.")
	}
	return m
}

// evasionRe are the words of an answer that declines to commit: "I
// dunno", "I just do what the boss says".
var evasionRe = regexp.MustCompile(`\b(i dunno|dunno|i don'?t know|i do not know|no idea|not really sure|not sure|i just do what|do what i'?m told|do what (the boss|my boss|my manager|they|he|she) says?|whatever (the boss|they|he|she|my manager) says?|never thought about it|no clue|can'?t remember)\b`)

// confidenceOf is how sure of themselves an answer sounds (0-1), from the
// same reading as the score: the person's own actions ("I called…"),
// their share of the story ("I" rather than "we"), concrete figures, and
// enough words to say something, lowered by hedges, filler and evasion
// (its words, or the score's reading of the whole answer as one).
func confidenceOf(f features, p parts) float64 {
	text := " " + strings.Join(f.words, " ") + " "
	acts := len(firstActRe.FindAllString(text, -1)) + f.actionVerbs
	c := 0.3 + 0.25*math.Min(1, float64(acts)/4) + 0.15*p.ownership + 0.15*math.Min(1, float64(f.wordCount)/80)
	if len(f.impact) > 0 || len(f.numbers) > 0 {
		c += 0.1
	}
	c -= 0.12*float64(len(f.hedges)) + 0.05*float64(len(f.fillers))
	if evasionRe.MatchString(text) || p.evasive {
		c -= 0.4
	}
	if f.wordCount < 12 {
		c -= 0.2
	}
	return math.Max(0.05, math.Min(0.95, c))
}

func cue(n int, per float64) float64 { return math.Min(1, float64(n)*per) }

func emotional(f features, p parts) EmotionalIntelligence {
	base := 3 + 2*p.structure + 1.5*p.relevance
	e := EmotionalIntelligence{
		SelfAwareness:       scale10(base + 3*cue(f.selfAware, 0.5) + 1.5*p.reflection),
		Empathy:             scale10(base + 4*cue(f.empathy, 0.4)),
		SocialSkills:        scale10(base + 3.5*cue(f.social, 0.34)),
		EmotionalRegulation: scale10(base + 3.5*cue(f.regulation, 0.5) - 2*cue(f.negative, 0.5)),
		DevelopmentAreas:    []string{},
	}
	if f.wordCount < 20 {
		for _, x := range []*float64{&e.SelfAwareness, &e.Empathy, &e.SocialSkills, &e.EmotionalRegulation} {
			*x = scale10(*x - 2.5)
		}
	}
	e.OverallEQ = scale10((e.SelfAwareness + e.Empathy + e.SocialSkills + e.EmotionalRegulation) / 4)
	for _, d := range []struct {
		v    float64
		area string
	}{
		{e.SelfAwareness, "Self-awareness: say what you noticed about your own reaction or what you learned."},
		{e.Empathy, "Empathy: show that you understood how the other people felt and what they needed."},
		{e.SocialSkills, "Social skills: describe how you communicated, aligned people or built trust."},
		{e.EmotionalRegulation, "Emotional regulation: explain how you stayed calm and constructive under pressure."},
	} {
		if d.v < 6.5 {
			e.DevelopmentAreas = append(e.DevelopmentAreas, d.area)
		}
	}
	return e
}

func critical(f features, p parts) CriticalThinking {
	base := 2.5 + 2*p.relevance + 1.5*p.structure
	c := CriticalThinking{
		ProblemSolving:      scale10(base + 2*cue(f.actionVerbs, 0.34) + 2*p.outcome),
		AnalyticalReasoning: scale10(base + 2.5*cue(f.analysis, 0.34) + 1.5*cue(len(f.numbers), 0.5) + 1*cue(f.evidence, 1)),
		CreativeSolutions:   scale10(base + 3*cue(f.creativity, 0.5) + 1*cue(f.perspectives, 1)),
		Enhancement:         []string{},
	}
	if f.wordCount < 20 {
		for _, x := range []*float64{&c.ProblemSolving, &c.AnalyticalReasoning, &c.CreativeSolutions} {
			*x = scale10(*x - 2.5)
		}
	}
	c.OverallScore = scale10((c.ProblemSolving + c.AnalyticalReasoning + c.CreativeSolutions) / 3)
	if f.analysis+f.evidence < 2 {
		c.Enhancement = append(c.Enhancement, "Show your reasoning: what data did you look at, and what did it tell you?")
	}
	if f.perspectives+f.assumptions == 0 {
		c.Enhancement = append(c.Enhancement, "Mention the options you weighed and the assumptions you checked before deciding.")
	}
	if f.creativity == 0 {
		c.Enhancement = append(c.Enhancement, "Point out anything new you tried (an experiment, a prototype, a different approach).")
	}
	if !f.result {
		c.Enhancement = append(c.Enhancement, "Close the loop: how did you know the solution worked?")
	}
	return c
}

// AdaptiveQuestions implements Provider from the question bank.
func (*Local) AdaptiveQuestions(_ context.Context, jobTitle, interviewType string, level, count int, exclude []string) ([]Question, error) {
	if count <= 0 {
		count = 5
	}
	qs, err := pickQuestions(jobTitle, interviewType, max(1, min(5, level)), count, exclude)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return qs, nil
}

// InterviewQuestions implements Provider: five questions around the middle
// level; skills named in the resume come first in the tailored prompt.
func (l *Local) InterviewQuestions(ctx context.Context, jobTitle, interviewType string, _ json.RawMessage) ([]Question, error) {
	if interviewType == "" {
		interviewType = "behavioral"
	}
	return l.AdaptiveQuestions(ctx, jobTitle, interviewType, 2, 5, nil)
}

// EvaluateAdvanced implements Provider. An answer is read against what
// its question asks for and scored by the fitted model; an answer not in
// English is told so instead of being scored.
func (*Local) EvaluateAdvanced(_ context.Context, question, answer, jobTitle string, interviewType string) (*Analysis, error) {
	q := questionFor(question, interviewType, jobTitle)
	if interviewType == "" {
		interviewType = q.Type
	}
	if lang := answerLanguage(answer); lang != "" {
		return notEnglish(lang), nil
	}
	f, cf := readFor(answer, q, interviewType, jobTitle)
	p := partsFor(f, cf)
	s := 1
	if m := scorer(); m != nil {
		g, elsewhere := m.judge(cf.vals)
		s, cf.elsewhere = scoreOf(g), elsewhere
	}
	return &Analysis{
		Feedback:              feedback(f, cf, p, s, q),
		BehavioralMetrics:     behavioral(f, p),
		EmotionalIntelligence: emotional(f, p),
		CriticalThinking:      critical(f, p),
	}, nil
}

// readFor reads an answer to q as the scorer does: without the text it
// copies from the question (withoutRestated), unless that is all it says.
func readFor(answer string, q *Question, interviewType, jobTitle string) (features, coachFeatures) {
	own, restated := ownAnswer(answer, q.Question)
	f := analyze(own, q)
	var cf coachFeatures
	if strings.TrimSpace(jobTitle) != "" {
		cf = readAnswer(own, q, interviewType, jobTitle, f)
	} else {
		// Asked without a role, the answer is read against the work of
		// the occupations the question and answer read most like, not
		// against no work at all (its words about that work would count
		// for nothing), and keeps the reading that suits it best: a
		// guess at the role costs the answer nothing.
		best := math.Inf(-1)
		titles := closestOccupations(q.Question+" "+own, noRoleGuesses)
		if t := closestOccupations(q.Question, 1); len(t) == 1 && !slices.Contains(titles, t[0]) {
			titles = append(titles, t[0])
		}
		for _, title := range titles {
			c := readAnswer(own, q, interviewType, title, f)
			g := 0.0
			if m := scorer(); m != nil {
				g = m.expectedGrade(c.vals)
			}
			if g > best {
				best, cf = g, c
			}
		}
		if cf.vals == nil {
			cf = readAnswer(own, q, interviewType, "", f)
		}
	}
	cf.restated = restated
	return f, cf
}

// noRoleGuesses is how many occupations an answer given without a role
// is read against (readFor).
const noRoleGuesses = 3

// partsFor are the parts of an answer's reading that the delivery figures
// (and the live panel) show: its structure is the share of its question's
// yardstick, and its relevance the scorer's.
func partsFor(f features, cf coachFeatures) parts {
	p := scoreParts(f)
	p.relevance = cf.relevance
	p.evasive = cf.vals[fvDontKnow] > 0
	if cf.yard != behavioural {
		p.structure = cf.vals[fvYardstick]
	}
	return p
}

// ownAnswer is an answer without the text it copies from its question,
// unless that is all it says, and whether it copied any.
func ownAnswer(answer, question string) (string, bool) {
	own, restated := withoutRestated(answer, question)
	if len(tokens(own)) == 0 {
		return answer, false
	}
	return own, restated
}

// NotEnglishMessage opens the feedback on an answer in another language.
const NotEnglishMessage = "Stride evaluates answers in English"

func notEnglish(lang string) *Analysis {
	msg := fmt.Sprintf("%s. This answer looks like %s, so it was not scored: answer in English to get a score and advice.", NotEnglishMessage, lang)
	return &Analysis{
		Feedback: Feedback{Score: 0, Summary: msg, StrengthsIdentified: []string{},
			ImprovementAreas:        []string{"Answer in English: " + strings.ToLower(NotEnglishMessage[:1]) + NotEnglishMessage[1:] + " and does not score other languages yet."},
			FollowUpRecommendations: []string{"Practise saying the same answer in English; interviewers for English-speaking roles will expect it."},
			PersonalityInsights:     []string{}},
		BehavioralMetrics:     BehavioralMetrics{SpeechPace: "unknown", CommunicationStyle: "Not evaluated", ConfidenceTrend: "steady", Insights: []string{msg}},
		EmotionalIntelligence: EmotionalIntelligence{DevelopmentAreas: []string{}},
		CriticalThinking:      CriticalThinking{Enhancement: []string{}},
	}
}

// EvaluateResponse implements Provider.
func (l *Local) EvaluateResponse(ctx context.Context, question, answer, jobTitle string) (*Evaluation, error) {
	a, err := l.EvaluateAdvanced(ctx, question, answer, jobTitle, "")
	if err != nil {
		return nil, err
	}
	return &Evaluation{Score: a.Feedback.Score, Feedback: a.Feedback.Summary,
		Strengths: a.Feedback.StrengthsIdentified, Improvements: a.Feedback.ImprovementAreas}, nil
}

// RealTimeAnalysis implements Provider: the text alone, read as a story.
func (*Local) RealTimeAnalysis(_ context.Context, text string) (*RealTime, error) {
	f := analyze(text, nil)
	return liveFigures(f, scoreParts(f)), nil
}

// RealTimeFor implements LiveReader: with its question, a draft is read as
// EvaluateAdvanced reads the finished answer (the question's yardstick, the
// text it copies from the question removed), so the panel's Structure and
// Confidence are the analysis's.
func (l *Local) RealTimeFor(ctx context.Context, in LiveInput) (*RealTime, error) {
	if strings.TrimSpace(in.Question) == "" {
		return l.RealTimeAnalysis(ctx, in.Text)
	}
	q := questionFor(in.Question, in.InterviewType, in.JobTitle)
	typ := in.InterviewType
	if typ == "" {
		typ = q.Type
	}
	f, cf := readFor(in.Text, q, typ, in.JobTitle)
	return liveFigures(f, partsFor(f, cf)), nil
}

func liveFigures(f features, p parts) *RealTime {
	b := behavioral(f, p)
	return &RealTime{Clarity: b.ClarityScore, Structure: pct(p.structure), Confidence: b.ConfidenceLevel, Engagement: b.EngagementLevel}
}
