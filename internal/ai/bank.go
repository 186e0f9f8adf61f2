package ai

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
)

//go:embed data
var dataFS embed.FS

var (
	bankOnce sync.Once
	bank     []Question
	bankErr  error
)

// questionBank returns the embedded question bank.
func questionBank() ([]Question, error) {
	bankOnce.Do(func() {
		b, err := dataFS.ReadFile("data/questions.json")
		if err != nil {
			bankErr = fmt.Errorf("question bank: %w", err)
			return
		}
		if err := json.Unmarshal(b, &bank); err != nil {
			bankErr = fmt.Errorf("question bank: %w", err)
		}
	})
	return bank, bankErr
}

// pickQuestions returns up to count questions for the role and type,
// nearest to level first, skipping excluded ids and texts, in a fixed order.
func pickQuestions(jobTitle, interviewType string, level, count int, exclude []string) ([]Question, error) {
	all, err := questionBank()
	if err != nil {
		return nil, err
	}
	ex := map[string]bool{}
	for _, e := range exclude {
		ex[strings.ToLower(strings.TrimSpace(e))] = true
	}
	var pool []Question
	for _, q := range all {
		if strings.EqualFold(q.JobTitle, jobTitle) && q.Type == interviewType &&
			!ex[strings.ToLower(q.ID)] && !ex[strings.ToLower(strings.TrimSpace(q.Question))] {
			pool = append(pool, q)
		}
	}
	if len(pool) == 0 {
		// Any other role gets questions made from its O*NET occupation.
		if o := occupationFor(jobTitle); o != nil {
			for _, q := range occupationQuestions(o) {
				if q.Type == interviewType && !ex[strings.ToLower(q.ID)] && !ex[strings.ToLower(strings.TrimSpace(q.Question))] {
					pool = append(pool, q)
				}
			}
		}
	}
	if len(pool) == 0 {
		// A title that resolves to no occupation still gets questions of the
		// type from every curated role.
		for _, q := range all {
			if q.Type == interviewType && !ex[strings.ToLower(q.ID)] && !ex[strings.ToLower(strings.TrimSpace(q.Question))] {
				pool = append(pool, q)
			}
		}
	}
	dist := func(q Question) int {
		d := q.Level - level
		if d < 0 {
			return -d*2 + 1 // prefer a harder question to an easier one
		}
		return d * 2
	}
	slices.SortStableFunc(pool, func(a, b Question) int {
		if da, db := dist(a), dist(b); da != db {
			return da - db
		}
		if a.task != "" && b.task != "" {
			return 0 // questions made from tasks: the most specific task first
		}
		return strings.Compare(a.ID, b.ID)
	})
	if len(pool) > count {
		pool = pool[:count]
	}
	return pool, nil
}

// findQuestion looks a question up by its text, in the curated bank and
// among the questions of the role's occupation, for its competency and
// keywords.
func findQuestion(text, jobTitle string) *Question {
	t := strings.ToLower(strings.TrimSpace(text))
	if all, err := questionBank(); err == nil {
		for i := range all {
			if strings.ToLower(all[i].Question) == t {
				return &all[i]
			}
		}
	}
	if o := occupationFor(jobTitle); o != nil {
		qs := occupationQuestions(o)
		for i := range qs {
			if strings.ToLower(qs[i].Question) == t {
				return &qs[i]
			}
		}
	}
	return nil
}
