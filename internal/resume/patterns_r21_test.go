package resume

import "testing"

// Patterns from the twenty-first writer's resumes (r21, a French food
// retail and consumer-goods group, one resume in French), after its one
// look.

// France's, Quebec's, Belgium's, Switzerland's and Spain's vocational
// qualifications are degrees (CAP and BP with their trade, Bac Pro,
// Titre professionnel, DEP, Bachelier, Certificado de profesionalidad),
// and a centre de formation or a CFA (centre de formation d'apprentis)
// is a school.
func TestFrenchVocationalQualifications(t *testing.T) {
	wantDegrees(t,
		[]string{"CAP Boucher in Boucherie", "BP Boucher", "DEP in Cuisine", "DEP", "Titre professionnel in Développeur web et web mobile (level 5)",
			"Bachelier in Accounting (evening classes)", "Certificado de profesionalidad in Frigorista", "Bac Pro Commerce", "CFC de gestionnaire du commerce de détail"},
		[]string{"Cape Town", "Depot Manager", "CAPEX planning"},
		[]string{"Centre de formation professionnelle Fernand-Lacasse", "CFA des Métiers de Cornouaille", "CFA Logistique Nord-Isère"})
	p := Parse("Loïc Le Guennec\nloic@example.com\nEducation\nCFA des Métiers de Cornouaille\nBP Boucher in Boucherie\nJan 2009 – Jan 2011\n" +
		"CFA des Métiers de Cornouaille\nCAP Boucher in Boucherie\nJan 2007 – Jan 2009\n")
	if len(p.Education) != 2 || p.Education[0].School != "CFA des Métiers de Cornouaille" || p.Education[0].Degree != "BP Boucher in Boucherie" ||
		p.Education[1].Degree != "CAP Boucher in Boucherie" {
		t.Errorf("education = %+v", p.Education)
	}
}

// A French town is written with its département's number ("Brest (29)"):
// a place, not a title or an employer; a butcher's titles begin with
// the trade ("Boucher – employé de rayon boucherie").
func TestFrenchPlacesAndTrades(t *testing.T) {
	for s, want := range map[string]bool{"Brest (29)": true, "Quimperlé (29)": true, "Ajaccio (2A)": true, "Fort-de-France (972)": true,
		"Brest": false, "Brest (99)": false, "Team Lead (12)": false} {
		if got := departmentPlace(s); got != want {
			t.Errorf("departmentPlace(%q) = %v", s, got)
		}
	}
	p := Parse("Loïc Le Guennec\nloic@example.com\nExperience\n" +
		"Chef de rayon boucherie traditionnelle (agent de maîtrise niveau 5)\nSolenne Distribution SAS\nJan 2020 – Present\nBrest (29)\n\n" +
		"Responsable du rayon boucherie traditionnelle et libre-service viande (CA annuel 3,1 M€).\n\n" +
		"Boucher – employé de rayon boucherie, niveau 4\nPrimevère Market Concarneau (franchisé)\nApr 2012 – Aug 2016\nConcarneau (29)\n\n" +
		"Service à la coupe, préparation des barquettes libre-service.\n")
	wantRoles(t, p, [][3]string{
		{"Chef de rayon boucherie traditionnelle (agent de maîtrise niveau 5)", "Solenne Distribution SAS", "Brest (29)"},
		{"Boucher – employé de rayon boucherie, niveau 4", "Primevère Market Concarneau (franchisé)", "Concarneau (29)"},
	})
}
