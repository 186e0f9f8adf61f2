package stride_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stride-oss/stride"
)

// FuzzFlexTime decodes an application's dates as the API does. A date
// decodes to the zero time or to a UTC time between 1970 and 2200 that
// reads back the same after encoding; anything else is EINVALID with the
// applied-date message.
func FuzzFlexTime(f *testing.F) {
	for _, s := range []string{`"2026-11-02"`, `"2026-11-02T15:04"`, `"2026-11-02T15:04:05.123+05:30"`, `null`, `""`, `"  "`,
		`"1969-12-31"`, `"2201-01-01"`, `"02/11/2026"`, `42`, `"2026-02-30"`, `{"a":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var ft stride.FlexTime
		err := ft.UnmarshalJSON(b)
		if err != nil {
			var se *stride.Error
			if !errors.As(err, &se) || se.Code != stride.EINVALID || se.Message != stride.MsgAppliedDate {
				t.Fatalf("%q: error %#v", b, err)
			}
			return
		}
		if ft.IsZero() {
			return
		}
		if ft.Location() != time.UTC || ft.Year() < 1970 || ft.Year() > 2200 {
			t.Fatalf("%q: %v", b, ft.Time)
		}
		out, err := json.Marshal(ft.Time)
		if err != nil {
			t.Fatal(err)
		}
		var back stride.FlexTime
		if err := back.UnmarshalJSON(out); err != nil || !back.Equal(ft.Time) {
			t.Fatalf("%s reads back as %v (%v)", out, back.Time, err)
		}
	})
}
