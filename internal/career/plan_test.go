package career_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

func planFor(t *testing.T, from, to string, skills ...string) (*career.Plan, *career.Facts) {
	t.Helper()
	c := catalog.MustLoad()
	f := &career.Facts{Title: from, Skills: skills, Now: now}
	cur, target := f.Move(c, to)
	if target == nil {
		t.Fatalf("%s does not resolve", to)
	}
	return career.PlanFor(f, cur, target, to), f
}

// The three moves of issue 40, as an adviser would put them.
func TestPlanForIssueMoves(t *testing.T) {
	p, _ := planFor(t, "Product Manager", "Data Scientist")
	top := strings.ToLower(strings.Join(p.LearnNames(5), " | "))
	for _, want := range []string{"python", "statistics", "machine learning"} {
		if !strings.Contains(top, want) {
			t.Errorf("product manager -> data scientist: %s lacks %s", top, want)
		}
	}
	if strings.HasPrefix(top, "c |") {
		t.Errorf("product manager -> data scientist: %s", top)
	}

	p, _ = planFor(t, "Registered Nurse", "Nurse Practitioner")
	line := p.CredentialLine()
	for _, want := range []string{"Required:", "MSN or DNP", "board certification", "APRN licence", "state board of nursing", "Source: https://www.bls.gov/ooh/"} {
		if !strings.Contains(line, want) {
			t.Errorf("RN -> NP credential %q lacks %q", line, want)
		}
	}
	if p.Months[0] < 24 || p.Pay.Direction != "up" || p.LearnNames(1)[0] != "MSN or DNP from an accredited NP program" ||
		!strings.Contains(strings.ToLower(p.LearnNames(3)[1]), "pharmacology") {
		t.Errorf("RN -> NP: %v months, pay %s, learn %v", p.Months, p.Pay.Direction, p.LearnNames(5))
	}

	p, _ = planFor(t, "Electrician Apprentice", "Licensed Journeyman Electrician")
	if !strings.Contains(p.CredentialLine(), "Journeyman electrician licence") || !strings.Contains(p.LearnNames(1)[0], "National Electrical Code") ||
		p.Pay.Direction != "up" || p.Months[1] < 12 {
		t.Errorf("apprentice -> electrician: %s; %v; pay %s; %v", p.CredentialLine(), p.LearnNames(5), p.Pay.Direction, p.Months)
	}
}

// Nothing the person has (in their own words or an abbreviation) or has
// achieved, and never general office software.
func TestPlanLeavesOutWhatThePersonHas(t *testing.T) {
	c := catalog.MustLoad()
	p, _ := planFor(t, "Software Developer", "Data Scientist", "Python", "machine learning")
	for _, n := range p.LearnNames(20) {
		if stride.SkillsMatch(n, "Python") && !strings.Contains(n, "(") || strings.EqualFold(n, "Machine learning") {
			t.Errorf("learn %q, which the person has", n)
		}
	}
	f := &career.Facts{Title: "Software Developer", Achieved: []string{"Docker"}, Now: now}
	cur, to := f.Move(c, "Data Scientist")
	if names := career.PlanFor(f, cur, to, "Data Scientist").LearnNames(30); slices.Contains(names, "Docker") {
		t.Errorf("achieved Docker proposed again: %v", names)
	}
	// A nurse who lists electronic health records is not told to learn EHR.
	for i := range c.Occupations {
		o := &c.Occupations[i]
		pl := career.PlanFor(&career.Facts{Skills: []string{"Epic EHR charting", "Electronic Health Records"}}, nil, o, "")
		for _, it := range pl.Learn {
			if career.OfficeTool(it.Name) {
				t.Errorf("%s: office tool %q to learn", o.Title, it.Name)
			}
			if k := stride.SkillKey(it.Name); k == stride.SkillKey("EHR") || k == stride.SkillKey("Electronic health records software") {
				t.Errorf("%s: %q to learn for someone who lists EHR", o.Title, it.Name)
			}
			if it.Why == "" {
				t.Errorf("%s: %q says not why", o.Title, it.Name)
			}
		}
	}
}

