package stride

import (
	"encoding/json"
	"strings"
	"time"
)

// FlexTime decodes an ISO 8601 timestamp or a plain date (2026-11-02, taken
// as midnight UTC), as forms send both.
type FlexTime struct{ time.Time }

// UnmarshalJSON accepts RFC 3339 and YYYY-MM-DD strings; null and "" are
// the zero time.
func (t *FlexTime) UnmarshalJSON(b []byte) error {
	var s *string
	if err := json.Unmarshal(b, &s); err != nil {
		return &Error{Code: EINVALID, Message: MsgAppliedDate}
	}
	if s == nil || strings.TrimSpace(*s) == "" {
		t.Time = time.Time{}
		return nil
	}
	v := strings.TrimSpace(*s)
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04", "2006-01-02"} {
		if p, err := time.Parse(layout, v); err == nil {
			// The bounds hold for the instant stored, in UTC.
			if p = p.UTC(); p.Year() < 1970 || p.Year() > 2200 {
				break
			}
			t.Time = p
			return nil
		}
	}
	return &Error{Code: EINVALID, Message: MsgAppliedDate, Fields: map[string]string{"appliedDate": MsgAppliedDate}}
}
