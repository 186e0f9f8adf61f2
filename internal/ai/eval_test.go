package ai

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The labelled interview answers (rubric in testdata/interview_eval.md),
// each file built from its .txt by testdata/build_eval.py, grouped by
// writer (issue 39): a scorer is judged on the answers of a writer whose
// writing it was not fitted on. "repo" is the scorer's author
// (interview_eval, interview_train_extra); "repo-blind" the five blind
// sets written by people of this repository, who share its style; i1 to
// i25 twenty-five independent writers (a hiring manager in healthcare, trades
// and the public sector; a recruiter in sales, business and technology; a
// career coach writing in job seekers' voices; a hiring manager running
// panel interviews; a public-sector talent-acquisition lead; a senior
// recruiter and interview trainer; an HR business partner who trains
// interview panels; a veterans' transition counsellor who chaired
// public-sector panels; a talent-assessment lead of a manufacturing and
// distribution group; a recruitment partner of an Australian state's
// public service; the head of talent acquisition of a US food and
// consumer-goods company; a talent manager of a Canadian regional health
// authority; the head of resourcing of a UK energy and water utility;
// a talent-acquisition lead of an Irish pharmaceutical manufacturer; the head of
// recruitment of a South African mining group; the head of crew and shore
// recruitment of a Norwegian shipping and offshore group; the head of
// people and recruitment of an East African agribusiness group; the head
// of talent acquisition of an Indian hotel group; the head of recruitment
// of a Nordic and Dutch public broadcaster; the head of global
// recruitment of an international humanitarian and development NGO; the
// director of recruitment of a research university in Australia and New
// Zealand; the head of talent of a European football club and stadium
// company; the head of people of a theme park and resort operator; the
// head of talent acquisition of a national passenger railway operator;
// the head of talent acquisition of an airport operator; i3 to i25 were
// each the held-out writer, or seen once, until looked at). Development
// is leave-one-writer-out over these twenty-seven; the scorer
// (data/scorer.json) is fitted on all of them.
var writers = []struct {
	name  string
	files []string
}{
	{"repo", []string{"testdata/interview_eval.json", "testdata/interview_train_extra.json"}},
	{"repo-blind", []string{"testdata/interview_blind.json", "testdata/interview_blind2.json", "testdata/interview_blind3.json", "testdata/interview_blind4.json", "testdata/interview_blind5.json"}},
	{"i1", []string{"testdata/interview_writer_i1.json"}},
	{"i2", []string{"testdata/interview_writer_i2.json"}},
	{"i3", []string{"testdata/interview_writer_i3.json"}},
	{"i4", []string{"testdata/interview_writer_i4.json"}},
	{"i5", []string{"testdata/interview_writer_i5.json"}},
	{"i6", []string{"testdata/interview_writer_i6.json"}},
	{"i7", []string{"testdata/interview_writer_i7.json"}},
	{"i8", []string{"testdata/interview_writer_i8.json"}},
	{"i9", []string{"testdata/interview_writer_i9.json"}},
	{"i10", []string{"testdata/interview_writer_i10.json"}},
	{"i11", []string{"testdata/interview_writer_i11.json"}},
	{"i12", []string{"testdata/interview_writer_i12.json"}},
	{"i13", []string{"testdata/interview_writer_i13.json"}},
	{"i14", []string{"testdata/interview_writer_i14.json"}},
	{"i15", []string{"testdata/interview_writer_i15.json"}},
	{"i16", []string{"testdata/interview_writer_i16.json"}},
	{"i17", []string{"testdata/interview_writer_i17.json"}},
	{"i18", []string{"testdata/interview_writer_i18.json"}},
	{"i19", []string{"testdata/interview_writer_i19.json"}},
	{"i20", []string{"testdata/interview_writer_i20.json"}},
	{"i21", []string{"testdata/interview_writer_i21.json"}},
	{"i22", []string{"testdata/interview_writer_i22.json"}},
	{"i23", []string{"testdata/interview_writer_i23.json"}},
	{"i24", []string{"testdata/interview_writer_i24.json"}},
	{"i25", []string{"testdata/interview_writer_i25.json"}},
}

// trainingFiles are every writer's files but the held-out one's.
var trainingFiles = func() []string {
	var fs []string
	for _, w := range writers {
		fs = append(fs, w.files...)
	}
	return fs
}()

// writerOf names the writer of a labelled file.
func writerOf(file string) string {
	for _, w := range writers {
		if slices.Contains(w.files, file) {
			return w.name
		}
	}
	return file
}

