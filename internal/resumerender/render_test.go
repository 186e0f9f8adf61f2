package resumerender

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/resume"
)

func longResume() stride.ResumeContent {
	c := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: "Zoë Okafor-Lindqvist", Email: "zoe@example.com",
		Phone: "+44 20 7946 0958", Location: "Leeds, UK", Summary: "Data scientist who ships pricing and churn models."}}
	for i := 0; i < 14; i++ {
		c.Experience = append(c.Experience, stride.ResumeExperience{Title: fmt.Sprintf("Data Scientist %d", i+1), Company: "Cobalt Labs",
			StartDate: "2020-01", EndDate: "Present", Description: "Built the churn model in Python.\n• Cut churn by 18% in six months with a retention experiment.\n• Ran weekly reviews with finance and product to set pricing targets across four markets."})
	}
	c.Education = []stride.ResumeEducation{{Degree: "MSc Statistics", School: "University of Leeds", GraduationDate: "2018"}}
	c.Skills = []string{"Python", "SQL", "dbt", "Tableau"}
	return c
}

func pdfText(t *testing.T, b []byte) (string, int) {
	t.Helper()
	r, err := pdf.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatalf("not a readable PDF: %v", err)
	}
	var sb strings.Builder
	for i := 1; i <= r.NumPage(); i++ {
		p := r.Page(i)
		rows, err := p.GetTextByRow()
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range rows {
			for _, w := range row.Content {
				sb.WriteString(w.S)
			}
			sb.WriteString("\n")
		}
	}
	return sb.String(), r.NumPage()
}

func TestRenderEveryTemplateAndPaper(t *testing.T) {
	for id := range Templates {
		for _, paper := range []string{A4, Letter} {
			b, err := Render(longResume(), id, paper)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(b, []byte("%PDF-")) {
				t.Fatalf("%s/%s is not a PDF", id, paper)
			}
			text, pages := pdfText(t, b)
			if pages < 2 {
				t.Errorf("%s/%s: 14 jobs fit on %d page", id, paper, pages)
			}
			for _, want := range []string{"Okafor-Lindqvist", "Data Scientist 14", "Cut churn by 18%", "MSc Statistics", "Tableau"} {
				if !strings.Contains(strings.ReplaceAll(text, "\n", " "), want) {
					t.Errorf("%s/%s: text lacks %q", id, paper, want)
				}
			}
			if os.Getenv("RESUME_PDF_OUT") != "" {
				_ = os.WriteFile(fmt.Sprintf("%s/%s-%s.pdf", os.Getenv("RESUME_PDF_OUT"), id, paper), b, 0o644)
			}
		}
	}
}

func TestPaperSizesDiffer(t *testing.T) {
	a4, _ := Render(longResume(), "minimal", A4)
	letter, _ := Render(longResume(), "minimal", Letter)
	if !bytes.Contains(a4, []byte("MediaBox [ 0 0 595.00 842.00 ]")) || !bytes.Contains(letter, []byte("MediaBox [ 0 0 612.00 792.00 ]")) {
		t.Error("page sizes are not A4 (595 × 842 pt) and Letter (612 × 792 pt)")
	}
}

func TestRenderEmpty(t *testing.T) {
	if _, err := Render(stride.ResumeContent{}, "modern", A4); err != ErrEmpty {
		t.Fatalf("got %v", err)
	}
}

func TestRenderLetter(t *testing.T) {
	info := stride.ResumePersonalInfo{Name: "Zoë Okafor-Lindqvist", Email: "zoe@example.com", Location: "Leeds, UK"}
	body := "Dear Hiring Manager at Acme Robotics,\n\n" + strings.Repeat("I cut churn by 18% in six months with a retention experiment. ", 60) +
		"\n\nWhat I would bring:\n• Python\n• SQL\n\nSincerely,\nZoë Okafor-Lindqvist"
	for _, tmpl := range []string{"standard", "modern", "creative", "executive"} {
		b, err := RenderLetter(info, body, tmpl, Letter)
		if err != nil {
			t.Fatal(err)
		}
		text, pages := pdfText(t, b)
		flat := strings.ReplaceAll(text, "\n", " ")
		for _, want := range []string{"Okafor-Lindqvist", "zoe@example.com", "Dear Hiring Manager at Acme Robotics,", "Sincerely,"} {
			if !strings.Contains(flat, want) {
				t.Errorf("%s: text lacks %q", tmpl, want)
			}
		}
		if pages < 2 {
			t.Errorf("%s: a long letter fits on %d page", tmpl, pages)
		}
	}
	if _, err := RenderLetter(info, "  ", "standard", A4); err != ErrEmpty {
		t.Errorf("empty letter: %v", err)
	}
}

// The builder's preview (web/src/config/resume-templates.ts) and the PDF draw
// each template in the same colours.
func TestTemplatesMatchThePreview(t *testing.T) {
	src, err := os.ReadFile("../../web/src/config/resume-templates.ts")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`id: '(\w+)',[^}]*?color: '(#[0-9a-f]{6})',\s*accent: '(#[0-9a-f]{6})'`)
	found := re.FindAllStringSubmatch(string(src), -1)
	if len(found) != len(Templates) {
		t.Fatalf("the preview has %d templates with colours, the PDF %d", len(found), len(Templates))
	}
	for _, m := range found {
		tmpl, ok := Templates[m[1]]
		if !ok {
			t.Errorf("the preview's %q has no PDF template", m[1])
			continue
		}
		if tmpl.Color != hex(m[2]) || tmpl.Accent != hex(m[3]) {
			t.Errorf("%s: PDF colours %v/%v, preview %s/%s", m[1], tmpl.Color, tmpl.Accent, m[2], m[3])
		}
	}
}

