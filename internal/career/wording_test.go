package career_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

func goalMilestones(t *testing.T, from, role string) []stride.CareerMilestone {
	t.Helper()
	g := stride.CareerGoal{ID: "g1", UserID: "u1", Title: "Become " + role, TargetRole: &role, Status: stride.GoalActive}
	f := &career.Facts{Title: from, Goals: []stride.CareerGoal{g}, Postings: career.NewPostings(nil, now), Now: now}
	return career.Milestones(catalog.MustLoad(), f, &g)
}

// TestPlanWording reads plans as a counsellor would: no "Granted by
// none", no licence line that reads as a requirement to hold none, no
// "Learn Administrative".
func TestPlanWording(t *testing.T) {
	p, _ := planFor(t, "Data Analyst", "Data Scientist")
	line := p.CredentialLine()
	if !strings.HasPrefix(line, "No licence required; usual: a portfolio of projects") || strings.Contains(line, "Granted by none") ||
		!strings.Contains(line, "Employers look at projects and degrees.") {
		t.Errorf("data scientist credential line: %s", line)
	}
	p, _ = planFor(t, "HR Assistant", "HR Manager")
	if line := p.CredentialLine(); !strings.HasPrefix(line, "Not required; usual: HR certification") || !strings.Contains(line, "Granted by SHRM or HRCI") {
		t.Errorf("HR manager credential line: %s", line)
	}
	p, _ = planFor(t, "Truck Driver", "Dispatcher")
	for _, n := range p.LearnNames(10) {
		if n == "Administrative" || n == "Coordination" || n == "Speaking" {
			t.Errorf("truck driver -> dispatcher: %q does not read as something to learn", n)
		}
	}
}

// TestMilestoneWording: milestones name the role as the person wrote it
// (not "Talk to three people working as a Securities, Commodities,"),
// with the right article.
func TestMilestoneWording(t *testing.T) {
	for _, tc := range []struct{ from, role, want string }{
		{"Bank Teller", "Financial Advisor", "Talk to three people working as a Financial Advisor"},
		{"HR Assistant", "HR Manager", "Talk to three people working as an HR Manager"},
		{"Graphic Designer", "UX Designer", "Talk to three people working as a UX Designer"},
		{"Mechanical Engineer", "Engineering Manager", "Apply to five Engineering Manager roles"},
	} {
		var titles []string
		for _, m := range goalMilestones(t, tc.from, tc.role) {
			titles = append(titles, m.Title)
		}
		if !strings.Contains(strings.Join(titles, " | "), tc.want) {
			t.Errorf("%s -> %s: %v, want %q", tc.from, tc.role, titles, tc.want)
		}
	}
}

// TestMilestoneSteps: a licence step the person's own occupation already
// requires is not proposed again, and due dates give a degree years, not
// weeks.
func TestMilestoneSteps(t *testing.T) {
	for _, m := range goalMilestones(t, "Police Officer", "Detective") {
		if strings.Contains(m.Title, "Police academy") {
			t.Errorf("police officer -> detective proposes %q", m.Title)
		}
	}
	due := map[string]time.Time{}
	for _, m := range goalMilestones(t, "Paralegal", "Lawyer") {
		due[m.Title] = *m.TargetDate
	}
	jd, bar := due["JD from an ABA-accredited law school"], due["Bar exam (UBE or state)"]
	if jd.IsZero() || bar.IsZero() || jd.Sub(due["Bachelor's degree and LSAT"]) < 365*24*time.Hour || bar.Sub(jd) > 120*24*time.Hour {
		t.Errorf("paralegal -> lawyer due dates: %v", due)
	}
	due = map[string]time.Time{}
	for _, m := range goalMilestones(t, "Plumber", "Master Plumber") {
		due[m.Title] = *m.TargetDate
	}
	// Years as a journeyman take longer than the exam after them.
	var years, exam time.Time
	for title, d := range due {
		switch {
		case strings.HasPrefix(title, "Years as a licensed journeyman"):
			years = d
		case title == "State master plumber exam":
			exam = d
		}
	}
	if years.IsZero() || exam.IsZero() || years.Sub(now) < exam.Sub(years) {
		t.Errorf("plumber -> master plumber due dates: %v", due)
	}
}

// TestTargetOwnTitle: a role that is an occupation's own title resolves
// to it, even when a related occupation lists it too.
func TestTargetOwnTitle(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "Marketing Coordinator"}
	if _, to := f.Move(c, "Marketing Manager"); to == nil || to.Title != "Marketing Managers" {
		t.Errorf("marketing coordinator -> marketing manager targets %v", to)
	}
}

// Both ways rows say a credential is not required read once.
func TestNoLicenceLine(t *testing.T) {
	p, _ := planFor(t, "Line Cook", "Chef")
	if line := p.CredentialLine(); !strings.HasPrefix(line, "No licence required; usual: food protection manager certification") || strings.Count(line, "required") != 1 {
		t.Errorf("chef credential line: %s", line)
	}
}

// TestLearnWhy: the reason of a topic names the credential or the
// occupation, never "the no licence".
func TestLearnWhy(t *testing.T) {
	p, _ := planFor(t, "Software Developer", "Data Scientist")
	if why := p.Learn[0].Why; strings.Contains(why, "no licence") || strings.Contains(why, "none") || !strings.Contains(why, "data scientists") {
		t.Errorf("why: %s", why)
	}
	p, _ = planFor(t, "Registered Nurse", "Nurse Practitioner")
	if why := p.Topics()[0].Why; !strings.HasPrefix(why, "Covered by the preparation for the nurse practitioner licence (state board of nursing); source: https://") {
		t.Errorf("why: %s", why)
	}
	if it := p.Learn[0]; it.Kind != career.KindProgram || !strings.HasPrefix(it.Why, "Required for the nurse practitioner licence (state board of nursing); source: https://") {
		t.Errorf("program %+v", it)
	}
}