// heldOutFile is the held-out writer's set (i26, the head of talent
// acquisition of a forest products company, written on 2026-12-02 from
// its brief alone; its start figures taken with the model fitted on
// i1-i24 in the fourteenth session, reading no answer, and looked at once
// in the fifteenth with the model fitted on i1-i25,
// testdata/interview_eval.md), scored by the committed model only.
// heldOutLooked says whether its one look has happened; from then on the
// held-out figures are printed and held at floors (heldOutFloor, set at
// the look); before, they are skipped unless STRIDE_HELDOUT=1 (the look
// itself). i18 to i25, held out or seen before it, are writers since.
const heldOutFile = "testdata/interview_writer_i26.json"

// heldOutName names the held-out writer in the figures.
const heldOutName = "i26"

const heldOutLooked = true

// heldOut loads the held-out answers, or skips the calling test with the
// reason.
func heldOut(t *testing.T) []gradedAnswer {
	t.Helper()
	if !heldOutLooked && os.Getenv("STRIDE_HELDOUT") == "" {
		t.Skipf("the held-out writer (%s) is not looked at before the model is final (STRIDE_HELDOUT=1 to look; see testdata/interview_eval.md)", heldOutFile)
	}
	return loadLabelled(t, heldOutFile)
}

// trainingCV is the leave-one-writer-out cross-validation of all
// training answers, computed once per test run (TestEvalInterview and
// TestInterviewTargets both read it): each writer's answers scored by a
// model fitted on the other writers' answers.
var trainingCV = sync.OnceValue(func() map[string]writerFig {
	return leaveOneWriterOut(loadLabelledOrPanic(trainingFiles...))
})

