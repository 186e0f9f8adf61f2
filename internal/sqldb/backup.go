package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// SQLitePath returns the file of a SQLite DATABASE_URL (a path, or a file:
// URI whose query is dropped), as Open reads it.
func SQLitePath(dsn string) string {
	path := strings.TrimPrefix(dsn, "file:")
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	return path
}

// strideTables are tables every Stride database has from its first
// migration on; a SQLite file without them is not Stride's.
var strideTables = []string{"goose_db_version", "users", "sessions", "jobs", "applications", "skills"}

// BackupInfo describes a SQLite file that holds a sound Stride database.
type BackupInfo struct {
	Path string
	// Size is the file's size in bytes.
	Size int64
	// Version is the highest migration applied to it.
	Version int64
	Users   int
	Jobs    int
}

// LatestMigration is the highest migration version this build of Stride
// knows for SQLite.
func LatestMigration() (int64, error) {
	entries, err := fs.ReadDir(migrations, "migrations/sqlite")
	if err != nil {
		return 0, err
	}
	var latest int64
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		if !ok {
			continue
		}
		if v, err := strconv.ParseInt(num, 10, 64); err == nil && v > latest {
			latest = v
		}
	}
	return latest, nil
}

// BackupSQLite writes a copy of the SQLite database at src to the new file
// dst with VACUUM INTO. The copy is one read transaction, so it is
// consistent while a running server keeps writing (WAL lets writers go on
// meanwhile). dst must not exist: an existing file is never overwritten,
// and a failed backup leaves no partial file under dst's name.
func BackupSQLite(ctx context.Context, src, dst string) (BackupInfo, error) {
	if st, err := os.Stat(src); err != nil {
		return BackupInfo{}, fmt.Errorf("no SQLite database at %s: %w", src, err)
	} else if st.IsDir() {
		return BackupInfo{}, fmt.Errorf("%s is a folder, not a SQLite database", src)
	}
	if _, err := os.Lstat(dst); err == nil {
		return BackupInfo{}, fmt.Errorf("%s already exists: choose a new file name (a backup never overwrites a file)", dst)
	}
	if st, err := os.Stat(filepath.Dir(dst)); err != nil || !st.IsDir() {
		return BackupInfo{}, fmt.Errorf("the folder %s does not exist: create it first", filepath.Dir(dst))
	}
	// VACUUM INTO writes a temporary file beside dst, which is then linked
	// to dst: a link fails when dst appeared meanwhile, where a rename
	// would replace it.
	tmp := filepath.Join(filepath.Dir(dst), "."+filepath.Base(dst)+".tmp-"+strconv.FormatInt(time.Now().UnixNano(), 36))
	defer os.Remove(tmp)
	// mode=rw: never create src (VACUUM INTO needs a connection that may
	// write, though it changes nothing in src).
	db, err := sql.Open("sqlite", "file:"+src+"?mode=rw&_pragma=busy_timeout(10000)")
	if err != nil {
		return BackupInfo{}, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if err := checkStride(ctx, db, src); err != nil {
		return BackupInfo{}, err
	}
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		return BackupInfo{}, fmt.Errorf("back up %s: %w", src, err)
	}
	// The backup holds password hashes and personal data: owner only.
	if err := os.Chmod(tmp, 0o600); err != nil {
		return BackupInfo{}, err
	}
	if err := syncFile(tmp); err != nil {
		return BackupInfo{}, err
	}
	info, err := InspectSQLite(ctx, tmp)
	if err != nil {
		return BackupInfo{}, fmt.Errorf("the backup does not check out: %w", err)
	}
	if err := os.Link(tmp, dst); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return BackupInfo{}, fmt.Errorf("%s already exists: choose a new file name (a backup never overwrites a file)", dst)
		}
		return BackupInfo{}, fmt.Errorf("write %s: %w", dst, err)
	}
	if err := syncDir(filepath.Dir(dst)); err != nil {
		return BackupInfo{}, err
	}
	info.Path = dst
	return info, nil
}

