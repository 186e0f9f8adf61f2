// Command stride-load measures Stride under load, on a fresh SQLite file
// and on a fresh PostgreSQL schema when TEST_DATABASE_URL is set, with
// bin/stride serving the 6,000-posting catalogue.
//
// Reads: the same load tool (wrk) drives Stride and a bare Go handler; it
// prints requests per second, p50 and p99 per endpoint and each endpoint's
// ratio to the bare handler measured in the same run.
//
// Writes: -users users (one connection each) register, spread over -ramp,
// then for -wd create, update and delete applications, add skills, save
// and unsave jobs and search; every acknowledged write is recorded and
// afterwards read back (internal/loadtest). It prints requests, errors by
// status, p50/p99 per kind and the lost writes, and exits 1 on any 5xx,
// lost write or row seen by another user.
//
// Job search (-jobs-bench, with -jobs N): issue 42's figures at N postings
// on databases kept between runs (see jobsBench).
//
// Uploads (-uploads N, off by default): N hostile files of each kind (zip
// bombs named .docx and .zip, a CSV millions of columns wide, 10 MB of
// junk headed %PDF) sent at once; it prints the answers and the server's
// peak resident memory (VmHWM) during each round.
//
//	go run ./cmd/stride-load [-bin bin/stride] [-d 5s] [-c 50] [-users 200] [-wd 30s] [-uploads 0] [-port 5113]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/stride-oss/stride/internal/loadtest"
)

