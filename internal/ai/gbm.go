package ai

import (
	"math"
	"slices"
)

// Gradient-boosted regression trees: each part of the interview scorer is
// a sum of shallow trees over the answer's features, fitted by gradient
// boosting with second-order (Newton) leaf values. Trees capture what a
// weighted sum cannot: a story full of specifics counts only when it is
// about the question; a short answer is weak unless it names a concrete
// approach. Fitting is deterministic (no sampling; ties broken by feature
// and threshold order), so the same rows give the same model.

// gbmModel is a boosted ensemble: raw(x) = Base + Σ tree(x).
type gbmModel struct {
	Features []string  `json:"features"`
	Loss     string    `json:"loss"` // "squared" (regression) or "logistic" (probability)
	Base     float64   `json:"base"`
	Trees    []gbmTree `json:"trees"`
	index    []int
}

// gbmTree is one tree in flat arrays: node i splits on feature Feature[i]
// (an index into the model's Features) at Threshold[i], going to Left[i]
// when x ≤ Threshold[i] and Right[i] otherwise; Feature[i] = -1 marks a
// leaf with value Value[i] (the learning rate already applied).
type gbmTree struct {
	Feature   []int     `json:"f"`
	Threshold []float64 `json:"t"`
	Left      []int     `json:"l"`
	Right     []int     `json:"r"`
	Value     []float64 `json:"v"`
}

// gbmParams are the settings of a fit.
type gbmParams struct {
	Trees   int     // boosting rounds
	Depth   int     // depth of each tree
	Rate    float64 // learning rate
	MinLeaf int     // fewest rows in a leaf
	Lambda  float64 // L2 penalty on leaf values
	Bins    int     // most thresholds tried per feature
}

var defaultGBM = gbmParams{Trees: 200, Depth: 3, Rate: 0.05, MinLeaf: 20, Lambda: 1, Bins: 64}

func (m *gbmModel) bind() error {
	m.index = m.index[:0]
	for _, f := range m.Features {
		i := slices.Index(featureNames, f)
		if i < 0 {
			return errUnknownFeature(f)
		}
		m.index = append(m.index, i)
	}
	for _, t := range m.Trees {
		for _, f := range t.Feature {
			if f >= len(m.index) {
				return errUnknownFeature("tree feature out of range")
			}
		}
	}
	return nil
}

// raw is the ensemble's sum for a row of all featureNames.
func (m *gbmModel) raw(x []float64) float64 {
	s := m.Base
	for i := range m.Trees {
		t := &m.Trees[i]
		n := 0
		for t.Feature[n] >= 0 {
			if x[m.index[t.Feature[n]]] <= t.Threshold[n] {
				n = t.Left[n]
			} else {
				n = t.Right[n]
			}
		}
		s += t.Value[n]
	}
	return s
}

// predict is the model's output: a probability for the logistic loss, the
// regression value otherwise.
func (m *gbmModel) predict(x []float64) float64 {
	if m.Loss == "logistic" {
		return sigmoid(m.raw(x))
	}
	return m.raw(x)
}

