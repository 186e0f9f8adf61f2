package career_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

// The program to enrol in leads what to learn and the licensing exam
// follows the two topics that lead its preparation; the milestones show
// both as certification steps, never as "Learn …".
func TestExamOnTheList(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "Certified Nursing Assistant", Postings: career.NewPostings(nil, now), Now: now}
	from, to := f.Move(c, "Licensed Practical Nurse")
	p := career.PlanFor(f, from, to, "Licensed Practical Nurse")
	names := p.LearnNames(5)
	if len(names) < 4 || names[0] != "State-approved practical nursing program certificate" || names[3] != "Exam preparation: NCLEX-PN" {
		t.Fatalf("CNA -> LPN learns %v", names)
	}
	if it := p.Learn[3]; it.Kind != career.KindExam || !strings.HasPrefix(it.Why, "Required for the practical nurse licence (state board of nursing); source: https://") {
		t.Errorf("exam item %+v", it)
	}
	if p.Learn[0].Kind != career.KindProgram {
		t.Errorf("program item %+v", p.Learn[0])
	}
	for _, it := range p.Topics() {
		if it.Kind != "" {
			t.Errorf("topics hold %q", it.Name)
		}
	}
	exam := false
	for _, ms := range goalMilestones(t, "Certified Nursing Assistant", "Licensed Practical Nurse") {
		exam = exam || (ms.Title == "NCLEX-PN" && ms.Category == "certification")
		if strings.Contains(ms.Title, "Exam preparation") || ms.Title == "Learn State-approved practical nursing program certificate" {
			t.Errorf("milestone %q", ms.Title)
		}
	}
	if !exam {
		t.Error("no NCLEX-PN certification milestone")
	}
}

// A national board certification, an exam named by its acronym and a
// certification that is itself an exam are exams to prepare for.
func TestBoardCertificationIsAnExam(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range [][3]string{
		{"Registered Nurse", "Nurse Practitioner", "Exam preparation: National NP board certification (AANP or ANCC)"},
		{"Personal Trainer", "Physical Therapist Assistant", "Exam preparation: NPTE for PTAs"},
		{"IT Help Desk Technician", "Cybersecurity Analyst", "Exam preparation: CompTIA Security+"},
	} {
		f := &career.Facts{Title: m[0], Postings: career.NewPostings(nil, now), Now: now}
		from, to := f.Move(c, m[1])
		if names := career.PlanFor(f, from, to, m[1]).LearnNames(5); !slices.Contains(names, m[2]) {
			t.Errorf("%s -> %s learns %v", m[0], m[1], names)
		}
	}
}

// No exam when the credential's exam is optional, a promotion step, or
// the row asks for no licence; no program an apprentice is already in.
func TestNoExamWhenNotAsked(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range [][2]string{
		{"Legal Secretary", "Paralegal"},                    // NALA CP or NFPA exam (optional)
		{"Police Officer", "Detective"},                     // promotional exam and interview
		{"Middle School Teacher", "Instructional Designer"}, // no licence
	} {
		f := &career.Facts{Title: m[0], Postings: career.NewPostings(nil, now), Now: now}
		from, to := f.Move(c, m[1])
		for _, it := range career.PlanFor(f, from, to, m[1]).Learn {
			if it.Kind == career.KindExam {
				t.Errorf("%s -> %s: %q", m[0], m[1], it.Name)
			}
		}
	}
}

// Basic skills every occupation rates highly are never on the list.
func TestNoGeneralSkillsToLearn(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range [][2]string{{"Cashier", "Customer Service Representative"}, {"Warehouse Worker", "Claims Adjuster"}, {"Line Cook", "Food Service Manager"}} {
		f := &career.Facts{Title: m[0], Postings: career.NewPostings(nil, now), Now: now}
		from, to := f.Move(c, m[1])
		names := career.PlanFor(f, from, to, m[1]).LearnNames(20)
		for _, g := range []string{"English Language", "Reading Comprehension", "Active Listening", "Speaking and presenting", "Critical Thinking", "Writing"} {
			if slices.Contains(names, g) {
				t.Errorf("%s -> %s learns %q: %v", m[0], m[1], g, names)
			}
		}
	}
}

