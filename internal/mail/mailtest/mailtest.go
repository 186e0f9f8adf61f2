// Package mailtest runs Mailpit, a real SMTP server that catches every
// message, for tests: they send through it as Stride does in production
// and read what arrived through its HTTP API, links included. Mailpit is
// one Go binary (.ci/run installs it with go install); a test is skipped,
// saying why, when it cannot be found.
package mailtest

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// Mailpit is a running Mailpit.
type Mailpit struct {
	// SMTPURL is its SMTP address as an SMTP_URL (smtp://127.0.0.1:port).
	SMTPURL string
	// API is the base of its HTTP API (http://127.0.0.1:port).
	API string
}

// Binary returns the path of the mailpit binary: on PATH, else in
// $(go env GOPATH)/bin; "" when neither has one.
func Binary() string {
	if bin, err := exec.LookPath("mailpit"); err == nil {
		return bin
	}
	out, _ := exec.Command("go", "env", "GOPATH").Output()
	cand := filepath.Join(strings.TrimSpace(string(out)), "bin", "mailpit")
	if _, err := os.Stat(cand); err == nil {
		return cand
	}
	return ""
}

// Start runs Mailpit on two free loopback ports until t ends.
func Start(t testing.TB) *Mailpit {
	t.Helper()
	bin := Binary()
	if bin == "" {
		t.Skip("mailpit not found on PATH or in GOPATH/bin: go install github.com/axllent/mailpit@v1.33.1")
	}
	smtpPort, httpPort := freePort(t), freePort(t)
	args := []string{"--smtp", fmt.Sprintf("127.0.0.1:%d", smtpPort), "--listen", fmt.Sprintf("127.0.0.1:%d", httpPort),
		"--database", filepath.Join(t.TempDir(), "mailpit.db"), "--smtp-auth-accept-any", "--smtp-auth-allow-insecure", "--quiet"}
	cmd := exec.Command(bin, args...) // #nosec G204 -- the mailpit binary found on PATH or in GOPATH/bin, for tests
	if err := cmd.Start(); err != nil {
		t.Fatalf("start mailpit: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	m := &Mailpit{SMTPURL: fmt.Sprintf("smtp://127.0.0.1:%d", smtpPort), API: fmt.Sprintf("http://127.0.0.1:%d", httpPort)}
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(m.API + "/api/v1/messages"); err == nil {
			_ = resp.Body.Close()
			if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", smtpPort)); err == nil {
				_ = c.Close()
				return m
			}
		}
	}
	t.Fatal("mailpit did not start")
	return nil
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// Message is a caught message.
type Message struct {
	ID      string
	From    string
	To      []string
	Subject string
	Text    string
	HTML    string
}

type summary struct {
	ID      string
	Subject string
	From    struct{ Address string }
	To      []struct{ Address string }
}

// Messages lists the caught messages to an address (any, with ""), newest
// first, with their bodies.
func (m *Mailpit) Messages(t testing.TB, to string) []Message {
	t.Helper()
	var list struct{ Messages []summary }
	m.get(t, "/api/v1/messages?limit=500", &list)
	var out []Message
	for _, s := range list.Messages {
		var addrs []string
		for _, a := range s.To {
			addrs = append(addrs, strings.ToLower(a.Address))
		}
		if to != "" && !contains(addrs, strings.ToLower(to)) {
			continue
		}
		var full struct{ Text, HTML string }
		m.get(t, "/api/v1/message/"+url.PathEscape(s.ID), &full)
		out = append(out, Message{ID: s.ID, From: s.From.Address, To: addrs, Subject: s.Subject, Text: full.Text, HTML: full.HTML})
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Wait returns the newest message to an address whose subject holds
// subject, waiting up to 15 seconds for it (Stride sends in the
// background).
func (m *Mailpit) Wait(t testing.TB, to, subject string) Message {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, msg := range m.Messages(t, to) {
			if strings.Contains(msg.Subject, subject) {
				return msg
			}
		}
	}
	t.Fatalf("no e-mail to %s with %q in its subject; caught: %v", to, subject, m.subjects(t))
	return Message{}
}

// Count is how many messages to an address have subject in their subject.
func (m *Mailpit) Count(t testing.TB, to, subject string) int {
	t.Helper()
	n := 0
	for _, msg := range m.Messages(t, to) {
		if strings.Contains(msg.Subject, subject) {
			n++
		}
	}
	return n
}

func (m *Mailpit) subjects(t testing.TB) []string {
	var out []string
	for _, msg := range m.Messages(t, "") {
		out = append(out, strings.Join(msg.To, ",")+": "+msg.Subject)
	}
	return out
}

// Clear deletes every caught message.
func (m *Mailpit) Clear(t testing.TB) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodDelete, m.API+"/api/v1/messages", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
}

func (m *Mailpit) get(t testing.TB, path string, v any) {
	t.Helper()
	resp, err := http.Get(m.API + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("mailpit %s: %s", path, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

var linkRE = regexp.MustCompile(`https?://[^\s"<>]+`)

// Link returns the first link in the message's plain text that starts with
// prefix, and checks that the HTML part carries the same link.
func (msg Message) Link(t testing.TB, prefix string) string {
	t.Helper()
	for _, l := range linkRE.FindAllString(msg.Text, -1) {
		if strings.HasPrefix(l, prefix) {
			if !strings.Contains(msg.HTML, strings.ReplaceAll(l, "&", "&amp;")) {
				t.Fatalf("link %s is in the text part of %q but not in its HTML", l, msg.Subject)
			}
			return l
		}
	}
	t.Fatalf("no link starting with %s in %q:\n%s", prefix, msg.Subject, msg.Text)
	return ""
}

// Token is the token= query parameter of the message's link under prefix.
func (msg Message) Token(t testing.TB, prefix string) string {
	t.Helper()
	u, err := url.Parse(msg.Link(t, prefix))
	if err != nil {
		t.Fatal(err)
	}
	tok := u.Query().Get("token")
	if tok == "" {
		t.Fatalf("link in %q has no token", msg.Subject)
	}
	return tok
}
