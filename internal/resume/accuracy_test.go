package resume

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// score counts correct fields out of expected ones, overall and per field
// kind; skills count as one field per resume scored by recall (0 to 1).
type score struct {
	ok, total float64
	byField   map[string][2]float64
	misses    []string
	// entries counts experience entries read whole (title, company and
	// both dates right) out of all.
	entries [2]float64
}

func (s *score) add(field string, ok, total float64) {
	if s.byField == nil {
		s.byField = map[string][2]float64{}
	}
	v := s.byField[field]
	v[0] += ok
	v[1] += total
	s.byField[field] = v
	s.ok += ok
	s.total += total
}

func (s *score) merge(o score) {
	for f, v := range o.byField {
		s.add(f, v[0], v[1])
	}
	s.entries[0] += o.entries[0]
	s.entries[1] += o.entries[1]
}

// writeFields prints the score of each field kind, in name order.
func (s *score) writeFields(w io.Writer) {
	kinds := make([]string, 0, len(s.byField))
	for k := range s.byField {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		v := s.byField[k]
		fmt.Fprintf(w, "%-28s %7.1f %7.0f %5.1f%%\n", k, v[0], v[1], 100*v[0]/v[1])
	}
}

// fieldKind is "title" for "exp[2].title".
func fieldKind(field string) string {
	if i := strings.LastIndexByte(field, '.'); i >= 0 {
		return field[i+1:]
	}
	return field
}

func (s *score) check(field, want, got string) {
	if normField(want) == normField(got) {
		s.add(fieldKind(field), 1, 1)
		return
	}
	s.add(fieldKind(field), 0, 1)
	s.misses = append(s.misses, fmt.Sprintf("%s: want %q, got %q", field, want, got))
}

func normField(s string) string {
	// A typographic apostrophe (LaTeX and word processors print one for
	// the writer's ') is the same letter to a reader.
	s = strings.ToLower(collapseSpaces(strings.NewReplacer("’", "'", "‘", "'").Replace(s)))
	return strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsPunct(r) || r == ' ' })
}

