package ai

import (
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// esa compares the meaning of two texts through the O*NET task statements
// they evoke (explicit semantic analysis over the embedded catalogue): each
// word stands for the tasks it appears in, weighted by how specific it is,
// and two texts are close when their words point at the same tasks. It
// needs no data beyond the catalogue Stride already ships, and it knows
// that "tyres", "brakes" and "inspection" belong together.
type esa struct {
	post map[string][]int32 // stem → documents (task statements, descriptions)
	idf  map[string]float64
}

const esaMaxPostings = 600 // a word in more documents than this says little

var esaIndex = sync.OnceValue(func() *esa {
	e := &esa{post: map[string][]int32{}, idf: map[string]float64{}}
	c, err := catalog.Load()
	if err != nil {
		return e
	}
	doc := int32(0)
	add := func(text string) {
		seen := map[string]bool{}
		for _, s := range contentStems(tokens(strings.ToLower(text))) {
			if !seen[s] {
				seen[s] = true
				e.post[s] = append(e.post[s], doc)
			}
		}
		doc++
	}
	for _, o := range c.Occupations {
		add(o.Title + ". " + o.Description)
		for _, t := range o.Tasks {
			add(t)
		}
	}
	for s, p := range e.post {
		e.idf[s] = math.Log(float64(doc) / float64(len(p)))
	}
	return e
})

// vector is the normalised task vector of a bag of stems.
func (e *esa) vector(stems []string) map[int32]float64 {
	v := map[int32]float64{}
	seen := map[string]bool{}
	for _, s := range stems {
		p := e.post[s]
		if seen[s] || len(p) == 0 || len(p) > esaMaxPostings {
			continue
		}
		seen[s] = true
		w := e.idf[s]
		for _, d := range p {
			v[d] += w
		}
	}
	var n float64
	for _, x := range v {
		n += x * x
	}
	if n > 0 {
		n = math.Sqrt(n)
		for d := range v {
			v[d] /= n
		}
	}
	return v
}

func cosine(a, b map[int32]float64) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	s := 0.0
	for d, x := range a {
		s += x * b[d]
	}
	return s
}

// closest is the mean similarity to the question's bag of the k answer
// words closest to it: high when the answer has several words about the
// question's subject, however long it is.
func (e *esa) closest(question, answer []string, k int) float64 {
	qv := e.vector(question)
	var sims []float64
	for _, s := range answer {
		if sim := cosine(e.vector([]string{s}), qv); sim > 0 {
			sims = append(sims, sim)
		}
	}
	slices.Sort(sims)
	slices.Reverse(sims)
	total := 0.0
	for i := 0; i < k && i < len(sims); i++ {
		total += sims[i]
	}
	return total / float64(k)
}
