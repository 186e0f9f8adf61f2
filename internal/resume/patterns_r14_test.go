package resume

import "testing"

// The rules read from the fourteenth writer's renderings (r14, a European
// renewable energy group's applicants): each case fails without its rule.

// Turkey's and Spain's legal forms end a company, and the word after
// "Ltd." in "Ltd. Şti." is the form's, not the company's town.
func TestParseTurkishAndSpanishLegalForms(t *testing.T) {
	got := rolesOf(`
PPA & Energy Trading Analyst, Karadağ Enerji Ticaret A.Ş.
Jan, 2023 - Present
Priced corporate PPAs.
Financial Analyst, Boğaziçi Finans Danışmanlık Ltd. Şti.
Jan, 2020 - Jan, 2023
Built valuation models.
Site Manager, Helioterra Renovables S.L.U.
Sep, 2016 - Dec, 2019
Ran a 150 MWp site.`)
	checkRolesR7(t, "legal forms", got, [][2]string{
		{"PPA & Energy Trading Analyst", "Karadağ Enerji Ticaret A.Ş."},
		{"Financial Analyst", "Boğaziçi Finans Danışmanlık Ltd. Şti."},
		{"Site Manager", "Helioterra Renovables S.L.U."},
	})
}

// A country written in its own language ends the place beside the dates,
// which is then not read as the title; and a title with a note in small
// letters in brackets before a company with its legal form is a header.
func TestPlaceInItsOwnLanguageAndTitleNote(t *testing.T) {
	got := rolesOf(`
Engenheiro de Comissionamento Sênior – Subestações 230/500 kV, Ventos do Potengi Energia Ltda.
August 2021 – Present · Natal, RN, Brasil
• Commissioned three substations
Electrician, contract (agency worker on wind farm installation), TechStaff Personaldienstleistungen GmbH
Sep, 2016 - May, 2017
Installed tower internals.`)
	checkRolesR7(t, "place and note", got, [][2]string{
		{"Engenheiro de Comissionamento Sênior – Subestações 230/500 kV", "Ventos do Potengi Energia Ltda."},
		{"Electrician, contract (agency worker on wind farm installation)", "TechStaff Personaldienstleistungen GmbH"},
	})
	if got[0].Location != "Natal, RN, Brasil" {
		t.Errorf("location %q", got[0].Location)
	}
}

// A wrapped sentence's end ("projects.") is not the Projects heading, and
// "Projects Experience" (a theme's name for projects) is not experience.
func TestSentenceEndIsNoHeading(t *testing.T) {
	if k := headingOf("projects."); k != "" {
		t.Errorf("projects. read as the %s heading", k)
	}
	if k := headingOf("Projects Experience"); k != secProjects {
		t.Errorf("Projects Experience read as %q", k)
	}
}

// Turkish, Polish, Spanish and Romanian degrees and schools; a school
// name wrapped after "din" (Romanian "of") or "im." is joined.
func TestParseEducationEuropeanRenewables(t *testing.T) {
	got := parseEducation([]string{
		"İktisat (Economics), Lisans, Marmara Kıyı Üniversitesi  2020",
		"Elektryk, Technik elektryk (dyplom zawodowy), Technikum Energetyczne im. Jana Zamoyskiego w Sławnie  2011",
		"Energías Renovables, Técnico Superior en Energías Renovables, IES Marismas del Guadiamar  2008",
		"Ingeniería Eléctrica, Grado en Ingeniería Eléctrica, Universidad Abierta del Sur  2015",
		"Prevención de Riesgos Laborales (Seguridad, Higiene, Ergonomía), Máster Universitario, Universidad Euro-Mediterránea de Andalucía (online)  2021",
		"Energetică industrială, Diplomă de inginer, Universitatea de Științe Aplicate din Constanța  2023",
	})
	checkSchools(t, got, [][2]string{
		{"İktisat (Economics), Lisans", "Marmara Kıyı Üniversitesi"},
		{"Elektryk, Technik elektryk (dyplom zawodowy)", "Technikum Energetyczne im. Jana Zamoyskiego w Sławnie"},
		{"Energías Renovables, Técnico Superior en Energías Renovables", "IES Marismas del Guadiamar"},
		{"Ingeniería Eléctrica, Grado en Ingeniería Eléctrica", "Universidad Abierta del Sur"},
		{"Prevención de Riesgos Laborales (Seguridad, Higiene, Ergonomía), Máster Universitario", "Universidad Euro-Mediterránea de Andalucía (online)"},
		{"Energetică industrială, Diplomă de inginer", "Universitatea de Științe Aplicate din Constanța"},
	})
	if !endsInConnector("Universitatea de Științe Aplicate din") {
		t.Error("a school name wrapped after din is read as whole")
	}
}
