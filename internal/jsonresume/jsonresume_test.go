package jsonresume

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

func sample() stride.ResumeContent {
	c := stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Zoë Okafor", Email: "zoe@example.com", Phone: "+44 20 7946 0958",
			Location: "Leeds, West Yorkshire", Linkedin: "https://www.linkedin.com/in/zoe", Website: "https://zoe.dev", Summary: "Data scientist."},
		Experience: []stride.ResumeExperience{
			{Title: "Senior Data Scientist", Company: "Cobalt Labs", Location: "Leeds", StartDate: "2021-03", EndDate: "Present",
				Description: "Own the pricing models.\n• Cut churn by 18%\n• Built the feature store"},
			{Title: "Analyst", Company: "Harbor Bank", StartDate: "2018-09", EndDate: "2021-02", Description: "Reporting in SQL."},
		},
		Education:      []stride.ResumeEducation{{Degree: "MSc Statistics", School: "University of Leeds", Location: "Leeds", GraduationDate: "2018", Details: "Distinction"}},
		Skills:         []string{"Python", "SQL", "dbt"},
		Projects:       []stride.ResumeProject{{Name: "Churn lab", Description: "Open notebook", Technologies: []string{"Python", "scikit-learn"}, Link: "https://github.com/zoe/churn"}},
		Certifications: []stride.ResumeCertification{{Name: "AWS Certified ML", Issuer: "Amazon", Date: "2023-05"}},
	}
	c.Normalize()
	return c
}

func TestRoundTrip(t *testing.T) {
	c := sample()
	b, err := json.Marshal(FromContent(c))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"$schema":"https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"`,
		`"position":"Senior Data Scientist"`, `"highlights":["Cut churn by 18%","Built the feature store"]`,
		`"network":"LinkedIn"`, `"city":"Leeds","region":"West Yorkshire"`, `"studyType":"MSc Statistics"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("export lacks %s: %s", want, b)
		}
	}
	if strings.Contains(string(b), `"endDate":"Present"`) {
		t.Error("an ongoing job has no end date in JSON Resume")
	}
	var back Resume
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if got := ToContent(back); !reflect.DeepEqual(got, c) {
		t.Fatalf("round trip changed the resume:\n got %+v\nwant %+v", got, c)
	}
}

func TestImportFromOtherTools(t *testing.T) {
	in := `{"basics":{"name":"Sam Lee","label":"Engineer","profiles":[{"network":"LinkedIn","username":"samlee"}],"location":{"city":"Austin","region":"TX"}},
	"work":[{"name":"Acme","position":"Engineer","startDate":"2020-01-15","highlights":["Shipped v2"]}],
	"education":[{"institution":"UT Austin","area":"Computer Science","studyType":"Bachelor","endDate":"2019-05"}],
	"skills":[{"name":"Web","keywords":["HTML","CSS"]},{"name":"Go"}],"languages":[{"language":"Spanish"}]}`
	var r Resume
	if err := json.Unmarshal([]byte(in), &r); err != nil {
		t.Fatal(err)
	}
	c := ToContent(r)
	if c.PersonalInfo.Linkedin != "https://www.linkedin.com/in/samlee" || c.PersonalInfo.Location != "Austin, TX" ||
		c.Experience[0].EndDate != "Present" || c.Experience[0].Description != "• Shipped v2" ||
		c.Education[0].Degree != "Bachelor in Computer Science" || !reflect.DeepEqual(c.Skills, []string{"HTML", "CSS", "Go"}) {
		t.Fatalf("%+v", c)
	}
}
