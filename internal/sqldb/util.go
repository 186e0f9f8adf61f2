package sqldb

import (
	"fmt"
	"strings"
	"time"
)

// prefixed qualifies each column of a comma-separated list with p.
func prefixed(p, cols string) string {
	parts := strings.Split(cols, ",")
	for i, c := range parts {
		parts[i] = p + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}

// anyTime scans a time that SQLite may return as text (aggregates such as
// MIN lose the column's declared type); NULL leaves the zero time.
type anyTime struct{ T *time.Time }

var timeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00",
	"2006-01-02T15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02T15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05",
	"2006-01-02",
}

func (a anyTime) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*a.T = time.Time{}
		return nil
	case time.Time:
		*a.T = v.UTC()
		return nil
	case []byte:
		src = string(v)
	}
	s, ok := src.(string)
	if !ok {
		return fmt.Errorf("scan time: unsupported type %T", src)
	}
	for _, l := range timeLayouts {
		if t, err := time.Parse(l, s); err == nil {
			*a.T = t.UTC()
			return nil
		}
	}
	return fmt.Errorf("scan time: cannot parse %q", s)
}
