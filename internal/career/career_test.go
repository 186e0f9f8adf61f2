package career_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/career"
	"github.com/stride-oss/stride/internal/catalog"
)

var now = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

func TestPathsFromSoftwareDeveloper(t *testing.T) {
	c := catalog.MustLoad()
	paths := career.Paths(c, "Software Developer")
	if len(paths) < 5 {
		t.Fatalf("paths: %d", len(paths))
	}
	to := map[string]stride.CareerPath{}
	for _, p := range paths {
		to[p.ToRole] = p
		if p.FromRole != "Software Developers" {
			t.Errorf("fromRole %q", p.FromRole)
		}
	}
	for _, want := range []string{"Computer Systems Analysts", "Information Security Engineers", "Computer Programmers"} {
		if _, ok := to[want]; !ok {
			t.Errorf("paths from software developers lack %s", want)
		}
	}
	if paths[0].Closeness != 1 || paths[1].Closeness != 2 {
		t.Errorf("closeness order: %d, %d", paths[0].Closeness, paths[1].Closeness)
	}
	// salaryIncrease follows the sign of the BLS wage difference.
	for _, p := range paths {
		if p.SalaryIncrease == nil {
			continue
		}
		s := *p.SalaryIncrease
		switch d := p.ToMedianWage - p.FromMedianWage; {
		case d > 0 && !strings.HasPrefix(s, "+"):
			t.Errorf("%s pays more (%d > %d) but salaryIncrease is %s", p.ToRole, p.ToMedianWage, p.FromMedianWage, s)
		case d < 0 && !strings.HasPrefix(s, "-"):
			t.Errorf("%s pays less (%d < %d) but salaryIncrease is %s", p.ToRole, p.ToMedianWage, p.FromMedianWage, s)
		}
	}
	// Computer Hardware Engineers pay $155,020 against $133,080: +16%.
	if hw := to["Computer Hardware Engineers"]; hw.SalaryIncrease == nil || *hw.SalaryIncrease != "+16%" {
		t.Errorf("hardware engineers: %+v", hw)
	}
	if an := to["Computer Systems Analysts"]; an.SalaryIncrease == nil || *an.SalaryIncrease != "-22%" {
		t.Errorf("systems analysts ($103,790): %v", an.SalaryIncrease)
	}
	for _, p := range paths {
		if len(p.RequiredSkills) == 0 || p.Timeframe == nil || p.Difficulty == nil {
			t.Errorf("%s: empty fields %+v", p.ToRole, p)
		}
	}
}

func TestPathsResolveFreeText(t *testing.T) {
	c := catalog.MustLoad()
	for role, from := range map[string]string{"Frontend Dev": "Web Developers", "RN": "Registered Nurses"} {
		ps := career.Paths(c, role)
		if len(ps) == 0 || ps[0].FromRole != from {
			t.Errorf("%s: %+v", role, ps)
		}
	}
	if ps := career.Paths(c, "Xyzzy Wrangler"); ps == nil || len(ps) != 0 {
		t.Errorf("unknown role: %+v", ps)
	}
	// A move up a Job Zone with a wide skill gap is harder than a sideways one.
	rank := map[string]int{"Low": 0, "Medium": 1, "High": 2}
	byRole := map[string]stride.CareerPath{}
	for _, p := range career.Paths(c, "RN") {
		byRole[p.ToRole] = p
	}
	if rank[*byRole["Nurse Anesthetists"].Difficulty] <= rank[*byRole["Critical Care Nurses"].Difficulty] {
		t.Errorf("RN → nurse anesthetist %s, → critical care nurse %s", *byRole["Nurse Anesthetists"].Difficulty, *byRole["Critical Care Nurses"].Difficulty)
	}
	// Job Zone steps lengthen the timeframe: RN (zone 4) → nurse practitioner (zone 5).
	for _, p := range career.Paths(c, "RN") {
		if p.ToRole == "Nurse Practitioners" && (p.JobZoneChange != 1 || *p.Timeframe == "3-6 months") {
			t.Errorf("RN → NP: %+v %s", p, *p.Timeframe)
		}
	}
}

