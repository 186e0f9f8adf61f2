package ai

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestInstrumentReportsEveryCall: each call is reported with its operation
// and error, and the result is still a tutor.
func TestInstrumentReportsEveryCall(t *testing.T) {
	var ops []string
	var errs int
	p := Instrument(NewLocal(), func(op string, _ time.Duration, err error) {
		ops = append(ops, op)
		if err != nil {
			errs++
		}
	})
	ctx := context.Background()
	if _, err := p.ExtractPersonalInfo(ctx, "Jane Doe jane@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.RealTimeAnalysis(ctx, "I led the team and we shipped on time."); err != nil {
		t.Fatal(err)
	}
	tutor, ok := p.(Tutor)
	if !ok {
		t.Fatal("the instrumented provider is not a Tutor")
	}
	if _, err := tutor.TutorAnswer(ctx, "What is a STAR answer?", []Passage{{ID: 1, Source: "Interviews", Text: "A STAR answer names the situation, task, action and result."}}); err != nil {
		t.Fatal(err)
	}
	down := NewOpenAI("http://127.0.0.1:1", "k", "m")
	down.Retries, down.Timeout = 0, time.Second
	failing := Instrument(down, func(op string, _ time.Duration, err error) {
		ops = append(ops, op)
		if err != nil && errors.Is(err, ErrUnavailable) {
			errs++
		}
	})
	if _, err := failing.AnalyzeSkillGap(ctx, []string{"Go"}, []string{"SQL"}); err == nil {
		t.Fatal("a provider that cannot be reached answered")
	}
	want := []string{"ExtractPersonalInfo", "RealTimeAnalysis", "TutorAnswer", "AnalyzeSkillGap"}
	if len(ops) != len(want) || errs != 1 {
		t.Fatalf("reported %v with %d errors, want %v with 1", ops, errs, want)
	}
	for i := range want {
		if ops[i] != want[i] {
			t.Fatalf("reported %v, want %v", ops, want)
		}
	}
	if p.Name() != "local" || failing.Name() != "openai" {
		t.Fatalf("names %q %q", p.Name(), failing.Name())
	}
}
