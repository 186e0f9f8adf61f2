package resume

import (
	"strings"
	"testing"
)

// Degree and school patterns beyond one country's forms.
func TestDegreeAndSchoolPatterns(t *testing.T) {
	for _, d := range []string{"Pharm.D.", "PharmD", "DVM", "D.D.S.", "DEC", "MEng (Hons)", "B.S.", "B.B.A.", "M.S.W.", "B.S.N."} {
		if !isDegree(d) {
			t.Errorf("isDegree(%q) = false", d)
		}
	}
	for _, s := range []string{"Université du Haut-Richelieu", "Cégep de Val-Morin", "École Polytechnique", "Lakeshore State University"} {
		if !schoolRe.MatchString(s) {
			t.Errorf("schoolRe misses %q", s)
		}
	}
	for _, d := range []string{"Kevin J. Walsh", "A. Smith"} {
		if isDegree(d) {
			t.Errorf("isDegree(%q) = true", d)
		}
	}
	for _, s := range []string{"Universal Studios", "Schooling Ltd"} {
		if schoolRe.MatchString(s) {
			t.Errorf("schoolRe reads %q as a school", s)
		}
	}
}

// A city with an Australian state or Canadian province code is a place.
func TestRegionCodePlaces(t *testing.T) {
	for _, p := range []string{"Melbourne, VIC", "Sydney NSW 2000", "Toronto, ON", "Newcastle, NSW"} {
		if !looksLikePlace(p) {
			t.Errorf("looksLikePlace(%q) = false", p)
		}
	}
}

