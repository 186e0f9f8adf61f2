package ai

import (
	"context"
	"math"
	"testing"
)

func TestWithoutRestated(t *testing.T) {
	const q = "Tell me about a time you had to learn something new quickly."
	const a = "In my second week at the clinic I had to learn the new device-management tool. I read the admin guide, shadowed the vendor for two days and enrolled 40 tablets myself; compliance reached 96%."
	for _, c := range []struct{ name, in, want string }{
		{"you asked, quoted", `You asked: "` + q + `" ` + a, a},
		{"you asked, curly quotes", `You asked: “` + q + `” ` + a, a},
		{"you asked, no quotes", `You asked: ` + q + ` ` + a, a},
		{"the question was", `The question was: ` + q + ` ` + a, a},
		{"the question repeated", q + " " + a, a},
		{"the question quoted", `"` + q + `" ` + a, a},
		{"the question repeated after an opening", a + " " + q, a},
		{"no copy", a, a},
		{"a few of the question's words", "I had to learn something new quickly when the clinic changed tools: " + a, "I had to learn something new quickly when the clinic changed tools: " + a},
		{"asked about something else", "You asked about my weaknesses before; here is one. " + a, "You asked about my weaknesses before; here is one. " + a},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, restated := withoutRestated(c.in, q)
			if got != c.want {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
			if restated != (c.in != c.want) {
				t.Errorf("restated %v", restated)
			}
		})
	}
	const ops = "An online shop's order error rate rose from 1% to 4% in a month. How do you investigate?"
	if got, _ := withoutRestated(ops+" "+a, ops); got != a {
		t.Errorf("a two-sentence question repeated: got %q", got)
	}
	// An answer that is only the question is kept as it is (and scored as
	// a copy: it says nothing of its own).
	an := evaluate(t, q, `You asked: "`+q+`"`, "Registered Nurse", "behavioral")
	if an.Feedback.Score > 2 {
		t.Errorf("the question alone scores %d", an.Feedback.Score)
	}
}

// TestRestatedPrefixMovesNoScore: restating the question in front of an
// answer, in any of the usual ways, moves its score by at most one point
// (issue 39), on every sixth labelled answer of grade 2-4 of every writer
// (leave one writer out, writerFigures checks one way on all of them).
func TestRestatedPrefixMovesNoScore(t *testing.T) {
	l := NewLocal()
	score := func(q evalQuestion, a string) int {
		an, err := l.EvaluateAdvanced(context.Background(), q.Question, a, q.Role, q.Type)
		if err != nil {
			t.Fatal(err)
		}
		return an.Feedback.Score
	}
	n := 0
	for i, x := range loadLabelled(t, trainingFiles...) {
		if x.a.Grade < 2 || i%6 != 0 {
			continue
		}
		n++
		base := score(x.q, x.a.Answer)
		for _, prefixed := range []string{
			restatedPrefix(x.q.Question, x.a.Answer),
			x.q.Question + " " + x.a.Answer,
			"The question was: " + x.q.Question + " " + x.a.Answer,
		} {
			if s := score(x.q, prefixed); math.Abs(float64(s-base)) > 1 {
				t.Errorf("%s: %d, restated %d: %.80q", x.a.ID, base, s, prefixed)
			}
		}
	}
	t.Logf("%d answers, three ways of restating each", n)
}
