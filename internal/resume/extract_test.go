package resume

import (
	"archive/zip"
	"bytes"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// buildPDF writes a one-page PDF with the given content stream and extra
// page resources, and a trailer with extraTrailer, computing the xref.
func buildPDF(content, resources string, extraObjs []string, extraTrailer string) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources " + resources + " >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content),
	}
	objs = append(objs, extraObjs...)
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R %s >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, extraTrailer, xref)
	return b.Bytes()
}

func textPDF(lines ...string) []byte {
	var c strings.Builder
	c.WriteString("BT /F1 12 Tf 72 720 Td 14 TL\n")
	for _, l := range lines {
		fmt.Fprintf(&c, "(%s) Tj T*\n", l)
	}
	c.WriteString("ET")
	return buildPDF(c.String(), "<< /Font << /F1 5 0 R >> >>",
		[]string{"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"}, "")
}

func imagePDF() []byte {
	img := "\x00\xff\xff\x00"
	return buildPDF("q 200 0 0 200 100 400 cm /Im1 Do Q", "<< /XObject << /Im1 5 0 R >> >>",
		[]string{fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length %d >>\nstream\n%s\nendstream", len(img), img)}, "")
}

func encryptedPDF() []byte {
	o := strings.Repeat("A1", 32)
	u := strings.Repeat("B2", 32)
	return buildPDF("BT /F1 12 Tf 72 720 Td (secret) Tj ET", "<< /Font << /F1 5 0 R >> >>",
		[]string{"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
			"<< /Filter /Standard /V 2 /R 3 /Length 128 /O <" + o + "> /U <" + u + "> /P -3904 >>"},
		"/Encrypt 6 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]")
}

func zipOf(t testing.TB, files map[string][]byte) []byte {
	t.Helper()
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for name, data := range files {
		f, err := w.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func tinyDOCX(t testing.TB, paras ...string) []byte {
	var x strings.Builder
	x.WriteString(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`)
	for _, p := range paras {
		fmt.Fprintf(&x, `<w:p><w:r><w:t>%s</w:t></w:r></w:p>`, p)
	}
	x.WriteString(`</w:body></w:document>`)
	return zipOf(t, map[string][]byte{"word/document.xml": []byte(x.String())})
}

// within runs f and fails the test when it takes more than 5 s.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	start := time.Now()
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("took more than 5 s")
	}
	if d := time.Since(start); d > time.Second {
		t.Logf("took %v", d)
	}
}

func TestExtractFormats(t *testing.T) {
	pdfData, err := os.ReadFile("testdata/01-maya-chen.pdf")
	if err != nil {
		t.Fatal(err)
	}
	docx, _ := os.ReadFile("testdata/01-maya-chen.docx")
	doc, _ := os.ReadFile("testdata/legacy-maya-chen.doc")
	for _, tc := range []struct {
		name, kind string
		data       []byte
	}{
		{"pdf", KindPDF, pdfData},
		{"docx", KindDOCX, docx},
		{"doc", KindDOC, doc},
		{"tiny pdf", KindPDF, textPDF("Jane Doe", "Senior Engineer at Acme")},
		{"tiny docx", KindDOCX, tinyDOCX(t, "Jane Doe", "Senior Engineer at Acme")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, kind, err := Extract(tc.data)
			if err != nil {
				t.Fatal(err)
			}
			if kind != tc.kind {
				t.Errorf("kind %q, want %q", kind, tc.kind)
			}
			if !strings.Contains(text, "Senior") || !(strings.Contains(text, "Brightline Labs") || strings.Contains(text, "Acme")) {
				t.Errorf("text lacks the role:\n%s", text)
			}
		})
	}
}

func TestLegacyDOCParses(t *testing.T) {
	doc, _ := os.ReadFile("testdata/legacy-maya-chen.doc")
	got, _, err := ParseFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	if got.PersonalInfo.FullName != "Maya Chen" || len(got.Experience) != 3 || got.Experience[0].Company != "Brightline Labs" {
		t.Errorf("parsed %+v", got)
	}
}

func TestExtractHostile(t *testing.T) {
	pdfData, _ := os.ReadFile("testdata/01-maya-chen.pdf")
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 200)...)
	random := make([]byte, 4096)
	_, _ = rand.Read(random)
	random[0] = 'x' // never a magic number by chance
	bomb := zipOf(t, map[string][]byte{
		"[Content_Types].xml": []byte(`<Types/>`),
		"word/document.xml":   bytes.Repeat([]byte("A"), 25<<20),
	})
	manyEntries := func() []byte {
		files := map[string][]byte{"word/document.xml": []byte("<w:document/>")}
		for i := 0; i < maxZipEntries+5; i++ {
			files[fmt.Sprintf("x/%d", i)] = nil
		}
		return zipOf(t, files)
	}()
	for _, tc := range []struct {
		name string
		data []byte
		msg  string
	}{
		{"scanned pdf (image only)", imagePDF(), MsgPDFNoText},
		{"encrypted pdf", encryptedPDF(), MsgPDFPassword},
		{"zip bomb as docx", bomb, MsgDOCXDamaged},
		{"too many zip entries", manyEntries, MsgDOCXDamaged},
		{"zip without a document", zipOf(t, map[string][]byte{"a.txt": []byte("hi")}), MsgNotSupported},
		{"truncated pdf", pdfData[:len(pdfData)/2], MsgDamaged},
		{"pdf header then garbage", append([]byte("%PDF-1.4\n"), append(random[:1000:1000], []byte("\n%%EOF\n")...)...), MsgDamaged},
		{"random bytes named .pdf", random, MsgNotSupported},
		{"png named .docx", png, MsgNotSupported},
		{"empty", nil, MsgEmpty},
		{"too large", make([]byte, MaxInputBytes+1), MsgTooLarge},
		{"ole2 without a WordDocument stream", append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 600)...), MsgDamaged},
	} {
		t.Run(tc.name, func(t *testing.T) {
			within(t, func() {
				_, _, err := Extract(tc.data)
				var ee *ExtractError
				if !errors.As(err, &ee) {
					t.Errorf("error %v (%T), want *ExtractError", err, err)
					return
				}
				if ee.Message != tc.msg {
					t.Errorf("message %q, want %q (cause %v)", ee.Message, tc.msg, ee.Err)
				}
			})
		})
	}
}

func TestParseNeverInvents(t *testing.T) {
	got := Parse("Lorem ipsum dolor sit amet.\nConsectetur adipiscing elit.")
	if got.PersonalInfo != (PersonalInfo{}) || len(got.Experience)+len(got.Education)+len(got.Skills)+len(got.Projects)+len(got.Certifications) != 0 {
		t.Errorf("invented %+v", got)
	}
}

func TestParseDates(t *testing.T) {
	for _, tc := range []struct{ in, start, end string }{
		{"Jan 2020 – Present", "2020-01", "Present"},
		{"01/2020 - 03/2022", "2020-01", "2022-03"},
		{"2019–2021", "2019", "2021"},
		{"March 2018 to June 2020", "2018-03", "2020-06"},
		{"2020-01 – 2023-06", "2020-01", "2023-06"},
		{"Sept. 2017 - current", "2017-09", "Present"},
		{"Summer 2021 - Fall 2021", "2021", "2021"},
		{"2021-03-15 to Present", "2021-03", "Present"},
		{"2018-07-03 – 2021-03-12", "2018-07", "2021-03"},
	} {
		// A range opening with a year, set flush against a title.
		if got := textLines("Design Engineer" + tc.in); yearOnly.MatchString(tc.in[:4]) && got[0] != "Design Engineer "+tc.in {
			t.Errorf("glued %q read as %q", tc.in, got[0])
		}
		st, en, _, ok := findRange(tc.in)
		if !ok || st != tc.start || en != tc.end {
			t.Errorf("%q: got %q %q %v, want %q %q", tc.in, st, en, ok, tc.start, tc.end)
		}
	}
}

func TestParseLayouts(t *testing.T) {
	text := `JOHN SMITH
+44 20 7946 0958 | john.smith@example.co.uk | London, UK

WORK EXPERIENCE
Jan 2019 – Present
Head of Data
Acme Analytics Ltd
• Built the team.

Mar 2015 – Dec 2018
Data Analyst
Widget Co
• Reports in SQL and Tableau; deployed on k8s and GCP.

EDUCATION
BSc Mathematics, University of Bristol, 2014

SKILLS
SQL; Python; Tableau`
	got := Parse(text)
	if got.PersonalInfo.FullName != "John Smith" || got.PersonalInfo.Phone != "+44 20 7946 0958" || got.PersonalInfo.Location != "London, UK" {
		t.Errorf("personal info %+v", got.PersonalInfo)
	}
	if len(got.Experience) != 2 || got.Experience[0].Title != "Head of Data" || got.Experience[0].Company != "Acme Analytics Ltd" ||
		got.Experience[1].StartDate != "2015-03" || got.Experience[1].EndDate != "2018-12" {
		t.Errorf("experience %+v", got.Experience)
	}
	if len(got.Education) != 1 || got.Education[0].Degree != "BSc Mathematics" || got.Education[0].School != "University of Bristol" {
		t.Errorf("education %+v", got.Education)
	}
	want := map[string]bool{"SQL": true, "Python": true, "Tableau": true, "Kubernetes": true, "Google Cloud": true}
	for _, s := range got.Skills {
		delete(want, s)
	}
	if len(want) > 0 {
		t.Errorf("skills %v lack %v", got.Skills, want)
	}
}

// A sentence holding "since 2021" is a bullet, not a role of its own.
func TestParseSinceInSentence(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EXPERIENCE
Apr 2019 - Current
Master Electrician  Buckeye Power LLC
Pulled permits and passed inspection on 42 of 44 projects since 2021
Kept the crews' safety record clean on
all projects since 2019
Aug 2014 - Mar 2019
Electrician II  County Facilities
Maintained electrical systems in 23 county buildings
Big Thompson Animal Emergency & Specialty Center  2024-03-11 —
Veterinary Technician`)
	if len(got.Experience) != 3 || got.Experience[1].StartDate != "2014-08" || got.Experience[2].StartDate != "2024-03" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A range inside a sentence ("during 2020-2021 with") is an achievement,
// not a role: the roles after it keep their own dates.
func TestParseRangeInSentence(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EXPERIENCE
Deputy Director
Valley Library System
Apr 2016 - Present
Managed reopening and curbside services during 2020-2021 with no branch layoffs
Chair the staff committee

Reference Librarian
Valley Library System
Sep 2007 - Mar 2016
Answered about 60,000 reference questions a year`)
	if len(got.Experience) != 2 || got.Experience[1].StartDate != "2007-09" || got.Experience[1].Title != "Reference Librarian" {
		t.Errorf("experience %+v", got.Experience)
	}
	if !strings.Contains(got.Experience[0].Description, "during 2020-2021 with") {
		t.Errorf("the sentence left the description: %q", got.Experience[0].Description)
	}
}

// A range in a bullet's aside ("(hyperinflation period 2016-2019)") is
// no role: the role after it keeps its own dates and header.
func TestParseRangeInAside(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EXPERIENCE
Chief Accountant
Andes Foods
Mar 2015 - Jun 2022
Adjusted statements for inflation (hyperinflation period 2016-2019)
Supervised 2 accounting assistants

Audit Assistant
Reyes & Partners
Sep 2011 - Feb 2015
External audits of small companies`)
	if len(got.Experience) != 2 || got.Experience[1].StartDate != "2011-09" || got.Experience[1].Title != "Audit Assistant" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A title wrapped inside its bracket by a narrow column is one title, with
// the dates set on its first row kept.
func TestParseTitleWrappedInBracket(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EXPERIENCE
Undergraduate Research Assistant (Part-
time)
Lakeshore State University, Department of Microbiology
Sep 2024 – May 2026
Prepared media and buffers for a 9-person lab

PC Doctors Computer Repair
PC Repair Technician (part- 2014 - 2016
time)`)
	if len(got.Experience) != 2 {
		t.Fatalf("experience %+v", got.Experience)
	}
	if e := got.Experience[0]; e.Title != "Undergraduate Research Assistant (Part-time)" || e.Company != "Lakeshore State University, Department of Microbiology" {
		t.Errorf("first role %+v", e)
	}
	if e := got.Experience[1]; e.Title != "PC Repair Technician (part-time)" || e.StartDate != "2014" {
		t.Errorf("second role %+v", e)
	}
}

// Three header lines above a role's dates, the first wrapped by a narrow
// column: the title is the first two; a whole company of its own on the
// third line is not the end of the second.
func TestParseTitleWrappedAboveCompany(t *testing.T) {
	got := Parse(`Annika Bredow
annika@example.de

EXPERIENCE
Postdoctoral Researcher, Department of Soil
System Science
Mitteldeutsches Institut für Umweltforschung (MIU)
Oct 2023 – Present
Leipzig, Germany
Lead the nitrate-leaching work package

Werkstudentin (Working Student),
Groundwater Monitoring
HydroPlan Umweltberatung GmbH
May 2017 – Mar 2019
Sampled groundwater wells

Academic
Grant writing (DFG, BMBF)
Supervision
`)
	want := [][]string{
		{"Postdoctoral Researcher, Department of Soil System Science", "Mitteldeutsches Institut für Umweltforschung (MIU)"},
		{"Werkstudentin (Working Student), Groundwater Monitoring", "HydroPlan Umweltberatung GmbH"},
	}
	checkRoles(t, got.Experience, want)
}

// "Academic" under Skills with only skills below it names a group of
// skills, not the education section.
func TestParseAcademicSkillGroup(t *testing.T) {
	got := Parse("Annika Bredow\nannika@example.de\n\nSKILLS\nData & Modelling\nPython, QGIS\nAcademic\nGrant writing\nPeer review\n\nEDUCATION\nM.Sc. in Geoecology\nUniversität Nordmark\nOct 2016 – Mar 2019\n")
	if !strings.Contains(strings.Join(got.Skills, "|"), "Peer review") || len(got.Education) != 1 {
		t.Errorf("skills %q, education %+v", got.Skills, got.Education)
	}
}

// A narrow column (kendall): the company with its acronym on a line of
// its own, the title below the dates wrapped onto a short line, a bullet
// wrapped just before a range of years, a school's name wrapped after
// "the" and a degree wrapped inside its bracket.
func TestParseNarrowColumnWraps(t *testing.T) {
	got := Parse(`Margaret Reyes
margaret@example.org

EXPERIENCE

Mitteldeutsches Institut für Umweltforschung
(MIU)
Leipzig, Germany
October 2023 – Present

Head of Reference & Adult Services, Main
Library

Managed reopening and curbside services during
2020-2021 with no branch layoffs

Rio Arriba Community College
January 2000 – January 2007

Instruction & Outreach Librarian

Taught information-literacy sessions

EDUCATION
University of the
Southwest Plains
Maestría en Finanzas (MSc
Finance)
1993 – 1995
`)
	want := [][4]string{
		{"Head of Reference & Adult Services, Main Library", "Mitteldeutsches Institut für Umweltforschung (MIU)", "2023-10", "Present"},
		{"Instruction & Outreach Librarian", "Rio Arriba Community College", "2000-01", "2007-01"},
	}
	if len(got.Experience) != len(want) {
		t.Fatalf("experience %+v", got.Experience)
	}
	for i, w := range want {
		if g := got.Experience[i]; g.Title != w[0] || g.Company != w[1] || g.StartDate != w[2] || g.EndDate != w[3] {
			t.Errorf("role %d: %+v, want %q", i, g, w)
		}
	}
	if len(got.Education) != 1 || got.Education[0].School != "University of the Southwest Plains" || !strings.HasPrefix(got.Education[0].Degree, "Maestría en Finanzas (MSc Finance)") {
		t.Errorf("education %+v", got.Education)
	}
}

// The company above a "Title, Unit  dates  link" row: the link is no
// part of the role, the unit stays in the title.
func TestParseTitleUnitOnDatesRowWithLink(t *testing.T) {
	got := Parse("Rebecca Meer\nrebecca@example.com\n\nEXPERIENCE\nThe Willamette Ledger\nStaff Reporter, Health & Science  2016-06 - 2022-08  https://www.ledger.example.com\nCovered the state's hospitals\n")
	if len(got.Experience) != 1 || got.Experience[0].Title != "Staff Reporter, Health & Science" || got.Experience[0].Company != "The Willamette Ledger" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A sentence that mentions "since 2022" after a line it goes on from is
// no role; a town under a role's dates is its location; a nickname in
// brackets belongs to the name.
func TestParseSinceAfterWrappedSentence(t *testing.T) {
	got := Parse(`Gérald (Gerry) Thibodeau
gerry@example.ca

EXPERIENCE
Seaview Lodge Nursing Home  2020-11 —
Healthcare Assistant
58-bed private nursing home with a dedicated dementia unit. Started part-time during
COVID-19, full-time since 2022.
Providing person-centred personal care

Healthcare Assistant
Seaview Lodge Nursing Home
Nov 2020 – Present
Salthill, Galway
Assisting residents at mealtimes

Corrib Fashions Ltd  2007-09 — 2013-05
Sales Assistant / Key Holder
Opening and closing the store
`)
	if got.PersonalInfo.FullName != "Gérald (Gerry) Thibodeau" {
		t.Errorf("name %q", got.PersonalInfo.FullName)
	}
	if len(got.Experience) != 3 || got.Experience[2].StartDate != "2007-09" || got.Experience[1].Location != "Salthill, Galway" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A company with its place beside the dates, a town under the company
// above the dates, a South African close corporation; a title line under
// a company is still the title.
func TestParseCompanyPlacesAroundDates(t *testing.T) {
	got := Parse(`Thandi Nkosi
thandi@example.co.za

EXPERIENCE
Associate
Khumalo Venter Inc., Sandton, Johannesburg | 03/2022 – Present
Drafting commercial agreements

Khumalo Venter Inc.
Sandton, Johannesburg
January 2020 – December 2021

Candidate Attorney

Drafted pleadings for Labour Court matters

Waitron
Mzansi Grill CC, Rosebank, Johannesburg | 03/2015 – 11/2018
Served tables

Reynolds Electric Co., Inc.
Journeyman Wireman
Jun 2010 – Jul 2014
Wired 60 homes a year
`)
	want := [][]string{
		{"Associate", "Khumalo Venter Inc.", "Sandton, Johannesburg"},
		{"Candidate Attorney", "Khumalo Venter Inc.", "Sandton, Johannesburg"},
		{"Waitron", "Mzansi Grill CC", "Rosebank, Johannesburg"},
		{"Journeyman Wireman", "Reynolds Electric Co., Inc.", ""},
	}
	checkRoles(t, got.Experience, want)
}

// A company with a legal form and a title word in its name ("…
// Engineering B.V."), its town beside it or under it, and a title
// qualified after a dash, on the dates' row or wrapped with its bracket.
func TestParseDutchLayouts(t *testing.T) {
	got := Parse(`Sanne van Dijk
sanne@example.nl

EXPERIENCE
Brabant Proces Engineering B.V.  Helmond
Graduation Intern – Process Engineering (Hydrogen)  Nov 2025 - Jul 2026
• Developed an Aspen Plus model

Zuidkust Chemicals Nederland B.V.
Geleen
February 2025 – June 2025

Intern Operations – Process Support
(MSc internship)

Compared drying options
`)
	want := [][]string{
		{"Graduation Intern – Process Engineering (Hydrogen)", "Brabant Proces Engineering B.V.", "Helmond"},
		{"Intern Operations – Process Support (MSc internship)", "Zuidkust Chemicals Nederland B.V.", "Geleen"},
	}
	checkRoles(t, got.Experience, want)
}

// checkRoles fails the test unless got holds exactly the roles of want,
// each given as its title and company and, when a third value is there,
// its location.
func checkRoles(t *testing.T, got []Experience, want [][]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("experience %+v", got)
	}
	for i, w := range want {
		g := got[i]
		if g.Title != w[0] || g.Company != w[1] || len(w) > 2 && g.Location != w[2] {
			t.Errorf("role %d: %q | %q | %q, want %q", i, g.Title, g.Company, g.Location, w)
		}
	}
}

// A skill group named "Languages" holding programming languages stays in
// Skills, with the groups after it; "Languages" over spoken languages
// still ends the section. Also with the group's label beside its list and
// labels set side by side over their lists.
func TestParseProgrammingLanguagesGroup(t *testing.T) {
	for _, skills := range []string{
		"SKILLS\nLanguages\nJava, Kotlin, SQL\nFrameworks\nSpring Boot, Hibernate, Mockito",
		"SKILLS\nLanguages  Java, Kotlin, SQL\nFrameworks  Spring Boot, Hibernate, Mockito",
		"SKILLS\nLanguages  Frameworks\nJava · Kotlin · SQL ·  Spring Boot · Hibernate · Mockito",
	} {
		got := Parse("Dana Reyes\ndana@example.com\n\n" + skills + "\n\nLanguages\nUkrainian  Native\nEnglish  Fluent")
		have := map[string]bool{}
		for _, s := range got.Skills {
			have[s] = true
		}
		for _, w := range []string{"Java", "Kotlin", "SQL", "Spring Boot", "Hibernate", "Mockito"} {
			if !have[w] {
				t.Errorf("%q: skills %q lack %q", skills, got.Skills, w)
			}
		}
		for _, w := range []string{"Ukrainian", "English", "Native", "Languages"} {
			if have[w] {
				t.Errorf("%q: skills %q hold %q", skills, got.Skills, w)
			}
		}
	}
}

// A legal form written with dots after a comma ("…, C.A.", "…, S.A.S.")
// ends a company, not a town with a state code ("…, CA").
func TestParseDottedLegalFormsAfterComma(t *testing.T) {
	for _, company := range []string{"Distribuidora Andina de Alimentos, C.A.", "Textiles del Valle, S.A.S.", "Officine Meccaniche Rossi, S.r.l."} {
		got := Parse("Dana Reyes\ndana@example.com\n\nEXPERIENCE\nGeneral Accountant\n" + company + "\nMar 2015 – Jun 2022\nColumbus, OH\nFull accounting cycle and monthly statements.")
		if len(got.Experience) != 1 || got.Experience[0].Title != "General Accountant" || got.Experience[0].Company != company {
			t.Errorf("%q: experience %+v", company, got.Experience)
		}
	}
}

// A bracket wrapped by a narrow column whose next line closes it and goes
// on with the header's next part is one header line.
func TestParseBracketWrapGoesOn(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EXPERIENCE
Customer Service Officer - Planning & Development (Temporary
Contract), Coral Coast City Council
Jul 2024 - Dec 2025
Answered about 80 calls a day`)
	if len(got.Experience) != 1 || got.Experience[0].Title != "Customer Service Officer - Planning & Development (Temporary Contract)" || got.Experience[0].Company != "Coral Coast City Council" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// "Title at" beside the dates with the company on the next line: the
// title keeps its dash, the company is the next line.
func TestParseAtBesideDates(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

WORK EXPERIENCE
Customer Service Officer - Planning & Development at  Jul 2024 - Dec 2025
Coral Coast City Council
Southport, QLD
Answered about 80 calls a day`)
	if len(got.Experience) != 1 || got.Experience[0].Title != "Customer Service Officer - Planning & Development" || got.Experience[0].Company != "Coral Coast City Council" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A line that goes on with one ending in "of" is no heading, even when
// its last word names a section ("Information Technologies").
func TestParseNoHeadingAfterConnector(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

EDUCATION
Dnipro State University of
Information Technologies
Master's degree in Software Engineering
Sep 2015 – Dec 2016

SKILLS
Java, Kotlin, SQL`)
	if len(got.Education) != 1 || got.Education[0].School != "Dnipro State University of Information Technologies" {
		t.Errorf("education %+v", got.Education)
	}
	for _, s := range got.Skills {
		if strings.Contains(s, "Master") {
			t.Errorf("skills %q hold the degree", got.Skills)
		}
	}
}

// "Leadership  Team Supervision, Training & Mentoring, Counseling" under
// Skills is a group's label beside its list, not the start of another
// section.
func TestParseLeadershipGroupBesideList(t *testing.T) {
	got := Parse("Dana Reyes\ndana@example.com\n\nSkills\nLogistics  Inventory Control, Shipping & Receiving, Budgeting\nLeadership  Team Supervision, Training & Mentoring, Counseling\nCertifications\n2021  Lean Six Sigma Green Belt")
	have := map[string]bool{}
	for _, s := range got.Skills {
		have[s] = true
	}
	for _, w := range []string{"Inventory Control", "Team Supervision", "Counseling"} {
		if !have[w] {
			t.Errorf("skills %q lack %q", got.Skills, w)
		}
	}
}

// A word hyphenated at the end of a header beside its dates is joined
// with its end on the next line, also when the header holds one comma.
func TestParseHyphenatedHeaderWord(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

Professional Experience
Nov 2025 – Jul 2026  Graduation Intern – Process Engineering (Hydrogen), Brabant Proces En-
gineering B.V., Helmond
• Developed an Aspen Plus model of a 20 MW PEM electrolyser`)
	if len(got.Experience) != 1 || got.Experience[0].Company != "Brabant Proces Engineering B.V." {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A "Title, Company" line that filled its column, with the company's name
// wrapped onto a line ending in its legal form, is one header; a full
// company under a short "Title, Unit" line stays apart.
func TestParseCompanyWrappedToLegalForm(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

Work Experience
Team Leader - Inbound Customer Care (US Telco Account), Vertex Global
Solutions Philippines, Inc.

Feb, 2023 - Present

Senior HR Business Partner, Operations
Caliber Precision Components, Inc.
Mar 2019 – Jan 2023`)
	if len(got.Experience) != 2 || got.Experience[0].Company != "Vertex Global Solutions Philippines, Inc." ||
		got.Experience[1].Title != "Senior HR Business Partner, Operations" || got.Experience[1].Company != "Caliber Precision Components, Inc." {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A title beside its dates that a narrow column wrapped goes on at the
// next line when it ends in a connecting word or that line starts with
// one; a line in small letters after a lead beside the dates goes on with
// the lead.
func TestParseTitleGoesOnBelowDates(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

Work

Construtora Recôncavo Montagens Industriais Ltda.
Engenheiro de Segurança  2022-08 - Present
do Trabalho Pleno

Coordenação de SSMA em parada geral

Montagens Bahia Engenharia Eireli
Técnico de Segurança do  2012-02 - 2015-06
Trabalho
Emissão de APR e DDS diários

Saptarishi Analytics Services
Data Analyst  2020-07 - 2023-03  Delivered segmentation analyses for 6 FMCG
and banking clients`)
	want := []string{"Engenheiro de Segurança do Trabalho Pleno", "Técnico de Segurança do Trabalho", "Data Analyst"}
	if len(got.Experience) != len(want) {
		t.Fatalf("experience %+v", got.Experience)
	}
	for i, w := range want {
		if got.Experience[i].Title != w {
			t.Errorf("role %d: title %q, want %q", i, got.Experience[i].Title, w)
		}
	}
}

// A career break is an entry of its own: its header reads as one though
// its description is in small letters ("Family caregiving and upskilling,
// Career break").
func TestParseCareerBreakEntry(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

Experience
Data Analyst, StaffPoint Asia Pte. Ltd.
Jun 2025 – Present
Family caregiving and upskilling, Career break
Sep 2021 – May 2025
Full-time caregiver for a family member.
Senior Analyst, FP&A, Kallang Logistics Holdings Pte. Ltd.
Apr 2018 – Aug 2021`)
	if len(got.Experience) != 3 || got.Experience[1].Title != "Family caregiving and upskilling" || got.Experience[1].Company != "Career break" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A header's length is counted without the notes it holds in brackets: a
// long note ("(on assignment to Qatar LNG expansion contractor)") does not
// make it a sentence.
func TestParseLongBracketNoteInHeader(t *testing.T) {
	got := Parse(`Dana Reyes
dana@example.com

Experience
Planning Engineer (Contract), Arabian Talent Solutions FZ-LLC (on assignment to Qatar LNG expansion contractor)
May 2018 – December 2019 · Ras Laffan, Qatar
• Planning of piping and mechanical construction`)
	if len(got.Experience) != 1 || got.Experience[0].Title != "Planning Engineer (Contract)" ||
		got.Experience[0].Company != "Arabian Talent Solutions FZ-LLC (on assignment to Qatar LNG expansion contractor)" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A company that names its unit after a dash, above the dates, with the
// title below them (as the kendall theme prints a role): the company is
// the line whole and the title the line below, not the two halves of
// the dash.
func TestParseCompanyWithUnitAboveTitleBelow(t *testing.T) {
	got := Parse(`Rosa Delgado
rosa@example.com

Work Experience
Vance, Ibarra & Lowe, PLLC - Immigration Practice Group
San Antonio, TX
October 2021 – Present
Senior Immigration Paralegal
Highlights
Carry 90-120 active cases for 2 attorneys
Buckeye Crossdock Logistics - DC #4 (Groveport)
Groveport, OH
April 2019 – October 2021
Shift Supervisor - 2nd Shift Receiving
Highlights
Ran receiving for 40 associates`)
	checkRoles(t, got.Experience, [][]string{
		{"Senior Immigration Paralegal", "Vance, Ibarra & Lowe, PLLC - Immigration Practice Group"},
		{"Shift Supervisor - 2nd Shift Receiving", "Buckeye Crossdock Logistics - DC #4 (Groveport)"},
	})
}

// A title above a line that holds the company and its town beside the
// dates ("Bella Napoli Pizzeria & Grill, Salford | 2015 – 2017", as a
// Word sidebar template sets a role): the town is the role's place, not
// its company, and the title above is read.
func TestParseTitleAboveCompanyAndTown(t *testing.T) {
	got := Parse(`Callum Brennan
callum@example.net

WORK EXPERIENCE
Sous Chef
The Copper Kettle Brasserie (Northern Table Group), Manchester, Spinningfields | 05/2023 – Present
• Run the pass on 180-cover services
Commis Chef (apprentice)
Bella Napoli Pizzeria & Grill, Salford | 2015 – 2017
• Pizza section and prep`)
	checkRoles(t, got.Experience, [][]string{
		{"Sous Chef", "The Copper Kettle Brasserie (Northern Table Group)", "Manchester, Spinningfields"},
		{"Commis Chef (apprentice)", "Bella Napoli Pizzeria & Grill", "Salford"},
	})
}

// The kendall theme prints a company with no legal form, its town on the
// next line, the dates, then the title: the town is the role's place and
// the title the line below the dates. A wrapped employer ending in
// "Division" is no town.
func TestParseCompanyTownDatesTitle(t *testing.T) {
	got := Parse(`Aoife Byrne
aoife@example.com

EXPERIENCE

Seaview Lodge Nursing Home
Salthill, Galway
November 2020 – Present

Healthcare Assistant
58-bed private nursing home with a dedicated dementia unit.

Big Shack Burgers
Leicester
June 2016 – August 2018

Kitchen Porter
Kept the pot wash clear on 300-cover Saturdays.`)
	checkRoles(t, got.Experience, [][]string{
		{"Healthcare Assistant", "Seaview Lodge Nursing Home", "Salthill, Galway"},
		{"Kitchen Porter", "Big Shack Burgers", "Leicester"},
	})
}

// "since 2022" after a word in small letters is what an achievement has
// done since then, even on a wrapped line of its own, not a role that
// started in 2022: no extra role, and the next roles keep their dates.
func TestSinceInAnAchievementIsNoRole(t *testing.T) {
	got := Parse(`Rosa Delgado
rosa@example.com

Work Experience
Vance, Ibarra & Lowe, PLLC  2021-10 — Present
Senior Immigration Paralegal
  Draft U-visa (I-918/I-918A) & VAWA (I-360) declarations from client interviews in
Spanish; 40+ approvals since 2022
  Train and review work of 2 legal assistants

Comunidad Legal Services of South Texas  2017-01 — 2019-04
Legal Assistant
  Screened 600+ walk-in clients/yr`)
	if len(got.Experience) != 2 {
		t.Fatalf("%d roles, want 2: %+v", len(got.Experience), got.Experience)
	}
	if e := got.Experience[1]; e.StartDate != "2017-01" || e.EndDate != "2019-04" || e.Title != "Legal Assistant" {
		t.Errorf("second role %+v", e)
	}
}

// An employer's unit after a comma stays with the employer, and an
// employer's name that a narrow column wrapped before its unit is joined:
// neither unit is read as the title.
func TestUnitStaysWithItsEmployer(t *testing.T) {
	if got := splitRole("Accountant II, Kettle River County (MN) - Auditor-Treasurer, Taxpayer Services Division"); len(got) != 2 ||
		got[0] != "Accountant II" || got[1] != "Kettle River County (MN) - Auditor-Treasurer, Taxpayer Services Division" {
		t.Errorf("splitRole = %q", got)
	}
	got := Parse(`Arjun Venkataraman
arjun@example.com

Experience
Fraser Delta Power & Water Authority - Grid Engineering Section,
Electrical Utility Division
Apr 2021 – Present
Senior Engineer, Protection & Control (Engineer IV)
Lead engineer for protection and control on 14 substations.`)
	if len(got.Experience) != 1 {
		t.Fatalf("experience %+v", got.Experience)
	}
	if e := got.Experience[0]; e.Company != "Fraser Delta Power & Water Authority - Grid Engineering Section, Electrical Utility Division" ||
		e.Title != "Senior Engineer, Protection & Control (Engineer IV)" {
		t.Errorf("role %q at %q", e.Title, e.Company)
	}
}

// A bullet wrapped by its column that ends with its years ("… for
// Grades" / "1-3, 2023-present") is no role, with or without its mark:
// the next roles keep their dates.
func TestWrappedBulletEndingInYearsIsNoRole(t *testing.T) {
	got := Parse(`Jenna MacAulay
jenna@example.com

Work
Hillcrest P.S.  2020-09 — Present
Permanent Contract Teacher
  Co-lead of school-wide literacy intervention using structured literacy (UFLI) for Grades
1-3, 2023-present
  Run the Junior Eco Club

Kawartha Hills District School Board  2018-01 — 2020-06
Long Term Occasional (LTO) Teacher`)
	if len(got.Experience) != 2 {
		t.Fatalf("%d roles, want 2: %+v", len(got.Experience), got.Experience)
	}
	if e := got.Experience[1]; e.StartDate != "2018-01" || e.Title != "Long Term Occasional (LTO) Teacher" {
		t.Errorf("second role %+v", e)
	}
}

// A school with its faculty ("Trent Shores University - School of
// Education") is an entry of the Education section, not its heading.
func TestSchoolWithFacultyIsNoHeading(t *testing.T) {
	if h := headingOf("Trent Shores University - School of Education"); h != "" {
		t.Errorf("a school read as the heading %q", h)
	}
	if h := headingOf("Education & Training"); h == "" {
		t.Error("a compound heading no longer read")
	}
}

// A header that a narrow column wrapped onto a short line in small
// letters above the dates ("… S.A." / "de C.V.") is one header.
func TestHeaderWrappedInSmallLetters(t *testing.T) {
	got := Parse(`Mariana Estrada
mariana@example.com

Experience

QA Tester Sr. (assigned to US retail client), Nearshore Tapatío Software S.A.
de C.V.

Mar, 2021 - Dec, 2022

Wrote 600+ test cases in TestRail`)
	if len(got.Experience) != 1 {
		t.Fatalf("experience %+v", got.Experience)
	}
	if e := got.Experience[0]; e.Title != "QA Tester Sr. (assigned to US retail client)" || e.Company != "Nearshore Tapatío Software S.A. de C.V." {
		t.Errorf("role %q at %q", e.Title, e.Company)
	}
}

// A school keeps its campus, the school that runs a programme and its
// town with a note: the name as written.
func TestSchoolKeepsCampusAndNote(t *testing.T) {
	for in, want := range map[string]string{
		"Downs Technical & Further Education (TAFE) - Toowoomba campus": "Downs Technical & Further Education (TAFE) - Toowoomba campus",
		"Online bootcamp - TestCraft Academy":                           "Online bootcamp - TestCraft Academy",
		"Trent Shores University - School of Education":                 "Trent Shores University - School of Education",
	} {
		if _, got, _ := splitEduLine(in); got != want {
			t.Errorf("splitEduLine(%q) school %q, want %q", in, got, want)
		}
	}
	if got := schoolName("Shri Venkatesh College of Engineering, Akola (affiliated to Vidarbha Technical University)"); got != "Shri Venkatesh College of Engineering, Akola (affiliated to Vidarbha Technical University)" {
		t.Errorf("schoolName = %q", got)
	}
	if _, got, _ := splitEduLine("Columbus Technical Community College - Higher Secondary School"); got == "Columbus Technical Community College - Higher Secondary School" {
		t.Error("two schools side by side read as one")
	}
}

// Degrees as other countries write them are degrees; a school that names
// its level is a school.
func TestDegreesOfOtherCountries(t *testing.T) {
	for _, d := range []string{"ND", "NCEA Level 3", "Higher Secondary (Plus Two)", "CMA Intermediate", "HSC (Class XII)"} {
		if !isDegree(d) {
			t.Errorf("%q not read as a degree", d)
		}
	}
	for _, s := range []string{"St. Joseph's Matriculation Higher Secondary School, Tambaram", "Andrew Lindsay", "Canada"} {
		if isDegree(s) {
			t.Errorf("%q read as a degree", s)
		}
	}
}

// An Irish county or Dublin postal district after an employer is where
// the role was, not the employer or the title.
func TestIrishPlacesAfterAnEmployer(t *testing.T) {
	for _, p := range []string{"Co. Wicklow", "Dublin 8", "County Galway"} {
		if !looksLikePlace(p) {
			t.Errorf("%q not read as a place", p)
		}
	}
	if looksLikePlace("Level 3") || looksLikePlace("Co. Ltd") {
		t.Error("a level or a legal form read as an Irish place")
	}
	var e Experience
	assignRole(&e, splitRole("Events Sales Manager, The Liffey Quarter Hotel, Dublin 8"))
	if e.Title != "Events Sales Manager" || e.Company != "The Liffey Quarter Hotel" || e.Location != "Dublin 8" {
		t.Errorf("%+v", e)
	}
}

// "since 2021" that a column wrapped onto a line of its own ends the
// achievement above it; it starts no role.
func TestSinceWrappedOntoItsOwnLine(t *testing.T) {
	got := Parse(`Vikram Nair
vikram@example.com

Experience
2021-09 TO PRESENT  Executive Chef at Kestrel House Hotel
Achieved zero critical infractions in every Vancouver Coastal Health inspection
since 2021
Mentored two Sous Chefs through their Red Seal exams

2019-03 TO 2021-08  Executive Sous Chef at Cedar & Tide Catering Ltd.
Ran a 30-cook brigade`)
	if len(got.Experience) != 2 {
		t.Fatalf("%d roles, want 2: %+v", len(got.Experience), got.Experience)
	}
	if e := got.Experience[1]; e.Title != "Executive Sous Chef" || e.StartDate != "2019-03" {
		t.Errorf("second role %+v", e)
	}
}

// An employer whose every part reads as a place ("… AB", Alberta's code
// and a Swedish company's legal form) above a title with a dash: read as
// the company, where it once crashed the parser (an index into no parts).
func TestParseCompanyThatReadsAsPlace(t *testing.T) {
	got := Parse(`Sofia Lind
sofia@example.se

Work
Lindqvist Logistik AB  Malmö, Sweden
Category Buyer – Packaging  2021-02-01 - Present
Ran the packaging tenders for three warehouses
`)
	checkRoles(t, got.Experience, [][]string{{"Category Buyer – Packaging", "Lindqvist Logistik AB", "Malmö, Sweden"}})
}

// Titles as Spanish and Portuguese write them, most words in small
// letters, below their company and dates; a title's unit after a dash
// ("Payments Squad") is no place; a bracket left open beside the dates
// and closed on the next line, with the company after "at", goes on there.
func TestParseTitlesInSmallLettersAndOpenBrackets(t *testing.T) {
	got := Parse(`Lucía Ferrer
lucia@example.com

Experience

Pagos Rápidos Inc. (Austin, TX) - via contractor agreement  02/2021 - Present
QA Engineer II - Payments Squad
Own the test plan for card payouts across three markets.
Centro de Contacto Bajío  01/2017 - 01/2019
Soporte técnico bilingüe (nivel 1) - medio tiempo
Part-time while studying; phone support for US customers.

Education

Universidad del Bajío  08/2014 - 12/2018
Licenciatura en Sistemas
`)
	checkRoles(t, got.Experience, [][]string{
		{"QA Engineer II - Payments Squad", "Pagos Rápidos Inc. (Austin, TX) - via contractor agreement", ""},
		{"Soporte técnico bilingüe (nivel 1) - medio tiempo", "Centro de Contacto Bajío", ""},
	})
	got = Parse(`Rita Moura
rita@example.com

EXPERIENCE
Técnica de Segurança do Trabalho at Papel Atlântico S.A.  Mar 2017 - Jul 2022
Gestão de permissões de trabalho na área de caldeiras
Técnica de Segurança do Trabalho (contrato temporário – parada de  Sep 2016 - Dec 2016
manutenção) at Beta RH Serviços Temporários Ltda. (alocada na Usina Sul)
Recife/PE
`)
	checkRoles(t, got.Experience, [][]string{
		{"Técnica de Segurança do Trabalho", "Papel Atlântico S.A."},
		{"Técnica de Segurança do Trabalho (contrato temporário – parada de manutenção)", "Beta RH Serviços Temporários Ltda. (alocada na Usina Sul)"},
	})
}

// A company word in a note in small letters after a title ("(casual,
// school holidays)") does not make the title the company.
func TestParseTitleWithNoteInSmallLetters(t *testing.T) {
	got := Parse(`Sam Cole
sam@example.com

Work Experience

Refrigeration Mechanic, Westfield Cooling Pty Ltd

Jan, 2019 - Feb, 2022   3 years

Serviced coolrooms on farms and packing sheds

Stock hand / forklift driver (casual, school holidays), Ridgeway Farm Supplies & Rural

Jan, 2013 - Jan, 2015   2 years
`)
	checkRoles(t, got.Experience, [][]string{
		{"Refrigeration Mechanic", "Westfield Cooling Pty Ltd"},
		{"Stock hand / forklift driver (casual, school holidays)", "Ridgeway Farm Supplies & Rural"},
	})
}

// An academic's resume as a single-column theme prints it: a header wrapped
// before its employer's legal form; a long "Title, Unit, Employer" line;
// a bullet wrapped onto a line whose years close a note in brackets (no
// role); an employer's name wrapped after "and".
func TestParseAcademicHeaders(t *testing.T) {
	got := Parse(`Aiko Tanabe
aiko@example.jp

Work Experience

Senior Research Scientist, Battery Materials Group, Corporate R&D
Centre, Hoshino Specialty Chemicals Co., Ltd.

Apr, 2023 - Present

Built screening models for solid electrolytes

Specially Appointed Assistant Professor (Tokunin Jokyo), Graduate School of Science, Inland Sea Institute of Science and Technology

Apr, 2019 - Mar, 2023   4 years

Principal investigator, JSPS KAKENHI Grant-in-Aid for Early-Career
Scientists (JPY 3.2 million, 2020–2022)
Supervised 4 master's students

Project Researcher (Tokunin Kenkyuin), Inland Sea Institute of Science and
Technology

Apr, 2018 - Mar, 2019   1 year

Finished manuscripts and handed over the setups.
`)
	checkRoles(t, got.Experience, [][]string{
		{"Senior Research Scientist, Battery Materials Group, Corporate R&D Centre", "Hoshino Specialty Chemicals Co., Ltd."},
		{"Specially Appointed Assistant Professor (Tokunin Jokyo), Graduate School of Science", "Inland Sea Institute of Science and Technology"},
		{"Project Researcher (Tokunin Kenkyuin)", "Inland Sea Institute of Science and Technology"},
	})
	// The same as a two-column theme prints it: long "Title, Unit at
	// Employer" headers beside their dates, one wrapped before "of".
	got = Parse(`Aiko Tanabe
aiko@example.jp

WORK EXPERIENCE
Postdoctoral Research Associate, Department of Materials Science and Engineering at Great Lakes Polytechnic University  Oct 2018 - Mar 2020
Chicago, IL

Synthesized more than 200 sodium-ion conductors
Specially Appointed Assistant Professor (Tokunin Jokyo), Graduate School  Apr 2015 - Sep 2018
of Science at Inland Sea Institute of Science and Technology
Okayama, Japan
Taught inorganic chemistry
`)
	checkRoles(t, got.Experience, [][]string{
		{"Postdoctoral Research Associate, Department of Materials Science and Engineering", "Great Lakes Polytechnic University", "Chicago, IL"},
		{"Specially Appointed Assistant Professor (Tokunin Jokyo), Graduate School of Science", "Inland Sea Institute of Science and Technology", "Okayama, Japan"},
	})
}

// Hours or words in small letters after a comma qualify the title before
// them; they are no employer.
func TestParseTitleQualifiedAfterCommas(t *testing.T) {
	got := Parse(`Luis Garza
luis@example.mx

Work Experience

Docente de Historia, 20 horas/semana/mes, turno matutino (plaza definitiva), Escuela Secundaria General Benito Juárez

2014 - 2019

Imparto Historia a cuatro grupos
`)
	checkRoles(t, got.Experience, [][]string{
		{"Docente de Historia, 20 horas/semana/mes, turno matutino (plaza definitiva)", "Escuela Secundaria General Benito Juárez"},
	})
}

// Japanese legal forms end a company: a header ending in "K.K." is a
// header, not a sentence.
func TestParseJapaneseLegalForm(t *testing.T) {
	got := Parse("Aiko Tanabe\naiko@example.jp\n\nWORK EXPERIENCE\nSummer Research Intern at Minato Battery Industries K.K.  Aug 2014 - Sep 2014\nYokkaichi, Japan\n\nFour-week internship evaluating binders.\n")
	checkRoles(t, got.Experience, [][]string{{"Summer Research Intern", "Minato Battery Industries K.K."}})
}

// A four-word town after San, Santa… ("San Pedro Garza García, N.L.") is
// the employer's place, so the employer above the title is read.
func TestParseFourWordTown(t *testing.T) {
	got := Parse("José Treviño\njose@example.mx\n\nPROFESSIONAL EXPERIENCE\nColegio Bilingüe Sierra Madre, A.C.  San Pedro Garza García, N.L.\nProfesor de Matemáticas (2º y 3º de secundaria)  Aug 2019 - Present\n• Imparto Matemáticas a cinco grupos\n")
	checkRoles(t, got.Experience, [][]string{{"Profesor de Matemáticas (2º y 3º de secundaria)", "Colegio Bilingüe Sierra Madre, A.C.", "San Pedro Garza García, N.L."}})
}

// A firm's PLLP is its legal form, after a comma too; a polyvalente is a
// school.
func TestParsePLLPAndPolyvalente(t *testing.T) {
	got := Parse("Dana Moe\ndana@example.com\n\nEXPERIENCE\nStaff Auditor\nKessler Dahl & Co., PLLP  2016 - 2019\nAudited county and nonprofit clients\n\nEDUCATION\nPolyvalente Mathieu-Martin  2008 - 2012\nHigh school diploma\n")
	checkRoles(t, got.Experience, [][]string{{"Staff Auditor", "Kessler Dahl & Co., PLLP"}})
	if len(got.Education) != 1 || got.Education[0].School != "Polyvalente Mathieu-Martin" {
		t.Errorf("education %+v", got.Education)
	}
}

// Line trades' titles are titles: "Lineworker III / Journeyman Lineman"
// below the dates of a city's utility named with its department.
func TestParseLineworkerBelowDates(t *testing.T) {
	got := Parse("Travis Moe\ntravis@example.com\n\nExperience\n\nCity of Pine Ridge - Electric Utility (Light & Power Dept.)\n05/2021 - Present\nLineworker III / Journeyman Lineman\nOverhead and underground construction on the 12.47 kV system\n")
	checkRoles(t, got.Experience, [][]string{{"Lineworker III / Journeyman Lineman", "City of Pine Ridge - Electric Utility (Light & Power Dept.)"}})
}

// A career break spent caring for a family is a role, its title in small
// letters notwithstanding.
func TestParseFamilyCareBreak(t *testing.T) {
	got := Parse("Lise Moe\nlise@example.ca\n\nWORK EXPERIENCE\nFull-time parent and caregiver at Family caregiver (home)  Jan 2013 - Jan 2024\nRaised two children and cared for my father.\nCook (part-time) at Moncton Community Hospital  Jan 2008 - Jan 2013\nPrepared meals for the wards.\n")
	checkRoles(t, got.Experience, [][]string{
		{"Full-time parent and caregiver", "Family caregiver (home)"},
		{"Cook (part-time)", "Moncton Community Hospital"},
	})
}

// A public office named with its unit above the dates ("… Clerk of Courts
// - Civil Division") is the employer, and the title below the dates the
// title, though the office's name holds a title word.
func TestParsePublicOfficeWithUnitAboveDates(t *testing.T) {
	got := Parse("Dee Kowal\ndee@example.com\n\nExperience\n\nMaple County Clerk of Courts - Civil Division\n08/2016 - Present\nDeputy Clerk III (AFSCME Local, Clerical Unit)\nProcess new civil filings, about 60 a day\n")
	checkRoles(t, got.Experience, [][]string{{"Deputy Clerk III (AFSCME Local, Clerical Unit)", "Maple County Clerk of Courts - Civil Division"}})
}

// A Swedish company's AB (Alberta's code too) or a société anonyme's SA
// without a comma or a postcode ends a company, not a place: a title
// with a dash and its field before the company keeps both.
func TestParseSwedishABIsACompany(t *testing.T) {
	for _, p := range []string{"Nordvik Handel AB", "Carrefour SA"} {
		if looksLikePlace(p) {
			t.Errorf("%q read as a place", p)
		}
	}
	for _, p := range []string{"Calgary, AB", "Lethbridge, AB", "Adelaide SA 5000", "Glenelg, SA"} {
		if !looksLikePlace(p) {
			t.Errorf("%q not read as a place", p)
		}
	}
	got := Parse("Giulia Rossi\ngiulia@example.org\n\nExperience\nSenior Buyer – Packaging & Indirect Materials, Nordvik Handel AB\nSeptember 2022 – Present · Göteborg, Sweden\n• Ran a Nordic tender for corrugated packaging\nBuyer – Packaging, Nordvik Handel AB\nMarch 2020 – August 2022 · Göteborg, Sweden\n• Mentor for two junior buyers\n")
	checkRoles(t, got.Experience, [][]string{
		{"Senior Buyer – Packaging & Indirect Materials", "Nordvik Handel AB", "Göteborg, Sweden"},
		{"Buyer – Packaging", "Nordvik Handel AB", "Göteborg, Sweden"},
	})
}

// Titles as French, Portuguese, Italian, Polish and Swedish write them
// are titles below their company's line; a Portuguese company's Lda. is
// its legal form; a district of a city named "… City" is a place.
func TestParseEuropeanTitlesAndLda(t *testing.T) {
	got := Parse("Rui Barbosa\nrui@example.pt\n\nWork\nEntrepôts Delorme & Fils SARL  2011-10 — 2013-01\nPréparateur de commandes (preparador de encomendas)\n\nMinimercado Calçada, Lda.  2008 — 2011\nRepositor\n")
	checkRoles(t, got.Experience, [][]string{
		{"Préparateur de commandes (preparador de encomendas)", "Entrepôts Delorme & Fils SARL"},
		{"Repositor", "Minimercado Calçada, Lda."},
	})
	got = Parse("Tran Minh Khoa\nkhoa@example.net\n\nExperience\nIT Service Desk Analyst – L2, Saigon Fulfilment Hub Co., Ltd.\nAugust 2022 – Present · Thu Duc City, Ho Chi Minh City\n• Resolve escalated tickets\nTechnical Support Associate, Sundaram Infotech Services Pvt. Ltd.\nJuly 2019 – March 2021 · District 7, Ho Chi Minh City\n")
	checkRoles(t, got.Experience, [][]string{
		{"IT Service Desk Analyst – L2", "Saigon Fulfilment Hub Co., Ltd.", "Thu Duc City, Ho Chi Minh City"},
		{"Technical Support Associate", "Sundaram Infotech Services Pvt. Ltd.", "District 7, Ho Chi Minh City"},
	})
	got = Parse("Tran Minh Khoa\nkhoa@example.net\n\nWORK EXPERIENCE\n\nMinh Quang Computer LLC\nBinh Thanh District, Ho Chi Minh City\n2017 – 2019\n\nPart-time IT Technician\n")
	checkRoles(t, got.Experience, [][]string{{"Part-time IT Technician", "Minh Quang Computer LLC", "Binh Thanh District, Ho Chi Minh City"}})
	if looksLikePlace("IT Technician, Quezon City") {
		t.Error("a title before a city read as a place")
	}
}

// A name wrapped before its last word, which the e-mail address holds, is
// one name (a "City" alone below a name is not part of it); a
// post-office box's number and code are no phone number.
func TestParseWrappedNameAndPostBox(t *testing.T) {
	got := Parse("Beatrice Akinyi\nOdhiambo\nPayroll & Accounts Payable Assistant, CPA-K\nP.O. Box 55012-00100 Nairobi\n+254 712 555 098\nbeatrice.odhiambo@example.com\n\nExperience\nPayroll Assistant, Mwangaza Supermarkets Limited  2023-02 - Present\n")
	if p := got.PersonalInfo; p.FullName != "Beatrice Akinyi Odhiambo" || p.Phone != "+254 712 555 098" {
		t.Errorf("name %q, phone %q", p.FullName, p.Phone)
	}
	got = Parse("Beatrice Akinyi\nNairobi\nbeatrice.akinyi@example.com\n\nExperience\nPayroll Assistant, Mwangaza Supermarkets Limited  2023-02 - Present\n")
	if p := got.PersonalInfo; p.FullName != "Beatrice Akinyi" {
		t.Errorf("name %q", p.FullName)
	}
}

// The Gulf's legal forms written with dots (L.L.C., W.L.L.) end a
// company after a title and a comma.
func TestParseGulfLegalForms(t *testing.T) {
	got := Parse("Niamh Walsh\nniamh@example.org\n\nExperience\n\nProject Controls Manager, Dunecrest Building Contracting L.L.C.\n\nMay, 2018 - Aug, 2021\n\nRan cost and schedule reporting for a hospital project.\n\nPlanning Engineer, Pearl Bay Contracting W.L.L.\n\nJan, 2015 - Apr, 2018\n\nBuilt the baseline programme.\n")
	checkRoles(t, got.Experience, [][]string{
		{"Project Controls Manager", "Dunecrest Building Contracting L.L.C."},
		{"Planning Engineer", "Pearl Bay Contracting W.L.L."},
	})
}

// A title with a long note in brackets below its employer and dates is
// a title, however many small words the note has.
func TestParseTitleWithLongNote(t *testing.T) {
	got := Parse("Kavitha Menon\nkavitha@example.in\n\nWork\nSunrise Manpower Solutions Pvt. Ltd.  2023-06-01 —\nSite Engineer (Contract – seconded to a highway flyover package contractor)\n  Supervised pile caps and pier casting.\n\nRavi Infra Projects Ltd  2019-01 — 2023-05\nSite Engineer\n  Checked reinforcement before pours.\n")
	checkRoles(t, got.Experience, [][]string{
		{"Site Engineer (Contract – seconded to a highway flyover package contractor)", "Sunrise Manpower Solutions Pvt. Ltd."},
		{"Site Engineer", "Ravi Infra Projects Ltd"},
	})
	if isHeaderLike("Managed the migration (moved from our own servers to the cloud)") {
		t.Error("a sentence with a note in brackets read as a header")
	}
}
