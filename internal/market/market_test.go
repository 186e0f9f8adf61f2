package market

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
)

// fixture is a small hand-made dataset. Technology (SOC 15) has two
// occupations using Python: 15-1252.00 growing 10% with 100k workers and
// 15-2051.00 growing 20% with 300k workers; Python is hot for the second
// only. Go is used by the first only. Healthcare (29) has one declining
// occupation and one growing related one.
func fixture() Dataset {
	occs := []catalog.Occupation{
		{Code: "15-1252.00", Title: "Software Developers", Employment: 100, GrowthPct: 10, Openings: 10, MedianWage: 100000,
			Tech:   []catalog.Tech{{Name: "Python"}, {Name: "Go", InDemand: true}},
			Skills: []catalog.Rated{{Name: "Programming", Importance: 4.5}}, Related: []string{"15-2051.00"}},
		{Code: "15-2051.00", Title: "Data Scientists", Employment: 300, GrowthPct: 20, Openings: 30, MedianWage: 120000,
			Tech:          []catalog.Tech{{Name: "Python", Hot: true}, {Name: "SQL"}},
			Skills:        []catalog.Rated{{Name: "Mathematics", Importance: 4.0}},
			EmergingTasks: []string{"Build retrieval-augmented models.", "Audit model fairness."}},
		// A second O*NET occupation under the same BLS code: its employment
		// must not count twice.
		{Code: "15-2051.01", Title: "Business Intelligence Analysts", Employment: 300, GrowthPct: 20, Openings: 30, MedianWage: 120000,
			Tech: []catalog.Tech{{Name: "Tableau", Hot: true}}},
		{Code: "29-2072.00", Title: "Medical Records Specialists", Employment: 200, GrowthPct: -12, Openings: 40, MedianWage: 50000,
			Tech:    []catalog.Tech{{Name: "Epic Systems"}},
			Related: []string{"29-1141.00"}},
		{Code: "29-1141.00", Title: "Registered Nurses", Employment: 800, GrowthPct: 5, Openings: 80, MedianWage: 90000,
			Tech:   []catalog.Tech{{Name: "Epic Systems", Hot: true}, {Name: "MEDITECH"}},
			Skills: []catalog.Rated{{Name: "Active Listening", Importance: 4.2}}},
		{Code: "11-1021.00", Title: "General and Operations Managers", Employment: 400, GrowthPct: 0, Openings: 40, MedianWage: 100000},
	}
	p := func(code, loc, company, salary string, skills ...string) Posting {
		return Posting{Title: "x", OccupationCode: code, Location: loc, Company: company, Salary: salary, Skills: skills}
	}
	posts := []Posting{
		p("15-1252.00", "Austin, TX", "Acme", "$100k - $130k", "Python", "Go"),
		p("15-1252.00", "Austin, TX", "Acme", "$90k - $110k", "Go"),
		p("15-2051.00", "Remote", "Beta", "$120k - $150k", "Python", "SQL"),
		p("15-2051.00", "Boston, MA", "Beta", "$40 - $50 / hour", "python"),
		p("29-1141.00", "Boston, MA", "Care", "", "Epic Systems", "MEDITECH"),
		p("29-1141.00", "Boston, MA", "Care", "", "Epic Systems"),
		p("29-1141.00", "Denver, CO", "Care", "", "Epic Systems", "MEDITECH"),
		p("29-1141.00", "Denver, CO", "Care", "", "Epic Systems"),
	}
	return Dataset{Occupations: occs, Postings: posts}
}

