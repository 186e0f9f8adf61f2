package resume

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The independent set (testdata/themes, README.md there): JSON Resumes
// written by writers who never saw the parser, rendered to PDF by
// community jsonresume themes in Chromium. The JSON is the truth.

// jsonResume is the part of a JSON Resume the truth reads.
type jsonResume struct {
	Basics struct {
		Name     string `json:"name"`
		Email    string `json:"email"`
		Phone    string `json:"phone"`
		Location struct {
			City   string `json:"city"`
			Region string `json:"region"`
		} `json:"location"`
	} `json:"basics"`
	Work []struct {
		Name      string `json:"name"`
		Position  string `json:"position"`
		StartDate string `json:"startDate"`
		EndDate   string `json:"endDate"`
	} `json:"work"`
	Education []struct {
		Institution string `json:"institution"`
		StudyType   string `json:"studyType"`
		Area        string `json:"area"`
	} `json:"education"`
	Skills []struct {
		Name     string   `json:"name"`
		Keywords []string `json:"keywords"`
	} `json:"skills"`
}

var yearMonthRE = regexp.MustCompile(`^(\d{4})(?:-(\d{2}))?`)

// truthDate is a JSON Resume date as the parser writes it: "YYYY-MM" or
// "YYYY"; empty is "Present" for an end date.
func truthDate(s string, end bool) string {
	m := yearMonthRE.FindStringSubmatch(s)
	switch {
	case m == nil && end:
		return "Present"
	case m == nil:
		return ""
	case m[2] == "":
		return m[1]
	}
	return m[1] + "-" + m[2]
}

// dateMatches accepts the month and year, or the year alone when that is
// all the parser read (some themes print years only), or a month the theme
// added to a year.
func dateMatches(want, got string) bool {
	if normField(want) == normField(got) {
		return true
	}
	// A year-only truth the theme printed with a month ("2019" as "Jan
	// 2019") matches that month.
	return len(got) == 4 && strings.HasPrefix(want, got) || len(want) == 4 && strings.HasPrefix(got, want+"-")
}

func squash(s string) string {
	return strings.NewReplacer(".", "", " ", "", "'", "", "’", "", "-", "", "–", "").Replace(strings.ToLower(s))
}

// shownText is what the browser showed of a rendered resume (render.mjs
// writes it beside the PDF), for telling which truth a reader can see.
type shownText struct{ text, digits string }

func newShownText(raw string) shownText {
	return shownText{text: " " + normField(raw) + " ", digits: digitsOnly(raw)}
}

// has reports whether the page shows a value (case and spacing aside).
func (t shownText) has(v string) bool {
	return v != "" && strings.Contains(t.text, normField(v))
}

// scoreTheme compares a parse with a JSON Resume, field by field, entries
// paired in order. A field the theme does not show (kendall prints no
// e-mail link text, some themes no end dates) is not counted.
func scoreTheme(want jsonResume, got ParsedData, shown shownText) score {
	var s score
	s.check("name", want.Basics.Name, got.PersonalInfo.FullName)
	if shown.has(want.Basics.Email) {
		s.check("email", want.Basics.Email, got.PersonalInfo.Email)
	}
	if d := digitsOnly(want.Basics.Phone); d != "" && strings.Contains(shown.digits, d) {
		s.check("phone", d, digitsOnly(got.PersonalInfo.Phone))
	}
	for i, w := range want.Work {
		var g Experience
		if i < len(got.Experience) {
			g = got.Experience[i]
		}
		p := fmt.Sprintf("exp[%d].", i)
		s.check(p+"title", w.Position, g.Title)
		s.check(p+"company", w.Name, g.Company)
		for _, d := range []struct {
			field, want, got string
		}{{"start", truthDate(w.StartDate, false), g.StartDate}, {"end", truthDate(w.EndDate, true), g.EndDate}} {
			if d.want != "Present" && !shown.has(d.want[:4]) {
				continue
			}
			if dateMatches(d.want, d.got) {
				s.add(d.field, 1, 1)
			} else {
				s.add(d.field, 0, 1)
				s.misses = append(s.misses, fmt.Sprintf("%s%s: want %q, got %q", p, d.field, d.want, d.got))
			}
		}
		whole := normField(w.Position) == normField(g.Title) && normField(w.Name) == normField(g.Company) &&
			dateMatches(truthDate(w.StartDate, false), g.StartDate) && dateMatches(truthDate(w.EndDate, true), g.EndDate)
		if whole {
			s.entries[0]++
		}
		s.entries[1]++
	}
	for i := len(want.Work); i < len(got.Experience); i++ {
		s.add("extra entry", 0, 1)
		s.misses = append(s.misses, fmt.Sprintf("extra experience %+v", got.Experience[i]))
	}
	for i, w := range want.Education {
		var g Education
		if i < len(got.Education) {
			g = got.Education[i]
		}
		p := fmt.Sprintf("edu[%d].", i)
		if w.StudyType != "" && shown.has(w.StudyType) {
			if squash(w.StudyType) != "" && strings.Contains(squash(g.Degree), squash(w.StudyType)) {
				s.add("degree", 1, 1)
			} else {
				s.add("degree", 0, 1)
				s.misses = append(s.misses, fmt.Sprintf("%sdegree: want %q in it, got %q", p, w.StudyType, g.Degree))
			}
		}
		if shown.has(w.Institution) {
			s.check(p+"school", w.Institution, g.School)
		}
	}
	var skills []string
	for _, g := range want.Skills {
		if len(g.Keywords) == 0 {
			skills = append(skills, g.Name)
		}
		skills = append(skills, g.Keywords...)
	}
	if len(skills) > 0 {
		have := map[string]bool{}
		for _, g := range got.Skills {
			have[normField(g)] = true
		}
		found := 0
		counted := 0
		for _, w := range skills {
			if !shown.has(w) {
				continue
			}
			counted++
			// "SMAW (Stick)" is found as SMAW: the parser reads an aside in
			// brackets as a skill of its own.
			base, _, _ := strings.Cut(w, " (")
			if have[normField(w)] || have[normField(base)] {
				found++
			} else {
				s.misses = append(s.misses, "skill missing: "+w)
			}
		}
		if counted > 0 {
			s.add("skills", float64(found)/float64(counted), 1)
		}
	}
	return s
}

