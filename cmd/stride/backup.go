package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/stride-oss/stride/internal/sqldb"
)

const usage = `Usage:
  stride                 serve Stride (settings from the environment; see docs/operating.md)
  stride backup FILE     write a consistent copy of the SQLite database to the new file FILE,
                         also while a server is serving it
  stride restore FILE    replace the SQLite database with the backup FILE (stop Stride first);
                         the replaced database is kept beside it as <name>.<time>.bak

  stride ingest SOURCE…  read job postings into the shared catalogue, one SOURCE after another:
                         greenhouse:BOARD, lever:SITE, ashby:ORG, an https:// careers page or
                         sitemap (schema.org JobPosting), or a .csv or .json file; postings a
                         source no longer lists are closed

All act on DATABASE_URL (default data/stride.db). For PostgreSQL use pg_dump and pg_restore.
`

// command runs the subcommand named by args (os.Args[1:]) and returns the
// process exit code: 0 done, 1 failed, 2 misused.
func command(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if len(args) == 0 {
		return 0
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "ingest":
		return ingestCommand(ctx, args[1:], getenv, stdout, stderr)
	case "backup", "restore":
	default:
		fmt.Fprintf(stderr, "stride: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	if len(args) != 2 || strings.TrimSpace(args[1]) == "" {
		fmt.Fprintf(stderr, "stride %s: give one FILE\n\n%s", args[0], usage)
		return 2
	}
	dsn := strings.TrimSpace(getenv("DATABASE_URL"))
	if dsn == "" {
		dsn = "data/stride.db"
	}
	if sqldb.IsPostgresURL(dsn) {
		fmt.Fprint(stderr, postgresAdvice(args[0], args[1], jobIndexFile(getenv, dsn)))
		return 1
	}
	db := sqldb.SQLitePath(dsn)
	start := time.Now()
	var err error
	if args[0] == "backup" {
		var info sqldb.BackupInfo
		info, err = sqldb.BackupSQLite(ctx, db, args[1])
		if err == nil {
			fmt.Fprintf(stdout, "Backed up %s to %s: %s, %d users, %d jobs, migration %d, in %s.\n",
				db, info.Path, sizeText(info.Size), info.Users, info.Jobs, info.Version, time.Since(start).Round(time.Millisecond))
		}
	} else {
		var info sqldb.BackupInfo
		var old string
		info, old, err = sqldb.RestoreSQLite(ctx, args[1], db, time.Now())
		if err == nil {
			fmt.Fprintf(stdout, "Restored %s from %s: %d users, %d jobs, migration %d.\n", db, args[1], info.Users, info.Jobs, info.Version)
			if old != "" {
				fmt.Fprintf(stdout, "The database it replaced is kept as %s.\n", old)
			}
			// The saved search index follows the history of the database
			// it was saved from, which a restore rewinds: the next start
			// builds it again.
			if index := jobIndexFile(getenv, dsn); index != "" {
				if rmErr := os.Remove(index); rmErr == nil {
					fmt.Fprintf(stdout, "The saved job search index %s was removed: the next start builds it.\n", index)
				}
			}
		}
	}
	if err != nil {
		if errors.Is(err, sqldb.ErrDatabaseInUse) {
			err = fmt.Errorf("%w (a running server keeps it open)", err)
		}
		fmt.Fprintf(stderr, "stride %s: %v\n", args[0], err)
		return 1
	}
	return 0
}

// postgresAdvice says how to back up and restore a PostgreSQL database,
// which its own tools do best (consistent while Stride serves it).
func postgresAdvice(cmd, file, index string) string {
	advice := fmt.Sprintf(`stride %s works on the SQLite database; DATABASE_URL is a PostgreSQL database.
Use PostgreSQL's own tools, which take a consistent snapshot while Stride serves:
  back up:  pg_dump --format=custom --file=%s "$DATABASE_URL"
  restore:  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" %s   (stop Stride first)
`, cmd, file, file)
	if index != "" {
		advice += "After a restore, delete the saved job search index, " + index + ": the next start builds it again.\n"
	}
	return advice
}

func sizeText(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KiB", (n+1023)/1024)
}
