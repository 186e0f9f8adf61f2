package resume

import (
	"strings"
	"testing"
)

// The rules read from the seventh writer's renderings (r7): each case
// fails without its rule.

func rolesOf(lines string) []Experience {
	return parseExperience(strings.Split(strings.TrimSpace(lines), "\n"))
}

func checkRolesR7(t *testing.T, name string, got []Experience, want [][2]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d roles, want %d: %+v", name, len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].Title != w[0] || got[i].Company != w[1] {
			t.Errorf("%s: role %d = %q at %q, want %q at %q", name, i, got[i].Title, got[i].Company, w[0], w[1])
		}
	}
}

// An employer's line with its place set apart above a title line: the
// title is kept whole (it was dropped), the employer whole too.
func TestEmployerLineWithPlaceApart(t *testing.T) {
	got := rolesOf(`
Tamarack County Clerk of Courts - Civil/Domestic Relations Division  Alder Falls, OH
Deputy Clerk III (AFSCME Local, Clerical Unit)  Aug 2017 - Present
• Process filings
Al-Wurud Specialist Hospital - Cardiac Centre (through Al-Nakheel Healthcare Staffing Co.)  Riyadh, Saudi Arabia
Staff Nurse - Cardiac Surgical ICU / Step-Down  Jun 2014 - Oct 2018
• Cared for cardiac surgery patients`)
	checkRolesR7(t, "place apart", got, [][2]string{
		{"Deputy Clerk III (AFSCME Local, Clerical Unit)", "Tamarack County Clerk of Courts - Civil/Domestic Relations Division"},
		{"Staff Nurse - Cardiac Surgical ICU / Step-Down", "Al-Wurud Specialist Hospital - Cardiac Centre (through Al-Nakheel Healthcare Staffing Co.)"},
	})
	if got[0].Location != "Alder Falls, OH" {
		t.Errorf("location %q", got[0].Location)
	}
}

// An organisation and its unit beside a title line below the dates.
func TestOrganisationWithUnitBesideTitle(t *testing.T) {
	got := rolesOf(`
Tamarack County Clerk of Courts - Civil/Domestic Relations Division  2014-03 — 2017-08
Deputy Clerk II

Tamarack County Board of Elections  2010-01 — 2014-03
Office Assistant II / Voter Registration Clerk`)
	checkRolesR7(t, "unit", got, [][2]string{
		{"Deputy Clerk II", "Tamarack County Clerk of Courts - Civil/Domestic Relations Division"},
		{"Office Assistant II / Voter Registration Clerk", "Tamarack County Board of Elections"},
	})
	if !orgWithUnit("Fraser Delta Power & Water Authority - Grid Engineering Section") || orgWithUnit("Registered Nurse - Cardiac Step-Down Unit") {
		t.Error("orgWithUnit: an organisation's unit, not a title's")
	}
}

// Roles printed under their employer once take that employer.
func TestRolesUnderOneEmployer(t *testing.T) {
	got := rolesOf(`
Kawartha Hills District School Board
Permanent Contract Teacher - Grade 4/5 (Hillcrest P.S.)
Sep 2020 – Present
Plan and deliver the Ontario curriculum to a split class of 27.

Long Term Occasional (LTO) Teacher
Jan 2018 – Jun 2020
Three LTO assignments at three schools.`)
	if len(got) != 2 || got[1].Company != "Kawartha Hills District School Board" {
		t.Fatalf("the second role's employer: %+v", got)
	}
}

// Years in an achievement are no role's dates: after them a clause goes
// on, or they end a sentence wrapped from the line above.
func TestYearsInsideSentences(t *testing.T) {
	got := rolesOf(`
Fraser Delta Power & Water Authority  Surrey, BC
Senior Engineer, Protection & Control  Apr 2021 - Present
Led system-wide arc-flash study update per CSA
Z462 (2022-2023); relabelled 1,100+ pieces of equipment
Co-lead of school-wide literacy intervention using structured literacy
(UFLI) for Grades 1-3, 2023-present
Member of Special Response Team (SRT) 2016-2022; team
leader 2020-2022
Coastline Electrical Engineering Ltd.  Burnaby, BC
Electrical Designer / EIT  Nov 2016 - Sep 2018`)
	if len(got) != 2 || got[1].StartDate != "2016-11" {
		t.Fatalf("years in sentences read as roles: %+v", got)
	}
}

// A title and employer set apart by a bar may make a long header line.
func TestLongBarHeader(t *testing.T) {
	l := "Senior Engineer, Protection & Control (Engineer IV) | Fraser Delta Power & Water Authority - Grid Engineering Section, Electrical Utility Division"
	if !isHeaderLike(l) {
		t.Errorf("not header-like: %q", l)
	}
	if isHeaderLike(strings.Repeat("Managed the rollout of the new system across all sites | ", 3)) {
		t.Error("a line of several bars is no header")
	}
}

