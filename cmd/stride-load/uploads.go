package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/stride-oss/stride/internal/loadtest"
)

// hostileUpload is one kind of file an attacker sends many of at once.
type hostileUpload struct {
	name     string
	path     string // the upload route
	field    string // its multipart file field
	filename string
	data     []byte
}

// hostileUploads builds the files: archives that unpack far beyond the
// limits (a zip bomb named .docx, a LinkedIn export of one huge CSV), a
// DOCX just under the unpacked budget, a CSV one row millions of columns
// wide, a ZIP of 100,000 empty entries, and a 10 MB file that only starts
// like a PDF.
func hostileUploads() ([]hostileUpload, error) {
	para := []byte("<w:p><w:r><w:t>Managed a team of engineers building payment systems</w:t></w:r></w:p>")
	bomb, err := zipOf("word/document.xml", `<?xml version="1.0"?><w:document><w:body>`, para, 256<<20)
	if err != nil {
		return nil, err
	}
	under, err := zipOf("word/document.xml", `<?xml version="1.0"?><w:document><w:body>`, para, 19<<20)
	if err != nil {
		return nil, err
	}
	csvBomb, err := zipOf("Positions.csv", "Company Name,Title,Started On\n", []byte("Acme,Engineer,Jan 2020\n"), 256<<20)
	if err != nil {
		return nil, err
	}
	var wide bytes.Buffer
	wide.WriteString("First Name,Last Name,Headline")
	for wide.Len() < 4<<20 {
		wide.WriteString(",c")
	}
	wide.WriteString("\nAda,Lovelace,Engineer")
	for wide.Len() < 9<<20 {
		wide.WriteString(",v")
	}
	wide.WriteString("\n")
	var many bytes.Buffer
	zw := zip.NewWriter(&many)
	for i := 0; i < 100_000; i++ {
		if _, err := zw.CreateHeader(&zip.FileHeader{Name: "a", Method: zip.Store}); err != nil {
			return nil, err
		}
	}
	if _, err := zw.Create("word/document.xml"); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	pdf := append([]byte("%PDF-1.7\n"), bytes.Repeat([]byte("0 0 obj << /Length 99999999 >> stream\n"), (10<<20-64)/38)...)
	return []hostileUpload{
		{"DOCX zip bomb (256 MiB of XML)", "/api/resumes/upload", "resume", "bomb.docx", bomb},
		{"DOCX of 19 MiB of XML (under the budget)", "/api/resumes/upload", "resume", "long.docx", under},
		{"LinkedIn ZIP bomb (256 MiB CSV)", "/api/linkedin/import-file", "linkedinFile", "export.zip", csvBomb},
		{"LinkedIn CSV 2M columns wide (9 MiB)", "/api/linkedin/import-file", "linkedinFile", "Profile.csv", wide.Bytes()},
		{"DOCX of 100,000 empty entries", "/api/resumes/upload", "resume", "many.docx", many.Bytes()},
		{"10 MiB file headed %PDF", "/api/resumes/upload", "resume", "junk.pdf", pdf},
	}, nil
}

