package career_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// TestPayFor: a direction only where the BLS medians support one.
func TestPayFor(t *testing.T) {
	for _, tc := range []struct{ from, to, want, note string }{
		// Marketing managers' median is not a product manager's pay.
		{"Product Manager", "Data Scientist", "", "no wage for product managers"},
		// One BLS median for business intelligence analysts and data
		// scientists: "similar" would be a guess.
		{"Data Analyst", "Data Scientist", "", "cannot say"},
		{"Software Engineer", "Senior Software Engineer", "up", "more senior"},
		{"Plumber", "Master Plumber", "up", "more senior"},
		// "Master" in scrum master is no rank.
		{"Program Manager", "Scrum Master", "similar", "the same occupation"},
		{"Registered Nurse", "Nurse Practitioner", "up", "$93,600"},
		{"Help Desk Technician", "DevOps Engineer", "up", "software developers"},
		{"Police Officer", "Detective", "up", ""},
		// O*NET files machine learning engineers under three occupations
		// whose medians differ by about $30,000: no direction.
		{"Data Engineer", "Machine Learning Engineer", "", "no wage for machine learning engineers"},
		// Medians within 3% are similar even for a loosely fitting title:
		// a gap that small gives no direction either way.
		{"Youth Pastor", "Substance Use Counselor", "similar", "for substance abuse and behavioral disorder counselors"},
		// A credential or year-round work within one median is a raise.
		{"Seasonal Tax Preparer", "Enrolled Agent", "up", "licensed, certified or year-round"},
		{"Tax Preparer", "Tax Preparer", "similar", "the same occupation"},
		// A newcomer starts below the target's median: 5% more in
		// medians is about the same pay.
		{"Meat Trimmer", "Nursing Assistant", "similar", "starts below its median"},
		// A port of entry is no entry-level title, a master-at-arms no
		// master of a trade.
		{"Police Officer", "CBP officer at a port of entry", "", "cannot say"},
		{"Navy Master-at-Arms", "Customs and Border Protection Officer", "", "cannot say"},
	} {
		p, _ := planFor(t, tc.from, tc.to)
		if p.Pay.Direction != tc.want || !strings.Contains(p.Pay.Note, tc.note) {
			t.Errorf("%s -> %s: pay %q (%s), want %q with %q", tc.from, tc.to, p.Pay.Direction, p.Pay.Note, tc.want, tc.note)
		}
		if tc.want == "" && p.Pay.Change != "" {
			t.Errorf("%s -> %s: change %s without a direction", tc.from, tc.to, p.Pay.Change)
		}
	}
	// A loosely fitting title (an O*NET alternate title) gets a direction
	// for a wide gap, but no percentage.
	p, _ := planFor(t, "Welder", "Welding Inspector")
	if p.Pay.Direction != "" || p.Pay.Change != "" {
		t.Errorf("welder -> welding inspector: %q %q (%s)", p.Pay.Direction, p.Pay.Change, p.Pay.Note)
	}
	p, _ = planFor(t, "Registered Nurse", "Nurse Practitioner")
	if p.Pay.Change != "+38%" {
		t.Errorf("RN -> NP change %q", p.Pay.Change)
	}
	// An assembly line worker is an assembler, not a power-line worker
	// (the licence table's "line worker" inside another title).
	c := catalog.MustLoad()
	f := &career.Facts{Title: "Assembly line worker at an auto parts plant", Now: now}
	if cur, _ := f.Move(c, "Industrial Maintenance Technician"); cur == nil || !strings.Contains(cur.Title, "Assemblers") {
		t.Errorf("assembly line worker read as %v", cur)
	}
}