func TestSalaryChange(t *testing.T) {
	for _, c := range []struct {
		from, to int
		want     string
	}{{100000, 112000, "+12%"}, {100000, 92000, "-8%"}, {100000, 100000, "0%"}, {0, 100, ""}, {100, 0, ""}} {
		if got := career.SalaryChange(c.from, c.to); got != c.want {
			t.Errorf("SalaryChange(%d, %d) = %q, want %q", c.from, c.to, got, c.want)
		}
	}
}

func TestReadinessAndViabilityTiers(t *testing.T) {
	for score, want := range map[int]string{100: "Excellent", 75: "Excellent", 74: "Good", 50: "Good", 49: "Needs improvement", 0: "Needs improvement"} {
		if got := stride.ReadinessLabel(score); got != want {
			t.Errorf("ReadinessLabel(%d) = %s, want %s", score, got, want)
		}
	}
	for v, want := range map[int]string{100: "high", 80: "high", 79: "medium", 60: "medium", 59: "low", 0: "low"} {
		if got := stride.ViabilityTier(v); got != want {
			t.Errorf("ViabilityTier(%d) = %s, want %s", v, got, want)
		}
	}
	goals := func(ps ...int) []stride.CareerGoal {
		var gs []stride.CareerGoal
		for _, p := range ps {
			gs = append(gs, stride.CareerGoal{CurrentProgress: p})
		}
		return gs
	}
	for _, c := range []struct {
		g    []stride.CareerGoal
		want int
	}{{nil, 0}, {goals(0), 0}, {goals(50, 51), 51}, {goals(33, 60, 100), 64}, {goals(74, 75), 75}, {goals(10, 10, 11), 10}} {
		if got := stride.ReadinessScore(c.g); got != c.want {
			t.Errorf("ReadinessScore(%v) = %d, want %d", c.g, got, c.want)
		}
	}
	// Viability: full coverage, strong growth and the closest occupation is 100.
	if v := career.Viability(1, 20, 1); v != 100 {
		t.Errorf("best viability %d", v)
	}
	if v := career.Viability(0, -5, 11); v != 2 {
		t.Errorf("worst viability %d", v)
	}
	if v := career.Viability(0.7, 7.5, 1); stride.ViabilityTier(v) != "medium" {
		t.Errorf("Viability(0.7, 7.5, 1) = %d", v)
	}
}

func postingRows(c *catalog.Catalog, n int) []career.Posting {
	var ps []career.Posting
	for _, j := range c.GenerateJobs(n, 3, now) {
		ps = append(ps, career.Posting{Skills: j.Skills, PostedAt: j.PostedAt, OccupationCode: *j.OccupationCode, Location: j.Location})
	}
	return ps
}

func postings(c *catalog.Catalog, n int) *career.Postings {
	return career.NewPostings(postingRows(c, n), now)
}

func TestInsightsQuoteRealFigures(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 2000)
	sd, _ := c.Resolve("Software Developer")
	f := &career.Facts{Title: "Software Developer", Location: "Austin, TX", Skills: []string{"Python", "SQL"}, Postings: p, Now: now}
	ins := career.Insights(c, f)
	text := map[string]string{}
	for _, i := range ins {
		text[i.Type] += i.Title + " " + i.Description + "\n"
		if i.ExpiresAt == nil || !i.ExpiresAt.Equal(now.Add(career.InsightTTL)) {
			t.Errorf("%s expires %v", i.Title, i.ExpiresAt)
		}
	}
	avg := career.AverageGrowth(c)
	python := len(p.Asking("Python"))
	for typ, want := range map[string]string{
		"salary_intel":  fmt.Sprintf("The BLS 2024 median annual wage for software developers is $%d,%03d.", sd.MedianWage/1000, sd.MedianWage%1000),
		"role_growth":   fmt.Sprintf("BLS projects employment of software developers to change +%.1f%% from 2024 to 2034, faster than the +%.1f%% for all occupations", sd.GrowthPct, avg),
		"skill_demand":  fmt.Sprintf("Python %d", python),
		"market_trends": fmt.Sprintf("Stride has %d postings for software developers", len(p.ForOccupation(sd.Code))),
	} {
		if !strings.Contains(text[typ], want) {
			t.Errorf("%s insights %q lack %q", typ, text[typ], want)
		}
	}
	if python == 0 {
		t.Error("some generated postings ask for Python")
	}

	// An empty profile says what to fill in and still cites market figures.
	empty := career.Insights(c, &career.Facts{Postings: p, Now: now})
	if len(empty) < 2 || !strings.Contains(empty[0].Description, "Add your current title, your skills and your location") ||
		!strings.Contains(empty[1].Description, "Across Stride's 2000 current postings the most requested skills are") {
		t.Errorf("empty profile: %+v", empty)
	}
}