func near(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 0.051 {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func TestForecasts(t *testing.T) {
	m := NewModel(fixture())
	fc := m.Forecasts("Technology")
	by := map[string]stride.SkillForecast{}
	for _, f := range fc {
		by[f.SkillName] = f
	}
	// Python: asked by 3 of 4 Technology postings (any case), the top skill.
	// Growth: the BLS figure, (100×10 + 300×20) / 400 = 17.5 (hot for 75%
	// of the employment: reported, not added).
	py := by["Python"]
	near(t, "Python growth", py.GrowthRate, 17.5)
	// Demand 3 postings → 3 × 1.175 = 3.525, the largest figure: scale
	// 100/3.525. Current 85.1, predicted 100.
	near(t, "Python current", py.CurrentDemandScore, 85.1)
	near(t, "Python predicted", py.PredictedDemandScore, 100)
	// Confidence: 2 occupations → 0.5×2/5; 3 postings → 0.5×3/23; their
	// growth spreads ±4.33 points → ÷1.433: 0.19.
	near(t, "Python confidence", py.Confidence, 0.19)
	// Go: 2 postings, growth 10 → 56.7 → 62.4.
	g := by["Go"]
	near(t, "Go current", g.CurrentDemandScore, 56.7)
	near(t, "Go growth", g.GrowthRate, 10)
	near(t, "Go predicted", g.PredictedDemandScore, 62.4)
	// SQL: 1 posting, growth 20 → 28.4 → 28.4 × 1.2 = 34.1.
	near(t, "SQL predicted", by["SQL"].PredictedDemandScore, 34.1)
	// Every forecast: predicted demand moves from current by the growth it
	// states, and the source line cites that growth.
	for _, f := range fc {
		if want := f.CurrentDemandScore * (1 + f.GrowthRate/100); math.Abs(f.PredictedDemandScore-want) > 0.2 {
			t.Errorf("%s: predicted %v, current %v, growth %v", f.SkillName, f.PredictedDemandScore, f.CurrentDemandScore, f.GrowthRate)
		}
		if !strings.Contains(f.DataSource, signed1(f.GrowthRate)) {
			t.Errorf("%s: source %q does not cite %s", f.SkillName, f.DataSource, signed1(f.GrowthRate))
		}
	}
	if len(fc) != 3 || fc[0].SkillName != "Python" {
		t.Errorf("forecasts = %+v", fc)
	}
	if !strings.Contains(py.DataSource, "3 of 4 Technology postings on Stride ask for it") {
		t.Errorf("data source: %s", py.DataSource)
	}
	if len(m.Forecasts("Education")) != 0 {
		t.Error("an industry without postings has forecasts")
	}
}

func TestHealth(t *testing.T) {
	m := NewModel(fixture())
	h := m.Health("Technology")
	// BLS codes 15-1252 (100k, +10%) and 15-2051 (300k, +20%; .01 counted
	// once): growth 17.5%.
	near(t, "growth", h.GrowthPotential, 17.5)
	// Openings 40 of 400 → 0.1 a worker → stability 1 − 0.4 = 0.6.
	near(t, "stability", h.StabilityIndex, 0.6)
	// Technologies 5, hot 2 → 0.4; emerging tasks in 1 of 3 occupations →
	// innovation 0.7×0.4 + 0.3×(1/3) = 0.38.
	near(t, "innovation", h.InnovationRate, 0.38)
	// Growth score 50 + 10×(17.5 − 4.78) → 100 at most; 0.6×100 + 20×0.6
	// + 20×0.38.
	near(t, "health", h.HealthScore, 60+12+20*0.38)
	var km struct{ Explanation string }
	_ = json.Unmarshal(h.KeyMetrics, &km)
	// The explanation's arithmetic is the score's: 0.6×100 + 20×0.60 +
	// 20×0.38 = 80 (not "20% of stability 0.60").
	if km.Explanation != "Health 80 = 0.6 × growth score 100 (BLS +17.5% by 2034 against +4.8% for all occupations) + 20 × stability 0.60 + 20 × innovation 0.38." {
		t.Errorf("explanation %q", km.Explanation)
	}
	var trends struct{ Employment2024, Employment2034 float64 }
	_ = json.Unmarshal(h.EmploymentTrends, &trends)
	near(t, "employment 2024", trends.Employment2024, 400000)
	near(t, "employment 2034", trends.Employment2034, 470000)
	if len(h.RiskFactors) != 0 {
		t.Errorf("risks: %v", h.RiskFactors)
	}
	if !strings.Contains(strings.Join(h.Opportunities, " "), "Data Scientists: employment projected to grow 20.0% by 2034 (60,000 more jobs).") {
		t.Errorf("opportunities: %v", h.Opportunities)
	}

	hc := m.Health("Healthcare")
	// (200×−12 + 800×5) / 1000 = 1.6%, below all occupations:
	// (100×10 + 300×20 + 200×−12 + 800×5 + 400×0) / 1800 = 4.78%.
	near(t, "healthcare growth", hc.GrowthPotential, 1.6)
	risks := strings.Join(hc.RiskFactors, " ")
	if !strings.Contains(risks, "Medical Records Specialists: employment projected to fall 12.0% by 2034 (24,000 fewer jobs).") ||
		!strings.Contains(risks, "trails the 4.8% projected for all occupations") {
		t.Errorf("healthcare risks: %v", hc.RiskFactors)
	}
}

func TestIndustryOf(t *testing.T) {
	for code, want := range map[string]string{"15-1252.00": "Technology", "29-1141.00": "Healthcare", "31-1131.00": "Healthcare",
		"13-2011.00": "Finance", "51-4121.00": "Manufacturing", "17-2141.00": "Manufacturing", "25-2021.00": "Education", "11-1021.00": ""} {
		if got := IndustryOf(code); got != want {
			t.Errorf("IndustryOf(%s) = %q, want %q", code, got, want)
		}
	}
}

func TestEmerging(t *testing.T) {
	m := NewModel(fixture())
	roles := m.Emerging("Technology")
	// Data Scientists: 50×min(1, 20/25) + 30×min(1, 2/5) + 20×(1/2) = 40+12+10 = 62.
	// Software Developers: 50×0.4 + 0 + 0 = 20. 15-2051.01 shares the BLS
	// code of Data Scientists and is left out.
	if len(roles) != 2 || roles[0].RoleName != "Data Scientists" {
		t.Fatalf("roles = %+v", roles)
	}
	ds := roles[0]
	near(t, "emergence", ds.EmergenceScore, 62)
	if ds.ProjectedJobs != 360000 || ds.SalaryRange != (stride.SalaryRange{Min: 120000, Max: 150000}) ||
		ds.TimeToMainstream != "1-2 years" || ds.Description != "New work reported to O*NET: Build retrieval-augmented models." {
		t.Errorf("data scientists = %+v", ds)
	}
	if strings.Join(ds.GeographicHotspots, ",") != "Boston, MA" || strings.Join(ds.HumanCentricSkills, ",") != "Mathematics" ||
		strings.Join(ds.AIAugmentedSkills, ",") != "Python,SQL" {
		t.Errorf("skills and places = %+v", ds)
	}
	sd := roles[1]
	near(t, "software emergence", sd.EmergenceScore, 20)
	if sd.SalaryRange != (stride.SalaryRange{Min: 90000, Max: 130000}) || sd.GeographicHotspots[0] != "Austin, TX" || sd.Companies[0] != "Acme" {
		t.Errorf("software developers = %+v", sd)
	}
	// Nurses have no yearly-paid postings: the BLS median stands in.
	for _, r := range m.Emerging("Healthcare") {
		if r.RoleName == "Registered Nurses" && r.SalaryRange != (stride.SalaryRange{Min: 90000, Max: 90000}) {
			t.Errorf("nurses salary = %+v", r.SalaryRange)
		}
	}
}

func TestAlertsForContrastingUsers(t *testing.T) {
	m := NewModel(fixture())
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

	// A medical records specialist: a critical decline (−12%), pointed at
	// Registered Nurses (related, +5% = 17 points faster), and a target role
	// whose postings all ask for Epic Systems.
	declining := m.Alerts(Profile{Title: "Medical Records Specialist", OccupationCode: "29-2072.00", Skills: []string{"Epic Systems"},
		TargetRoles: []TargetRole{{Role: "Nurse", Code: "29-1141.00"}}}, now)
	if len(declining) == 0 || declining[0].AlertType != AlertDecline || declining[0].Urgency != stride.UrgencyCritical {
		t.Fatalf("declining alerts = %+v", declining)
	}
	// What to learn is the career plan's list: the registered nurse
	// licence's preparation topics lead.
	if d := declining[0]; stride.Deref(d.TargetRole) != "Registered Nurses" || len(d.RequiredSkills) != 5 ||
		d.RequiredSkills[0] != "Pharmacology and medication administration" || len(d.ActionItems) == 0 || d.ActionItems[0].Timeline == "" {
		t.Errorf("decline alert = %+v", d)
	}
	var gap *stride.TransitionAlert
	for i := range declining {
		if declining[i].AlertType == AlertSkillGap {
			gap = &declining[i]
		}
	}
	// The same list for the target role, with the licence it requires
	// (high) and its source in the description.
	if gap == nil || strings.Join(gap.RequiredSkills, ",") != strings.Join(declining[0].RequiredSkills, ",") || gap.Urgency != stride.UrgencyHigh ||
		!strings.Contains(gap.Description, "NCLEX-RN") || !strings.Contains(gap.Description, "Source: https://www.bls.gov/ooh/healthcare/registered-nurses.htm") {
		t.Errorf("skill gap = %+v", gap)
	}

	// A software developer who knows Python and SQL: growing field (+10%),
	// Data Scientists (+20%) related with 2 of 3 key skills → high.
	growing := m.Alerts(Profile{Title: "Software Developer", OccupationCode: "15-1252.00", Skills: []string{"python", "SQL"}}, now)
	types := map[string]stride.TransitionAlert{}
	for _, a := range growing {
		types[a.AlertType] = a
	}
	if _, ok := types[AlertDecline]; ok {
		t.Error("a growing occupation got a decline alert")
	}
	if o := types[AlertOpportunity]; o.Urgency != stride.UrgencyHigh || stride.Deref(o.TargetRole) != "Data Scientists" ||
		!strings.Contains(o.Title, "you have 2 of its 3 key skills") {
		t.Errorf("opportunity = %+v", o)
	}
	if o := types[AlertOutlook]; o.Urgency != stride.UrgencyLow {
		t.Errorf("outlook = %+v", o)
	}

	// The same occupation without any of Data Scientists' key skills is not
	// close to it: no opportunity alert.
	for _, a := range m.Alerts(Profile{Title: "Software Developer", OccupationCode: "15-1252.00", Skills: []string{"Cobol"}}, now) {
		if a.AlertType == AlertOpportunity {
			t.Errorf("opportunity without shared skills: %+v", a)
		}
	}

	// No title: the prompt plus the industry's fastest-growing occupations.
	none := m.Alerts(Profile{Industry: "Technology"}, now)
	if len(none) != 3 || none[0].AlertType != AlertProfile || none[0].Title != "Add your job title for personal alerts" ||
		stride.Deref(none[1].TargetRole) != "Data Scientists" {
		t.Errorf("no-profile alerts = %+v", none)
	}
	for _, a := range none {
		if a.ExpiresAt == nil || !a.ExpiresAt.Equal(now.Add(AlertLifetime)) {
			t.Errorf("expiry = %v", a.ExpiresAt)
		}
	}
	// An industry the figures do not cover offers no other field's roles.
	if other := m.Alerts(Profile{Industry: UserIndustry("Construction")}, now); len(other) != 1 || other[0].AlertType != AlertProfile {
		t.Errorf("construction alerts = %+v", other)
	}
}

// Every industry of the list maps to an industry of the figures, to none
// when they cover none of its occupations, or to the default when the user
// gave none.
func TestUserIndustry(t *testing.T) {
	want := map[string]string{
		"Healthcare": "Healthcare", "Technology": "Technology", "Finance": "Finance", "Education": "Education",
		"Manufacturing": "Manufacturing", "Engineering": "Manufacturing", "Human Resources": "Finance", "Consulting": "Finance",
		"Construction": "", "Hospitality": "", "Logistics": "", "Government": "", "Legal": "", "Sales": "",
		"Other": "Technology", "": "Technology", "Something else typed long ago": "Technology",
	}
	for in, w := range want {
		if got := UserIndustry(in); got != w {
			t.Errorf("UserIndustry(%q) = %q, want %q", in, got, w)
		}
	}
	for _, name := range stride.Industries {
		if got := UserIndustry(name); got != "" && IndustryGroups[got] == nil {
			t.Errorf("UserIndustry(%q) = %q, not an industry of the figures", name, got)
		}
	}
}

func TestBuildSnapshotIsStable(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	a, _ := BuildSnapshot(NewModel(fixture()).Figures(), now)
	b, _ := BuildSnapshot(NewModel(fixture()).Figures(), now.Add(time.Hour))
	if a.Hash != b.Hash || a.Forecasts[0].ID != b.Forecasts[0].ID {
		t.Error("the same data gave a different snapshot")
	}
	// Forecasts and health once per region with data.
	if len(a.Health) != 2*len(stride.MarketIndustries) {
		t.Errorf("health rows = %d", len(a.Health))
	}
	ds := fixture()
	ds.Postings = ds.Postings[1:]
	c, _ := BuildSnapshot(NewModel(ds).Figures(), now)
	if c.Hash == a.Hash {
		t.Error("different postings gave the same hash")
	}
}

// Alerts read only the postings of AlertCodes: computing them from those
// postings alone gives the same alerts as from all of them.
func TestAlertCodesSuffice(t *testing.T) {
	ds := fixture()
	full := NewModel(ds)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, p := range []Profile{
		{Title: "Medical Records Specialist", OccupationCode: "29-2072.00", Skills: []string{"Epic Systems"}, TargetRoles: []TargetRole{{Role: "Nurse", Code: "29-1141.00"}}},
		{Title: "Software Developer", OccupationCode: "15-1252.00", Skills: []string{"python"}},
		{Industry: "Technology"},
	} {
		keep := map[string]bool{}
		for _, c := range NewModel(Dataset{Occupations: ds.Occupations}).AlertCodes(p) {
			keep[c] = true
		}
		var sub []Posting
		for _, post := range ds.Postings {
			if keep[post.OccupationCode] {
				sub = append(sub, post)
			}
		}
		a, _ := json.Marshal(full.Alerts(p, now))
		b, _ := json.Marshal(NewModel(Dataset{Occupations: ds.Occupations, Postings: sub}).Alerts(p, now))
		if string(a) != string(b) {
			t.Errorf("%+v: alerts differ\n%s\n%s", p, a, b)
		}
	}
}
