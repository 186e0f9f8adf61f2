package ai

import (
	"math"
	"strings"
	"sync"

	"github.com/stride-oss/stride/internal/catalog"
)

// How far an answer is about the work of the role and about the work the
// question asks for, read from O*NET's description of every occupation:
// an answer about a nurse's work shares more of its specific words with
// the nurse's task statements than with those of most other occupations,
// and an answer about one of the nurse's tasks shares more with that task
// than with the nurse's other tasks.

// bagOf is the idf-weighted, unit-length bag of content stems of text.
func bagOf(text string) map[string]float64 {
	v := map[string]float64{}
	for _, s := range contentStems(tokens(strings.ToLower(text))) {
		v[s] = math.Min(5, idfOf(s))
	}
	n := 0.0
	for _, x := range v {
		n += x * x
	}
	for k := range v {
		v[k] /= math.Sqrt(math.Max(n, 1e-9))
	}
	return v
}

func cosine(a, b map[string]float64) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	s := 0.0
	for k, x := range a {
		s += x * b[k]
	}
	return s
}

// occupationBags are the profiles of every occupation: title, description,
// tasks and technologies.
var occupationBags = sync.OnceValue(func() map[string]map[string]float64 {
	out := map[string]map[string]float64{}
	c, err := catalog.Load()
	if err != nil {
		return out
	}
	for _, o := range c.Occupations {
		text := o.Title + " " + o.Description + " " + strings.Join(o.Tasks, " ") + " " + strings.Join(o.EmergingTasks, " ")
		for _, t := range o.Tech {
			text += " " + t.Name
		}
		out[o.Code] = bagOf(text)
	}
	return out
})

// rankAmong is the share of others that are less similar to answer than
// mine (ties count half): 1 when mine is the closest, 0.5 with no others.
// sim is the similarity of two texts: cosine for bags of words, dot for
// meanings.
func rankAmong[V any](answer, mine V, others []V, sim func(a, b V) float64) float64 {
	if len(others) == 0 {
		return 0.5
	}
	me := sim(answer, mine)
	below := 0.0
	for _, o := range others {
		switch s := sim(answer, o); {
		case s < me:
			below++
		case s == me:
			below += 0.5
		}
	}
	return below / float64(len(others))
}

// roleWork is the share of O*NET occupations whose work the answer is less
// about than the role's own (0.5 for a role that resolves to none).
func roleWork(answer map[string]float64, jobTitle string) float64 {
	if len(answer) == 0 {
		return 0
	}
	o := occupationFor(jobTitle)
	if o == nil {
		return 1
	}
	bags := occupationBags()
	mine, ok := bags[o.Code]
	if !ok {
		return 0.5
	}
	others := make([]map[string]float64, 0, len(bags))
	for code, b := range bags {
		if code != o.Code {
			others = append(others, b)
		}
	}
	return rankAmong(answer, mine, others, cosine)
}

// siblingSet is what a question is ranked among: the texts of the role's
// other questions in the bank, or of the occupation's other tasks for a
// generated question, as bags of words and as meanings.
type siblingSet struct {
	bags     []map[string]float64
	meanings [][]float32
}

// siblingCache holds the siblings per bank question, task or role (never
// per question text, which a client may vary at will).
var siblingCache sync.Map // key → *siblingSet (nil: nothing to rank among)

// questionText is what a question asks about: its words, competency and
// keywords, and the signs of the concepts it asks for ("a time you failed"
// is about mistakes, lessons and what went wrong).
func questionText(q *Question) string {
	text := q.Question + " " + q.Competency + " " + strings.Join(q.Keywords, " ")
	for _, c := range conceptsFor(q) {
		text += " " + strings.Join(c.evidence, " ")
	}
	return text
}

// siblingsOf returns the text the question is ranked by (the task of a
// generated question, else questionText) and its siblings: the role's
// other questions in the bank, or the occupation's other tasks for a
// generated question; for a question Stride did not write, the questions
// Stride wrote for the role or else the occupation's tasks. The siblings
// are nil when there is nothing to rank the question among (no role).
func siblingsOf(q *Question) (string, *siblingSet) {
	mine := questionText(q)
	var key string
	switch {
	case q.task != "":
		mine, key = q.task, "task|"+q.JobTitle+"|"+q.task
	case q.ID != "":
		key = "bank|" + q.ID
	default:
		key = "role|" + strings.ToLower(q.JobTitle)
	}
	if v, ok := siblingCache.Load(key); ok {
		return mine, v.(*siblingSet)
	}
	var others []string
	switch {
	case q.task != "":
		if o := occupationFor(q.JobTitle); o != nil {
			for _, t := range o.Tasks {
				if p := taskPhrase(t); p != "" && p != q.task {
					others = append(others, p)
				}
			}
		}
	case q.ID != "":
		if all, err := questionBank(); err == nil {
			for _, b := range all {
				if b.JobTitle == q.JobTitle && b.ID != q.ID {
					others = append(others, questionText(&b))
				}
			}
		}
	default:
		if all, err := questionBank(); err == nil {
			for _, b := range all {
				if strings.EqualFold(b.JobTitle, q.JobTitle) {
					others = append(others, questionText(&b))
				}
			}
		}
		if o := occupationFor(q.JobTitle); o != nil && len(others) == 0 {
			for _, t := range o.Tasks {
				if p := taskPhrase(t); p != "" {
					others = append(others, p)
				}
			}
		}
	}
	var s *siblingSet
	if len(others) > 0 || q.task != "" || q.ID != "" {
		s = &siblingSet{}
		for _, o := range others {
			s.bags = append(s.bags, bagOf(o))
			s.meanings = append(s.meanings, meaning(tokens(strings.ToLower(o))))
		}
	}
	siblingCache.Store(key, s)
	return mine, s
}

// questionWork is the share of the question's siblings that the answer is
// less about than its own question (1 when there is nothing to rank it
// among: the features that can only raise a score give the benefit of
// the doubt rather than marking the answer as beside it).
func questionWork(answer map[string]float64, q *Question) float64 {
	if len(answer) == 0 {
		return 0
	}
	mine, s := siblingsOf(q)
	if s == nil {
		return 1
	}
	return rankAmong(answer, bagOf(mine), s.bags, cosine)
}

// questionMeaningRank is questionWork by meaning: the share of the
// question's siblings whose meaning is further from the answer's than its
// own question's.
func questionMeaningRank(answer []float32, q *Question) float64 {
	if answer == nil {
		return 0
	}
	mine, s := siblingsOf(q)
	if s == nil || len(s.meanings) == 0 {
		return 1
	}
	return rankAmong(answer, meaning(tokens(strings.ToLower(mine))), s.meanings, dot)
}

// roleMeaningRank is roleWork by meaning: the share of O*NET occupations
// whose work is further in meaning from the answer than the role's own
// (1 for a role that resolves to none).
func roleMeaningRank(answer []float32, jobTitle string) float64 {
	if answer == nil {
		return 0
	}
	o := occupationFor(jobTitle)
	if o == nil {
		return 1
	}
	ms := occupationMeanings()
	mine, ok := ms[o.Code]
	if !ok {
		return 0.5
	}
	others := make([][]float32, 0, len(ms))
	for code, m := range ms {
		if code != o.Code {
			others = append(others, m)
		}
	}
	return rankAmong(answer, mine, others, dot)
}
