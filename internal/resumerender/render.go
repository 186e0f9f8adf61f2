// Package resumerender renders a resume as a PDF in one of Stride's ten
// templates, with real, selectable text (embedded Liberation fonts, SIL
// Open Font License), A4 or US Letter pages and page breaks that never
// split a line. Lines break at spaces, measured with the embedded fonts'
// advance widths (wrap.go); a word is cut only when it alone is wider than
// a line.
package resumerender

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"

	"github.com/signintech/gopdf"

	"github.com/stride-oss/stride"
)

var (
	//go:embed fonts/LiberationSans-Regular.ttf
	sansRegular []byte
	//go:embed fonts/LiberationSans-Bold.ttf
	sansBold []byte
	//go:embed fonts/LiberationSans-Italic.ttf
	sansItalic []byte
	//go:embed fonts/LiberationSerif-Regular.ttf
	serifRegular []byte
	//go:embed fonts/LiberationSerif-Bold.ttf
	serifBold []byte
)

type rgb struct{ r, g, b uint8 }

func hex(s string) rgb {
	var c rgb
	_, _ = fmt.Sscanf(strings.TrimPrefix(s, "#"), "%02x%02x%02x", &c.r, &c.g, &c.b)
	return c
}

// Template is how a resume looks: its colours (the same as the builder's
// preview), its font and its header style.
type Template struct {
	ID, Name      string
	Color, Accent rgb
	Serif         bool
	Header        string // "band", "sidebar", "centered", "plain"
}

// Templates are the four templates of seed 001 §2.5 and six more, so that
// the Professional plan's "10+ resume templates" holds. Every one is a
// single column of real text under the standard headings (Summary,
// Experience, Education, Skills), which applicant tracking systems read in
// order. Modern's blue is #2563eb rather than the brand's #3b82f6 so that
// the contact line on its header band meets WCAG AA contrast (4.5:1).
var Templates = map[string]Template{
	"modern":     {ID: "modern", Name: "Modern Professional", Color: hex("#2563eb"), Accent: hex("#1d4ed8"), Header: "band"},
	"creative":   {ID: "creative", Name: "Creative Designer", Color: hex("#8b5cf6"), Accent: hex("#ec4899"), Header: "sidebar"},
	"executive":  {ID: "executive", Name: "Executive Classic", Color: hex("#1e293b"), Accent: hex("#b45309"), Serif: true, Header: "centered"},
	"minimal":    {ID: "minimal", Name: "Minimal Clean", Color: hex("#111827"), Accent: hex("#6b7280"), Header: "plain"},
	"corporate":  {ID: "corporate", Name: "Corporate Navy", Color: hex("#1e3a8a"), Accent: hex("#1e40af"), Header: "band"},
	"classic":    {ID: "classic", Name: "Classic Serif", Color: hex("#1f2937"), Accent: hex("#7f1d1d"), Serif: true, Header: "plain"},
	"technical":  {ID: "technical", Name: "Technical Clean", Color: hex("#0f766e"), Accent: hex("#0d9488"), Header: "plain"},
	"elegant":    {ID: "elegant", Name: "Elegant Centred", Color: hex("#3b0764"), Accent: hex("#7c3aed"), Serif: true, Header: "centered"},
	"healthcare": {ID: "healthcare", Name: "Healthcare Calm", Color: hex("#047857"), Accent: hex("#065f46"), Header: "band"},
	"academic":   {ID: "academic", Name: "Academic CV", Color: hex("#0f172a"), Accent: hex("#475569"), Serif: true, Header: "centered"},
}

// bandContactColor is the contact line on a header band: #eff6ff, the
// preview's text-blue-50.
var bandContactColor = rgb{239, 246, 255}

// Paper sizes.
const (
	A4     = "a4"
	Letter = "letter"
)

// ErrEmpty means the resume has nothing to print.
var ErrEmpty = errors.New("the resume is empty")

type doc struct {
	pdf          *gopdf.GoPdf
	t            Template
	w, h, margin float64
	left         float64 // left edge of the text column
	y            float64
	body         string
	pages        int
}

const (
	fontSans  = "sans"
	fontSerif = "serif"
)

