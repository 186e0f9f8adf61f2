package resume

import (
	"strings"
	"testing"
)

// Patterns from the sixteenth writer's resumes (r16, a pan-African
// telecoms and mobile money operator), after its one look.

// School-leaving certificates of Tanzania and Uganda, a bar's qualifying
// examinations and France's preparatory classes are qualifications.
func TestEastAfricanCertificatesAndPreparatoryClasses(t *testing.T) {
	for _, s := range []string{"ACSEE", "CSEE (Division I)", "UACE", "Legal Practitioners Qualifying Examinations",
		"Bar Qualifying Exams", "Cycle préparatoire intégré", "Classes préparatoires (MPSI)"} {
		if !isDegree(s) {
			t.Errorf("%q is no degree", s)
		}
	}
	for _, s := range []string{"Access Bank", "Uceda Logistics", "Legal Services"} {
		if isDegree(s) {
			t.Errorf("%q is a degree", s)
		}
	}
}

// The Europass form's "Name and address of employer" ends the employer
// where the parts that are each a place begin.
func TestEuropassEmployerAddress(t *testing.T) {
	for _, c := range [][3]string{
		{"Ghana Education Service, Koforidua, Eastern Region", "Ghana Education Service", "Koforidua, Eastern Region"},
		{"Sphinx Outsourcing Services S.A.E., 6th of October City", "Sphinx Outsourcing Services S.A.E.", "6th of October City"},
		{"Ingénierie Radio Conseil SARL, Abidjan, Côte d’Ivoire", "Ingénierie Radio Conseil SARL", "Abidjan, Côte d’Ivoire"},
		{"Mwila & Banda Legal Practitioners, Lusaka", "Mwila & Banda Legal Practitioners", "Lusaka"},
		{"Brennan, Kohl & Associates LLP", "Brennan, Kohl & Associates LLP", ""},
		{"Northwind Logistics", "Northwind Logistics", ""},
	} {
		if comp, loc := europassEmployer(c[0]); comp != c[1] || loc != c[2] {
			t.Errorf("europassEmployer(%q) = %q, %q; want %q, %q", c[0], comp, loc, c[1], c[2])
		}
	}
}

// A template that prints a skill without keywords as a group of its own
// ("Vendor management: Vendor management") gives the skill once, however
// long its name.
func TestSkillPrintedAsItsOwnGroup(t *testing.T) {
	got := parseSkillList([]string{"• Quality monitoring and call calibration: Quality monitoring and call calibration",
		"• Team leadership and coaching: Team leadership and coaching", "• Databases: PostgreSQL, Redis"})
	if want := "Quality monitoring and call calibration|Team leadership and coaching|PostgreSQL|Redis"; strings.Join(got, "|") != want {
		t.Errorf("parseSkillList = %q, want %q", strings.Join(got, "|"), want)
	}
}

// "Team Leader" is a title: under a company line with its legal form and
// place, "Team Leader - Telecom Account" stays the title whole and the
// company stays the one above.
func TestTeamLeaderTitleUnderCompanyLine(t *testing.T) {
	p := Parse("Mariam Soliman\nmariam@example.com\nEXPERIENCE\nNilecom Egypt S.A.E.  New Cairo\n" +
		"Customer Care Team Leader - Arabic & English Lines  Mar 2024 - Present\n• Lead 16 agents on the prepaid lines\n" +
		"Sphinx Outsourcing Services S.A.E.  6th of October City\nTeam Leader - Telecom Account  Jun 2017 - Aug 2019\n• Team ranked first on quality\n")
	want := [][3]string{{"Customer Care Team Leader - Arabic & English Lines", "Nilecom Egypt S.A.E.", "New Cairo"},
		{"Team Leader - Telecom Account", "Sphinx Outsourcing Services S.A.E.", "6th of October City"}}
	wantRoles(t, p, want)
}

// wantRoles checks each parsed role's title, company and location, in
// order, and that there are no more or fewer roles.
func wantRoles(t *testing.T, p ParsedData, want [][3]string) {
	t.Helper()
	if len(p.Experience) != len(want) {
		t.Fatalf("%d roles, want %d: %+v", len(p.Experience), len(want), p.Experience)
	}
	for i, w := range want {
		if e := p.Experience[i]; e.Title != w[0] || e.Company != w[1] || e.Location != w[2] {
			t.Errorf("role %d: %q | %q | %q, want %q", i, e.Title, e.Company, e.Location, w)
		}
	}
}

// wantDegrees checks that each of degrees reads as a degree, each of
// others does not, and each of schools names a school.
func wantDegrees(t *testing.T, degrees, others, schools []string) {
	t.Helper()
	for _, s := range degrees {
		if !isDegree(s) {
			t.Errorf("%q is no degree", s)
		}
	}
	for _, s := range others {
		if isDegree(s) {
			t.Errorf("%q is a degree", s)
		}
	}
	for _, s := range schools {
		if !schoolRe.MatchString(s) {
			t.Errorf("%q is no school", s)
		}
	}
}
