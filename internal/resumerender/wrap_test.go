package resumerender

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
	"github.com/signintech/gopdf"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/resume"
)

// monospace measures every character as 1 wide.
func monospace(s string) float64 { return float64(utf8.RuneCountInString(s)) }

func TestWrapItems(t *testing.T) {
	for _, tc := range []struct {
		name  string
		items []string
		sep   string
		width float64
		want  []string
	}{
		{"breaks at spaces only", strings.Fields("I love to ship Scrum teams"), " ", 10, []string{"I love to", "ship Scrum", "teams"}},
		{"a line exactly full", strings.Fields("abcde fghij"), " ", 11, []string{"abcde fghij"}},
		{"a word wider than the line fills lines as far as it can", strings.Fields("see https://example.com/a/b/c now"), " ", 10,
			[]string{"see", "https://ex", "ample.com/", "a/b/c now"}},
		{"items stay whole, the separator goes at a break", []string{"Python", "Stakeholder Management", "SQL"}, " · ", 24,
			[]string{"Python", "Stakeholder Management", "SQL"}},
		{"items share a line when they fit", []string{"Go", "SQL", "dbt", "Stakeholder Management"}, " · ", 24,
			[]string{"Go · SQL · dbt", "Stakeholder Management"}},
		{"an item wider than the line wraps at its words", []string{"Go", "Stakeholder and Vendor Management"}, " · ", 16,
			[]string{"Go", "Stakeholder and", "Vendor", "Management"}},
		{"empty items are skipped, spaces inside collapse", []string{"", " a@b.c ", "", "Leeds,\n  UK"}, " · ", 40, []string{"a@b.c · Leeds, UK"}},
		{"nothing", nil, " ", 10, nil},
	} {
		got := wrapItems(tc.items, tc.sep, tc.width, monospace)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		word  string
		width float64
		want  string
	}{
		{strings.Repeat("abcdefghij", 2) + "abcde", 10, "[abcdefghij abcdefghij abcde]"},
		{"abcdefghijk", 10, "[abcdefghij k]"},
		{"abc", 0.5, "[a b c]"}, // a character wider than the line still goes somewhere
	} {
		if got := fmt.Sprint(breakWord(tc.word, tc.width, monospace)); got != tc.want {
			t.Errorf("breakWord(%q, %v) = %s, want %s", tc.word, tc.width, got, tc.want)
		}
	}
	// A combining mark stays with its letter.
	if got := breakWord("abce\u0301fg", 4, monospace); got[0] != "abc" || got[1] != "e\u0301fg" {
		t.Errorf("combining mark: got %q", got)
	}
}

// demoResume is the demo account's resume (internal/sqldb/demo.go).
func demoResume() stride.ResumeContent {
	return stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Alex Morgan", Email: "demo-1a2b3c4d@demo.stride.local", Phone: "(512) 555-0142", Location: "Austin, TX",
			Summary: "Product manager with six years of experience shipping B2B SaaS products. I turn customer research into roadmaps, work closely with engineering and design, and measure what we ship."},
		Experience: []stride.ResumeExperience{{Title: "Product Manager", Company: "Lumen Software", Location: "Austin, TX", StartDate: "2021-03",
			Description: "Led the analytics product line; grew weekly active teams by 38% in a year."}},
		Education: []stride.ResumeEducation{{Degree: "B.S. Information Systems", School: "University of Texas at Austin", GraduationDate: "2018"}},
		Skills:    []string{"Product Management", "SQL", "Data Analysis", "Roadmapping"},
	}
}

// Words wider than any line: they are the only words that may be cut.
var (
	longURL1 = "https://www.linkedin.com/in/maximiliana-alejandra-okafor-lindqvist-de-la-cruz-villanueva-product-strategy-and-operations-leadership-2024"
	longURL2 = "https://github.com/okafor-lindqvist/churn-and-retention-experiments-for-subscription-pricing/blob/main/notebooks/2024-q3-cohort-analysis-report.ipynb"
	longURL3 = "https://docs.example.com/engineering/handbook/platform-reliability/incident-management/postmortems/2023/november/payment-gateway-timeouts-and-retries.html"
)

