package sqldb_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
)

// openSQLite opens and migrates a SQLite database at path, as the server does.
func openSQLite(t *testing.T, path string) *sqldb.DB {
	t.Helper()
	db, err := sqldb.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

// TestBackupWhileWritingAndRestore backs up a database while a writer keeps
// adding skills, restores the backup in place of another database and
// reads the data back through Stride's stores: the demo account with its
// applications, resume and notifications, and the writer's skills as a
// gapless prefix of what it wrote (one consistent moment, not a torn copy).
func TestBackupWhileWritingAndRestore(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	db := openSQLite(t, live)
	svc := sqldb.NewServices(db)
	demo, err := svc.Demo.CreateDemoUser(ctx, stride.DemoRequest{})
	if err != nil {
		t.Fatal(err)
	}
	wantApps, err := svc.Applications.ListApplications(ctx, demo.ID)
	if err != nil || len(wantApps) == 0 {
		t.Fatalf("demo applications: %v %d", err, len(wantApps))
	}
	writer := newUser(t, db, "writer@example.com", "")

	// A writer adds skill-00001, skill-00002, ... until told to stop.
	stop := make(chan struct{})
	var wrote atomic.Int64
	done := make(chan struct{})
	var writeErr error
	go func() {
		defer close(done)
		for i := 1; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := svc.Skills.CreateSkill(ctx, writer.ID, stride.SkillInput{Name: fmt.Sprintf("skill-%05d", i), Level: "expert", Category: "technical"}); err != nil {
				writeErr = err
				return
			}
			wrote.Store(int64(i))
		}
	}()
	waitWrites := func(n int64) {
		t.Helper()
		for wrote.Load() < n {
			select {
			case <-done:
				t.Fatalf("the writer stopped: %v", writeErr)
			case <-time.After(5 * time.Millisecond):
			}
		}
	}
	waitWrites(20)
	backup := filepath.Join(dir, "backups", "stride-backup.db")
	if err := os.MkdirAll(filepath.Dir(backup), 0o750); err != nil {
		t.Fatal(err)
	}
	info, err := sqldb.BackupSQLite(ctx, live, backup)
	if err != nil {
		t.Fatal(err)
	}
	waitWrites(wrote.Load() + 10) // the writer goes on after the backup
	close(stop)
	<-done
	if writeErr != nil {
		t.Fatalf("writes failed during the backup: %v", writeErr)
	}
	latest, _ := sqldb.LatestMigration()
	if info.Users != 2 || info.Version != latest || info.Size == 0 {
		t.Fatalf("backup info: %+v (latest migration %d)", info, latest)
	}
	if st, err := os.Stat(backup); err != nil || st.Mode().Perm()&0o077 != 0 {
		t.Fatalf("the backup must be readable by its owner only: %v %v", err, st.Mode())
	}

	// A second backup to the same name is refused and leaves the first intact.
	before, _ := os.ReadFile(backup)
	if _, err := sqldb.BackupSQLite(ctx, live, backup); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("overwriting a backup: %v", err)
	}
	if after, _ := os.ReadFile(backup); string(after) != string(before) {
		t.Fatal("the refused backup changed the existing file")
	}

	// Restore over another (idle) Stride database.
	target := filepath.Join(dir, "restored", "stride.db")
	other := openSQLite(t, target)
	newUser(t, other, "replaced@example.com", "")
	other.Close()
	restored, old, err := sqldb.RestoreSQLite(ctx, backup, target, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if restored.Users != 2 || old == "" {
		t.Fatalf("restore: %+v old=%q", restored, old)
	}
	if _, err := os.Stat(old); err != nil {
		t.Fatalf("the replaced database must be kept: %v", err)
	}
	kept := openSQLite(t, old)
	if _, _, err := sqldb.NewUserService(kept).FindUserByEmail(ctx, "replaced@example.com"); err != nil {
		t.Fatalf("the kept database lost its data: %v", err)
	}

	rdb := openSQLite(t, target)
	rsvc := sqldb.NewServices(rdb)
	u, _, err := rsvc.Users.FindUserByEmail(ctx, demo.Email)
	if err != nil || u.ID != demo.ID {
		t.Fatalf("demo user after restore: %v", err)
	}
	if _, _, err := rsvc.Users.FindUserByEmail(ctx, "replaced@example.com"); stride.ErrorCode(err) != stride.ENOTFOUND {
		t.Fatalf("the replaced database's user is still there: %v", err)
	}
	apps, err := rsvc.Applications.ListApplications(ctx, demo.ID)
	if err != nil || len(apps) != len(wantApps) {
		t.Fatalf("applications after restore: %v %d, want %d", err, len(apps), len(wantApps))
	}
	for i := range apps {
		if apps[i].ID != wantApps[i].ID || apps[i].Status != wantApps[i].Status {
			t.Fatalf("application %d: %+v, want %+v", i, apps[i], wantApps[i])
		}
	}
	if rs, err := rsvc.Resumes.ListResumes(ctx, demo.ID); err != nil || len(rs) == 0 {
		t.Fatalf("resumes after restore: %v %d", err, len(rs))
	}
	skills, err := rsvc.Skills.ListSkills(ctx, writer.ID)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, s := range skills {
		seen[s.Name] = true
	}
	n := len(skills)
	if n < 20 || int64(n) >= wrote.Load() {
		t.Fatalf("the backup holds %d of the writer's %d skills: it should hold those written before it only", n, wrote.Load())
	}
	for i := 1; i <= n; i++ {
		if !seen[fmt.Sprintf("skill-%05d", i)] {
			t.Fatalf("the backup holds %d skills but not skill-%05d: not one consistent moment", n, i)
		}
	}
	t.Logf("backup of %d bytes held %d of %d skills written", info.Size, n, wrote.Load())
}

