package stride

import (
	"encoding/json"
	"testing"
	"time"
)

// Each saved kind maps an edit's title and content to its own fields, and
// keeps the replaced text with the parameters that made it.
func TestMaterialEdit(t *testing.T) {
	at := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	params := json.RawMessage(`{"tone":"professional"}`)
	title, content := "Renamed", "New text"

	a := &ApplicationResponse{Question: "Why us?", Response: "Old", GenerationContext: params, UpdatedAt: at}
	a.Edit(MaterialEdit{Title: &title, Content: &content})
	if a.Question != title || a.Response != content || len(a.IterationHistory) != 1 ||
		a.IterationHistory[0].Content != "Old" || string(a.IterationHistory[0].Params) != string(params) {
		t.Errorf("response after edit: %+v", a)
	}

	p := &PortfolioSummary{Title: "Mine", GeneratedSummary: "Old", Customizations: params, UpdatedAt: at}
	p.Edit(MaterialEdit{Content: &content})
	if p.Title != "Mine" || p.GeneratedSummary != content || len(p.IterationHistory) != 1 {
		t.Errorf("portfolio after edit: %+v", p)
	}

	c := &CoverLetter{Title: "Letter", Content: "Same", UpdatedAt: at}
	same := "Same"
	c.Edit(MaterialEdit{Title: &title, Content: &same})
	if c.Title != title || len(c.IterationHistory) != 0 {
		t.Errorf("an unchanged text must not join the history: %+v", c)
	}
}
