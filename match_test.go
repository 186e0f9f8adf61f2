package stride

import (
	"testing"
)

func sp(s string) *string { return &s }
func ip(i int) *int       { return &i }

func engineerJob() *Job {
	return &Job{Title: "Senior Software Engineer", Skills: []string{"Python", "AWS", "Docker", "PostgreSQL", "Oracle Java"},
		Requirements: []string{"5+ years building web services"}, Description: "Build APIs in Python on AWS.",
		Experience: sp("senior"), Remote: true}
}

func TestMatchMoreSkillsNeverLowersScore(t *testing.T) {
	job := engineerJob()
	u := &User{CurrentTitle: sp("Software Engineer"), YearsExperience: ip(6)}
	all := []Skill{{Name: "Python", Level: "expert"}, {Name: "AWS", Level: "beginner"}, {Name: "Docker", Level: "advanced"},
		{Name: "Java", Level: "intermediate"}, {Name: "postgres", Level: "advanced"}, {Name: "Figma", Level: "expert"}}
	prev := -1
	for n := 0; n <= len(all); n++ {
		m := NewMatchProfile(u, all[:n]).Match(job)
		if m.Score < prev {
			t.Fatalf("adding skill %d lowered the score: %d -> %d", n, prev, m.Score)
		}
		prev = m.Score
	}
	full := NewMatchProfile(u, all).Match(job)
	if len(full.MissingSkills) != 0 || len(full.MatchedSkills) != 5 {
		t.Fatalf("aliases and containment should match all five: %+v", full)
	}
	// A higher level of the same skill never lowers the score either.
	for _, lv := range [][2]string{{"beginner", "intermediate"}, {"intermediate", "advanced"}, {"advanced", "expert"}} {
		lo := NewMatchProfile(u, []Skill{{Name: "Python", Level: lv[0]}}).Match(job).Score
		hi := NewMatchProfile(u, []Skill{{Name: "Python", Level: lv[1]}}).Match(job).Score
		if hi < lo {
			t.Fatalf("%s scores %d above %s %d", lv[0], lo, lv[1], hi)
		}
	}
}

func TestMatchEmptyUserHasDefinedScore(t *testing.T) {
	// Only the neutral experience (0.6 of 10%) and preference (0.7 of 5%)
	// parts count: 9.5, rounded.
	m := NewMatchProfile(&User{}, nil).Match(engineerJob())
	if m.Score != 10 || len(m.MatchedSkills) != 0 || len(m.MissingSkills) != 5 {
		t.Fatalf("empty profile: %+v", m)
	}
	if m := NewMatchProfile(nil, nil).Match(&Job{Title: "X"}); m.Score != 10 {
		t.Fatalf("nil user, job without skills: %+v", m)
	}
}

func TestMatchIsDeterministicAndDiscriminates(t *testing.T) {
	u := &User{CurrentTitle: sp("Software Engineer"), YearsExperience: ip(6), CareerGoals: []string{"Remote work opportunities"}}
	skills := []Skill{{Name: "Python", Level: "expert"}, {Name: "AWS", Level: "advanced"}, {Name: "Docker", Level: "advanced"}, {Name: "PostgreSQL", Level: "intermediate"}}
	p := NewMatchProfile(u, skills)
	a, b := p.Match(engineerJob()), p.Match(engineerJob())
	if a.Score != b.Score {
		t.Fatal("not deterministic")
	}
	nurse := &Job{Title: "Registered Nurse", Skills: []string{"Epic Systems", "Patient Care"}, Experience: sp("entry")}
	if n := p.Match(nurse).Score; n >= a.Score || n > 30 {
		t.Fatalf("a nursing job (%d) should score far below an engineering one (%d)", n, a.Score)
	}
	if a.Score < 80 {
		t.Fatalf("a strong fit scores %d", a.Score)
	}
}

func TestSkillTokensKeepLanguagesApart(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"Java", "Oracle Java", true}, {"Java", "JavaScript", false}, {"C++", "C", false},
		{"C#", "C#", true}, {"Node.js", "nodejs", true}, {"Excel", "Microsoft Excel", true},
		{"golang", "Go", true}, {"React", "React Native", true},
	} {
		a, b := skillTokens(c.a), skillTokens(c.b)
		got := containsTokens(b, a) || containsTokens(a, b)
		if got != c.want {
			t.Errorf("%q vs %q: %v", c.a, c.b, got)
		}
	}
}

func TestSoftSkillsMatchCatalogueNames(t *testing.T) {
	job := &Job{Title: "Office Manager", Skills: []string{"Microsoft Excel", "Speaking", "Coordination"}}
	without := NewMatchProfile(&User{}, nil).Match(job)
	with := NewMatchProfile(&User{}, []Skill{{Name: "Communication", Level: "advanced"}, {Name: "Leadership", Level: "expert"}}).Match(job)
	if with.Score <= without.Score || len(with.MatchedSkills) != 2 || with.MissingSkills[0] != "Microsoft Excel" {
		t.Fatalf("soft skills should count: %+v vs %+v", with, without)
	}
}

// The skill vocabulary's word aliases apply wherever the word appears.
func TestSkillVocabulary(t *testing.T) {
	for _, pair := range [][2]string{
		{"Electronic Health Records", "EHR"}, {"Epic EHR charting", "Electronic Health Records"}, {"MS Excel", "Microsoft Excel"},
		{"CRM", "Customer Relationship Management"}, {"CDL Class A", "Commercial driver's license"}, {"NEC", "National Electrical Code"},
		{"POS systems", "point of sale"}, {"licence", "license"}, {"Counselling", "counseling"}, {"EKG interpretation", "ECG"},
		{"AWS", "Amazon Web Services"}, {"ML", "Machine Learning"},
	} {
		if !SkillsMatch(pair[0], pair[1]) {
			t.Errorf("%q and %q do not match", pair[0], pair[1])
		}
	}
	for _, pair := range [][2]string{{"Java", "JavaScript"}, {"EHR", "EMR"}, {"Excel", "Word"}} {
		if SkillsMatch(pair[0], pair[1]) {
			t.Errorf("%q and %q match", pair[0], pair[1])
		}
	}
}
