package ai

import (
	"encoding/json"
	"math"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// scorerModel is an ordinal (cumulative logit) regression from an answer's
// features to the 1-4 grade of the rubric in testdata/interview_eval.md:
// P(grade ≤ k) = σ(cut[k] − w·x), with x the standardised features. Its
// weights are fitted on the training part of the labelled answers by
// fitScorer (go test ./internal/ai -run TestFitScorer -fit) and committed
// in data/scorer.json.
type scorerModel struct {
	Note     string    `json:"note"`
	Features []string  `json:"features"`
	Mean     []float64 `json:"mean"`
	Scale    []float64 `json:"scale"`
	Weights  []float64 `json:"weights"`
	Cuts     []float64 `json:"cuts"`
}

var scorer = sync.OnceValue(func() *scorerModel {
	b, err := dataFS.ReadFile("data/scorer.json")
	if err != nil {
		return nil
	}
	var m scorerModel
	if json.Unmarshal(b, &m) != nil || len(m.Weights) != len(featureNames) {
		return nil
	}
	return &m
})

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

func (m *scorerModel) z(x []float64) float64 {
	z := 0.0
	for i, v := range x {
		z += m.Weights[i] * (v - m.Mean[i]) / m.Scale[i]
	}
	return z
}

// expectedGrade is the model's expected grade (1-4) of an answer.
func (m *scorerModel) expectedGrade(x []float64) float64 {
	z := m.z(x)
	e := 1.0
	for _, c := range m.Cuts {
		e += 1 - sigmoid(c-z) // P(grade > k)
	}
	return e
}

// scoreOf maps an expected grade to Stride's 0-10 score: grade 1 (not an
// answer) is 1, grade 4 (excellent) is 10.
func scoreOf(expected float64) int {
	return int(math.Max(1, math.Min(10, math.Round(1+3*(expected-1)))))
}

// fitScorer fits the model on feature rows and grades (1-4) by full-batch
// gradient descent with L2 regularisation. It is deterministic: the same
// rows give the same weights.
func fitScorer(rows [][]float64, grades []int) *scorerModel {
	nf := len(featureNames)
	m := &scorerModel{Features: featureNames, Mean: make([]float64, nf), Scale: make([]float64, nf),
		Weights: make([]float64, nf), Cuts: []float64{-1, 0, 1}}
	n := float64(len(rows))
	for _, r := range rows {
		for i, v := range r {
			m.Mean[i] += v / n
		}
	}
	for _, r := range rows {
		for i, v := range r {
			m.Scale[i] += (v - m.Mean[i]) * (v - m.Mean[i]) / n
		}
	}
	for i := range m.Scale {
		m.Scale[i] = math.Max(1e-3, math.Sqrt(m.Scale[i]))
	}
	const (
		lambda = 0.02
		rate   = 0.1
		iters  = 6000
	)
	dsig := func(x float64) float64 { s := sigmoid(x); return s * (1 - s) }
	gw := make([]float64, nf)
	gc := make([]float64, 3)
	for it := 0; it < iters; it++ {
		clear(gw)
		clear(gc)
		for j, r := range rows {
			k := grades[j] - 1 // 0-3
			z := m.z(r)
			var sa, sb, da, db float64 = 1, 0, 0, 0
			if k < 3 {
				sa, da = sigmoid(m.Cuts[k]-z), dsig(m.Cuts[k]-z)
			}
			if k > 0 {
				sb, db = sigmoid(m.Cuts[k-1]-z), dsig(m.Cuts[k-1]-z)
			}
			p := math.Max(1e-9, sa-sb)
			dz := (da - db) / p
			for i, v := range r {
				gw[i] += dz * (v - m.Mean[i]) / m.Scale[i] / n
			}
			if k < 3 {
				gc[k] -= da / p / n
			}
			if k > 0 {
				gc[k-1] += db / p / n
			}
		}
		for i := range m.Weights {
			m.Weights[i] -= rate * (gw[i] + 2*lambda*m.Weights[i])
		}
		for k := range m.Cuts {
			m.Cuts[k] -= rate * gc[k]
		}
		for k := 1; k < 3; k++ {
			m.Cuts[k] = math.Max(m.Cuts[k], m.Cuts[k-1]+0.05)
		}
	}
	for i := range m.Weights {
		m.Weights[i] = math.Round(m.Weights[i]*1e6) / 1e6
		m.Mean[i] = math.Round(m.Mean[i]*1e6) / 1e6
		m.Scale[i] = math.Round(m.Scale[i]*1e6) / 1e6
	}
	for k := range m.Cuts {
		m.Cuts[k] = math.Round(m.Cuts[k]*1e6) / 1e6
	}
	return m
}

// roleVocab caches roleVocabulary per title.
var roleVocab sync.Map

// occupationFor resolves a job title to its O*NET occupation, or nil. It is
// the coach's one title lookup.
func occupationFor(title string) *catalog.Occupation {
	c, err := catalog.Load()
	if err != nil {
		return nil
	}
	return c.Find(title)
}
