package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/sqldb"
)

// TestBackupCommands runs `stride backup` and `stride restore` as a user
// would, on DATABASE_URL, and checks what they print and refuse.
func TestBackupCommands(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "stride.db")
	db, err := sqldb.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	u := &stride.User{Email: "saved@example.com"}
	if err := sqldb.NewUserService(db).CreateUser(ctx, u, "x"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	run := func(environ map[string]string, args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := command(args, env(environ), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	local := map[string]string{"DATABASE_URL": dbPath}
	backup := filepath.Join(dir, "backup.db")

	code, out, errOut := run(local, "backup", backup)
	if code != 0 || !strings.Contains(out, "Backed up "+dbPath+" to "+backup) || !strings.Contains(out, "1 users") {
		t.Fatalf("backup: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := run(local, "backup", backup); code != 1 || !strings.Contains(errOut, "already exists") {
		t.Fatalf("second backup to the same file: %d %q", code, errOut)
	}
	// The saved job search index follows the database's history, which
	// a restore rewinds: it goes.
	index := dbPath + ".jobindex"
	if err := os.WriteFile(index, []byte("an index"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(local, "restore", backup)
	if code != 0 || !strings.Contains(out, "Restored "+dbPath) || !strings.Contains(out, "is kept as "+dbPath+".") ||
		!strings.Contains(out, "index "+index+" was removed") {
		t.Fatalf("restore: %d %q %q", code, out, errOut)
	}
	if _, err := os.Stat(index); !os.IsNotExist(err) {
		t.Fatalf("the saved index is still there after a restore (%v)", err)
	}
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte(strings.Repeat("hello\n", 100)), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(local, "restore", notes); code != 1 || !strings.Contains(errOut, "is not a SQLite database") {
		t.Fatalf("restore a text file: %d %q", code, errOut)
	}
	pg := map[string]string{"DATABASE_URL": "postgres://stride@db/stride"}
	if code, _, errOut := run(pg, "backup", "x.dump"); code != 1 || !strings.Contains(errOut, "pg_dump --format=custom --file=x.dump") {
		t.Fatalf("backup on PostgreSQL: %d %q", code, errOut)
	}
	if code, _, errOut := run(pg, "restore", "x.dump"); code != 1 || !strings.Contains(errOut, "pg_restore") || !strings.Contains(errOut, "jobindex-") {
		t.Fatalf("restore on PostgreSQL: %d %q", code, errOut)
	}
	if code, _, errOut := run(local, "backup"); code != 2 || !strings.Contains(errOut, "give one FILE") {
		t.Fatalf("backup without a file: %d %q", code, errOut)
	}
	if code, _, errOut := run(local, "serve-now"); code != 2 || !strings.Contains(errOut, `unknown command "serve-now"`) {
		t.Fatalf("unknown command: %d %q", code, errOut)
	}

	db, err = sqldb.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if got, _, err := sqldb.NewUserService(db).FindUserByEmail(ctx, "saved@example.com"); err != nil || got.ID != u.ID {
		t.Fatalf("user after restore: %v", err)
	}
}