// zipOf returns a ZIP holding one entry name: head, then unit repeated to
// size bytes.
func zipOf(name, head string, unit []byte, size int) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create(name)
	if err != nil {
		return nil, err
	}
	if _, err := io.WriteString(w, head); err != nil {
		return nil, err
	}
	block := bytes.Repeat(unit, 1<<20/len(unit)+1)
	for n := len(head); n < size; n += len(block) {
		if _, err := w.Write(block); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// uploads sends, for each hostile kind, opts.hostile uploads at once from
// one signed-in user to a fresh server (started by start, without upload
// rate limits, as if the uploads came from many addresses) and prints the
// server's peak resident memory during the round, read from /proc. A
// server that passes opts.maxRSS is killed (the machine is shared) and the
// round reports it.
func uploads(start func() (*loadtest.Server, error), name string) error {
	kinds, err := hostileUploads()
	if err != nil {
		return err
	}
	fmt.Printf("\n### hostile uploads (%s): %d at once per kind, each kind on a fresh server\n\n", name, opts.hostile)
	fmt.Printf("| %-42s | %9s | %-30s | %9s | %9s | %7s |\n", "kind ("+name+")", "file KiB", "answers", "idle MiB", "peak MiB", "took s")
	fmt.Printf("|%s|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 44), strings.Repeat("-", 11), strings.Repeat("-", 32), strings.Repeat("-", 11), strings.Repeat("-", 11), strings.Repeat("-", 9))
	worst := 0
	var failed []string
	for _, k := range kinds {
		srv, err := start()
		if err != nil {
			return err
		}
		r, err := hostileRound(srv, k)
		_ = srv.Stop()
		if err != nil {
			return err
		}
		worst = max(worst, r.peak)
		peak := strconv.Itoa(r.peak >> 10)
		if r.killed {
			peak = "> " + peak + " (killed)"
			failed = append(failed, k.name+": killed over the memory cap")
		}
		fmt.Printf("| %-42s | %9d | %-30s | %9d | %9s | %7.1f |\n", k.name, len(k.data)>>10, loadtest.FormatStatuses(r.statuses), r.idle>>10, peak, r.took.Seconds())
		if !r.killed && (r.statuses[500] > 0 || r.statuses[0] > 0) {
			failed = append(failed, fmt.Sprintf("%s: %s\n%s", k.name, loadtest.FormatStatuses(r.statuses), r.errors))
		}
	}
	fmt.Printf("\nPeak resident memory of the server in any round: %d MiB.\n", worst>>10)
	if len(failed) > 0 {
		return fmt.Errorf("hostile uploads:\n%s", strings.Join(failed, "\n"))
	}
	return nil
}

// roundResult is one hostile round: the answers, the server's resident
// memory before it and at its peak (KiB), and whether the watchdog killed it.
type roundResult struct {
	statuses   map[int]int
	idle, peak int
	took       time.Duration
	killed     bool
	errors     string
}

// hostileRound sends opts.hostile uploads of k at once to srv.
func hostileRound(srv *loadtest.Server, k hostileUpload) (roundResult, error) {
	var reg struct {
		Token string
		User  struct{ ID string }
	}
	if err := call(srv.Base, "POST", "/api/auth/register", "", map[string]any{"email": fmt.Sprintf("hostile-%d@example.com", time.Now().UnixNano()),
		"password": "Load-test-passphrase-7731", "firstName": "Hostile"}, &reg); err != nil {
		return roundResult{}, err
	}
	body, ctype, err := multipartOf(k, reg.User.ID)
	if err != nil {
		return roundResult{}, err
	}
	hc := loadtest.NewHTTPClient(opts.hostile+4, 5*time.Minute)
	pid := srv.Pid()
	resetPeak(pid)
	r := roundResult{statuses: map[int]int{}}
	r.idle, _ = procStatus(pid, "VmRSS")
	// The watchdog: the peak so far, and a kill past the cap.
	stop := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			if rss, err := procStatus(pid, "VmRSS"); err == nil && rss > opts.maxRSS<<10 {
				r.killed = true
				r.peak = rss
				_ = srv.Kill()
				return
			}
		}
	}()
	start := time.Now()
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := 0; i < opts.hostile; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("POST", srv.Base+k.path, bytes.NewReader(body))
			req.Header.Set("Content-Type", ctype)
			req.Header.Set("Authorization", "Bearer "+reg.Token)
			status := 0
			if res, err := hc.Do(req); err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				_ = res.Body.Close()
				status = res.StatusCode
			}
			mu.Lock()
			r.statuses[status]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	r.took = time.Since(start)
	close(stop)
	<-watched
	if !r.killed {
		if r.peak, err = procStatus(pid, "VmHWM"); err != nil {
			return r, err
		}
		r.errors = srv.LogErrors(10)
	}
	return r, nil
}

// multipartOf is the form the web app sends: userId and the file.
func multipartOf(k hostileUpload, userID string) ([]byte, string, error) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if err := mw.WriteField("userId", userID); err != nil {
		return nil, "", err
	}
	fw, err := mw.CreateFormFile(k.field, k.filename)
	if err != nil {
		return nil, "", err
	}
	if _, err := fw.Write(k.data); err != nil {
		return nil, "", err
	}
	if err := mw.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), mw.FormDataContentType(), nil
}

// resetPeak starts the process's peak resident size (VmHWM) afresh
// (Linux: writing 5 to clear_refs).
func resetPeak(pid int) {
	_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0o600)
}

// procStatus reads one KiB figure of /proc/<pid>/status.
func procStatus(pid int, field string) (int, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)) // #nosec G304 -- the started server's own status file
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			return strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		}
	}
	return 0, fmt.Errorf("no %s in /proc/%d/status", field, pid)
}
