// Package sqldbtest opens fresh, migrated databases for tests: a SQLite file
// in a temporary folder always, and a PostgreSQL schema of its own when
// TEST_DATABASE_URL is set.
package sqldbtest

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/sqldb"
)

var schemaSeq atomic.Int64

// direct holds, for each database this package opened, a plain connection
// pool to the same data, so that tests can look at tables without the store
// exporting a way in.
var direct sync.Map // *sqldb.DB → *sql.DB

// track remembers a plain pool (driver, dsn) for db, closed with t.
func track(t testing.TB, db *sqldb.DB, driver, dsn string) {
	t.Helper()
	pool, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	direct.Store(db, pool)
	t.Cleanup(func() { direct.Delete(db); _ = pool.Close() })
}

// CountRows counts the rows of a table of a database opened by this package.
func CountRows(t testing.TB, db *sqldb.DB, table string) int {
	t.Helper()
	pool, ok := direct.Load(db)
	if !ok {
		t.Fatal("sqldbtest.CountRows: the database was not opened by sqldbtest")
	}
	var n int
	if err := pool.(*sql.DB).QueryRowContext(context.Background(), `SELECT COUNT(*) FROM `+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Each runs fn as a subtest on every database under test.
func Each(t *testing.T, fn func(t *testing.T, db *sqldb.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	if os.Getenv("TEST_DATABASE_URL") != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
	}
}

// SQLite returns a migrated SQLite database in t's temporary folder.
func SQLite(t testing.TB) *sqldb.DB {
	t.Helper()
	path := filepath.Join(t.TempDir(), "stride.db")
	db, err := sqldb.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	track(t, db, "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=query_only(1)")
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

// Postgres returns a migrated PostgreSQL database in a schema made for t and
// dropped after it; it skips t when TEST_DATABASE_URL is unset.
func Postgres(t testing.TB) *sqldb.DB {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	schema := fmt.Sprintf("t_%d_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9, schemaSeq.Add(1))
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		_, _ = admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	db, err := sqldb.Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	track(t, db, "pgx", u.String())
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(u.Scheme, "postgres") {
		t.Fatalf("TEST_DATABASE_URL must be a postgres:// URL")
	}
	return db
}