func TestMovesResolveForThePerson(t *testing.T) {
	c := catalog.MustLoad()
	f := &career.Facts{Title: "Software Engineer"}
	if _, to := f.Move(c, "Engineering Manager"); to == nil || to.Title != "Computer and Information Systems Managers" {
		t.Errorf("software engineer -> engineering manager: %v", to)
	}
	f = &career.Facts{Title: "Data Analyst"}
	from, to := f.Move(c, "Data Scientist")
	if from == nil || to == nil || from.Code == to.Code {
		t.Errorf("data analyst -> data scientist starts where it ends: %v %v", from, to)
	}
	if p := career.PlanFor(f, from, to, "Data Scientist"); len(p.Learn) < 5 {
		t.Errorf("data analyst -> data scientist: %v", p.LearnNames(5))
	}
}

// The licence table: every row sourced and complete, and the licences a
// reviewer expects named.
func TestCredentialTable(t *testing.T) {
	c := catalog.MustLoad()
	socs := map[string]bool{}
	for _, o := range c.Occupations {
		socs[catalog.SOC(o.Code)] = true
	}
	for _, cr := range career.Credentials {
		if !strings.HasPrefix(cr.Source, "https://") || len(cr.Learn) < 3 || len(cr.Steps) == 0 || cr.Authority == "" ||
			cr.Months[0] <= 0 || cr.Months[0] > cr.Months[1] {
			t.Errorf("incomplete row %+v", cr)
		}
		for _, s := range cr.SOC {
			if !socs[s] {
				t.Errorf("%s: SOC %s not in the catalogue", cr.Name, s)
			}
		}
		if cr.Occupation != "" && c.Occupation(cr.Occupation) == nil {
			t.Errorf("%s: occupation %s not in the catalogue", cr.Name, cr.Occupation)
		}
	}
	for role, want := range map[string]string{
		"Registered Nurse": "NCLEX-RN", "Nurse Practitioner": "APRN", "LPN": "NCLEX-PN", "Electrician": "Journeyman electrician",
		"Plumber": "plumber licence", "HVAC Technician": "EPA Section 608", "Elementary School Teacher": "teaching licence",
		"Mental Health Counselor": "LPC", "Licensed Clinical Social Worker": "LCSW", "CPA": "Uniform CPA Exam",
		"Truck Driver": "CDL Class A", "Real Estate Agent": "real estate salesperson licence", "Lawyer": "bar exam",
		"Pharmacist": "NAPLEX", "Paramedic": "NREMT", "Police Officer": "POST", "Dental Hygienist": "NBDHE", "Physician Assistant": "PANCE",
		"Insurance Agent": "insurance producer licence", "Financial Advisor": "Series 7", "Loan Officer": "NMLS", "Cosmetologist": "Cosmetology licence",
		"Aircraft Mechanic": "A&P", "Physical Therapist": "NPTE", "School Principal": "administrator licence", "Welding Inspector": "CWI",
	} {
		f := &career.Facts{}
		to := f.Target(c, role)
		p := career.PlanFor(f, nil, to, role)
		if p == nil || !strings.Contains(strings.ToLower(p.CredentialLine()), strings.ToLower(want)) {
			t.Errorf("%s: credential %q lacks %q", role, p.CredentialLine(), want)
		}
	}
}

// Milestone plans last as long as the move does, not six months each.
func TestMilestonesSpanTheMove(t *testing.T) {
	c := catalog.MustLoad()
	role := "Nurse Practitioner"
	g := &stride.CareerGoal{ID: "g", UserID: "u", TargetRole: &role}
	ms := career.Milestones(c, &career.Facts{Title: "Registered Nurse", Postings: career.NewPostings(nil, now), Now: now}, g)
	last := *ms[len(ms)-1].TargetDate
	if last.Before(now.AddDate(0, 30, 0)) {
		t.Errorf("RN -> NP milestones end %v", last)
	}
	role = "Truck Driver"
	ms = career.Milestones(c, &career.Facts{Title: "Warehouse Worker", Postings: career.NewPostings(nil, now), Now: now}, g)
	if last := *ms[len(ms)-1].TargetDate; last.After(now.AddDate(0, 4, 0)) {
		t.Errorf("warehouse worker -> truck driver milestones end %v", last)
	}
}

