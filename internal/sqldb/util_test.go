package sqldb_test

import (
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/sqldb"
)

func TestParseUTCForms(t *testing.T) {
	for in, want := range map[string]time.Time{
		"2026-11-22 01:13:00+00:00":            time.Date(2026, 11, 22, 1, 13, 0, 0, time.UTC),
		"2026-11-22 01:13:00.5+00:00":          time.Date(2026, 11, 22, 1, 13, 0, 500000000, time.UTC),
		"2026-11-22T01:13:00.123456789Z":       time.Date(2026, 11, 22, 1, 13, 0, 123456789, time.UTC),
		"2026-11-22 01:13:00":                  time.Date(2026, 11, 22, 1, 13, 0, 0, time.UTC),
		"2026-11-22 01:13:00.1234567891+00:00": time.Date(2026, 11, 22, 1, 13, 0, 123456789, time.UTC),
	} {
		got, ok := sqldb.ParseUTC(in)
		if !ok || !got.Equal(want) {
			t.Errorf("%q → %v %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "2026-11-22", "2026-11-22 01:13:00+02:00", "20x6-11-22 01:13:00", "2026-11-22 01:13:00 PST"} {
		if _, ok := sqldb.ParseUTC(bad); ok {
			t.Errorf("%q parsed", bad)
		}
	}
}
