package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

// The application-materials evaluation: cases written by independent
// writers before they saw Stride's code or output (testdata/materials/*/
// PROTOCOL.md says how). All seven sets are development sets now: m2 was held
// out and looked at once, at 79fffc8; m3 once, at 11c5799; m4 once, on
// 2026-11-29 at 16:11 UTC, with main's model (3c252b7) and the opt4 branch's
// (e172970) in the same run: supported keywords surfaced 8/70 -> 8/70,
// must-not-add 0 -> 0, junk 0 -> 0, letters' focus points 29/40 -> 29/40,
// responses' answer facts 5/10 -> 5/10 (docs/ai.md); m5 once, on
// 2026-11-29 at 21:26 UTC, with 3f809fb and 0c2bee5 in the same run
// (docs/ai.md, fourth round); m6 once, on 2026-11-29 at 21:48 UTC, with
// 3f809fb and d536bcd in the same run (docs/ai.md, fifth round); m7
// once, on 2026-11-29 at 22:02 UTC, with 3f809fb and bccb180 (docs/ai.md,
// sixth round).

type materialCase struct {
	ID      string `json:"id"`
	Profile struct {
		Name     string `json:"name"`
		Title    string `json:"title"`
		Years    int    `json:"years"`
		Location string `json:"location"`
	} `json:"profile"`
	Resume struct {
		Summary    string `json:"summary"`
		Experience []struct {
			Title    string   `json:"title"`
			Company  string   `json:"company"`
			Location string   `json:"location"`
			Start    string   `json:"start"`
			End      string   `json:"end"`
			Bullets  []string `json:"bullets"`
		} `json:"experience"`
		Skills    []string `json:"skills"`
		Education []struct {
			Degree string `json:"degree"`
			School string `json:"school"`
			Year   any    `json:"year"`
		} `json:"education"`
		Certifications []string `json:"certifications"`
	} `json:"resume"`
	Posting struct {
		Title       string `json:"title"`
		Company     string `json:"company"`
		Description string `json:"description"`
	} `json:"posting"`
	Question    string `json:"question"`
	AnswerFact  string `json:"answer_fact"`
	FocusPoints []struct {
		Point    string `json:"point"`
		Evidence string `json:"evidence"`
	} `json:"focus_points"`
	SupportedKeywords []struct {
		Keyword      string `json:"keyword"`
		ResumePhrase string `json:"resume_phrase"`
	} `json:"supported_keywords"`
	MustNotAdd []string `json:"must_not_add"`
}

// content is the case's resume in Stride's shape: one bullet a line.
func (c materialCase) content() stride.ResumeContent {
	var r stride.ResumeContent
	r.PersonalInfo = stride.ResumePersonalInfo{Name: c.Profile.Name, Location: c.Profile.Location, Summary: c.Resume.Summary}
	for _, e := range c.Resume.Experience {
		r.Experience = append(r.Experience, stride.ResumeExperience{Title: e.Title, Company: e.Company, Location: e.Location,
			StartDate: e.Start, EndDate: e.End, Description: "• " + strings.Join(e.Bullets, "\n• ")})
	}
	for _, e := range c.Resume.Education {
		r.Education = append(r.Education, stride.ResumeEducation{Degree: e.Degree, School: e.School, GraduationDate: fmt.Sprint(e.Year)})
	}
	r.Skills = c.Resume.Skills
	for _, ce := range c.Resume.Certifications {
		r.Certifications = append(r.Certifications, stride.ResumeCertification{Name: ce})
	}
	r.Normalize()
	return r
}

func (c materialCase) facts() Facts {
	res := c.content()
	f := FactsFrom(nil, nil, &res, stride.MaterialProfile{Name: c.Profile.Name, Title: c.Profile.Title})
	f.YearsExperience = c.Profile.Years
	f.Location = c.Profile.Location
	return f
}

func loadMaterialCases(t testing.TB, set string) []materialCase {
	t.Helper()
	b, err := os.ReadFile("testdata/materials/" + set + "/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs []materialCase
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	return cs
}

var evalWordRe = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}'’.$%/-]*`)