// themePart names the part of the independent set a resume belongs to,
// by writer: r1 (no prefix) and r2 to r21 are development data (r2 to r21
// were each held out once, then looked at); a resume of heldOutWriters is
// held out, its misses never printed and its totals and tables only with
// STRIDE_HELDOUT (1 for every held-out writer, or one writer's name).
func themePart(name string) string {
	w, _, _ := strings.Cut(name, "-")
	switch {
	case slices.Contains(heldOutWriters, w):
		return "held out " + w
	case strings.HasPrefix(w, "r"):
		return w
	}
	return "r1"
}

// heldOutWriters are the writers whose resumes are held out: those after
// the last looked at, the first of them looked at next.
var heldOutWriters = []string{"r22"}

// heldOutPart reports whether a part's misses and tables stay hidden.
func heldOutPart(part string) bool { return strings.HasPrefix(part, "held out") }

// themeFile finds a rendering of a resume in a theme's folder: a PDF
// (jsonresume themes, LaTeX classes) or a DOCX (word-processor templates).
func themeFile(dir, name string) (string, error) {
	for _, ext := range []string{".pdf", ".docx"} {
		if _, err := os.Stat(filepath.Join(dir, name+ext)); err == nil {
			return filepath.Join(dir, name+ext), nil
		}
	}
	return "", fmt.Errorf("%s/%s: no .pdf or .docx (README.md says which script writes it)", dir, name)
}

// TestParsingThemes scores the independent set per field and per
// theme, LaTeX class and DOCX template, and prints it (`make eval` and -v
// show it). Misses are printed for the development part only; the
// held-out parts show their totals, and their tables per field and per
// theme with STRIDE_HELDOUT=1.
func TestParsingThemes(t *testing.T) {
	dir := filepath.Join("testdata", "themes")
	truths, _ := filepath.Glob(filepath.Join(dir, "resumes", "*.json"))
	var themes []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.IsDir() && e.Name() != "resumes" && e.Name() != "node_modules" {
			themes = append(themes, e.Name())
		}
	}
	sort.Strings(themes)
	if len(truths) < 10 || len(themes) < 6 {
		t.Fatalf("want at least 10 resumes and 6 themes, have %d and %d", len(truths), len(themes))
	}
	partNames := []string{"r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "r16", "r17", "r18", "r19", "r20", "r21"}
	for _, w := range heldOutWriters {
		partNames = append(partNames, "held out "+w)
	}
	parts := map[string]*score{}
	byTheme := map[string]map[string]*score{}
	for _, p := range partNames {
		parts[p] = &score{}
		byTheme[p] = map[string]*score{}
	}
	// STRIDE_HELDOUT=1 shows every held-out part, STRIDE_HELDOUT=r11 that
	// writer's only (a look at one writer shows no other's figures).
	show := os.Getenv("STRIDE_HELDOUT")
	showHeldOut := func(part string) bool { return show == "1" || show != "" && part == "held out "+show }
	var out strings.Builder
	for _, truth := range truths {
		raw, err := os.ReadFile(truth)
		if err != nil {
			t.Fatal(err)
		}
		var want jsonResume
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", truth, err)
		}
		name := strings.TrimSuffix(filepath.Base(truth), ".json")
		part := themePart(name)
		for _, theme := range themes {
			if why, err := os.ReadFile(filepath.Join(dir, theme, name+".skip")); err == nil {
				// The generator could not render this resume in this
				// class (pdflatex lacks the script's glyphs): no file to
				// read, said once.
				fmt.Fprintf(&out, "not rendered: %s/%s (%s)\n", theme, name, strings.TrimSpace(string(why))[:min(80, len(strings.TrimSpace(string(why))))])
				continue
			}
			file, err := themeFile(filepath.Join(dir, theme), name)
			if err != nil {
				t.Error(err)
				continue
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Error(err)
				continue
			}
			got, _, err := ParseFile(data)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			raw, err := os.ReadFile(filepath.Join(dir, theme, name+".txt"))
			if err != nil {
				t.Errorf("%s/%s.txt: %v (the script that renders it writes it)", theme, name, err)
				continue
			}
			s := scoreTheme(want, got, newShownText(string(raw)))
			parts[part].merge(s)
			if byTheme[part][theme] == nil {
				byTheme[part][theme] = &score{}
			}
			byTheme[part][theme].merge(s)
			if !heldOutPart(part) && testing.Verbose() && os.Getenv("STRIDE_THEME_MISSES") != "" {
				fmt.Fprintf(&out, "%s/%s: %.0f%%\n", theme, name, 100*s.ok/s.total)
				for _, m := range s.misses {
					fmt.Fprintf(&out, "    %s\n", m)
				}
			}
		}
	}
	for _, p := range partNames {
		if parts[p].total == 0 || heldOutPart(p) && !showHeldOut(p) {
			continue
		}
		fmt.Fprintf(&out, "-- per field (%s) --\n", p)
		parts[p].writeFields(&out)
		fmt.Fprintf(&out, "-- per theme, LaTeX class, DOCX template (%s) --\n", p)
		for _, th := range themes {
			if v := byTheme[p][th]; v != nil {
				fmt.Fprintf(&out, "%-18s %5.1f%%  whole entries %3.0f/%-3.0f\n", th, 100*v.ok/v.total, v.entries[0], v.entries[1])
			}
		}
	}
	for _, p := range partNames {
		if v := parts[p]; v.total > 0 && (!heldOutPart(p) || showHeldOut(p)) {
			fmt.Fprintf(&out, "%-16s %5.1f%% of %.0f fields, whole experience entries %.0f/%.0f (%.1f%%)\n", p, 100*v.ok/v.total, v.total, v.entries[0], v.entries[1], 100*v.entries[0]/v.entries[1])
		}
	}
	t.Log("\n" + out.String())
	// Floors under today's figures, so that a change that loses ground
	// fails; issue 44's target (93%) is printed beside them by make eval.
	for p, floor := range themeFloors {
		if v := parts[p]; v.total > 0 && 100*v.ok/v.total < floor {
			t.Errorf("independent set, %s: %.1f%% of fields, below the floor of %.1f%%", p, 100*v.ok/v.total, floor)
		}
	}
}

