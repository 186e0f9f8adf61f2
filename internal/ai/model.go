package ai

import (
	"encoding/json"
	"math"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// scorerModel turns an answer's features into the 1-4 grade of the rubric
// in testdata/interview_eval.md in two fitted parts, as an interviewer
// would: Gate, a logistic regression for whether the answer is an answer
// to this question at all (grade 2 or more), and Quality, an ordinal
// (cumulative logit) regression for how good an answer is (grade 2, 3 or
// 4), fitted on the answers that are answers. The expected grade is
// 1 + P(answer) × (E[quality grade] − 1). Both are fitted on the training
// answers (testdata/interview_eval.txt and interview_train_extra.txt) by fitScorer
// (go test ./internal/ai -run TestFitScorer -fit) and committed in
// data/scorer.json.
type scorerModel struct {
	Note    string       `json:"note"`
	Gate    ordinalModel `json:"gate"`
	Quality ordinalModel `json:"quality"`
	// An answer gets full credit for its quality from a probability of
	// being an answer of GateFull, none up to GateNone, and a share in
	// between; both chosen by cross-validation on the training answers.
	GateNone float64 `json:"gateNone"`
	GateFull float64 `json:"gateFull"`
}

// gateNone and gateFull are what fitScorer sets (TestTuneInterview compares
// candidates by leave-one-role-out cross-validation on all training
// answers, both earlier blind sets included, with offConcept in the gate:
// 0.25-1.0 gave pairwise 0.892 with 14% of off-topic answers at 6 or
// more, 0.2-1.0 0.893 with 14% (grade-1 answers higher), 0.3-1.0 0.888
// with 13%, 0.35-1.0 0.878 with 12%, 0.25-0.9 0.890 with 16%, 0.35-0.9
// 0.884 with 14%; no setting reached both 0.90 and 5%).
var gateNone, gateFull = 0.25, 1.0

// ordinalModel is a cumulative logit regression over some features:
// P(class > k) = σ(w·x − cut[k]), with x standardised.
type ordinalModel struct {
	Features []string  `json:"features"`
	Mean     []float64 `json:"mean"`
	Scale    []float64 `json:"scale"`
	Weights  []float64 `json:"weights"`
	Cuts     []float64 `json:"cuts"`
	index    []int
}

// Features of each part (names from featureNames).
var (
	gateFeatures = []string{"coverLiteral", "coverClose", "coverRelated", "concepts", "onTopicShare",
		"keyTerms", "sentencesOnTopic", "storyFit", "evidence", "copied", "repetition", "diversity", "numbersOnly", "dontKnow", "yardstick", "roleWork", "questionWork", "offConcept"}
	qualityFeatures = []string{"coverClose", "coverRelated", "concepts", "evidence", "onTopicWords", "length", "short", "yardstick",
		"specificity", "actions", "generic", "hedges", "diversity", "roleWork", "questionWork", "detail", "reasons", "general"}
)

// featureSign is the direction a feature may move the grade in, whatever
// the data: more evidence of answering the question, or of substance, never
// lowers it, and copying, repeating, numbers without context, "I don't
// know", hedging and generic phrases never raise it. The fit keeps each
// weight on its side of zero (features not listed are free). Without this
// the gate learned that substance means off-topic, because the labelled
// off-topic answers are excellent answers to other questions.
var featureSign = map[string]float64{
	"coverLiteral": 1, "coverClose": 1, "coverRelated": 1, "concepts": 1, "onTopicWords": 1, "onTopicShare": 1,
	"keyTerms": 1, "sentencesOnTopic": 1, "storyFit": 1, "evidence": 1, "yardstick": 1, "specificity": 1,
	"actions": 1, "roleWork": 1, "questionWork": 1, "detail": 1, "reasons": 1, "length": 1,
	"general": -1, "offConcept": -1, "copied": -1, "repetition": -1, "numbersOnly": -1, "dontKnow": -1, "short": -1, "generic": -1, "hedges": -1,
}

var scorer = sync.OnceValue(func() *scorerModel {
	b, err := dataFS.ReadFile("data/scorer.json")
	if err != nil {
		return nil
	}
	var m scorerModel
	if json.Unmarshal(b, &m) != nil || m.Gate.bind() != nil || m.Quality.bind() != nil {
		return nil
	}
	return &m
})

type errUnknownFeature string

func (e errUnknownFeature) Error() string { return "unknown feature " + string(e) }

// bind maps the model's feature names to indexes of featureNames.
func (m *ordinalModel) bind() error {
	m.index = m.index[:0]
	for _, f := range m.Features {
		i := -1
		for j, n := range featureNames {
			if n == f {
				i = j
			}
		}
		if i < 0 {
			return errUnknownFeature(f)
		}
		m.index = append(m.index, i)
	}
	return nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

func (m *ordinalModel) z(x []float64) float64 {
	z := 0.0
	for k, i := range m.index {
		z += m.Weights[k] * (x[i] - m.Mean[k]) / m.Scale[k]
	}
	return z
}

// expected is the expected class (0 … len(Cuts)).
func (m *ordinalModel) expected(x []float64) float64 {
	z, e := m.z(x), 0.0
	for _, c := range m.Cuts {
		e += sigmoid(z - c)
	}
	return e
}

// expectedGrade is the model's expected grade (1-4) of an answer.
func (m *scorerModel) expectedGrade(x []float64) float64 {
	g := math.Max(0, math.Min(1, (m.Gate.expected(x)-m.GateNone)/(m.GateFull-m.GateNone)))
	return 1 + g*(1+m.Quality.expected(x))
}

// scoreOf maps an expected grade to Stride's 0-10 score: grade 1 (not an
// answer) is 1, grade 4 (excellent) is 10.
func scoreOf(expected float64) int {
	return int(math.Max(1, math.Min(10, math.Round(1+3*(expected-1)))))
}

// fitScorer fits both parts on feature rows and grades (1-4).
func fitScorer(rows [][]float64, grades []int) *scorerModel {
	m := &scorerModel{GateNone: gateNone, GateFull: gateFull}
	gate := make([]int, len(grades))
	var qRows [][]float64
	var qGrades []int
	for i, g := range grades {
		if g >= 2 {
			gate[i] = 1
			qRows = append(qRows, rows[i])
			qGrades = append(qGrades, g-2)
		}
	}
	m.Gate = fitOrdinal(gateFeatures, rows, gate, 1)
	m.Quality = fitOrdinal(qualityFeatures, qRows, qGrades, 2)
	return m
}

// fitOrdinal fits a cumulative logit model with the given number of cuts
// (classes 0 … cuts) by full-batch gradient descent with L2
// regularisation. It is deterministic: the same rows give the same model.
func fitOrdinal(features []string, rows [][]float64, classes []int, cuts int) ordinalModel {
	m := ordinalModel{Features: features}
	if err := m.bind(); err != nil {
		panic(err)
	}
	nf := len(features)
	m.Mean, m.Scale, m.Weights = make([]float64, nf), make([]float64, nf), make([]float64, nf)
	for k := range cuts {
		m.Cuts = append(m.Cuts, float64(k)-float64(cuts-1)/2)
	}
	n := float64(len(rows))
	for _, r := range rows {
		for k, i := range m.index {
			m.Mean[k] += r[i] / n
		}
	}
	for _, r := range rows {
		for k, i := range m.index {
			m.Scale[k] += (r[i] - m.Mean[k]) * (r[i] - m.Mean[k]) / n
		}
	}
	for k := range m.Scale {
		m.Scale[k] = math.Max(1e-3, math.Sqrt(m.Scale[k]))
	}
	const (
		lambda = 0.01
		rate   = 0.2
		iters  = 8000
	)
	dsig := func(x float64) float64 { s := sigmoid(x); return s * (1 - s) }
	gw := make([]float64, nf)
	gc := make([]float64, cuts)
	for it := 0; it < iters; it++ {
		clear(gw)
		clear(gc)
		for j, r := range rows {
			c := classes[j]
			z := m.z(r)
			// P(class ≤ c) = σ(cut[c] − z); P(class = c) = upper − lower.
			var up, lo, dup, dlo float64 = 1, 0, 0, 0
			if c < cuts {
				up, dup = sigmoid(m.Cuts[c]-z), dsig(m.Cuts[c]-z)
			}
			if c > 0 {
				lo, dlo = sigmoid(m.Cuts[c-1]-z), dsig(m.Cuts[c-1]-z)
			}
			p := math.Max(1e-9, up-lo)
			dz := (dup - dlo) / p
			for k, i := range m.index {
				gw[k] += dz * (r[i] - m.Mean[k]) / m.Scale[k] / n
			}
			if c < cuts {
				gc[c] -= dup / p / n
			}
			if c > 0 {
				gc[c-1] += dlo / p / n
			}
		}
		moved := 0.0
		for k := range m.Weights {
			w := m.Weights[k]
			m.Weights[k] -= rate * (gw[k] + 2*lambda*m.Weights[k])
			if sg := featureSign[features[k]]; sg*m.Weights[k] < 0 {
				m.Weights[k] = 0
			}
			moved = math.Max(moved, math.Abs(m.Weights[k]-w))
		}
		for k := range m.Cuts {
			c := m.Cuts[k]
			m.Cuts[k] -= rate * gc[k]
			if k > 0 {
				m.Cuts[k] = math.Max(m.Cuts[k], m.Cuts[k-1]+0.05)
			}
			moved = math.Max(moved, math.Abs(m.Cuts[k]-c))
		}
		// Converged: no weight or cut moves by more than a rounding of
		// the committed model.
		if moved < 1e-8 {
			break
		}
	}
	round := func(xs []float64) {
		for i := range xs {
			xs[i] = math.Round(xs[i]*1e6) / 1e6
		}
	}
	round(m.Weights)
	round(m.Mean)
	round(m.Scale)
	round(m.Cuts)
	return m
}

// roleVocab caches roleVocabulary per title.
var roleVocab sync.Map

var occupationCache sync.Map // lower-case title → *catalog.Occupation (nil: none)

// occupationFor resolves a job title to its O*NET occupation, or nil: the
// product's title resolver (catalog.Resolve) when it is reasonably sure,
// through Catalog.Find. It is the coach's one title lookup.
func occupationFor(title string) *catalog.Occupation {
	key := strings.ToLower(strings.TrimSpace(title))
	if v, ok := occupationCache.Load(key); ok {
		return v.(*catalog.Occupation)
	}
	var o *catalog.Occupation
	if c, err := catalog.Load(); err == nil && key != "" {
		o = c.Find(title)
	}
	occupationCache.Store(key, o)
	return o
}
