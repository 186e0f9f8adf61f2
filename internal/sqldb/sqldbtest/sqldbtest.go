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

// UserColumns lists, from the database's own schema, every column that
// names a user: a column called user_id, or one whose foreign key points
// at users (such as jobs.posted_by). It maps table to columns.
func UserColumns(t testing.TB, db *sqldb.DB) map[string][]string {
	t.Helper()
	pool := pool(t, db)
	ctx := context.Background()
	out := map[string][]string{}
	add := func(table, col string) {
		for _, c := range out[table] {
			if c == col {
				return
			}
		}
		out[table] = append(out[table], col)
	}
	if db.Dialect == sqldb.Postgres {
		rows, err := pool.QueryContext(ctx, `SELECT c.table_name, c.column_name FROM information_schema.columns c
			JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
			WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.column_name = 'user_id'
			UNION
			SELECT kcu.table_name, kcu.column_name FROM information_schema.table_constraints tc
			JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
			JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
			WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND ccu.table_name = 'users'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var table, col string
			if err := rows.Scan(&table, &col); err != nil {
				t.Fatal(err)
			}
			add(table, col)
		}
		return out
	}
	var tables []string
	rows, err := pool.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, n)
	}
	_ = rows.Close()
	for _, table := range tables {
		cols, err := pool.QueryContext(ctx, `SELECT name FROM pragma_table_info(?)`, table)
		if err != nil {
			t.Fatal(err)
		}
		for cols.Next() {
			var c string
			if err := cols.Scan(&c); err != nil {
				t.Fatal(err)
			}
			if c == "user_id" {
				add(table, c)
			}
		}
		_ = cols.Close()
		fks, err := pool.QueryContext(ctx, `SELECT "from" FROM pragma_foreign_key_list(?) WHERE "table" = 'users'`, table)
		if err != nil {
			t.Fatal(err)
		}
		for fks.Next() {
			var c string
			if err := fks.Scan(&c); err != nil {
				t.Fatal(err)
			}
			add(table, c)
		}
		_ = fks.Close()
	}
	return out
}

// CountWhere counts the rows of a table whose column equals v.
func CountWhere(t testing.TB, db *sqldb.DB, table, column string, v any) int {
	t.Helper()
	q := `SELECT COUNT(*) FROM ` + table + ` WHERE ` + column + ` = ?`
	if db.Dialect == sqldb.Postgres {
		q = strings.Replace(q, "?", "$1", 1)
	}
	var n int
	if err := pool(t, db).QueryRowContext(context.Background(), q, v).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func pool(t testing.TB, db *sqldb.DB) *sql.DB {
	t.Helper()
	p, ok := direct.Load(db)
	if !ok {
		t.Fatal("sqldbtest: the database was not opened by sqldbtest")
	}
	return p.(*sql.DB)
}