// Insights, the goal's analysis and the analysis gap show the same list.
func TestOneListEverywhere(t *testing.T) {
	c := catalog.MustLoad()
	role := "Nurse Practitioner"
	g := stride.CareerGoal{ID: "g", UserID: "u", TargetRole: &role, Status: stride.GoalActive}
	f := &career.Facts{Title: "Registered Nurse", Skills: []string{"patient assessment"}, Goals: []stride.CareerGoal{g},
		Postings: career.NewPostings(nil, now), Now: now}
	from, to := f.Move(c, role)
	want := career.PlanFor(f, from, to, role).LearnNames(5)
	a := career.Analyze(c, f)
	if got := a.CurrentState.SkillsGap[:5]; !slices.Equal(got, want) {
		t.Errorf("analysis gap %v, plan %v", got, want)
	}
	if got := a.CareerPaths[0].Requirements; !slices.Equal(got, want) {
		t.Errorf("analysis path %v, plan %v", got, want)
	}
	if !strings.Contains(string(career.GoalAnalysis(c, f, &g)), `"missingSkills":["`+strings.Join(want, `","`)+`"]`) {
		t.Errorf("goal analysis %s, plan %v", career.GoalAnalysis(c, f, &g), want)
	}
	// The insight and the milestones take the topics; the exam is a
	// certification milestone of its own.
	var topics []string
	for _, it := range career.PlanFor(f, from, to, role).Topics() {
		topics = append(topics, it.Name)
	}
	found := false
	for _, in := range career.Insights(c, f) {
		if in.Title == "Learn "+topics[0]+" next" {
			found = true
		}
	}
	if !found {
		t.Errorf("no insight to learn %s next", topics[0])
	}
	ms := career.Milestones(c, f, &g)
	for i, w := range topics[:3] {
		if ms[i].Title != "Learn "+w {
			t.Errorf("milestone %d %q, plan %q", i, ms[i].Title, w)
		}
	}
}

// A current title said with an aside after it ("home health aide through
// an agency, 52", "med-surg RN on nights, picks up a lot of overtime")
// names its occupation, so the move's pay can be compared.
func TestCurrentTitleWithAnAside(t *testing.T) {
	c := catalog.MustLoad()
	for title, want := range map[string]string{
		"home health aide through an agency, 52":                "Home Health Aides",
		"med-surg RN on nights, picks up a lot of overtime, 49": "Registered Nurses",
	} {
		f := &career.Facts{Title: title}
		if o := f.Occupation(c); o == nil || o.Title != want {
			t.Errorf("%q: occupation %v, want %s", title, o, want)
		}
		if from, _ := f.Move(c, "dialysis tech"); from == nil || from.Title != want {
			t.Errorf("%q: moves from %v, want %s", title, from, want)
		}
	}
	f := &career.Facts{Title: "home health aide through an agency, 52"}
	from, to := f.Move(c, "dialysis tech")
	if p := career.PayFor(from, to, f.Title, "dialysis tech"); p.Direction != "up" {
		t.Errorf("home health aide -> dialysis tech: pay %+v, want up", p)
	}
}

