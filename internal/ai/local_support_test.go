package ai

import "testing"

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
	for _, want := range []string{"customer discovery", "product requirements documents", "SLOs", "medium-sized businesses"} {
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
