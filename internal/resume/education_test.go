package resume

import "testing"

// Degree and school patterns beyond one country's forms.
func TestDegreeAndSchoolPatterns(t *testing.T) {
	for _, d := range []string{"Pharm.D.", "PharmD", "DVM", "D.D.S.", "DEC", "MEng (Hons)", "B.S."} {
		if !isDegree(d) {
			t.Errorf("isDegree(%q) = false", d)
		}
	}
	for _, s := range []string{"Université du Haut-Richelieu", "Cégep de Val-Morin", "École Polytechnique", "Lakeshore State University"} {
		if !schoolRe.MatchString(s) {
			t.Errorf("schoolRe misses %q", s)
		}
	}
	for _, s := range []string{"Universal Studios", "Schooling Ltd"} {
		if schoolRe.MatchString(s) {
			t.Errorf("schoolRe reads %q as a school", s)
		}
	}
}

// A city with an Australian state or Canadian province code is a place.
func TestRegionCodePlaces(t *testing.T) {
	for _, p := range []string{"Melbourne, VIC", "Sydney NSW 2000", "Toronto, ON", "Newcastle, NSW"} {
		if !looksLikePlace(p) {
			t.Errorf("looksLikePlace(%q) = false", p)
		}
	}
}