func TestAnalyzeAgainstTarget(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 1000)
	target := "Data Scientist"
	f := &career.Facts{Title: "Software Developer", Skills: []string{"Python", "SQL"}, Postings: p, Now: now,
		Goals: []stride.CareerGoal{{Status: "active", TargetRole: &target, CurrentProgress: 40}, {Status: "completed", CurrentProgress: 100}}}
	a := career.Analyze(c, f)
	if a.CurrentState.ReadinessScore != 70 || a.CurrentState.ReadinessLabel != "Good" {
		t.Errorf("readiness %+v", a.CurrentState)
	}
	if *a.SalaryPotential.Current != 133080 || *a.SalaryPotential.Potential != 112590 || a.TargetOccupation != "Data Scientists" {
		t.Errorf("salary %+v", a.SalaryPotential)
	}
	if len(a.CareerPaths) != 3 || a.CareerPaths[0].Path != "Data Scientists" || a.CareerPaths[0].SalaryIncrease != "-15%" {
		t.Errorf("paths %+v", a.CareerPaths)
	}
	for _, cp := range a.CareerPaths {
		if cp.ViabilityTier != stride.ViabilityTier(cp.Viability) {
			t.Errorf("tier of %+v", cp)
		}
	}
	// Strengths are the user's own skills, with the postings asking for them.
	if len(a.CurrentState.Strengths) != 2 || !strings.HasPrefix(a.CurrentState.Strengths[0], "Python (") && !strings.HasPrefix(a.CurrentState.Strengths[0], "SQL (") {
		t.Errorf("strengths %v", a.CurrentState.Strengths)
	}
	if !strings.Contains(a.CurrentState.MarketPosition, "+15.8%") {
		t.Errorf("market position %q", a.CurrentState.MarketPosition)
	}
	// Nothing known: honest answer.
	none := career.Analyze(c, &career.Facts{Postings: p, Now: now})
	if none.SalaryPotential.Current != nil || none.SalaryPotential.Note != "Add your current title to compare salaries." || len(none.CareerPaths) != 0 {
		t.Errorf("empty analysis %+v", none)
	}
}

func TestMilestonesFromTheGap(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 1000)
	role := "RN"
	deadline := now.AddDate(0, 10, 0)
	g := &stride.CareerGoal{ID: "g1", UserID: "u1", TargetRole: &role, Deadline: &deadline}
	ms := career.Milestones(c, &career.Facts{Title: "Nursing Assistant", Postings: p, Now: now}, g)
	if len(ms) < 4 {
		t.Fatalf("milestones %+v", ms)
	}
	cats := map[string]int{}
	for i, m := range ms {
		cats[m.Category]++
		if *m.GoalID != "g1" || m.Status != "pending" || m.TargetDate.After(deadline) || (i > 0 && m.TargetDate.Before(*ms[i-1].TargetDate)) {
			t.Errorf("milestone %d: %+v", i, m)
		}
	}
	// The registered nurse licence's three steps, from the licence table.
	if cats["skill"] == 0 || cats["network"] != 1 || cats["promotion"] != 1 || cats["certification"] != 3 {
		t.Errorf("categories %v", cats)
	}
	if !slices.ContainsFunc(ms, func(m stride.CareerMilestone) bool {
		return m.Title == "NCLEX-RN" && strings.Contains(*m.Description, "state board of nursing") && strings.Contains(*m.Description, "Source: https://www.bls.gov/ooh/")
	}) {
		t.Errorf("no NCLEX-RN milestone with its source: %+v", ms)
	}
	if !ms[len(ms)-1].TargetDate.Equal(deadline.Truncate(24 * time.Hour)) {
		t.Errorf("last milestone %v, deadline %v", ms[len(ms)-1].TargetDate, deadline)
	}
	unknown := "Xyzzy Wrangler"
	if ms := career.Milestones(c, &career.Facts{Postings: p, Now: now}, &stride.CareerGoal{TargetRole: &unknown}); len(ms) != 0 {
		t.Errorf("unknown target: %+v", ms)
	}
}