// Titles the tenth career-move writer used that the resolver reads by
// their head or a hand placement, and what Stride then tells: a mediator
// needs no law licence, a death investigator the ABMDI registry, a cancer
// registrar the CTR; a wage a placement disowns gives no pay direction.
func TestTenthWritersTitles(t *testing.T) {
	c := catalog.MustLoad()
	for title, want := range map[string]string{
		"Linux sysadmin at a web hosting company, 37":           "15-1244.00",
		"Army 12N horizontal construction engineer, separating": "47-2073.00",
		"church office administrator, 50":                       "43-6014.00",
		"golf course grounds crew, 24":                          "37-3011.00",
		"removal tech at a funeral home, 34":                    "39-4021.00",
	} {
		f := &career.Facts{Title: title}
		if o := f.Occupation(c); o == nil || o.Code != want {
			t.Errorf("%q: occupation %v, want %s", title, o, want)
		}
	}
	f := &career.Facts{Title: "customer service rep at a pharmacy benefits call center, 30"}
	from, to := f.Move(c, "digital accessibility tester")
	if to == nil || to.Code != "15-1253.00" {
		t.Fatalf("accessibility tester: %v", to)
	}
	if p := career.PayFor(from, to, f.Title, "digital accessibility tester"); p.Direction != "" || !strings.Contains(p.Note, "No pay comparison") {
		t.Errorf("accessibility tester pay %+v, want no direction", p)
	}
	for role, want := range map[string]string{"family mediator for the courts": "mediation training", "death investigator at the county medical examiner's office": "ABMDI", "cancer registrar": "CTR"} {
		f := &career.Facts{Title: "retired HR director, 61"}
		_, to := f.Move(c, role)
		cr := career.CredentialFor(to, role)
		if cr == nil || !strings.Contains(cr.Name, want) || strings.Contains(cr.Name, "Law licence") || cr.Months[1] > 36 {
			t.Errorf("%s: credential %+v, want %s", role, cr, want)
		}
	}
}

// Titles from the eleventh writer's moves (c11), after its one look: each
// target read as the occupation an adviser would name, a trade taught at
// a college asking for the trade rather than a doctorate, and a target
// Stride cannot place never swapped for one it can.
func TestEleventhWritersTitles(t *testing.T) {
	c := catalog.MustLoad()
	from := &career.Facts{Title: "landscaper, 36"}
	for role, want := range map[string]string{
		"deckhand on harbor tugboats":                          "53-5011.00",
		"Power BI developer":                                   "15-2051.01",
		"semiconductor fab technician":                         "51-9141.00",
		"audiobook narrator":                                   "27-2011.00",
		"ServiceNow administrator":                             "15-1244.00",
		"e-discovery and litigation support specialist":        "23-2011.00",
		"reentry case manager":                                 "21-1093.00",
		"operator at a fuel terminal or pipeline pump station": "51-8093.00",
		"union sheet metal apprentice":                         "47-2211.00",
		"owner of my own food truck":                           "11-9051.00",
		"HVAC instructor at the community college":             "25-1194.00",
	} {
		if o := from.Target(c, role); o == nil || o.Code != want {
			t.Errorf("%q: target %v, want %s", role, o, want)
		}
	}
	for title, want := range map[string]string{
		"Navy yeoman (YN1), retiring after 20 years, 39":       "43-6014.00",
		"Army 92F petroleum supply specialist, separating, 26": "51-8093.00",
	} {
		if o := (&career.Facts{Title: title}).Occupation(c); o == nil || o.Code != want {
			t.Errorf("%q: occupation %v, want %s", title, o, want)
		}
	}
	f := &career.Facts{Title: "HVAC service tech, 57"}
	_, to := f.Move(c, "HVAC instructor at the community college")
	if cr := career.CredentialFor(to, "HVAC instructor at the community college"); cr == nil || strings.Contains(cr.Name, "Doctoral") || cr.Required || cr.Months[1] > 12 {
		t.Errorf("HVAC instructor: credential %+v, want the trade's experience and certifications", cr)
	}
}

