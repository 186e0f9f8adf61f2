package resume

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

func TestParsedDataContent(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   ParsedData
		want stride.ResumeContent
	}{
		{"empty: every list present", ParsedData{}, stride.ResumeContent{
			Experience: []stride.ResumeExperience{}, Education: []stride.ResumeEducation{}, Skills: []string{},
			Projects: []stride.ResumeProject{}, Certifications: []stride.ResumeCertification{}}},
		{"fullName becomes name, skills deduplicated", ParsedData{
			PersonalInfo:   PersonalInfo{FullName: "Priya Raman", Email: "p@example.com", LinkedIn: "linkedin.com/in/p", Summary: "Engineer"},
			Experience:     []Experience{{Title: "Data Engineer", Company: "Tidewater", StartDate: "2020-02", EndDate: "Present"}},
			Education:      []Education{{Degree: "BSc", School: "UC Davis", GraduationDate: "2016"}},
			Skills:         []string{" Python", "python", "SQL", ""},
			Projects:       []Project{{Name: "Pipes", Technologies: []string{"Go", "GO"}}},
			Certifications: []Certification{{Name: "CKA", Issuer: "CNCF", Date: "2022"}},
		}, stride.ResumeContent{
			PersonalInfo:   stride.ResumePersonalInfo{Name: "Priya Raman", Email: "p@example.com", Linkedin: "linkedin.com/in/p", Summary: "Engineer"},
			Experience:     []stride.ResumeExperience{{Title: "Data Engineer", Company: "Tidewater", StartDate: "2020-02", EndDate: "Present"}},
			Education:      []stride.ResumeEducation{{Degree: "BSc", School: "UC Davis", GraduationDate: "2016"}},
			Skills:         []string{"Python", "SQL"},
			Projects:       []stride.ResumeProject{{Name: "Pipes", Technologies: []string{"Go"}}},
			Certifications: []stride.ResumeCertification{{Name: "CKA", Issuer: "CNCF", Date: "2022"}},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.in.Content(); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestLinkedInContent(t *testing.T) {
	for _, tc := range []struct {
		name        string
		in          LinkedInResult
		wantSummary string
	}{
		{"summary kept", LinkedInResult{Name: "Mei", Headline: "Staff Engineer", Summary: "Builds things"}, "Builds things"},
		{"headline stands in for a missing summary", LinkedInResult{Name: "Mei", Headline: "Staff Engineer"}, "Staff Engineer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.in.Content()
			if c.PersonalInfo.Name != "Mei" || c.PersonalInfo.Summary != tc.wantSummary {
				t.Errorf("personalInfo %+v", c.PersonalInfo)
			}
			b, _ := json.Marshal(c)
			if want := `"experience":[]`; !json.Valid(b) || !strings.Contains(string(b), want) {
				t.Errorf("lists must be [] not null: %s", b)
			}
		})
	}
}