var overlongWords = []string{longURL1, longURL2, longURL3}

// mixedWords is a 400-word text of ordinary words, numbers with percent
// signs, money, accents and hyphenated words, split into n bullets.
func mixedWords(n int) string {
	vocab := strings.Fields(`Scrum Stakeholder Management I love to from 9% to 13% cut churn by 18% across four markets cross-functional
		internationalisation Kubernetes PostgreSQL Zoë façade naïve (Q3) p95 latency 1/3% $1.2M OKRs and the a of roadmap teams weekly
		launched pricing experiments onboarding 2024–2025 e-commerce São Paulo, WWWWWWWW mmmmmm iiiiiii 100% 0.5% end-to-end`)
	seed := uint32(7)
	var b strings.Builder
	for i := 0; i < 400; i++ {
		seed = seed*1664525 + 1013904223
		if i%(400/n) == 0 {
			if i > 0 {
				b.WriteString("\n")
			}
			b.WriteString("• ")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(vocab[int(seed>>8)%len(vocab)])
	}
	return b.String()
}

// longResume has long names, long URLs, a 400-word bullet set and numbers
// with percent signs in every section.
func longMixedResume() stride.ResumeContent {
	return stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Maximiliana Alejandra Okafor-Lindqvist de la Cruz-Villanueva",
			Email: "maximiliana.okafor-lindqvist@subscription-analytics.example.com", Phone: "+44 20 7946 0958 ext. 4471",
			Location: "São Paulo, Brazil (remote from Leeds, United Kingdom)", Linkedin: longURL1, Website: longURL3,
			Summary: "Scrum master and product lead: cut churn from 9% to 13% retention gains, I love to run Stakeholder Management workshops. " +
				"Read the write-up at " + longURL3 + " and the notebook at https://example.com/n."},
		Experience: []stride.ResumeExperience{
			{Title: "Senior Principal Product Manager, Subscription Pricing and International Expansion", Company: "Cobalt Labs International Holdings",
				Location: "Leeds, United Kingdom", StartDate: "2020-01", EndDate: "", Description: mixedWords(10)},
			{Title: "Analyst", Company: "Brightline Health", StartDate: "From the summer of 2015 until the end of the winter term of 2019 (part time, two days a week)",
				Description: "Grew weekly active teams by 38% and cut costs by 1/3% in a year; see " + longURL2 + " for the notebook."},
		},
		Education: []stride.ResumeEducation{{Degree: "Master of Science in Statistics and Operational Research with Distinction", School: "University of Leeds School of Mathematics",
			Location: "Leeds, United Kingdom", GraduationDate: "2018-07", Details: "Thesis: survival models for subscription churn (92% accuracy)."}},
		Skills: []string{"Stakeholder Management", "Scrum", "Product Management", "SQL", "Python", "dbt", "Tableau", "Pricing Strategy",
			"A/B Testing", "Internationalisation", "Go", "PostgreSQL", "Kubernetes", "Data Analysis", "Roadmapping", "Cross-functional Leadership"},
		Projects: []stride.ResumeProject{{Name: "Churn and retention experiments for subscription pricing across four markets", Link: longURL2,
			Description: "Raised conversion from 9% to 13% with a pricing page test.", Technologies: []string{"Python", "dbt", "BigQuery", "Looker"}}},
		Certifications: []stride.ResumeCertification{{Name: "Professional Scrum Product Owner I", Issuer: "Scrum.org, the home of Scrum", Date: "2022-05"}},
	}
}