// keyWords are the words of a fact a reader would look for: figures and
// content words of four letters or more, stemmed.
func keyWords(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range evalWordRe.FindAllString(strings.ToLower(s), -1) {
		w = strings.Trim(w, ".,;:'’-/")
		if w == "" {
			continue
		}
		digit := strings.ContainsAny(w, "0123456789")
		if !digit && (len(w) < 4 || stopwords[w]) {
			continue
		}
		if !digit {
			w = stem(w)
		}
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// coverage is the share of fact's key words that text holds.
func coverage(fact, text string) float64 {
	want := keyWords(fact)
	if len(want) == 0 {
		return 0
	}
	have := map[string]bool{}
	for _, w := range keyWords(text) {
		have[w] = true
	}
	n := 0
	for _, w := range want {
		if have[w] {
			n++
		}
	}
	return float64(n) / float64(len(want))
}

// addressed: the text tells the fact (most of its key words).
func addressed(fact, text string) bool { return coverage(fact, text) >= 0.6 }

// leads: the fact is told within the first 60 words (after a greeting or a
// STAR label).
func leads(fact, text string) bool {
	ws := strings.Fields(text)
	if len(ws) > 60 {
		ws = ws[:60]
	}
	return coverage(fact, strings.Join(ws, " ")) >= 0.5
}

var (
	pastedLowerRe = regexp.MustCompile(`(?i)contributed to this:`)
	articleSlipRe = regexp.MustCompile(`\b[aA] (?:HR|RN|LPN|MBA|SQL|API|[AEFHILMNORSX][A-Z]{1,4}|[aeiou]\w*)\b`)
	halfWordRe    = regexp.MustCompile(`\b[A-Z][a-z]?\.\.`)
)

// pastedLower reports a resume bullet pasted into the text in lower case
// after a colon ("…: care for 1-2 critically ill adults…").
func pastedLower(c materialCase, text string) bool {
	if pastedLowerRe.MatchString(text) || halfWordRe.MatchString(text) {
		return true
	}
	for _, e := range c.Resume.Experience {
		for _, b := range e.Bullets {
			ws := strings.Fields(b)
			if len(ws) < 5 {
				continue
			}
			head := lowerFirst(strings.Join(ws[:5], " "))
			if head != strings.Join(ws[:5], " ") && strings.Contains(text, ": "+head) {
				return true
			}
		}
	}
	return false
}

// keywordForms are the ways a posting keyword can be written: as given,
// without its parenthesis, and the abbreviation in the parenthesis.
func keywordForms(k string) []string {
	forms := []string{k}
	if i := strings.Index(k, "("); i > 0 {
		forms = append(forms, strings.TrimSpace(k[:i]))
		if j := strings.Index(k[i:], ")"); j > 0 {
			forms = append(forms, strings.TrimSpace(k[i+1:i+j]))
		}
	}
	return forms
}

func hasForm(text, k string) bool {
	n := normalise(text)
	for _, f := range keywordForms(k) {
		if nf := normalise(f); nf != "  " && strings.Contains(n, nf) {
			return true
		}
		// A plural or singular of the whole form.
		if nf := normalise(strings.TrimSuffix(f, "s")); len(nf) > 3 && strings.Contains(n, nf) {
			return true
		}
	}
	return false
}

type materialFigures struct {
	cases                                       int
	focus, focusHit                             int
	lettersPasted, lettersSlip, letterFabricate int
	responses                                   map[string]*[3]int // type → used, led, fabricated
	keywords, surfaced                          int
	unsupported, junk                           int
	nothingWrongly                              int
	added                                       []string
}

// heldOutMaterialSet is the held-out set: its figures are printed only
// when asked for (MATERIALS_HELDOUT), and never a case of it.
const heldOutMaterialSet = "m12"

func runMaterialEval(t *testing.T, set string, verbose bool) materialFigures {
	cases := loadMaterialCases(t, set)
	logf := t.Logf
	if set == heldOutMaterialSet {
		verbose, logf = false, func(string, ...any) {}
	}
	ctx := context.Background()
	l := &Local{}
	fig := materialFigures{cases: len(cases), responses: map[string]*[3]int{}}
	types := []string{"essay", "behavioral", "technical", "creative"}
	for _, ty := range types {
		fig.responses[ty] = &[3]int{}
	}
	for _, c := range cases {
		f := c.facts()
		// Letters.
		lin := CoverLetterInput{Facts: f, JobTitle: c.Posting.Title, Company: c.Posting.Company, JobDescription: c.Posting.Description,
			Tone: "professional", Template: "standard"}
		g, err := l.CoverLetter(ctx, lin)
		if err != nil {
			t.Fatal(err)
		}
		letter := g.Text
		for _, fp := range c.FocusPoints {
			fig.focus++
			if addressed(fp.Evidence, letter) {
				fig.focusHit++
			} else if verbose {
				t.Logf("%s letter misses %q (%s)", c.ID, fp.Point, fp.Evidence)
			}
		}
		if pastedLower(c, letter) {
			fig.lettersPasted++
		}
		if articleSlipRe.MatchString(letter) {
			fig.lettersSlip++
			if verbose {
				t.Logf("%s letter slip: %q", c.ID, articleSlipRe.FindString(letter))
			}
		}
		if u := Unsupported(letter, lin.allowed()...); len(u) > 0 {
			fig.letterFabricate++
			logf("%s letter names %v", c.ID, u)
		}
		if verbose && c.ID == cases[0].ID {
			t.Logf("%s letter:\n%s", c.ID, letter)
		}
		// Responses.
		for _, ty := range types {
			rin := ResponseInput{Facts: f, Question: c.Question, JobTitle: c.Posting.Title, Company: c.Posting.Company,
				JobDescription: c.Posting.Description, ResponseType: ty, WordLimit: 200}
			g, err := l.ApplicationResponse(ctx, rin)
			if err != nil {
				t.Fatal(err)
			}
			r := fig.responses[ty]
			if addressed(c.AnswerFact, g.Text) {
				r[0]++
				if leads(c.AnswerFact, g.Text) {
					r[1]++
				}
			} else if verbose && ty == "essay" {
				t.Logf("%s %s response misses the answer:\n%s", c.ID, ty, g.Text)
			}
			if u := Unsupported(g.Text, rin.allowed()...); len(u) > 0 {
				r[2]++
				logf("%s %s response names %v", c.ID, ty, u)
			}
			if verbose && c.ID == cases[0].ID && (ty == "essay" || ty == "behavioral") {
				t.Logf("%s %s response:\n%s", c.ID, ty, g.Text)
			}
		}
		// The optimiser, against the posting, with the role the profile holds.
		res := c.content()
		before, _ := json.Marshal(res)
		o, err := l.OptimizeResume(ctx, before, "", c.Posting.Description)
		if err != nil {
			t.Fatal(err)
		}
		var after stride.ResumeContent
		if err := json.Unmarshal(o.Content, &after); err != nil {
			t.Fatal(err)
		}
		afterText := resumeText(after)
		beforeText := resumeText(res)
		for _, k := range c.SupportedKeywords {
			fig.keywords++
			if hasForm(afterText, k.Keyword) && !hasForm(beforeText, k.Keyword) {
				fig.surfaced++
			} else if verbose {
				t.Logf("%s optimiser does not surface %q (%s)", c.ID, k.Keyword, k.ResumePhrase)
			}
		}
		for _, m := range c.MustNotAdd {
			if hasForm(afterText, m) && !hasForm(beforeText, m) {
				fig.unsupported++
				logf("%s optimiser adds %q, which the resume does not back", c.ID, m)
			}
		}
		for _, s := range after.Skills {
			if !containsFold(res.Skills, s) {
				if set != heldOutMaterialSet {
					fig.added = append(fig.added, c.ID+": "+s)
				}
				if isJunkSkill(s, c.Posting.Description) {
					fig.junk++
					logf("%s optimiser adds the junk skill %q", c.ID, s)
				}
			}
		}
		if afterText == beforeText {
			fig.nothingWrongly++
		}
	}
	return fig
}

func containsFold(xs []string, s string) bool {
	for _, x := range xs {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// isJunkSkill: a skill the posting does not write that way ("ONE",
// "PARTNER", "Ada" from "ADA"), or a single everyday word.
func isJunkSkill(s, posting string) bool {
	if !strings.Contains(posting, s) {
		return true
	}
	return len(strings.Fields(s)) == 1 && stopwords[strings.ToLower(s)]
}

func resumeText(c stride.ResumeContent) string {
	parts := []string{c.PersonalInfo.Summary}
	for _, e := range c.Experience {
		parts = append(parts, e.Title, e.Description)
	}
	parts = append(parts, c.Skills...)
	for _, ce := range c.Certifications { // an applicant-tracking system reads them too
		parts = append(parts, ce.Name)
	}
	return strings.Join(parts, "\n")
}

func share(a, b int) string {
	if b == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%d/%d = %.0f%%", a, b, 100*float64(a)/float64(b))
}

func logMaterialFigures(t *testing.T, label string, f materialFigures) {
	t.Logf("%s (%d cases)", label, f.cases)
	t.Logf("  letters: focus points addressed %s; letters with a bullet pasted in lower case %d; 'a HR' slips %d; naming something not in the inputs %d",
		share(f.focusHit, f.focus), f.lettersPasted, f.lettersSlip, f.letterFabricate)
	for _, ty := range []string{"essay", "behavioral", "technical", "creative"} {
		r := f.responses[ty]
		t.Logf("  responses (%s): answer fact used %s, leading with it %s; naming something not in the inputs %d", ty, share(r[0], f.cases), share(r[1], f.cases), r[2])
	}
	t.Logf("  optimiser: supported keywords surfaced %s; unsupported (must-not-add) added %d; junk skills added %d; unchanged although keywords are backed %d of %d",
		share(f.surfaced, f.keywords), f.unsupported, f.junk, f.nothingWrongly, f.cases)
	if len(f.added) > 0 {
		t.Logf("  skills added: %s", strings.Join(f.added, "; "))
	}
}

// TestEvalMaterials prints the figures (make eval-materials).
func TestEvalMaterials(t *testing.T) {
	verbose := os.Getenv("MATERIALS_VERBOSE") != ""
	logMaterialFigures(t, "m1 (development set)", runMaterialEval(t, "m1", verbose))
	logMaterialFigures(t, "m2 (development set)", runMaterialEval(t, "m2", verbose))
	logMaterialFigures(t, "m3 (development set)", runMaterialEval(t, "m3", verbose))
	logMaterialFigures(t, "m4 (development set; held out until 2026-11-29 16:11 UTC)", runMaterialEval(t, "m4", verbose))
	logMaterialFigures(t, "m5 (development set; held out until 2026-11-29 21:26 UTC)", runMaterialEval(t, "m5", verbose))
	logMaterialFigures(t, "m6 (development set; held out until 2026-11-29 21:48 UTC)", runMaterialEval(t, "m6", verbose))
	logMaterialFigures(t, "m7 (development set; held out until 2026-11-29 22:02 UTC)", runMaterialEval(t, "m7", verbose))
	logMaterialFigures(t, "m8 (development set; held out until 2026-12-02 07:47 UTC)", runMaterialEval(t, "m8", verbose))
	logMaterialFigures(t, "m9 (development set; held out until 2026-12-02 11:04 UTC)", runMaterialEval(t, "m9", verbose))
	logMaterialFigures(t, "m10 (development set; held out until 2026-12-02 15:31 UTC)", runMaterialEval(t, "m10", verbose))
	logMaterialFigures(t, "m11 (development set; held out until 2026-12-02 18:30 UTC)", runMaterialEval(t, "m11", verbose))
	if os.Getenv("MATERIALS_HELDOUT") != "" {
		logMaterialFigures(t, heldOutMaterialSet+" (held out: figures only)", runMaterialEval(t, heldOutMaterialSet, false))
	}
}

// TestMaterialsFloors keeps the evaluation's figures from falling: each
// set's floors sit just under the figures measured with the thesaurus and
// the episode reading of stories (2026-11-29, docs/ai.md), and nothing
// unsupported or junk is ever added.
func TestMaterialsFloors(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every case of the materials sets")
	}
	for _, c := range []struct {
		set                      string
		surfaced, focus, answers int // at least
	}{
		{"m1", 63, 35, 10},
		{"m2", 51, 36, 9},
		{"m3", 59, 35, 9},
		{"m4", 21, 32, 8},
		{"m5", 39, 31, 8},
		{"m6", 27, 32, 9},
		{"m7", 12, 34, 9},
		{"m8", 22, 28, 9},
		{"m9", 20, 32, 9},
		{"m10", 17, 28, 7},
		{"m11", 28, 33, 9},
	} {
		f := runMaterialEval(t, c.set, false)
		if f.surfaced < c.surfaced {
			t.Errorf("%s: the optimiser surfaces %d supported keywords, floor %d", c.set, f.surfaced, c.surfaced)
		}
		if f.unsupported > 0 || f.junk > 0 {
			t.Errorf("%s: the optimiser adds %d must-not-add terms and %d junk skills", c.set, f.unsupported, f.junk)
		}
		if f.focusHit < c.focus {
			t.Errorf("%s: letters address %d focus points, floor %d", c.set, f.focusHit, c.focus)
		}
		if r := f.responses["behavioral"]; r[0] < c.answers {
			t.Errorf("%s: behavioral responses use the answer fact %d times, floor %d", c.set, r[0], c.answers)
		}
		if f.letterFabricate > 0 {
			t.Errorf("%s: %d letters name something not in the inputs", c.set, f.letterFabricate)
		}
	}
}

// TestShowMaterials prints every letter and response of a set
// (MATERIALS_SHOW=m1), for reading them.
func TestShowMaterials(t *testing.T) {
	set := os.Getenv("MATERIALS_SHOW")
	if set == "" {
		t.Skip("MATERIALS_SHOW names the set to print")
	}
	l := &Local{}
	for _, c := range loadMaterialCases(t, set) {
		f := c.facts()
		g, _ := l.CoverLetter(context.Background(), CoverLetterInput{Facts: f, JobTitle: c.Posting.Title, Company: c.Posting.Company,
			JobDescription: c.Posting.Description, Tone: "professional", Template: os.Getenv("MATERIALS_TEMPLATE")})
		t.Logf("%s letter:\n%s", c.ID, g.Text)
		for _, ty := range strings.Fields(orDefault(os.Getenv("MATERIALS_TYPES"), "behavioral essay")) {
			r, _ := l.ApplicationResponse(context.Background(), ResponseInput{Facts: f, Question: c.Question, JobTitle: c.Posting.Title,
				Company: c.Posting.Company, JobDescription: c.Posting.Description, ResponseType: ty, WordLimit: 200})
			t.Logf("%s %s response to %q:\n%s\nnotes: %v", c.ID, ty, c.Question, r.Text, r.Notes)
		}
	}
}
