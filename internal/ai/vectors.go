package ai

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// Relevance by meaning: static word vectors (GloVe, 100 dimensions,
// reduced by cmd/vectors-gen to the ~32,000 words Stride needs) place
// "eviction" near "housing" and "landlord", "mistake" near "failed", so an
// answer can be about what a question asks without sharing its words.

// dims is the length of every word vector.
const dims = 100

type wordVec struct {
	v    [dims]float32 // unit length
	rank int           // frequency rank in GloVe (1 = most frequent)
}

var vectors = sync.OnceValue(func() map[string]*wordVec {
	m, err := readVectors()
	if err != nil {
		return map[string]*wordVec{}
	}
	return m
})

func readVectors() (map[string]*wordVec, error) {
	b, err := dataFS.ReadFile("data/vectors.bin.gz")
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	r := bufio.NewReader(zr)
	var d, n int
	if _, err := fmt.Fscanf(r, "stridevec 1 %d %d\n", &d, &n); err != nil || d != dims {
		return nil, fmt.Errorf("vectors: bad header (%v)", err)
	}
	m := make(map[string]*wordVec, n)
	word := make([]byte, 256)
	raw := make([]byte, 4+dims)
	for range n {
		l, err := r.ReadByte()
		if err != nil {
			return nil, err
		}
		if _, err := io.ReadFull(r, word[:l]); err != nil {
			return nil, err
		}
		if _, err := io.ReadFull(r, raw); err != nil {
			return nil, err
		}
		wv := &wordVec{rank: int(binary.LittleEndian.Uint32(raw[:4]))}
		norm := 0.0
		for i := range dims {
			x := float64(int8(raw[4+i])) // #nosec G115 -- the file stores signed bytes; this reads one back
			wv.v[i] = float32(x)
			norm += x * x
		}
		norm = math.Sqrt(math.Max(norm, 1e-9))
		for i := range dims {
			wv.v[i] /= float32(norm)
		}
		m[string(word[:l])] = wv
	}
	return m, nil
}

// vecOf is a word's vector, or nil: a possessive or contraction is read as
// its first part ("patient's"), a compound as the mean of its parts
// ("follow-up").
func vecOf(w string) *wordVec {
	vs := vectors()
	if v, ok := vs[w]; ok {
		return v
	}
	if i := strings.IndexAny(w, "'’"); i > 0 {
		if v, ok := vs[w[:i]]; ok {
			return v
		}
	}
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' || r == '.' })
	if len(parts) < 2 {
		return nil
	}
	var sum wordVec
	found := 0
	for _, p := range parts {
		if v, ok := vs[p]; ok {
			for i := range dims {
				sum.v[i] += v.v[i]
			}
			sum.rank = max(sum.rank, v.rank)
			found++
		}
	}
	if found == 0 {
		return nil
	}
	normalize(sum.v[:])
	return &sum
}

func normalize(v []float32) bool {
	n := 0.0
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		return false
	}
	s := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= s
	}
	return true
}

// sifWeight is how much a word counts in the meaning of a text: frequent
// words little, rare ones fully (a / (a + p(w)), with p from the word's
// frequency rank by Zipf's law).
func sifWeight(rank int) float32 {
	const a = 3e-4
	p := 1 / (float64(max(rank, 1)) * 13.5)
	return float32(a / (a + p))
}

// meaning is the unit-length meaning vector of some words (each distinct
// word counted once, so repeating a word adds nothing), or nil when none
// has a vector. Stopwords are skipped, and the direction every text
// shares (commonDirection) is taken out, so that the cosine of two
// meanings says what they have in common beyond being English.
func meaning(words []string) []float32 {
	m := rawMeaning(words)
	if m == nil {
		return nil
	}
	c := commonDirection()
	p := dot(m, c)
	for i := range m {
		m[i] -= float32(p) * c[i]
	}
	if !normalize(m) {
		return nil
	}
	return m
}