// inputTexts lists what a user wrote in a resume: each text the PDF must
// show word for word.
func inputTexts(c stride.ResumeContent) []string {
	p := c.PersonalInfo
	out := []string{p.Name, p.Email, p.Phone, p.Location, p.Linkedin, p.Website, p.Summary}
	for _, e := range c.Experience {
		out = append(out, e.Title, e.Company, e.Location, e.Description)
	}
	for _, e := range c.Education {
		out = append(out, e.Degree, e.School, e.Location, e.Details)
	}
	out = append(out, c.Skills...)
	for _, pr := range c.Projects {
		out = append(out, pr.Name, pr.Link, pr.Description)
		out = append(out, pr.Technologies...)
	}
	for _, ce := range c.Certifications {
		out = append(out, ce.Name, ce.Issuer)
	}
	return out
}

// rendererWords are the words the renderer adds itself: section titles,
// dates, separators and bullets.
func rendererWords(c stride.ResumeContent) []string {
	words := []string{"Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Technologies", "Resume", "·", "•"}
	for _, w := range words[:6] {
		words = append(words, strings.ToUpper(w))
	}
	for _, e := range c.Experience {
		words = append(words, strings.Fields(dates(e.StartDate, e.EndDate))...)
	}
	for _, e := range c.Education {
		words = append(words, strings.Fields(monthYear(e.GraduationDate))...)
	}
	for _, ce := range c.Certifications {
		words = append(words, strings.Fields(monthYear(ce.Date))...)
	}
	return words
}

func norm(tok string) string { return strings.Trim(tok, ".,;:()") }

// checkWordsWhole reads the PDF back as text with the upload parser's reader
// and checks that every word of the texts comes back whole on one line as
// often as it was written, that no line holds a piece of a word, and that
// a word wider than a line is cut only at line ends.
func checkWordsWhole(t *testing.T, label string, b []byte, texts, extra []string) {
	t.Helper()
	text, _, err := resume.Extract(b)
	if err != nil {
		t.Fatalf("%s: the reader cannot read the PDF: %v", label, err)
	}
	got := map[string]int{}
	var lines [][]string
	for _, line := range strings.Split(text, "\n") {
		toks := strings.Fields(line)
		lines = append(lines, toks)
		for _, tok := range toks {
			got[norm(tok)]++
		}
	}
	want := map[string]int{}
	isOverlong := map[string]bool{}
	for _, w := range overlongWords {
		isOverlong[w] = true
	}
	for _, s := range texts {
		for _, w := range strings.Fields(s) {
			if !isOverlong[norm(w)] {
				want[norm(w)]++
			}
		}
	}
	known := map[string]bool{}
	for w := range want {
		known[w] = true
	}
	for _, w := range extra {
		known[norm(w)] = true
	}
	var missing []string
	for w, n := range want {
		if got[w] < n {
			missing = append(missing, fmt.Sprintf("%q (%d of %d)", w, got[w], n))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%s: words not whole on a line: %s", label, strings.Join(missing, ", "))
	}
	// Every token on a line is a word of the input, a word the renderer
	// writes, or a piece of a word wider than a line.
	joined := strings.Join(overlongWords, "\n")
	var pieces []string
	for _, toks := range lines {
		for _, tok := range toks {
			if w := norm(tok); w != "" && !known[w] && !strings.Contains(joined, w) {
				pieces = append(pieces, tok)
			}
		}
	}
	if len(pieces) > 0 {
		t.Errorf("%s: pieces of words on lines: %q\n%s", label, pieces, text)
	}
	// A word wider than a line is cut only where one line ends and the next
	// begins.
	flat := strings.Join(strings.Split(text, "\n"), "\n")
	for _, w := range overlongWords {
		if !strings.Contains(strings.Join(texts, " "), w) {
			continue
		}
		var re strings.Builder
		for i, r := range w {
			if i > 0 {
				re.WriteString(`(?: *\n *)?`)
			}
			re.WriteString(regexp.QuoteMeta(string(r)))
		}
		if !regexp.MustCompile(re.String()).MatchString(flat) {
			t.Errorf("%s: %q does not come back whole or cut at line ends", label, w)
		}
	}
}

// glyphRow is the characters drawn on one baseline of a page.
type glyphRow struct {
	y, size float64
	gs      []pdf.Text
}

func (r glyphRow) text() string {
	var b strings.Builder
	for _, g := range r.gs {
		b.WriteString(g.S)
	}
	return b.String()
}

func (r glyphRow) right() float64 {
	last := r.gs[len(r.gs)-1]
	return last.X + last.W
}

// glyphRows groups a page's characters by baseline, top to bottom, each row
// left to right.
func glyphRows(gs []pdf.Text) []glyphRow {
	byY := map[float64][]pdf.Text{}
	for _, g := range gs {
		y := math.Round(g.Y*100) / 100
		byY[y] = append(byY[y], g)
	}
	var rows []glyphRow
	for y, row := range byY {
		sort.SliceStable(row, func(i, j int) bool { return row[i].X < row[j].X })
		r := glyphRow{y: y, gs: row}
		for _, g := range row {
			r.size = math.Max(r.size, g.FontSize)
		}
		rows = append(rows, r)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].y > rows[j].y })
	return rows
}

