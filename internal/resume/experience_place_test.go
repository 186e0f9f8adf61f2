package resume

import "testing"

// TestRolePlaceUnderDatesAndParagraphHighlights reads a theme's role
// (https://jsonresume.org themes print the role's place under its dates
// and each highlight as its own paragraph): the place is the role's
// location, not the start of its first highlight, and highlights stay
// apart while a highlight wrapped over two lines is joined.
func TestRolePlaceUnderDatesAndParagraphHighlights(t *testing.T) {
	text := `Maribel Reyes-Ortiz
maribel@example.com

Work
Registered Nurse - Cardiac Step-Down Unit
Desert Valley Medical Center
Mar 2021 – Present
Phoenix, AZ

Provide care for a 4-5 patient assignment on a 32-bed telemetry unit, including
post-PCI and heart-failure patients

Precepted 11 new-graduate nurses through a 12-week orientation program

Licensed Practical Nurse
Sunrise Senior Living Communities, Inc.
Aug 2014 – May 2017

Administered medications and treatments for 24 long-term care residents
`
	got := Parse(text).Experience
	if len(got) != 2 {
		t.Fatalf("%d roles, want 2: %+v", len(got), got)
	}
	if got[0].Location != "Phoenix, AZ" {
		t.Errorf("location %q, want Phoenix, AZ", got[0].Location)
	}
	want := "Provide care for a 4-5 patient assignment on a 32-bed telemetry unit, including post-PCI and heart-failure patients\nPrecepted 11 new-graduate nurses through a 12-week orientation program"
	if got[0].Description != want {
		t.Errorf("description\n%q\nwant\n%q", got[0].Description, want)
	}
	if got[1].Location != "" || got[1].Description != "Administered medications and treatments for 24 long-term care residents" {
		t.Errorf("second role %+v", got[1])
	}
}
