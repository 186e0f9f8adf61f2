package catalog

import (
	"slices"
	"strings"
	"testing"
)

func TestNormalizeTitle(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Sr. Software Eng II", "software engineer"},
		{"Registered Nurses", "registered nurse"},
		{"RN", "registered nurse"},
		{"Frontend Dev", "front end developer"},
		{"HR Generalist", "human resources generalist"},
		{"Lead Carpenter", "carpenter"},
		{"Team Lead", "team lead"},
		{"Secretaries & Administrative Assistants", "secretary administrative assistant"},
		{"Sales Associate (Part-Time)", "sales associate"},
		{"Full-Time Data Analyst", "data analyst"},
		{"Business Analysis Manager", "business analysis manager"},
		{"Engineer", "engineer"},
		{"Engines Mechanic", "engine mechanic"},
		{"", ""},
	} {
		if got := strings.Join(NormalizeTitle(tc.in), " "); got != tc.want {
			t.Errorf("NormalizeTitle(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestResolveTitle checks titles as people write them against the O*NET
// occupation a careers adviser would choose.
func TestResolveTitle(t *testing.T) {
	c := MustLoad()
	for _, tc := range []struct{ title, want string }{
		{"RN", "Registered Nurses"},
		{"Registered Nurse", "Registered Nurses"},
		{"nurse", "Registered Nurses"},
		{"LPN", "Licensed Practical and Licensed Vocational Nurses"},
		{"Bookkeeper", "Bookkeeping, Accounting, and Auditing Clerks"},
		{"Staff Accountant", "Accountants and Auditors"},
		{"accountant", "Accountants and Auditors"},
		{"Recruiter", "Human Resources Specialists"},
		{"HR Generalist", "Human Resources Specialists"},
		{"Software Engineer", "Software Developers"},
		{"Sr. Software Eng II", "Software Developers"},
		{"Frontend Dev", "Web Developers"},
		{"Data Scientist", "Data Scientists"},
		{"Data Analyst", "Data Scientists"},
		{"Welder", "Welders, Cutters, Solderers, and Brazers"},
		{"Sous Chef", "Chefs and Head Cooks"},
		{"Warehouse Associate", "Laborers and Freight, Stock, and Material Movers, Hand"},
		{"Marketing Manager", "Marketing Managers"},
		{"Truck Driver", "Heavy and Tractor-Trailer Truck Drivers"},
		{"DBA", "Database Administrators"},
		{"CNA", "Nursing Assistants"},
		{"Cashier", "Cashiers"},
		{"Help Desk Technician", "Computer User Support Specialists"},
		{"Executive Assistant", "Executive Secretaries and Executive Administrative Assistants"},
		{"Electrician", "Electricians"},
		{"Lead Carpenter", "Carpenters"},
		// British, Canadian and Australian spellings.
		{"Distribution Centre Manager", "Transportation, Storage, and Distribution Managers"},
		{"school counsellor", "Educational, Guidance, and Career Counselors and Advisors"},
	} {
		o, conf := c.Resolve(tc.title)
		if o == nil {
			t.Errorf("Resolve(%q) = nil, want %s", tc.title, tc.want)
			continue
		}
		if o.Title != tc.want {
			t.Errorf("Resolve(%q) = %s (%.2f), want %s", tc.title, o.Title, conf, tc.want)
		}
		if conf < LikelyConfidence {
			t.Errorf("Resolve(%q) confidence %.2f, want ≥ %.2f", tc.title, conf, LikelyConfidence)
		}
	}
}

func TestResolveTitleKeepsWordsApart(t *testing.T) {
	c := MustLoad()
	// Stemming would make these collide: engineer/engine,
	// product/production, accountant/account, marketing/market.
	for _, tc := range []struct{ title, notWant string }{
		{"Engineer", "engine"},
		{"Product Manager", "production"},
		{"Accountant", "account"},
		{"Marketing Manager", "market"},
	} {
		for _, m := range c.ResolveTitle(tc.title, 3) {
			if slices.Contains(NormalizeTitle(m.Via), tc.notWant) && m.Confidence >= LikelyConfidence {
				t.Errorf("ResolveTitle(%q) matched %q via %q (%.2f)", tc.title, m.Occupation.Title, m.Via, m.Confidence)
			}
		}
	}
}

func TestResolveTitleUnknownAndOrder(t *testing.T) {
	c := MustLoad()
	for _, title := range []string{"", "   ", "xyzzy quux", "!!!"} {
		if m := c.ResolveTitle(title, 5); len(m) != 0 {
			t.Errorf("ResolveTitle(%q) = %v, want none", title, m)
		}
	}
	// "Owner" is an alternate title of Urologists in O*NET; one shared word
	// must not make a product owner a urologist.
	if o := c.Find("Product Owner"); o != nil && o.Title == "Urologists" {
		t.Errorf("Find(Product Owner) = Urologists")
	}
	ms := c.ResolveTitle("Project Manager", 5)
	if len(ms) < 3 || len(ms) > 5 {
		t.Fatalf("ResolveTitle(Project Manager) gave %d matches, want 3-5", len(ms))
	}
	again := c.ResolveTitle("Project Manager", 5)
	for i := range ms {
		if ms[i].Occupation != again[i].Occupation || ms[i].Confidence != again[i].Confidence {
			t.Fatalf("ResolveTitle is not deterministic at %d: %v vs %v", i, ms[i], again[i])
		}
	}
	var codes []string
	for _, m := range ms {
		codes = append(codes, m.Occupation.Code)
	}
	if len(slices.Compact(slices.Sorted(slices.Values(codes)))) != len(codes) {
		t.Errorf("an occupation appears twice: %v", codes)
	}
}

func BenchmarkResolveTitle(b *testing.B) {
	c := MustLoad()
	c.ResolveTitle("warm up", 1)
	titles := []string{"Registered Nurse", "Sr. Software Eng II", "Machine Learning Engineer", "Warehouse Associate", "Customer Service Rep"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		c.ResolveTitle(titles[i%len(titles)], 5)
	}
}

// TestPlacements: common titles O*NET files oddly resolve where an
// adviser would place them.
func TestPlacements(t *testing.T) {
	c := MustLoad()
	for title, want := range map[string]string{
		"Site Reliability Engineer": "Software Developers", // not validation engineers
		"SRE":                       "Software Developers",
		"Data Engineer":             "Database Architects",
		"Sr. Data Engineer":         "Database Architects",
		"Product Owner":             "Information Technology Project Managers",
		"Program Manager":           "Project Management Specialists",
		"Product Manager":           "Marketing Managers",
	} {
		o, conf := c.Resolve(title)
		if o == nil || o.Title != want || conf != PlacedConfidence {
			t.Errorf("Resolve(%q) = %v (%.2f), want %s", title, o, conf, want)
		}
	}
	for _, p := range Placements {
		if c.Occupation(p.Code) == nil || p.Why == "" {
			t.Errorf("placement %q: code %s unknown or no reason", p.Title, p.Code)
		}
	}
	if p := PlacementOf("Senior Product Manager"); p == nil || p.Wage {
		t.Errorf("PlacementOf(Senior Product Manager) = %v", p)
	}
}

// TestResolveSpokenTitles reads titles as people write them, with their
// setting or a note: the occupation is the one the bare title names.
func TestResolveSpokenTitles(t *testing.T) {
	c := MustLoad()
	for title, want := range map[string]string{
		"CNA at a nursing home":                                   "31-1131.00",
		"medical assistant at a family practice":                  "31-9092.00",
		"structural welder (stick and flux-core)":                 "51-4121.00",
		"customer service rep at a call center":                   "43-4051.00",
		"EMT-Basic on a private ambulance":                        "29-2042.00",
		"software engineer (backend)":                             "15-1252.00",
		"marketing manager at a consumer goods company":           "11-2021.00",
		"phlebotomist at a hospital lab":                          "31-9097.00",
		"licensed mental health counselor (LPC/LMHC)":             "21-1014.00",
		"electrical lineworker (apprentice lineman)":              "49-9051.00",
		"civilian aircraft maintenance technician (A&P mechanic)": "49-3011.00",
		"Nurse at St. Mary's":                                     "29-1141.00",
		"newspaper reporter covering city hall":                   "27-3023.00",
		"supply chain analyst who lives in Excel":                 "13-1081.02",
		"Registered Nurse":                                        "29-1141.00",
		// Abbreviations that stand for the job, and hand placements.
		"CPS investigator":                        "21-1021.00",
		"AV tech":                                 "27-4011.00",
		"mechanic at the dealership":              "49-3023.00",
		"data center technician":                  "15-1231.00",
		"forensic chemist at the state crime lab": "19-4092.00",
		// Rural and public-sector titles (c12).
		"over-the-road trucker, 56, two back surgeries":                          "53-3032.00",
		"direct support professional at a group home, 40":                        "31-1122.00",
		"QIDP (program coordinator) for the group homes":                         "11-9151.00",
		"snowplow and road maintenance worker for the county highway department": "47-4051.00",
		"soil conservation technician at the NRCS field office":                  "19-4071.00",
		"hired man for a custom farming outfit, 38":                              "45-2092.00",
		// Immigrants' titles (c13): the job held now, a place, a gerund.
		"nurse from Kenya, 29, BSN and licensed there, working as a CNA at a nursing home":         "31-1131.00",
		"ship's engineer from the Philippines, 42, now a maintenance tech at an apartment complex": "49-9071.00",
		"licensed dentist here": "29-1021.00",
		"operations research analyst doing route and network optimization at a logistics company": "15-2031.00",
		"TSA officer at the airport":      "33-9093.00",
		"registered nurse working nights": "29-1141.00",
	} {
		o, conf := c.Resolve(title)
		if o == nil || o.Code != want {
			t.Errorf("%q resolved to %v (%.2f), want %s", title, o, conf, want)
		} else if conf < LikelyConfidence {
			t.Errorf("%q resolved with confidence %.2f, want at least %.2f", title, conf, LikelyConfidence)
		}
	}
	// "Specialist in Oncology" keeps its "in": it is the title.
	if parts := spokenTitleParts("Specialist in Oncology"); len(parts) != 0 {
		t.Errorf("spokenTitleParts(%q) = %q, want none", "Specialist in Oncology", parts)
	}
	if got := spokenTitleParts("Air Force crew chief (F-16), separating"); len(got) != 1 || got[0] != "Air Force crew chief" {
		t.Errorf("the note and the number are dropped: got %q", got)
	}
}

// NowTitle reads the job a person does now after the one they name
// first, and nothing in a title that says none.
func TestNowTitle(t *testing.T) {
	for in, want := range map[string]string{
		"dentist from Iran, 38, not licensed here, working as a dental assistant": "dental assistant",
		"math lecturer from Syria, 52, now a cashier at a grocery store":          "cashier at a grocery store",
		"electrician from Venezuela, 38, doing drywall":                           "drywall",
		"nurse working nights": "",
		"line lead at the pork plant, 47, plant closing in March": "",
		"Dental Assistant": "",
	} {
		if got := NowTitle(in); got != want {
			t.Errorf("NowTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// The setting read as the title's qualifier is one more reading; a named
// place is not.
func TestSettingReading(t *testing.T) {
	if got := spokenTitleParts("Conductor on a freight railroad"); !slices.Contains(got, "freight railroad Conductor") {
		t.Errorf("conductor on a freight railroad: %q", got)
	}
	if got := spokenTitleParts("Nurse at St. Mary's"); len(got) != 1 {
		t.Errorf("nurse at St. Mary's: %q", got)
	}
}

func TestHeadTitle(t *testing.T) {
	for in, want := range map[string]string{
		"licensed property and casualty insurance agent": "insurance agent",
		"front-end web developer at an agency":           "web developer",
		"Certified Nursing Assistant":                    "Nursing Assistant",
		"assistant public defender in a county office":   "public defender",
		"hotel revenue manager, downtown (union)":        "revenue manager",
		"insurance agent":                                "",
		"AV tech for concerts and events":                "AV tech",
		"welder":                                         "",
	} {
		if got := HeadTitle(in); got != want {
			t.Errorf("HeadTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// Titles the tenth career-move writer used, placed where an adviser would
// place them: O*NET's "adjuster" adjusts machines, its "founder" casts
// metal, its "removal technician" removes hazardous materials or hair.
func TestPlacedAndCompoundTitles(t *testing.T) {
	c := MustLoad()
	for title, want := range map[string]string{
		"public adjuster":                "13-1031.00",
		"Founder":                        "11-1011.00",
		"Co-Founder":                     "11-1011.00",
		"removal tech at a funeral home": "39-4021.00",
		"piano tuner-technician":         "49-9063.00",
		"firefighter-paramedic":          "33-2011.00",
	} {
		o, conf := c.Resolve(title)
		if o == nil || o.Code != want || conf < LikelyConfidence {
			t.Errorf("%q resolved to %v (%.2f), want %s", title, o, conf, want)
		}
	}
	// The readings of a hyphenated pair of roles; a prefix is no role.
	if got := spokenTitleParts("piano tuner-technician"); !slices.Contains(got, "piano tuner") || !slices.Contains(got, "piano technician") {
		t.Errorf("piano tuner-technician: %q", got)
	}
	if got := spokenTitleParts("co-founder"); len(got) != 0 {
		t.Errorf("co-founder: %q", got)
	}
}

// PlacementIn finds a placement under a title's setting or its head, so a
// wage the placement disowns is disowned for them too.
func TestPlacementIn(t *testing.T) {
	for title, want := range map[string]string{
		"clinical research coordinator at a cancer center, 28": "Clinical Research Coordinator",
		"digital accessibility tester":                         "Accessibility Tester",
		"Product Manager":                                      "Product Manager",
		"high school ag teacher and FFA adviser":               "FFA Adviser",
	} {
		if pl := PlacementIn(title); pl == nil || pl.Title != want {
			t.Errorf("PlacementIn(%q) = %v, want %s", title, pl, want)
		}
	}
	if pl := PlacementIn("registered nurse at a cancer center"); pl != nil {
		t.Errorf("PlacementIn(registered nurse …) = %v", pl)
	}
}