// checkPlacement reads where the PDF's characters fall with the upload
// parser's reader: inside the left, right and bottom margins, never over
// one another, and a word wider than a line cut only when the next
// character would not fit.
func checkPlacement(t *testing.T, label string, b []byte, paper string, margin float64) {
	t.Helper()
	pages, err := resume.PDFGlyphs(b)
	if err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	pageW := gopdf.PageSizeA4.W
	if paper == Letter {
		pageW = gopdf.PageSizeLetter.W
	}
	const eps = 0.01
	for pi, gs := range pages {
		if len(gs) == 0 {
			t.Errorf("%s: page %d has no text", label, pi+1)
		}
		rows := glyphRows(gs)
		for ri, row := range rows {
			where := fmt.Sprintf("%s p%d %q", label, pi+1, row.text())
			if row.gs[0].X < margin-eps {
				t.Errorf("%s: starts at x=%.2f, left of the margin at %.2f", where, row.gs[0].X, margin)
			}
			for i, g := range row.gs {
				if g.W <= 0 && g.S != " " {
					t.Fatalf("%s: the reader gives %q no width", where, g.S)
				}
				if g.X+g.W > pageW-margin+eps {
					t.Errorf("%s: %q ends at x=%.2f, past the right margin at %.2f", where, g.S, g.X+g.W, pageW-margin)
					break
				}
				if i > 0 && g.X < row.gs[i-1].X+row.gs[i-1].W-eps {
					t.Errorf("%s: %q overlaps %q", where, g.S, row.gs[i-1].S)
					break
				}
			}
			if row.y < margin-eps {
				t.Errorf("%s: baseline at y=%.2f, below the bottom margin", where, row.y)
			}
			if ri > 0 {
				up := rows[ri-1]
				if up.y-row.y < 0.7*row.size+0.2*up.size {
					t.Errorf("%s: drawn over %q (baselines %.2f pt apart)", where, up.text(), up.y-row.y)
				}
			}
			// A line that ends inside a word wider than a line is full:
			// the next character would not fit.
			if ri+1 < len(rows) {
				next := rows[ri+1]
				toks := strings.Fields(row.text())
				nextToks := strings.Fields(next.text())
				if len(toks) > 0 && len(nextToks) > 0 && len(toks[len(toks)-1]) >= 20 {
					for _, w := range overlongWords {
						if strings.Contains(w, toks[len(toks)-1]+nextToks[0]) && !strings.HasSuffix(row.text(), " ") {
							if row.right()+next.gs[0].W <= pageW-margin+eps {
								t.Errorf("%s: cuts %q early: %.2f pt left, the next character needs %.2f", where, w, pageW-margin-row.right(), next.gs[0].W)
							}
						}
					}
				}
			}
		}
	}
}

