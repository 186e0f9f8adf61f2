// Package sqldb stores Stride's data in SQLite (modernc.org/sqlite, no cgo)
// or PostgreSQL (pgx), with the same SQL for both wherever possible. Dialect
// differences sit behind small functions in this file.
package sqldb

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/pressly/goose/v3"
	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/catalog"
	"github.com/stride-oss/stride/internal/jobsearch"
	"github.com/stride-oss/stride/internal/market"
	"golang.org/x/sync/semaphore"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations
var migrations embed.FS

// Dialect names the database behind a DB.
type Dialect int

// The two supported databases.
const (
	SQLite Dialect = iota
	Postgres
)

func (d Dialect) String() string {
	if d == Postgres {
		return "postgres"
	}
	return "sqlite"
}

// DB is Stride's database: a read pool and a write pool. On SQLite the write
// pool has a single connection so writers queue in Go instead of failing
// with SQLITE_BUSY; on PostgreSQL both are one pool.
type DB struct {
	Dialect Dialect
	read    *sql.DB
	write   *sql.DB
	// writers queues SQLite's write transactions first come, first served.
	// database/sql hands a freed connection to a random waiter, so behind
	// the one write connection a write could wait many times as long as
	// the queue ahead of it: with 200 users writing, p99 was 4-19 s where
	// p50 was 0.5 s (make load).
	writers *semaphore.Weighted
	// Now returns the current time; tests may replace it.
	Now func() time.Time
	// exclusiveMu serialises exclusive sections within this process.
	exclusiveMu sync.Mutex
}

// IsPostgresURL reports whether a DATABASE_URL selects PostgreSQL.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

