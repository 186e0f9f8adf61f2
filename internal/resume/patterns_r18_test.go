package resume

import (
	"testing"
)

// Patterns from the eighteenth writer's resumes (r18, a Gulf hospital
// group, one resume in French), after its one look.

// A middle initial does not count towards the four words of a name, and
// a capitalised particle ("Dela") is a word of it.
func TestNameWithInitialAndParticle(t *testing.T) {
	if got := findName([]string{"Maria Cristina R. Dela Peña", "Dubai, UAE · maria@example.com"}); got != "Maria Cristina R. Dela Peña" {
		t.Errorf("findName = %q", got)
	}
	if got := findName([]string{"Registered Nurse Medical Surgical Ward Dubai", "maria@example.com"}); got != "" {
		t.Errorf("a title took for a name: %q", got)
	}
}

// The qualifications of French-speaking and Indian nurses and British
// postgraduate certificates are degrees.
func TestNursingAndFrenchQualifications(t *testing.T) {
	wantDegrees(t,
		[]string{"Licence en Sciences Infirmières", "Licence", "Gestion hôtelière et touristique, Licence",
			"Licence (gestion hôtelière)", "Certificat de formation en soins d'hémodialyse (6 mois)",
			"General Nursing and Midwifery (GNM)", "PgCert Computed Tomography"},
		[]string{"Driving licence holder", "Licensed practical nurse"},
		nil)
}

// A school named only by its kind keeps the hospital it belongs to.
func TestSchoolOfNursingOfAHospital(t *testing.T) {
	if got := schoolName("School of Nursing, Bethany Mission Hospital, Kottayam"); got != "School of Nursing, Bethany Mission Hospital, Kottayam" {
		t.Errorf("schoolName = %q", got)
	}
	if got := schoolName("School of Business, Northeastern University, Boston, MA"); got != "School of Business" {
		t.Errorf("schoolName = %q", got)
	}
}

// Years that end a sentence wrapped from the line above are an
// achievement's, not a new role's.
func TestYearsEndingAWrappedSentence(t *testing.T) {
	p := Parse("Jinson Mathew\njinson@example.com\nExperience\n" +
		"Charge Nurse – Adult Medical ICU at Lusail Bay Medical City W.L.L.\n2022-02 – Present\n" +
		"Member of the hospital Nursing Practice Council and the Resuscitation\nCommittee\n" +
		"Acting Nurse Manager during annual leave of the Nurse Manager (total 14\nweeks in 2023–2024)\n" +
		"Part of the team which prepared the unit for Accreditation Canada survey in\n2018\n" +
		"Staff Nurse – Adult Medical ICU at Lusail Bay Medical City W.L.L.\n2019-09 – 2022-01\n" +
		"Managed patients on invasive and non-invasive ventilation\n")
	wantRoles(t, p, [][3]string{{"Charge Nurse – Adult Medical ICU", "Lusail Bay Medical City W.L.L.", ""},
		{"Staff Nurse – Adult Medical ICU", "Lusail Bay Medical City W.L.L.", ""}})
	if p.Experience[1].StartDate != "2019-09" {
		t.Errorf("second role from %q", p.Experience[1].StartDate)
	}
}

// A part naming the public body a hospital belongs to ("Galway (HSE)")
// stays with the employer; the place follows it.
func TestEmployerWithItsBody(t *testing.T) {
	c, loc := splitCompanyLocation("St. Brigid's University Hospital, Galway (HSE), Galway, Ireland")
	if c != "St. Brigid's University Hospital, Galway (HSE)" || loc != "Galway, Ireland" {
		t.Errorf("%q | %q", c, loc)
	}
	parts := splitRole("St. Brigid's University Hospital, Galway (HSE)")
	if len(parts) != 1 {
		t.Errorf("split into %q", parts)
	}
}

// French titles and country names read as such.
func TestFrenchTitlesAndCountries(t *testing.T) {
	p := Parse("Amira Ben Salah\namira@example.org\nExperience\n" +
		"Red Sea Renal Care Co.  2020-10 — \nInfirmière d'hémodialyse – équipe du soir\n" +
		"• Prise en charge de 4 à 5 patients par rotation\n" +
		"Infirmière principale en hémodialyse, Centre d'Hémodialyse Ennasr SARL\nJanuary 2016 – August 2020 · Tunis, Tunisie\n")
	wantRoles(t, p, [][3]string{{"Infirmière d'hémodialyse – équipe du soir", "Red Sea Renal Care Co.", ""},
		{"Infirmière principale en hémodialyse", "Centre d'Hémodialyse Ennasr SARL", "Tunis, Tunisie"}})
	if !countries["Arabie saoudite"] || !countries["Tunisie"] {
		t.Error("French country names unknown")
	}
}

// The headings of resumes written in French, Spanish, Portuguese and
// German open their sections.
func TestForeignHeadings(t *testing.T) {
	for line, want := range map[string]string{"Expérience professionnelle": secExperience, "FORMATION": secEducation,
		"Compétences :": secSkills, "Centres d'intérêt": secOther, "Experiencia laboral": secExperience,
		"Formación académica": secEducation, "Formação Acadêmica": secEducation, "Berufserfahrung": secExperience,
		"Ausbildung": secEducation, "EDV-Kenntnisse": secSkills, "Über mich": secSummary, "Sprachen": secOther} {
		if got := headingOf(line); got != want {
			t.Errorf("headingOf(%q) = %q, want %q", line, got, want)
		}
	}
	if got := headingOf("Ausbildung zum Elektroniker für Betriebstechnik"); got != "" {
		t.Errorf("a degree read as the heading %q", got)
	}
	p := Parse("Amira Ben Salah\namira@example.org\nExpérience professionnelle\n" +
		"Infirmière principale en hémodialyse, Centre d'Hémodialyse Ennasr SARL\nJanuary 2016 – August 2020 · Tunis, Tunisie\n" +
		"Formation\nLicence en Sciences Infirmières, École Supérieure des Sciences Infirmières El Amal, Sousse\n2010 – 2013\n")
	if len(p.Experience) != 1 || len(p.Education) != 1 || p.Education[0].Degree != "Licence en Sciences Infirmières" {
		t.Errorf("experience %+v, education %+v", p.Experience, p.Education)
	}
}