// Render returns the PDF of the resume in the template on the paper.
func Render(c stride.ResumeContent, templateID, paper string) ([]byte, error) {
	t, ok := Templates[templateID]
	if !ok {
		t = Templates["modern"]
	}
	c.Normalize()
	if c.PersonalInfo.Name == "" && len(c.Experience) == 0 && len(c.Education) == 0 && len(c.Skills) == 0 && c.PersonalInfo.Summary == "" {
		return nil, ErrEmpty
	}
	d, err := newDoc(t, paper, 48, stride.TitleFor(c), c.PersonalInfo.Name)
	if err != nil {
		return nil, err
	}
	d.header(c.PersonalInfo)
	if s := strings.TrimSpace(c.PersonalInfo.Summary); s != "" {
		d.section("Summary")
		d.paragraph(s, 10.5, "", rgb{51, 65, 85})
	}
	if len(c.Experience) > 0 {
		d.section("Experience")
		for _, e := range c.Experience {
			d.entry(e.Title, []string{e.Company, e.Location}, dates(e.StartDate, e.EndDate), e.Description)
		}
	}
	if len(c.Education) > 0 {
		d.section("Education")
		for _, e := range c.Education {
			d.entry(e.Degree, []string{e.School, e.Location}, monthYear(e.GraduationDate), e.Details)
		}
	}
	if len(c.Skills) > 0 {
		d.section("Skills")
		d.font(d.body, "", 10.5, rgb{51, 65, 85})
		d.block(d.left, d.wrapItems(c.Skills, " · ", d.textWidth()), 10.5, 10.5*1.38)
	}
	if len(c.Projects) > 0 {
		d.section("Projects")
		for _, p := range c.Projects {
			desc := p.Description
			if len(p.Technologies) > 0 {
				desc = strings.TrimSpace(desc + "\nTechnologies: " + strings.Join(p.Technologies, ", "))
			}
			d.entry(p.Name, []string{p.Link}, "", desc)
		}
	}
	if len(c.Certifications) > 0 {
		d.section("Certifications")
		for _, ce := range c.Certifications {
			d.entry(ce.Name, []string{ce.Issuer}, monthYear(ce.Date), "")
		}
	}
	return d.pdf.GetBytesPdfReturnErr()
}

