package career

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
)

// checkAddedRows checks rows added to the hand-written table: five or six
// topics to learn and none an office tool, months in order, a source
// (starting with sourcePrefix), steps, an authority and a name, and SOC
// codes and an occupation the catalogue holds.
func checkAddedRows(t *testing.T, c *catalog.Catalog, rows []Credential, sourcePrefix string) {
	t.Helper()
	socs := map[string]bool{}
	for _, o := range c.Occupations {
		socs[catalog.SOC(o.Code)] = true
	}
	for _, cr := range rows {
		if n := len(cr.Learn); n < 5 || n > 6 {
			t.Errorf("%s: %d topics to learn, want 5 or 6", cr.Name, n)
		}
		if cr.Months[0] <= 0 || cr.Months[0] > cr.Months[1] {
			t.Errorf("%s: months %v", cr.Name, cr.Months)
		}
		if !strings.HasPrefix(cr.Source, sourcePrefix) || len(cr.Steps) == 0 || cr.Authority == "" || cr.Name == "" {
			t.Errorf("incomplete row %+v", cr)
		}
		if len(cr.SOC) == 0 {
			t.Errorf("%s: no SOC code", cr.Name)
		}
		for _, s := range cr.SOC {
			if !socs[s] {
				t.Errorf("%s: SOC %s not in the catalogue", cr.Name, s)
			}
		}
		if cr.Occupation != "" && c.Occupation(cr.Occupation) == nil {
			t.Errorf("%s: occupation %s not in the catalogue", cr.Name, cr.Occupation)
		}
		for _, topic := range cr.Learn {
			if OfficeTool(topic) {
				t.Errorf("%s: office tool %q to learn", cr.Name, topic)
			}
		}
	}
}

// The added rows: complete, in the catalogue, and neither shadowing nor
// shadowed by another row for the same occupation.
func TestMoreCredentialRows(t *testing.T) {
	c := catalog.MustLoad()
	added := slices.Concat(moreCredentials, moreTradeCredentials, moreCredentials2)
	if n := len(moreCredentials) + len(moreTradeCredentials); n < 70 {
		t.Errorf("%d added rows in the first batch, want at least 70", n)
	}
	if n := len(moreCredentials2) + len(moreTitledCredentials2); n < 80 {
		t.Errorf("%d added rows in the second batch, want at least 80", n)
	}
	checkAddedRows(t, c, slices.Concat(added, moreTitledCredentials, moreTitledCredentials2), "https://")
	// CredentialFor takes the first row without titles for an occupation:
	// an added row for a code another such row claims would never be seen
	// (or would hide the first).
	claimed := map[string]string{}
	for _, cr := range Credentials {
		if len(cr.Titles) > 0 {
			continue
		}
		for _, s := range cr.SOC {
			if prev, ok := claimed[s]; ok {
				for _, a := range added {
					if a.Name == cr.Name || a.Name == prev {
						t.Errorf("SOC %s claimed by %q and %q", s, prev, cr.Name)
						break
					}
				}
			}
			claimed[s] = cr.Name
		}
	}
	// And CredentialFor gives each added occupation its row.
	for i := range added {
		cr := &added[i]
		if len(cr.Titles) > 0 {
			continue
		}
		for _, s := range cr.SOC {
			o := c.Occupation(s + ".00")
			if o == nil {
				continue
			}
			if got := CredentialFor(o, ""); got == nil || got.Name != cr.Name {
				t.Errorf("%s: credential %v, want %q", s, got, cr.Name)
			}
		}
	}
}