// The Europass form's duties are bullets and its place goes beside the
// dates.
func TestEuropassDutiesAndPlace(t *testing.T) {
	out := strings.Join(europassForm([]string{
		"Work experience",
		"Dates  Apr 2021 – Present",
		"Occupation or position held  Senior Engineer, Protection & Control (Engineer IV)",
		"Main activities and  Protection lead for two substation rebuilds, 2022-2023",
		"responsibilities  and a relay template.",
		"Name and address of employer  Fraser Delta Power & Water Authority, Surrey, BC",
		"",
	}), "\n")
	for _, want := range []string{"Apr 2021 – Present  Surrey, BC", "• Protection lead for two substation rebuilds, 2022-2023 and a relay template."} {
		if !strings.Contains(out, want) {
			t.Errorf("europassForm: no %q in\n%s", want, out)
		}
	}
	// The form's own labels make a label column, read across.
	var rows [][]segment
	for i, l := range []string{"Dates", "Occupation or position held", "Main activities and", "responsibilities", "Name and address of employer", "Dates"} {
		rows = append(rows, []segment{{x0: 40, x1: 150, y: float64(800 - 14*i), size: 10, text: l}, {x0: 170, x1: 500, y: float64(800 - 14*i), size: 10, text: "value"}})
	}
	if !labelColumn(rows, 160) {
		t.Error("a Europass form's labels are no label column")
	}
}

// A skill list's items wrapped by a narrow column are one item each.
func TestWrappedSkillItems(t *testing.T) {
	got := parseSkillList([]string{"IEP writing and review", "Working with EAs and", "CYWs", "Report cards & progress", "reports", "Play-based learning", "(FDK)", "Guided math"})
	want := "IEP writing and review|Working with EAs and CYWs|Report cards & progress reports|Play-based learning|FDK|Guided math"
	if strings.Join(got, "|") != want {
		t.Errorf("parseSkillList = %q, want %q", strings.Join(got, "|"), want)
	}
	// One skill a line in small letters stays one skill a line.
	if got := parseSkillList([]string{"python", "docker", "kubernetes"}); len(got) != 3 {
		t.Errorf("short lines joined: %q", got)
	}
}

// "Special Education" names a field taught, not the Education section.
func TestFieldOfEducationIsNoHeading(t *testing.T) {
	if h := headingOf("Special Education"); h != "" {
		t.Errorf("headingOf(Special Education) = %q", h)
	}
	if h := headingOf("Continuing Education"); h == "" {
		t.Error("Continuing Education is a heading")
	}
}

// A university's faculty stays in its name; training centers and
// apprenticeship programs are schools.
func TestSchoolUnitsAndTrainingCenters(t *testing.T) {
	if _, school, _ := splitEduLine("Trent Shores University - School of Education  Sep 2015 – Apr 2017"); school != "Trent Shores University - School of Education" {
		t.Errorf("school %q", school)
	}
	for _, s := range []string{"Georgia Public Safety Training Center", "High Plains Line Apprenticeship Program (JATC)"} {
		if !schoolRe.MatchString(s) {
			t.Errorf("%q is no school", s)
		}
	}
}

// A header that a narrow column wrapped after its dates, in one segment
// with the dates, goes on the line below when that line starts in the
// header's column and its first word could not have fitted.
func TestHeaderWrappedBesideDates(t *testing.T) {
	row := segment{x0: 56.7, x1: 555.3, y: 524, size: 10.9, inner: []float64{161.2},
		text: "Mar 2021 – Present  Staff Nurse II / Charge Nurse - Progressive Care Unit (5 West), Patapsco"}
	next := []segment{{x0: 149.4, x1: 468.2, y: 510.5, size: 10.9, text: "Ridge Medical Center (Ridgeline Health Partners), Baltimore, MD"}}
	got, ok := continueInner(row, next, 555.3)
	if !ok || !strings.HasSuffix(got.text, "Patapsco Ridge Medical Center (Ridgeline Health Partners), Baltimore, MD") {
		t.Fatalf("not joined: %q", got.text)
	}
	// The line after it starts a bullet, and a line that would have
	// fitted is no wrap.
	if _, ok := continueInner(got, []segment{{x0: 149.4, x1: 555, y: 497, size: 10.9, text: "• Care for post-PCI patients"}}, 555.3); ok {
		t.Error("a bullet joined the header")
	}
	short := row
	short.x1 = 400
	if _, ok := continueInner(short, next, 555.3); ok {
		t.Error("a line that fitted joined the header")
	}
}

