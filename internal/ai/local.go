package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
)

// Local is the offline engine. It is deterministic: the same input always
// gives the same output.
type Local struct{}

// NewLocal returns the local engine.
func NewLocal() *Local { return &Local{} }

var _ Provider = (*Local)(nil)

// Name implements Provider.
func (*Local) Name() string { return "local" }

// questionFor returns the bank's entry for a question text, or one made
// from the text itself (its content words become the keywords).
func questionFor(text, interviewType string) *Question {
	if q := findQuestion(text); q != nil {
		return q
	}
	q := &Question{Question: text, Type: interviewType}
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
}

func scoreParts(f features) parts {
	var p parts
	star := 0
	for _, b := range []bool{f.situation, f.task, f.action, f.result} {
		if b {
			star++
		}
	}
	p.structure = float64(star) / 4
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

// score is the 0-10 score of an answer. Relevance gates the rest: an answer
// that does not address the question loses most of its credit, however
// polished it is.
func score(p parts) int {
	raw := 10*(0.22*p.structure+0.18*p.specificity+0.25*p.relevance+0.12*p.length+0.08*p.ownership+
		0.08*p.outcome+0.07*p.reflection) - p.penalty
	raw *= math.Min(1, 0.35+1.6*p.relevance)
	// Any real attempt earns at least 1; 0 is for no answer at all.
	return int(math.Max(1, math.Min(10, math.Round(raw))))
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

// feedback explains a score from the features, quoting the answer.
func feedback(f features, p parts, s int, q *Question) Feedback {
	fb := Feedback{Score: s, StrengthsIdentified: []string{}, ImprovementAreas: []string{},
		FollowUpRecommendations: []string{}, PersonalityInsights: []string{}}
	missing := []string{}
	for name, ok := range map[string]bool{"situation": f.situation, "task": f.task, "action": f.action, "result": f.result} {
		if !ok {
			missing = append(missing, name)
		}
	}
	orderSTAR(missing)
	if len(missing) == 0 {
		fb.StrengthsIdentified = append(fb.StrengthsIdentified, "Clear STAR structure: you set the situation and your task, described your own actions and gave the result.")
	}
	if len(f.numbers) > 0 {
		fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("You quantified your impact (\"%s\"), which makes the result credible.", f.numbers[0]))
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
	if len(f.keywordHits) >= 2 {
		fb.StrengthsIdentified = append(fb.StrengthsIdentified, fmt.Sprintf("On topic: you addressed %s.", joinAnd(f.keywordHits[:min(3, len(f.keywordHits))])))
	}

	if p.relevance < 0.2 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, "Your answer does not address the question. Re-read it and answer what was asked, with an example that fits.")
	} else if len(f.keywordMiss) > 0 && p.relevance < 0.6 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, fmt.Sprintf("Tie your answer more closely to the question: say how you handled %s.", joinAnd(f.keywordMiss[:min(2, len(f.keywordMiss))])))
	}
	if len(missing) > 0 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, starAdvice(missing))
	}
	if len(f.numbers) == 0 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, "Add numbers: how much time, money, users or percentage points changed because of you?")
	}
	if f.wordCount < 40 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, fmt.Sprintf("At %d words the answer is too short to convince; aim for 150-250 words (about two minutes spoken).", f.wordCount))
	} else if f.wordCount > 350 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, fmt.Sprintf("At %d words the answer runs long; cut background and keep to one example.", f.wordCount))
	}
	if len(f.hedges)+len(f.fillers) > 0 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, fmt.Sprintf("Drop hedging and filler words (%s): state what you did with confidence.", quoteList(append(f.hedges, f.fillers...))))
	}
	if f.weCount > f.firstPerson && f.weCount > 2 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, "Say \"I\" more than \"we\": the interviewer wants to know your part.")
	}
	if !f.reflection && s >= 5 {
		fb.ImprovementAreas = append(fb.ImprovementAreas, "Close with what you learned or would do differently next time.")
	}

	if q != nil && q.FollowUp != "" {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Prepare for the follow-up: "+q.FollowUp)
	}
	if len(missing) > 0 {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "Rewrite this answer as four short STAR paragraphs and say it aloud in under two minutes.")
	}
	if len(f.numbers) == 0 {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, "List three results from your recent work with a number each, to have them ready.")
	}
	if q != nil && q.Competency != "" {
		fb.FollowUpRecommendations = append(fb.FollowUpRecommendations, fmt.Sprintf("Prepare a second example that shows %s, in case they ask for another.", q.Competency))
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
		fb.Summary = "Strong answer: structured, specific and on topic."
	case s >= 6:
		fb.Summary = "Solid answer with room to sharpen: " + strings.ToLower(strings.TrimSuffix(first(fb.ImprovementAreas), "."))
	case p.relevance < 0.2:
		fb.Summary = "The answer misses the question: it needs an example that fits what was asked."
	default:
		fb.Summary = "This answer needs more substance: a concrete example with your actions and a measurable result."
	}
	if fb.Summary == "Solid answer with room to sharpen: " {
		fb.Summary = "Solid answer with room to sharpen."
	}
	return fb
}

func orderSTAR(xs []string) {
	rank := map[string]int{"situation": 0, "task": 1, "action": 2, "result": 3}
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && rank[xs[j]] < rank[xs[j-1]]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

func starAdvice(missing []string) string {
	hints := map[string]string{
		"situation": "set the scene (where, when, what was at stake)",
		"task":      "say what you were responsible for",
		"action":    "describe the steps you took yourself (\"I built…\", \"I decided…\")",
		"result":    "end with the result and its impact",
	}
	var out []string
	for _, m := range missing {
		out = append(out, hints[m])
	}
	return "Complete the STAR structure: " + joinAnd(out) + "."
}

func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
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
	conf := 0.55 + 0.1*math.Min(3, float64(f.actionVerbs)) + 0.15*p.ownership - 0.12*float64(len(f.hedges)) - 0.05*float64(len(f.fillers))
	if f.wordCount < 12 {
		conf -= 0.25
	}
	m.ConfidenceLevel = pct(conf)
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

// EvaluateAdvanced implements Provider.
func (*Local) EvaluateAdvanced(_ context.Context, question, answer, _ string, interviewType string) (*Analysis, error) {
	q := questionFor(question, interviewType)
	f := analyze(answer, q)
	p := scoreParts(f)
	s := score(p)
	return &Analysis{
		Feedback:              feedback(f, p, s, q),
		BehavioralMetrics:     behavioral(f, p),
		EmotionalIntelligence: emotional(f, p),
		CriticalThinking:      critical(f, p),
	}, nil
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

// RealTimeAnalysis implements Provider.
func (*Local) RealTimeAnalysis(_ context.Context, text string) (*RealTime, error) {
	f := analyze(text, nil)
	p := scoreParts(f)
	b := behavioral(f, p)
	return &RealTime{Clarity: b.ClarityScore, Structure: pct(p.structure), Confidence: b.ConfidenceLevel, Engagement: b.EngagementLevel}, nil
}
