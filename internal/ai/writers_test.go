package ai

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
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
		docs = append(docs, newCompDoc(kept, questionCompetencies(bq.Question)[0]))
	}
	return docs
}

// crossFitted maps each training answer (compKey) to the competencies
// read by a classifier fitted without its writer.
var crossFitted = sync.OnceValue(func() map[string][]float64 {
	set := loadLabelledOrPanic(trainingFiles...)
	set = append(set, freeNegatives(set)...)
	// Each answer is read once (compDocs), in the set's order, and each
	// fold fits on the others' docs in that order.
	var docs []compDoc
	var docWriter []string
	for _, l := range set {
		if d := compDocs([]gradedAnswer{l}); len(d) == 1 {
			docs, docWriter = append(docs, d[0]), append(docWriter, writerOf(l.file))
		}
	}
	out := map[string][]float64{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []gradedAnswer
			for _, l := range set {
				if writerOf(l.file) == w.name {
					mine = append(mine, l)
				}
			}
			var others []compDoc
			for i, d := range docs {
				if docWriter[i] != w.name {
					others = append(others, d)
				}
			}
			m := fitCompetency(others)
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

// TestTuneWriters compares gate settings leave one writer out without
// refitting for each (STRIDE_TUNE=1; GATES="none-full ..."): the folds are
// fitted once, then each setting scores every writer's answers. NEAR_K
// sets nearK, QUAL_ALL=1 fits the quality part on every writer, NO_NEG=1
// leaves out the free negatives.
func TestTuneWriters(t *testing.T) {
	if os.Getenv("STRIDE_TUNE") == "" {
		t.Skip("set STRIDE_TUNE=1")
	}
	tuneSettings(t)
	if v := os.Getenv("NEAR_K"); v != "" {
		nearK, _ = strconv.Atoi(v)
	}
	if v := os.Getenv("COMP_GRADE"); v != "" {
		compMinGrade, _ = strconv.Atoi(v)
	}
	if v := os.Getenv("COMP_LAMBDA"); v != "" {
		compLambda, _ = strconv.ParseFloat(v, 64)
	}
	defer withCrossFitted()()
	set := loadLabelled(t, trainingFiles...)
	if os.Getenv("NO_NEG") == "" {
		set = append(set, freeNegatives(set)...)
	}
	t.Logf("%d answers with %d free negatives", len(set), len(freeNegatives(set)))
	type row struct {
		l gradedAnswer
		x []float64
	}
	var rows []row
	for _, l := range set {
		if l.a.Grade > 0 {
			rows = append(rows, row{l, answerFeatures(l.q, l.a.Answer)})
		}
	}
	models := map[string]*scorerModel{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var xs [][]float64
			var gs []int
			var qs []bool
			for _, r := range rows {
				if wr := writerOf(r.l.file); wr != w.name {
					xs = append(xs, r.x)
					gs = append(gs, r.l.a.Grade)
					qs = append(qs, qualityWriter(wr))
				}
			}
			if os.Getenv("QUAL_ALL") != "" {
				qs = nil
			}
			m := fitScorer(xs, gs, qs)
			mu.Lock()
			models[w.name] = m
			mu.Unlock()
		}()
	}
	wg.Wait()
	for _, g := range strings.Fields(os.Getenv("GATES") + fmt.Sprintf(" %g-%gx%g@%g", gateNone, gateFull, qualityStretch, qualityCenter)) {
		lo, hi, _ := strings.Cut(g, "-")
		hi, st, _ := strings.Cut(hi, "x")
		st, ce, _ := strings.Cut(st, "@")
		center := qualityCenter
		if ce != "" {
			center, _ = strconv.ParseFloat(ce, 64)
		}
		none, _ := strconv.ParseFloat(lo, 64)
		full, _ := strconv.ParseFloat(hi, 64)
		stretch := 1.0
		if st != "" {
			stretch, _ = strconv.ParseFloat(st, 64)
		}
		t.Logf("gate %.2f-%.2f stretch %.2f center %.2f", none, full, stretch, center)
		for _, w := range writers {
			m := *models[w.name]
			m.GateNone, m.GateFull, m.Stretch, m.Center = none, full, stretch, center
			var xs []scored
			var ws []scored
			var exLow, off, offHi float64
			for _, r := range rows {
				if writerOf(r.l.file) != w.name || r.l.a.Kind == "same-role-negative" {
					continue
				}
				s := float64(scoreOf(m.expectedGrade(r.x)))
				xs = append(xs, scored{r.l.a, s})
				if v := os.Getenv("STRIDE_WORST"); v == w.name || v == "all" {
					if d := s - float64(1+3*(r.l.a.Grade-1)); d >= 4 || d <= -4 || os.Getenv("STRIDE_ALL") != "" {
						t.Logf("    %s %-16s g%d %-17s %2.0f  gate %.2f quality %.2f %s %.200s", w.name, r.l.a.ID, r.l.a.Grade, r.l.a.Kind, s, m.Gate.predict(r.x), m.Quality.predict(r.x), showFeature(r.x), r.l.a.Answer)
					}
				}
				ws = append(ws, scored{r.l.a, float64(len(strings.Fields(r.l.a.Answer)))})
				if r.l.a.Kind == "excellent" && s < 4 {
					exLow++
				}
				switch r.l.a.Kind {
				case "off-topic", "off-topic-role", "restated", "off-topic-written":
					off++
					if s >= 6 {
						offHi++
					}
				}
			}
			f, wf := measure(xs), measure(ws)
			t.Logf("  %-11s pairwise %.3f (+%.3f)  means %.2f %.2f %.2f %.2f  exc−dec %+.2f  excellent<4 %.0f  off-topic 6+ %.1f%%",
				w.name, f.Pairwise, f.Pairwise-wf.Pairwise, f.MeanPerGrade[4], f.MeanPerGrade[3], f.MeanPerGrade[2], f.MeanPerGrade[1],
				f.MeanPerGrade[4]-f.MeanPerGrade[3], exLow, 100*offHi/max(1, off))
		}
	}
}

// sameRoleNegatives are more training answers of grade 1 for the gate
// (nearNegatives are others):
// each question given the excellent answer of another question of the
// same role by the same writer that asks for another competency (a strong
// story from the right field that answers another question, as the
// independent writers' off-topic answers are). Only fits read them; no
// figure counts them.
func sameRoleNegatives(set []gradedAnswer) []gradedAnswer {
	type key struct{ writer, role string }
	qs := map[key][]gradedAnswer{} // one excellent answer per question
	seenQ := map[string]bool{}
	var order []key
	have := map[string]bool{} // question id + answer already in the set
	for _, l := range set {
		have[l.q.ID+"\x00"+l.a.Answer] = true
		if l.a.Kind != "excellent" || seenQ[l.file+l.q.ID] {
			continue
		}
		seenQ[l.file+l.q.ID] = true
		k := key{writerOf(l.file), strings.ToLower(l.q.Role)}
		if _, ok := qs[k]; !ok {
			order = append(order, k)
		}
		qs[k] = append(qs[k], l)
	}
	var out []gradedAnswer
	for _, k := range order {
		for _, q := range qs[k] {
			cq := questionCompetencies(q.q.Question)[0]
			for _, other := range qs[k] {
				if other.q.ID == q.q.ID || questionCompetencies(other.q.Question)[0] == cq || have[q.q.ID+"\x00"+other.a.Answer] {
					continue
				}
				a := other.a
				a.QuestionID, a.Grade, a.Kind, a.ID = q.q.ID, 1, "same-role-negative", q.q.ID+"-neg-"+other.q.ID
				out = append(out, gradedAnswer{q.q, a, q.file})
			}
		}
	}
	return out
}

// TestHeldOutFeedback prints the feedback on the held-out writer's first
// excellent, first hand-written off-topic and first restated-question
// answer (for the notes), once the held-out writer may be looked at.
func TestHeldOutFeedback(t *testing.T) {
	set := heldOut(t)
	l := NewLocal()
	for _, kind := range []string{"excellent", "off-topic-written", "restated"} {
		for _, x := range set {
			if x.a.Kind != kind {
				continue
			}
			an, err := l.EvaluateAdvanced(context.Background(), x.q.Question, x.a.Answer, x.q.Role, x.q.Type)
			if err != nil {
				t.Fatal(err)
			}
			fb := an.Feedback
			t.Logf("%s (%s, %s): %q\n  answer: %.300q\n  score %d\n  summary: %s\n  strengths: %q\n  improvements: %q",
				x.a.ID, kind, x.q.Role, x.q.Question, x.a.Answer, fb.Score, fb.Summary, fb.StrengthsIdentified, fb.ImprovementAreas)
			break
		}
	}
}

// nearNegatives are more grade-1 training answers for the gate, harder
// than sameRoleNegatives: each question given the excellent answers of
// the same writer's other questions that read closest to its own
// excellent answer in meaning and ask for another competency (a strong
// story from a neighbouring field told for another question: a fraud
// analyst's case under a bank teller's question). nearK is how many per
// question.
func nearNegatives(set []gradedAnswer) []gradedAnswer {
	type ex struct {
		l gradedAnswer
		m []float32
		c int
	}
	byWriter := map[string][]ex{}
	var order []string
	seenQ := map[string]bool{}
	have := map[string]bool{}
	for _, l := range set {
		have[l.q.ID+"\x00"+l.a.Answer] = true
		if l.a.Kind != "excellent" || seenQ[l.file+l.q.ID] {
			continue
		}
		seenQ[l.file+l.q.ID] = true
		w := writerOf(l.file)
		if _, ok := byWriter[w]; !ok {
			order = append(order, w)
		}
		byWriter[w] = append(byWriter[w], ex{l, meaning(tokens(strings.ToLower(l.a.Answer))), questionCompetencies(l.q.Question)[0]})
	}
	var out []gradedAnswer
	for _, w := range order {
		xs := byWriter[w]
		for _, q := range xs {
			type cand struct {
				e   ex
				sim float64
			}
			var cs []cand
			for _, o := range xs {
				if o.l.q.ID == q.l.q.ID || o.c == q.c || strings.EqualFold(o.l.q.Role, q.l.q.Role) || have[q.l.q.ID+"\x00"+o.l.a.Answer] {
					continue
				}
				cs = append(cs, cand{o, dot(q.m, o.m)})
			}
			slices.SortStableFunc(cs, func(a, b cand) int { return cmp.Compare(b.sim, a.sim) })
			for _, c := range cs[:min(nearK, len(cs))] {
				a := c.e.l.a
				a.QuestionID, a.Grade, a.Kind, a.ID = q.l.q.ID, 1, "same-role-negative", q.l.q.ID+"-near-"+c.e.l.q.ID
				out = append(out, gradedAnswer{q.l.q, a, q.l.file})
			}
		}
	}
	return out
}

// nearK is the number of nearNegatives per question, chosen leave one
// writer out: with i9 (whose fourteen roles give no sameRoleNegatives)
// among the writers, two raised pairwise on seven of nine independent
// writers (mean 0.932 -> 0.936), with the gate's full credit from 0.7;
// with fifteen independent writers (i1-i15), three against two: pairwise
// 0.936 -> 0.939, off-topic at 6+ 7.8% -> 7.2%, excellent − decent 2.10
// -> 2.03 (four: 0.938, 6.4%, 1.93, and twelve excellent answers under 4
// against eight).
var nearK = 3

// freeNegatives are the grade-1 answers the fits add for free.
func freeNegatives(set []gradedAnswer) []gradedAnswer {
	return append(sameRoleNegatives(set), nearNegatives(set)...)
}

// showFeature prints the features STRIDE_SHOW names (comma-separated) of
// a row, for reading the answers furthest from their grade.
func showFeature(x []float64) string {
	var out []string
	for _, n := range strings.Split(os.Getenv("STRIDE_SHOW"), ",") {
		if i := slices.Index(featureNames, n); i >= 0 {
			out = append(out, fmt.Sprintf("%s %.2f", n, x[i]))
		}
	}
	return strings.Join(out, " ")
}
