package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// Optimising a resume against a posting, as the match tools job seekers
// use do: which of the posting's terms the resume already shows in its own
// words, which it backs but phrases differently, which it lacks, and the
// coverage before and after; then one proposed rewrite per bullet that
// puts the posting's term beside the person's own words. Nothing the resume
// does not back is ever added.

// Keyword statuses.
const (
	KeywordShown   = "shown"   // the resume uses the posting's words
	KeywordBacked  = "backed"  // the resume shows it in other words
	KeywordMissing = "missing" // the resume does not show it
)

// Keyword is one term of the posting and what the resume has of it.
type Keyword struct {
	Term   string `json:"term"`
	Status string `json:"status"`
	// Evidence is the resume's own words for it, and Where where they are.
	Evidence string `json:"evidence,omitempty"`
	Where    string `json:"where,omitempty"`
}

// Suggestion is one proposed edit of the resume: a bullet (or the skills)
// before and after, with the posting's terms it brings in.
type Suggestion struct {
	ID      string   `json:"id"`
	Section string   `json:"section"` // "experience", "summary", "skills" or "certifications"
	Index   int      `json:"index"`   // the experience entry or certification
	Label   string   `json:"label"`
	Before  string   `json:"before"`
	After   string   `json:"after"`
	Terms   []string `json:"terms"`
}

// Fit is a resume measured against a posting.
type Fit struct {
	TargetRole     string       `json:"targetRole"`
	Keywords       []Keyword    `json:"keywords"`
	CoverageBefore int          `json:"coverageBefore"` // % of the terms the resume shows
	CoverageAfter  int          `json:"coverageAfter"`  // % once the suggestions are kept
	Suggestions    []Suggestion `json:"suggestions"`
}

// resumeLine is a line of the resume the optimiser can read and edit.
type resumeLine struct {
	section string // "summary", "experience", "skills", "certifications"
	index   int    // experience entry
	line    int    // line of its description
	text    string
	label   string
}

// resumeLines are the lines of the resume, its bullets first: a term
// shown in a bullet is proposed there, with the work that backs it.
func resumeLines(c stride.ResumeContent) []resumeLine {
	var out []resumeLine
	for i, e := range c.Experience {
		for j, l := range strings.Split(e.Description, "\n") {
			if strings.TrimSpace(l) != "" {
				out = append(out, resumeLine{section: "experience", index: i, line: j, text: l,
					label: strings.Trim(e.Title+", "+e.Company, ", ")})
			}
		}
	}
	for _, s := range c.Skills {
		out = append(out, resumeLine{section: "skills", text: s, label: "Skills"})
	}
	// A certification backs a posting's abbreviation of it ("Certified
	// Crop Adviser" for CCA), and is where the abbreviation is written.
	for i, ce := range c.Certifications {
		if strings.TrimSpace(ce.Name) != "" {
			out = append(out, resumeLine{section: "certifications", index: i, text: ce.Name, label: "Certifications"})
		}
	}
	if s := strings.TrimSpace(c.PersonalInfo.Summary); s != "" {
		out = append(out, resumeLine{section: "summary", text: s, label: "Summary"})
	}
	return out
}

// shows reports whether text holds the term (or its abbreviation) in the
// same words.
func shows(text string, t postingTerm) bool {
	if t.group < 0 {
		return wholeWordCase(text, t.text) || strings.Contains(normalise(text), normalise(t.text))
	}
	base, abbr, _ := strings.Cut(t.text, " (")
	abbr = strings.TrimSuffix(abbr, ")")
	ws := termWords(text)
	for _, form := range []string{base, abbr} {
		if form == "" {
			continue
		}
		form = strings.TrimSuffix(form, "s")
		fw := termWords(form)
		if len(fw) > 0 && containsSeq(ws, fw) && (!isAbbreviation(form) || wholeWordCase(text, form) || wholeWordCase(text, form+"s")) {
			return true
		}
	}
	return false
}