// themeFloors are set just under the figures measured last (2026-11-30,
// seventh session, all development): r1 98.7%, r2 97.6%, r3 96.7%, r4
// 95.0%, r5 93.6%, r6 89.9%, r7 85.7%, r8 88.9%, r9 94.1%, r10 88.8% and
// r11 94.5% (87.3% at its start, 87.8% at its one look, before any
// change made for it); in the eighth session r8 89.1%, r9 94.3% and r12
// 95.5% (88.6% at its start and at its one look); in the ninth session
// r5 93.7%, r7 85.9%, r11 94.9% and r13 93.7% (88.1% at its start and at
// its one look, before any change made for it); then, from r14's misses,
// r1 98.8%, r4 95.2%, r5 93.9%, r6 90.1%, r7 86.0%, r9 94.4%, r10 89.0%,
// r11 95.1%, r12 96.2%, r13 93.8% and r14 94.5% (86.4% at its start,
// 86.6% at its one look); then, from r15's misses, r4 95.2%, r6 90.3%,
// r7 86.1%, r9 94.5%, r13 94.0% and r15 91.5% (87.4% at its start and at
// its one look); in the tenth session, from r16's misses, r4 95.4%, r8
// 89.4%, r9 94.9%, r11 95.2%, r12 96.5% and r16 96.5% (94.4% at its
// start and at its one look); in the eleventh session, from r17's
// misses, r5 94.0%, r7 86.5%, r8 89.8%, r10 89.8%, r12 96.6%, r13
// 94.6%, r14 94.6%, r15 92.9% and r17 94.1% (85.3% at its start, 85.5%
// at its one look); in the twelfth session, from r18's misses, r6
// 90.6%, r10 91.0% and r18 89.4% (82.1% at its start and at its one
// look); in the thirteenth session, from r19's misses, r8 90.0%, r12
// 96.7%, r13 94.8%, r14 94.7%, r16 96.6% and r19 91.3% (82.1% at its start and at
// its one look); in the fourteenth session, from r20's misses, r20 91.9%
// (89.6% at its start and at its one look); in the fifteenth, from
// r21's misses, r21 92.6% (85.3% at its start and at its one look).
var themeFloors = map[string]float64{"r1": 98.6, "r2": 97.4, "r3": 96.5, "r4": 95.2, "r5": 93.8, "r6": 90.4, "r7": 86.3, "r8": 89.6, "r9": 94.7, "r10": 90.8, "r11": 95.0, "r12": 96.4, "r13": 94.4, "r14": 94.4, "r15": 92.7, "r16": 96.3, "r17": 93.9, "r18": 89.2, "r19": 91.1, "r20": 91.7, "r21": 92.4}
