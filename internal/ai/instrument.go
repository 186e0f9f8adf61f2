package ai

import (
	"context"
	"encoding/json"
	"time"
)

// Observer is told of every provider call: the operation (the method's
// name), how long it took and its error (nil on success).
type Observer func(operation string, took time.Duration, err error)

// Instrument returns p with every call reported to observe (metrics). The
// result is also a Tutor: p's own, or the local one as the learning tutor
// would choose when p has none.
func Instrument(p Provider, observe Observer) Provider {
	return &instrumented{p: p, observe: observe}
}

type instrumented struct {
	p       Provider
	observe Observer
}

var _ Tutor = (*instrumented)(nil)

// call runs fn as operation op and reports it.
func call[T any](i *instrumented, op string, fn func() (T, error)) (T, error) {
	start := time.Now()
	out, err := fn()
	i.observe(op, time.Since(start), err)
	return out, err
}

func (i *instrumented) Name() string { return i.p.Name() }

func (i *instrumented) OptimizeResume(ctx context.Context, resume json.RawMessage, targetRole, jobDescription string) (*Optimized, error) {
	return call(i, "OptimizeResume", func() (*Optimized, error) { return i.p.OptimizeResume(ctx, resume, targetRole, jobDescription) })
}

func (i *instrumented) AnalyzeSkillGap(ctx context.Context, userSkills, jobRequirements []string) (*SkillGap, error) {
	return call(i, "AnalyzeSkillGap", func() (*SkillGap, error) { return i.p.AnalyzeSkillGap(ctx, userSkills, jobRequirements) })
}

func (i *instrumented) InterviewQuestions(ctx context.Context, jobTitle, interviewType string, resume json.RawMessage) ([]Question, error) {
	return call(i, "InterviewQuestions", func() ([]Question, error) {
		return i.p.InterviewQuestions(ctx, jobTitle, interviewType, resume)
	})
}

func (i *instrumented) EvaluateResponse(ctx context.Context, question, answer, jobTitle string) (*Evaluation, error) {
	return call(i, "EvaluateResponse", func() (*Evaluation, error) { return i.p.EvaluateResponse(ctx, question, answer, jobTitle) })
}

func (i *instrumented) JobRecommendations(ctx context.Context, profile UserProfile, skills []string) ([]JobRecommendation, error) {
	return call(i, "JobRecommendations", func() ([]JobRecommendation, error) { return i.p.JobRecommendations(ctx, profile, skills) })
}

func (i *instrumented) AdaptiveQuestions(ctx context.Context, jobTitle, interviewType string, level, count int, exclude []string) ([]Question, error) {
	return call(i, "AdaptiveQuestions", func() ([]Question, error) {
		return i.p.AdaptiveQuestions(ctx, jobTitle, interviewType, level, count, exclude)
	})
}

func (i *instrumented) EvaluateAdvanced(ctx context.Context, question, answer, jobTitle, interviewType string) (*Analysis, error) {
	return call(i, "EvaluateAdvanced", func() (*Analysis, error) {
		return i.p.EvaluateAdvanced(ctx, question, answer, jobTitle, interviewType)
	})
}

func (i *instrumented) RealTimeAnalysis(ctx context.Context, text string) (*RealTime, error) {
	return call(i, "RealTimeAnalysis", func() (*RealTime, error) { return i.p.RealTimeAnalysis(ctx, text) })
}

// RealTimeFor reads a draft against its question when the provider can
// (LiveReader), and the text alone otherwise.
func (i *instrumented) RealTimeFor(ctx context.Context, in LiveInput) (*RealTime, error) {
	if lr, ok := i.p.(LiveReader); ok {
		return call(i, "RealTimeAnalysis", func() (*RealTime, error) { return lr.RealTimeFor(ctx, in) })
	}
	return i.RealTimeAnalysis(ctx, in.Text)
}

func (i *instrumented) ExtractPersonalInfo(ctx context.Context, text string) (*Extracted, error) {
	return call(i, "ExtractPersonalInfo", func() (*Extracted, error) { return i.p.ExtractPersonalInfo(ctx, text) })
}

func (i *instrumented) CoverLetter(ctx context.Context, in CoverLetterInput) (*Generated, error) {
	return call(i, "CoverLetter", func() (*Generated, error) { return i.p.CoverLetter(ctx, in) })
}

func (i *instrumented) ApplicationResponse(ctx context.Context, in ResponseInput) (*Generated, error) {
	return call(i, "ApplicationResponse", func() (*Generated, error) { return i.p.ApplicationResponse(ctx, in) })
}

func (i *instrumented) PortfolioSummary(ctx context.Context, in PortfolioInput) (*Generated, error) {
	return call(i, "PortfolioSummary", func() (*Generated, error) { return i.p.PortfolioSummary(ctx, in) })
}

func (i *instrumented) TutorAnswer(ctx context.Context, question string, passages []Passage) (*TutorAnswer, error) {
	var t Tutor = NewLocal()
	if pt, ok := i.p.(Tutor); ok {
		t = pt
	}
	return call(i, "TutorAnswer", func() (*TutorAnswer, error) { return t.TutorAnswer(ctx, question, passages) })
}
