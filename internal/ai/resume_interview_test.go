package ai

import (
	"reflect"
	"testing"

	"github.com/stride-oss/stride"
)

func TestResumeInterviewFillsTheResume(t *testing.T) {
	var c stride.ResumeContent
	q, c := ResumeInterview(c, "", "")
	steps := []struct{ want, answer string }{
		{"name", "jane doe"},
		{"contact", "jane.doe@example.com, (512) 555-0199, Austin, TX"},
		{"current-role", "I'm a Product Manager at Acme Corp since March 2021"},
		{"achievements", "Cut onboarding time by 30%. Launched the analytics dashboard used by 2,000 teams"},
		{"previous-role", "skip"},
		{"education", "BSc Computer Science, University of Leeds, 2018"},
		{"skills", "Roadmapping, SQL; Figma and A/B testing"},
		{"summary", "Product manager who turns research into shipped features"},
		{"links", "https://www.linkedin.com/in/janedoe and janedoe.dev"},
	}
	for _, s := range steps {
		if q == nil || q.ID != s.want {
			t.Fatalf("want question %s, got %+v", s.want, q)
		}
		q, c = ResumeInterview(c, q.ID, s.answer)
	}
	if q != nil {
		t.Fatalf("the interview should end, got %+v", q)
	}
	want := stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Jane Doe", Email: "jane.doe@example.com", Phone: "(512) 555-0199", Location: "Austin, TX",
			Linkedin: "https://www.linkedin.com/in/janedoe", Website: "janedoe.dev", Summary: "Product manager who turns research into shipped features."},
		Experience: []stride.ResumeExperience{{Title: "Product Manager", Company: "Acme Corp", StartDate: "2021-03", EndDate: "Present",
			Description: "• Cut onboarding time by 30%\n• Launched the analytics dashboard used by 2,000 teams"}},
		Education: []stride.ResumeEducation{{Degree: "BSc Computer Science", School: "University of Leeds", GraduationDate: "2018"}},
		Skills:    []string{"Roadmapping", "SQL", "Figma", "A/B testing"},
	}
	want.Normalize()
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("resume:\n got %+v\nwant %+v", c, want)
	}
}

func TestResumeInterviewSkipsWhatIsThere(t *testing.T) {
	c := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: "Sam", Email: "s@x.io", Phone: "555 123 4567"}}
	q, _ := ResumeInterview(c, "", "")
	if q == nil || q.ID != "current-role" {
		t.Fatalf("first question should be the role: %+v", q)
	}
	q, c = ResumeInterview(c, "current-role", "Data Analyst, Harbor Bank, 2019 - 2022")
	if c.Experience[0].Title != "Data Analyst" || c.Experience[0].Company != "Harbor Bank" || c.Experience[0].StartDate != "2019" || c.Experience[0].EndDate != "2022" {
		t.Fatalf("%+v", c.Experience)
	}
	if q == nil || q.ID != "achievements" {
		t.Fatalf("%+v", q)
	}
}

func TestParseRoleFormats(t *testing.T) {
	for in, want := range map[string]stride.ResumeExperience{
		"Associate PM at Globex from 2018 to 2021":       {Title: "Associate PM", Company: "Globex", StartDate: "2018", EndDate: "2021"},
		"I'm a Product Manager at Acme since March 2021": {Title: "Product Manager", Company: "Acme", StartDate: "2021-03", EndDate: "Present"},
		"Data Analyst, Harbor Bank, Jan 2019 - Feb 2022": {Title: "Data Analyst", Company: "Harbor Bank", StartDate: "2019-01", EndDate: "2022-02"},
		"Nurse | St. Mary's Hospital | 2015 – present":   {Title: "Nurse", Company: "St. Mary's Hospital", StartDate: "2015", EndDate: "Present"},
	} {
		got, ok := parseRole(in)
		if !ok || got != want {
			t.Errorf("%q → %+v, want %+v", in, got, want)
		}
	}
}