func TestSkillTrends(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 2000)
	ts := career.SkillTrends(c, p, []string{"Python", "python", "Cooking"})
	if len(ts) != 2 {
		t.Fatalf("trends %+v", ts)
	}
	for i, tr := range ts {
		if i > 0 && tr.Growth > ts[i-1].Growth {
			t.Error("sorted by growth")
		}
		sum := 0
		for _, w := range tr.Weekly {
			sum += w
		}
		if len(tr.Weekly) != 6 || sum > tr.Postings {
			t.Errorf("%s weekly %v of %d", tr.Skill, tr.Weekly, tr.Postings)
		}
		want := 0.5*max(-50, min(50, tr.PostingChange)) + 0.5*tr.OccupationGrowth
		if tr.Hot {
			want += career.HotBonus
		}
		if d := want - tr.Growth; d > 0.11 || d < -0.11 {
			t.Errorf("%s growth %.1f, want %.1f", tr.Skill, tr.Growth, want)
		}
	}
}

func TestInterviewReadsAnswers(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 500)
	o := career.AnalyzeInterview(c, &career.Facts{Postings: p, Now: now}, nil, []stride.CareerInterviewAnswer{
		{QuestionID: "values-1", Answer: "Stability and balance: I have two kids."},
		{QuestionID: "ambitions-1", Answer: "I'd like to move into cybersecurity as an information security analyst."},
		{QuestionID: "constraints-2", Answer: "About 5-6 hours a week."},
		{QuestionID: "learning-1", Answer: "Linux and Python."},
	})
	r := o.Results
	if r["targetOccupation"] != "Information Security Analysts" || r["hoursPerWeek"] != "5-6" {
		t.Errorf("results %+v", r)
	}
	if v := r["values"].([]string); len(v) < 2 || v[0] != "Stability" || v[1] != "Balance" {
		t.Errorf("values %v", v)
	}
	if len(o.SuggestedGoals) < 2 || len(o.Insights) == 0 || !strings.Contains(o.Insights[0].Description, "BLS projects") {
		t.Errorf("outcome %+v", o)
	}
	if len(career.Questions("Nurse")) != 10 || !strings.Contains(career.Questions("Nurse")[0].Question, "as a Nurse") {
		t.Error("questions")
	}
}

func TestResources(t *testing.T) {
	if n := career.ResourceCount(); n < 60 {
		t.Errorf("%d resources, want at least 60", n)
	}
	rs := career.Resources([]string{"SQL", "Python"})
	if len(rs) == 0 || !strings.HasPrefix(rs[0].URL, "https://") {
		t.Fatalf("%+v", rs)
	}
	seen := map[string]bool{}
	for _, r := range career.Resources(nil) {
		if seen[r.URL] || !strings.HasPrefix(r.URL, "https://") || r.Rating != nil {
			t.Errorf("resource %+v", r)
		}
		seen[r.URL] = true
	}
}

// The catalogue's pages hold every path of every occupation once: the
// first occupation's lead, then the others by title, and the total is what
// paging reaches.
func TestCataloguePage(t *testing.T) {
	c := catalog.MustLoad()
	nurses := c.Find("RN")
	if nurses == nil {
		t.Fatal("RN does not resolve")
	}
	own := career.PathsFrom(c, nurses)
	seen := map[string]bool{}
	lastFrom, total := "", -1
	for off := 0; total < 0 || off < total; off += 200 {
		page, n := career.CataloguePage(c, nurses, off, 200)
		if total >= 0 && n != total {
			t.Fatalf("total %d at offset %d, was %d", n, off, total)
		}
		total = n
		if len(page) == 0 {
			t.Fatalf("empty page at %d of %d", off, total)
		}
		for i, p := range page {
			at := off + i
			switch {
			case seen[p.ID]:
				t.Fatalf("%s listed twice", p.ID)
			case at < len(own) && p.ID != own[at].ID:
				t.Fatalf("at %d: %s, want the nurse's own %s", at, p.ID, own[at].ID)
			case at >= len(own) && p.FromCode == nurses.Code:
				t.Fatalf("a path from the nurse's occupation again at %d", at)
			case at > len(own) && p.FromRole < lastFrom:
				t.Fatalf("at %d: %s after %s, not in title order", at, p.FromRole, lastFrom)
			}
			seen[p.ID] = true
			if at >= len(own) {
				lastFrom = p.FromRole
			}
		}
	}
	if len(seen) != total || total < 5000 {
		t.Fatalf("paging reached %d of %d paths", len(seen), total)
	}
	if page, n := career.CataloguePage(c, nil, total, 50); len(page) != 0 || n != total {
		t.Errorf("past the end: %d paths, total %d", len(page), n)
	}
	first, _ := career.CataloguePage(c, nil, 0, 1)
	if len(first) != 1 || first[0].FromCode == nurses.Code {
		t.Errorf("without a first occupation the catalogue starts with %+v", first)
	}
}

