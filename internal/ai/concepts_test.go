package ai

import (
	"strings"
	"testing"
)

// The vocabulary of work finds a term in any form of its words (plurals),
// abbreviations only as written in capitals, and never a word inside another
// ("coaching" is not "coach", "leader" is not "leads").
func TestFindConcepts(t *testing.T) {
	found := func(text string) []string {
		var out []string
		for _, h := range findConcepts(text) {
			out = append(out, h.found)
		}
		return out
	}
	for text, want := range map[string]string{
		"Attend multidisciplinary rounds daily":             "multidisciplinary rounds",
		"Write SCARs for steel suppliers":                   "SCARs",
		"Troubleshoot and replace VFDs (PowerFlex 525)":     "VFDs",
		"Run weekly check and ACH payment runs":             "ACH payment runs",
		"Carried the pager for on-call outages":             "on-call|outages",
		"We need a pit crew and a team leader, not a coach": "",
	} {
		if got := strings.Join(found(text), "|"); got != want {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
	if conceptSet("vented patients")[0] != conceptSet("mechanically ventilated")[0] || len(conceptSet("vented patients")) != 1 {
		t.Error("vented patients and mechanically ventilated are one concept")
	}
}

// A posting's term keeps the posting's abbreviation only when it is one
// ("continuous renal replacement therapy (CRRT)", not "HRIS (Dayforce)"),
// and takes the noun that completes it ("e-discovery platforms").
func TestPostingTerms(t *testing.T) {
	var terms []string
	for _, p := range postingTerms("Manage continuous renal replacement therapy (CRRT). Keep data in our HRIS (Dayforce preferred). " +
		"Run productions on e-discovery platforms.") {
		terms = append(terms, p.text)
	}
	got := strings.Join(terms, "|")
	for _, want := range []string{"continuous renal replacement therapy (CRRT)", "HRIS", "e-discovery platforms", "Dayforce"} {
		if !strings.Contains("|"+got+"|", "|"+want+"|") {
			t.Errorf("terms %q lack %q", got, want)
		}
	}
	if strings.Contains(got, "HRIS (Dayforce)") {
		t.Errorf("Dayforce is not an abbreviation of HRIS: %q", got)
	}
}

func TestConceptsToolsShowAPractice(t *testing.T) {
	for _, c := range []struct{ term, text string }{
		{"configuration management", "Wrote Ansible playbooks for 300 servers"},
		{"data visualization", "Built Power BI reports for finance"},
		{"ticketing system", "Closed 40 Zendesk tickets a day"},
		{"garnishments", "Processed wage withholding orders for 1,200 staff"},
		{"food cost", "Cut ingredient spend by 4 points"},
		{"emergency drills", "Ran lockdown drills each term"},
		{"rooftop units", "Serviced packaged rooftop equipment for 30 stores"},
		{"incrementality", "Ran a geo holdout on paid social"},
	} {
		want := conceptSet(c.term)
		if len(want) == 0 {
			t.Fatalf("no group holds %q", c.term)
		}
		hit := false
		for g := range conceptSet(c.text) {
			hit = hit || want[g]
		}
		if !hit {
			t.Errorf("%q does not show %q", c.text, c.term)
		}
	}
	// A practice does not back a tool.
	for g := range conceptSet("Tableau") {
		for _, h := range findConcepts("Built data visualization for finance") {
			if h.group == g && h.product {
				t.Errorf("a practice stands for the tool Tableau")
			}
		}
	}
}
