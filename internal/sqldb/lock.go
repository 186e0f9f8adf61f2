package sqldb

import (
	"context"
	"fmt"
	"hash/fnv"
)

// exclusive runs fn while holding a lock named name that every process on
// the same database takes, so that replicas starting together migrate and
// seed once, one after the other. On PostgreSQL it is a session advisory
// lock keyed by database, schema and name (tests in other schemas of one
// database do not wait for each other); on SQLite, where one process
// serves a file, a mutex of this DB.
func (db *DB) exclusive(ctx context.Context, name string, fn func() error) error {
	db.exclusiveMu.Lock()
	defer db.exclusiveMu.Unlock()
	if db.Dialect != Postgres {
		return fn()
	}
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var scope string
	if err := conn.QueryRowContext(ctx, `SELECT current_database() || '.' || current_schema()`).Scan(&scope); err != nil {
		return fmt.Errorf("lock %s: %w", name, err)
	}
	h := fnv.New64a()
	_, _ = h.Write([]byte(scope + "." + name)) // hashing never fails
	key := int64(h.Sum64())                    // #nosec G115 -- any 64 bits make a lock key; wrapping is intended
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, key); err != nil {
		return fmt.Errorf("lock %s: %w", name, err)
	}
	defer func() { _, _ = conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, key) }()
	return fn()
}
