package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/resume"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// docxBomb is a zip bomb named .docx: its document is one comment that
// unpacks to 30 MiB from some 30 KiB.
func docxBomb(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	f, err := zw.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = f.Write([]byte("<w:document><!--"))
	_, _ = f.Write(bytes.Repeat([]byte("A"), 30<<20))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// busyAnswer reports what is wrong with r as the answer to an upload
// refused at the parse gate, or "".
func busyAnswer(r response) string {
	if r.Status != 503 || r.Header.Get("Retry-After") != "2" || !strings.Contains(r.Body, `{"message":"`+httpapi.MsgServerBusy+`"}`) {
		return "want 503, Retry-After 2 and the busy message"
	}
	return ""
}

func TestUploadsPastTheParseGateAreRefused(t *testing.T) {
	gate := auth.NewGate(1, 1, time.Minute)
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{ParseGate: gate})
	a := app.register("gate@example.com", "Gate")
	bomb := docxBomb(t)
	// The one slot is taken...
	release := make(chan struct{})
	blocked := make(chan struct{})
	go func() {
		defer close(blocked)
		_ = gate.Do(context.Background(), func() { <-release })
	}()
	waitGate(t, gate, 1, 1)
	// ...one upload waits its turn in the one place of the queue...
	queued := make(chan response, 1)
	go func() { queued <- app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", bomb, a.ID) }()
	waitGate(t, gate, 1, 2)
	// ...and the rest are refused at once, without being read.
	for i := 0; i < 5; i++ {
		path, field := "/api/resumes/upload", "resume"
		if i%2 == 1 {
			path, field = "/api/linkedin/import-file", "linkedinFile"
		}
		if r := app.upload(path, a.Token, field, "cv.docx", bomb, a.ID); busyAnswer(r) != "" {
			t.Fatalf("upload %d past the queue: %d %v %s: %s", i+1, r.Status, r.Header, r.Body, busyAnswer(r))
		}
	}
	close(release)
	<-blocked
	r := <-queued
	if r.Status != 400 || !strings.Contains(r.Body, resume.MsgDOCXDamaged) {
		t.Fatalf("the queued upload, once admitted: %d %s", r.Status, r.Body)
	}
	if _, _, peak, runs := gate.Stats(); peak != 1 || runs != 2 {
		t.Fatalf("peak %d, runs %d: want the blocker and the queued upload only", peak, runs)
	}
}

func TestParallelHostileUploadsStayWithinTheGate(t *testing.T) {
	gate := auth.NewGate(2, 2, time.Minute)
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{ParseGate: gate})
	a := app.register("many@example.com", "Many")
	bomb := docxBomb(t)
	const n = 40
	var mu sync.Mutex
	var wg sync.WaitGroup
	statuses := map[int]int{}
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			r := app.upload("/api/resumes/upload", a.Token, "resume", "bomb.docx", bomb, a.ID)
			mu.Lock()
			defer mu.Unlock()
			statuses[r.Status]++
			switch {
			case r.Status == 400 && strings.Contains(r.Body, resume.MsgDOCXDamaged):
			case r.Status == 503 && busyAnswer(r) == "":
			default:
				t.Errorf("hostile upload: %d %v %s", r.Status, r.Header, r.Body)
			}
		}()
	}
	close(start)
	wg.Wait()
	running, admitted, peak, runs := gate.Stats()
	if peak > 2 || peak < 1 || running != 0 || admitted != 0 {
		t.Fatalf("at most 2 parses may run at once: peak %d (running %d, admitted %d now)", peak, running, admitted)
	}
	if runs != statuses[400] || statuses[400]+statuses[503] != n {
		t.Fatalf("every refused bomb was parsed once and only those: runs %d, statuses %v", runs, statuses)
	}
}

// waitGate waits until the gate has running tasks running and admitted
// tasks running or waiting.
func waitGate(t *testing.T, g *auth.Gate, running, admitted int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		r, a, _, _ := g.Stats()
		if r == running && a == admitted {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("gate: %d running, %d admitted; want %d, %d", r, a, running, admitted)
		}
		time.Sleep(time.Millisecond)
	}
}
