package career

import (
	"strings"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/catalog"
)

// TestSamplePostingsNameTheLicence checks that sample postings of a
// licensed occupation ask for its licence by name, and that experience is
// not offered in place of the education the licence needs.
func TestSamplePostingsNameTheLicence(t *testing.T) {
	c := catalog.MustLoad().WithPostingCredential(PostingCredential)
	seen := map[string]bool{}
	for _, j := range c.GenerateJobs(6000, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) {
		reqs := strings.Join(j.Requirements, " | ")
		if j.OccupationCode == nil {
			t.Fatalf("%s: a sample posting without its occupation", j.ID)
		}
		switch *j.OccupationCode {
		case "29-1141.00": // registered nurses
			seen["rn"] = true
			if !strings.Contains(reqs, "Registered nurse licence (NCLEX-RN) required") {
				t.Errorf("%s: %q asks for no RN licence: %s", j.ID, j.Title, reqs)
			}
			if strings.Contains(reqs, "or equivalent experience") {
				t.Errorf("%s: %q offers experience in place of the nursing degree: %s", j.ID, j.Title, reqs)
			}
		case "15-1252.00", "17-2141.00", "23-2093.00": // software developers, mechanical engineers (a PE only signs public work), title examiners
			seen[*j.OccupationCode] = true
			if strings.Contains(reqs, " required") {
				t.Errorf("%s: %q asks for a licence: %s", j.ID, j.Title, reqs)
			}
		}
	}
	if !seen["rn"] || !seen["15-1252.00"] || !seen["17-2141.00"] {
		t.Fatalf("the sample has no registered nurse or software developer postings: %v", seen)
	}
	// Without the table, postings are as before: no licence line.
	for _, j := range catalog.MustLoad().GenerateJobs(200, 1, time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)) {
		for _, r := range j.Requirements {
			if strings.HasSuffix(r, " required") || strings.HasSuffix(r, " preferred") {
				t.Fatalf("%s: a licence line without the table: %q", j.ID, r)
			}
		}
	}
}
