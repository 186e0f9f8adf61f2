package career

import (
	"sort"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

// Posting is what the career computations read of one job posting.
type Posting struct {
	Skills         []string
	PostedAt       time.Time
	OccupationCode string
	Location       string
}

// Postings indexes Stride's postings by skill name and occupation.
type Postings struct {
	rows   []Posting
	now    time.Time
	byName map[string][]int // distinct skill name → postings asking for it
	names  []string
	tokens [][]string       // stride.SkillTokens of names
	asking map[string][]int // memo of Asking
}

// NewPostings indexes rows; now is the end of every time window.
func NewPostings(rows []Posting, now time.Time) *Postings {
	p := &Postings{rows: rows, now: now, byName: map[string][]int{}, asking: map[string][]int{}}
	for i, r := range rows {
		for _, s := range r.Skills {
			if _, ok := p.byName[s]; !ok {
				p.names = append(p.names, s)
			}
			p.byName[s] = append(p.byName[s], i)
		}
	}
	sort.Strings(p.names)
	p.tokens = make([][]string, len(p.names))
	for i, n := range p.names {
		p.tokens[i] = stride.SkillTokens(n)
	}
	return p
}

// At returns the same index with its time windows ending at now; the copy
// has its own memo, so copies may be used concurrently.
func (p *Postings) At(now time.Time) *Postings {
	c := *p
	c.now, c.asking = now, map[string][]int{}
	return &c
}

// Total is the number of postings.
func (p *Postings) Total() int {
	if p == nil {
		return 0
	}
	return len(p.rows)
}

// Asking returns the postings (indexes, ascending) that ask for a skill,
// matching names as skill matching does everywhere (aliases, whole words).
func (p *Postings) Asking(skill string) []int {
	if p == nil {
		return nil
	}
	key := strings.ToLower(strings.TrimSpace(skill))
	if idx, ok := p.asking[key]; ok {
		return idx
	}
	seen := map[int]bool{}
	st := stride.SkillTokens(skill)
	for i, n := range p.names {
		if stride.TokensMatch(p.tokens[i], st) {
			for _, i := range p.byName[n] {
				seen[i] = true
			}
		}
	}
	idx := make([]int, 0, len(seen))
	for i := range seen {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	p.asking[key] = idx
	return idx
}

// ForOccupation returns the postings of an O*NET occupation.
func (p *Postings) ForOccupation(code string) []int {
	if p == nil {
		return nil
	}
	var idx []int
	for i, r := range p.rows {
		if r.OccupationCode == code {
			idx = append(idx, i)
		}
	}
	return idx
}

// InLocation keeps the postings whose location names the city of loc
// ("Austin, TX" keeps "Austin, TX").
func (p *Postings) InLocation(idx []int, loc string) []int {
	city, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(loc)), ",")
	city = strings.TrimSpace(city)
	if city == "" {
		return nil
	}
	var out []int
	for _, i := range idx {
		if strings.Contains(strings.ToLower(p.rows[i].Location), city) {
			out = append(out, i)
		}
	}
	return out
}

// Window counts the postings of idx posted in [now-from, now-to).
func (p *Postings) Window(idx []int, from, to time.Duration) int {
	n := 0
	start, end := p.now.Add(-from), p.now.Add(-to)
	for _, i := range idx {
		t := p.rows[i].PostedAt
		if !t.Before(start) && t.Before(end) {
			n++
		}
	}
	return n
}

const week = 7 * 24 * time.Hour

// Weekly counts the postings of idx per week over the last n weeks, oldest
// first.
func (p *Postings) Weekly(idx []int, n int) []int {
	out := make([]int, n)
	for w := 0; w < n; w++ {
		out[w] = p.Window(idx, time.Duration(n-w)*week, time.Duration(n-w-1)*week)
	}
	return out
}

// Change is the percent change of the postings of idx in the last 21 days
// against the 21 days before, and the two counts; 0 when the earlier window
// is empty.
func (p *Postings) Change(idx []int) (pct float64, recent, before int) {
	recent = p.Window(idx, 3*week, 0)
	before = p.Window(idx, 6*week, 3*week)
	if before == 0 {
		return 0, recent, before
	}
	return 100 * float64(recent-before) / float64(before), recent, before
}

// TopSkills are the n skill names most postings ask for.
func (p *Postings) TopSkills(n int) []string {
	if p == nil {
		return nil
	}
	names := append([]string(nil), p.names...)
	sort.SliceStable(names, func(i, j int) bool { return len(p.byName[names[i]]) > len(p.byName[names[j]]) })
	return names[:min(n, len(names))]
}
