package resume

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/resumerender"
)

// TestStridePDFsRoundTrip reads back the PDFs Stride itself writes: every
// template, with doubled letters and accents, must come back word for word.
func TestStridePDFsRoundTrip(t *testing.T) {
	c := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: "Quinn Harper", Email: "quinn.harper@example.com",
		Phone: "(503) 555-0112", Location: "Portland, OR", Summary: "Accomplished engineer."},
		Experience: []stride.ResumeExperience{{Title: "Senior Software Engineer", Company: "Bluepeak Systems", StartDate: "2021-03",
			EndDate: "Present", Description: "• Cut deploy time by 75% with Kubernetes\n• Mentored three engineers"}},
		Education: []stride.ResumeEducation{{Degree: "BSc Computer Science", School: "Oregon State University", GraduationDate: "2017"}},
		Skills:    []string{"Go", "Kubernetes", "PostgreSQL", "Terraform"}}
	for id := range resumerender.Templates {
		b, err := resumerender.Render(c, id, resumerender.A4)
		if err != nil {
			t.Fatal(err)
		}
		p, text, err := ParseFile(b)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		for _, want := range []string{"Quinn Harper", "quinn.harper@example.com", "Accomplished", "Bluepeak Systems", "Mentored three engineers"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: extracted text lacks %q:\n%s", id, want, text)
			}
		}
		if p.PersonalInfo.FullName != "Quinn Harper" || p.PersonalInfo.Email != "quinn.harper@example.com" {
			t.Errorf("%s: parsed %+v", id, p.PersonalInfo)
		}
	}
}