func TestUnplacedTargetIsNotSwapped(t *testing.T) {
	c := catalog.MustLoad()
	role := "DOJ accredited representative doing immigration cases"
	g := stride.CareerGoal{ID: "g1", UserID: "u1", Title: "Become one", TargetRole: &role, Status: stride.GoalActive}
	f := &career.Facts{Title: "intake worker at an immigrant services nonprofit", Skills: []string{"Intake interviews", "Spanish"},
		Goals: []stride.CareerGoal{g}, Postings: career.NewPostings(nil, time.Now()), Now: time.Now()}
	a := career.Analyze(c, f)
	if a.TargetOccupation != "" || a.SalaryPotential.Direction != "" || a.SalaryPotential.Potential != nil {
		t.Errorf("an unplaced target read as %q, pay %q", a.TargetOccupation, a.SalaryPotential.Direction)
	}
	if !strings.Contains(a.SalaryPotential.Note, "cannot match") || !slices.ContainsFunc(a.Advice, func(s string) bool { return strings.Contains(s, role) }) {
		t.Errorf("note %q, advice %q: neither says the target is not placed", a.SalaryPotential.Note, a.Advice)
	}
	f = &career.Facts{Title: "collections and loss mitigation rep at a mortgage servicer", Now: time.Now(), Postings: career.NewPostings(nil, time.Now())}
	if a := career.Analyze(c, f); !strings.Contains(a.SalaryPotential.Note, "cannot match your current title") {
		t.Errorf("an unplaced current title: note %q", a.SalaryPotential.Note)
	}
}

// A person who writes the job they trained for abroad and the one they
// do now ("working as a …", "now a …") is compared from the job they do
// now: a dentist from Iran working as a dental assistant earns a dental
// assistant's pay until licensed here.
func TestMoveFromTheJobHeldNow(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range []struct{ from, to, now, pay string }{
		{"dentist from Iran, 38, practiced 10 years in Tehran, not licensed here, working as a dental assistant", "licensed dentist here", "31-9091.00", "up"},
		{"bank branch manager from Afghanistan, 41, came on an SIV in 2022, now a teller at a big bank", "branch manager at the bank", "43-3071.00", "up"},
		// A clause Stride cannot place leaves the title as written.
		{"bricklayer from Guatemala, 36, doing odd jobs", "bricklayer in the union", "47-2021.00", ""},
	} {
		role := m.to
		g := stride.CareerGoal{ID: "g1", UserID: "u1", Title: "Become one", TargetRole: &role, Status: stride.GoalActive}
		f := &career.Facts{Title: m.from, Goals: []stride.CareerGoal{g}, Postings: career.NewPostings(nil, time.Now()), Now: time.Now()}
		if o := f.Occupation(c); o == nil || o.Code != m.now {
			t.Errorf("%q: occupation %v, want %s", m.from, o, m.now)
		}
		if a := career.Analyze(c, f); m.pay != "" && a.SalaryPotential.Direction != m.pay {
			t.Errorf("%q -> %q: pay %q (%s), want %s", m.from, m.to, a.SalaryPotential.Direction, a.SalaryPotential.Note, m.pay)
		}
	}
}

// A person trained or licensed in another country is told first to have
// their education evaluated when the target requires a licence; a person
// who says only where they were born is not.
func TestEvaluationOfEducationFromAbroad(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range []struct {
		from, to string
		want     bool
	}{
		{"dentist from Iran, 38, not licensed here, working as a dental assistant", "licensed dentist", true},
		{"physical therapist, 31, licensed there, working as a rehab aide", "physical therapist", true},
		{"bookkeeper at a family furniture store, 61, came from Cuba in 1980", "CPA", false},
		{"interior designer from Ukraine, 36, now a sales associate at a furniture store", "graphic designer", false}, // no licence
	} {
		f := &career.Facts{Title: m.from, Now: time.Now()}
		from, to := f.Move(c, m.to)
		p := career.PlanFor(f, from, to, m.to)
		got := p != nil && len(p.Learn) > 0 && strings.HasPrefix(p.Learn[0].Name, "Evaluation of your education from abroad")
		if got != m.want {
			t.Errorf("%q -> %q: evaluation first %v, want %v (%v)", m.from, m.to, got, m.want, p.Learn)
		}
	}
}
