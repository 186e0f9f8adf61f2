package ai

import (
	"context"
	"strings"
	"testing"
)

// One judgement (issue 39): the live panel, the score, the summary, the
// strengths and the tips come from the same reading of an answer.

const starQuestion = "Tell me about a time you had to deal with a difficult customer."

const starLabelled = `Situation: At a hardware store a contractor came back furious because a pallet of tiles we sent him was the wrong colour, two days before his client's handover.
Task: I was the shift lead, so it was mine to sort out.
Action: I listened to the whole story without arguing, checked the order and saw the mistake was ours. I called our other branch, found the right tiles and drove them over myself that afternoon, and I took back the wrong pallet.
Result: He finished the job on time, kept his account with us and ordered about $12,000 of flooring the next quarter.`

const starProse = `At a hardware store a contractor came back furious because a pallet of tiles we sent him was the wrong colour, two days before his client's handover. I was the shift lead, so it was mine to sort out. I listened to the whole story without arguing, checked the order and saw the mistake was ours. I called our other branch, found the right tiles and drove them over myself that afternoon, and I took back the wrong pallet. As a result he finished the job on time, kept his account with us and ordered about $12,000 of flooring the next quarter.`

func liveOf(t *testing.T, text string) *RealTime {
	t.Helper()
	rt, err := NewLocal().RealTimeAnalysis(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	return rt
}

func TestStarLabelsGetFullStructure(t *testing.T) {
	labelled, prose := liveOf(t, starLabelled), liveOf(t, starProse)
	if labelled.Structure != 100 || prose.Structure != 100 {
		t.Errorf("structure: labelled %d%%, prose %d%%; want 100%% for both", labelled.Structure, prose.Structure)
	}
	for _, text := range []string{starLabelled, starProse} {
		an := evaluate(t, starQuestion, text, "Retail Sales Worker", "behavioral")
		all := strings.Join(append(an.Feedback.ImprovementAreas, an.Feedback.Summary), "\n")
		if strings.Contains(strings.ToLower(all), "finish with the result") {
			t.Errorf("told to finish with the result, which it gives: %s", all)
		}
		if an.BehavioralMetrics.CommunicationStyle != "Structured storyteller" {
			t.Errorf("style %q", an.BehavioralMetrics.CommunicationStyle)
		}
	}
	// A story without its result is told so, in the panel and in the tips.
	noResult := starProse[:strings.Index(starProse, " As a result")]
	if rt := liveOf(t, noResult); rt.Structure >= 100 {
		t.Errorf("a story without its result: structure %d%%", rt.Structure)
	}
	an := evaluate(t, starQuestion, noResult, "Retail Sales Worker", "behavioral")
	if !strings.Contains(strings.Join(an.Feedback.ImprovementAreas, " "), "finish with the result") {
		t.Errorf("a story without its result is not told so: %v", an.Feedback.ImprovementAreas)
	}
}

func TestConfidenceFollowsTheAnswer(t *testing.T) {
	evasive := liveOf(t, "I dunno, I just do what the boss says. Whatever they want, really, I guess that's it.")
	strong := liveOf(t, starProse)
	if evasive.Confidence > 30 {
		t.Errorf("\"I dunno, I just do what the boss says\": confidence %d%%, want 30%% or less", evasive.Confidence)
	}
	if strong.Confidence < 80 {
		t.Errorf("a strong story: confidence %d%%, want 80%% or more", strong.Confidence)
	}
	// The analysis says the same as the panel.
	an := evaluate(t, starQuestion, starProse, "Retail Sales Worker", "behavioral")
	if an.BehavioralMetrics.ConfidenceLevel != strong.Confidence {
		t.Errorf("analysis confidence %d%%, panel %d%%", an.BehavioralMetrics.ConfidenceLevel, strong.Confidence)
	}
}

// TestSummaryFollowsTheScore: on every labelled answer of the training
// writers, the summary opens with the words of the score's band.
func TestSummaryFollowsTheScore(t *testing.T) {
	opening := map[string][]string{
		"strong": {"Strong answer"},
		"solid":  {"Solid answer"},
		"fair":   {"A fair answer"},
		"weak":   {"A weak answer", "The answer misses the question", "This answer does not answer the question yet"},
	}
	l := NewLocal()
	for i, x := range loadLabelled(t, trainingFiles...) {
		if x.a.Grade == 0 || i%2 != 0 {
			continue
		}
		an, err := l.EvaluateAdvanced(context.Background(), x.q.Question, x.a.Answer, x.q.Role, x.q.Type)
		if err != nil {
			t.Fatal(err)
		}
		fb := an.Feedback
		ok := false
		for _, o := range opening[summaryBand(fb.Score)] {
			ok = ok || strings.HasPrefix(fb.Summary, o)
		}
		if !ok {
			t.Errorf("%s: score %d, summary %q", x.a.ID, fb.Score, fb.Summary)
		}
		misses := strings.Contains(fb.Summary, "misses the question") || strings.Contains(strings.Join(fb.ImprovementAreas, " "), "does not address the question")
		if misses && fb.Score > 3 {
			t.Errorf("%s: told it misses the question, scored %d", x.a.ID, fb.Score)
		}
		// A result read is never asked for.
		f, _ := readFor(x.a.Answer, questionFor(x.q.Question, x.q.Type, x.q.Role), x.q.Type, x.q.Role)
		if f.result && strings.Contains(strings.Join(fb.ImprovementAreas, " "), "finish with the result") {
			t.Errorf("%s: told to finish with the result it gives", x.a.ID)
		}
	}
}

// TestLivePanelReadsTheQuestion: with its question, the live panel reads a
// draft as the analysis reads the finished answer: a technical answer's
// Structure is the share of the explanation's parts the score reads, its
// Confidence the analysis's, and restating the question changes nothing.
func TestLivePanelReadsTheQuestion(t *testing.T) {
	ctx := context.Background()
	l := NewLocal()
	in := LiveInput{Text: speedAnswer, Question: speedQuestion, JobTitle: "Software Engineer", InterviewType: "technical"}
	rt, err := l.RealTimeFor(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	q := questionFor(speedQuestion, "technical", "Software Engineer")
	_, cf := readFor(speedAnswer, q, "technical", "Software Engineer")
	if want := pct(cf.vals[fvYardstick]); rt.Structure != want {
		t.Errorf("structure %d%%, the analysis reads %d%%", rt.Structure, want)
	}
	an := evaluate(t, speedQuestion, speedAnswer, "Software Engineer", "technical")
	if rt.Confidence != an.BehavioralMetrics.ConfidenceLevel || rt.Clarity != an.BehavioralMetrics.ClarityScore || rt.Engagement != an.BehavioralMetrics.EngagementLevel {
		t.Errorf("panel %+v, analysis %+v", rt, an.BehavioralMetrics)
	}
	in.Text = restatedPrefix(speedQuestion, speedAnswer)
	if again, _ := l.RealTimeFor(ctx, in); *again != *rt {
		t.Errorf("restating the question changed the panel: %+v, %+v", again, rt)
	}
	// Without a question it reads the text alone, as a story.
	alone, _ := l.RealTimeFor(ctx, LiveInput{Text: starLabelled})
	if alone.Structure != 100 {
		t.Errorf("structure without a question %d%%", alone.Structure)
	}
}
