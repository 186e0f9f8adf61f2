package mail_test

import (
	"strings"
	"testing"

	"github.com/stride-oss/stride/internal/mail"
)

// Every letter has a plain-text and an HTML body carrying the same link;
// what a letter quotes (an address, a name) is escaped in the HTML.
func TestRenderTextAndHTML(t *testing.T) {
	l := mail.ResetPassword("ada@example.com", "<Ada>", "https://stride.example.com/reset-password?token=abc&x=1")
	text, html, err := mail.Render(l)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "Hello <Ada>,") || !strings.Contains(text, "Choose a new password: https://stride.example.com/reset-password?token=abc&x=1") {
		t.Errorf("text:\n%s", text)
	}
	if !strings.Contains(html, `href="https://stride.example.com/reset-password?token=abc&amp;x=1"`) || strings.Contains(html, "<Ada>") ||
		!strings.Contains(html, "&lt;Ada&gt;") {
		t.Errorf("html:\n%s", html)
	}
}

func TestParseURL(t *testing.T) {
	for _, ok := range []string{"smtp://mail.example.com", "smtp://u:p@mail.example.com:2525", "smtps://mail.example.com", "smtp://127.0.0.1:1025"} {
		if _, _, err := mail.ParseURL(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	for _, bad := range []string{"mail.example.com", "https://mail.example.com", "smtp://", "smtp://h:0", "smtp://h:x"} {
		if _, _, err := mail.ParseURL(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
