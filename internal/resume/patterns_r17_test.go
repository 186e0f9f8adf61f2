package resume

import (
	"strings"
	"testing"
)

// Patterns from the seventeenth writer's resumes (r17, a Latin American
// agribusiness group, half of them in Spanish), after its one look.

// A town, a region Stride has no list of and a country is a place.
func TestTownRegionCountry(t *testing.T) {
	for _, s := range []string{"Mercedes, Soriano, Uruguay", "Rio Verde, Goiás, Brasil", "Cuatro Cañadas, Santa Cruz, Bolivia",
		"Santa Rita, Alto Paraná, Paraguay"} {
		if asLocation(s) != s {
			t.Errorf("asLocation(%q) = %q", s, asLocation(s))
		}
	}
	for _, s := range []string{"Software Engineer, Payments, Germany", "Granos del Litoral SA, Mercedes, Uruguay"} {
		if asLocation(s) != "" {
			t.Errorf("asLocation(%q) = %q, want none", s, asLocation(s))
		}
	}
	p := Parse("Martín Bertolotti\nmartin@example.net\nExperience\n" +
		"Gerente Regional de Producción Agrícola (Uruguay y Paraguay), Granos del Litoral SA\n" +
		"March 2021 – Present · Mercedes, Soriano, Uruguay\n• Llevé la superficie sembrada de 27.000 a 42.000 ha.\n")
	if len(p.Experience) != 1 {
		t.Fatalf("%d roles: %+v", len(p.Experience), p.Experience)
	}
	if e := p.Experience[0]; e.Title != "Gerente Regional de Producción Agrícola (Uruguay y Paraguay)" || e.Company != "Granos del Litoral SA" || e.Location != "Mercedes, Soriano, Uruguay" {
		t.Errorf("%q | %q | %q", e.Title, e.Company, e.Location)
	}
}

// Latin American school and technical qualifications are degrees; a
// school named for one ("Centro de Bachillerato …", "Instituto de
// Especialización …") is a school.
func TestLatinAmericanQualifications(t *testing.T) {
	for _, s := range []string{"Bachillerato Técnico", "Ensino Médio", "Contador Público", "Técnico en Mecánica Agrícola",
		"Diplomatura", "Diplomado", "Bachillerato en Ingeniería Informática",
		"Wyższa Szkoła Transportu i Logistyki Dolnego Śląska magister inżynier"} {
		if !isDegree(s) {
			t.Errorf("%q is no degree", s)
		}
	}
	for _, s := range []string{"Centro de Bachillerato Tecnológico Agropecuario Valle de Culiacán",
		"Instituto de Especialización Contable del Sur", "Grupo Agroindustrial Cordillera S.A."} {
		if isDegree(s) {
			t.Errorf("%q is a degree", s)
		}
	}
	for _, s := range []string{"Unidad Educativa Técnica Las Palmeras del Río", "Colégio Estadual Jardim Panorama",
		"Centro Agroindustrial La Granadilla"} {
		if !schoolRe.MatchString(s) {
			t.Errorf("%q is no school", s)
		}
	}
}

// A faculty after its university stays with it, by the dash the line
// has.
func TestFacultyKeepsItsDash(t *testing.T) {
	for in, want := range map[string]string{
		"Ingeniero Agrónomo, Universidad de la Pampa Húmeda — Facultad de Ciencias Agrarias": "Universidad de la Pampa Húmeda — Facultad de Ciencias Agrarias",
		"MBA | Great Plains University – Weston School of Business":                          "Great Plains University – Weston School of Business",
	} {
		parts := strings.SplitN(in, ", ", 2)
		line := in
		if len(parts) == 2 {
			line = parts[0] + " | " + parts[1]
		}
		if _, school, _ := splitEduLine(line); school != want {
			t.Errorf("splitEduLine(%q): school %q, want %q", line, school, want)
		}
	}
}