// leaveOneWriterOut gives each writer's figures in set with a model
// fitted on the other writers' training rows (crossRows: every training
// writer's answers, read once per run); set picks the answers scored.
func leaveOneWriterOut(set []gradedAnswer) map[string]writerFig {
	tr := crossRows()
	defer withCrossFitted()()
	rows, grades, who := tr.rows, tr.grades, tr.who
	out := map[string]writerFig{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, runtime.NumCPU()))
	for _, w := range writers {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			var xs [][]float64
			var gs []int
			var qs []bool
			for i := range rows {
				if who[i] != w.name {
					xs = append(xs, rows[i])
					gs = append(gs, grades[i])
					qs = append(qs, qualityWriter(who[i]))
				}
			}
			m := fitScorer(xs, gs, qs)
			var mine []gradedAnswer
			for _, l := range set {
				if writerOf(l.file) == w.name {
					mine = append(mine, l)
				}
			}
			fig := writerFigures(mine, func(q evalQuestion, answer string) float64 {
				return float64(scoreOf(m.expectedGrade(tr.features(q, answer))))
			})
			mu.Lock()
			out[w.name] = fig
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

func loadLabelledOrPanic(paths ...string) []gradedAnswer {
	out, err := loadLabelledAll(paths...)
	if err != nil {
		panic(err)
	}
	return out
}

func loadLabelledAll(paths ...string) ([]gradedAnswer, error) {
	var out []gradedAnswer
	for _, p := range paths {
		set, err := readLabelled(p)
		if err != nil {
			return nil, err
		}
		out = append(out, set...)
	}
	return out, nil
}

// evalSet is one labelled file.
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

// gradedAnswer is one labelled answer with its question.
type gradedAnswer struct {
	q    evalQuestion
	a    evalAnswer
	file string
}

// loadLabelled reads labelled files, in order.
func loadLabelled(t testing.TB, paths ...string) []gradedAnswer {
	t.Helper()
	var out []gradedAnswer
	for _, p := range paths {
		set, err := readLabelled(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, set...)
	}
	return out
}

// readLabelled reads one labelled file.
func readLabelled(p string) ([]gradedAnswer, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	var s evalSet
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	qs := map[string]evalQuestion{}
	for _, q := range s.Questions {
		qs[q.ID] = q
	}
	var out []gradedAnswer
	for _, a := range s.Answers {
		q, ok := qs[a.QuestionID]
		if !ok {
			return nil, fmt.Errorf("%s: answer %s has no question", p, a.ID)
		}
		out = append(out, gradedAnswer{q, a, p})
	}
	return out, nil
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
		case "off-topic", "off-topic-role", "off-topic-written":
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

// evalScores scores labelled answers with the local engine and with the
// word-count baseline.
func evalScores(t testing.TB, set []gradedAnswer) (engine, words []scored, notEnglish, toldEnglish int) {
	t.Helper()
	l := NewLocal()
	for _, x := range set {
		q, a := x.q, x.a
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

func logFigures(t *testing.T, title string, engine, words []scored, ne, told int) {
	e, w := measure(engine), measure(words)
	qs := map[string]bool{}
	offN, reN := 0, 0
	for _, x := range engine {
		qs[x.QuestionID] = true
		switch x.Kind {
		case "off-topic", "off-topic-role", "off-topic-written":
			offN++
		case "restated":
			reN++
		}
	}
	grades := func(f evalFigures, unit string) string {
		return fmt.Sprintf("%.2f %.2f %.2f %.2f%s", f.MeanPerGrade[4], f.MeanPerGrade[3], f.MeanPerGrade[2], f.MeanPerGrade[1], unit)
	}
	t.Logf("%s: %d questions, %d graded answers, %d not in English", title, len(qs), len(engine), ne)
	t.Logf("                pairwise  spearman  mean per grade 4 / 3 / 2 / 1")
	t.Logf("  Stride        %.3f     %.3f     %s", e.Pairwise, e.Spearman, grades(e, " (score 0-10)"))
	if words != nil {
		t.Logf("  word count    %.3f     %.3f     %s", w.Pairwise, w.Spearman, grades(w, " (words)"))
	}
	t.Logf("  off-topic answers scoring 6+: %.0f%% of %d; restated-question answers scoring 6+: %.0f%% of %d; any grade-1 answer: %.0f%%",
		100*e.OffTopicHigh, offN, 100*e.RestatedHigh, reN, 100*e.AdversarialHi)
	if both := offN + reN; both > 0 {
		high := e.OffTopicHigh*float64(offN) + e.RestatedHigh*float64(reN)
		t.Logf("  off-topic answers, restated or not, scoring 6+: %.0f of %d (%.1f%%; target at most 5%%)", high, both, 100*high/float64(both))
	}
	if ne > 0 {
		t.Logf("  answers not in English told %q: %d of %d", NotEnglishMessage, told, ne)
	}
}

// TestEvalInterview prints the interview coach's figures by writer (make
// eval-interview): each development writer's answers scored by a model
// fitted without them (leave one writer out), then the held-out writer's
// with the committed model once it has been looked at (heldOutLooked).
// EVAL_ANSWERS=1 lists every held-out answer's score.
func TestEvalInterview(t *testing.T) {
	cv := trainingCV()
	t.Log("Interview coach by writer, leave one writer out (each writer scored by a model fitted on the others):")
	for _, w := range writers {
		t.Log("  " + cv[w.name].line(w.name))
	}
	t.Run("held-out", func(t *testing.T) {
		set := heldOut(t)
		l := NewLocal()
		score := func(q evalQuestion, a string) float64 {
			an, err := l.EvaluateAdvanced(context.Background(), q.Question, a, q.Role, q.Type)
			if err != nil {
				t.Fatal(err)
			}
			return float64(an.Feedback.Score)
		}
		t.Log("Held-out writer, committed model: " + writerFigures(set, score).line(heldOutName))
		engine, words, ne, told := evalScores(t, set)
		logFigures(t, "Interview coach, held-out answers ("+heldOutFile+")", engine, words, ne, told)
		if os.Getenv("EVAL_ANSWERS") != "" {
			for _, x := range engine {
				t.Logf("  %-16s g%d %-16s %2.0f", x.ID, x.Grade, x.Kind, x.score)
			}
		}
	})
}

// crossValidate scores every graded answer with a model fitted on the
// answers of the other roles only (leave one role out: none of the role's
// questions is seen by its fit, though an excellent answer of the role can
// be seen as an off-topic answer to another role's question).
func crossValidate(set []gradedAnswer) []scored {
	return crossValidateBy(set, func(l gradedAnswer) string { return l.q.Role })
}

// crossValidateBy is crossValidate with folds by any key: the role, or
// the file an answer comes from (leave one file out: each set scored by a
// model fitted on the others, as a new blind set would be).
func crossValidateBy(set []gradedAnswer, key func(gradedAnswer) string) []scored {
	type row struct {
		l gradedAnswer
		x []float64
	}
	var rows []row
	var roles []string
	for _, l := range set {
		if l.a.Grade == 0 {
			continue
		}
		rows = append(rows, row{l, answerFeatures(l.q, l.a.Answer)})
		if !slices.Contains(roles, key(l)) {
			roles = append(roles, key(l))
		}
	}
	// The folds are independent: fit them in parallel, then gather them
	// in the order of the roles (the same result as one by one).
	folds := make([][]scored, len(roles))
	sem := make(chan struct{}, max(1, runtime.NumCPU()))
	var wg sync.WaitGroup
	for i, role := range roles {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			var xs [][]float64
			var gs []int
			for _, r := range rows {
				if key(r.l) != role {
					xs = append(xs, r.x)
					gs = append(gs, r.l.a.Grade)
				}
			}
			m := fitScorer(xs, gs, nil)
			for _, r := range rows {
				if key(r.l) == role {
					folds[i] = append(folds[i], scored{r.l.a, float64(scoreOf(m.expectedGrade(r.x)))})
				}
			}
		}()
	}
	wg.Wait()
	var out []scored
	for _, f := range folds {
		out = append(out, f...)
	}
	return out
}

var fitFlag = flag.Bool("fit", false, "TestFitScorer: write the fitted weights to data/scorer.json")

// answerFeatures reads one gradedAnswer answer as EvaluateAdvanced does.
func answerFeatures(q evalQuestion, answer string) []float64 {
	bq := questionFor(q.Question, q.Type, q.Role)
	_, cf := readFor(answer, bq, q.Type, q.Role)
	return cf.vals
}

func trainingRows(t testing.TB) ([][]float64, []int, []bool) {
	t.Helper()
	tr := crossRows()
	if tr.err != nil {
		t.Fatal(tr.err)
	}
	return tr.rows, tr.grades, tr.quality
}

// readRows are the training answers and their free negatives as the
// scorer learns them (graded ones only), each read once per test run with
// the cross-fitted competency classifier: the fit (TestFitScorer) and the
// leave-one-writer-out folds share them.
type readRows struct {
	rows    [][]float64
	grades  []int
	quality []bool
	who     []string
	index   map[string]int // answerKey → row
	err     error
}

func answerKey(q evalQuestion, answer string) string {
	return q.Question + "\x00" + q.Type + "\x00" + q.Role + "\x00" + answer
}

// features are an answer's features under the cross-fitted classifier:
// the row read already, or read now (a restated variant).
func (r readRows) features(q evalQuestion, answer string) []float64 {
	if i, ok := r.index[answerKey(q, answer)]; ok {
		return r.rows[i]
	}
	return answerFeatures(q, answer)
}

var crossRows = sync.OnceValue(func() readRows {
	defer withCrossFitted()()
	var r readRows
	set, err := loadLabelledAll(trainingFiles...)
	if err != nil {
		return readRows{err: err}
	}
	r.index = map[string]int{}
	for _, l := range append(set, freeNegatives(set)...) {
		if l.a.Grade == 0 {
			continue
		}
		r.index[answerKey(l.q, l.a.Answer)] = len(r.rows)
		r.rows = append(r.rows, answerFeatures(l.q, l.a.Answer))
		r.grades = append(r.grades, l.a.Grade)
		r.quality = append(r.quality, qualityWriter(writerOf(l.file)))
		r.who = append(r.who, writerOf(l.file))
	}
	return r
})

// qualityWriter says whether the quality part learns from a writer's
// grades. The repository's blind sets do not teach it: their writers
// shared the scorer author's style and brief, and their grades of 3 and
// 4 differ less in what the rubric asks for (a result, own actions, a
// reflection) than the independent writers' do; fitted with them the
// quality part pulls decent answers up to excellent ones on every
// independent writer (leave one writer out, testdata/interview_eval.md,
// coach7). The gate still learns from them what is and is not an answer.
func qualityWriter(writer string) bool { return writer != "repo-blind" }

// TestFitScorer fits the scoring model on the training answers only. With
// -fit it writes data/scorer.json; without, it checks that the committed
// weights are the ones this code and data give.
func TestFitScorer(t *testing.T) {
	rows, grades, quality := trainingRows(t)
	m := fitScorer(rows, grades, quality)
	m.Note = "Gradient-boosted trees fitted on the training answers (trainingFiles in eval_test.go) by `go test ./internal/ai -run TestFitScorer -fit`; do not edit by hand."
	b, _ := json.MarshalIndent(m, "", "  ")
	cm := fitCompetency(compDocs(loadLabelled(t, trainingFiles...)))
	cm.Note = "Competency classifier fitted on the training answers of grade 3-4 (trainingFiles in eval_test.go) by `go test ./internal/ai -run TestFitScorer -fit`; do not edit by hand."
	cb, _ := json.Marshal(cm)
	if *fitFlag {
		if err := os.WriteFile("data/scorer.json", append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("data/competency.json", append(cb, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("gate: %d trees, quality: %d trees", len(m.Gate.Trees), len(m.Quality.Trees))
		return
	}
	if committed, err := os.ReadFile("data/competency.json"); err != nil || string(committed) != string(append(cb, '\n')) {
		t.Fatal("data/competency.json is stale: run go test ./internal/ai -run TestFitScorer -fit")
	}
	got, err := os.ReadFile("data/scorer.json")
	if err != nil {
		t.Fatal(err)
	}
	var committed scorerModel
	if err := json.Unmarshal(got, &committed); err != nil {
		t.Fatal(err)
	}
	for _, p := range [][2]gbmModel{{committed.Gate, m.Gate}, {committed.Quality, m.Quality}} {
		if why := sameGBM(p[0], p[1]); why != "" {
			t.Fatalf("data/scorer.json is stale (%s): run go test ./internal/ai -run TestFitScorer -fit", why)
		}
	}
	if committed.GateNone != m.GateNone || committed.GateFull != m.GateFull || committed.Stretch != m.Stretch || committed.Center != m.Center {
		t.Fatal("data/scorer.json is stale (gate range): run go test ./internal/ai -run TestFitScorer -fit")
	}
}

// sameGBM says how two models differ beyond rounding, or "" when they do
// not.
func sameGBM(a, b gbmModel) string {
	if !slices.Equal(a.Features, b.Features) || a.Loss != b.Loss || len(a.Trees) != len(b.Trees) {
		return "features, loss or number of trees"
	}
	if math.Abs(a.Base-b.Base) > 1e-4 {
		return "base"
	}
	for i := range a.Trees {
		x, y := a.Trees[i], b.Trees[i]
		if !slices.Equal(x.Feature, y.Feature) || !slices.Equal(x.Left, y.Left) || !slices.Equal(x.Right, y.Right) {
			return fmt.Sprintf("tree %d's shape", i)
		}
		for j := range x.Value {
			if math.Abs(x.Value[j]-y.Value[j]) > 1e-4 || math.Abs(x.Threshold[j]-y.Threshold[j]) > 1e-4 {
				return fmt.Sprintf("tree %d's values", i)
			}
		}
	}
	return ""
}

// TestTuneInterview is for working on the scorer without looking at the
// blind answers: leave-one-role-out cross-validation on the training
// answers for each gate setting.
func TestTuneInterview(t *testing.T) {
	if os.Getenv("STRIDE_TUNE") == "" {
		t.Skip("set STRIDE_TUNE=1 to compare the candidates (slow)")
	}
	set := loadLabelled(t, trainingFiles...)
	defer func(n, f float64) { gateNone, gateFull = n, f }(gateNone, gateFull)
	for _, n := range strings.Fields(os.Getenv("GATE_NONE")) {
		for _, f := range strings.Fields(os.Getenv("GATE_FULL")) {
			n, _ := strconv.ParseFloat(n, 64)
			f, _ := strconv.ParseFloat(f, 64)
			gateNone, gateFull = n, f
			t.Logf("gate %.2f-%.2f: %s", n, f, measure(crossValidate(set)))
		}
	}
}

// TestTuneShow lists the cross-validated scores of the training answers
// and the pairs ordered wrong, by kind (STRIDE_TUNE=1).
func TestTuneShow(t *testing.T) {
	if os.Getenv("STRIDE_TUNE") == "" {
		t.Skip("set STRIDE_TUNE=1")
	}
	if g := os.Getenv("GATE"); g != "" {
		defer func(a []string) { gateFeatures = a }(gateFeatures)
		gateFeatures = strings.Split(g, ",")
	}
	if q := os.Getenv("QUAL"); q != "" {
		defer func(a []string) { qualityFeatures = a }(qualityFeatures)
		qualityFeatures = strings.Split(q, ",")
	}
	tuneSettings(t)
	set := loadLabelled(t, trainingFiles...)
	out := crossValidate(set)
	t.Logf("cross-validated: %s", measure(out))
	if os.Getenv("STRIDE_LOFO") != "" {
		byFile := crossValidateBy(set, func(l gradedAnswer) string { return l.file })
		t.Logf("leave one file out: %s", measure(byFile))
		files := map[string][]scored{}
		ids := map[string]string{}
		for _, l := range set {
			ids[l.a.ID+"|"+l.q.ID] = l.file
		}
		for _, x := range byFile {
			f := ids[x.ID+"|"+x.QuestionID]
			files[f] = append(files[f], x)
		}
		for _, f := range trainingFiles {
			t.Logf("  %-40s %s", f, measure(files[f]))
		}
	}

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
	mean, n := map[string]float64{}, map[string]float64{}
	for _, x := range out {
		k := x.Kind
		if strings.HasPrefix(x.QuestionID, "x-") {
			k = "extra " + k
		}
		mean[k] += x.score
		n[k]++
	}
	for k := range mean {
		t.Logf("  mean %-24s %.2f (%0.f)", k, mean[k]/n[k], n[k])
	}
	if testing.Verbose() {
		for _, x := range out {
			t.Logf("  %-20s g%d %-14s %2.0f", x.ID, x.Grade, x.Kind, x.score)
		}
	}
	if os.Getenv("STRIDE_WORST") != "" {
		// The answers furthest from their grade (the grade mapped to the
		// score scale: 1, 4, 7, 10), with their text.
		slices.SortFunc(out, func(a, b scored) int {
			da := math.Abs(a.score - float64(1+3*(a.Grade-1)))
			db := math.Abs(b.score - float64(1+3*(b.Grade-1)))
			return int(math.Copysign(1, db-da))
		})
		for _, x := range out[:min(len(out), 40)] {
			t.Logf("  %-20s g%d %-14s %2.0f  %.300s", x.ID, x.Grade, x.Kind, x.score, x.Answer)
		}
	}
}

// tuneSettings reads candidate settings of the scorer from the
// environment for TestTuneShow: GATE_ or QUAL_ followed by TREES, DEPTH,
// RATE, LEAF or LAMBDA, and GATE_NONE and GATE_FULL.
func tuneSettings(t *testing.T) {
	oldG, oldQ, oldNone, oldFull := gateGBM, qualityGBM, gateNone, gateFull
	t.Cleanup(func() { gateGBM, qualityGBM, gateNone, gateFull = oldG, oldQ, oldNone, oldFull })
	num := func(name string, dst *float64) {
		if v := os.Getenv(name); v != "" {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			*dst = f
		}
	}
	integer := func(name string, dst *int) {
		if v := os.Getenv(name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				t.Fatal(err)
			}
			*dst = n
		}
	}
	for prefix, p := range map[string]*gbmParams{"GATE_": &gateGBM, "QUAL_": &qualityGBM} {
		integer(prefix+"TREES", &p.Trees)
		integer(prefix+"DEPTH", &p.Depth)
		integer(prefix+"LEAF", &p.MinLeaf)
		num(prefix+"RATE", &p.Rate)
		num(prefix+"LAMBDA", &p.Lambda)
	}
	num("GATE_NONE", &gateNone)
	num("GATE_FULL", &gateFull)
	oldOn, oldStory, oldPlan, oldShare, oldFQ, oldFS, oldFG := misfitOn, misfitStory, misfitPlan, misfitShare, floorQuality, floorShare, floorGate
	t.Cleanup(func() {
		misfitOn, misfitStory, misfitPlan, misfitShare, floorQuality, floorShare, floorGate = oldOn, oldStory, oldPlan, oldShare, oldFQ, oldFS, oldFG
	})
	misfitOn = os.Getenv("MISFIT_OFF") == ""
	num("MISFIT_STORY", &misfitStory)
	num("MISFIT_PLAN", &misfitPlan)
	oldPQ := misfitPlanQuality
	t.Cleanup(func() { misfitPlanQuality = oldPQ })
	num("MISFIT_PLAN_Q", &misfitPlanQuality)
	num("MISFIT_SHARE", &misfitShare)
	drop := func(name string, dst *[]string) {
		if v := os.Getenv(name); v != "" {
			old := *dst
			t.Cleanup(func() { *dst = old })
			*dst = slices.DeleteFunc(slices.Clone(featureNames), func(n string) bool { return slices.Contains(strings.Split(v, ","), n) })
		}
	}
	drop("QUAL_DROP", &qualityFeatures)
	drop("GATE_DROP", &gateFeatures)
	num("FLOOR_Q", &floorQuality)
	num("FLOOR_SHARE", &floorShare)
	num("FLOOR_GATE", &floorGate)
	t.Logf("gate %+v, quality %+v, gate %.2f-%.2f", gateGBM, qualityGBM, gateNone, gateFull)
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
