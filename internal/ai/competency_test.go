package ai

import (
	"slices"
	"testing"
)

func TestQuestionCompetencies(t *testing.T) {
	for _, c := range []struct{ question, want string }{
		{"Tell me about a time you made a mistake in patient care. What happened?", "failure"},
		{"Tell me about a deal you lost. What happened, and what did you learn from it?", "failure"},
		{"A homeowner says a breaker keeps tripping. How do you track down the root cause?", "finding the cause"},
		{"Tell me about a time you stopped work because of a safety concern.", "safety"},
		{"How do you set safety stock for an item with volatile demand?", "procedure"},
		{"A staff member tells you a patron has been making sexual comments to her. What do you do?", "ethics"},
		{"Tell me about a time you had to learn a new system quickly to get a job done.", "learning"},
		{"The homeowner is furious that the leak is back. What do you do?", "upset person"},
		{"Tell me about a time you worked with a difficult teammate.", "conflict"},
		{"Three stakeholders send you urgent requests in the same week. What do you do?", "prioritisation"},
		{"Tell me about a time you used student data to change how you taught.", "data"},
		{"Walk me through how you inspect a newly built deck.", "procedure"},
		// An error caught is a mistake's story, whoever made it ("caught a"
		// and "caught an" alike).
		{"Tell me about a time you caught a patient identification or order-entry error at the desk.", "failure"},
		{"Tell me about a time you caught an error in a physician's order.", "failure"},
	} {
		got := competencyNames[questionCompetencies(c.question)[0]]
		if got != c.want {
			t.Errorf("%q: %s, want %s", c.question, got, c.want)
		}
	}
}

// The committed classifier reads what a story is about in words that are
// not the question's.
func TestAnswerCompetency(t *testing.T) {
	m := competencyModelData()
	if m == nil {
		t.Fatal("no data/competency.json")
	}
	for _, c := range []struct{ answer, want string }{
		{"When a patient's daughter came to the desk furious that her father was still in pain, I took her into the family room, let her finish, apologised and went through his medication record with her. She calmed down and thanked the team the next day.", "upset person"},
		{"Before I work on a panel I follow the lockout procedure: I isolate every source, put on my own lock and tag, and test for voltage before touching anything. When a foreman told me to skip it I stopped the job.", "safety"},
	} {
		kept, _ := keptWords(c.answer, "")
		p := m.probs(kept)
		best := 0
		for i := range p {
			if p[i] > p[best] {
				best = i
			}
		}
		if competencyNames[best] != c.want {
			t.Errorf("%.60q: read as %s (%.2f), want %s (%.2f)", c.answer, competencyNames[best], p[best], c.want, p[slices.Index(competencyNames, c.want)])
		}
	}
}