func dates(start, end string) string {
	if start == "" {
		return monthYear(end)
	}
	if end == "" {
		end = "Present"
	}
	return monthYear(start) + " – " + monthYear(end)
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// monthYear shows 2021-03 as "Mar 2021"; other text stays as written.
func monthYear(s string) string {
	var y, m int
	if n, _ := fmt.Sscanf(s, "%4d-%2d", &y, &m); n == 2 && m >= 1 && m <= 12 && len(s) <= 10 {
		return fmt.Sprintf("%s %d", months[m-1], y)
	}
	return s
}

func (d *doc) newPage() {
	d.pdf.AddPage()
	d.pages++
	d.y = d.margin
	if d.t.Header == "sidebar" {
		d.pdf.SetFillColor(d.t.Color.r, d.t.Color.g, d.t.Color.b)
		d.pdf.RectFromUpperLeftWithStyle(0, 0, 14, d.h, "F")
	}
}

// room starts a new page unless h points fit above the bottom margin.
func (d *doc) room(h float64) {
	if d.y+h > d.h-d.margin {
		d.newPage()
	}
}

func (d *doc) font(family, style string, size float64, c rgb) {
	_ = d.pdf.SetFont(family, style, size)
	d.pdf.SetTextColor(c.r, c.g, c.b)
}

func (d *doc) textWidth() float64 { return d.w - d.left - d.margin }

func (d *doc) text(x, y float64, s string) {
	d.pdf.SetXY(x, y)
	_ = d.pdf.Text(s)
}

// Header sizes: the name's size and line height, the contact line's.
const (
	nameSize, nameLead       = 24.0, 28.0
	contactSize, contactLead = 9.5, 12.0
)

func (d *doc) header(p stride.ResumePersonalInfo) {
	name := p.Name
	if name == "" {
		name = "Resume"
	}
	contact := []string{p.Email, p.Phone, p.Location, p.Linkedin, p.Website}
	const contactSep = "  ·  "
	extra := func(lines []string, lead float64) float64 { return float64(max(len(lines)-1, 0)) * lead }
	switch d.t.Header {
	case "band":
		// The band grows with the lines of the name and of the contact
		// details, so that no light text falls below it.
		d.font(fontSans, "B", nameSize, rgb{255, 255, 255})
		names := d.wrapWords(name, d.textWidth())
		d.font(fontSans, "", contactSize, bandContactColor)
		contacts := d.wrapItems(contact, contactSep, d.textWidth())
		nameY := 46.0
		contactY := nameY + extra(names, nameLead) + 20
		bottom := contactY + extra(contacts, contactLead) + 30
		d.pdf.SetFillColor(d.t.Color.r, d.t.Color.g, d.t.Color.b)
		d.pdf.RectFromUpperLeftWithStyle(0, 0, d.w, bottom, "F")
		d.font(fontSans, "B", nameSize, rgb{255, 255, 255})
		d.linesAt(d.left, nameY, names, nameLead)
		d.font(fontSans, "", contactSize, bandContactColor)
		d.linesAt(d.left, contactY, contacts, contactLead)
		d.y = bottom + 24
	case "centered":
		d.font(d.body, "B", nameSize, d.t.Color)
		names := d.wrapWords(name, d.textWidth())
		d.centredAt(d.y+18, names, nameLead)
		d.y += extra(names, nameLead)
		d.font(d.body, "", contactSize, rgb{71, 85, 105})
		contacts := d.wrapItems(contact, contactSep, d.textWidth())
		d.centredAt(d.y+38, contacts, contactLead)
		d.y += 52 + extra(contacts, contactLead)
		d.rule(d.t.Accent, 1.2)
		d.y += 10
	default:
		d.font(d.body, "B", nameSize, d.t.Color)
		names := d.wrapWords(name, d.textWidth())
		d.linesAt(d.left, d.y+18, names, nameLead)
		d.y += extra(names, nameLead)
		d.font(d.body, "", contactSize, rgb{71, 85, 105})
		contacts := d.wrapItems(contact, contactSep, d.textWidth())
		d.y = d.linesAt(d.left, d.y+36, contacts, contactLead) + 8
	}
}

// measure is the width of s in the current font: the sum of its glyphs'
// advance widths in the embedded TrueType font, as a PDF reader places them.
func (d *doc) measure(s string) float64 {
	w, _ := d.pdf.MeasureTextWidth(s)
	return w
}

// wrapWords wraps text at its spaces to width in the current font.
func (d *doc) wrapWords(text string, width float64) []string {
	return wrapWords(text, width, d.measure)
}

// wrapItems lays items out to width in the current font, breaking lines
// between items.
func (d *doc) wrapItems(items []string, sep string, width float64) []string {
	return wrapItems(items, sep, width, d.measure)
}

// linesAt writes lines from the baseline y down, lead apart, returning the
// baseline after the last one.
func (d *doc) linesAt(x, y float64, lines []string, lead float64) float64 {
	for _, l := range lines {
		d.text(x, y, l)
		y += lead
	}
	return y
}

// centredAt writes lines centred on the page from the baseline y down.
func (d *doc) centredAt(y float64, lines []string, lead float64) {
	for _, l := range lines {
		d.text((d.w-d.measure(l))/2, y, l)
		y += lead
	}
}

// block writes lines at x from the top d.y down, lead apart, the baseline
// size below each line's top, starting a new page when a line does not fit.
func (d *doc) block(x float64, lines []string, size, lead float64) {
	for _, l := range lines {
		d.room(lead)
		d.text(x, d.y+size, l)
		d.y += lead
	}
}

func (d *doc) rule(c rgb, width float64) {
	d.pdf.SetStrokeColor(c.r, c.g, c.b)
	d.pdf.SetLineWidth(width)
	d.pdf.Line(d.left, d.y, d.w-d.margin, d.y)
}

func (d *doc) section(title string) {
	d.room(46)
	d.y += 10
	switch d.t.Header {
	case "band":
		d.font(fontSans, "B", 12, d.t.Accent)
		d.text(d.left, d.y+10, title)
		d.y += 16
		d.rule(d.t.Color, 0.8)
	case "sidebar":
		d.font(fontSans, "B", 11, d.t.Accent)
		d.text(d.left, d.y+10, strings.ToUpper(title))
		d.y += 16
	case "centered":
		d.font(fontSerif, "B", 12.5, d.t.Color)
		d.text(d.left, d.y+10, strings.ToUpper(title))
		d.y += 16
		d.rule(rgb{203, 213, 225}, 0.6)
	default:
		d.font(d.body, "B", 10, d.t.Accent)
		d.text(d.left, d.y+10, strings.ToUpper(title))
		d.y += 15
	}
	d.y += 8
}

// paragraph writes text wrapped to the column; bullet lines hang-indent.
func (d *doc) paragraph(s string, size float64, style string, c rgb) {
	lead := size * 1.38
	for _, raw := range strings.Split(s, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		x, prefix := d.left, ""
		if strings.HasPrefix(line, "•") || strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* ") {
			line = strings.TrimSpace(strings.TrimLeft(line, "•-* "))
			prefix = "•"
			x = d.left + 12
		}
		d.font(d.body, style, size, c)
		for i, p := range d.wrapWords(line, d.w-x-d.margin) {
			d.room(lead)
			if i == 0 && prefix != "" {
				d.text(d.left+2, d.y+size, prefix)
			}
			d.text(x, d.y+size, p)
			d.y += lead
		}
	}
}

