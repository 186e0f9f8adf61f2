package ai

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

// The thesaurus loads beside the hand-written groups, and no term names
// two groups (a term in two groups would let one back the other's).
func TestWorkTermsLoadOnce(t *testing.T) {
	groups := allConceptGroups()
	if len(groups) < len(conceptGroups)+1000 {
		t.Fatalf("%d groups, want the thesaurus's 1,000 and more beside %d hand-written", len(groups), len(conceptGroups))
	}
	owner := map[string]int{}
	for g, terms := range groups {
		for _, term := range terms {
			k := strings.Join(termWords(strings.TrimPrefix(term, "@")), " ")
			if o, ok := owner[k]; ok && o != g {
				t.Errorf("%q names groups %d and %d", term, o, g)
			}
			owner[k] = g
		}
	}
}

// A practice the resume describes in the trade's other words is backed:
// "safety huddles" shows "toolbox talks"; a product the resume does not
// name (Procore) and a credential (CHST) stay missing and are never added.
func TestOptimiseReadsTheThesaurus(t *testing.T) {
	c := stride.ResumeContent{
		Experience: []stride.ResumeExperience{{Title: "Carpenter Foreman", Company: "Ridgeline Builders", StartDate: "2018-03", EndDate: "Present",
			Description: "• Ran morning safety huddles for a 12-person framing crew, with zero lost-time injuries in 3 years\n" +
				"• Framed 40 custom homes a year"}},
		Skills: []string{"Framing", "Blueprint reading"},
	}
	posting := "Site Safety Coordinator\nResponsibilities:\n- Lead daily toolbox talks with every trade on site\n" +
		"- Track safety observations in Procore\nRequirements:\n- CHST or CSP preferred"
	status, after := optimiseAgainst(t, c, posting)
	if status["toolbox talks"] != KeywordBacked {
		t.Errorf("toolbox talks: %q (all %v)", status["toolbox talks"], status)
	}
	text := resumeText(after)
	if !strings.Contains(text, "safety huddles (toolbox talks)") {
		t.Errorf("the bullet does not bring in the posting's term:\n%s", text)
	}
	for _, never := range []string{"Procore", "CHST", "CSP"} {
		if strings.Contains(text, never) {
			t.Errorf("adds %q, which the resume does not back:\n%s", never, text)
		}
	}
}

// A posting's term that works on a thing ("W-2 processing") is backed by
// the resume's other words for the thing ("year-end wage statements"); a
// term that is a kind of a thing ("dental x-rays") backs the thing
// ("radiographs").
func TestTermsBackTheirObjectAndHead(t *testing.T) {
	for _, c := range []struct{ posting, bullet, term string }{
		{"Responsibilities:\n- Own W-2 processing for all entities", "Issued year-end wage statements for 1,800 employees", "W-2 processing"},
		{"Responsibilities:\n- Take and position radiographs", "Took dental x-rays on every cleaning", "radiographs"},
	} {
		res := stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Specialist", Company: "Acme", StartDate: "2020-01", EndDate: "Present",
			Description: "• " + c.bullet}}}
		fit := AnalyzeFit(res, "", c.posting)
		found := false
		for _, k := range fit.Keywords {
			if k.Term == c.term {
				found = k.Status == KeywordBacked
			}
		}
		if !found {
			t.Errorf("%q is not backed by %q: %+v", c.term, c.bullet, fit.Keywords)
		}
	}
}
