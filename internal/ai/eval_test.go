package ai

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"
)

// evalSet is testdata/interview_eval.json: the labelled interview answers
// (rubric in testdata/interview_eval.md), built by testdata/build_eval.py.
type evalSet struct {
	Questions []evalQuestion `json:"questions"`
	Answers   []evalAnswer   `json:"answers"`
}

type evalQuestion struct {
	ID       string `json:"id"`
	Role     string `json:"role"`
	Type     string `json:"type"`
	Question string `json:"question"`
	Split    string `json:"split"`
}

type evalAnswer struct {
	ID         string `json:"id"`
	QuestionID string `json:"questionId"`
	Grade      int    `json:"grade"` // 1-4; 0 for answers not in English
	Kind       string `json:"kind"`
	Answer     string `json:"answer"`
}

func loadEvalSet(t testing.TB) (evalSet, map[string]evalQuestion) {
	t.Helper()
	b, err := os.ReadFile("testdata/interview_eval.json")
	if err != nil {
		t.Fatal(err)
	}
	var s evalSet
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	qs := map[string]evalQuestion{}
	for _, q := range s.Questions {
		qs[q.ID] = q
	}
	return s, qs
}

// scored is one answer of the set with the score a scorer gave it.
type scored struct {
	evalAnswer
	score float64
}

// evalFigures are the measures of one scorer on a set of answers.
type evalFigures struct {
	Pairwise      float64         // share of same-question pairs with different grades ordered right (ties count half)
	Spearman      float64         // rank correlation of score and grade
	MeanPerGrade  map[int]float64 // mean score of the answers of each grade
	OffTopicHigh  float64         // share of off-topic answers scoring 6+
	RestatedHigh  float64         // share of restated-question answers scoring 6+
	AdversarialHi float64         // share of every grade-1 answer scoring 6+
}

func measure(xs []scored) evalFigures {
	f := evalFigures{MeanPerGrade: map[int]float64{}}
	var right, pairs float64
	byQ := map[string][]scored{}
	for _, x := range xs {
		if x.Grade > 0 {
			byQ[x.QuestionID] = append(byQ[x.QuestionID], x)
		}
	}
	for _, as := range byQ {
		for i := range as {
			for j := i + 1; j < len(as); j++ {
				a, b := as[i], as[j]
				if a.Grade == b.Grade {
					continue
				}
				pairs++
				switch {
				case a.score == b.score:
					right += 0.5
				case (a.score > b.score) == (a.Grade > b.Grade):
					right++
				}
			}
		}
	}
	f.Pairwise = right / max(1, pairs)
	var grades, scores []float64
	n := map[int]int{}
	var off, offHi, re, reHi, adv, advHi float64
	for _, x := range xs {
		if x.Grade == 0 {
			continue
		}
		grades = append(grades, float64(x.Grade))
		scores = append(scores, x.score)
		f.MeanPerGrade[x.Grade] += x.score
		n[x.Grade]++
		hi := 0.0
		if x.score >= 6 {
			hi = 1
		}
		switch x.Kind {
		case "off-topic", "off-topic-role":
			off, offHi = off+1, offHi+hi
		case "restated":
			re, reHi = re+1, reHi+hi
		}
		if x.Grade == 1 {
			adv, advHi = adv+1, advHi+hi
		}
	}
	for g := range f.MeanPerGrade {
		f.MeanPerGrade[g] /= float64(n[g])
	}
	f.Spearman = spearman(grades, scores)
	f.OffTopicHigh = offHi / max(1, off)
	f.RestatedHigh = reHi / max(1, re)
	f.AdversarialHi = advHi / max(1, adv)
	return f
}

// ranks gives tied values their average rank.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && xs[idx[j+1]] == xs[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return r
}

func spearman(a, b []float64) float64 {
	ra, rb := ranks(a), ranks(b)
	var ma, mb float64
	for i := range ra {
		ma += ra[i]
		mb += rb[i]
	}
	ma /= float64(len(ra))
	mb /= float64(len(rb))
	var sab, saa, sbb float64
	for i := range ra {
		sab += (ra[i] - ma) * (rb[i] - mb)
		saa += (ra[i] - ma) * (ra[i] - ma)
		sbb += (rb[i] - mb) * (rb[i] - mb)
	}
	if saa == 0 || sbb == 0 {
		return 0
	}
	return sab / math.Sqrt(saa*sbb)
}

func (f evalFigures) String() string {
	var g []string
	for _, k := range []int{4, 3, 2, 1} {
		g = append(g, fmt.Sprintf("%d: %.2f", k, f.MeanPerGrade[k]))
	}
	return fmt.Sprintf("pairwise %.3f  spearman %.3f  mean per grade {%s}  off-topic 6+ %.0f%%  restated 6+ %.0f%%  any grade-1 6+ %.0f%%",
		f.Pairwise, f.Spearman, strings.Join(g, ", "), 100*f.OffTopicHigh, 100*f.RestatedHigh, 100*f.AdversarialHi)
}

