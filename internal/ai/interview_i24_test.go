package ai

import (
	"context"
	"strings"
	"testing"
)

// From the i24 look (a railway operator): a confused passenger is no
// user-interface problem. "confus" had made the question ask about user
// problems, and an excellent answer was told it missed the question and
// scored 1, to be told how to test a design; a lost, distressed or
// confused passenger is a person to help. (The answer still scores low:
// its words meet the question's little, and the gate reads words.)
func TestAConfusedPersonIsNoUserProblem(t *testing.T) {
	q := &Question{Question: "Give me an example of a time you helped a passenger who was lost, distressed or confused during service disruption at a busy station.", Type: "behavioral"}
	for _, c := range append(conceptsFor(q), adviceConceptsFor(q)...) {
		if c.name == "user problems" {
			t.Errorf("the question read as asking about %s", c.name)
		}
	}
	if !hasWord(" users find the checkout page confusing ", []string{"confusing"}) {
		t.Error("a confusing page no longer reads as a user problem")
	}
	answer := "During a signalling failure that cancelled 40 trains in an hour, I noticed an elderly man by the departure screens, repeating a town name and unable to say where his wife was. " +
		"I stayed with him, kept my questions simple, found a name and phone number on a card in his wallet and asked the information desk to call it. " +
		"I walked him to the assistance lounge, away from the noise. His wife arrived 15 minutes later. Since then I carry a notepad for writing and drawing directions."
	an, err := NewLocal().EvaluateAdvanced(context.Background(), q.Question, answer, "Station Customer Assistant", "behavioral")
	if err != nil {
		t.Fatal(err)
	}
	for _, tip := range append(an.Feedback.ImprovementAreas, an.Feedback.Summary) {
		if strings.Contains(tip, "user problems") || strings.Contains(tip, "changing the design") {
			t.Errorf("told about user problems: %q", tip)
		}
	}
	if c := competencyNames[questionCompetencies(q.Question)[0]]; c != "upset person" {
		t.Errorf("the question asks for %q, not a person in distress", c)
	}
}
