package ai

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

func hrResume() stride.ResumeContent {
	return stride.ResumeContent{
		PersonalInfo: stride.ResumePersonalInfo{Name: "Marcus Bell", Summary: "HR generalist for two plastics plants."},
		Experience: []stride.ResumeExperience{{Title: "HR Generalist", Company: "Carolina Precision Plastics", StartDate: "2019-01", EndDate: "Present",
			Description: "• Administer FMLA, ADA accommodation requests and short-term disability claims - roughly 60 cases a year\n" +
				"• Rebuilt new-hire orientation into a 2-day program; 90-day turnover fell from 31% to 18%\n" +
				"• Main HR contact for ~420 employees across three shifts"}},
		Skills:         []string{"Employee relations", "UKG Pro"},
		Certifications: []stride.ResumeCertification{{Name: "SHRM-CP"}},
	}
}

const hrPosting = "HR Business Partner - Plant Operations\nWhat you will do\n- Own onboarding for hourly hires.\n" +
	"- Manage leaves of absence and accommodations.\n- Partner with ONE plant leadership team.\n" +
	"What you need\n- Experience with an HRIS (Dayforce preferred).\n- PHR or SHRM-SCP a plus.\n- Lean experience."

// optimiseAgainst runs the local optimiser on a resume and a posting and
// returns each term's status and the resume with every suggestion kept.
func optimiseAgainst(t *testing.T, c stride.ResumeContent, posting string) (map[string]string, stride.ResumeContent) {
	t.Helper()
	raw, _ := json.Marshal(c)
	o, err := (&Local{}).OptimizeResume(context.Background(), raw, "", posting)
	if err != nil {
		t.Fatal(err)
	}
	status := map[string]string{}
	for _, k := range o.Fit.Keywords {
		status[k.Term] = k.Status
	}
	var after stride.ResumeContent
	if err := json.Unmarshal(o.Content, &after); err != nil {
		t.Fatal(err)
	}
	return status, after
}