// A title the resolver cannot place whole is placed by its head.
func TestTargetByHead(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "customer service rep at an insurance company call centre"}
	from, to := f.Move(c, "licensed property and casualty insurance agent")
	if to == nil || catalog.SOC(to.Code) != "41-3021" || from == nil {
		t.Fatalf("CSR -> P&C agent: %v -> %v", from, to)
	}
	if p := career.PlanFor(f, from, to, "licensed property and casualty insurance agent"); p.Credential == nil || !p.Credential.Required {
		t.Errorf("P&C agent credential %v", p.Credential)
	}
}

// A rank is no civilian occupation; a trade named with its service is.
func TestMilitaryTitles(t *testing.T) {
	c := catalog.MustLoad()
	for title, want := range map[string]bool{
		"Air Force master sergeant, retiring after 20 years": false,
		"Army staff sergeant (E-6)":                          false,
		"Marine Corps motor transport operator, separating":  true,
		"Army 25B IT specialist, separating":                 true,
		"security supervisor":                                true,
	} {
		f := &career.Facts{Title: title}
		from, _ := f.Move(c, "Truck Driver")
		if (from != nil) != want || (!want && f.Occupation(c) != nil) {
			t.Errorf("%q reads as %v", title, from != nil)
		}
	}
}

// A military trade reads as its civilian trade, without its service and
// code.
func TestMilitaryTrades(t *testing.T) {
	c := catalog.MustLoad()
	for title, code := range map[string]string{
		"Army 68W combat medic, separating":                 "29-2042",
		"Marine Corps motor transport operator, separating": "53-3032",
		"Army 31B military police, separating":              "33-3051",
	} {
		f := &career.Facts{Title: title}
		from, _ := f.Move(c, "Registered Nurse")
		if from == nil || catalog.SOC(from.Code) != code {
			t.Errorf("%q reads as %v, want %s", title, from, code)
		}
	}
	// A motor transport operator moving to bus driving has a CDL route to
	// take, not nothing to learn.
	f := &career.Facts{Title: "Marine Corps motor transport operator, separating"}
	from, to := f.Move(c, "city transit bus operator")
	if p := career.PlanFor(f, from, to, "city transit bus operator"); len(p.Learn) == 0 || p.Learn[0].Kind == career.KindProgram {
		t.Errorf("motor transport operator -> bus operator: learn %v", p.LearnNames(5))
	}
}

// A role the person's own occupation names best is a step within it, not
// a neighbouring occupation.
func TestTargetWithinOwnOccupation(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "city code enforcement officer"}
	if to := f.Target(c, "commercial building inspector"); to == nil || catalog.SOC(to.Code) != "47-4011" {
		t.Errorf("code enforcement officer -> commercial building inspector targets %v", to)
	}
}

// A title's setting qualifies it ("conductor on a freight railroad" is a
// railroad conductor), and a neighbour of the person's occupation does not
// outrank the occupation the role names.
func TestTargetReadsTheSetting(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "Forklift driver at a distribution center"}
	if _, to := f.Move(c, "Conductor on a freight railroad"); to == nil || catalog.SOC(to.Code) != "53-4031" {
		t.Errorf("forklift driver -> freight conductor targets %v", to)
	}
}

// Titles as people write them after a layoff: the head of a long title,
// the last word when it names an occupation, a setting that starts with
// "after" or "whose"; nothing for a head that names only a kind of job.
func TestFromTitlesAsWritten(t *testing.T) {
	c := catalog.MustLoad()
	for title, code := range map[string]string{
		"Credit union teller":                                      "43-3071",
		"Newspaper reporter after the paper folded":                "27-3023",
		"Home-based medical transcriptionist whose contract ended": "31-9094",
		"Navy Master-at-Arms (MA1), separating":                    "33-3051",
		"Marketing coordinator at a regional retailer":             "13-1161",
		"Army 12B combat engineer, separating":                     "",
		"Call-centre team lead at a telecom":                       "",
	} {
		f := &career.Facts{Title: title}
		from, _ := f.Move(c, "Registered Nurse")
		got := ""
		if from != nil {
			got = catalog.SOC(from.Code)
		}
		if got != code {
			t.Errorf("%q reads as %q, want %q", title, got, code)
		}
	}
}