func containsSeq(ws, sub []string) bool {
	for i := 0; i+len(sub) <= len(ws); i++ {
		match := true
		for j := range sub {
			if ws[i+j] != sub[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// AnalyzeFit measures the resume against the posting and proposes
// rewrites of the person's own bullets for the terms it backs in other
// words. A term that names a product or a credential is backed only by the
// same name.
func AnalyzeFit(c stride.ResumeContent, targetRole, posting string) Fit {
	c.Normalize()
	if strings.TrimSpace(targetRole) == "" && len(c.Experience) > 0 {
		targetRole = c.Experience[0].Title
	}
	fit := Fit{TargetRole: targetRole, Keywords: []Keyword{}, Suggestions: []Suggestion{}}
	if strings.TrimSpace(posting) == "" {
		posting = roleSkills(targetRole)
	}
	lines := resumeLines(c)
	all := ""
	for _, l := range lines {
		all += l.text + "\n"
	}
	type edit struct {
		line     resumeLine
		evidence []conceptHit
		terms    [][]string // the posting's terms for each evidence
	}
	edits := map[string]*edit{}
	var order []string
	var skillsAdd []string
	skillGroups := map[string]bool{}
	shown, backed := 0, 0
	for _, t := range postingTerms(posting) {
		k := Keyword{Term: t.text, Status: KeywordMissing}
		if shows(all, t) {
			k.Status = KeywordShown
			for _, l := range lines {
				if shows(l.text, t) {
					k.Where = l.label
					break
				}
			}
			shown++
			fit.Keywords = append(fit.Keywords, k)
			continue
		}
		if t.group >= 0 && !t.product {
		search:
			for _, l := range lines {
				if l.section == "certifications" {
					continue // a credential is in no group
				}
				for _, h := range findConcepts(l.text) {
					// The resume's term names the posting's, or the thing the
					// posting's works on ("year-end wage statements" for "W-2
					// processing").
					if !h.names(t.group) && !slices.Contains(t.objects, h.group) {
						continue
					}
					k.Status, k.Evidence, k.Where = KeywordBacked, h.found, l.label
					backed++
					if l.section == "experience" || l.section == "summary" { // edited where it is shown; a skill backs a skill
						key := fmt.Sprintf("%s/%d/%d", l.section, l.index, l.line)
						e := edits[key]
						if e == nil {
							e = &edit{line: l}
							edits[key] = e
							order = append(order, key)
						}
						i := slices.IndexFunc(e.evidence, func(x conceptHit) bool { return x.at == h.at })
						if i < 0 {
							e.evidence = append(e.evidence, h)
							e.terms = append(e.terms, nil)
							i = len(e.evidence) - 1
						}
						e.terms[i] = append(e.terms[i], t.text)
					} else if k := fmt.Sprint(t.group, isAbbreviation(t.text)); !skillGroups[k] && !placeTerm(t.text) {
						// One skill per concept, in words and as an
						// abbreviation ("WMS" and "warehouse management
						// system", as applicant-tracking systems like):
						// "purchasing policy" and "procurement rules" are one.
						skillGroups[k] = true
						skillsAdd = append(skillsAdd, t.posted)
					}
					break search
				}
			}
		}
		fit.Keywords = append(fit.Keywords, k)
	}
	// Then the posting's other phrases that the resume backs in other words.
	var taken []string
	for _, k := range fit.Keywords {
		if k.Status == KeywordBacked {
			taken = append(taken, strings.ToLower(k.Term))
		}
	}
	for _, p := range postingPhrases(posting) {
		lp := strings.ToLower(p)
		if slices.ContainsFunc(taken, func(t string) bool { return strings.Contains(t, lp) || strings.Contains(lp, t) }) ||
			containsSeq(termWords(all), termWords(p)) {
			continue
		}
		for _, l := range lines {
			// A skill or a certification backs only an abbreviation it
			// spells out ("Optical time-domain reflectometer" for OTDR).
			if (l.section == "skills" || l.section == "certifications") && abbrevOf(p) == "" {
				continue
			}
			m, ok := backedBy(p, l.text)
			if !ok {
				continue
			}
			taken = append(taken, lp)
			fit.Keywords = append(fit.Keywords, Keyword{Term: p, Status: KeywordBacked, Evidence: m.found, Where: l.label})
			backed++
			if l.section == "skills" {
				skillsAdd = append(skillsAdd, p)
				break
			}
			key := fmt.Sprintf("%s/%d/%d", l.section, l.index, l.line)
			e := edits[key]
			if e == nil {
				e = &edit{line: l}
				edits[key] = e
				order = append(order, key)
			}
			h := conceptHit{group: -1, term: p, found: m.found, at: m.at}
			if i := slices.IndexFunc(e.evidence, func(x conceptHit) bool { return x.at == h.at }); i >= 0 {
				e.terms[i] = append(e.terms[i], p)
			} else {
				e.evidence = append(e.evidence, h)
				e.terms = append(e.terms, []string{p})
			}
			break
		}
	}
	for i, key := range order {
		e := edits[key]
		after := e.line.text
		var terms []string
		// Last evidence first, so that earlier positions stay right.
		idx := make([]int, len(e.evidence))
		for j := range idx {
			idx[j] = j
		}
		sort.Slice(idx, func(a, b int) bool { return e.evidence[idx[a]].at > e.evidence[idx[b]].at })
		for _, j := range idx {
			after = bringIn(after, e.evidence[j], e.terms[j])
		}
		for _, ts := range e.terms {
			terms = append(terms, ts...)
		}
		fit.Suggestions = append(fit.Suggestions, Suggestion{ID: fmt.Sprintf("s%d", i+1), Section: e.line.section, Index: e.line.index,
			Label: e.line.label, Before: strings.TrimSpace(e.line.text), After: strings.TrimSpace(after), Terms: terms})
	}
	for _, l := range lines {
		if l.section != "experience" || slices.ContainsFunc(fit.Suggestions, func(s Suggestion) bool { return s.Before == strings.TrimSpace(l.text) }) {
			continue
		}
		if after := strongStart(l.text); after != l.text {
			fit.Suggestions = append(fit.Suggestions, Suggestion{ID: fmt.Sprintf("s%d", len(fit.Suggestions)+1), Section: "experience", Index: l.index,
				Label: l.label, Before: strings.TrimSpace(l.text), After: strings.TrimSpace(after), Terms: []string{}})
		}
	}
	if len(skillsAdd) > 0 {
		after := append(append([]string{}, c.Skills...), skillsAdd...)
		fit.Suggestions = append(fit.Suggestions, Suggestion{ID: fmt.Sprintf("s%d", len(fit.Suggestions)+1), Section: "skills", Label: "Skills",
			Before: strings.Join(c.Skills, ", "), After: strings.Join(after, ", "), Terms: skillsAdd})
	}
	if n := len(fit.Keywords); n > 0 {
		fit.CoverageBefore = 100 * shown / n
		fit.CoverageAfter = 100 * (shown + backed) / n
	}
	return fit
}

// placeTerm reports whether a term names a place ("water treatment
// plant"), which is no entry for a skills list.
func placeTerm(t string) bool {
	ws := termWords(t)
	return len(ws) > 1 && placeNouns[ws[len(ws)-1]]
}

var placeNouns = map[string]bool{"plant": true, "facility": true, "center": true, "centre": true, "site": true, "office": true,
	"unit": true, "department": true, "floor": true, "warehouse": true, "room": true, "building": true, "campus": true}

// bringIn puts the posting's term beside the resume's words for it: the
// resume's words are replaced when they are the same kind of phrase ("
// multidisciplinary rounds" → "interdisciplinary rounds"), else the term
// follows them in brackets ("CVVHD (continuous renal replacement therapy,
// CRRT)").
func bringIn(line string, h conceptHit, terms []string) string {
	i := h.at
	if i+len(h.found) > len(line) || line[i:i+len(h.found)] != h.found {
		return line
	}
	fw, tw := strings.Fields(h.found), strings.Fields(terms[0])
	sameHead := len(terms) == 1 && len(fw) > 1 && len(tw) > 1 && singularWord(strings.ToLower(fw[len(fw)-1])) == singularWord(strings.ToLower(tw[len(tw)-1])) &&
		!h.product && !isAbbreviation(h.found) && !strings.Contains(terms[0], "(")
	if sameHead {
		repl := terms[0]
		if i == 0 || strings.HasSuffix(strings.TrimSpace(line[:i]), "•") {
			repl = upperFirst(repl)
		}
		return line[:i] + repl + line[i+len(h.found):]
	}
	var ts []string
	for _, t := range terms { // "continuous renal replacement therapy (CRRT)" → "…, CRRT"
		if base, abbr, ok := strings.Cut(t, " ("); ok {
			t = base + ", " + strings.TrimSuffix(abbr, ")")
		}
		ts = append(ts, t)
	}
	end := i + len(h.found)
	if m := nextNounRe.FindStringSubmatch(line[end:]); m != nil && headNoun(m[1]) {
		end += 1 + len(m[1]) // after the whole phrase: "on-call outages (incident management)"
	}
	return line[:end] + " (" + strings.Join(ts, "; ") + ")" + line[end:]
}

var weakStarts = []struct{ from, to string }{
	{"was responsible for ", "Owned "}, {"responsible for ", "Owned "}, {"helped to ", "Helped "},
	{"worked on ", "Delivered "}, {"in charge of ", "Led "}, {"tasked with ", "Drove "},
}

// strongStart starts a line that opens with a weak phrase ("responsible
// for") with a verb that says the same ("Owned").
func strongStart(line string) string {
	t := strings.TrimSpace(line)
	prefix := ""
	if strings.HasPrefix(t, "• ") || strings.HasPrefix(t, "- ") {
		prefix, t = t[:2], t[2:]
	}
	for _, w := range weakStarts {
		if strings.HasPrefix(strings.ToLower(t), w.from) {
			return prefix + w.to + t[len(w.from):]
		}
	}
	return line
}

// roleSkills is what an occupation asks for, for a resume optimised
// without a posting: the catalogue's tools for the role.
func roleSkills(role string) string {
	cat, err := catalog.Load()
	if err != nil {
		return ""
	}
	o := cat.Find(role)
	if o == nil {
		return ""
	}
	var names []string
	for _, t := range o.Tech {
		names = append(names, t.Name)
	}
	return strings.Join(names, ", ")
}

// ApplyFit returns the resume with the chosen suggestions kept (all when
// ids is nil).
func ApplyFit(resume json.RawMessage, fit Fit, ids []string) (json.RawMessage, error) {
	var content map[string]any
	if err := json.Unmarshal(resume, &content); err != nil || content == nil {
		return nil, fmt.Errorf("%w: the resume is not a JSON object", ErrUnavailable)
	}
	keep := func(id string) bool {
		if ids == nil {
			return true
		}
		for _, x := range ids {
			if x == id {
				return true
			}
		}
		return false
	}
	exps, _ := content["experience"].([]any)
	for _, s := range fit.Suggestions {
		if !keep(s.ID) {
			continue
		}
		switch s.Section {
		case "experience":
			if s.Index < len(exps) {
				if em, ok := exps[s.Index].(map[string]any); ok {
					d, _ := em["description"].(string)
					em["description"] = strings.Replace(d, s.Before, s.After, 1)
				}
			}
		case "summary":
			if pi, ok := content["personalInfo"].(map[string]any); ok {
				if d, ok := pi["summary"].(string); ok {
					pi["summary"] = strings.Replace(d, s.Before, s.After, 1)
				}
			}
		case "certifications":
			certs, _ := content["certifications"].([]any)
			if s.Index < len(certs) {
				if cm, ok := certs[s.Index].(map[string]any); ok && cm["name"] == s.Before {
					cm["name"] = s.After
				}
			}
		case "skills":
			skills, _ := content["skills"].([]any)
			for _, t := range s.Terms {
				skills = append(skills, t)
			}
			content["skills"] = skills
		}
	}
	return json.Marshal(content)
}

// OptimizeResume implements Provider: the resume measured against the
// posting (or, without one, the target role's usual tools), with every
// suggestion kept in Content and listed in Changes; the target role
// defaults to the resume's latest title. Nothing the resume does not back
// is added.
func (*Local) OptimizeResume(_ context.Context, resume json.RawMessage, targetRole, jobDescription string) (*Optimized, error) {
	var c stride.ResumeContent
	if err := json.Unmarshal(resume, &c); err != nil {
		return nil, fmt.Errorf("%w: the resume is not a JSON object", ErrUnavailable)
	}
	fit := AnalyzeFit(c, targetRole, jobDescription)
	content, err := ApplyFit(resume, fit, nil)
	if err != nil {
		return nil, err
	}
	return &Optimized{Content: content, Changes: fitChanges(fit, c), Fit: &fit}, nil
}

// fitChanges says in sentences what the suggestions do, and what the
// posting asks that the resume does not show.
func fitChanges(fit Fit, c stride.ResumeContent) []string {
	out := []string{}
	for _, s := range fit.Suggestions {
		if len(s.Terms) == 0 {
			out = append(out, fmt.Sprintf("%s: starts a line with a strong verb.", s.Label))
			continue
		}
		out = append(out, fmt.Sprintf("%s: uses the posting's words %s for what your resume already shows.", s.Label, quoted(s.Terms)))
	}
	var missing []string
	for _, k := range fit.Keywords {
		if k.Status == KeywordMissing {
			missing = append(missing, k.Term)
		}
	}
	if len(missing) > 0 {
		out = append(out, fmt.Sprintf("Not on your resume: %s. Stride does not add them; if you have done them, add them in your own words.", listing(firstN(missing, 8))))
	}
	if strings.TrimSpace(c.PersonalInfo.Summary) == "" {
		out = append(out, "Your summary is empty: add two sentences on who you are and the result you are proudest of.")
	}
	return out
}

func quoted(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = "“" + x + "”"
	}
	return listing(q)
}
