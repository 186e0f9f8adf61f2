package resumerender

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
	"time"

	"github.com/stride-oss/stride"
)

// Word (DOCX) downloads of a resume and of a letter: plain Office Open XML
// written with archive/zip, one column of real text under Word's built-in
// heading styles (Title, Heading 1, Heading 2), so that applicant tracking
// systems and recruiters' tools read it in order.

// docxWriter collects a document's paragraphs.
type docxWriter struct {
	body strings.Builder
}

func xmlText(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// para writes a paragraph in a style, with runs: text, then bold when the
// run starts with "**".
func (w *docxWriter) para(style string, runs ...string) {
	w.body.WriteString("<w:p>")
	if style != "" {
		fmt.Fprintf(&w.body, `<w:pPr><w:pStyle w:val="%s"/></w:pPr>`, style)
	}
	for _, r := range runs {
		bold := strings.HasPrefix(r, "**")
		r = strings.TrimPrefix(r, "**")
		if r == "" {
			continue
		}
		w.body.WriteString("<w:r>")
		if bold {
			w.body.WriteString("<w:rPr><w:b/></w:rPr>")
		}
		fmt.Fprintf(&w.body, `<w:t xml:space="preserve">%s</w:t></w:r>`, xmlText(r))
	}
	w.body.WriteString("</w:p>")
}

// lines writes text one paragraph a line; bullet lines ("•", "-", "*")
// become list paragraphs with a bullet character.
func (w *docxWriter) lines(text string) {
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if rest, ok := cutBullet(t); ok {
			w.para("ListBullet", "• "+rest)
			continue
		}
		w.para("", t)
	}
}

func cutBullet(t string) (string, bool) {
	for _, m := range []string{"•", "- ", "* ", "– "} {
		if rest, ok := strings.CutPrefix(t, m); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return t, false
}

const docxStyles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="40"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="120" w:after="20"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:style>
</w:styles>`

// zipDocx packs the body into a .docx file.
func (w *docxWriter) zipDocx(title, author string) ([]byte, error) {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	now := time.Now().UTC().Format(time.RFC3339)
	files := []struct{ name, body string }{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>`},
		{"word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`},
		{"word/styles.xml", docxStyles},
		{"docProps/core.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>` + xmlText(title) + `</dc:title><dc:creator>` + xmlText(author) + `</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">` + now + `</dcterms:created></cp:coreProperties>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + w.body.String() +
			`<w:sectPr><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`},
	}
	for _, f := range files {
		fw, err := z.Create(f.name)
		if err != nil {
			return nil, err
		}
		if _, err := fw.Write([]byte(f.body)); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func contactLine(p stride.ResumePersonalInfo) string {
	var parts []string
	for _, s := range []string{p.Email, p.Phone, p.Location, p.Linkedin, p.Website} {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " · ")
}

// RenderDOCX returns the resume as a Word document: the name as its title,
// the contact line, then Summary, Experience, Education, Skills, Projects
// and Certifications as headings.
func RenderDOCX(c stride.ResumeContent) ([]byte, error) {
	c.Normalize()
	if c.PersonalInfo.Name == "" && len(c.Experience) == 0 && len(c.Education) == 0 && len(c.Skills) == 0 && c.PersonalInfo.Summary == "" {
		return nil, ErrEmpty
	}
	var w docxWriter
	w.para("Title", orResume(c.PersonalInfo.Name))
	if l := contactLine(c.PersonalInfo); l != "" {
		w.para("", l)
	}
	if s := strings.TrimSpace(c.PersonalInfo.Summary); s != "" {
		w.para("Heading1", "Summary")
		w.lines(s)
	}
	if len(c.Experience) > 0 {
		w.para("Heading1", "Experience")
		for _, e := range c.Experience {
			w.para("Heading2", strings.Join(nonBlank(e.Title, e.Company), ", "))
			if sub := strings.Join(nonBlank(e.Location, dates(e.StartDate, e.EndDate)), " · "); sub != "" {
				w.para("", sub)
			}
			w.lines(e.Description)
		}
	}
	if len(c.Education) > 0 {
		w.para("Heading1", "Education")
		for _, e := range c.Education {
			w.para("Heading2", strings.Join(nonBlank(e.Degree, e.School), ", "))
			if sub := strings.Join(nonBlank(e.Location, monthYear(e.GraduationDate)), " · "); sub != "" {
				w.para("", sub)
			}
			w.lines(e.Details)
		}
	}
	if len(c.Skills) > 0 {
		w.para("Heading1", "Skills")
		w.para("", strings.Join(c.Skills, " · "))
	}
	if len(c.Projects) > 0 {
		w.para("Heading1", "Projects")
		for _, p := range c.Projects {
			w.para("Heading2", strings.Join(nonBlank(p.Name, p.Link), " · "))
			w.lines(p.Description)
			if len(p.Technologies) > 0 {
				w.para("", "Technologies: "+strings.Join(p.Technologies, ", "))
			}
		}
	}
	if len(c.Certifications) > 0 {
		w.para("Heading1", "Certifications")
		for _, ce := range c.Certifications {
			w.para("", strings.Join(nonBlank(ce.Name, ce.Issuer, monthYear(ce.Date)), " · "))
		}
	}
	return w.zipDocx(stride.TitleFor(c), c.PersonalInfo.Name)
}

// RenderLetterDOCX returns a letter as a Word document under the writer's
// name and contact line, one paragraph per paragraph of the letter.
func RenderLetterDOCX(info stride.ResumePersonalInfo, body string) ([]byte, error) {
	if strings.TrimSpace(body) == "" {
		return nil, ErrEmpty
	}
	var w docxWriter
	if info.Name != "" {
		w.para("Title", info.Name)
	}
	if l := contactLine(info); l != "" {
		w.para("", l)
	}
	w.para("")
	for _, para := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		w.lines(para)
		w.para("")
	}
	title := "Cover letter"
	if info.Name != "" {
		title += " — " + info.Name
	}
	return w.zipDocx(title, info.Name)
}

func nonBlank(xs ...string) []string {
	var out []string
	for _, x := range xs {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

func orResume(name string) string {
	if strings.TrimSpace(name) == "" {
		return "Resume"
	}
	return name
}