// A firm named after its partners keeps its comma; a title's specialty
// after a comma stays with the title.
func TestFirmNamesWithCommas(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Brennan, Kohl & Associates LLP", []string{"Brennan, Kohl & Associates LLP"}},
		{"Senior Accountant, Audit & Assurance, Brennan, Kohl & Associates LLP", []string{"Senior Accountant, Audit & Assurance", "Brennan, Kohl & Associates LLP"}},
		{"Analyst, Ernst & Young", []string{"Analyst", "Ernst & Young"}},
		{"Chef de Partie, Banqueting, The Grand Yarra Hotel", []string{"Chef de Partie, Banqueting", "The Grand Yarra Hotel"}},
		{"Designer, Acme Design Studio, Portland", []string{"Designer", "Acme Design Studio", "Portland"}},
	} {
		got := splitRole(tc.in)
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("splitRole(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A name is not a place or a heading, and a double name wrapped at its
// hyphen is joined.
func TestFindNameForms(t *testing.T) {
	for _, tc := range []struct {
		lines []string
		want  string
	}{
		{[]string{"Mélanie Bouchard-", "Nguyen", "Clinical Pharmacist"}, "Mélanie Bouchard-Nguyen"},
		{[]string{"CONTACT", "Round Rock, TX", "SKILLS", "Technical"}, ""},
		{[]string{"Aisha Bello, RN", "aisha@example.com"}, "Aisha Bello"},
		{[]string{"Mélanie", "Bouchard-Nguyen  Toronto", "ON"}, "Mélanie Bouchard-Nguyen"},
	} {
		if got := findName(tc.lines); got != tc.want {
			t.Errorf("findName(%q) = %q, want %q", tc.lines, got, tc.want)
		}
	}
}

// A school's name wrapped after its first word joins the line above.
func TestWrappedSchoolNames(t *testing.T) {
	for _, tc := range [][2]string{
		{"Electrical Engineering Technology, Associate of Applied Science, Central", "Buckeye Technical College"},
		{"Associate of Applied Science Electrical Engineering Technology at Central  Jan 2006 - Jan 2009", "Buckeye Technical College"},
	} {
		got := parseEducation([]string{tc[0], tc[1]})
		if len(got) != 1 || got[0].School != "Central Buckeye Technical College" {
			t.Errorf("%q / %q: %+v", tc[0], tc[1], got)
		}
	}
	// A place before the school is not the start of its name.
	if got := parseEducation([]string{"BSc Physics, London", "Imperial College"}); len(got) == 0 || got[0].School == "London Imperial College" {
		t.Errorf("place joined to the school: %+v", got)
	}
}

// Page footers between an entry's lines are dropped, with the name a
// Europass footer carries on the next line.
func TestDropPageMarks(t *testing.T) {
	got := dropPageMarks([]string{"Dates  2013 – 2016", "Page 1 - Curriculum vitæ of", "Liam Tran-Whitaker", "Name and type of organisation  Hunter Coast TAFE", "Page 2 of 3", "Paged 24 clients"})
	want := []string{"Dates  2013 – 2016", "Name and type of organisation  Hunter Coast TAFE", "Paged 24 clients"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q", got)
	}
}

// A company with a comma of its own keeps it when a place follows.
func TestSplitCompanyLocationCommas(t *testing.T) {
	for _, tc := range [][3]string{
		{"Reynolds Electric Co., Inc., Newark, OH", "Reynolds Electric Co., Inc.", "Newark, OH"},
		{"Sierra Peak Distribution, Inc., Sparks, NV", "Sierra Peak Distribution, Inc.", "Sparks, NV"},
		{"Acme Corp, Berlin, Germany", "Acme Corp", "Berlin, Germany"},
	} {
		if c, l := splitCompanyLocation(tc[0]); c != tc[1] || l != tc[2] {
			t.Errorf("splitCompanyLocation(%q) = %q, %q", tc[0], c, l)
		}
	}
}

// A skill level in brackets is dropped from the skill.
func TestSkillLevelNotes(t *testing.T) {
	got := parseSkillList([]string{"PowerShell (Advanced):", "Azure (IaaS, networking) (Intermediate):", "Clinical (Expert): Pharmacokinetics, Anticoagulation"})
	want := "PowerShell|Azure|IaaS|networking|Pharmacokinetics|Anticoagulation"
	if strings.Join(got, "|") != want {
		t.Errorf("got %q", got)
	}
}

// A margin label centred beside its block owns the block's lines above
// it; a label at the top of its block takes nothing from the section
// before.
func TestLabelBesideItsBlock(t *testing.T) {
	secs := splitSections([]string{"Dana Reyes", "", "Windows Server (Expert):", "PowerShell (Advanced):", "SKILLS  VMware (Advanced):", "Ansible (Intermediate):", "ServiceNow (Intermediate):", "", "EXPERIENCE  Engineer at Acme"})
	var skills []string
	for _, s := range secs {
		if s.kind == secSkills {
			skills = s.lines
		}
	}
	if len(skills) != 6 || skills[0] != "Windows Server (Expert):" {
		t.Errorf("skills section %q", skills)
	}
	secs = splitSections([]string{"Dana Reyes", "", "Clinical: Telemetry monitoring, IV therapy, Wound care, Medication administration,", "SKILLS  Patient assessment", "SUMMARY  Systems: Epic EHR, Pyxis", "Communication: Patient education", "", "EXPERIENCE  Nurse at Acme"})
	skills = nil
	for _, s := range secs {
		if s.kind == secSkills {
			skills = s.lines
		}
	}
	if len(skills) < 4 || skills[2] != "Systems: Epic EHR, Pyxis" {
		t.Errorf("skills section %q", skills)
	}
	secs = splitSections([]string{"SUMMARY", "Builds things.", "", "Second paragraph.", "WORK  Engineer at Acme", "Did things.", "More."})
	if len(secs) != 3 || len(secs[1].lines) != 3 {
		t.Errorf("sections %+v", secs)
	}
}

// A degree "at" an organisation names its school even without a school
// word.
func TestDegreeAtOrganisation(t *testing.T) {
	d, sc, _ := splitEduLine("Certificate Hospital Pharmacy Residency (ACPR) at Don Valley Regional Health Centre")
	if d != "Certificate Hospital Pharmacy Residency (ACPR)" || sc != "Don Valley Regional Health Centre" {
		t.Errorf("got %q, %q", d, sc)
	}
	if _, sc, _ := splitEduLine("MBA, The University of Texas at Austin"); sc != "The University of Texas at Austin" {
		t.Errorf("school %q", sc)
	}
	if _, sc, _ := splitEduLine("Graduated with honours at 21"); sc != "" {
		t.Errorf("school %q", sc)
	}
}

// A dated organisation line after a whole entry starts the next entry.
func TestEducationDatedOrganisation(t *testing.T) {
	got := parseEducation([]string{"Université du Haut-Richelieu  2012-09 — 2016-05", "Pharmacy", "Pharm.D.", "", "Don Valley Regional Health Centre  2017-09 — 2018-06", "Hospital Pharmacy Residency (ACPR)", "Certificate", "", "Courses", "Oncology rotation"})
	if len(got) != 2 || got[1].School != "Don Valley Regional Health Centre" || got[1].Degree != "Certificate" {
		t.Errorf("got %+v", got)
	}
}

// A sentence with counts in it is not a header line; a title with a
// number is.
func TestHeaderLikeCounts(t *testing.T) {
	if isHeaderLike("Coached and managed 2 HR generalists and 1 HR coordinator") {
		t.Error("sentence with counts read as a header")
	}
	if !isHeaderLike("Level 2 IT Support Technician at Ramsey Public Schools") {
		t.Error("title with a number not read as a header")
	}
}

// An education header printed twice at a page break is one entry.
func TestEducationHeaderTwice(t *testing.T) {
	got := parseEducation([]string{"Technische Hochschule Havelland", "2011-10 — 2014-03", "", "Technische Hochschule Havelland  2011-10 — 2014-03", " Computer Science", "M.Sc."})
	if len(got) != 1 || got[0].Degree != "M.Sc." {
		t.Errorf("got %+v", got)
	}
}

// glyphRun appends s to row as glyphs of a 10-point font, each 5 points
// wide, from x0 on the baseline y.
func glyphRun(row []glyph, s string, x0, y float64) []glyph {
	for i, r := range s {
		row = append(row, glyph{x: x0 + float64(i)*5, y: y, w: 5, size: 10, s: string(r), seq: len(row)})
	}
	return row
}

// Text drawn over other text reads run by run, not letter by letter.
func TestUntangleOverlappingRuns(t *testing.T) {
	row := glyphRun(nil, "Education", 0, 700)
	row = glyphRun(row, "Technische", 3, 700)
	rows := groupRows(row)
	if len(rows) != 1 {
		t.Fatalf("%d rows", len(rows))
	}
	if got := splitSegments(rows[0], false); len(got) != 1 || got[0].text != "Education  Technische" {
		t.Errorf("got %+v", got)
	}
	// Fake bold: the same run drawn twice reads once.
	row = glyphRun(nil, "Bold", 0, 700)
	row = glyphRun(row, "Bold", 0.2, 700)
	if got := splitSegments(groupRows(row)[0], false); len(got) != 1 || got[0].text != "Bold" {
		t.Errorf("fake bold: %+v", got)
	}
}

// "High School" wrapped under the school's name is the name's end, not a
// degree.
func TestWrappedHighSchool(t *testing.T) {
	got := parseEducation([]string{"Maumee Valley Central", "High School", "High School Diploma"})
	if len(got) != 1 || got[0].School != "Maumee Valley Central High School" || got[0].Degree != "High School Diploma" {
		t.Errorf("got %+v", got)
	}
}

// Fields set apart by a column gap are parts of an education line: the
// school is the part that names one.
func TestEducationGapParts(t *testing.T) {
	_, sc, _ := splitEduLine("Oxy-fuel cutting  Grinding  San Bernardo Technical College")
	if sc != "San Bernardo Technical College" {
		t.Errorf("school %q", sc)
	}
}

// A title qualified after a comma stays one title beside its company,
// whether the company is on its own line or after another comma, and a
// unit of an organisation stays with the organisation.
func TestTitleWithUnitAndOrganisationUnits(t *testing.T) {
	for _, c := range []struct{ text, title, company string }{
		{"Deputy Director, Public Services\nSangre Valley Public Library System\nApr 2016 – Present", "Deputy Director, Public Services", "Sangre Valley Public Library System"},
		{"Librarian I, Children's Services\nMiddle Rio Grande Library District\nJan 1995 – Jan 2000", "Librarian I, Children's Services", "Middle Rio Grande Library District"},
		{"Apr 2016 – Present  Staff Reporter, Health & Science, The Willamette Ledger, Salem, OR", "Staff Reporter, Health & Science", "The Willamette Ledger"},
		{"1995 – 2000  Deputy Director, Public Services, Sangre Valley Public Library System, Santa Fe, NM", "Deputy Director, Public Services", "Sangre Valley Public Library System"},
		{"Graduate Assistant\nSun Valley University, Department of Supply Chain Management\nAug 2025 – Present", "Graduate Assistant", "Sun Valley University, Department of Supply Chain Management"},
		{"Doctoral Researcher, Universität Elbtal, Institut für Geoökologie  2019 – 2023", "Doctoral Researcher", "Universität Elbtal, Institut für Geoökologie"},
	} {
		got := Parse("Dana Reyes\ndana@example.com\n\nEXPERIENCE\n" + c.text + "\nRan the branch's weekly programmes\n")
		if len(got.Experience) != 1 || got.Experience[0].Title != c.title || got.Experience[0].Company != c.company {
			t.Errorf("%q: %+v", c.text, got.Experience)
		}
	}
}

// Companies with a Spanish legal form written with dots, a place written
// "City, Region, Country", and a name wrapped after its particle.
func TestDottedLegalFormsRegionsAndParticles(t *testing.T) {
	got := Parse(`María Fernanda de la
Garza Treviño
mf@example.com

EXPERIENCE
Senior Financial Analyst, FP&A
Grupo Acerero del Norte, S.A.B. de C.V.
Jan 2023 – Present
Monterrey, N.L., Mexico
Prepare the consolidated annual budget

Audit Assistant (Intern)
Salinas, Ortega y Asociados, S.C.
Jan 2019 – Jul 2020
Monterrey, N.L., Mexico
Performed inventory counts for 6 clients

Summer Placement Student
Midlands Aero Components, Coventry, UK | 06/2012 – 09/2012`)
	if got.PersonalInfo.FullName != "María Fernanda de la Garza Treviño" {
		t.Errorf("name %q", got.PersonalInfo.FullName)
	}
	want := []Experience{
		{Title: "Senior Financial Analyst, FP&A", Company: "Grupo Acerero del Norte, S.A.B. de C.V.", Location: "Monterrey, N.L., Mexico"},
		{Title: "Audit Assistant (Intern)", Company: "Salinas, Ortega y Asociados, S.C.", Location: "Monterrey, N.L., Mexico"},
		{Title: "Summer Placement Student", Company: "Midlands Aero Components", Location: "Coventry, UK"},
	}
	if len(got.Experience) != len(want) {
		t.Fatalf("experience %+v", got.Experience)
	}
	for i, w := range want {
		if g := got.Experience[i]; g.Title != w.Title || g.Company != w.Company || g.Location != w.Location {
			t.Errorf("role %d: got %q | %q | %q, want %q | %q | %q", i, g.Title, g.Company, g.Location, w.Title, w.Company, w.Location)
		}
	}
}

// German and Spanish doctorates and masters are degrees, and a school's
// unit stays in its name.
func TestDoctoratesAndSchoolUnits(t *testing.T) {
	for _, c := range []struct{ line, degree, school string }{
		{"Dr. rer. nat. in Environmental Sciences — Universität Elbtal", "Dr. rer. nat. in Environmental Sciences", "Universität Elbtal"},
		{"Dr.-Ing. in Mechanical Engineering — Technische Hochschule Nordmark", "Dr.-Ing. in Mechanical Engineering", "Technische Hochschule Nordmark"},
		{"Maestría en Finanzas — Universidad Regiomontana del Valle", "Maestría en Finanzas", "Universidad Regiomontana del Valle"},
		{"M.S. in Supply Chain Management, Sun Valley University, School of Business", "M.S. in Supply Chain Management", "Sun Valley University, School of Business"},
	} {
		d, s, _ := splitEduLine(c.line)
		if d != c.degree || s != c.school {
			t.Errorf("%q: degree %q school %q", c.line, d, s)
		}
	}
}

// "Head of …" is a title whatever its field, and a firm named after its
// partners in Spanish keeps its comma.
func TestTitleOfFieldAndSpanishFirms(t *testing.T) {
	got := Parse("Dana Reyes\ndana@example.com\n\nEXPERIENCE\nHead of Reference & Adult Services, Main Library\nSangre Valley Public Library System\nSep 2007 – Mar 2016\nSupervised 11 librarians\n\n" +
		"Audit Assistant (Intern), Salinas, Ortega y Asociados, S.C.  Jan 2019 – Jul 2020\nPerformed inventory counts\n")
	want := [][]string{{"Head of Reference & Adult Services, Main Library", "Sangre Valley Public Library System"}, {"Audit Assistant (Intern)", "Salinas, Ortega y Asociados, S.C."}}
	checkRoles(t, got.Experience, want)
}

// Organisations named in German, Spanish and Portuguese read as
// organisations beside a title.
func TestForeignOrganisationWords(t *testing.T) {
	for _, s := range []string{"Mitteldeutsches Institut für Umweltforschung (MIU)", "Universität Elbtal", "Fundación Ahorra Joven", "Universidade Federal do Sul"} {
		if companyOnly(s) == "" {
			t.Errorf("%q is not read as an organisation", s)
		}
	}
}

// A skills label set over two lines ("Professional Skills" / "Summary")
// centred beside a list of skills without keywords ("Dentrix:") owns the
// whole list, above and below it; contact lines above a plain heading
// stay where they are.
func TestLabelOverTwoLinesBesideList(t *testing.T) {
	got := Parse("Dana Whitfield\ndana@example.com\n\nDentrix:\nEaglesoft:\nProfessional Skills\nPatient scheduling:\nSummary\nHIPAA compliance:\nQuickBooks Online:\n\nWork Experience\n2013-05 TO 2018-02  Office Coordinator at Brightwater Family Dentistry, Inc.\nCoordinated schedules for 4 dentists\n")
	want := []string{"Dentrix", "Eaglesoft", "Patient scheduling", "HIPAA compliance", "QuickBooks Online"}
	if strings.Join(got.Skills, "|") != strings.Join(want, "|") {
		t.Errorf("skills %q, want %q", got.Skills, want)
	}
	if got.PersonalInfo.Summary != "" {
		t.Errorf("summary %q", got.PersonalInfo.Summary)
	}
	plain := Parse("Dana Whitfield\n\ndana@example.com\n614-555-0182\nSkills\nDentrix, Eaglesoft\n")
	if plain.PersonalInfo.Email != "dana@example.com" || strings.Join(plain.Skills, "|") != "Dentrix|Eaglesoft" {
		t.Errorf("plain heading: %+v %q", plain.PersonalInfo, plain.Skills)
	}
}

// Places Stride's lists lack beside a role's dates or after a company's
// legal form, a place with how the work was done, and qualifications
// named as their countries name them.
func TestTownsWorkModesAndNationalQualifications(t *testing.T) {
	got := Parse(`Kieran Doyle
kieran@example.co.uk

EXPERIENCE
Warehouse Operative (Nights), Midshires Distribution Ltd
August 2024 – Present · Enderby, Leicestershire
Picking and packing customer orders

Associate
Khumalo Venter Inc., Sandton, Johannesburg
Feb 2023 – Present
Drafted commercial leases

Senior Marketing Manager
Brightline Logistics Software, Inc. — Columbus, OH (Hybrid)
Mar 2021 – Present
Ran demand generation

EDUCATION
Capital Region Polytechnic
Red Seal in Electrician (Construction Electrician 309A)
Jan 1999 – Jan 2003
Mervue College of Further Education
QQI Level 5 Major Award in Healthcare Support
Sep 2019 – Jun 2020
`)
	want := [][]string{
		{"Warehouse Operative (Nights)", "Midshires Distribution Ltd", "Enderby, Leicestershire"},
		{"Associate", "Khumalo Venter Inc.", "Sandton, Johannesburg"},
		{"Senior Marketing Manager", "Brightline Logistics Software, Inc.", "Columbus, OH (Hybrid)"},
	}
	checkRoles(t, got.Experience, want)
	if len(got.Education) != 2 || !strings.HasPrefix(got.Education[0].Degree, "Red Seal") || !strings.HasPrefix(got.Education[1].Degree, "QQI Level 5") {
		t.Errorf("education %+v", got.Education)
	}
}

// A school's name wrapped after "and", its affiliation in brackets on the
// next line, is one name.
func TestSchoolWrappedBeforeAffiliation(t *testing.T) {
	got := Parse("Karthik Raman\nkarthik@example.in\n\nEDUCATION\n2013 – 2016\nSri Venkateswara Arts and\nScience College (Affiliated to University of Madras)\nB.Sc.\nComputer Science\n")
	if len(got.Education) != 1 || got.Education[0].School != "Sri Venkateswara Arts and Science College (Affiliated to University of Madras)" {
		t.Errorf("education %+v", got.Education)
	}
}

// A company's place with a note in brackets, or set apart by a gap as
// "Park, City", is its location.
func TestCompanyPlacesWithNotes(t *testing.T) {
	for _, c := range [][3]string{
		{"Zentrix Infotech Pvt. Ltd., Chennai (client site: private sector bank, Guindy)", "Zentrix Infotech Pvt. Ltd.", "Chennai (client site: private sector bank, Guindy)"},
		{"Vertex Global Solutions Philippines, Inc.  Cebu IT Park, Cebu City", "Vertex Global Solutions Philippines, Inc.", "Cebu IT Park, Cebu City"},
	} {
		if comp, loc := splitCompanyLocation(c[0]); comp != c[1] || loc != c[2] {
			t.Errorf("%q: %q | %q", c[0], comp, loc)
		}
	}
}

// Degrees and schools named in Portuguese, Polish, Dutch and German; a
// grade of honours is no degree.
func TestForeignDegreesAndSchools(t *testing.T) {
	for _, c := range []struct{ line, degree, school string }{
		{"Bacharelado em Engenharia Elétrica — Faculdade de Tecnologia e Ciências do Recôncavo", "Bacharelado em Engenharia Elétrica", "Faculdade de Tecnologia e Ciências do Recôncavo"},
		{"magister inżynier (mgr inż.) — Politechnika Górnośląska w Katowicach", "magister inżynier (mgr inż.)", "Politechnika Górnośląska w Katowicach"},
		{"VWO-diploma — Stedelijk Lyceum De Kempen", "VWO-diploma", "Stedelijk Lyceum De Kempen"},
		{"Abschlussprüfung (Facharbeiterbrief) — IHK Dortmund-Hellweg", "Abschlussprüfung (Facharbeiterbrief)", "IHK Dortmund-Hellweg"},
	} {
		d, s, _ := splitEduLine(c.line)
		if d != c.degree || s != c.school {
			t.Errorf("%q: degree %q school %q", c.line, d, s)
		}
	}
	if isDegree("Grade: First Class Honours") {
		t.Error("a grade of honours read as a degree")
	}
}

// Legal forms written with dots in Poland, the Netherlands, Singapore and
// the Emirates end a company, with or without a note in brackets; a US
// state code is no legal form.
func TestMoreLegalForms(t *testing.T) {
	for _, s := range []string{"Stalmont Konstrukcje Sp. z o.o.", "LogiPro Outsourcing Sp. z o.o. sp.k.", "Brabant Proces Engineering B.V.",
		"StaffPoint Asia Pte. Ltd. (contract placement at Straits Marine & Offshore Engineering Pte Ltd)", "Arabian Talent Solutions FZ-LLC"} {
		if !legalEndRe.MatchString(s) {
			t.Errorf("%q has no legal form", s)
		}
	}
	if legalEndRe.MatchString("Truckee Meadows Hardware & Supply, Reno, NV") {
		t.Error("NV read as a legal form")
	}
}

// A separator inside brackets splits nothing.
func TestSplitRoleKeepsBrackets(t *testing.T) {
	got := splitRole("Shift Lead (part-time, bijbaan), Albert Heijn franchise Eindhoven-Woensel")
	if len(got) != 2 || got[0] != "Shift Lead (part-time, bijbaan)" || got[1] != "Albert Heijn franchise Eindhoven-Woensel" {
		t.Errorf("parts %q", got)
	}
}

// Any country closes a place; a company before a town and its country
// is no place ("Globex, London, UK": a name between a town and a country
// is taken as a region only when it reads as one).
func TestWorldCountryPlaces(t *testing.T) {
	for _, p := range []string{"Kabul, Afghanistan", "Valencia, Venezuela", "Doha, Qatar", "Accra, Ghana", "Abeokuta, Ogun State, Nigeria"} {
		if !placeLine(p) {
			t.Errorf("placeLine(%q) = false", p)
		}
	}
	for _, p := range []string{"Acme Engineering, Berlin, Germany", "Senior Accountant, Valencia, Venezuela", "Globex, London, UK"} {
		if placeLine(p) {
			t.Errorf("placeLine(%q) = true", p)
		}
	}
}

// A town written alone after a school stays in its name (a campus or a
// branch); a full place, a state or a country after it is cut.
func TestSchoolNameKeepsItsTown(t *testing.T) {
	for in, want := range map[string]string{
		"Legal Practice School, Johannesburg":                      "Legal Practice School, Johannesburg",
		"Egbaland University of Science and Technology, Ago-Iwoye": "Egbaland University of Science and Technology, Ago-Iwoye",
		"University of California, Davis":                          "University of California, Davis",
		"Northeastern University, Boston, MA":                      "Northeastern University",
		"Kapsowar Boys High School, Kenya":                         "Kapsowar Boys High School",
		"Lakeshore College, Ontario":                               "Lakeshore College",
		"Kapsowar Boys High School, GPA":                           "Kapsowar Boys High School",
	} {
		if got := schoolName(in); got != want {
			t.Errorf("schoolName(%q) = %q, want %q", in, got, want)
		}
	}
}

// A Brazilian town with its state's code after a slash or a dash is a
// place ("Camaçari/BA"), not a company or a title.
func TestBrazilianTownPlaces(t *testing.T) {
	for _, p := range []string{"Camaçari/BA", "São Francisco do Conde/BA", "São Paulo - SP", "Belo Horizonte/MG, Brasil"} {
		if !looksLikePlace(p) {
			t.Errorf("looksLikePlace(%q) = false", p)
		}
	}
	for _, p := range []string{"Marketing/PR", "Acme Systems/SE", "Senior Engineer - SP"} {
		if looksLikePlace(p) {
			t.Errorf("looksLikePlace(%q) = true", p)
		}
	}
	got := Parse("Dana Reyes\ndana@example.com\n\nEXPERIENCE\nTécnico de Segurança do Trabalho\nMontagens Bahia Engenharia Eireli\nCandeias/BA\nFeb 2012 – Jun 2015\nAcompanhamento de frentes de montagem")
	if len(got.Experience) != 1 || got.Experience[0].Company != "Montagens Bahia Engenharia Eireli" || got.Experience[0].Location != "Candeias/BA" {
		t.Errorf("experience %+v", got.Experience)
	}
}

// A town set after a company's legal form on its line is the place, not
// part of the company; a name that goes on after its form is left alone.
func TestLegalFormTown(t *testing.T) {
	for _, tc := range []struct{ in, company, town string }{
		{"Westfalen Netzbau GmbH Dortmund", "Westfalen Netzbau GmbH", "Dortmund"},
		{"Athi Plains Cement Limited Athi River", "Athi Plains Cement Limited", "Athi River"},
		{"Comfort Hands Home Health Care, LLC Columbus, OH", "Comfort Hands Home Health Care, LLC", "Columbus, OH"},
		{"Stalmont Konstrukcje Sp. z o.o. Gliwice", "Stalmont Konstrukcje Sp. z o.o.", "Gliwice"},
		{"Elektro Sommer GmbH & Co. KG", "Elektro Sommer GmbH & Co. KG", ""},
		{"Zentrix Infotech Pvt. Ltd.", "Zentrix Infotech Pvt. Ltd.", ""},
		{"Acme Ltd Engineering Services", "Acme Ltd Engineering Services", ""},
		{"Pfizer Inc. USA", "Pfizer Inc.", "USA"},
	} {
		if c, town := legalFormTown(tc.in); c != tc.company || town != tc.town {
			t.Errorf("legalFormTown(%q) = %q, %q; want %q, %q", tc.in, c, town, tc.company, tc.town)
		}
	}
}

// German legal and public-law forms end a company's name: AöR, KdöR, OHG,
// GbR, KGaA, gGmbH, mbH.
func TestGermanLegalForms(t *testing.T) {
	for _, c := range []string{"Stadtwerke Lünen-Nord AöR", "Bauer & Söhne OHG", "Praxis Dr. Klein GbR", "Merck KGaA", "Lebenshilfe Werkstätten gGmbH", "Stadtwerke Beispielstadt KdöR"} {
		if !legalEndRe.MatchString(c) {
			t.Errorf("legalEndRe misses %q", c)
		}
	}
}

// Continuing-education and non-degree study are what the person studied
// there, read as the entry's degree.
func TestContinuingEducationIsStudy(t *testing.T) {
	for _, d := range []string{"Continuing Education, non-degree", "Non-degree coursework in Accounting", "Continuing Education in Nursing"} {
		if !isDegree(d) {
			t.Errorf("isDegree(%q) = false", d)
		}
	}
	got := Parse("Dana Reyes\ndana@example.com\n\nEDUCATION\nCentral Ohio Metro Community College\nContinuing Education, non-degree in Accounting\nJan 2023 – May 2024")
	if len(got.Education) != 1 || !strings.HasPrefix(got.Education[0].Degree, "Continuing Education, non-degree") || got.Education[0].School != "Central Ohio Metro Community College" {
		t.Errorf("education %+v", got.Education)
	}
}

// A shift or the terms of the work after a title's comma stay with the
// title ("STNA, Night Shift (Memory Care Unit)").
func TestWorkTermsQualifyTitle(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"STNA, Night Shift (Memory Care Unit), Maplewood Gardens Rehabilitation & Nursing Center", []string{"STNA, Night Shift (Memory Care Unit)", "Maplewood Gardens Rehabilitation & Nursing Center"}},
		{"Cashier, Part-time, Kroger", []string{"Cashier, Part-time", "Kroger"}},
		{"Registered Nurse, Per Diem, Mercy Hospital, Dayton, OH", []string{"Registered Nurse, Per Diem", "Mercy Hospital", "Dayton, OH"}},
		{"Analyst, Ernst & Young", []string{"Analyst", "Ernst & Young"}},
	} {
		if got := splitRole(tc.in); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("splitRole(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A veteran's header: the rank and pay grade go with the duty title, the
// numbered units with their armed force.
func TestMilitaryHeaders(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Supply Sergeant (92Y30), Staff Sergeant / E-6, U.S. Army, 1st Armored Brigade Combat Team, 3rd Infantry Division",
			[]string{"Supply Sergeant (92Y30), Staff Sergeant / E-6", "U.S. Army, 1st Armored Brigade Combat Team, 3rd Infantry Division"}},
		{"Unit Supply Specialist (92Y10), PFC / SPC, U.S. Army, 25th Infantry Division", []string{"Unit Supply Specialist (92Y10), PFC / SPC", "U.S. Army, 25th Infantry Division"}},
		{"Aviation Electronics Technician, Petty Officer Second Class, U.S. Navy", []string{"Aviation Electronics Technician, Petty Officer Second Class", "U.S. Navy"}},
		{"U.S. Army, 25th Infantry Division", []string{"U.S. Army, 25th Infantry Division"}},
		{"Sergeant, U.S. Army", []string{"Sergeant", "U.S. Army"}},
		{"Analyst, 1st Source Bank", []string{"Analyst", "1st Source Bank"}},
	} {
		if got := splitRole(tc.in); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("splitRole(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A legal form after a comma stays with its company also before a note in
// brackets.
func TestLegalFormBeforeNote(t *testing.T) {
	got := splitRole("Global Mission Linguists, Inc. (contractor to U.S. Army)")
	if len(got) != 1 || got[0] != "Global Mission Linguists, Inc. (contractor to U.S. Army)" {
		t.Errorf("splitRole = %q", got)
	}
	got = splitRole("Interpreter, Global Mission Linguists, Inc. (contractor to U.S. Army)")
	if strings.Join(got, "|") != "Interpreter|Global Mission Linguists, Inc. (contractor to U.S. Army)" {
		t.Errorf("splitRole = %q", got)
	}
}

// A part in small letters after a dash qualifies the part before it
// ("… - site CMH3", "… - on call"), also after a legal form.
func TestDashQualifierInSmallLetters(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Fulfillment Associate, RapidShip Fulfillment, Inc. - site CMH3", []string{"Fulfillment Associate", "RapidShip Fulfillment, Inc. - site CMH3"}},
		{"Contract Medical Interpreter - on call", []string{"Contract Medical Interpreter - on call"}},
		{"Barista - Blue Bottle Coffee", []string{"Barista", "Blue Bottle Coffee"}},
	} {
		if got := splitRole(tc.in); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("splitRole(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A school's name wrapped after a connecting word in any of the usual
// languages ("… Tecnologia e" / "Ciências do Recôncavo") is one name.
func TestSchoolWrappedAfterConnector(t *testing.T) {
	for _, tc := range [][2]string{
		{"Faculdade de Tecnologia e", "Ciências do Recôncavo"},
		{"Faculdade de Tecnologia e Ciências do", "Recôncavo"},
		{"Universidad Nacional Experimental del", "Cabriales"},
		{"Instituto Superior de", "Negocios de Nuevo León"},
		{"Deccan Institute of", "Technology"},
	} {
		if !wrappedSchool(tc[0], tc[1]) {
			t.Errorf("wrappedSchool(%q, %q) = false", tc[0], tc[1])
		}
	}
	if wrappedSchool("Bachelor of Science in", "2019") {
		t.Error("a date continues no school")
	}
}

// A unit after a dash goes with the organisation before it when a comma
// parts the title ("…, Hays Crossing County – Transportation & Road
// Department"); a title's own dash is kept.
func TestUnitAfterDashJoinsOrganisation(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Engineering Aide (Summer Intern), Hays Crossing County – Transportation & Road Department", []string{"Engineering Aide (Summer Intern)", "Hays Crossing County – Transportation & Road Department"}},
		{"Claims Analyst, Acme Insurance - Claims Division", []string{"Claims Analyst", "Acme Insurance - Claims Division"}},
		{"Barista - Blue Bottle Coffee", []string{"Barista", "Blue Bottle Coffee"}},
	} {
		if got := splitRole(tc.in); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("splitRole(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// "at" inside brackets splits nothing, like the other separators there.
func TestAtInsideBrackets(t *testing.T) {
	in := "Data Analyst, Project Controls (12-month contract), StaffPoint Asia Pte. Ltd. (contract placement at Straits Marine & Offshore Engineering Pte Ltd)"
	want := []string{"Data Analyst, Project Controls (12-month contract)", "StaffPoint Asia Pte. Ltd. (contract placement at Straits Marine & Offshore Engineering Pte Ltd)"}
	if got := splitRole(in); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("splitRole(%q) = %q, want %q", in, got, want)
	}
	if got := splitRole("Analyst at Acme Corp"); strings.Join(got, "|") != "Analyst|Acme Corp" {
		t.Errorf("splitRole = %q", got)
	}
}

// Job words of care, trades, hospitality, language and field work count
// as title words ("Case Aide", "Kitchen Porter", "Interpreter"), also in
// German and Spanish ("Elektroniker", "Bauleiter", "Contadora").
func TestMoreTitleWords(t *testing.T) {
	for _, s := range []string{"Case Aide", "Kitchen Porter", "Linguist / Interpreter", "Ward Housekeeper", "Seasonal Tax Preparer", "Cleaner", "Home Health Aide (PRN)",
		"Crew Member", "Elektroniker für Betriebstechnik", "Bauleiter Mittelspannung", "Contadora General", "Vendedora", "Waitron", "Supply Sergeant"} {
		if titleScore(s) == 0 {
			t.Errorf("titleScore(%q) = 0", s)
		}
	}
	if got := splitRole("Case Aide, Resettlement Program, Refugee & Immigrant Welcome Network of Central Ohio"); strings.Join(got, "|") != "Case Aide, Resettlement Program|Refugee & Immigrant Welcome Network of Central Ohio" {
		t.Errorf("splitRole = %q", got)
	}
}

// A line under a role that tells what the person did in a span of time
// ("Worked COVID-19 surge unit Apr 2020 - Jan 2021") is a bullet of that
// role, not a role; a promotion that names a title is a role.
func TestAchievementLineIsNoRole(t *testing.T) {
	got := parseExperience(strings.Split(`Staff Nurse I - Medical/Telemetry
Patapsco Ridge Medical Center, Baltimore, MD
Jan 2019 - Mar 2021
Worked COVID-19 surge unit Apr 2020 - Jan 2021
Completed 12-week orientation and hospital residency

Staff Nurse
St. Jude General Hospital, Chicago, IL
Jul 2011 - Apr 2014`, "\n"))
	checkRoles(t, got, [][]string{{"Staff Nurse I - Medical/Telemetry", "Patapsco Ridge Medical Center"}, {"Staff Nurse", "St. Jude General Hospital"}})
	if !achievementLine("Worked COVID-19 surge unit") || achievementLine("Promoted to Charge Nurse") || achievementLine("United Airlines") {
		t.Error("achievementLine")
	}
}

// A name followed by several credentials is the name ("Maricel A. Dizon,
// RN, BSN, PCCN").
func TestNameWithPostNominals(t *testing.T) {
	for in, want := range map[string]string{
		"Maricel A. Dizon, RN, BSN, PCCN":        "Maricel A. Dizon",
		"Travis Lundgren, P.E., PMP":             "Travis Lundgren",
		"Aisha Bello, RN":                        "Aisha Bello",
		"Arjun Venkataraman, P.Eng., PMP":        "Arjun Venkataraman",
		"Shanice McLaren-Powell, B.Pharm., CPhT": "Shanice McLaren-Powell",
		"Lena Okafor, Ph.D.":                     "Lena Okafor",
	} {
		if got := findName([]string{in, "Baltimore, MD", "maricel@example.com"}); got != want {
			t.Errorf("findName(%q) = %q, want %q", in, got, want)
		}
	}
}

// A bullet that ends with a comma and the years it covers is no role; a
// title followed by its dates is.
func TestRangeClosesSentence(t *testing.T) {
	if !rangeClosesSentence("Co-lead of school-wide literacy intervention using structured literacy (UFLI) for Grades 1-3, 2023-present") {
		t.Error("a dated bullet read as a role")
	}
	for _, l := range []string{"Técnico de Segurança do Trabalho (contrato temporário – parada de manutenção), Sep 2015 – Dec 2015", "Staff Nurse, Mercy Hospital, 2019 - 2021"} {
		if rangeClosesSentence(l) {
			t.Errorf("%q read as a bullet", l)
		}
	}
}