// Every template and the letter, on both papers, wrap at spaces: no word is
// split across lines, a word wider than a line is cut only there and as late
// as possible, and no text runs past the margins or over other text.
func TestPDFWrapsAtSpaces(t *testing.T) {
	for _, c := range []struct {
		name    string
		content stride.ResumeContent
	}{{"demo", demoResume()}, {"long", longMixedResume()}} {
		for id := range Templates {
			for _, paper := range []string{A4, Letter} {
				b, err := Render(c.content, id, paper)
				if err != nil {
					t.Fatal(err)
				}
				label := fmt.Sprintf("%s resume, %s, %s", c.name, id, paper)
				checkWordsWhole(t, label, b, inputTexts(c.content), rendererWords(c.content))
				checkPlacement(t, label, b, paper, 48)
			}
		}
	}
	long := longMixedResume()
	body := "Dear Hiring Manager at Cobalt Labs International Holdings,\n\n" +
		"I love to run Scrum teams and Stakeholder Management. " + strings.TrimPrefix(mixedWords(1), "• ") + "\n\n" +
		"What I would bring:\n" + mixedWords(8) + "\n\n" +
		"My notebook is at " + longURL2 + " and the write-up at " + longURL3 + ".\n\n" +
		"Sincerely,\nMaximiliana Alejandra Okafor-Lindqvist de la Cruz-Villanueva"
	for _, info := range []stride.ResumePersonalInfo{demoResume().PersonalInfo, long.PersonalInfo} {
		for _, tmpl := range []string{"standard", "modern", "creative", "executive"} {
			for _, paper := range []string{A4, Letter} {
				b, err := RenderLetter(info, body, tmpl, paper)
				if err != nil {
					t.Fatal(err)
				}
				label := fmt.Sprintf("letter from %s, %s, %s", info.Name, tmpl, paper)
				texts := []string{info.Name, info.Email, info.Phone, info.Location, info.Linkedin, info.Website, body}
				checkWordsWhole(t, label, b, texts, []string{"·", "•"})
				checkPlacement(t, label, b, paper, 56)
			}
		}
	}
}

// The header band of the modern look grows with a long name and contact
// details: every header line sits on the band (its text is near white), and
// the first line below it starts under the band.
func TestBandHoldsTheHeader(t *testing.T) {
	long := longMixedResume()
	resumePDF, err := Render(long, "modern", A4)
	if err != nil {
		t.Fatal(err)
	}
	letterPDF, err := RenderLetter(long.PersonalInfo, "Dear Hiring Manager,\n\nI love to run Scrum teams.", "modern", Letter)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		label, firstBelow string
		b                 []byte
	}{{"resume", "Summary", resumePDF}, {"letter", "Dear Hiring Manager,", letterPDF}} {
		r, err := pdf.NewReader(bytes.NewReader(c.b), int64(len(c.b)))
		if err != nil {
			t.Fatal(err)
		}
		content, err := io.ReadAll(r.Page(1).V.Key("Contents").Reader())
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re f`).FindStringSubmatch(string(content))
		if m == nil {
			t.Fatalf("%s: no band on page 1", c.label)
		}
		bottom, _ := strconv.ParseFloat(m[2], 64)
		height, _ := strconv.ParseFloat(m[4], 64)
		top := bottom + height
		pages, err := resume.PDFGlyphs(c.b)
		if err != nil {
			t.Fatal(err)
		}
		rows := glyphRows(pages[0])
		header := 0
		for header < len(rows) && rows[header].text() != c.firstBelow {
			header++
		}
		if header < 3 || header == len(rows) {
			t.Fatalf("%s: %d header lines before %q", c.label, header, c.firstBelow)
		}
		for _, row := range rows[:header] {
			if row.y-0.25*row.size < bottom || row.y+row.size > top {
				t.Errorf("%s: header line %q (baseline %.2f) is not on the band (%.2f to %.2f)", c.label, row.text(), row.y, bottom, top)
			}
		}
		if below := rows[header]; below.y+below.size > bottom {
			t.Errorf("%s: %q (baseline %.2f) starts on the band, which ends at %.2f", c.label, below.text(), below.y, bottom)
		}
	}
}