// TestRestoreRefusesBadFiles: a file that is not SQLite, a SQLite file that
// is not Stride's, an empty file and the database itself are refused, and
// the target is left as it was.
func TestRestoreRefusesBadFiles(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	target := filepath.Join(dir, "stride.db")
	db := openSQLite(t, target)
	newUser(t, db, "keep@example.com", "")
	db.Close()

	notDB := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notDB, []byte(strings.Repeat("not a database at all\n", 200)), 0o600); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	foreign := filepath.Join(dir, "foreign.db")
	fdb, err := sql.Open("sqlite", foreign) // SQLite, but not Stride's
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fdb.Exec(`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('hello')`); err != nil {
		t.Fatal(err)
	}
	fdb.Close()

	for _, tc := range []struct{ file, want string }{
		{notDB, "is not a SQLite database"},
		{empty, "is empty"},
		{foreign, "not Stride's"},
		{filepath.Join(dir, "missing.db"), "no such file"},
		{target, "is the database itself"},
	} {
		_, _, err := sqldb.RestoreSQLite(ctx, tc.file, target, time.Now())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("restore %s: %v, want %q", filepath.Base(tc.file), err, tc.want)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".bak") || strings.Contains(e.Name(), ".restore-") {
			t.Errorf("a refused restore left %s", e.Name())
		}
	}
	db = openSQLite(t, target)
	if _, _, err := sqldb.NewUserService(db).FindUserByEmail(ctx, "keep@example.com"); err != nil {
		t.Fatalf("the target changed: %v", err)
	}
	// Backing up something that is not Stride's is refused too.
	if _, err := sqldb.BackupSQLite(ctx, notDB, filepath.Join(dir, "b.db")); err == nil || !strings.Contains(err.Error(), "not a SQLite database") {
		t.Errorf("backup of a text file: %v", err)
	}
	if _, err := sqldb.BackupSQLite(ctx, filepath.Join(dir, "none.db"), filepath.Join(dir, "b.db")); err == nil || !strings.Contains(err.Error(), "no SQLite database") {
		t.Errorf("backup of a missing file: %v", err)
	}
	if _, err := sqldb.BackupSQLite(ctx, target, filepath.Join(dir, "no-folder", "b.db")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("backup into a missing folder: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "none.db")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a backup of a missing database created it: %v", err)
	}
}

// TestRestoreRefusesDatabaseInUse: while a server has the database open,
// restore refuses and changes nothing.
func TestRestoreRefusesDatabaseInUse(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	live := filepath.Join(dir, "stride.db")
	db := openSQLite(t, live)
	newUser(t, db, "busy@example.com", "")
	backup := filepath.Join(dir, "b.db")
	if _, err := sqldb.BackupSQLite(ctx, live, backup); err != nil {
		t.Fatal(err)
	}
	newUser(t, db, "after@example.com", "") // the server keeps serving
	if _, _, err := sqldb.RestoreSQLite(ctx, backup, live, time.Now()); !errors.Is(err, sqldb.ErrDatabaseInUse) {
		t.Fatalf("restore while in use: %v", err)
	}
	if _, _, err := sqldb.NewUserService(db).FindUserByEmail(ctx, "after@example.com"); err != nil {
		t.Fatalf("the live database changed: %v", err)
	}
	newUser(t, db, "still@example.com", "") // and it still writes
	db.Close()
	if _, _, err := sqldb.RestoreSQLite(ctx, backup, live, time.Now()); err != nil {
		t.Fatalf("restore once stopped: %v", err)
	}
	db = openSQLite(t, live)
	if _, _, err := sqldb.NewUserService(db).FindUserByEmail(ctx, "still@example.com"); stride.ErrorCode(err) != stride.ENOTFOUND {
		t.Fatalf("restored database holds a later user: %v", err)
	}
	if _, _, err := sqldb.NewUserService(db).FindUserByEmail(ctx, "busy@example.com"); err != nil {
		t.Fatal(err)
	}
}