func digitsOnly(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// scoreParsed compares a parse with the expected fields. Entries are paired
// in order; a missing entry fails all its fields and an extra parsed entry
// counts as one wrong field.
func scoreParsed(want expected, got ParsedData) score {
	var s score
	s.check("name", want.PersonalInfo.FullName, got.PersonalInfo.FullName)
	s.check("email", want.PersonalInfo.Email, got.PersonalInfo.Email)
	s.check("phone", digitsOnly(want.PersonalInfo.Phone), digitsOnly(got.PersonalInfo.Phone))
	if want.PersonalInfo.Location != "" {
		s.check("location", want.PersonalInfo.Location, got.PersonalInfo.Location)
	}
	for i, w := range want.Experience {
		var g Experience
		if i < len(got.Experience) {
			g = got.Experience[i]
		}
		p := fmt.Sprintf("exp[%d].", i)
		s.check(p+"title", w.Title, g.Title)
		s.check(p+"company", w.Company, g.Company)
		s.check(p+"start", w.StartDate, g.StartDate)
		s.check(p+"end", w.EndDate, g.EndDate)
	}
	for i := len(want.Experience); i < len(got.Experience); i++ {
		s.add("extra entry", 0, 1)
		s.misses = append(s.misses, fmt.Sprintf("extra experience %+v", got.Experience[i]))
	}
	for i, w := range want.Education {
		var g Education
		if i < len(got.Education) {
			g = got.Education[i]
		}
		p := fmt.Sprintf("edu[%d].", i)
		s.check(p+"degree", w.Degree, g.Degree)
		s.check(p+"school", w.School, g.School)
	}
	for i := len(want.Education); i < len(got.Education); i++ {
		s.add("extra entry", 0, 1)
		s.misses = append(s.misses, fmt.Sprintf("extra education %+v", got.Education[i]))
	}
	if len(want.Skills) > 0 {
		have := map[string]bool{}
		for _, g := range got.Skills {
			have[normField(g)] = true
		}
		found := 0
		for _, w := range want.Skills {
			if have[normField(w)] {
				found++
			} else {
				s.misses = append(s.misses, "skill missing: "+w)
			}
		}
		s.add("skills", float64(found)/float64(len(want.Skills)), 1)
	}
	// Words that are not skills (the interests line) must not be listed:
	// one field per resume, the share of them left out.
	if len(want.NotSkills) > 0 {
		have := map[string]bool{}
		for _, g := range got.Skills {
			have[normField(g)] = true
		}
		listed := 0
		for _, w := range want.NotSkills {
			if have[normField(w)] {
				listed++
				s.misses = append(s.misses, "listed as a skill: "+w)
			}
		}
		s.add("not a skill", 1-float64(listed)/float64(len(want.NotSkills)), 1)
	}
	return s
}

// expected is a truth file: the fields a reader sees in the resume, the
// tool that produced it and words that must not come out as skills.
type expected struct {
	ParsedData
	Producer  string   `json:"producer"`
	Layout    string   `json:"layout"`
	NotSkills []string `json:"notSkills"`
}

// accuracySet scores every resume of dir (each NN-slug.expected.json with
// its .pdf and/or .docx) and returns the whole score, per field kind and per
// producer, with a printed table.
func accuracySet(t *testing.T, dir string, showMisses bool) (score, string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.expected.json"))
	sort.Strings(files)
	var all score
	byProducer := map[string]*score{}
	var table strings.Builder
	fmt.Fprintf(&table, "\n== %s ==\n%-28s %-12s %7s %7s %6s\n", dir, "resume", "producer", "correct", "fields", "pct")
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var want expected
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		base := strings.TrimSuffix(f, ".expected.json")
		n := 0
		for _, ext := range []string{"docx", "pdf"} {
			data, err := os.ReadFile(base + "." + ext)
			if err != nil {
				continue
			}
			n++
			producer := want.Producer
			if producer == "" {
				producer = "libreoffice-" + ext
			}
			got, _, err := ParseFile(data)
			if err != nil {
				t.Errorf("%s.%s: %v", base, ext, err)
				continue
			}
			s := scoreParsed(want, got)
			all.merge(s)
			if byProducer[producer] == nil {
				byProducer[producer] = &score{}
			}
			byProducer[producer].merge(s)
			fmt.Fprintf(&table, "%-28s %-12s %7.1f %7.0f %5.0f%%\n", filepath.Base(base), producer, s.ok, s.total, 100*s.ok/s.total)
			if showMisses {
				for _, m := range s.misses {
					fmt.Fprintf(&table, "    %s\n", m)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no .pdf or .docx", base)
		}
	}
	fmt.Fprintf(&table, "-- per field --\n")
	all.writeFields(&table)
	fmt.Fprintf(&table, "-- per producer --\n")
	var prods []string
	for p := range byProducer {
		prods = append(prods, p)
	}
	sort.Strings(prods)
	for _, p := range prods {
		v := byProducer[p]
		fmt.Fprintf(&table, "%-28s %7.1f %7.0f %5.0f%%\n", p, v.ok, v.total, 100*v.ok/v.total)
	}
	fmt.Fprintf(&table, "%-28s %7.1f %7.0f %5.1f%%\n", "overall", all.ok, all.total, 100*all.ok/all.total)
	return all, table.String()
}

// TestParsingAccuracy parses the original set (testdata, DOCX and PDF from
// LibreOffice) and the held-out set (testdata/heldout: ReportLab, pdf-lib,
// Chromium, python-docx and LibreOffice files the parser was not tuned on)
// and fails below 98% and 90% of fields. The development set
// (testdata/dev) is scored for information. The held-out misses are printed
// only with STRIDE_HELDOUT_MISSES=1, so that they are not read while tuning.
func TestParsingAccuracy(t *testing.T) {
	sets := []struct {
		dir    string
		bar    float64
		min    int
		misses bool
	}{
		{"testdata", 98, 12, true},
		{"testdata/heldout", 90, 30, os.Getenv("STRIDE_HELDOUT_MISSES") != ""},
		{"testdata/dev", 0, 10, true},
	}
	for _, set := range sets {
		files, _ := filepath.Glob(filepath.Join(set.dir, "*.expected.json"))
		if len(files) < set.min {
			t.Fatalf("%s: want at least %d test resumes, have %d", set.dir, set.min, len(files))
		}
		s, table := accuracySet(t, set.dir, set.misses)
		t.Log(table)
		if pct := 100 * s.ok / s.total; pct < set.bar {
			t.Errorf("%s: field accuracy %.1f%% is below %.0f%%", set.dir, pct, set.bar)
		}
	}
}
