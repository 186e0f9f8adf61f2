package resume

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// longFuzz tells whether -fuzztime asks for a minute or more.
func longFuzz() bool {
	fl := flag.Lookup("test.fuzztime")
	if fl == nil {
		return false
	}
	d, err := time.ParseDuration(fl.Value.String())
	return err == nil && d >= time.Minute
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"01-maya-chen.docx", "02-oliver-hughes.pdf"} {
		if data, err := os.ReadFile("testdata/" + name); err == nil {
			if text, _, err := Extract(data); err == nil {
				f.Add(text)
			}
		}
	}
	f.Add("JOHN SMITH\nEXPERIENCE\nJan 2020 - Present\nEngineer at Acme\n• did things\nEDUCATION\nBSc, University of X, 2019")
	f.Add("Skills\nGo, (k8s, [GCP)], ;;|")
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" && longFuzz() {
		// When fuzzing for a minute or more (not in make test or make
		// fuzz's short runs, where reading them would take the time),
		// every rendering of the development writers' resumes seeds the
		// corpus: real layouts, whose mutations reach the parser's rarer
		// paths (an employer that reads as a place crashed it once).
		files, _ := filepath.Glob("testdata/themes/*/*")
		for _, file := range files {
			if ext := filepath.Ext(file); ext != ".pdf" && ext != ".docx" || heldOutPart(themePart(strings.TrimSuffix(filepath.Base(file), ext))) {
				continue
			}
			if data, err := os.ReadFile(file); err == nil {
				if text, _, err := Extract(data); err == nil {
					f.Add(text)
				}
			}
		}
	}
	_ = Parse("Warm up") // the first call loads the skills taxonomy
	f.Fuzz(func(t *testing.T, text string) {
		done := make(chan struct{})
		var p ParsedData
		go func() { defer close(done); p = Parse(text) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("Parse took over 5 s on %q", text)
		}
		// Dates come out in the shapes the editor reads; valid text in
		// gives valid text out.
		var dates, strs []string
		for _, e := range p.Experience {
			dates = append(dates, e.StartDate, e.EndDate)
			strs = append(strs, e.Title, e.Company, e.Location, e.Description)
		}
		for _, e := range p.Education {
			dates = append(dates, e.GraduationDate)
			strs = append(strs, e.Degree, e.School, e.Location, e.Details)
		}
		for _, d := range dates {
			if !linkedinDateOK.MatchString(d) {
				t.Fatalf("date %q from %q", d, text)
			}
		}
		i := p.PersonalInfo
		strs = append(append(strs, i.FullName, i.Email, i.Phone, i.Location, i.LinkedIn, i.Website, i.Summary), p.Skills...)
		for _, s := range strs {
			if utf8.ValidString(text) && !utf8.ValidString(s) {
				t.Fatalf("invalid UTF-8 %q from %q", s, text)
			}
		}
	})
}

func FuzzExtract(f *testing.F) {
	f.Add(textPDF("Jane Doe", "Engineer at Acme"))
	f.Add(tinyDOCX(f, "Jane Doe", "Engineer at Acme"))
	f.Add(imagePDF())
	f.Add(encryptedPDF())
	f.Add([]byte("\x89PNG\r\n\x1a\n random"))
	f.Add(append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 600)...))
	if doc, err := os.ReadFile("testdata/legacy-maya-chen.doc"); err == nil {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		text, kind, err := Extract(data)
		if err == nil && text == "" {
			t.Fatal("no error and no text")
		}
		if err != nil {
			if _, ok := err.(*ExtractError); !ok {
				t.Fatalf("error of type %T", err)
			}
			// Extract turns a panic into "damaged"; only the PDF library's
			// are expected, Stride's own DOCX and DOC readers must not.
			var p panicError
			if errors.As(err, &p) && kind != KindPDF {
				t.Fatalf("%s reader panicked: %v", kind, p.v)
			}
		}
		if text != cleanText(text) || !utf8.ValidString(text) {
			t.Fatalf("text is not clean: %q", text)
		}
	})
}

func FuzzImportLinkedIn(f *testing.F) {
	f.Add([]byte(liPositions), "Positions.csv")
	f.Add([]byte(liCerts), "Certifications.csv")
	f.Add([]byte(liConnections), "Connections.csv")
	f.Add(zipOf(f, map[string][]byte{"Profile.csv": []byte(liProfile), "Skills.csv": []byte(liSkills)}), "export.zip")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		res, err := ImportLinkedIn(data, name)
		if err != nil {
			if _, ok := err.(*ExtractError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		if res.Imported == nil || bytes.Equal(data, nil) {
			t.Fatal("success without data")
		}
	})
}

// linkedinDateOK is the shape of every date the LinkedIn import yields.
var linkedinDateOK = regexp.MustCompile(`^(|Present|(19|20)\d\d|(19|20)\d\d-(0[1-9]|1[0-2]))$`)

