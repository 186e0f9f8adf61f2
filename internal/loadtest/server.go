package loadtest

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
	_ "modernc.org/sqlite"             // the "sqlite" driver
)

// Server is a bin/stride process started for a test.
type Server struct {
	Base    string
	DSN     string
	LogPath string
	cmd     *exec.Cmd
	log     *os.File
	done    chan struct{} // closed when the process has exited
}

// Start runs bin on port with DATABASE_URL=dsn (in demo mode: no Stripe
// keys) and waits until it is ready. Its log goes to logPath. env adds
// settings.
func Start(bin, dsn string, port int, logPath string, env ...string) (*Server, error) {
	return StartWithin(bin, dsn, port, logPath, 3*time.Minute, env...)
}

// StartWithin is Start waiting at most within for the server to be ready.
func StartWithin(bin, dsn string, port int, logPath string, within time.Duration, env ...string) (*Server, error) {
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600) // #nosec G304 -- the log file's path is chosen by the load tool, not by a user
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "STRIPE_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "PORT="+strconv.Itoa(port), "DATABASE_URL="+dsn, "DEMO_ACCOUNTS_PER_HOUR=0")
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		_ = logf.Close()
		return nil, err
	}
	s := &Server{Base: fmt.Sprintf("http://127.0.0.1:%d", port), DSN: dsn, LogPath: logPath, cmd: cmd, log: logf,
		done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(s.done) }()
	if err := s.waitReady(within); err != nil {
		_ = cmd.Process.Kill()
		<-s.done
		_ = logf.Close()
		return nil, fmt.Errorf("%w\n%s", err, s.LogTail(20))
	}
	return s, nil
}

// waitReady polls /readyz (where the server has it) or /healthz until it
// answers 200.
func (s *Server) waitReady(within time.Duration) error {
	deadline := time.Now().Add(within)
	path := "/readyz"
	for time.Now().Before(deadline) {
		select {
		case <-s.done:
			return fmt.Errorf("stride exited while starting: %v", s.cmd.ProcessState)
		default:
		}
		if r, err := http.Get(s.Base + path); err == nil {
			_ = r.Body.Close()
			switch {
			case r.StatusCode == http.StatusOK:
				return nil
			case r.StatusCode == http.StatusNotFound && path == "/readyz":
				path = "/healthz"
				continue
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("%s was not ready within %v", s.Base, within)
}

// Pid is the server process's id (for reading its memory in /proc).
func (s *Server) Pid() int { return s.cmd.Process.Pid }

// Kill ends the process with SIGKILL: no shutdown, no flush, as a crash.
func (s *Server) Kill() error {
	err := syscall.Kill(s.cmd.Process.Pid, syscall.SIGKILL)
	s.waitGone()
	_ = s.log.Close()
	return err
}

// Stop asks the process to shut down (SIGTERM) and waits for it.
func (s *Server) Stop() error {
	err := syscall.Kill(s.cmd.Process.Pid, syscall.SIGTERM)
	s.waitGone()
	_ = s.log.Close()
	return err
}

// waitGone waits until the process has exited (at most 30 s).
func (s *Server) waitGone() {
	select {
	case <-s.done:
	case <-time.After(30 * time.Second):
	}
}

// LogTail returns the last n lines of the server's log.
func (s *Server) LogTail(n int) string {
	return tail(s.LogPath, n, "")
}

// LogErrors returns up to n lines of the server's log at level ERROR.
func (s *Server) LogErrors(n int) string {
	return tail(s.LogPath, n, "level=ERROR")
}

func tail(path string, n int, contains string) string {
	f, err := os.Open(path) // #nosec G304 -- reads back the load tool's own server log
	if err != nil {
		return ""
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if contains == "" || strings.Contains(sc.Text(), contains) {
			lines = append(lines, sc.Text())
		}
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// PostgresSchema creates a fresh schema in the database of base (a
// postgres:// URL) and returns a URL whose connections use it, and a
// function that drops it.
func PostgresSchema(base, name string) (string, func(), error) {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + name); err != nil {
		_ = admin.Close()
		return "", nil, fmt.Errorf("create schema %s: %w", name, err)
	}
	drop := func() {
		_, _ = admin.Exec(`DROP SCHEMA ` + name + ` CASCADE`)
		_ = admin.Close()
	}
	u, err := url.Parse(base)
	if err != nil {
		drop()
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String(), drop, nil
}

// IsPostgres reports whether dsn is a postgres:// URL (else a SQLite file).
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// OpenDB opens the database of dsn (a postgres:// URL or a SQLite file)
// for the checks.
func OpenDB(dsn string) (*sql.DB, error) {
	if IsPostgres(dsn) {
		return sql.Open("pgx", dsn)
	}
	return sql.Open("sqlite", "file:"+dsn+"?_pragma=busy_timeout(10000)")
}

// IntegrityCheck runs SQLite's PRAGMA integrity_check on the file and
// returns its answer ("ok" when the file is sound).
func IntegrityCheck(ctx context.Context, path string) (string, error) {
	db, err := OpenDB(path)
	if err != nil {
		return "", err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return "", err
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n"), rows.Err()
}