// relativeLuminance is WCAG 2's relative luminance of an sRGB colour.
func relativeLuminance(c rgb) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.r) + 0.7152*lin(c.g) + 0.0722*lin(c.b)
}

func contrast(a, b rgb) float64 {
	la, lb := relativeLuminance(a), relativeLuminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// The small contact line on a header band is readable: WCAG AA asks 4.5:1
// for text under 18 pt.
func TestBandContactLineContrast(t *testing.T) {
	for id, tmpl := range Templates {
		if tmpl.Header != "band" {
			continue
		}
		if c := contrast(bandContactColor, tmpl.Color); c < 4.5 {
			t.Errorf("%s: contact line contrast %.2f:1 on the band, want at least 4.5:1", id, c)
		}
	}
	if c := contrast(bandContactColor, hex("#3b82f6")); c >= 4.5 {
		t.Fatalf("contrast check is off: #eff6ff on #3b82f6 is 3.38:1, got %.2f", c)
	}
}

// Every template is ATS-safe: the PDF reader gets the resume back as real
// text, one column (no line holds words of two sections), under the standard
// headings in reading order.
func TestEveryTemplateIsATSSafe(t *testing.T) {
	if len(Templates) < 10 {
		t.Fatalf("%d templates; the Professional plan promises 10+", len(Templates))
	}
	c := longResume()
	c.Experience = c.Experience[:2]
	c.Certifications = []stride.ResumeCertification{{Name: "Certified Scrum Master", Issuer: "Scrum Alliance"}}
	for _, id := range stride.ResumeTemplates {
		if _, ok := Templates[id]; !ok {
			t.Errorf("stride.ResumeTemplates names %q, which has no PDF template", id)
		}
	}
	for id := range Templates {
		b, err := Render(c, id, Letter)
		if err != nil {
			t.Fatal(err)
		}
		text, kind, err := resume.Extract(b)
		if err != nil || kind != "pdf" {
			t.Fatalf("%s: the resume reader gets %q, %v", id, kind, err)
		}
		last := -1
		for _, h := range []string{"SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "CERTIFICATIONS"} {
			i := strings.Index(strings.ToUpper(text), "\n"+h+"\n")
			if i < 0 {
				t.Errorf("%s: no %q heading on a line of its own:\n%s", id, h, text)
				continue
			}
			if i < last {
				t.Errorf("%s: %q is out of reading order", id, h)
			}
			last = i
		}
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, "Cut churn by 18%") && strings.Contains(line, "MSc") {
				t.Errorf("%s: two sections share a line (two columns?): %q", id, line)
			}
		}
		for _, want := range []string{"Zoë Okafor-Lindqvist", "zoe@example.com", "Ran weekly reviews with finance and product", "Certified Scrum Master"} {
			if !strings.Contains(strings.ReplaceAll(text, "\n", " "), want) {
				t.Errorf("%s: the reader does not get %q back", id, want)
			}
		}
	}
}

// The Word downloads are read back by Stride's own DOCX reader (the one
// that reads uploads): real text, in order, under standard headings, and
// the upload parser finds the person and their jobs in it.
func TestDOCXResumeAndLetter(t *testing.T) {
	c := longResume()
	c.Experience = c.Experience[:2]
	c.Experience[0].Company = "Cobalt & Sons <Labs>"
	b, err := RenderDOCX(c)
	if err != nil {
		t.Fatal(err)
	}
	text, kind, err := resume.Extract(b)
	if err != nil || kind != "docx" {
		t.Fatalf("the reader gets %q, %v", kind, err)
	}
	last := -1
	for _, want := range []string{"Zoë Okafor-Lindqvist", "zoe@example.com", "Summary", "Experience", "Data Scientist 1, Cobalt & Sons <Labs>",
		"Cut churn by 18% in six months with a retention experiment.", "Education", "MSc Statistics, University of Leeds", "Skills", "Python · SQL · dbt · Tableau"} {
		i := strings.Index(text, want)
		if i < 0 {
			t.Errorf("the DOCX text lacks %q:\n%s", want, text)
			continue
		}
		if i < last {
			t.Errorf("%q is out of order", want)
		}
		last = i
	}
	parsed, _, err := resume.ParseFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if parsed.PersonalInfo.Email != "zoe@example.com" || len(parsed.Experience) < 2 {
		t.Errorf("the upload parser reads %+v", parsed)
	}
	if _, err := RenderDOCX(stride.ResumeContent{}); err != ErrEmpty {
		t.Errorf("empty resume: %v", err)
	}

	info := stride.ResumePersonalInfo{Name: "Zoë Okafor-Lindqvist", Email: "zoe@example.com"}
	body := "Dear Hiring Manager at Acme Robotics,\n\nI cut churn by 18% in six months.\n\nWhat I would bring:\n• Python\n• SQL\n\nSincerely,\nZoë Okafor-Lindqvist"
	lb, err := RenderLetterDOCX(info, body)
	if err != nil {
		t.Fatal(err)
	}
	lt, kind, err := resume.Extract(lb)
	if err != nil || kind != "docx" {
		t.Fatalf("letter: %q, %v", kind, err)
	}
	for _, want := range []string{"Zoë Okafor-Lindqvist", "zoe@example.com", "Dear Hiring Manager at Acme Robotics,", "I cut churn by 18% in six months.", "• Python", "Sincerely,"} {
		if !strings.Contains(lt, want) {
			t.Errorf("the letter's DOCX text lacks %q:\n%s", want, lt)
		}
	}
	if _, err := RenderLetterDOCX(info, " \n "); err != ErrEmpty {
		t.Errorf("empty letter: %v", err)
	}
}
