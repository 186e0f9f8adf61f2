package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// replica is one bin/stride process of TestTwoReplicas.
type replica struct {
	name string
	base string
	cmd  *exec.Cmd
	log  string
	done chan error
}

// TestTwoReplicas builds bin/stride and starts two processes on one fresh
// PostgreSQL schema at the same moment, as compose.yaml does behind its
// proxy, then shows that nothing a user relies on lives in one process: a
// session made on one replica works on the other, and signing out on one
// ends it on both; a write on one is read on the other (skills, an
// application, a job posting found by the other's search index); failed
// sign-ins sent alternately to both reach the limit of one e-mail from one
// address together.
func TestTwoReplicas(t *testing.T) {
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	if testing.Short() {
		t.Skip("builds and starts two servers")
	}
	start := time.Now()
	bin := filepath.Join(t.TempDir(), "stride")
	build := exec.Command(goTool(), "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	built := time.Since(start)

	// A schema of its own, dropped afterwards.
	schema := fmt.Sprintf("replicas_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`) })
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()

	// Both start at once on the empty schema: migrations and the first
	// catalogue seeding must not trip over each other.
	const jobs = 300
	a := startReplica(t, "a", bin, u.String(), jobs)
	b := startReplica(t, "b", bin, u.String(), jobs)
	for _, r := range []*replica{a, b} {
		r.waitReady(t, jobs)
	}
	ready := time.Since(start)

	// A session made on A works on B; B sees the same user.
	var reg struct {
		Token string
		User  struct{ ID, Email string }
	}
	a.call(t, "POST", "/api/auth/register", "", map[string]any{"email": "pat@example.com", "password": "replica-pass-1", "firstName": "Pat"}, 201, &reg)
	var me struct{ ID, Email string }
	b.call(t, "GET", "/api/auth/user", reg.Token, nil, 200, &me)
	if me.ID != reg.User.ID || me.Email != "pat@example.com" {
		t.Fatalf("B sees %+v for A's session of %+v", me, reg.User)
	}

	// A write on A is read on B, and one on B is read on A.
	a.call(t, "POST", "/api/skills", reg.Token, map[string]any{"userId": reg.User.ID, "name": "Kubernetes", "level": "expert", "category": "technical"}, 201, nil)
	var skills []struct{ Name, Level string }
	b.call(t, "GET", "/api/users/"+reg.User.ID+"/skills", reg.Token, nil, 200, &skills)
	if len(skills) != 1 || skills[0].Name != "Kubernetes" || skills[0].Level != "expert" {
		t.Fatalf("B reads the skills written on A as %+v", skills)
	}
	var app struct{ ID, Status string }
	b.call(t, "POST", "/api/applications", reg.Token, map[string]any{"userId": reg.User.ID, "jobTitle": "Platform Engineer", "company": "Acme", "status": "applied"}, 201, &app)
	a.call(t, "PUT", "/api/applications/"+app.ID, reg.Token, map[string]any{"status": "interview"}, 200, nil)
	var apps []struct{ ID, Status, JobTitle string }
	b.call(t, "GET", "/api/users/"+reg.User.ID+"/applications", reg.Token, nil, 200, &apps)
	if len(apps) != 1 || apps[0].ID != app.ID || apps[0].Status != "interview" {
		t.Fatalf("B reads the application updated on A as %+v", apps)
	}
	// The job search index is in each process's memory: a job added on B
	// is found by its poster's search on A.
	var job struct{ ID string }
	b.call(t, "POST", "/api/jobs", reg.Token, map[string]any{"title": "Zymurgy Platform Engineer", "company": "Brewhaus", "location": "Remote",
		"description": "Run the brewery's Kubernetes platform.", "type": "full-time", "skills": []string{"Kubernetes"}}, 201, &job)
	var found []struct{ ID, Title string }
	a.call(t, "GET", "/api/jobs?search=Zymurgy", reg.Token, nil, 200, &found)
	if len(found) == 0 || found[0].ID != job.ID {
		t.Fatalf("A's search does not find the posting made on B: %+v", found)
	}

	// Signing out on B ends the session on A too.
	b.call(t, "POST", "/api/auth/logout", reg.Token, nil, 204, nil)
	a.call(t, "GET", "/api/auth/user", reg.Token, nil, 401, nil)

	// Failed sign-ins alternate between the replicas: 2 on each, 4 in all,
	// reach the limit of 4 per e-mail from one address; each replica alone
	// saw only 2.
	bad := map[string]any{"email": "pat@example.com", "password": "wrong-guess-1"}
	for i, r := range []*replica{a, b, a, b} {
		if got := r.status(t, "POST", "/api/auth/login", bad); got != 401 {
			t.Fatalf("failed sign-in %d on %s: %d, want 401", i+1, r.name, got)
		}
	}
	right := map[string]any{"email": "pat@example.com", "password": "replica-pass-1"}
	for _, r := range []*replica{a, b} {
		if got := r.status(t, "POST", "/api/auth/login", right); got != http.StatusTooManyRequests {
			t.Fatalf("after 4 failures across both replicas, %s answers %d to the right password, want 429", r.name, got)
		}
	}

	for _, r := range []*replica{a, b} {
		r.stop(t)
	}
	t.Logf("built in %s, both replicas ready after %s, whole test %s", built.Round(time.Millisecond),
		ready.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
}

// goTool is the go command that builds bin/stride: the one on PATH, else
// the one of GOROOT.
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return filepath.Join(os.Getenv("GOROOT"), "bin", "go")
}

func startReplica(t *testing.T, name, bin, dsn string, jobs int) *replica {
	t.Helper()
	port := freePort(t)
	r := &replica{name: name, base: fmt.Sprintf("http://127.0.0.1:%d", port), log: filepath.Join(t.TempDir(), name+".log"), done: make(chan error, 1)}
	logFile, err := os.Create(r.log)
	if err != nil {
		t.Fatal(err)
	}
	r.cmd = exec.Command(bin)
	r.cmd.Env = append(os.Environ(),
		"PORT="+fmt.Sprint(port), "DATABASE_URL="+dsn, "CATALOG_JOBS="+fmt.Sprint(jobs),
		"LOGIN_MAX_FAILURES_PER_EMAIL_CLIENT=4", "LOGIN_MAX_FAILURES_PER_CLIENT=1000", "DEMO_ACCOUNTS_PER_HOUR=0",
		"AI_PROVIDER=local", "STRIPE_SECRET_KEY=", "STRIPE_PUBLISHABLE_KEY=", "WEB_DIR=")
	r.cmd.Stdout, r.cmd.Stderr = logFile, logFile
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { r.done <- r.cmd.Wait(); logFile.Close() }()
	t.Cleanup(func() {
		if r.cmd.ProcessState == nil {
			_ = r.cmd.Process.Kill()
			<-r.done
		}
		if t.Failed() {
			out, _ := os.ReadFile(r.log)
			t.Logf("replica %s log:\n%s", name, out)
		}
	})
	return r
}

// waitReady waits until the replica answers job searches over the seeded
// catalogue.
func (r *replica) waitReady(t *testing.T, jobs int) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-r.done:
			out, _ := os.ReadFile(r.log)
			t.Fatalf("replica %s exited before serving: %v\n%s", r.name, err, out)
		default:
		}
		resp, err := http.Get(r.base + "/api/jobs?limit=1")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				if got := resp.Header.Get("X-Total-Count"); got != fmt.Sprint(jobs) {
					t.Fatalf("replica %s serves %s catalogue jobs, want %d (seeded once)", r.name, got, jobs)
				}
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("replica %s not ready after 90 s", r.name)
}

func (r *replica) request(t *testing.T, method, path, token string, body any) (*http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, r.base+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s on %s: %v", method, path, r.name, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp, data
}

// call sends a request and decodes the answer into out, failing unless the
// status is want.
func (r *replica) call(t *testing.T, method, path, token string, body any, want int, out any) {
	t.Helper()
	resp, data := r.request(t, method, path, token, body)
	if resp.StatusCode != want {
		t.Fatalf("%s %s on %s: %d %s, want %d", method, path, r.name, resp.StatusCode, data, want)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s on %s: %v in %s", method, path, r.name, err, data)
		}
	}
}

func (r *replica) status(t *testing.T, method, path string, body any) int {
	t.Helper()
	resp, _ := r.request(t, method, path, "", body)
	return resp.StatusCode
}

// stop ends the replica as an orchestrator does (SIGTERM) and expects a
// clean exit.
func (r *replica) stop(t *testing.T) {
	t.Helper()
	if err := r.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-r.done:
		if err != nil {
			t.Errorf("replica %s: %v", r.name, err)
		}
	case <-time.After(30 * time.Second):
		t.Errorf("replica %s did not stop within 30 s", r.name)
	}
}
