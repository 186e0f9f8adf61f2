package sqldb

import "testing"

// CountRows counts the rows of a table, for this package's tests.
func CountRows(t *testing.T, db *DB, table string) int { return CountRowsIn(t, db, table) }

// ParseUTC exposes parseUTC to this package's tests.
var ParseUTC = parseUTC