func main() {
	bin := flag.String("bin", "bin/stride", "the Stride binary to start")
	dur := flag.Duration("d", 5*time.Second, "how long wrk drives each endpoint")
	conns := flag.Int("c", 50, "connections")
	port := flag.Int("port", 5113, "port for the started server (the bare handler uses the next one)")
	jobs := flag.Int("jobs", 6000, "catalogue size (CATALOG_JOBS)")
	flag.BoolVar(&opts.reads, "reads", true, "run the read phase (wrk)")
	flag.BoolVar(&opts.writes, "writes", true, "run the write phase")
	flag.IntVar(&opts.users, "users", 200, "write phase: concurrent users, one connection each")
	flag.DurationVar(&opts.writeDur, "wd", 30*time.Second, "write phase: how long the users write")
	flag.DurationVar(&opts.ramp, "ramp", 10*time.Second, "write phase: registrations are spread over this long")
	flag.IntVar(&opts.hostile, "uploads", 0, "upload phase: hostile uploads sent at once per kind (0: no upload phase)")
	flag.IntVar(&opts.maxRSS, "max-rss", 3072, "upload phase: MiB of resident memory past which the server is killed")
	jobsOnly := flag.Bool("jobs-bench", false, "measure job search at -jobs postings instead (ready time, memory, first searches, throughput)")
	dataDir := flag.String("data", "data/bench", "-jobs-bench: where the SQLite databases are kept between runs")
	flag.Parse()
	if opts.users < 1 {
		log.Fatal("-users must be at least 1")
	}
	if _, err := exec.LookPath("wrk"); err != nil && opts.reads {
		log.Fatal("wrk is not installed (apt-get install wrk)")
	}
	bare, err := startBare(*port + 1)
	if err != nil {
		log.Fatal(err)
	}
	dbs := []struct{ name, dsn string }{{"sqlite", ""}}
	if base := os.Getenv("TEST_DATABASE_URL"); base != "" {
		dbs = append(dbs, struct{ name, dsn string }{"postgres", base})
	}
	if *jobsOnly {
		if err := jobsBench(*bin, *port, *jobs, *dur, *conns, bare, *dataDir); err != nil {
			log.Fatal(err)
		}
		return
	}
	failed := false
	for _, db := range dbs {
		if err := runOne(*bin, db.name, db.dsn, *port, *jobs, *dur, *conns, bare); err != nil {
			log.Printf("%s: %v", db.name, err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// opts are the phase settings.
var opts struct {
	reads, writes  bool
	users          int
	writeDur, ramp time.Duration
	hostile        int
	maxRSS         int
}

// bareBody is what the bare handler answers: set to a Stride jobs page
// once one is read, so both send a body of the same size.
var bareBody = []byte(`[]`)

func startBare(port int) (string, error) {
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return "", err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(bareBody)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return fmt.Sprintf("http://127.0.0.1:%d/", port), nil
}

func runOne(bin, name, pgBase string, port, jobs int, dur time.Duration, conns int, bare string) error {
	dir, err := os.MkdirTemp("", "stride-load-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	dsn := filepath.Join(dir, "load.db")
	if pgBase != "" {
		var drop func()
		if dsn, drop, err = loadtest.PostgresSchema(pgBase, fmt.Sprintf("load_%d", os.Getpid())); err != nil {
			return err
		}
		defer drop()
	}
	start := time.Now()
	env := []string{"CATALOG_JOBS=" + strconv.Itoa(jobs)}
	if opts.hostile > 0 {
		// The upload phase measures memory, not the hourly limits: it runs
		// without them, as if its uploads came from many addresses.
		env = append(env, "UPLOADS_PER_USER_HOUR=0", "UPLOADS_PER_CLIENT_HOUR=0")
	}
	logPath := filepath.Join(dir, "stride.log")
	srv, err := loadtest.Start(bin, dsn, port, logPath, env...)
	if err != nil {
		return err
	}
	defer func() { _ = srv.Stop() }()
	base := srv.Base
	fmt.Printf("\n## %s: %d postings, started and seeded in %v\n\n", name, jobs, time.Since(start).Round(100*time.Millisecond))
	if opts.reads {
		if err := reads(base, dur, conns, bare, name); err != nil {
			return err
		}
	}
	if opts.writes {
		if err := writes(srv, name); err != nil {
			return err
		}
	}
	if opts.hostile > 0 {
		// Each kind of upload gets a fresh server, so that no round starts
		// with the memory an earlier one left to the Go runtime.
		_ = srv.Stop()
		return uploads(func() (*loadtest.Server, error) { return loadtest.Start(bin, dsn, port, logPath, env...) }, name)
	}
	return nil
}

// reads measures the read endpoints with wrk beside the bare handler.
func reads(base string, dur time.Duration, conns int, bare, name string) error {
	// A signed-in job seeker with a title, skills and 25 applications.
	var reg struct {
		Token string
		User  struct{ ID string }
	}
	if err := call(base, "POST", "/api/auth/register", "", map[string]any{"email": fmt.Sprintf("load-%d@example.com", time.Now().UnixNano()),
		"password": "Load-test-passphrase-7731", "firstName": "Load"}, &reg); err != nil {
		return err
	}
	tok := reg.Token
	if err := call(base, "PUT", "/api/users/"+reg.User.ID, tok, map[string]any{"currentTitle": "Registered Nurse", "yearsExperience": 5}, nil); err != nil {
		return err
	}
	for _, s := range []string{"Patient Care", "Epic Systems", "MEDITECH", "Critical Thinking"} {
		if err := call(base, "POST", "/api/skills", tok, map[string]any{"name": s, "level": "advanced"}, nil); err != nil {
			return err
		}
	}
	for i := 0; i < 25; i++ {
		if err := call(base, "POST", "/api/applications", tok, map[string]any{"jobTitle": fmt.Sprintf("Role %d", i),
			"company": "Company", "status": "applied"}, nil); err != nil {
			return err
		}
	}
	res, err := http.Get(base + "/api/jobs?limit=20")
	if err != nil {
		return err
	}
	bareBody, _ = io.ReadAll(res.Body)
	_ = res.Body.Close()

	// The web app asks for pages of 20: every jobs endpoint below does,
	// and the bare handler answers the same 20-job body.
	endpoints := []struct{ name, path, token string }{
		{"bare Go handler (same JSON body)", "", ""},
		{"GET /api/auth/user", "/api/auth/user", tok},
		{"GET /api/users/{id}/applications (25)", "/api/users/" + reg.User.ID + "/applications", tok},
		{"GET /api/jobs signed in, no keyword", "/api/jobs?limit=20", tok},
		{"GET /api/jobs signed in, keyword", "/api/jobs?limit=20&search=registered+nurse", tok},
		{"GET /api/jobs signed in, keyword + filters", "/api/jobs?limit=20&search=nurse&location=tx&type=full-time&remote=false", tok},
		{"GET /api/jobs anonymous, keyword", "/api/jobs?limit=20&search=software+engineer", ""},
	}
	fmt.Printf("| %-42s | %8s | %8s | %8s | %7s |\n", "endpoint ("+name+")", "req/s", "p50 ms", "p99 ms", "× bare")
	fmt.Printf("|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 44), strings.Repeat("-", 10), strings.Repeat("-", 10), strings.Repeat("-", 10), strings.Repeat("-", 9))
	var bareRPS float64
	for _, e := range endpoints {
		target := base + e.path
		if e.path == "" {
			target = bare
		}
		r, err := wrk(target, e.token, dur, conns)
		if err != nil {
			return fmt.Errorf("%s: %w", e.name, err)
		}
		if e.path == "" {
			bareRPS = r.rps
		}
		fmt.Printf("| %-42s | %8.0f | %8.2f | %8.2f | %7.3f |\n", e.name, r.rps, r.p50, r.p99, r.rps/bareRPS)
	}
	return nil
}

func call(base, method, path, token string, body, out any) error {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, base+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, data)
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

type result struct{ rps, p50, p99 float64 }

var (
	rpsRe = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	pctRe = regexp.MustCompile(`(?m)^\s+(50|99)%\s+([\d.]+)(us|ms|s)\s*$`)
	errRe = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
)

// wrk drives url for dur and reads its summary.
func wrk(target, token string, dur time.Duration, conns int) (result, error) {
	args := []string{"-t2", "-c" + strconv.Itoa(conns), "-d" + strconv.Itoa(int(dur.Seconds())) + "s", "--latency"}
	if token != "" {
		args = append(args, "-H", "Authorization: Bearer "+token)
	}
	out, err := exec.Command("wrk", append(args, target)...).CombinedOutput() // #nosec G204 -- wrk with this tool's own arguments, no shell
	if err != nil {
		return result{}, fmt.Errorf("wrk: %v: %s", err, out)
	}
	if m := errRe.FindSubmatch(out); m != nil {
		return result{}, fmt.Errorf("%s non-2xx responses:\n%s", m[1], out)
	}
	var r result
	m := rpsRe.FindSubmatch(out)
	if m == nil {
		return r, fmt.Errorf("no Requests/sec in wrk's output:\n%s", out)
	}
	r.rps, _ = strconv.ParseFloat(string(m[1]), 64)
	for _, m := range pctRe.FindAllSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(string(m[2]), 64)
		switch string(m[3]) {
		case "us":
			v /= 1000
		case "s":
			v *= 1000
		}
		if string(m[1]) == "50" {
			r.p50 = v
		} else {
			r.p99 = v
		}
	}
	return r, nil
}
