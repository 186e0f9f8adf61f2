package ai

import (
	"context"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
)

// Evaluation by writer (issue 39): the labelled answers come from several
// writers, and a scorer is judged on the answers of a writer whose writing
// it was not fitted on. STRIDE_EVAL_FILES="name=path+path,..." scores the
// named files with the committed model (EvaluateAdvanced), one line of
// figures per name; it is how the figures of a model are taken on a set
// without changing the code (a test binary built at another commit runs it
// on today's files).
func TestEvalFiles(t *testing.T) {
	spec := os.Getenv("STRIDE_EVAL_FILES")
	if spec == "" {
		t.Skip("set STRIDE_EVAL_FILES=name=path+path,...")
	}
	for _, part := range strings.Split(spec, ",") {
		name, paths, _ := strings.Cut(part, "=")
		set := loadLabelled(t, strings.Split(paths, "+")...)
		l := NewLocal()
		score := func(q evalQuestion, answer string) float64 {
			an, err := l.EvaluateAdvanced(context.Background(), q.Question, answer, q.Role, q.Type)
			if err != nil {
				t.Fatal(err)
			}
			return float64(an.Feedback.Score)
		}
		t.Log(writerLine(name, set, score))
	}
}

// writerFig are the figures of issue 39 on one writer's answers.
type writerFig struct {
	evalFigures
	Words          evalFigures // the word-count baseline
	ExcellentLow   int         // excellent answers scoring under 4
	Excellent      int
	OffWritten     float64 // share of hand-written off-topic answers (kind off-topic-written) at 6+
	OffAll         float64 // every off-topic answer, restated or not, at 6+
	OffN           int
	Gap            float64 // mean excellent − mean decent
	MaxShift       float64 // the largest score change a restated-question prefix makes
	Shifted        int     // answers moved by more than 1 point by the prefix
	ShiftN         int
	Graded, Others int
}

// restatedPrefix is what a candidate who restates the question says first.
func restatedPrefix(question, answer string) string {
	return fmt.Sprintf("You asked: %q %s", question, answer)
}

// writerFigures scores a writer's graded answers with score, and each
// graded answer of grade 2-4 again with the question restated in front.
func writerFigures(set []gradedAnswer, score func(q evalQuestion, answer string) float64) writerFig {
	var engine, words []scored
	var w writerFig
	var offHi, offN, owHi, owN float64
	for _, x := range set {
		if x.a.Grade == 0 {
			w.Others++
			continue
		}
		s := score(x.q, x.a.Answer)
		engine = append(engine, scored{x.a, s})
		words = append(words, scored{x.a, float64(len(strings.Fields(x.a.Answer)))})
		if x.a.Kind == "excellent" {
			w.Excellent++
			if s < 4 {
				w.ExcellentLow++
			}
		}
		switch x.a.Kind {
		case "off-topic", "off-topic-role", "restated", "off-topic-written":
			offN++
			if s >= 6 {
				offHi++
			}
		}
		if x.a.Kind == "off-topic-written" {
			owN++
			if s >= 6 {
				owHi++
			}
		}
		if x.a.Grade >= 2 {
			d := math.Abs(score(x.q, restatedPrefix(x.q.Question, x.a.Answer)) - s)
			w.ShiftN++
			w.MaxShift = math.Max(w.MaxShift, d)
			if d > 1 {
				w.Shifted++
			}
		}
	}
	w.Graded = len(engine)
	w.evalFigures, w.Words = measure(engine), measure(words)
	w.OffAll, w.OffN = offHi/math.Max(1, offN), int(offN)
	w.OffWritten = owHi / math.Max(1, owN)
	w.Gap = w.MeanPerGrade[4] - w.MeanPerGrade[3]
	return w
}

func (w writerFig) line(name string) string {
	return fmt.Sprintf("%-11s n=%-4d pairwise %.3f (words %.3f, +%.3f)  spearman %.3f (words %.3f)  means 4/3/2/1 %.2f %.2f %.2f %.2f  exc−dec %+.2f  excellent<4 %d/%d  off-topic 6+ %.1f%% of %d (restated %.0f%%, written %.0f%%)  prefix shift max %.0f (>1: %d/%d)",
		name, w.Graded, w.Pairwise, w.Words.Pairwise, w.Pairwise-w.Words.Pairwise, w.Spearman, w.Words.Spearman,
		w.MeanPerGrade[4], w.MeanPerGrade[3], w.MeanPerGrade[2], w.MeanPerGrade[1], w.Gap, w.ExcellentLow, w.Excellent,
		100*w.OffAll, w.OffN, 100*w.RestatedHigh, 100*w.OffWritten, w.MaxShift, w.Shifted, w.ShiftN)
}

func writerLine(name string, set []gradedAnswer, score func(q evalQuestion, answer string) float64) string {
	return writerFigures(set, score).line(name)
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// The competency classifier (competency.go) is cross-fitted for the
// scorer's training: each writer's answers are read by a classifier
// fitted on the other writers' answers, so that the scorer learns how
// far to trust the classifier on writing it has not seen. (The
// classifier learns from answers' words and their questions' wording,
// never from grades.)

// compMinGrade is the lowest grade of the answers the classifier learns
// from.
var compMinGrade = 3

// compKey identifies an answer's own words under a question.
func compKey(kept []string, question string) string {
	return question + "\x00" + strings.Join(kept, " ")
}

// compDocs are the answers of grade 3-4 as the classifier learns them.
func compDocs(set []gradedAnswer) []compDoc {
	var docs []compDoc
	for _, l := range set {
		if l.a.Grade < compMinGrade {
			continue
		}
		bq := questionFor(l.q.Question, l.q.Type, l.q.Role)
		own, _ := ownAnswer(l.a.Answer, bq.Question)
		kept, _ := keptWords(own, bq.Question)
		docs = append(docs, compDoc{kept, questionCompetencies(bq.Question)[0]})
	}
	return docs
}

// crossFitted maps each training answer (compKey) to the competencies
// read by a classifier fitted without its writer.
var crossFitted = sync.OnceValue(func() map[string][]float64 {
	set := loadLabelledOrPanic(trainingFiles...)
	out := map[string][]float64{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var others, mine []gradedAnswer
			for _, l := range set {
				if writerOf(l.file) == w.name {
					mine = append(mine, l)
				} else {
					others = append(others, l)
				}
			}
			m := fitCompetency(compDocs(others))
			for _, l := range mine {
				bq := questionFor(l.q.Question, l.q.Type, l.q.Role)
				own, _ := ownAnswer(l.a.Answer, bq.Question)
				kept, _ := keptWords(own, bq.Question)
				p := m.probs(kept)
				mu.Lock()
				out[compKey(kept, bq.Question)] = p
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return out
})

// withCrossFitted reads the training answers with the cross-fitted
// classifier until the returned function is called; any other answer is
// read by the committed one.
func withCrossFitted() func() {
	table := crossFitted()
	competencyOverride = func(kept []string, question string) []float64 {
		if p, ok := table[compKey(kept, question)]; ok {
			return p
		}
		if m := competencyModelData(); m != nil {
			return m.probs(kept)
		}
		return nil
	}
	return func() { competencyOverride = nil }
}
