package learning

import (
	"context"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
)

// BenchmarkTutorRetrieval is one tutor question on the local engine:
// tokenising, BM25 over every module passage and composing the answer.
func BenchmarkTutorRetrieval(b *testing.B) {
	s := NewService(&memStore{}, MustLoad(), ai.NewLocal())
	s.index()
	for b.Loop() {
		if _, err := s.AskTutor(context.Background(), "u", &stride.TutorRequest{Question: "When do I use HAVING instead of WHERE?"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGrade grades a whole challenge without short answers.
func BenchmarkGrade(b *testing.B) {
	ch := MustLoad().Challenge("sql-aggregate-report")
	answers := KeyAnswers(ch, "")
	for b.Loop() {
		if _, _, err := Grade(context.Background(), ch, answers, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCatalogParse is the cost of loading the embedded catalogue at start.
func BenchmarkCatalogParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(pathFiles); err != nil {
			b.Fatal(err)
		}
	}
}