// The optimiser shows what the resume backs in other words, proposes the
// posting's terms beside the person's own words, and adds nothing the
// resume does not back: no product it does not name, no credential, no
// capitalised word of the posting ("ONE", "PARTNER", "Ada").
func TestOptimiseAgainstAPosting(t *testing.T) {
	c := hrResume()
	raw, _ := json.Marshal(c)
	o, err := (&Local{}).OptimizeResume(context.Background(), raw, "", hrPosting)
	if err != nil {
		t.Fatal(err)
	}
	fit := o.Fit
	if fit == nil || fit.TargetRole != "HR Generalist" {
		t.Fatalf("target role does not default to the resume's title: %+v", fit)
	}
	status := map[string]string{}
	for _, k := range fit.Keywords {
		status[k.Term] = k.Status
	}
	for term, want := range map[string]string{"onboarding": KeywordBacked, "leaves of absence": KeywordBacked, "HRIS": KeywordBacked,
		"Dayforce": KeywordMissing} {
		if status[term] != want {
			t.Errorf("%q is %q, want %q (all: %v)", term, status[term], want, status)
		}
	}
	if fit.CoverageAfter <= fit.CoverageBefore {
		t.Errorf("coverage %d -> %d", fit.CoverageBefore, fit.CoverageAfter)
	}
	var after stride.ResumeContent
	_ = json.Unmarshal(o.Content, &after)
	text := resumeText(after)
	for _, want := range []string{"Rebuilt new-hire orientation (onboarding) into a 2-day program; 90-day turnover fell from 31% to 18%",
		"short-term disability claims (leaves of absence)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the rewrite lacks %q:\n%s", want, text)
		}
	}
	for _, junk := range []string{"Dayforce", "PHR", "SHRM-SCP", "ONE", "PARTNER", "Ada", "Lean"} {
		if wholeWordCase(text, junk) {
			t.Errorf("adds %q, which the resume does not back:\n%s", junk, text)
		}
	}
	if len(fit.Suggestions) < 2 {
		t.Fatalf("suggestions %+v", fit.Suggestions)
	}
	for _, s := range fit.Suggestions {
		if s.Section == "experience" && (s.Before == s.After || !strings.Contains(s.After, strings.Fields(s.Before)[1])) {
			t.Errorf("suggestion %+v does not keep the person's words", s)
		}
	}
	// Keeping one suggestion changes only its bullet.
	one, err := ApplyFit(raw, *fit, []string{fit.Suggestions[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	var kept stride.ResumeContent
	_ = json.Unmarshal(one, &kept)
	if n := strings.Count(resumeText(kept), "("+fit.Suggestions[1].Terms[0]+")"); n != 0 {
		t.Errorf("kept a suggestion that was not chosen")
	}
	if !strings.Contains(o.Changes[len(o.Changes)-1], "Not on your resume") || !strings.Contains(o.Changes[len(o.Changes)-1], "Dayforce") {
		t.Errorf("changes %v", o.Changes)
	}
}

// A resume that already uses every term of the posting is left as it is,
// and one with backed terms is never "nothing to change".
func TestOptimiseNothingToChangeOnlyWhenTrue(t *testing.T) {
	c := hrResume()
	fit := AnalyzeFit(c, "HR Generalist", "We need someone for employee relations and FMLA.")
	if len(fit.Suggestions) != 0 || fit.CoverageBefore != 100 {
		t.Errorf("%+v", fit)
	}
	if fit := AnalyzeFit(c, "", hrPosting); len(fit.Suggestions) == 0 {
		t.Error("backed terms, no suggestion")
	}
}

// With a model configured, optimising against a posting is still Stride's
// grounded analysis: no model call, the same fit.
func TestOpenAIOptimiseAgainstAPostingIsGrounded(t *testing.T) {
	o, calls, _ := fakeChat(t)
	raw, _ := json.Marshal(hrResume())
	got, err := o.OptimizeResume(context.Background(), raw, "", hrPosting)
	if err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 0 || got.Fit == nil || len(got.Fit.Suggestions) == 0 {
		t.Fatalf("calls %d, fit %+v", calls.Load(), got.Fit)
	}
}

// A posting's abbreviation is backed where the resume spells it out: in a
// certification's name (written there as "Certified Crop Adviser (CCA)"),
// with a small word inside ("Americans with Disabilities Act" for ADA),
// and in a nice-to-have ("communications training officer" for CTO). A
// nice-to-have the resume does not back is at most missing, never added.
func TestOptimiseSpellsOutAbbreviationsInCertificationsAndNiceToHaves(t *testing.T) {
	c := stride.ResumeContent{
		Experience: []stride.ResumeExperience{{Title: "Field Agronomist", Company: "Prairie Co-op", StartDate: "2018-03", EndDate: "Present",
			Description: "• Served as communications training officer for 6 new hires\n" +
				"• Kept the seed warehouse accessible under the Americans with Disabilities Act"}},
		Certifications: []stride.ResumeCertification{{Name: "Certified Crop Adviser", Issuer: "American Society of Agronomy"}},
	}
	posting := "Agronomist\nResponsibilities:\n- Advise growers on fertility and ADA-compliant sites\nRequirements:\n- CCA required\n" +
		"Nice to have:\n- CTO experience\n- GIS mapping"
	status, after := optimiseAgainst(t, c, posting)
	for _, term := range []string{"CCA", "ADA", "CTO"} {
		if status[term] != KeywordBacked {
			t.Errorf("%s: %q (all %v)", term, status[term], status)
		}
	}
	if st, ok := status["GIS"]; ok && st != KeywordMissing {
		t.Errorf("a nice-to-have the resume does not back is %q", st)
	}
	if len(after.Certifications) != 1 || after.Certifications[0].Name != "Certified Crop Adviser (CCA)" || after.Certifications[0].Issuer != "American Society of Agronomy" {
		t.Errorf("certifications: %+v", after.Certifications)
	}
	if text := resumeText(after); !strings.Contains(text, "communications training officer (CTO)") || strings.Contains(text, "GIS") {
		t.Errorf("resume:\n%s", text)
	}
}

// Two adjectives of one kind spell a two-letter ampersand abbreviation
// ("hydrologic and hydraulic modeling" for H&H); two nouns do not
// ("pricing and logistics" is no P&L).
func TestAmpersandAbbreviationOfTwoAdjectives(t *testing.T) {
	if _, ok := backedBy("H&H", "Lead hydrologic and hydraulic modeling for 14 stormwater projects"); !ok {
		t.Error("H&H is not read in hydrologic and hydraulic modeling")
	}
	if _, ok := backedBy("P&L", "Owned pricing and logistics for 40 stores"); ok {
		t.Error("P&L is read in pricing and logistics")
	}
	if _, ok := backedBy("P&L", "Owned the store's profit-and-loss results"); !ok {
		t.Error("P&L is not read in profit-and-loss")
	}
}

// Initials skip "per" ("million gallons per day" for MGD), a name may
// open with "The" ("The Museum System" for TMS), and a skill that spells
// out an abbreviation backs it, which joins the skills.
func TestAbbreviationsInOtherShapes(t *testing.T) {
	for abbr, line := range map[string]string{"MGD": "Ran a 12 million gallons per day plant", "TMS": "Manage 48,000 object records in The Museum System"} {
		if _, ok := backedBy(abbr, line); !ok {
			t.Errorf("%s is not read in %q", abbr, line)
		}
	}
	if _, ok := backedBy("TMS", "Manage the museum's records in the system"); ok {
		t.Error("TMS is read in lower-case everyday words")
	}
	c := stride.ResumeContent{
		Experience: []stride.ResumeExperience{{Title: "Fiber Splicing Technician", Company: "Lightpath", StartDate: "2020-01", EndDate: "Present",
			Description: "• Spliced 1,200 fibers a month"}},
		Skills: []string{"Fusion splicing", "Optical time-domain reflectometer"},
	}
	fit := AnalyzeFit(c, "", "Responsibilities:\n- Test every span with an OTDR and document results")
	var skills *Suggestion
	for i, s := range fit.Suggestions {
		if s.Section == "skills" {
			skills = &fit.Suggestions[i]
		}
	}
	if skills == nil || !slices.Contains(skills.Terms, "OTDR") {
		t.Errorf("OTDR is not added beside the skill that spells it out: %+v", fit.Suggestions)
	}
}

// A credential's abbreviation is spelled out only by its name ("Certified
// Crop Adviser"), never by words that happen to start with its letters
// ("Certified coder with seven years" is no CCS); a phrase that names
// people ("documentation integrity specialists") is not a practice to
// claim; one concept joins the skills once in words (and once as an
// abbreviation).
func TestOptimiserClaimsNoCredentialTitleOrRepeat(t *testing.T) {
	if _, ok := backedBy("CCS", "Certified coder with seven years of inpatient work"); ok {
		t.Error("CCS is read in 'Certified coder with seven'")
	}
	if _, ok := backedBy("CCA", "Holds the Certified Crop Adviser credential"); !ok {
		t.Error("CCA is not read in its name")
	}
	for _, p := range postingPhrases("Responsibilities:\n- Work with our documentation integrity specialists on queries") {
		if strings.HasSuffix(p, "specialists") {
			t.Errorf("the phrase %q names people", p)
		}
	}
	c := stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Buyer", Company: "City of Lakeport", StartDate: "2020-01", EndDate: "Present",
		Description: "• Bought $4M of goods a year"}}, Skills: []string{"Warehouse management system"}}
	fit := AnalyzeFit(c, "", "Responsibilities:\n- Run our WMS and the warehouse management system upgrade\n- Keep WMS data clean")
	for _, s := range fit.Suggestions {
		if s.Section == "skills" && len(s.Terms) > 1 && !slices.Contains(s.Terms, "WMS") {
			t.Errorf("skills added twice for one concept: %v", s.Terms)
		}
	}
}