// fitGBM fits a model on rows (each a row of all featureNames) and their
// targets (0/1 for the logistic loss).
func fitGBM(features []string, loss string, rows [][]float64, target []float64, p gbmParams) gbmModel {
	m := gbmModel{Features: features, Loss: loss}
	if err := m.bind(); err != nil {
		panic(err)
	}
	n, nf := len(rows), len(features)
	if n == 0 {
		return m
	}
	if p.Bins < 1 || p.Bins > 255 {
		panic("gbm: Bins must be 1-255")
	}
	// Column values and candidate thresholds per feature: midpoints
	// between up to Bins quantiles of its distinct values.
	col := make([][]float64, nf)
	thresholds := make([][]float64, nf)
	bin := make([][]uint8, nf) // bin[k][i]: the first threshold ≥ row i's value
	for k, fi := range m.index {
		col[k] = make([]float64, n)
		for i, r := range rows {
			col[k][i] = r[fi]
		}
		vals := slices.Clone(col[k])
		slices.Sort(vals)
		vals = slices.Compact(vals)
		if len(vals) > p.Bins+1 {
			q := make([]float64, 0, p.Bins+1)
			for b := 0; b <= p.Bins; b++ {
				q = append(q, vals[b*(len(vals)-1)/p.Bins])
			}
			vals = slices.Compact(q)
		}
		for j := 0; j+1 < len(vals); j++ {
			thresholds[k] = append(thresholds[k], round6((vals[j]+vals[j+1])/2))
		}
		bin[k] = make([]uint8, n)
		for i, v := range col[k] {
			b, _ := slices.BinarySearch(thresholds[k], v)
			bin[k][i] = uint8(b) // #nosec G115 -- b ≤ len(thresholds[k]) ≤ p.Bins, at most 255 (checked in fitGBM)
		}
	}

	// Start from the mean (or its log-odds).
	mean := 0.0
	for _, y := range target {
		mean += y / float64(n)
	}
	if loss == "logistic" {
		mean = math.Min(1-1e-6, math.Max(1e-6, mean))
		m.Base = round6(math.Log(mean / (1 - mean)))
	} else {
		m.Base = round6(mean)
	}
	pred := make([]float64, n)
	for i := range pred {
		pred[i] = m.Base
	}
	g, h := make([]float64, n), make([]float64, n)
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	for range p.Trees {
		for i := range n {
			if loss == "logistic" {
				pr := sigmoid(pred[i])
				g[i], h[i] = pr-target[i], math.Max(pr*(1-pr), 1e-6)
			} else {
				g[i], h[i] = pred[i]-target[i], 1
			}
		}
		b := treeBuilder{p: p, g: g, h: h, bin: bin, thresholds: thresholds}
		b.grow(all, 0)
		t := b.tree
		for i := range n {
			node := 0
			for t.Feature[node] >= 0 {
				if col[t.Feature[node]][i] <= t.Threshold[node] {
					node = t.Left[node]
				} else {
					node = t.Right[node]
				}
			}
			pred[i] += t.Value[node]
		}
		m.Trees = append(m.Trees, t)
	}
	return m
}

func round6(x float64) float64 { return math.Round(x*1e6) / 1e6 }

type treeBuilder struct {
	p          gbmParams
	g, h       []float64
	bin        [][]uint8
	thresholds [][]float64
	tree       gbmTree
}

// leafValue is the Newton step of a leaf: -Σg / (Σh + λ).
func (b *treeBuilder) leafValue(G, H float64) float64 {
	return -G / (H + b.p.Lambda)
}

// grow adds the node for rows at depth and returns its index.
func (b *treeBuilder) grow(rows []int, depth int) int {
	var G, H float64
	for _, i := range rows {
		G += b.g[i]
		H += b.h[i]
	}
	node := len(b.tree.Feature)
	b.tree.Feature = append(b.tree.Feature, -1)
	b.tree.Threshold = append(b.tree.Threshold, 0)
	b.tree.Left = append(b.tree.Left, -1)
	b.tree.Right = append(b.tree.Right, -1)
	b.tree.Value = append(b.tree.Value, round6(b.p.Rate*b.leafValue(G, H)))
	if depth >= b.p.Depth || len(rows) < 2*b.p.MinLeaf {
		return node
	}
	parent := G * G / (H + b.p.Lambda)
	bestGain, bestK, bestT := 1e-9, -1, -1
	type acc struct {
		g, h float64
		n    int
	}
	for k := range b.bin {
		nt := len(b.thresholds[k])
		if nt == 0 {
			continue
		}
		hist := make([]acc, nt+1)
		for _, i := range rows {
			a := &hist[b.bin[k][i]]
			a.g += b.g[i]
			a.h += b.h[i]
			a.n++
		}
		var gl, hl float64
		nl := 0
		for t := 0; t < nt; t++ {
			gl += hist[t].g
			hl += hist[t].h
			nl += hist[t].n
			if nl < b.p.MinLeaf {
				continue
			}
			if len(rows)-nl < b.p.MinLeaf {
				break
			}
			gr, hr := G-gl, H-hl
			gain := gl*gl/(hl+b.p.Lambda) + gr*gr/(hr+b.p.Lambda) - parent
			if gain > bestGain {
				bestGain, bestK, bestT = gain, k, t
			}
		}
	}
	if bestK < 0 {
		return node
	}
	var left, right []int
	for _, i := range rows {
		if int(b.bin[bestK][i]) <= bestT {
			left = append(left, i)
		} else {
			right = append(right, i)
		}
	}
	b.tree.Feature[node] = bestK
	b.tree.Threshold[node] = b.thresholds[bestK][bestT]
	l := b.grow(left, depth+1)
	r := b.grow(right, depth+1)
	b.tree.Left[node], b.tree.Right[node] = l, r
	return node
}
