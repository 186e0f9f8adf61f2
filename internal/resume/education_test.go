package resume

import "testing"

// checkSchools compares degree and school, entry by entry.
func checkSchools(t *testing.T, got []Education, want [][2]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("education %+v", got)
	}
	for i, w := range want {
		if got[i].Degree != w[0] || got[i].School != w[1] {
			t.Errorf("entry %d: %q | %q, want %q", i, got[i].Degree, got[i].School, w)
		}
	}
}

// A provider that names no school or degree, with its dates, is an entry
// of its own, and the school after it with its own dates another; a
// training programme, a specialist degree and a high-school diploma are
// degrees.
func TestParseEducationProvidersAndDates(t *testing.T) {
	got := parseEducation([]string{
		"Digital Skills Pioneers Programme – Ministry of Labour  2023-01 — 2023-06",
		"Cloud Support (Microsoft track)",
		"Training program (6 months)",
		"",
		"Red Sea Higher Institute for Tourism, Hurghada  2009 — 2013",
		"Tourism Studies",
		"Bachelor of Tourism and Hotels",
	})
	checkSchools(t, got, [][2]string{
		{"Training program (6 months)", "Digital Skills Pioneers Programme – Ministry of Labour"},
		{"Bachelor of Tourism and Hotels", "Red Sea Higher Institute for Tourism, Hurghada"},
	})
	for _, d := range []string{"Specialist degree", "High school diploma", "Máster Propio", "Pregrado", "Intermediate (F.Sc.)"} {
		if !isDegree(d) {
			t.Errorf("%q is no degree", d)
		}
	}
	if isDegree("English — Intermediate") {
		t.Error(`"English — Intermediate" read as a degree`)
	}
}

// A provider's name wrapped after the line of its dates goes on; a
// degree's short form wrapped onto the next line stays with it; a
// university corporation and a board of secondary education are schools.
func TestParseEducationWraps(t *testing.T) {
	got := parseEducation([]string{
		"North Prairie River  2022-09 - Present",
		"University - Hollis School",
		"of Business",
		"Lake Verdant State University  2010-09 - 2014-05",
	})
	checkSchools(t, got, [][2]string{
		{"", "North Prairie River University - Hollis School of Business"},
		{"", "Lake Verdant State University"},
	})
	got = parseEducation([]string{
		"Operations Management, Master of Business Administration",
		"(MBA), Sindh Institute of Business Studies",
		"Jan, 2010 - Jan, 2012",
		"",
		"Enfermería, Pregrado, Corporación Universitaria del Norte",
		"Aug, 2006 - Dec, 2011",
		"",
		"Science, Intermediate (F.Sc.), Board of Intermediate and Secondary Education, Karachi",
		"- Jan, 2006",
	})
	checkSchools(t, got, [][2]string{
		{"Operations Management, Master of Business Administration (MBA)", "Sindh Institute of Business Studies"},
		{"Enfermería, Pregrado", "Corporación Universitaria del Norte"},
		{"Science, Intermediate (F.Sc.)", "Board of Intermediate and Secondary Education, Karachi"},
	})
}

// The professional title a degree confers, after a dash, is part of the
// degree ("Pregrado – Enfermera Profesional").
func TestParseDegreeWithProfessionalTitle(t *testing.T) {
	got := parseEducation([]string{
		"Corporación Universitaria del Caribe  Aug 2007 - Dec 2012",
		"Pregrado – Enfermera Profesional in Enfermería",
	})
	checkSchools(t, got, [][2]string{{"Pregrado – Enfermera Profesional in Enfermería", "Corporación Universitaria del Caribe"}})
}

// A degree's expected date in brackets stays in the degree; taking it
// out once left "B.S. (expected )".
func TestParseDegreeExpectedDate(t *testing.T) {
	got := parseEducation([]string{
		"B.S. (expected 05/2027), Human Resource Management",
		"Harbor Online University | 01/2023 – Present",
	})
	checkSchools(t, got, [][2]string{{"B.S. (expected 05/2027), Human Resource Management", "Harbor Online University"}})
	if got[0].GraduationDate != "2027-05" {
		t.Errorf("graduation %q, want 2027-05", got[0].GraduationDate)
	}
}

