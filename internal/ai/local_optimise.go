package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// OptimizeResume implements Provider: it adds to the skills list only
// skills the role asks for that the resume's own text already mentions,
// strengthens weak phrasing, and never invents employers, dates, degrees
// or numbers. Changes lists every edit.
func (*Local) OptimizeResume(_ context.Context, resume json.RawMessage, targetRole, jobDescription string) (*Optimized, error) {
	var content map[string]any
	if err := json.Unmarshal(resume, &content); err != nil || content == nil {
		return nil, fmt.Errorf("%w: the resume is not a JSON object", ErrUnavailable)
	}
	if targetRole == "" {
		targetRole = "Software Engineer"
	}
	changes := []string{}
	text := strings.ToLower(string(resume) + " ")
	var wanted []string
	if cat, err := catalog.Load(); err == nil {
		if o := cat.Find(targetRole); o != nil {
			for _, t := range o.Tech {
				wanted = append(wanted, t.Name)
			}
		}
	}
	wanted = append(wanted, namedTools(tokens(jobDescription))...)
	skills, _ := content["skills"].([]any)
	has := func(name string) bool {
		return slices.ContainsFunc(skills, func(s any) bool { str, _ := s.(string); return stride.SkillsMatch(str, name) })
	}
	for _, w := range wanted {
		if !has(w) && mentions(text, strings.ToLower(w)) {
			skills = append(skills, w)
			changes = append(changes, fmt.Sprintf("Added %s to your skills: your experience mentions it and %s roles ask for it.", w, targetRole))
		}
	}
	content["skills"] = skills
	weak := []struct{ from, to string }{
		{"responsible for ", "Owned "}, {"was responsible for ", "Owned "}, {"helped to ", "Helped "},
		{"worked on ", "Delivered "}, {"in charge of ", "Led "}, {"tasked with ", "Drove "},
	}
	if exps, ok := content["experience"].([]any); ok {
		for _, e := range exps {
			em, ok := e.(map[string]any)
			if !ok {
				continue
			}
			d, _ := em["description"].(string)
			orig := d
			for _, wk := range weak {
				if strings.HasPrefix(strings.ToLower(d), wk.from) {
					d = wk.to + d[len(wk.from):]
				}
			}
			if d != orig {
				em["description"] = d
				changes = append(changes, fmt.Sprintf("Started the %v description with a strong verb.", em["title"]))
			}
		}
	}
	if pi, ok := content["personalInfo"].(map[string]any); ok {
		if sum, _ := pi["summary"].(string); strings.TrimSpace(sum) == "" {
			changes = append(changes, "Your summary is empty: add two sentences on who you are and the result you are proudest of.")
		}
	}
	b, err := json.Marshal(content)
	if err != nil {
		return nil, err
	}
	return &Optimized{Content: b, Changes: changes}, nil
}