// InspectSQLite checks that the file at path is a sound Stride database:
// a SQLite file whose integrity_check is ok, with Stride's tables and a
// migration version this build knows. It never changes the file's data.
func InspectSQLite(ctx context.Context, path string) (BackupInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return BackupInfo{}, err
	}
	if st.IsDir() {
		return BackupInfo{}, fmt.Errorf("%s is a folder, not a SQLite database", path)
	}
	if st.Size() == 0 {
		return BackupInfo{}, fmt.Errorf("%s is empty, not a Stride database", path)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=query_only(1)")
	if err != nil {
		return BackupInfo{}, err
	}
	defer db.Close()
	if err := checkStride(ctx, db, path); err != nil {
		return BackupInfo{}, err
	}
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		return BackupInfo{}, fmt.Errorf("check %s: %w", path, err)
	}
	var problems []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			_ = rows.Close()
			return BackupInfo{}, err
		}
		if s != "ok" && len(problems) < 5 {
			problems = append(problems, s)
		}
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return BackupInfo{}, fmt.Errorf("check %s: %w", path, err)
	}
	if len(problems) > 0 {
		return BackupInfo{}, fmt.Errorf("%s is damaged (integrity_check: %s)", path, strings.Join(problems, "; "))
	}
	info := BackupInfo{Path: path, Size: st.Size()}
	if err := db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&info.Version); err != nil {
		return BackupInfo{}, fmt.Errorf("read the migration version of %s: %w", path, err)
	}
	latest, err := LatestMigration()
	if err != nil {
		return BackupInfo{}, err
	}
	if info.Version < 1 {
		return BackupInfo{}, fmt.Errorf("%s has no migration applied: not a Stride database", path)
	}
	if info.Version > latest {
		return BackupInfo{}, fmt.Errorf("%s was made by a newer Stride (migration %d; this one knows up to %d): restore it with that version", path, info.Version, latest)
	}
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM users`).Scan(&info.Users); err != nil {
		return BackupInfo{}, err
	}
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM jobs`).Scan(&info.Jobs); err != nil {
		return BackupInfo{}, err
	}
	return info, nil
}

// checkStride tells a file that is not SQLite, or is SQLite but not a
// Stride database, from a Stride database.
func checkStride(ctx context.Context, db interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, path string) error {
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		if strings.Contains(err.Error(), "not a database") {
			return fmt.Errorf("%s is not a SQLite database", path)
		}
		return fmt.Errorf("read %s: %w", path, err)
	}
	defer rows.Close()
	have := map[string]bool{}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return err
		}
		have[name] = true
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	var missing []string
	for _, t := range strideTables {
		if !have[t] {
			missing = append(missing, t)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s is a SQLite database but not Stride's (no %s table)", path, strings.Join(missing, ", "))
	}
	return nil
}

// ErrDatabaseInUse is returned by RestoreSQLite when a process (a running
// server) has the target database open.
var ErrDatabaseInUse = errors.New("the database is in use: stop Stride before restoring")

