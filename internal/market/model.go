package market

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
)

// Posting is what the computations read of one of Stride's job postings.
type Posting struct {
	Title    string
	Company  string
	Location string
	Salary   string
	Type     string
	Skills   []string
	// OccupationCode is the posting's O*NET occupation ("" when unknown).
	OccupationCode string
	PostedAt       time.Time
}

// Dataset is everything the figures are computed from.
type Dataset struct {
	Occupations []catalog.Occupation
	Postings    []Posting
}

// TimeHorizon is the BLS projection period every growth figure covers.
const TimeHorizon = "10 years (2024-2034)"

// Model indexes a Dataset for the computations.
type Model struct {
	occs      []*catalog.Occupation
	byCode    map[string]*catalog.Occupation
	byInd     map[string][]*catalog.Occupation
	posts     []Posting
	postsInd  map[string][]*Posting
	postsOcc  map[string][]*Posting
	allGrowth float64 // employment-weighted growth of all occupations, %
	allWage   float64 // employment-weighted median wage of all occupations
}

// NewModel indexes ds.
func NewModel(ds Dataset) *Model {
	m := &Model{
		byCode:   map[string]*catalog.Occupation{},
		byInd:    map[string][]*catalog.Occupation{},
		posts:    ds.Postings,
		postsInd: map[string][]*Posting{},
		postsOcc: map[string][]*Posting{},
	}
	for i := range ds.Occupations {
		o := &ds.Occupations[i]
		m.occs = append(m.occs, o)
		m.byCode[o.Code] = o
		if ind := IndustryOf(o.Code); ind != "" {
			m.byInd[ind] = append(m.byInd[ind], o)
		}
	}
	m.allGrowth, _ = weighted(m.occs, func(o *catalog.Occupation) float64 { return o.GrowthPct })
	var paid []*catalog.Occupation
	for _, o := range m.occs {
		if o.MedianWage > 0 {
			paid = append(paid, o)
		}
	}
	m.allWage, _ = weighted(paid, func(o *catalog.Occupation) float64 { return float64(o.MedianWage) })
	for i := range m.posts {
		p := &m.posts[i]
		if p.OccupationCode == "" {
			continue
		}
		m.postsOcc[p.OccupationCode] = append(m.postsOcc[p.OccupationCode], p)
		if ind := IndustryOf(p.OccupationCode); ind != "" {
			m.postsInd[ind] = append(m.postsInd[ind], p)
		}
	}
	return m
}

// Occupation returns the occupation with the code, or nil.
func (m *Model) Occupation(code string) *catalog.Occupation { return m.byCode[code] }

// AllGrowth is the employment-weighted projected growth of all occupations.
func (m *Model) AllGrowth() float64 { return m.allGrowth }

// key is how skills are compared: case and surrounding space ignored.
func key(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

func round1(x float64) float64 { return math.Round(x*10) / 10 }
func round2(x float64) float64 { return math.Round(x*100) / 100 }
func clamp(x, lo, hi float64) float64 {
	return math.Max(lo, math.Min(hi, x))
}

// blsCode is the 6-digit SOC code BLS publishes figures for: O*NET's
// detailed occupations that share one (Registered Nurses and its four
// specialties, say) all carry the same BLS employment, which must count once.
func blsCode(code string) string { return code[:min(7, len(code))] }

// distinct keeps the first occupation of each BLS code among those with
// employment.
func distinct(occs []*catalog.Occupation) []*catalog.Occupation {
	seen := map[string]bool{}
	var out []*catalog.Occupation
	for _, o := range occs {
		if o.Employment <= 0 || seen[blsCode(o.Code)] {
			continue
		}
		seen[blsCode(o.Code)] = true
		out = append(out, o)
	}
	return out
}

// weighted is an employment-weighted mean over occupations with employment,
// each BLS code counted once.
func weighted(occs []*catalog.Occupation, f func(o *catalog.Occupation) float64) (mean, weight float64) {
	for _, o := range distinct(occs) {
		weight += o.Employment
		mean += o.Employment * f(o)
	}
	if weight > 0 {
		mean /= weight
	}
	return mean, weight
}

// hasSkill reports whether the occupation lists the skill as a technology
// (with its flags) or as an O*NET skill.
func hasSkill(o *catalog.Occupation, k string) (ok, hot, inDemand bool) {
	for _, t := range o.Tech {
		if key(t.Name) == k {
			return true, t.Hot, t.InDemand
		}
	}
	for _, s := range o.Skills {
		if key(s.Name) == k {
			return true, false, false
		}
	}
	return false, false, false
}

// counted is a name with how many times it was seen.
type counted struct {
	Name  string
	Count int
}

// countBy counts postings by a text field (first spelling wins) and returns
// the names, most frequent first, ties by name.
func countBy(posts []*Posting, field func(p *Posting) []string) []counted {
	n := map[string]int{}
	name := map[string]string{}
	for _, p := range posts {
		seen := map[string]bool{}
		for _, v := range field(p) {
			k := key(v)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			if _, ok := name[k]; !ok {
				name[k] = strings.TrimSpace(v)
			}
			n[k]++
		}
	}
	out := make([]counted, 0, len(n))
	for k, c := range n {
		out = append(out, counted{name[k], c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Name < out[j].Name
	})
	return out
}

var yearlyRange = regexp.MustCompile(`^\$(\d+)k\s*-\s*\$(\d+)k$`)

// yearlySalary reads a "$95k - $120k" salary (yearly pay in thousands).
func yearlySalary(s string) (lo, hi int, ok bool) {
	mt := yearlyRange.FindStringSubmatch(strings.TrimSpace(s))
	if mt == nil {
		return 0, 0, false
	}
	a, _ := strconv.Atoi(mt[1])
	b, _ := strconv.Atoi(mt[2])
	return a * 1000, b * 1000, a > 0 && b >= a
}

// thousands formats a count of people given in thousands ("1.2 million",
// "45,300").
func thousands(k float64) string {
	n := k * 1000
	if math.Abs(n) >= 1e6 {
		return strconv.FormatFloat(round1(n/1e6), 'f', -1, 64) + " million"
	}
	return commas(int(math.Round(n)))
}

func commas(n int) string {
	s := strconv.Itoa(int(math.Abs(float64(n))))
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if n < 0 {
		return "-" + b.String()
	}
	return b.String()
}

func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