// evalScores scores the answers of one split with the local engine and with
// the word-count baseline.
func evalScores(t testing.TB, split string) (engine, words []scored, notEnglish, toldEnglish int) {
	t.Helper()
	set, qs := loadEvalSet(t)
	l := NewLocal()
	for _, a := range set.Answers {
		q := qs[a.QuestionID]
		if split != "" && q.Split != split {
			continue
		}
		an, err := l.EvaluateAdvanced(context.Background(), q.Question, a.Answer, q.Role, q.Type)
		if err != nil {
			t.Fatal(err)
		}
		if a.Grade == 0 {
			notEnglish++
			if strings.Contains(an.Feedback.Summary, "Stride evaluates answers in English") {
				toldEnglish++
			}
			continue
		}
		engine = append(engine, scored{a, float64(an.Feedback.Score)})
		words = append(words, scored{a, float64(len(strings.Fields(a.Answer)))})
	}
	return engine, words, notEnglish, toldEnglish
}

// TestEvalInterview prints the interview coach's figures on the held-out
// answers (make eval); EVAL_ANSWERS=1 lists every answer's score.
func TestEvalInterview(t *testing.T) {
	engine, words, ne, told := evalScores(t, "test")
	e, w := measure(engine), measure(words)
	qs := map[string]bool{}
	offN, reN := 0, 0
	for _, x := range engine {
		qs[x.QuestionID] = true
		switch x.Kind {
		case "off-topic", "off-topic-role":
			offN++
		case "restated":
			reN++
		}
	}
	grades := func(f evalFigures, unit string) string {
		return fmt.Sprintf("%.2f %.2f %.2f %.2f%s", f.MeanPerGrade[4], f.MeanPerGrade[3], f.MeanPerGrade[2], f.MeanPerGrade[1], unit)
	}
	t.Logf("Interview coach, held-out answers: %d questions, %d graded answers, %d not in English", len(qs), len(engine), ne)
	t.Logf("                pairwise  spearman  mean per grade 4 / 3 / 2 / 1")
	t.Logf("  Stride        %.3f     %.3f     %s", e.Pairwise, e.Spearman, grades(e, " (score 0-10)"))
	t.Logf("  word count    %.3f     %.3f     %s", w.Pairwise, w.Spearman, grades(w, " (words)"))
	t.Logf("  off-topic answers scoring 6+: %.0f%% of %d; restated-question answers scoring 6+: %.0f%% of %d; any grade-1 answer: %.0f%%",
		100*e.OffTopicHigh, offN, 100*e.RestatedHigh, reN, 100*e.AdversarialHi)
	t.Logf("  answers not in English told %q: %d of %d", NotEnglishMessage, told, ne)
	if os.Getenv("EVAL_ANSWERS") != "" {
		for _, x := range engine {
			t.Logf("  %-16s g%d %-16s %2.0f", x.ID, x.Grade, x.Kind, x.score)
		}
	}
}

var fitFlag = flag.Bool("fit", false, "TestFitScorer: write the fitted weights to data/scorer.json")

// answerFeatures reads one labelled answer as EvaluateAdvanced does.
func answerFeatures(q evalQuestion, answer string) []float64 {
	bq := questionFor(q.Question, q.Type, q.Role)
	f := analyze(answer, bq)
	return readAnswer(answer, bq, q.Type, q.Role, f).vals
}

func trainingRows(t testing.TB) ([][]float64, []int) {
	set, qs := loadEvalSet(t)
	var rows [][]float64
	var grades []int
	for _, a := range set.Answers {
		q := qs[a.QuestionID]
		if q.Split != "train" || a.Grade == 0 {
			continue
		}
		rows = append(rows, answerFeatures(q, a.Answer))
		grades = append(grades, a.Grade)
	}
	return rows, grades
}

// TestFitScorer fits the scoring model on the training answers only. With
// -fit it writes data/scorer.json; without, it checks that the committed
// weights are the ones this code and data give.
func TestFitScorer(t *testing.T) {
	rows, grades := trainingRows(t)
	m := fitScorer(rows, grades)
	m.Note = "Ordinal logistic regression fitted on the training part of testdata/interview_eval.json by `go test ./internal/ai -run TestFitScorer -fit`; do not edit by hand."
	b, _ := json.MarshalIndent(m, "", "  ")
	if *fitFlag {
		if err := os.WriteFile("data/scorer.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, part := range []ordinalModel{m.Gate, m.Quality} {
			for i, n := range part.Features {
				t.Logf("%-24s %+.3f", n, part.Weights[i])
			}
			t.Logf("cuts %v", part.Cuts)
		}
		return
	}
	got, err := os.ReadFile("data/scorer.json")
	if err != nil {
		t.Fatal(err)
	}
	var committed scorerModel
	if err := json.Unmarshal(got, &committed); err != nil {
		t.Fatal(err)
	}
	for _, p := range [][2]ordinalModel{{committed.Gate, m.Gate}, {committed.Quality, m.Quality}} {
		for i := range p[1].Weights {
			if len(p[0].Weights) != len(p[1].Weights) || math.Abs(p[0].Weights[i]-p[1].Weights[i]) > 1e-4 {
				t.Fatalf("data/scorer.json is stale (%s): run go test ./internal/ai -run TestFitScorer -fit", p[1].Features[i])
			}
		}
	}
}