// RestoreSQLite replaces the SQLite database at target with a copy of the
// backup file, after checking the backup (InspectSQLite). It refuses while
// any process has target open. The previous database is kept beside it as
// target.<UTC time>.bak, returned as old ("" when there was none); the new
// file is copied to a temporary name in target's folder and renamed into
// place, so target is never a half-written file.
func RestoreSQLite(ctx context.Context, backup, target string, now time.Time) (info BackupInfo, old string, err error) {
	if abs1, err1 := filepath.Abs(backup); err1 == nil {
		if abs2, err2 := filepath.Abs(target); err2 == nil && abs1 == abs2 {
			return BackupInfo{}, "", fmt.Errorf("%s is the database itself: give a backup file", backup)
		}
	}
	dir := filepath.Dir(target)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return BackupInfo{}, "", fmt.Errorf("create database folder: %w", err)
	}
	tmp := filepath.Join(dir, "."+filepath.Base(target)+".restore-"+strconv.FormatInt(now.UnixNano(), 36))
	defer func() {
		for _, f := range []string{tmp, tmp + "-wal", tmp + "-shm"} {
			_ = os.Remove(f)
		}
	}()
	if err := copyFile(backup, tmp); err != nil {
		return BackupInfo{}, "", err
	}
	// Check the copy, the very bytes that will be put in place.
	if info, err = InspectSQLite(ctx, tmp); err != nil {
		return BackupInfo{}, "", errors.New(strings.ReplaceAll(err.Error(), tmp, backup))
	}
	info.Path = target

	if _, err := os.Stat(target); err == nil {
		release, err := lockIdle(ctx, target)
		if err != nil {
			return BackupInfo{}, "", err
		}
		old = target + "." + now.UTC().Format("20060102T150405Z") + ".bak"
		if _, err := os.Lstat(old); err == nil {
			release()
			return BackupInfo{}, "", fmt.Errorf("%s already exists: try again in a second", old)
		}
		err = os.Rename(target, old)
		release()
		if err != nil {
			return BackupInfo{}, "", fmt.Errorf("keep the current database as %s: %w", old, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return BackupInfo{}, "", err
	}
	if err := os.Rename(tmp, target); err != nil {
		return BackupInfo{}, old, fmt.Errorf("put the backup in place (the previous database is %s): %w", old, err)
	}
	return info, old, syncDir(dir)
}

// lockIdle makes sure no other process has the database at path open and
// holds an exclusive lock on it until release is called. Leaving WAL mode
// needs exclusive access, so SQLite refuses it while another connection
// (a running server) is open; it also folds the WAL into the main file, so
// the file alone is the whole database.
func lockIdle(ctx context.Context, path string) (release func(), err error) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	conn, err := db.Conn(ctx)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	fail := func(err error) (func(), error) {
		_ = conn.Close()
		_ = db.Close()
		return nil, err
	}
	if err := checkStride(ctx, conn, path); err != nil {
		return fail(fmt.Errorf("refusing to replace it: %w", err))
	}
	var mode string
	if err := conn.QueryRowContext(ctx, `PRAGMA journal_mode = DELETE`).Scan(&mode); err != nil {
		if strings.Contains(err.Error(), "locked") || strings.Contains(err.Error(), "busy") {
			return fail(fmt.Errorf("%s: %w", path, ErrDatabaseInUse))
		}
		return fail(fmt.Errorf("open %s: %w", path, err))
	}
	if mode != "delete" {
		return fail(fmt.Errorf("%s: %w", path, ErrDatabaseInUse))
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA locking_mode = EXCLUSIVE`); err != nil {
		return fail(err)
	}
	if _, err := conn.ExecContext(ctx, `BEGIN EXCLUSIVE`); err != nil {
		return fail(fmt.Errorf("%s: %w", path, ErrDatabaseInUse))
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		_, _ = conn.ExecContext(ctx, `ROLLBACK`)
		return fail(fmt.Errorf("%s-wal is still there: %w", path, ErrDatabaseInUse))
	}
	return func() {
		_, _ = conn.ExecContext(context.WithoutCancel(ctx), `ROLLBACK`)
		_ = conn.Close()
		_ = db.Close()
	}, nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src) // #nosec G304 -- the path is the operator's own backup or database file, from the command line or DATABASE_URL
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600) // #nosec G304 -- the path is the operator's own backup or database file, from the command line or DATABASE_URL
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		_ = out.Close()
		return fmt.Errorf("copy %s: %w", src, err)
	}
	if err := out.Sync(); err != nil {
		_ = out.Close()
		return err
	}
	return out.Close()
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0) // #nosec G304 -- the path is the operator's own backup or database file, from the command line or DATABASE_URL
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

func syncDir(dir string) error {
	d, err := os.Open(dir) // #nosec G304 -- the path is the operator's own backup or database file, from the command line or DATABASE_URL
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