// entry writes a titled item: title and dates on one line, subtitle below,
// then its description. The title never ends a page alone. Dates too long
// to sit beside the title go on their own line below it.
func (d *doc) entry(title string, subtitle []string, when, description string) {
	d.room(52)
	titleWidth := d.textWidth()
	var whenLines []string
	if when != "" {
		d.font(d.body, "", 9.5, rgb{100, 116, 139})
		if ww := d.measure(when); ww <= d.textWidth()/2 {
			d.text(d.w-d.margin-ww, d.y+11, when)
			titleWidth -= ww + 12
		} else {
			whenLines = d.wrapWords(when, d.textWidth())
		}
	}
	d.font(d.body, "B", 11, rgb{15, 23, 42})
	d.block(d.left, d.wrapWords(title, titleWidth), 11, 15)
	if len(whenLines) > 0 {
		d.font(d.body, "", 9.5, rgb{100, 116, 139})
		d.block(d.left, whenLines, 9.5, 12.5)
	}
	if subs := d.subtitleLines(subtitle); len(subs) > 0 {
		d.block(d.left, subs, 10, 13)
		d.y++
	}
	if description != "" {
		d.y += 2
		d.paragraph(description, 10, "", rgb{51, 65, 85})
	}
	d.y += 8
}

// subtitleLines sets the subtitle's font and wraps its parts (company and
// location), joined by " · ".
func (d *doc) subtitleLines(parts []string) []string {
	d.font(d.body, "I", 10, d.t.Accent)
	if d.body == fontSerif {
		d.font(d.body, "", 10, d.t.Accent)
	}
	return d.wrapItems(parts, " · ", d.textWidth())
}

// letterLooks maps a cover letter's template to the resume look it is
// printed in, so that a letter and a resume sent together match.
var letterLooks = map[string]string{"standard": "minimal", "modern": "modern", "creative": "creative", "executive": "executive"}

// RenderLetter returns the PDF of a letter under the writer's name and
// contact line: the resume's header, fonts, paper sizes and page breaks.
// Lines starting with "•" or "-" hang-indent as in a resume.
func RenderLetter(info stride.ResumePersonalInfo, body, letterTemplate, paper string) ([]byte, error) {
	if strings.TrimSpace(body) == "" {
		return nil, ErrEmpty
	}
	t, ok := Templates[letterLooks[letterTemplate]]
	if !ok {
		t = Templates["minimal"]
	}
	title := "Cover letter"
	if info.Name != "" {
		title += " — " + info.Name
	} else {
		info.Name = title
	}
	d, err := newDoc(t, paper, 56, title, info.Name)
	if err != nil {
		return nil, err
	}
	d.header(info)
	d.y += 14
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		d.paragraph(para, 11, "", rgb{30, 41, 59})
		d.y += 9
	}
	return d.pdf.GetBytesPdfReturnErr()
}

// newDoc starts a document on the paper in the template's look, with the
// embedded fonts, its metadata and a first page.
func newDoc(t Template, paper string, margin float64, title, author string) (*doc, error) {
	size := *gopdf.PageSizeA4
	if paper == Letter {
		size = *gopdf.PageSizeLetter
	}
	pdf := &gopdf.GoPdf{}
	pdf.Start(gopdf.Config{PageSize: size, Unit: gopdf.UnitPT})
	pdf.SetInfo(gopdf.PdfInfo{Title: title, Author: author, Creator: "Stride", Producer: "Stride"})
	for _, f := range []struct {
		family string
		style  int
		data   []byte
	}{
		{fontSans, gopdf.Regular, sansRegular}, {fontSans, gopdf.Bold, sansBold}, {fontSans, gopdf.Italic, sansItalic},
		{fontSerif, gopdf.Regular, serifRegular}, {fontSerif, gopdf.Bold, serifBold},
	} {
		if err := pdf.AddTTFFontDataWithOption(f.family, f.data, gopdf.TtfOption{Style: f.style}); err != nil {
			return nil, fmt.Errorf("font: %w", err)
		}
	}
	d := &doc{pdf: pdf, t: t, w: size.W, h: size.H, margin: margin, body: fontSans}
	if t.Serif {
		d.body = fontSerif
	}
	d.left = d.margin
	if t.Header == "sidebar" {
		d.left = d.margin + 10
	}
	d.newPage()
	return d, nil
}
