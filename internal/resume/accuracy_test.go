package resume

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// score counts correct fields out of expected ones; skills count as one
// field each resume scored by recall (0 to 1).
type score struct {
	ok, total float64
	misses    []string
}

func (s *score) check(field, want, got string) {
	s.total++
	if normField(want) == normField(got) {
		s.ok++
		return
	}
	s.misses = append(s.misses, fmt.Sprintf("%s: want %q, got %q", field, want, got))
}

func normField(s string) string {
	s = strings.ToLower(collapseSpaces(s))
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
func scoreParsed(want, got ParsedData) score {
	var s score
	s.check("name", want.PersonalInfo.FullName, got.PersonalInfo.FullName)
	s.check("email", want.PersonalInfo.Email, got.PersonalInfo.Email)
	s.check("phone", digitsOnly(want.PersonalInfo.Phone), digitsOnly(got.PersonalInfo.Phone))
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
		s.total++
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
		s.total++
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
		s.total++
		s.ok += float64(found) / float64(len(want.Skills))
	}
	return s
}

// TestParsingAccuracy parses every test resume, in DOCX and in PDF, and
// fails when field-level accuracy falls below 85%.
func TestParsingAccuracy(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.expected.json")
	sort.Strings(files)
	if len(files) < 12 {
		t.Fatalf("want at least 12 test resumes, have %d", len(files))
	}
	var all score
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-24s %-5s %7s %7s %6s\n", "resume", "kind", "correct", "fields", "pct")
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var want ParsedData
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		base := strings.TrimSuffix(f, ".expected.json")
		for _, ext := range []string{"docx", "pdf"} {
			data, err := os.ReadFile(base + "." + ext)
			if err != nil {
				t.Fatalf("%s.%s: %v", base, ext, err)
			}
			got, _, err := ParseFile(data)
			if err != nil {
				t.Errorf("%s.%s: %v", base, ext, err)
				continue
			}
			s := scoreParsed(want, got)
			all.ok += s.ok
			all.total += s.total
			fmt.Fprintf(&table, "%-24s %-5s %7.1f %7.0f %5.0f%%\n", filepath.Base(base), ext, s.ok, s.total, 100*s.ok/s.total)
			for _, m := range s.misses {
				fmt.Fprintf(&table, "    %s\n", m)
			}
		}
	}
	pct := 100 * all.ok / all.total
	fmt.Fprintf(&table, "%-24s %-5s %7.1f %7.0f %5.1f%%\n", "overall", "", all.ok, all.total, pct)
	t.Log(table.String())
	if pct < 85 {
		t.Errorf("field accuracy %.1f%% is below 85%%", pct)
	}
}