// Open connects to the database named by dsn: a postgres:// URL or a SQLite
// file path (its folder is created when missing).
func Open(ctx context.Context, dsn string) (*DB, error) {
	db := &DB{Now: func() time.Time { return time.Now().UTC() }}
	if IsPostgresURL(dsn) {
		db.Dialect = Postgres
		pool, err := sql.Open("pgx", dsn)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		// As many idle connections kept as may be open: with fewer, a burst
		// of requests closes the extra connections as they are freed and
		// opens them again on the next (a PostgreSQL backend each time),
		// and 50 simultaneous first searches took 800 ms instead of 200.
		// Idle ones close after five minutes.
		pool.SetMaxOpenConns(20)
		pool.SetMaxIdleConns(20)
		pool.SetConnMaxIdleTime(5 * time.Minute)
		db.read, db.write = pool, pool
	} else {
		path := strings.TrimPrefix(dsn, "file:")
		if i := strings.IndexByte(path, '?'); i >= 0 {
			path = path[:i]
		}
		if dir := filepath.Dir(path); dir != "." && path != ":memory:" {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
		var err error
		if db.write, err = sql.Open("sqlite", sqliteDSN(path, true)); err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		db.write.SetMaxOpenConns(1)
		db.writers = semaphore.NewWeighted(1)
		if db.read, err = sql.Open("sqlite", sqliteDSN(path, false)); err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		db.read.SetMaxOpenConns(8)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.write.PingContext(pingCtx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("connect to %s database: %w", db.Dialect, err)
	}
	return db, nil
}

func sqliteDSN(path string, write bool) string {
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "busy_timeout(10000)", "foreign_keys(1)", "synchronous(NORMAL)"} {
		q.Add("_pragma", p)
	}
	q.Set("_time_format", "sqlite")
	if write {
		q.Set("_txlock", "immediate")
	} else {
		q.Add("_pragma", "query_only(1)")
	}
	return "file:" + path + "?" + q.Encode()
}

// Close closes both pools.
func (db *DB) Close() error {
	err := db.write.Close()
	if db.read != db.write {
		err = errors.Join(err, db.read.Close())
	}
	return err
}

// Migrate applies the embedded migrations of the dialect that are not yet
// applied and writes the achievement catalogue. Running it again is a no-op;
// replicas starting together take turns (exclusive).
func (db *DB) Migrate(ctx context.Context) error {
	return db.exclusive(ctx, "migrate", func() error { return db.migrate(ctx) })
}

func (db *DB) migrate(ctx context.Context) error {
	sub, err := fs.Sub(migrations, "migrations/"+db.Dialect.String())
	if err != nil {
		return err
	}
	dialect := goose.DialectSQLite3
	if db.Dialect == Postgres {
		dialect = goose.DialectPostgres
	}
	// Areas are built on branches and land in any order, so a database may
	// have applied a later-numbered migration before an earlier one exists:
	// apply such missing ones too instead of refusing to start.
	p, err := goose.NewProvider(dialect, db.write, sub, goose.WithAllowOutofOrder(true))
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	return db.syncAchievementCatalogue(ctx)
}

// sqlTrue is the literal of true in the dialect (booleans are integers on
// SQLite).
func (db *DB) sqlTrue() string {
	if db.Dialect == Postgres {
		return "TRUE"
	}
	return "1"
}

// rebind turns ? placeholders into $1, $2, ... for PostgreSQL. SQL in this
// package never has a literal question mark.
func (db *DB) rebind(q string) string {
	if db.Dialect != Postgres || !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	n := 0
	for _, c := range q {
		if c == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// args normalises arguments: times go in as UTC.
func args(in []any) []any {
	for i, a := range in {
		switch t := a.(type) {
		case time.Time:
			in[i] = t.UTC()
		case *time.Time:
			if t != nil {
				in[i] = t.UTC()
			}
		}
	}
	return in
}

// queryer is what both *sql.DB and *sql.Tx offer.
type queryer interface {
	ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// Tx is a transaction (or the read pool) with placeholder rebinding.
type Tx struct {
	db *DB
	q  queryer
}

func (tx *Tx) exec(ctx context.Context, q string, a ...any) (sql.Result, error) {
	return tx.q.ExecContext(ctx, tx.db.rebind(q), args(a)...)
}

func (tx *Tx) query(ctx context.Context, q string, a ...any) (*sql.Rows, error) {
	return tx.q.QueryContext(ctx, tx.db.rebind(q), args(a)...)
}

func (tx *Tx) queryRow(ctx context.Context, q string, a ...any) *sql.Row {
	return tx.q.QueryRowContext(ctx, tx.db.rebind(q), args(a)...)
}

// reader returns a Tx-like handle on the read pool for single statements.
func (db *DB) reader() *Tx { return &Tx{db: db, q: db.read} }

// view runs fn in a read transaction on the read pool: its statements all
// see the same committed state (repeatable read on PostgreSQL; on SQLite,
// WAL readers see one snapshot per transaction).
func (db *DB) view(ctx context.Context, fn func(tx *Tx) error) error {
	var opts *sql.TxOptions
	if db.Dialect == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	sqlTx, err := db.read.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin read: %w", err)
	}
	defer func() { _ = sqlTx.Rollback() }()
	return fn(&Tx{db: db, q: sqlTx})
}

// update runs fn in a write transaction, committing when it returns nil.
func (db *DB) update(ctx context.Context, fn func(tx *Tx) error) error {
	if db.writers != nil {
		if err := db.writers.Acquire(ctx, 1); err != nil {
			return fmt.Errorf("wait for the writer: %w", err)
		}
		defer db.writers.Release(1)
	}
	sqlTx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(&Tx{db: db, q: sqlTx}); err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// isUniqueViolation reports whether err is a unique-constraint failure.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	s := err.Error()
	return strings.Contains(s, "UNIQUE constraint failed") || // SQLite
		strings.Contains(s, "SQLSTATE 23505") // PostgreSQL unique_violation
}

// Ping checks that the database answers. It uses the read pool: on SQLite
// the one write connection may be held by a long transaction (the first
// start's seeding) while the database is perfectly reachable.
func (db *DB) Ping(ctx context.Context) error { return db.read.PingContext(ctx) }

// Pools returns the connection pools by name, for their statistics: "read"
// and "write" on SQLite, the one "main" pool on PostgreSQL.
func (db *DB) Pools() map[string]*sql.DB {
	if db.read == db.write {
		return map[string]*sql.DB{"main": db.write}
	}
	return map[string]*sql.DB{"read": db.read, "write": db.write}
}

// NewServices returns every store of db, the one way main and the tests
// build them. Jobs are searched through internal/jobsearch's in-memory
// index over the job store, matching with the O*NET catalogue.
func NewServices(db *DB) stride.Services {
	jobs, skills := NewJobService(db), NewSkillService(db)
	search := jobsearch.New(jobs, skills, catalog.MustLoad())
	return stride.Services{
		Users:         NewUserService(db),
		Sessions:      NewSessionService(db),
		Skills:        skills,
		Notifications: NewNotificationService(db),
		Demo:          NewDemoService(db),
		Jobs:          search,
		Applications:  NewApplicationService(db),
		SavedJobs:     NewSavedJobService(db),
		Resumes:       NewResumeService(db),
		Interviews:    NewInterviewService(db),
		Career:        NewCareerService(db),
		Billing:       NewBillingService(db),
		Achievements:  NewAchievementService(db),
		Materials:     NewMaterialService(db),
		RateLimits:    NewRateLimitService(db),
		Accounts:      NewAccountService(db),
		DataExports:   NewDataExportService(db),
		Market: market.NewService(NewMarketStore(db), catalog.MustLoad().Occupations, catalog.MustLoad(),
			NewUserService(db), NewSkillService(db), NewCareerService(db)),
	}
}
