package learning

import (
	"strings"
	"testing"
)

// The shipped catalogue loads, is large enough, and every module's links
// are https and every challenge's requirements exist (Parse checks them).
func TestCatalogLoads(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	paths, modules, challenges, questions := c.Size()
	t.Logf("catalogue: %d paths, %d modules, %d challenges, %d questions", paths, modules, challenges, questions)
	if paths < 8 || challenges < 40 {
		t.Errorf("catalogue too small: %d paths, %d challenges", paths, challenges)
	}
	types := map[string]int{}
	for _, ch := range c.Challenges {
		for _, q := range ch.Questions {
			types[q.Type]++
		}
	}
	for _, typ := range []string{"single", "multi", "order", "fill", "short"} {
		if types[typ] == 0 {
			t.Errorf("no %s questions", typ)
		}
	}
	for _, p := range c.Paths {
		if p.EstimatedHours < 1 {
			t.Errorf("%s: estimated %d hours", p.ID, p.EstimatedHours)
		}
		for _, m := range p.Modules {
			if m.Minutes < 5 || m.Minutes > 60 {
				t.Errorf("%s: %d minutes", m.ID, m.Minutes)
			}
		}
	}
}

// Client questions never carry the key: no answer indexes, the option ids
// are opaque, and ordering questions are never shown in the right order.
func TestClientQuestionsHideAnswers(t *testing.T) {
	c := MustLoad()
	for _, ch := range c.Challenges {
		for i, q := range ClientQuestions(ch) {
			src := ch.Questions[i]
			if q.Type == "order" {
				same := true
				for j, o := range q.Options {
					if o.Text != src.Options[j] {
						same = false
					}
				}
				if same {
					t.Errorf("%s/%s shown in the right order", ch.ID, q.ID)
				}
			}
			for _, o := range q.Options {
				if !strings.HasPrefix(o.ID, "o") || len(o.ID) != 8 {
					t.Errorf("%s/%s: option id %q", ch.ID, q.ID, o.ID)
				}
			}
		}
	}
}
