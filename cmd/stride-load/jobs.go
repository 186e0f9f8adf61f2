package main

import (
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/stride-oss/stride/internal/loadtest"
)

// jobsBench measures issue 42's targets at jobs postings on each database:
// how long a start takes until ready, peak and steady resident memory,
// a new user's first search, 50 simultaneous first searches of another
// new user, and signed-in search throughput with wrk beside the bare
// handler. The databases are kept in dataDir (SQLite) and in the schema
// bench_jobs_N (PostgreSQL), so that only the first run generates the
// postings.
func jobsBench(bin string, port, jobs int, dur time.Duration, conns int, bare, dataDir string) error {
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return err
	}
	dbs := []struct{ name, dsn string }{{"sqlite", filepath.Join(dataDir, fmt.Sprintf("jobs-%d.db", jobs))}}
	if base := os.Getenv("TEST_DATABASE_URL"); base != "" {
		dsn, err := keptSchema(base, fmt.Sprintf("bench_jobs_%d", jobs))
		if err != nil {
			return err
		}
		dbs = append(dbs, struct{ name, dsn string }{"postgres", dsn})
	}
	for _, db := range dbs {
		if err := jobsBenchOne(bin, db.name, db.dsn, port, jobs, dur, conns, bare, dataDir); err != nil {
			return fmt.Errorf("%s: %w", db.name, err)
		}
	}
	return nil
}

func jobsBenchOne(bin, name, dsn string, port, jobs int, dur time.Duration, conns int, bare, dataDir string) error {
	logPath := filepath.Join(dataDir, name+".log")
	_ = os.Remove(logPath)
	env := []string{"CATALOG_JOBS=" + strconv.Itoa(jobs)}
	fmt.Printf("\n## %s, %d postings\n\n", name, jobs)
	start := time.Now()
	srv, err := loadtest.StartWithin(bin, dsn, port, logPath, time.Hour, env...)
	if err != nil {
		return err
	}
	if log, _ := os.ReadFile(logPath); strings.Contains(string(log), "sample postings generated") { // #nosec G304 -- the tool's own log
		fmt.Printf("- first start: postings generated and stored, ready after %v; started again to measure\n", time.Since(start).Round(100*time.Millisecond))
		if err := srv.Stop(); err != nil {
			return err
		}
		start = time.Now()
		if srv, err = loadtest.StartWithin(bin, dsn, port, logPath, time.Hour, env...); err != nil {
			return err
		}
	}
	ready := time.Since(start)
	defer func() { _ = srv.Stop() }()
	hwm, rss, cpu := memory(srv.Pid())
	fmt.Printf("- ready after %.1f s (the process used %.1f s of CPU); resident %d MB (peak %d MB)\n", ready.Seconds(), cpu, rss, hwm)

	// A new user's first search, then another new user's 50 at once.
	tok, err := newSeeker(srv.Base)
	if err != nil {
		return err
	}
	t0 := time.Now()
	if err := call(srv.Base, "GET", "/api/jobs?limit=20", tok, nil, nil); err != nil {
		return err
	}
	fmt.Printf("- a new user's first search: %.0f ms\n", float64(time.Since(t0).Microseconds())/1000)
	if tok, err = newSeeker(srv.Base); err != nil {
		return err
	}
	var wg sync.WaitGroup
	lat := make([]time.Duration, 50)
	errs := make([]error, 50)
	gate := make(chan struct{})
	hc := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 50}}
	for i := range lat {
		wg.Go(func() {
			req, _ := http.NewRequest("GET", srv.Base+"/api/jobs?limit=20", nil)
			req.Header.Set("Authorization", "Bearer "+tok)
			<-gate
			t := time.Now()
			res, err := hc.Do(req)
			if err == nil {
				_ = res.Body.Close()
				if res.StatusCode != http.StatusOK {
					err = fmt.Errorf("status %d", res.StatusCode)
				}
			}
			lat[i], errs[i] = time.Since(t), err
		})
	}
	close(gate)
	wg.Wait()
	done, slowest := 0, time.Duration(0)
	for i := range lat {
		if errs[i] == nil {
			done++
			slowest = max(slowest, lat[i])
		}
	}
	fmt.Printf("- 50 simultaneous first searches of one new user: %d completed, the slowest in %.0f ms\n", done, float64(slowest.Microseconds())/1000)

	// Throughput: the bare handler answers the body of a page of 20.
	if bareBody, err = get(srv.Base+"/api/jobs?limit=20", ""); err != nil {
		return err
	}
	fmt.Printf("\n| %-40s | %8s | %8s | %8s | %7s |\n", "endpoint ("+name+", "+strconv.Itoa(conns)+" connections)", "req/s", "p50 ms", "p99 ms", "× bare")
	fmt.Printf("|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 42), strings.Repeat("-", 10), strings.Repeat("-", 10), strings.Repeat("-", 10), strings.Repeat("-", 9))
	var bareRPS float64
	for _, e := range []struct{ name, path string }{
		{"bare Go handler (same JSON body)", ""},
		{"GET /api/jobs signed in, no keyword", "/api/jobs?limit=20"},
		{"GET /api/jobs signed in, keyword", "/api/jobs?limit=20&search=registered+nurse"},
	} {
		target, token := bare, ""
		if e.path != "" {
			target, token = srv.Base+e.path, tok
		}
		r, err := wrk(target, token, dur, conns)
		if err != nil {
			return fmt.Errorf("%s: %w", e.name, err)
		}
		if e.path == "" {
			bareRPS = r.rps
		}
		fmt.Printf("| %-40s | %8.0f | %8.2f | %8.2f | %7.3f |\n", e.name, r.rps, r.p50, r.p99, r.rps/bareRPS)
	}
	hwm, rss, _ = memory(srv.Pid())
	fmt.Printf("\n- after the load: resident %d MB (peak %d MB)\n", rss, hwm)
	return nil
}

