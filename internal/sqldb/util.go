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
	if t, ok := parseUTC(s); ok {
		*a.T = t
		return nil
	}
	for _, l := range timeLayouts {
		if t, err := time.Parse(l, s); err == nil {
			*a.T = t.UTC()
			return nil
		}
	}
	return fmt.Errorf("scan time: cannot parse %q", s)
}

// parseUTC reads the form Stride writes to SQLite, "2006-01-02 15:04:05"
// with optional fractional seconds and a "+00:00" or "Z" zone, without the
// cost of time.Parse; anything else reports false.
func parseUTC(s string) (time.Time, bool) {
	if len(s) < 19 || s[4] != '-' || s[7] != '-' || (s[10] != ' ' && s[10] != 'T') || s[13] != ':' || s[16] != ':' {
		return time.Time{}, false
	}
	num := func(from, to int) (int, bool) {
		n := 0
		for i := from; i < to; i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			n = n*10 + int(c-'0')
		}
		return n, true
	}
	var v [6]int
	for i, r := range [6][2]int{{0, 4}, {5, 7}, {8, 10}, {11, 13}, {14, 16}, {17, 19}} {
		n, ok := num(r[0], r[1])
		if !ok {
			return time.Time{}, false
		}
		v[i] = n
	}
	i, nanos := 19, 0
	if i < len(s) && s[i] == '.' {
		i++
		digits := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if digits < 9 {
				nanos = nanos*10 + int(s[i]-'0')
				digits++
			}
			i++
		}
		for ; digits < 9; digits++ {
			nanos *= 10
		}
	}
	if rest := s[i:]; rest != "" && rest != "Z" && rest != "+00:00" {
		return time.Time{}, false
	}
	return time.Date(v[0], time.Month(v[1]), v[2], v[3], v[4], v[5], nanos, time.UTC), true
}

// timeText selects a time column as text on SQLite, so that it is read by
// parseUTC instead of the driver's slower general parser.
func (db *DB) timeText(col string) string {
	if db.Dialect == SQLite {
		return "CAST(" + col + " AS TEXT)"
	}
	return col
}
