// Package eval measures how well Stride's job search and recommendations
// find the right occupations, through the HTTP API of a running server, so
// the same measurement runs against any version of Stride. Relevance comes
// from O*NET: a posting of the profile's own occupation is grade 2, of a
// related occupation grade 1, anything else 0. A TF-IDF ranking over the
// same postings is computed in the same run as the baseline.
package eval

import (
	_ "embed"
	"encoding/json"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/stride-oss/stride/internal/catalog"
)

// Profile is one labelled job seeker: a title as people write it, their
// skills and years, and the O*NET-SOC code a career adviser would give them.
type Profile struct {
	Title  string   `json:"title"`
	Code   string   `json:"code"`
	Years  int      `json:"years"`
	Skills []string `json:"skills"`
}

//go:embed testdata/profiles.json
var profilesJSON []byte

// Profiles returns the labelled set.
func Profiles() ([]Profile, error) {
	var ps []Profile
	err := json.Unmarshal(profilesJSON, &ps)
	return ps, err
}

// Posting is what the measurement needs of a job.
type Posting struct {
	ID             string   `json:"id"`
	Title          string   `json:"title"`
	Description    string   `json:"description"`
	Skills         []string `json:"skills"`
	Requirements   []string `json:"requirements"`
	OccupationCode *string  `json:"occupationCode"`
	Match          *struct {
		Score int `json:"score"`
	} `json:"match"`
}

// Grader grades postings for a profile's occupation.
type Grader struct{ cat *catalog.Catalog }

// NewGrader grades with the embedded O*NET catalogue.
func NewGrader(cat *catalog.Catalog) *Grader { return &Grader{cat: cat} }

// soc is the detailed SOC occupation of an O*NET code ("29-1141" of
// "29-1141.01"): O*NET's specialties count as the same occupation.
func soc(code string) string { return strings.SplitN(code, ".", 2)[0] }

// Grade is 2 for the same occupation, 1 for a related one (O*NET Related
// Occupations, either way round), 0 otherwise.
func (g *Grader) Grade(profileCode string, p *Posting) int {
	if p.OccupationCode == nil || *p.OccupationCode == "" {
		return 0
	}
	code := *p.OccupationCode
	if soc(code) == soc(profileCode) {
		return 2
	}
	if o := g.cat.Occupation(profileCode); o != nil {
		for _, r := range o.Related {
			if soc(r) == soc(code) {
				return 1
			}
		}
	}
	if o := g.cat.Occupation(code); o != nil {
		for _, r := range o.Related {
			if soc(r) == soc(profileCode) {
				return 1
			}
		}
	}
	return 0
}

// PrecisionAt is the share of the first k with a grade above 0 (missing
// places count as misses).
func PrecisionAt(grades []int, k int) float64 {
	hit := 0
	for i := 0; i < k && i < len(grades); i++ {
		if grades[i] > 0 {
			hit++
		}
	}
	return float64(hit) / float64(k)
}

// NDCGAt is the DCG of the first k grades over the best possible DCG given
// all grades in the catalogue (gain 2^g-1).
func NDCGAt(grades, all []int, k int) float64 {
	dcg := func(g []int) float64 {
		s := 0.0
		for i := 0; i < k && i < len(g); i++ {
			s += (math.Pow(2, float64(g[i])) - 1) / math.Log2(float64(i)+2)
		}
		return s
	}
	ideal := append([]int(nil), all...)
	sort.Sort(sort.Reverse(sort.IntSlice(ideal)))
	if best := dcg(ideal); best > 0 {
		return dcg(grades) / best
	}
	return 0
}

// AUC is the chance that a positive outscores a negative (ties count half).
func AUC(pos, neg []float64) float64 {
	if len(pos) == 0 || len(neg) == 0 {
		return math.NaN()
	}
	type v struct {
		s   float64
		pos bool
	}
	all := make([]v, 0, len(pos)+len(neg))
	for _, s := range pos {
		all = append(all, v{s, true})
	}
	for _, s := range neg {
		all = append(all, v{s, false})
	}
	sort.Slice(all, func(a, b int) bool { return all[a].s < all[b].s })
	// Rank sum with average ranks for ties.
	var rankSum float64
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].s == all[i].s {
			j++
		}
		avg := float64(i+j+1) / 2
		for k := i; k < j; k++ {
			if all[k].pos {
				rankSum += avg
			}
		}
		i = j
	}
	np, nn := float64(len(pos)), float64(len(neg))
	return (rankSum - np*(np+1)/2) / (np * nn)
}

// TFIDF is the baseline: a bag of lower-case words over each posting's
// title (twice), skills, requirements and description, cosine-ranked.
type TFIDF struct {
	docs []map[string]float64
	idf  map[string]float64
}

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// NewTFIDF indexes the postings.
func NewTFIDF(ps []Posting) *TFIDF {
	t := &TFIDF{idf: map[string]float64{}}
	df := map[string]int{}
	for _, p := range ps {
		tf := map[string]float64{}
		text := p.Title + " " + p.Title + " " + strings.Join(p.Skills, " ") + " " + strings.Join(p.Requirements, " ") + " " + p.Description
		for _, w := range words(text) {
			tf[w]++
		}
		for w := range tf {
			df[w]++
		}
		t.docs = append(t.docs, tf)
	}
	n := float64(len(ps))
	for w, d := range df {
		t.idf[w] = math.Log(n / float64(d))
	}
	for _, tf := range t.docs {
		var norm float64
		for w, c := range tf {
			tf[w] = (1 + math.Log(c)) * t.idf[w]
			norm += tf[w] * tf[w]
		}
		norm = math.Sqrt(norm)
		for w := range tf {
			if norm > 0 {
				tf[w] /= norm
			}
		}
	}
	return t
}

// Scores returns the cosine of the query with every posting.
func (t *TFIDF) Scores(query string) []float64 {
	q := map[string]float64{}
	for _, w := range words(query) {
		q[w]++
	}
	var norm float64
	for w, c := range q {
		q[w] = (1 + math.Log(c)) * t.idf[w]
		norm += q[w] * q[w]
	}
	out := make([]float64, len(t.docs))
	if norm == 0 {
		return out
	}
	for i, d := range t.docs {
		var s float64
		for w, qv := range q {
			s += qv * d[w]
		}
		out[i] = s / math.Sqrt(norm)
	}
	return out
}

// Top returns the indexes of the k best scores (ties by index).
func Top(scores []float64, k int) []int {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
	if len(idx) > k {
		idx = idx[:k]
	}
	return idx
}