// A skill's length counts its words, not the small words that link them
// in English, Spanish or Portuguese.
func TestLongSkillNames(t *testing.T) {
	got := parseSkillList([]string{"Diagnóstico electrónico de tractores y cosechadoras", "Hedging with CME futures and options",
		"Costeo por campaña y por lote", "I am a hard-working person who always gives the best results"})
	if want := "Diagnóstico electrónico de tractores y cosechadoras|Hedging with CME futures and options|Costeo por campaña y por lote"; strings.Join(got, "|") != want {
		t.Errorf("parseSkillList = %q, want %q", strings.Join(got, "|"), want)
	}
}

// Spanish trade titles are titles, and a company with its legal form is
// the company beside a title with a unit after a dash.
func TestSpanishTradeTitles(t *testing.T) {
	for _, s := range []string{"Mecánico de Turno Nocturno", "Agrónomo de Campo", "Aprendiz SENA", "Coordinador Técnico de Cultivos"} {
		if titleScore(s) <= 0 {
			t.Errorf("%q is no title", s)
		}
	}
	var e Experience
	assignRole(&e, []string{"Software Developer I – Shared Technology Services", "Grupo Agroindustrial Cordillera S.A."})
	if e.Title != "Software Developer I – Shared Technology Services" || e.Company != "Grupo Agroindustrial Cordillera S.A." {
		t.Errorf("%q | %q", e.Title, e.Company)
	}
}

// A name above a sidebar's end, over a label whose job comes before a
// dash, is the name.
func TestNameAboveLabelWithDash(t *testing.T) {
	lines := []string{"CONTACT", "+51 956 555 218", "rosa@example.org", "SKILLS", "Cierres mensuales",
		"Rosa Elena Quispe Huamán", "Contadora Pública Colegiada — Costos y Tributación en Agroexportación", "PROFILE", "Contadora con 8 años."}
	if got := nameAboveTitle(lines); got != "Rosa Elena Quispe Huamán" {
		t.Errorf("nameAboveTitle = %q", got)
	}
}

// A header that ends with a Mexican town and its state abbreviated with a
// dot is a header: the dot ends no sentence.
func TestHeaderEndingInAbbreviatedState(t *testing.T) {
	p := Parse("Jesús Valenzuela\nj@example.com\nProfessional Experience\n" +
		"Nov 2013 – Jul 2015  Mecánico de Turno Nocturno, Agrícola Los Tres Ríos, Eldorado, Sin.\n" +
		"2010 – 2012  Ayudante de Mecánico, Taller Mecánico Hnos. Valenzuela, Culiacán, Sin.\n")
	want := [][3]string{{"Mecánico de Turno Nocturno", "Agrícola Los Tres Ríos", "Eldorado, Sin."},
		{"Ayudante de Mecánico", "Taller Mecánico Hnos. Valenzuela", "Culiacán, Sin."}}
	wantRoles(t, p, want)
}

// A degree before a school named for another ("Técnico en Mecánica
// Agrícola, Centro de Bachillerato Tecnológico …") is still a degree.
func TestDegreeBeforeSchoolNamedForOne(t *testing.T) {
	s := "Técnico en Mecánica Agrícola, Centro de Bachillerato Tecnológico Agropecuario Valle de Culiacán"
	if !isDegree(s) {
		t.Errorf("%q is no degree", s)
	}
	if d, sc := splitDegreeSchoolCommas(s); d != "Técnico en Mecánica Agrícola" || sc != "Centro de Bachillerato Tecnológico Agropecuario Valle de Culiacán" {
		t.Errorf("splitDegreeSchoolCommas = %q, %q", d, sc)
	}
}

// A faculty after a line that ends with its university, after a comma
// or "at", is the university's.
func TestFacultyAfterDegreeAndSchool(t *testing.T) {
	for in, want := range map[string]string{
		"MBA, Business Administration, Great Plains University – Weston School of Business":                        "Great Plains University – Weston School of Business",
		"Ingeniero Agrónomo Agronomía at Universidad de la Pampa Húmeda — Facultad de Ciencias Agrarias  Mar 2001": "Universidad de la Pampa Húmeda — Facultad de Ciencias Agrarias",
	} {
		if _, school, _ := splitEduLine(in); school != want {
			t.Errorf("splitEduLine(%q): school %q, want %q", in, school, want)
		}
	}
}
