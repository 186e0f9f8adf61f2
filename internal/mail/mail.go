// Package mail sends Stride's e-mails: through an SMTP server named by
// SMTP_URL (STARTTLS or TLS), or, without one, into the log. Every message
// goes out as plain text and HTML, built from one Letter.
package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	texttemplate "text/template"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Letter is one e-mail before it is rendered.
type Letter struct {
	To      string
	Subject string
	// Greeting opens the letter ("Hello Ada,").
	Greeting string
	// Paragraphs are the body, in order.
	Paragraphs []string
	// Action is the letter's one button (a link), if any.
	Action *Action
	// After are paragraphs below the button.
	After []string
}

// Action is a link shown as a button in HTML and as a line in text.
type Action struct {
	Label, URL string
}

// Sender delivers letters.
type Sender interface {
	Send(ctx context.Context, l Letter) error
	// Configured reports whether letters really go out (false: logged).
	Configured() bool
}

var textTemplate = texttemplate.Must(texttemplate.New("text").Parse(`{{.Greeting}}
{{range .Paragraphs}}
{{.}}
{{end}}{{with .Action}}
{{.Label}}: {{.URL}}
{{end}}{{range .After}}
{{.}}
{{end}}
-- 
Stride
`))

var htmlTemplate = template.Must(template.New("html").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Subject}}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#2563eb;margin:0 0 24px">Stride</p>
<p>{{.Greeting}}</p>
{{range .Paragraphs}}<p style="line-height:1.5">{{.}}</p>
{{end}}{{with .Action}}<p style="margin:28px 0"><a href="{{.URL}}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">{{.Label}}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this address: <a href="{{.URL}}">{{.URL}}</a></p>
{{end}}{{range .After}}<p style="line-height:1.5;color:#475569">{{.}}</p>
{{end}}</div></body></html>
`))

// Render returns the plain-text and HTML bodies of l.
func Render(l Letter) (text, html string, err error) {
	var t, h bytes.Buffer
	if err := textTemplate.Execute(&t, l); err != nil {
		return "", "", fmt.Errorf("render text: %w", err)
	}
	if err := htmlTemplate.Execute(&h, l); err != nil {
		return "", "", fmt.Errorf("render html: %w", err)
	}
	return t.String(), h.String(), nil
}

// Config is an SMTP server and the sender's address.
type Config struct {
	// URL is smtp://user:pass@host:port (STARTTLS, required except on a
	// loopback host) or smtps://user:pass@host:port (TLS from the start).
	URL string
	// From is the From address ("Stride <no-reply@example.com>").
	From string
	// Timeout bounds one delivery; 0 is 30 seconds.
	Timeout time.Duration
}

// SMTP delivers letters to an SMTP server.
type SMTP struct {
	host    string
	from    string
	options []gomail.Option
}

// ParseURL checks an SMTP_URL and returns the client options it means.
func ParseURL(raw string) (host string, opts []gomail.Option, err error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", nil, errors.New("is not a URL")
	}
	host = u.Hostname()
	if host == "" {
		return "", nil, errors.New("has no host")
	}
	port := 587
	switch u.Scheme {
	case "smtp":
		// STARTTLS is required, except to a server on this machine (a
		// local relay, or a catcher such as Mailpit in tests).
		policy := gomail.TLSMandatory
		if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
			policy = gomail.TLSOpportunistic
		}
		opts = append(opts, gomail.WithTLSPortPolicy(policy))
	case "smtps":
		port = 465
		opts = append(opts, gomail.WithSSL())
	default:
		return "", nil, fmt.Errorf("must start with smtp:// (STARTTLS) or smtps:// (TLS), got %s://", u.Scheme)
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return "", nil, fmt.Errorf("has an invalid port %q", p)
		}
		port = n
	}
	opts = append(opts, gomail.WithPort(port), gomail.WithTLSConfig(&tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}))
	if u.User != nil && u.User.Username() != "" {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	return host, opts, nil
}

// NewSMTP returns a sender for cfg.
func NewSMTP(cfg Config) (*SMTP, error) {
	host, opts, err := ParseURL(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL %w", err)
	}
	if _, err := parseFrom(cfg.From); err != nil {
		return nil, err
	}
	timeout := cfg.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	opts = append(opts, gomail.WithTimeout(timeout))
	return &SMTP{host: host, from: cfg.From, options: opts}, nil
}

// parseFrom checks MAIL_FROM.
func parseFrom(from string) (string, error) {
	m := gomail.NewMsg()
	if err := m.From(from); err != nil {
		return "", fmt.Errorf("MAIL_FROM must be an address such as Stride <no-reply@example.com>: %w", err)
	}
	return from, nil
}

// CheckFrom reports whether from is a usable MAIL_FROM.
func CheckFrom(from string) error { _, err := parseFrom(from); return err }

// Configured is true: letters go out.
func (s *SMTP) Configured() bool { return true }

// Send delivers l as plain text with an HTML alternative.
func (s *SMTP) Send(ctx context.Context, l Letter) error {
	text, html, err := Render(l)
	if err != nil {
		return err
	}
	m := gomail.NewMsg()
	if err := m.From(s.from); err != nil {
		return err
	}
	if err := m.To(l.To); err != nil {
		return fmt.Errorf("recipient: %w", err)
	}
	m.Subject(l.Subject)
	m.SetDate()
	m.SetMessageID()
	m.SetBodyString(gomail.TypeTextPlain, text)
	m.AddAlternativeString(gomail.TypeTextHTML, html)
	c, err := gomail.NewClient(s.host, s.options...)
	if err != nil {
		return fmt.Errorf("smtp client: %w", err)
	}
	if err := c.DialAndSendWithContext(ctx, m); err != nil {
		return fmt.Errorf("send mail: %w", err)
	}
	return nil
}

// Log writes letters to the log instead of sending them (no SMTP_URL).
type Log struct{ Logger *slog.Logger }

// Configured is false: nothing goes out.
func (l Log) Configured() bool { return false }

// Send logs the letter's recipient, subject and plain text (links
// included, so that an operator without mail can still pass one on).
func (l Log) Send(ctx context.Context, lt Letter) error {
	text, _, err := Render(lt)
	if err != nil {
		return err
	}
	l.Logger.InfoContext(ctx, "e-mail not sent (SMTP_URL is not set)", "to", lt.To, "subject", lt.Subject,
		"text", strings.TrimSpace(text))
	return nil
}
