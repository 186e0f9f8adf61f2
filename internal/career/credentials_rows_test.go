package career

import (
	"slices"
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/catalog"
)

// The written rows (data/credential_rows.json): complete, in the
// catalogue, and with them every occupation of the catalogue has a row.
func TestWrittenCredentialRows(t *testing.T) {
	c := catalog.MustLoad()
	if len(writtenCredentials) < 380 {
		t.Fatalf("%d written rows, want at least 380", len(writtenCredentials))
	}
	checkAddedRows(t, c, writtenCredentials, "https://www.onetonline.org/link/summary/")
	// Every occupation has its row now, and a written row never hides a
	// hand-written one.
	for _, o := range c.Occupations {
		cr := CredentialFor(&o, "")
		if cr == nil {
			t.Errorf("%s (%s): no row", o.Title, o.Code)
			continue
		}
		for _, w := range writtenCredentials {
			if len(w.Titles) == 0 && w.Name == cr.Name && slices.Contains(w.SOC, catalog.SOC(o.Code)) {
				for _, h := range Credentials[:len(Credentials)-len(writtenCredentials)] {
					if len(h.Titles) == 0 && slices.Contains(h.SOC, catalog.SOC(o.Code)) {
						t.Errorf("%s: the written row %q hides %q", o.Title, w.Name, h.Name)
					}
				}
			}
		}
	}
}

// A written row's steps read inside the credential's sentence, and its
// exam is named as an exam.
func TestWrittenRowsReadAsSentences(t *testing.T) {
	c := catalog.MustLoad()
	f := &Facts{Title: "Hotel Housekeeper"}
	from, to := f.Move(c, "Sterile Processing Technician")
	if to == nil || to.Code != "31-9093.00" {
		t.Fatalf("sterile processing technician resolved to %v", to)
	}
	p := PlanFor(f, from, to, "Sterile Processing Technician")
	line := p.CredentialLine()
	if !strings.Contains(line, ", pass CRCST exam and complete 400 hands-on hours") {
		t.Errorf("credential line: %s", line)
	}
	if names := strings.Join(p.LearnNames(5), " | "); !strings.Contains(names, "Exam preparation: CRCST exam") || !strings.HasPrefix(names, "Decontamination") {
		t.Errorf("what to learn: %s", names)
	}
}
