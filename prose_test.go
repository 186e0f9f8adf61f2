package stride

import "testing"

func TestArticle(t *testing.T) {
	for phrase, want := range map[string]string{
		"RN": "an", "HR Generalist": "an", "HACCP-certified kitchen": "an", "MBA": "an", "LPN/LVN": "an",
		"UX designer": "a", "CNA": "a", "QA lead": "a", "Unit Manager": "a", "university": "a", "one-year role": "a",
		"Engineer": "an", "accountant": "an", "hourly role": "an", "honest answer": "an",
		"Information Systems Analyst": "an", "nurse": "a", "8-hour shift": "an", "": "a",
		"(LPN) nurse": "an",
	} {
		if got := Article(phrase); got != want {
			t.Errorf("Article(%q) = %q, want %q", phrase, got, want)
		}
	}
}
