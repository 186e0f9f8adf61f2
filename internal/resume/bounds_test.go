package resume

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"testing"
)

// allocated returns the bytes fn allocates (the test runs alone, so the
// count is fn's own).
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The archive's entries are unpacked as they are read and counted against
// the budget on the way: a bomb costs a few buffers, not its unpacked size.
func TestZipBombsAreBoundedWhileReading(t *testing.T) {
	// Markup without text is read to the end of the budget; one endless
	// token (a comment) is refused by the token cap; a CSV of blank lines
	// is read to the end of the budget.
	docxBomb := zipOf(t, map[string][]byte{"word/document.xml": bytes.Repeat([]byte("<w:x/>"), (60<<20)/6)})
	textBomb := zipOf(t, map[string][]byte{"word/document.xml": append([]byte("<w:p><!--"), bytes.Repeat([]byte("A"), 60<<20)...)})
	csvBomb := zipOf(t, map[string][]byte{"Positions.csv": append([]byte("Company Name,Title,Started On\n"),
		bytes.Repeat([]byte("\n"), 60<<20)...)})
	// Allocation is checked where the work is a few tokens: the markup
	// bomb allocates a little per element, all of it garbage at once.
	for _, tc := range []struct {
		name     string
		run      func() error
		msg      string
		cause    error
		maxAlloc uint64
	}{
		{"docx unpacking to 60 MiB of markup", func() error { _, _, err := Extract(docxBomb); return err }, MsgDOCXDamaged, errZipBudget, 0},
		{"docx holding a 60 MiB comment", func() error { _, _, err := Extract(textBomb); return err }, MsgDOCXDamaged, errXMLToken, 12 << 20},
		{"LinkedIn zip unpacking to 60 MiB", func() error { _, err := ImportLinkedIn(csvBomb, "export.zip"); return err }, MsgLinkedIn, errZipBudget, 12 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			n := allocated(func() { err = tc.run() })
			var ee *ExtractError
			if !errors.As(err, &ee) || ee.Message != tc.msg {
				t.Fatalf("error %v, want %q", err, tc.msg)
			}
			if !errors.Is(err, tc.cause) {
				t.Errorf("refused for %v, want %v", ee.Err, tc.cause)
			}
			// Holding the budget's 20 MiB (as reading entries whole did)
			// allocates more than that.
			if tc.maxAlloc > 0 && n > tc.maxAlloc {
				t.Errorf("%d MiB allocated reading a bomb", n>>20)
			}
		})
	}
}

func TestLinkedInCSVBounds(t *testing.T) {
	t.Run("a line past the cap is refused", func(t *testing.T) {
		long := "Company Name,Title,Started On\nAcme," + strings.Repeat("x", 20<<20) + ",Jan 2020\n"
		data := []byte(long)
		var err error
		n := allocated(func() { _, err = ImportLinkedIn(data, "Positions.csv") })
		if !errors.Is(err, errLinkedInLine) {
			t.Fatalf("error %v, want the line cap", err)
		}
		// encoding/csv would hold the 20 MiB line, twice over as it grows.
		if n > 1<<20 {
			t.Errorf("%d MiB allocated", n>>20)
		}
		// The same line inside an export skips that file only.
		export := zipOf(t, map[string][]byte{"Positions.csv": data, "Skills.csv": []byte("Name\nGo\n")})
		res, err := ImportLinkedIn(export, "export.zip")
		if err != nil || strings.Join(res.Skills, ",") != "Go" || !strings.Contains(strings.Join(res.Warnings, " "), "Positions.csv could not be read and was skipped.") {
			t.Fatalf("export with one bad file: %v %+v", err, res)
		}
	})
	t.Run("columns past the cap are dropped", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("Company Name,Title,Started On")
		for i := 0; i < 20_000; i++ {
			b.WriteString(",c")
		}
		b.WriteString("\nAcme,Engineer,Jan 2020")
		for i := 0; i < 20_000; i++ {
			b.WriteString(",v")
		}
		b.WriteString("\n")
		rows, kind, err := readLinkedInCSV(strings.NewReader(b.String()), "Positions.csv")
		if err != nil || kind != "positions" || len(rows) != 1 {
			t.Fatalf("kind %q, %d rows, err %v", kind, len(rows), err)
		}
		if len(rows[0]) > linkedinMaxColumns || rows[0]["company name"] != "Acme" {
			t.Fatalf("row of %d columns: %v", len(rows[0]), rows[0]["company name"])
		}
	})
	t.Run("connections are recognised from the header alone", func(t *testing.T) {
		rows, kind, err := readLinkedInCSV(strings.NewReader(liConnections+strings.Repeat("Ada,Lovelace,,,,,01 Jan 2020\n", 10)), "Connections.csv")
		if err != nil || kind != "connections" || rows != nil {
			t.Fatalf("kind %q rows %v err %v", kind, rows, err)
		}
	})
}
