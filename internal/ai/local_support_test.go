package ai

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
)

func TestBackedBy(t *testing.T) {
	for _, c := range []struct {
		phrase, line, found string
	}{
		{"product requirements documents", "Write PRDs and one-pagers for each release", "PRDs"},
		{"return on ad spend", "Held blended ROAS at 3.1 while spend doubled", "ROAS"},
		{"UAT", "Wrote user acceptance testing scripts for the new system", "user acceptance testing"},
		{"stakeholder management", "Managed stakeholders across three regions", "Managed stakeholders"},
		{"complex forms", "Simplified the complicated forms of the intake flow", "complicated forms"},
		{"respiratory failure", "Ran CRRT for patients in acute kidney failure", ""},
		{"product design", "Designed marketing pages", ""},
		{"ADA", "See 8-9 patients a day in a busy practice", ""},
		{"shift results", "Shift lead for 40 associates", ""},
		// An abbreviation with an ampersand, "and" standing for it; two
		// letters only when the words are hyphenated into one.
		{"GD&T", "Read drawings with geometric dimensioning and tolerancing", "geometric dimensioning and tolerancing"},
		{"M&A", "Supported mergers-and-acquisitions diligence", "mergers-and-acquisitions"},
		{"P&L", "Owned pricing and logistics for the region", ""},
		// A phrase's words within one clause, not across a comma.
		{"tool life", "Swap tooling on a set life count, lowering tooling spend", ""},
		// The doer, the act and the thing read as one word.
		{"fault detection", "Found faults with thermal detectors", "faults with thermal detectors"},
		{"fault detection", "Found faults with thermal cameras", ""},
	} {
		m, ok := backedBy(c.phrase, c.line)
		if got := map[bool]string{true: m.found}[ok]; got != c.found {
			t.Errorf("backedBy(%q, %q) = %q, want %q", c.phrase, c.line, got, c.found)
		}
	}
}

func TestPostingPhrases(t *testing.T) {
	posting := "We sell to small and medium-sized businesses.\n\nWhat you'll do\n- Lead customer discovery and write product requirements documents.\n- Define SLOs with product teams.\n\nNice to have\n- Experience with Stripe Billing.\n\nThe salary range is $100,000 plus equity."
	got := map[string]bool{}
	for _, p := range postingPhrases(posting) {
		got[p] = true
	}
	posting += "\n\nWhat you'll do\n- Follow KYC/AML rules and keep a GMP-based quality log.\n"
	for _, p := range postingPhrases(posting) {
		got[p] = true
	}
	for _, want := range []string{"customer discovery", "product requirements documents", "SLOs", "medium-sized businesses",
		"KYC", "AML", "GMP", // an abbreviation joined to another word
	} {
		if !got[want] {
			t.Errorf("postingPhrases lacks %q: %q", want, postingPhrases(posting))
		}
	}
	for _, not := range []string{"Stripe Billing", "salary range", "Lead customer discovery", "write product"} {
		if got[not] {
			t.Errorf("postingPhrases holds %q", not)
		}
	}
}

func TestOptimiserBacksAPhraseInTheSummary(t *testing.T) {
	res := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Summary: "Designer who makes complicated forms feel simple."},
		Experience: []stride.ResumeExperience{{Title: "Product Designer", Company: "Lumen", Description: "• Write PRDs with the product team"}}}
	posting := "What you'll do\n- Design complex forms for patients.\n- Turn research into product requirements documents.\n\nNice to have\n- Experience with healthcare forms."
	fit := AnalyzeFit(res, "", posting)
	raw, _ := json.Marshal(res)
	out, err := ApplyFit(raw, fit, nil)
	if err != nil {
		t.Fatal(err)
	}
	var after stride.ResumeContent
	if err := json.Unmarshal(out, &after); err != nil {
		t.Fatal(err)
	}
	// Same head noun: the posting's words replace the resume's synonym.
	if after.PersonalInfo.Summary != "Designer who makes complex forms feel simple." {
		t.Errorf("summary %q", after.PersonalInfo.Summary)
	}
	if !strings.Contains(after.Experience[0].Description, "PRDs (product requirements documents)") {
		t.Errorf("experience %q", after.Experience[0].Description)
	}
	if strings.Contains(string(out), "healthcare") {
		t.Errorf("adds a nice-to-have the resume does not show: %s", out)
	}
}

func TestBackedByLeavesTheSameWordsAlone(t *testing.T) {
	for _, c := range [][2]string{{"yearly refresh", "run the yearly hardware refresh"}, {"nightly batch sync", "replacing a nightly batch sync"}} {
		if m, ok := backedBy(c[0], c[1]); ok {
			t.Errorf("backedBy(%q, %q) = %q: the line already says it", c[0], c[1], m.found)
		}
	}
}
