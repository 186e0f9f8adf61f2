package eval

import (
	"math"
	"testing"

	"github.com/stride-oss/stride/internal/catalog"
)

func TestMetrics(t *testing.T) {
	if p := PrecisionAt([]int{2, 0, 1}, 10); p != 0.2 {
		t.Errorf("P@10 = %v", p)
	}
	if n := NDCGAt([]int{2, 1}, []int{1, 2, 0}, 10); math.Abs(n-1) > 1e-9 {
		t.Errorf("ideal order nDCG = %v", n)
	}
	if n := NDCGAt([]int{0, 0}, []int{1, 2, 0}, 10); n != 0 {
		t.Errorf("no hit nDCG = %v", n)
	}
	if a := AUC([]float64{3, 4}, []float64{1, 2}); a != 1 {
		t.Errorf("AUC separated = %v", a)
	}
	if a := AUC([]float64{1}, []float64{1}); a != 0.5 {
		t.Errorf("AUC tie = %v", a)
	}
}

func TestProfilesAreLabelledWithRealOccupations(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 40 {
		t.Fatalf("%d profiles", len(ps))
	}
	cat := catalog.MustLoad()
	g := NewGrader(cat)
	for _, p := range ps {
		if cat.Occupation(p.Code) == nil || len(p.Skills) < 4 || len(p.Skills) > 8 {
			t.Errorf("profile %+v", p)
		}
		code := p.Code
		if g.Grade(p.Code, &Posting{OccupationCode: &code}) != 2 {
			t.Errorf("%s: own code not grade 2", p.Title)
		}
	}
}