// Degrees and schools as Indonesia, Portugal, Brazil and Sweden name them;
// the pass a school-leaving certificate was endorsed with stays with it,
// after a dash, before a comma or "at", or wrapped onto the next line.
func TestParseEducationOtherCountriesAndPasses(t *testing.T) {
	for _, d := range []string{"Sarjana Ekonomi (S.E.)", "Curso Profissional (12.º ano, Nível 4 do QNQ)", "Kandidatexamen i ekonomi"} {
		if !isDegree(d) {
			t.Errorf("%q is no degree", d)
		}
	}
	got := parseEducation([]string{
		"Universitas Widya Nusantara Surabaya  2010-09 — 2014-02",
		"Akuntansi (Accounting)",
		"Sarjana Ekonomi (S.E.)",
		"Centro Universitário Serra Verde (EAD)  2016 — 2019",
		"Hisingens Vuxenutbildning  2019 — 2020",
		"National Senior Certificate (Matric) – Bachelor's pass, Edendale Heights Secondary School",
		"National Senior Certificate (Matric) – Bachelor's pass at Edendale Heights Secondary School",
		"Edendale Heights Secondary School",
		"National Senior Certificate (Matric)",
		"– Bachelor's pass",
	})
	checkSchools(t, got, [][2]string{
		{"Sarjana Ekonomi (S.E.)", "Universitas Widya Nusantara Surabaya"},
		{"", "Centro Universitário Serra Verde (EAD)"},
		{"", "Hisingens Vuxenutbildning"},
		{"National Senior Certificate (Matric) - Bachelor's pass", "Edendale Heights Secondary School"},
		{"National Senior Certificate (Matric) - Bachelor's pass", "Edendale Heights Secondary School"},
		{"National Senior Certificate (Matric) - Bachelor's pass", "Edendale Heights Secondary School"},
	})
}

// The engineer's degree of Spanish- and Portuguese-speaking countries,
// degrees written as acronyms (OSSD, PGDBA), apprenticeship technical
// training; schools that are training bodies or Irish colleges.
func TestParseEducationEngineersAndTrainingBodies(t *testing.T) {
	for _, d := range []string{"Ingeniero Civil", "Ingeniera Industrial", "Engenheira Mecânica", "OSSD", "PGDBA", "Technical training"} {
		if !isDegree(d) {
			t.Errorf("%q is no degree", d)
		}
	}
	for _, d := range []string{"Ingeniero de Planeación", "Ingeniera de Terreno"} {
		if isDegree(d) {
			t.Errorf("the job title %q read as a degree", d)
		}
	}
	got := parseEducation([]string{
		"Universidad Técnica del Norte de Jalisco  2004-08 — 2009-06",
		" Ingeniería Industrial",
		"Ingeniera Industrial",
		"Saskatchewan Apprenticeship and Industry Training  — 2016",
		" Welder",
		"Red Seal Journeyperson Certificate",
		"Prairie Lakes Institute of Technology  2012 — 2016",
		" Welding Apprenticeship – Periods 1 to 3",
		"Technical training",
		"Maple Hollow Secondary School  — 2010",
		"OSSD",
		"IOSH (via Northgate Safety Training Ltd)  — 2021-03",
		"IOSH Managing Safely Certificate",
		"Coláiste Mhuire, Ennis  — 2003",
		"Leaving Certificate",
	})
	checkSchools(t, got, [][2]string{
		{"Ingeniera Industrial", "Universidad Técnica del Norte de Jalisco"},
		{"Red Seal Journeyperson Certificate", "Saskatchewan Apprenticeship and Industry Training"},
		{"Technical training", "Prairie Lakes Institute of Technology"},
		{"OSSD", "Maple Hollow Secondary School"},
		{"IOSH Managing Safely Certificate", "IOSH (via Northgate Safety Training Ltd)"},
		{"Leaving Certificate", "Coláiste Mhuire, Ennis"},
	})
}
