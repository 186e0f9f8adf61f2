package resume

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// stdFontPDF writes lines in a standard-14 font the way pdf-lib and
// ReportLab do: the font named, not embedded, no /Widths; one Tj per line.
func stdFontPDF(base string, lines ...string) []byte {
	var c strings.Builder
	c.WriteString("BT /F1 11 Tf\n")
	for i, l := range lines {
		fmt.Fprintf(&c, "1 0 0 1 54 %d Tm (%s) Tj\n", 740-16*i, l)
	}
	c.WriteString("ET")
	return buildPDF(c.String(), "<< /Font << /F1 5 0 R >> >>",
		[]string{"<< /Type /Font /Subtype /Type1 /BaseFont /" + base + " /Encoding /WinAnsiEncoding >>"}, "")
}

// TestStandardFontPDFReadsBackLetterForLetter: a PDF in an unembedded
// standard font without widths keeps every doubled letter and spaces words
// as drawn (issue: "Jordan Merritt" read as "Jordan Merit").
func TestStandardFontPDFReadsBackLetterForLetter(t *testing.T) {
	lines := []string{
		"Jordan Merritt",
		"(512) 555-0142  jordan.merritt@example.com",
		"SUMMARY",
		"Senior Software Engineer, Bluepeak Systems  03/2022 - Present",
		"Committee: Mississippi Tennessee Llewellyn 1100 aaa",
	}
	for _, base := range []string{"Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Italic", "Courier", "Arial,Bold", "UnknownSans"} {
		t.Run(base, func(t *testing.T) {
			text, err := extractPDF(context.Background(), stdFontPDF(base, lines...))
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimSpace(text), "\n")
			if len(got) != len(lines) {
				t.Fatalf("got %d lines, want %d:\n%s", len(got), len(lines), text)
			}
			for i := range lines {
				if got[i] != lines[i] {
					t.Errorf("line %d: got %q, want %q", i, got[i], lines[i])
				}
			}
		})
	}
}

// TestFakeBoldStillDeduplicated: text drawn twice a hair apart (fake
// bold) still reads once, now that the glyphs have widths.
func TestFakeBoldStillDeduplicated(t *testing.T) {
	content := "BT /F1 12 Tf 1 0 0 1 72 700 Tm (Jordan Merritt) Tj ET BT /F1 12 Tf 1 0 0 1 72.3 700 Tm (Jordan Merritt) Tj ET"
	pdf := buildPDF(content, "<< /Font << /F1 5 0 R >> >>",
		[]string{"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>"}, "")
	text, err := extractPDF(context.Background(), pdf)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(text) != "Jordan Merritt" {
		t.Errorf("got %q", text)
	}
}

// TestWinAnsiUnusedCodeIsBullet: ReportLab draws • as code 127, which
// WinAnsiEncoding leaves unused and the PDF reference maps to a bullet.
func TestWinAnsiUnusedCodeIsBullet(t *testing.T) {
	text, err := extractPDF(context.Background(), stdFontPDF("Times-Roman", "\x7f Led a team of five"))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(text); got != "• Led a team of five" {
		t.Errorf("got %q", got)
	}
}

// TestStandardFontPDFParsesPhoneAndTitle: issue 9's report, "Senior
// Software Enginer" and "(415) 5-0134" with no phone, from a PDF in an
// unembedded Helvetica.
func TestStandardFontPDFParsesPhoneAndTitle(t *testing.T) {
	p, _, err := ParseFile(stdFontPDF("Helvetica", "Maya Chen", "(415) 555-0134  maya.chen@example.com",
		"EXPERIENCE", "Senior Software Engineer, Brightline Labs  Jan 2021 - Present", "SKILLS", "Go, Kubernetes, Terraform"))
	if err != nil {
		t.Fatal(err)
	}
	if p.PersonalInfo.Phone != "(415) 555-0134" || p.PersonalInfo.FullName != "Maya Chen" {
		t.Errorf("contact %+v", p.PersonalInfo)
	}
	if len(p.Experience) != 1 || p.Experience[0].Title != "Senior Software Engineer" || p.Experience[0].Company != "Brightline Labs" {
		t.Errorf("experience %+v", p.Experience)
	}
}
