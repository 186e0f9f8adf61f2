package learning

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// signalStore serves a fixed state and fixed career signals.
type signalStore struct {
	memStore
	st  State
	sig Signals
}

func (s *signalStore) SyncCatalog(context.Context, *Catalog) error { return nil }
func (s *signalStore) LearnerState(context.Context, string) (*State, error) {
	st := s.st
	return &st, nil
}
func (s *signalStore) LearnerSignals(context.Context, string) (*Signals, error) { return &s.sig, nil }

func newState() State {
	return State{Profile: stride.NewLearnerProfile(), ModulesDone: map[string]time.Time{}, Best: map[string]Best{}, Missed: map[string][]string{}}
}

func TestRecommendationsNameTheGap(t *testing.T) {
	for _, tc := range []struct {
		name    string
		sig     Signals
		gap     string
		reason  string
		notPath string
	}{
		{name: "target role", sig: Signals{TargetRoles: []string{"Data Analyst"}}, gap: "target-role", reason: "Your target role “Data Analyst” calls for"},
		{name: "a skill the user has is not a gap", sig: Signals{TargetRoles: []string{"Data Analyst"}, Skills: []string{"sql"}}, gap: "target-role", notPath: "sql"},
		{name: "saved job", sig: Signals{SavedJobs: []SavedJob{{Title: "Cloud Support Engineer", Company: "Acme", Text: "Experience with AWS and Azure required."}}},
			gap: "saved-jobs", reason: "Your saved job “Cloud Support Engineer” at Acme asks for"},
		{name: "two saved jobs", sig: Signals{SavedJobs: []SavedJob{
			{Title: "Support Specialist", Company: "Acme", Text: "Zendesk, customer support"},
			{Title: "Help Desk Agent", Company: "Brio", Text: "help desk tickets"}}}, gap: "saved-jobs", reason: "2 of your saved jobs"},
		{name: "interview stage", sig: Signals{Interviewing: true}, gap: "interviews", reason: "interview stage"},
	} {
		s := NewService(&signalStore{st: newState(), sig: tc.sig}, MustLoad(), ai.NewLocal())
		recs, err := s.Recommendations(context.Background(), "u", "visual")
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) == 0 || len(recs) > MaxRecommendations {
			t.Fatalf("%s: %d recommendations", tc.name, len(recs))
		}
		if recs[0].Gap != tc.gap || !strings.Contains(recs[0].PersonalizedReason, tc.reason) {
			t.Errorf("%s: first is %s %q", tc.name, recs[0].Gap, recs[0].PersonalizedReason)
		}
		for _, r := range recs {
			if tc.notPath != "" && r.PathID == tc.notPath && r.Gap == tc.gap {
				t.Errorf("%s: recommended %s although the user has the skill", tc.name, r.PathID)
			}
		}
	}
	// A style outside the four is refused.
	s := NewService(&signalStore{st: newState()}, MustLoad(), ai.NewLocal())
	if _, err := s.Recommendations(context.Background(), "u", "telepathic"); stride.ErrorCode(err) != stride.EINVALID {
		t.Errorf("bad style: %v", err)
	}
	// With no gaps, the style decides: auditory learners get a practise-aloud module first.
	recs, _ := s.Recommendations(context.Background(), "u", "auditory")
	if m := MustLoad().Module(recs[0].ModuleID); m == nil || !m.Aloud {
		t.Errorf("auditory: %+v", recs[0])
	}
	recs, _ = s.Recommendations(context.Background(), "u", "kinesthetic")
	if recs[0].Type != "interactive" && recs[0].Type != "project" {
		t.Errorf("kinesthetic: %+v", recs[0])
	}
}