// For occupations that had no row, what to learn now starts with the
// adviser's first topic rather than O*NET's generic knowledge areas.
func TestMoreCredentialsLeadWhatToLearn(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range []struct{ from, to, code, first string }{
		{"Maintenance Worker", "Industrial Maintenance Mechanic", "49-9041", "Hydraulics and pneumatics"},
		{"Line Cook", "Executive Chef", "35-1011", "Menu costing and food cost control"},
		{"Customer Service Representative", "Claims Adjuster", "13-1031", "Coverage analysis and policy interpretation"},
		{"Medical Assistant", "Diagnostic Medical Sonographer", "29-2032", "Sonographic physics and instrumentation (SPI)"},
		{"Warehouse Supervisor", "Logistician", "13-1081", "Supply chain planning and demand forecasting"},
		{"Correctional Officer", "Probation Officer", "21-1092", "Risk and needs assessment"},
		{"Construction Laborer", "Carpenter", "47-2031", "Framing: floors, walls and roofs"},
	} {
		checkLeads(t, c, m.from, m.to, m.code, m.first, time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	}
}

// checkLeads checks that a move into to resolves to the SOC code, that its
// plan names a credential, leads its topics with first and proposes no
// "English Language"; it returns the plan (nil when the move resolves
// elsewhere).
func checkLeads(t *testing.T, c *catalog.Catalog, fromTitle, toRole, code, first string, now time.Time) *Plan {
	t.Helper()
	f := &Facts{Title: fromTitle, Now: now}
	from, to := f.Move(c, toRole)
	if to == nil || catalog.SOC(to.Code) != code {
		t.Errorf("%s resolves to %v, want %s", toRole, to, code)
		return nil
	}
	p := PlanFor(f, from, to, toRole)
	if topics := p.Topics(); len(topics) == 0 || topics[0].Name != first {
		t.Errorf("%s -> %s: learn %v, want %q first of the topics", fromTitle, toRole, p.LearnNames(5), first)
	}
	if p.Credential == nil || strings.Contains(strings.Join(p.LearnNames(5), "|"), "English Language") {
		t.Errorf("%s -> %s: credential %v, learn %v", fromTitle, toRole, p.Credential, p.LearnNames(5))
	}
	return p
}

// Titles the resolver places poorly go to the added row's occupation.
func TestMoreCredentialTitles(t *testing.T) {
	c := catalog.MustLoad()
	for _, cr := range slices.Concat(moreTitledCredentials, moreTitledCredentials2) {
		for _, title := range cr.Titles {
			got := CredentialFor(nil, title)
			if got == nil || got.Name != cr.Name || got.Occupation != cr.Occupation {
				t.Errorf("%q: credential %v, want %q", title, got, cr.Name)
			}
		}
	}
	for role, code := range map[string]string{"Lineman": "49-9051", "Telecom Lineman": "49-9052", "Buyer": "13-1023", "Retail Buyer": "13-1022",
		"Warehouse Manager": "11-3071", "Echocardiographer": "29-2031", "Funeral Director": "11-9171", "EHS Manager": "19-5011",
		"Quality Engineer": "17-2112", "Validation Engineer": "17-2112", "Front-End Developer": "15-1254", "Full-Stack Developer": "15-1254",
		"Aircraft Dispatcher": "43-5032", "Flight Dispatcher": "43-5032", "Drone Pilot": "19-4099", "Drone Photographer": "27-4031",
		"Border Patrol Agent": "33-3051", "CBP Officer": "33-3051", "Substance Use Disorder Counselor": "21-1011", "SUD Counselor": "21-1011",
		"CTE Teacher": "25-2032", "Nonprofit Program Manager": "11-9151", "Patient Care Technician": "31-1131", "Social Media Manager": "13-1161",
		"Flight Instructor": "53-2012", "Pipe Welder": "51-4121", "MRI Technologist": "29-2035", "Millwright": "49-9044", "Sign Language Interpreter": "27-3091"} {
		f := &Facts{}
		to := f.Target(c, role)
		if to == nil || catalog.SOC(to.Code) != code {
			t.Errorf("%s resolves to %v, want %s", role, to, code)
			continue
		}
		if p := PlanFor(f, nil, to, role); p.Credential == nil || len(p.Topics()) == 0 || p.Topics()[0].Name != p.Credential.Learn[0] {
			t.Errorf("%s: credential %v, learn %v", role, p.Credential, p.LearnNames(3))
		}
	}
}

// The second batch leads what to learn for moves into its occupations and
// titles, and names its credential's exam where there is one.
func TestMoreCredentials2LeadWhatToLearn(t *testing.T) {
	c := catalog.MustLoad()
	for _, m := range []struct{ from, to, code, first, exam string }{
		{"Radiologic Technologist", "MRI Technologist", "29-2035", "MRI physics and instrumentation", "ARRT MRI certification exam"},
		{"Power Plant Operator", "Nuclear Reactor Operator", "51-8011", "Reactor theory and reactor physics", "NRC written exam"},
		{"Environmental Scientist", "Geologist", "19-2042", "Field geology and geologic mapping", "ASBOG Fundamentals of Geology (FG) exam"},
		{"Medical Assistant", "Ophthalmic Technician", "29-2057", "Patient history and visual acuity testing", "COA exam"},
		{"Deckhand", "Ship Captain", "53-5021", "Navigation rules (COLREGS) and watchkeeping", "USCG licence exams"},
		{"Welder", "Boilermaker", "47-2011", "Welding on pressure parts (SMAW and GTAW)", ""},
		{"Accountant", "Fraud Examiner", "13-2099", "Fraud schemes: asset misappropriation, corruption and financial statement fraud", "ACFE CFE exam"},
		{"Photographer", "Drone Pilot", "19-4099", "Part 107 rules and waivers", "FAA Unmanned Aircraft General (UAG) knowledge exam"},
		{"Paralegal", "Aircraft Dispatcher", "43-5032", "Flight planning and aircraft performance", "FAA Aircraft Dispatcher knowledge exam"},
	} {
		p := checkLeads(t, c, m.from, m.to, m.code, m.first, time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
		if p == nil {
			continue
		}
		var exam string
		for _, it := range p.Learn {
			if it.Kind == KindExam {
				exam = it.Name
			}
		}
		if m.exam != "" && !strings.Contains(exam, m.exam) {
			t.Errorf("%s -> %s: exam %q, want %q", m.from, m.to, exam, m.exam)
		}
	}
}