// newSeeker registers a job seeker with a title and skills and returns
// their token.
func newSeeker(base string) (string, error) {
	var reg struct {
		Token string
		User  struct{ ID string }
	}
	if err := call(base, "POST", "/api/auth/register", "", map[string]any{"email": fmt.Sprintf("bench-%d@example.com", time.Now().UnixNano()),
		"password": "Bench-test-passphrase-7731", "firstName": "Bench"}, &reg); err != nil {
		return "", err
	}
	if err := call(base, "PUT", "/api/users/"+reg.User.ID, reg.Token, map[string]any{"currentTitle": "Registered Nurse", "yearsExperience": 5}, nil); err != nil {
		return "", err
	}
	for _, s := range []string{"Patient Care", "Epic Systems", "Critical Thinking"} {
		if err := call(base, "POST", "/api/skills", reg.Token, map[string]any{"name": s, "level": "advanced"}, nil); err != nil {
			return "", err
		}
	}
	return reg.Token, nil
}

func get(u, token string) ([]byte, error) {
	req, _ := http.NewRequest("GET", u, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

// memory returns a process's peak and current resident memory in MB
// (VmHWM, VmRSS) and the CPU seconds it has used.
func memory(pid int) (hwm, rss int, cpu float64) {
	status, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)) // #nosec G304 -- the started server's own status
	for _, line := range strings.Split(string(status), "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && (f[0] == "VmHWM:" || f[0] == "VmRSS:") {
			kb, _ := strconv.Atoi(f[1])
			if f[0] == "VmHWM:" {
				hwm = kb / 1024
			} else {
				rss = kb / 1024
			}
		}
	}
	stat, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)) // #nosec G304 -- as above
	if i := strings.LastIndexByte(string(stat), ')'); i > 0 {
		// Fields after the command: state is 3rd, utime 14th, stime 15th.
		f := strings.Fields(string(stat)[i+1:])
		if len(f) > 12 {
			u, _ := strconv.ParseFloat(f[11], 64)
			s, _ := strconv.ParseFloat(f[12], 64)
			cpu = (u + s) / 100 // clock ticks (USER_HZ is 100 on Linux)
		}
	}
	return hwm, rss, cpu
}

// keptSchema returns a URL of base whose connections use the schema name,
// created if missing and kept between runs.
func keptSchema(base, name string) (string, error) {
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", err
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE SCHEMA IF NOT EXISTS ` + name); err != nil {
		return "", fmt.Errorf("create schema %s: %w", name, err)
	}
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String(), nil
}