// FuzzReadLinkedInCSV reads one CSV of a LinkedIn export as the importer
// does and checks what comes out: a known kind or none, at most
// linkedinMaxRows rows, keys from the header, trimmed valid UTF-8 values
// no longer than the input allows, and, applied to a result, dates in one
// of the shapes the editor reads and counts that match the entries added.
func FuzzReadLinkedInCSV(f *testing.F) {
	for name, data := range map[string]string{
		"Profile.csv": liProfile, "Positions.csv": liPositions, "Education.csv": liEducation,
		"Skills.csv": liSkills, "Email Addresses.csv": liEmails, "PhoneNumbers.csv": liPhones,
		"Certifications.csv": liCerts, "Connections.csv": liConnections,
		"Languages.csv": "Name,Proficiency\nSpanish,Professional working proficiency\n",
		"Projects.csv":  "Title,Description,Url,Started On,Finished On\nOrbit CLI,A tool,https://x.example,Jan 2020,\n",
		"Summary.csv":   "Profile Summary\nI build platforms.\n",
		"Other.csv":     "Name,Price\nTea,3\n",
		"Bad.csv":       "Company Name,Title,Started On\n\"Acme\xff,\"un\"closed,\x00\n,,\n",
	} {
		f.Add([]byte(data), name)
	}
	kinds := map[string]bool{}
	for _, k := range linkedinKinds {
		kinds[k.kind] = true
	}
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		rows, kind, err := readLinkedInCSV(bytes.NewReader(data), name)
		if err != nil {
			if !errors.Is(err, errLinkedInLine) {
				t.Fatalf("reading from memory: %v", err)
			}
			return
		}
		if kind == "" {
			if rows != nil {
				t.Fatalf("rows %v without a kind", rows)
			}
			return
		}
		if !kinds[kind] {
			t.Fatalf("unknown kind %q", kind)
		}
		if len(rows) > linkedinMaxRows {
			t.Fatalf("%d rows, more than %d", len(rows), linkedinMaxRows)
		}
		total := 0
		for _, row := range rows {
			empty := true
			for k, v := range row {
				if k != strings.ToLower(strings.TrimSpace(k)) || !utf8.ValidString(k) {
					t.Fatalf("key %q is not a normalised header", k)
				}
				if v != strings.TrimSpace(v) || !utf8.ValidString(v) {
					t.Fatalf("value %q is not trimmed valid UTF-8", v)
				}
				empty = empty && v == ""
				total += len(v)
			}
			if empty {
				t.Fatal("an empty row was kept")
			}
		}
		// Invalid bytes become U+FFFD (3 bytes): values cannot outgrow that.
		if total > 3*len(data) {
			t.Fatalf("%d bytes of values from %d bytes of input", total, len(data))
		}
		res := LinkedInResult{Imported: map[string]int{}}
		res.apply(kind, rows)
		if n := res.Imported[kind]; n < 0 || n > len(rows) {
			t.Fatalf("imported %d of %d rows", n, len(rows))
		}
		dates := []string{}
		for _, e := range res.Experience {
			dates = append(dates, e.StartDate, e.EndDate)
		}
		for _, e := range res.Education {
			dates = append(dates, e.GraduationDate)
		}
		for _, c := range res.Certifications {
			dates = append(dates, c.Date)
		}
		for _, d := range dates {
			if !linkedinDateOK.MatchString(d) {
				t.Fatalf("date %q", d)
			}
		}
		if len(res.Warnings) > 100 {
			t.Fatalf("%d warnings", len(res.Warnings))
		}
	})
}

// FuzzCleanText checks the normalisation every extracted text goes
// through: valid UTF-8, no control characters but line ends, no blank
// line twice in a row, no space at a line's end or the text's ends, never
// longer than twice the cap (a tab becomes two spaces), and cleaning
// clean text changes nothing.
func FuzzCleanText(f *testing.F) {
	f.Add("Jane\tDoe\r\n\r\n\r\nEngineer\u00a0 \n\ufeff\u200b\x00\xff\ue000 Go")
	f.Add(" \n\n a\r\rb\t\n")
	f.Fuzz(func(t *testing.T, s string) {
		out := cleanText(s)
		if !utf8.ValidString(out) || len(out) > 2*maxTextBytes || out != strings.TrimSpace(out) || strings.Contains(out, "\n\n\n") {
			t.Fatalf("%q", out)
		}
		for _, line := range strings.Split(out, "\n") {
			if line != strings.TrimRightFunc(line, unicode.IsSpace) {
				t.Fatalf("line %q ends in space", line)
			}
			for _, r := range line {
				if unicode.IsControl(r) {
					t.Fatalf("control %U in %q", r, line)
				}
			}
		}
		if again := cleanText(out); again != out {
			t.Fatalf("cleaning again changed %q to %q", out, again)
		}
	})
}