// The interview reads a sentence: negation and contrast, the skills and
// roles a person names, and goals proposed from what they said.
func TestInterviewUnderstandsSentences(t *testing.T) {
	c := catalog.MustLoad()
	p := postings(c, 500)
	o := career.AnalyzeInterview(c, &career.Facts{Title: "Registered Nurse", Postings: p, Now: now}, nil, []stride.CareerInterviewAnswer{
		{QuestionID: "values-1", Answer: "Pay matters less to me than growth and autonomy."},
		{QuestionID: "strengths-1", Answer: "Colleagues rely on me for patient education, Epic and care coordination."},
		{QuestionID: "ambitions-1", Answer: "In five years I want to be a nurse practitioner, not a manager."},
		{QuestionID: "learning-1", Answer: "Pharmacology, but not Excel."},
		{QuestionID: "learning-2", Answer: "I rarely finish video courses; hands-on practice and a mentor work best."},
	})
	r := o.Results
	if v := r["values"].([]string); !slices.Equal(v, []string{"Growth", "Autonomy"}) {
		t.Errorf("values %v", v)
	}
	if v := r["valuesLess"].([]string); !slices.Equal(v, []string{"Pay"}) {
		t.Errorf("values played down %v", v)
	}
	if s := r["learningStyles"].([]string); !slices.Equal(s, []string{"projects", "mentoring"}) {
		t.Errorf("learning styles %v", s)
	}
	if s := r["learningAvoid"].([]string); !slices.Equal(s, []string{"courses", "videos"}) {
		t.Errorf("learning avoided %v", s)
	}
	if sum, _ := r["summary"].(string); !strings.Contains(sum, "pay matters less to you") || strings.Contains(sum, "value pay") ||
		!strings.Contains(sum, "not with courses and videos") {
		t.Errorf("summary %q", sum)
	}
	strengths := r["strengths"].([]string)
	for _, want := range []string{"Epic", "Patient education", "Care coordination"} {
		if !slices.ContainsFunc(strengths, func(s string) bool { return stride.SkillsMatch(s, want) }) {
			t.Errorf("strengths %v lack %s", strengths, want)
		}
	}
	if l := r["skillsToLearn"].([]string); !slices.ContainsFunc(l, func(s string) bool { return stride.SkillsMatch(s, "Pharmacology") }) ||
		slices.ContainsFunc(l, func(s string) bool { return stride.SkillsMatch(s, "Excel") }) {
		t.Errorf("skills to learn %v", l)
	}
	if r["targetOccupation"] != "Nurse Practitioners" {
		t.Errorf("target %v", r["targetOccupation"])
	}
	titles := []string{}
	for _, g := range o.SuggestedGoals {
		titles = append(titles, g.Title)
	}
	if len(titles) < 2 || titles[0] != "Become a nurse practitioner" || !slices.ContainsFunc(titles, func(s string) bool { return strings.HasPrefix(s, "Earn the nurse practitioner licence") }) {
		t.Errorf("goals %v", titles)
	}

	// "Not management" is not a target; a bare title is.
	o = career.AnalyzeInterview(c, &career.Facts{Postings: p, Now: now}, nil, []stride.CareerInterviewAnswer{
		{QuestionID: "ambitions-1", Answer: "I don't want to become a manager."},
	})
	if _, ok := o.Results["targetRole"]; ok {
		t.Errorf("a negated role became the target: %v", o.Results)
	}
}