// A header line in a header's type that a column wrapped goes on the
// next line; a place below it and the body's lines stay apart.
func TestHeaderLineWrappedInHeaderType(t *testing.T) {
	b := "LiberationSans-Bold"
	rows := [][]segment{
		{{x0: 71, x1: 354.2, y: 422.3, size: 13.7, font0: b, font1: b, text: "Fraser Delta Power & Water Authority - Grid"}},
		{{x0: 71, x1: 370.4, y: 405.8, size: 13.7, font0: b, font1: b, text: "Engineering Section, Electrical Utility Division"}},
		{{x0: 71, x1: 140.7, y: 389.3, size: 13.7, font0: b, font1: b, text: "Surrey, BC"}},
		{{x0: 71, x1: 381.4, y: 360, size: 11.4, font0: "LiberationSans", font1: "LiberationSans", text: "Lead engineer for protection and control on the"}},
		{{x0: 71, x1: 375.2, y: 345, size: 11.4, font0: "LiberationSans", font1: "LiberationSans", text: "utility's 69 kV and 25 kV systems"}},
	}
	got := mergeWrappedHeaders(rows, 11.4)
	if len(got) != 4 || got[0][0].text != "Fraser Delta Power & Water Authority - Grid Engineering Section, Electrical Utility Division" || got[1][0].text != "Surrey, BC" {
		var texts []string
		for _, r := range got {
			texts = append(texts, r[0].text)
		}
		t.Errorf("mergeWrappedHeaders: %q", texts)
	}
}

// An employer's line with where the work was done set apart ("Remote
// (Guadalajara, MX)", "Guadalajara, Jal. (hybrid)"), above a title that
// ends in an abbreviation or is written in Spanish.
func TestEmployerWithWorkPlace(t *testing.T) {
	got := rolesOf(`
LedgerLoop Inc. (Austin, TX) - via contractor agreement  Remote (Guadalajara, MX)
QA Engineer II - Payments Squad  Jan 2023 - Present
• Own regression suites
Nearshore Tapatío Software S.A. de C.V.  Guadalajara, Jal. (hybrid)
QA Tester Sr. (assigned to US retail client)  Mar 2021 - Dec 2022
• Tested checkout
Nearshore Tapatío Software S.A. de C.V.  Guadalajara, Jal.
QA Tester Jr.  Aug 2019 - Mar 2021
• Manual tests
Call center Soluciones Contacto Occidente  Guadalajara, Jal.
Soporte técnico bilingüe (Tier 1) - medio tiempo  2017 - 2019`)
	checkRolesR7(t, "work place", got, [][2]string{
		{"QA Engineer II - Payments Squad", "LedgerLoop Inc. (Austin, TX) - via contractor agreement"},
		{"QA Tester Sr. (assigned to US retail client)", "Nearshore Tapatío Software S.A. de C.V."},
		{"QA Tester Jr.", "Nearshore Tapatío Software S.A. de C.V."},
		{"Soporte técnico bilingüe (Tier 1) - medio tiempo", "Call center Soluciones Contacto Occidente"},
	})
	if got[0].Location != "Remote (Guadalajara, MX)" || got[1].Location != "Guadalajara, Jal. (hybrid)" {
		t.Errorf("locations %q, %q", got[0].Location, got[1].Location)
	}
}

// School-leaving qualifications of the Caribbean, Australia, Britain and
// Ireland are degrees; a Cape Town university is no CAPE.
func TestSchoolLeavingQualifications(t *testing.T) {
	for _, s := range []string{"CSEC / CAPE", "Year 12", "HSC", "GCSE", "A-levels", "Leaving Certificate"} {
		if !isDegree(s) {
			t.Errorf("%q is no degree", s)
		}
	}
	if isDegree("University of Cape Town") {
		t.Error("University of Cape Town read as a degree")
	}
}

// An employer with its site after a dash beside the dates, the title on
// the line below.
func TestEmployerWithSite(t *testing.T) {
	got := rolesOf(`
Buckeye Crossdock Logistics - DC #4 (Groveport)  03/2025 - Present
Logistics Planner I - Inbound Transportation
Schedule 140-180 inbound appointments a week
Midwest Grocers Supply Co. - Columbus DC  02/2018 - 06/2021
Lead Associate, 3rd Shift Outbound (Selection/Loading)
Led a 15-person selection crew`)
	checkRolesR7(t, "site", got, [][2]string{
		{"Logistics Planner I - Inbound Transportation", "Buckeye Crossdock Logistics - DC #4 (Groveport)"},
		// "Columbus DC" may be read as the place: the employer is the
		// company either way.
		{"Lead Associate, 3rd Shift Outbound (Selection/Loading)", "Midwest Grocers Supply Co."},
	})
	if orgWithSite("Registered Nurse - Cardiac Step-Down") || orgWithSite("Barista - Blue Bottle Coffee") {
		t.Error("orgWithSite: a title and an employer read as an employer's site")
	}
}

