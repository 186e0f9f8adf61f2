package resume

import (
	"slices"
	"testing"
)

// Patterns from the nineteenth writer's resumes (r19, an automotive
// supplier across Central and Eastern Europe, one resume in German),
// after its one look.

// School-leaving certificates and master craftsman titles of Central
// Europe and Turkey are degrees, and their schools are schools; a school
// named for a subject ("für Technik") and a thesis are neither degrees.
func TestCentralEuropeanQualifications(t *testing.T) {
	wantDegrees(t,
		[]string{"Maturita", "Érettségi", "Diplomă de bacalaureat", "Lise Diploması (High School Diploma)",
			"Meister (IHK), berufsbegleitend", "Industriemeister Elektrotechnik"},
		[]string{"Hochschule Kocher-Jagst für Technik und Wirtschaft",
			"Master Thesis: Influence of vacuum level on porosity", "Meister Instandhaltung"},
		[]string{"Stredná odborná škola strojnícka Bytča", "Mosonmagyaróvári Kossuth-Liget Gimnázium",
			"Liceul Teoretic „Mihai Viteazul” Chișinău", "Krakowska Szkoła Finansów i Rachunkowości",
			"Bursa Yeşilova Mesleki ve Teknik Anadolu Lisesi", "Marmara Açık Meslek Yüksekokulu", "Technisches Kolleg „Dnister“ Lwiw"})
	p := Parse("Matej Hrivňák\nmatej@example.com\nEducation\n" +
		"Mechanik nastavovač (CNC machining), Maturita, Stredná odborná škola strojnícka Bytča\nSep, 2015 - Jun, 2019\n")
	if len(p.Education) != 1 || p.Education[0].School != "Stredná odborná škola strojnícka Bytča" {
		t.Errorf("education = %+v", p.Education)
	}
	p = Parse("Karthik S\nkarthik@example.com\nEducation\n" +
		"Hochschule Kocher-Jagst für Technik und Wirtschaft  2014-10-01 — 2016-09-30\n Advanced Materials\nM.Sc.\n" +
		"  Master Thesis: Influence of vacuum level on porosity\n\n" +
		"Kaveri Institute of Engineering and Technology  2004-08-01 — 2008-05-31\n Mechanical Engineering\nBachelor of Engineering (B.E.)\n")
	if len(p.Education) != 2 || p.Education[0].Degree != "M.Sc." || p.Education[1].Degree != "Bachelor of Engineering (B.E.)" {
		t.Errorf("education = %+v", p.Education)
	}
}

// Employers' legal forms of Slovakia, Czechia, Poland and Portugal, and
// an agency with the firm it placed the person with, are one employer.
func TestAgenciesAndLegalForms(t *testing.T) {
	p := Parse("Emre Y\nemre@example.com\nWork Experience\n" +
		"Warehouse Shift Leader (Zmenový majster skladu), 3-shift, Ponitrie Interior Systems spol. s r.o.\nSep, 2018 - Feb, 2022\n" +
		"Leading 18 warehouse operators\n\n" +
		"Forklift Driver / Logistics Operator, ProWork Personal s.r.o. (temporary agency) – assigned to Ponitrie Interior Systems spol. s r.o.\n" +
		"May, 2017 - Aug, 2018\nForklift work.\n\n" +
		"Asystent ds. kadr i płac (HR & Payroll Assistant), Biuro Rachunkowe Kaczmarczyk i Wspólnicy Sp.j.\nOct, 2013 - Jun, 2017\n" +
		"Payroll for 40 clients.\n\n" +
		"Audit Assistant / Senior Auditor, Costa Nogueira & Associados, SROC, Lda.\nJan, 2008 - Jan, 2012\nStatutory audits of 30 industrial clients.\n")
	wantRoles(t, p, [][3]string{
		{"Warehouse Shift Leader (Zmenový majster skladu), 3-shift", "Ponitrie Interior Systems spol. s r.o.", ""},
		{"Forklift Driver / Logistics Operator", "ProWork Personal s.r.o. (temporary agency) – assigned to Ponitrie Interior Systems spol. s r.o.", ""},
		{"Asystent ds. kadr i płac (HR & Payroll Assistant)", "Biuro Rachunkowe Kaczmarczyk i Wspólnicy Sp.j.", ""},
		{"Audit Assistant / Senior Auditor", "Costa Nogueira & Associados, SROC, Lda.", ""}})
}

// A header whose title a column wrapped onto the employer's line ("…
// Manufacturing clients" / "team, Wawel Payroll Services sp. z o.o.")
// is one header, and a translation in brackets in small letters does
// not make it a sentence; a sentence with a note in brackets stays one.
func TestTitleWrappedOntoEmployerLine(t *testing.T) {
	p := Parse("Kamila N\nkamila@example.com\nWork Experience\n" +
		"Payroll Specialist (Starszy specjalista ds. płac) – Manufacturing clients\n" +
		"team, Wawel Payroll Services sp. z o.o.\nJul, 2021 - Present\n" +
		"Monthly payroll for ca. 900 employees of 3 automotive production\nplants\n")
	wantRoles(t, p, [][3]string{{"Payroll Specialist (Starszy specjalista ds. płac) – Manufacturing clients team", "Wawel Payroll Services sp. z o.o.", ""}})
	if isHeaderLike("reduced scrap on line 3 (with the process engineer) by half") {
		t.Error("a sentence with a note read as a header")
	}
	if !isHeaderLike("Technik serwisu turbin wiatrowych (Wind Turbine Service Technician)") {
		t.Error("a title translated in brackets read as a sentence")
	}
}

// A grid of skills whose cells wrapped is joined cell by cell.
func TestWrappedSkillCells(t *testing.T) {
	got := parseSkillList([]string{"Cost accounting and  Monthly closing and", "product costing  group reporting (HGB, IFRS)", "Power BI  DATEV"})
	for _, w := range []string{"Cost accounting and product costing", "Monthly closing and group reporting", "Power BI", "DATEV"} {
		if !slices.Contains(got, w) {
			t.Errorf("skills %q lack %q", got, w)
		}
	}
	if got := parseSkillList([]string{"Excel  Word", "Outlook  Teams"}); len(got) != 4 {
		t.Errorf("rows of whole cells joined: %q", got)
	}
}
