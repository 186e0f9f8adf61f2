package sqldb

import (
	"context"
	"testing"
)

// CountRowsIn counts the rows of a table, for tests in other packages.
func CountRowsIn(t testing.TB, db *DB, table string) int {
	t.Helper()
	var n int
	if err := db.reader().queryRow(context.Background(), `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
