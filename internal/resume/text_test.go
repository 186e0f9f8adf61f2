package resume

import "testing"

// A PDF that draws an accent as a glyph of its own beside its letter
// (pdflatex does for letters its font lacks) reads as the one letter;
// acute and grave accents typed for apostrophes stay as they are.
func TestCleanTextJoinsSpacingAccents(t *testing.T) {
	for in, want := range map[string]string{
		"Site Supervisor, Waip¯a Civil Ltd": "Site Supervisor, Waipā Civil Ltd",
		"Walker & Sons, O¯torohanga":        "Walker & Sons, Ōtorohanga",
		"Rīga, Latvia; Tok¯ yo":             "Rīga, Latvia; Tok¯ yo",
		"Dvoˇrák":                           "Dvořák",
		"Don´t, Macdonald´s":                "Don´t, Macdonald´s",
		"¯¯a":                               "¯ā",
	} {
		if got := cleanText(in); got != want {
			t.Errorf("cleanText(%q) = %q, want %q", in, got, want)
		}
		if got := cleanText(cleanText(in)); got != cleanText(in) {
			t.Errorf("cleanText(%q) is not stable: %q", in, got)
		}
	}
	got := Parse("Hemi Tane\nhemi@example.nz\n\nExperience\nFeb 2023 – Present  Site Supervisor, Waip¯a Civil Ltd, Te Awamutu\n")
	checkRoles(t, got.Experience, [][]string{{"Site Supervisor", "Waipā Civil Ltd", "Te Awamutu"}})
}