// commonDirection is the first principal component of the meanings of
// O*NET's task statements (found by power iteration): the direction that
// weighted word averages share whatever they are about.
var commonDirection = sync.OnceValue(func() []float32 {
	c, err := catalog.Load()
	if err != nil {
		return make([]float32, dims)
	}
	var xs [][]float32
	for _, o := range c.Occupations {
		for _, t := range o.Tasks {
			if m := rawMeaning(tokens(strings.ToLower(t))); m != nil {
				xs = append(xs, m)
			}
		}
	}
	v := make([]float32, dims)
	for _, x := range xs {
		for i := range v {
			v[i] += x[i]
		}
	}
	normalize(v)
	for range 20 {
		next := make([]float32, dims)
		for _, x := range xs {
			p := float32(dot(x, v))
			for i := range next {
				next[i] += p * x[i]
			}
		}
		normalize(next)
		v = next
	}
	return v
})

// rawMeaning is meaning before the shared direction is taken out.
func rawMeaning(words []string) []float32 {
	var sum [dims]float32
	seen := map[string]bool{}
	found := false
	for _, w := range words {
		if seen[w] || stopwords[w] || len(w) < 2 || isNumber(w) {
			continue
		}
		seen[w] = true
		v := vecOf(w)
		if v == nil {
			continue
		}
		wt := sifWeight(v.rank)
		for i := range dims {
			sum[i] += wt * v.v[i]
		}
		found = true
	}
	if !found || !normalize(sum[:]) {
		return nil
	}
	return sum[:]
}

func dot(a, b []float32) float64 {
	if a == nil || b == nil {
		return 0
	}
	s := float32(0)
	for i := range a {
		s += a[i] * b[i]
	}
	return float64(s)
}

// questionMeaning is what a question asks about, as a meaning: its
// content words (without the interview format's), its competency and
// keywords, and the task a generated question is about.
func questionMeaning(q *Question) []float32 {
	text := q.Question + " " + q.Competency + " " + strings.Join(q.Keywords, " ") + " " + q.task
	var words []string
	for _, w := range tokens(strings.ToLower(text)) {
		if !questionBoilerplate[w] {
			words = append(words, w)
		}
	}
	return meaning(words)
}

// occupationMeanings are the meanings of every occupation's work (title,
// description and tasks), by O*NET code.
var occupationMeanings = sync.OnceValue(func() map[string][]float32 {
	out := map[string][]float32{}
	c, err := catalog.Load()
	if err != nil {
		return out
	}
	for _, o := range c.Occupations {
		text := o.Title + " " + o.Description + " " + strings.Join(o.Tasks, " ")
		if m := meaning(tokens(strings.ToLower(text))); m != nil {
			out[o.Code] = m
		}
	}
	return out
})

// closestOccupations are the titles of the k occupations whose work the
// text is nearest in meaning (their tasks' average vector), nearest
// first.
func closestOccupations(text string, k int) []string {
	m := meaning(tokens(strings.ToLower(text)))
	c, err := catalog.Load()
	if m == nil || err != nil {
		return nil
	}
	type near struct {
		d    float64
		code string
	}
	var all []near
	for code, om := range occupationMeanings() {
		all = append(all, near{dot(m, om), code})
	}
	slices.SortFunc(all, func(a, b near) int {
		if a.d != b.d {
			return cmp.Compare(b.d, a.d)
		}
		return strings.Compare(a.code, b.code)
	})
	var out []string
	for _, n := range all[:min(k, len(all))] {
		if o := c.Occupation(n.code); o != nil {
			out = append(out, o.Title)
		}
	}
	return out
}

// softCover is how far the answer's words meet each content word of the
// question in meaning: for each question word its best cosine with an
// answer word (1 for the same word), averaged with each word's weight.
func softCover(qWords, aWords []string) float64 {
	var as []*wordVec
	seen := map[string]bool{}
	for _, w := range aWords {
		if seen[w] || stopwords[w] || isNumber(w) {
			continue
		}
		seen[w] = true
		if v := vecOf(w); v != nil {
			as = append(as, v)
		}
	}
	var sum, total float64
	qSeen := map[string]bool{}
	for _, w := range qWords {
		if qSeen[w] || stopwords[w] || questionBoilerplate[w] || len(w) < 3 || isNumber(w) {
			continue
		}
		qSeen[w] = true
		v := vecOf(w)
		if v == nil {
			continue
		}
		wt := float64(sifWeight(v.rank))
		best := 0.0
		for _, a := range as {
			best = math.Max(best, dot(v.v[:], a.v[:]))
		}
		sum += wt * best
		total += wt
	}
	if total == 0 {
		return 0
	}
	return sum / total
}