// A header whose title is bold and employer regular, wrapped after the
// employer, goes on before its dates.
func TestHeaderWrappedBeforeItsDates(t *testing.T) {
	rows := [][]segment{
		{{x0: 41.8, x1: 570.7, y: 320.3, size: 12, font0: "LiberationSans-Bold", font1: "LiberationSans", text: "QA Engineer II - Payments Squad at LedgerLoop Inc. (Austin, TX) - via contractor Jan 2023 - Current"}},
		{{x0: 41.8, x1: 99.2, y: 305.3, size: 12, font0: "LiberationSans", font1: "LiberationSans", text: "agreement"}},
	}
	got := mergeWrappedHeaders(rows, 10.5)
	if len(got) != 1 || got[0][0].text != "QA Engineer II - Payments Squad at LedgerLoop Inc. (Austin, TX) - via contractor agreement  Jan 2023 - Current" {
		t.Errorf("mergeWrappedHeaders: %+v", got)
	}
}

// A degree's class after a dash stays with the degree.
func TestDegreeWithItsClass(t *testing.T) {
	degree, _, _ := splitEduLine("Bachelor of Pharmacy (B.Pharm.) - Upper Second Class Honours  University of the West Indies")
	if degree != "Bachelor of Pharmacy (B.Pharm.) - Upper Second Class Honours" {
		t.Errorf("degree %q", degree)
	}
}

// A site after a dash goes with the employer before it; the comma parts
// the title.
func TestSiteAfterDashJoinsEmployer(t *testing.T) {
	got := splitRole("Certified Pharmacy Technician (CPhT) - Lead Tech, HealthFirst Pharmacy - Store #07734 (Flatbush Ave)")
	if len(got) < 2 || got[len(got)-1] != "HealthFirst Pharmacy - Store #07734 (Flatbush Ave)" {
		t.Errorf("splitRole = %q", got)
	}
}

// A professional firm's legal form (PLLC, PC) and its practice group stay
// with the firm's name.
func TestProfessionalFirmForms(t *testing.T) {
	got := splitRole("Senior Immigration Paralegal, Vance, Ibarra & Lowe, PLLC - Immigration Practice Group")
	if strings.Join(got, "|") != "Senior Immigration Paralegal|Vance, Ibarra & Lowe, PLLC - Immigration Practice Group" {
		t.Errorf("splitRole = %q", got)
	}
}

// A Mexican town with its state as people abbreviate it is a place.
func TestMexicanStateAbbreviations(t *testing.T) {
	for _, p := range []string{"Guadalajara, Jal.", "Monterrey, N.L.", "Querétaro, Qro."} {
		if asLocation(p) == "" {
			t.Errorf("%q is no place", p)
		}
	}
	if asLocation("Acme, Inc.") != "" {
		t.Error("a company read as a place")
	}
}

// A segment that runs across the gutter is parted where the right
// column's text starts.
func TestSplitAtGutter(t *testing.T) {
	rows := [][]segment{{{x0: 86.7, x1: 256.3, size: 9, text: "Onboarding I-9 / E-Verify  program)", inner: []float64{211}, innerAt: []int{27}}}}
	got := splitAtGutter(rows, 205)
	if len(got[0]) != 2 || got[0][0].text != "Onboarding I-9 / E-Verify" || got[0][1].text != "program)" || got[0][1].x0 != 211 {
		t.Errorf("splitAtGutter: %+v", got[0])
	}
	// A segment left of the gutter stays whole.
	rows = [][]segment{{{x0: 86.7, x1: 180, size: 9, text: "UKG Pro  Paycom", inner: []float64{130}, innerAt: []int{9}}}}
	if got := splitAtGutter(rows, 205); len(got[0]) != 1 {
		t.Errorf("split a segment left of the gutter: %+v", got[0])
	}
}

// A right-aligned date drawn a little over the end of a long employer's
// name is read run by run ("Division  2019-06"), not letter by letter
// ("Divisio2n019-06").
func TestUntangleSlightOverlap(t *testing.T) {
	row := glyphRun(nil, "Division", 100, 500)
	row = glyphRun(row, "2019-06", 132, 500) // starts 3 points left of the "n" at 135
	if got := splitSegments(groupRows(row)[0], false); len(got) != 1 || got[0].text != "Division  2019-06" {
		t.Errorf("got %+v", got)
	}
}