// A term that names a place ("water treatment plant") is no entry for the
// skills list.
func TestPlaceIsNoSkill(t *testing.T) {
	if !placeTerm("water treatment plant") || placeTerm("plant maintenance") || placeTerm("WMS") {
		t.Error("placeTerm reads places wrong")
	}
}

// A plural term's singular used before a noun names the noun's thing:
// quoting bids backs "bids", not "bid lettings" (a public agency's bid
// openings, which m11-08's writer marks as not to be added).
func TestAttributiveTermIsItsHeadsThing(t *testing.T) {
	c := stride.ResumeContent{Experience: []stride.ResumeExperience{{Title: "Inside Sales Representative", Company: "Platte Valley Waterworks Supply",
		StartDate: "2021-03", EndDate: "Present", Description: "• Read plans and do material takeoffs for storm and sanitary jobs, quoting 25-35 bids a month"}}}
	status, after := optimiseAgainst(t, c, "Responsibilities:\n- Prepare bid-day quotes from plans and follow up after bid lettings\n- Write job estimates for site contractors")
	if status["bid lettings"] == KeywordBacked || strings.Contains(strings.ToLower(after.Experience[0].Description), "letting") {
		t.Errorf("bid lettings backed by bids: %v\n%s", status, after.Experience[0].Description)
	}
	if status["job estimates"] != KeywordBacked {
		t.Errorf("job estimates not backed by the bids: %v", status)
	}
	// A role after a practice is a title above the person's, not the
	// practice ("paving superintendent" is no paving).
	c = stride.ResumeContent{Skills: []string{"Asphalt paving"}, Experience: []stride.ResumeExperience{{Title: "Screed Operator", Company: "Conestoga Blacktop",
		StartDate: "2019-04", EndDate: "Present", Description: "• Run the screed on a 10-person crew"}}}
	status, after = optimiseAgainst(t, c, "Responsibilities:\n- Report to the paving superintendent on each pull")
	if status["paving superintendent"] == KeywordBacked || slices.Contains(after.Skills, "paving superintendent") {
		t.Errorf("a title backed by a practice: %v, skills %v", status, after.Skills)
	}
	for in, want := range map[[2]string]bool{{"bid", "bids"}: true, {"order", "orders"}: true, {"bids", "bids"}: false, {"safety", "safety"}: false, {"bid", "bid estimating"}: false} {
		if got := attributive(in[0], in[1]); got != want {
			t.Errorf("attributive(%q, %q) = %v", in[0], in[1], got)
		}
	}
}
