package sqldb

import (
	"context"
	"testing"
)

// CountRows counts the rows of a table, for tests.
func CountRows(t *testing.T, db *DB, table string) int {
	t.Helper()
	var n int
	if err := db.reader().queryRow(context.Background(), `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
