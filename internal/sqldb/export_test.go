package sqldb

import "context"

// ParseUTC exposes parseUTC to this package's tests.
var ParseUTC = parseUTC

// ExecForTest runs one statement in a write transaction, for tests that
// put rows in place the way another area's store (or an older release)
// would, without going through a write path that evaluates achievements.
func (db *DB) ExecForTest(ctx context.Context, q string, args ...any) error {
	return db.update(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, q, args...)
		return err
	})
}