// TestTuneInterview is for working on the scorer without looking at the
// held-out answers: four-fold cross-validation over the training questions
// (each fold's questions unseen by its fit).
func TestTuneInterview(t *testing.T) {
	if os.Getenv("STRIDE_TUNE") == "" {
		t.Skip("set STRIDE_TUNE=1 to compare the candidates (slow)")
	}
	defer func(n, f float64) { gateNone, gateFull = n, f }(gateNone, gateFull)
	for _, n := range []float64{0.1, 0.2, 0.3, 0.4, 0.5} {
		for _, f := range []float64{0.6, 0.7, 0.8, 0.9, 1} {
			gateNone, gateFull = n, f
			t.Run(fmt.Sprintf("gate=%.1f-%.1f", n, f), tuneInterview)
		}
	}
}

func tuneInterview(t *testing.T) {
	set, qs := loadEvalSet(t)
	fold := map[string]int{}
	for i, q := range set.Questions {
		fold[q.ID] = i % 4
	}
	type row struct {
		a evalAnswer
		x []float64
	}
	var rows []row
	for _, a := range set.Answers {
		if qs[a.QuestionID].Split == "train" && a.Grade > 0 {
			rows = append(rows, row{a, answerFeatures(qs[a.QuestionID], a.Answer)})
		}
	}
	var out []scored
	gsum, qsum, ksum := map[string]float64{}, map[string]float64{}, map[string]float64{}
	defer func() {
		for k := range ksum {
			t.Logf("  %-16s gate %.2f quality %.2f", k, gsum[k]/ksum[k], qsum[k]/ksum[k])
		}
	}()
	for k := 0; k < 4; k++ {
		var xs [][]float64
		var gs []int
		for _, r := range rows {
			if fold[r.a.QuestionID] != k {
				xs = append(xs, r.x)
				gs = append(gs, r.a.Grade)
			}
		}
		m := fitScorer(xs, gs)
		for _, r := range rows {
			if fold[r.a.QuestionID] == k {
				gsum[r.a.Kind] += m.Gate.expected(r.x)
				qsum[r.a.Kind] += 2 + m.Quality.expected(r.x)
				ksum[r.a.Kind]++
				if os.Getenv("TUNE_SHOW") == r.a.Kind {
					t.Logf("  %s G=%.2f Q=%.2f %.70s", r.a.ID, m.Gate.expected(r.x), 2+m.Quality.expected(r.x), r.a.Answer)
				}
				out = append(out, scored{r.a, float64(scoreOf(m.expectedGrade(r.x)))})
			}
		}
	}
	t.Logf("cross-validated on train, gate %.1f-%.1f: %s", gateNone, gateFull, measure(out))
	wrong := map[string]float64{}
	byQ := map[string][]scored{}
	for _, x := range out {
		byQ[x.QuestionID] = append(byQ[x.QuestionID], x)
	}
	for _, as := range byQ {
		for _, a := range as {
			for _, b := range as {
				if a.Grade > b.Grade && a.score <= b.score {
					w := 1.0
					if a.score == b.score {
						w = 0.5
					}
					wrong[a.Kind+">"+b.Kind] += w
				}
			}
		}
	}
	t.Logf("wrong pairs by kind: %v", wrong)
	if testing.Verbose() {
		for _, x := range out {
			if x.Grade >= 2 || x.score >= 5 {
				t.Logf("  %-16s g%d %-14s %2.0f", x.ID, x.Grade, x.Kind, x.score)
			}
		}
	}
}

// TestFeatureNamesMatchValues guards the model's inputs: one name per value,
// no name twice.
func TestFeatureNamesMatchValues(t *testing.T) {
	q := &Question{Question: "Tell me about a time you failed.", Type: "behavioral"}
	a := "I missed a deadline because I underestimated the work, and I learned to plan with buffers."
	cf := readAnswer(a, q, "behavioral", "Software Engineer", analyze(a, q))
	if len(cf.vals) != len(featureNames) {
		t.Fatalf("%d values, %d names", len(cf.vals), len(featureNames))
	}
	seen := map[string]bool{}
	for _, n := range featureNames {
		if seen[n] {
			t.Fatalf("feature %s named twice", n)
		}
		seen[n] = true
	}
	for _, c := range []struct {
		i    int
		name string
	}{{fvCopied, "copied"}, {fvRepetition, "repetition"}, {fvNumbers, "numbersOnly"}, {fvDontKnow, "dontKnow"}, {fvYardstick, "yardstick"}} {
		if featureNames[c.i] != c.name {
			t.Errorf("index %d is %s, want %s", c.i, featureNames[c.i], c.name)
		}
	}
}
