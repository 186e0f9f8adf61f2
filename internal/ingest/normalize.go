package ingest

import (
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/stride-oss/stride"
)

// Posting is what a source says of one job, before it becomes a
// stride.Job (see normalise).
type Posting struct {
	ExternalID   string
	Title        string
	Company      string
	Location     string
	Remote       bool
	Salary       string // as the source writes it, or built by salaryRange
	Description  string // HTML or plain text (HTMLDescription says which)
	HTML         bool
	Requirements []string
	Type         string // the source's employment type, any spelling
	ApplyURL     string
	PostedAt     time.Time
	CompanyLogo  string
}

// Text limits of a stored posting.
const (
	maxTitle       = stride.MaxShortTextLen
	maxDescription = 20000
)

// normalise turns p into a posting Stride stores, or says why it cannot.
func normalise(p Posting, now time.Time) (stride.Job, error) {
	j := stride.Job{Requirements: []string{}, Benefits: []string{}, Skills: []string{}}
	j.Title = clip(oneLine(p.Title), maxTitle)
	j.Company = clip(oneLine(p.Company), stride.MaxShortTextLen)
	loc := clip(oneLine(p.Location), stride.MaxShortTextLen)
	if strings.Contains(strings.ToLower(loc), "remote") {
		p.Remote = true
	}
	if loc == "" && p.Remote {
		loc = "Remote"
	}
	j.Location, j.Remote = loc, p.Remote
	desc := p.Description
	if p.HTML {
		desc = HTMLText(desc)
	}
	j.Description = clip(strings.TrimSpace(desc), maxDescription)
	j.Type = jobType(p.Type)
	if s := oneLine(p.Salary); s != "" {
		s = clip(s, stride.MaxShortTextLen)
		j.Salary = &s
	}
	if p.ApplyURL != "" && stride.ValidHTTPURL(p.ApplyURL) && len(p.ApplyURL) <= stride.MaxURLLen {
		u := p.ApplyURL
		j.ApplyURL = &u
	}
	if p.CompanyLogo != "" && stride.ValidHTTPURL(p.CompanyLogo) && len(p.CompanyLogo) <= stride.MaxURLLen {
		l := p.CompanyLogo
		j.CompanyLogo = &l
	}
	for _, r := range p.Requirements {
		if r = clip(oneLine(r), 300); r != "" && len(j.Requirements) < 30 {
			j.Requirements = append(j.Requirements, r)
		}
	}
	j.PostedAt = p.PostedAt.UTC().Truncate(time.Second)
	if j.PostedAt.IsZero() || j.PostedAt.After(now) {
		j.PostedAt = now.UTC().Truncate(time.Second)
	}
	ext := clip(strings.TrimSpace(p.ExternalID), 300)
	j.ExternalID = &ext
	switch {
	case ext == "":
		return j, fmt.Errorf("a posting without an id (%q)", j.Title)
	case j.Title == "":
		return j, fmt.Errorf("posting %s has no title", ext)
	case j.Company == "":
		return j, fmt.Errorf("posting %s has no company", ext)
	case j.ApplyURL == nil:
		return j, fmt.Errorf("posting %s has no http(s) apply URL", ext)
	}
	if j.Location == "" {
		j.Location = "Not specified"
	}
	if j.Description == "" {
		j.Description = j.Title + " at " + j.Company + "."
	}
	return j, nil
}

// jobType reads an employment type as Greenhouse, Lever, Ashby, schema.org
// or a person writes it ("FullTime", "FULL_TIME", "Part-time",
// "CONTRACTOR", "Temporary") as one of Stride's three.
func jobType(s string) string {
	k := strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(s))
	switch {
	case strings.Contains(k, "part"):
		return stride.JobPartTime
	case strings.Contains(k, "contract"), strings.Contains(k, "temp"), strings.Contains(k, "freelance"),
		strings.Contains(k, "seasonal"), strings.Contains(k, "perdiem"):
		return stride.JobContract
	}
	return stride.JobFullTime
}

// salaryRange writes a pay range as Stride's samples do ("$120k - $150k",
// "$40 - $52 / hour"), in the currency given (a code when no symbol is
// known); unit is "year", "hour", "month", "week" or "day".
func salaryRange(lo, hi float64, currency, unit string) string {
	if lo <= 0 && hi <= 0 {
		return ""
	}
	if lo <= 0 {
		lo = hi
	}
	if hi < lo {
		hi = lo
	}
	sym := map[string]string{"USD": "$", "EUR": "€", "GBP": "£", "CAD": "CA$", "AUD": "A$", "": "$"}[strings.ToUpper(currency)]
	if sym == "" {
		sym = strings.ToUpper(currency) + " "
	}
	unit = strings.ToLower(unit)
	amount := func(v float64) string {
		if unit == "year" && v >= 1000 {
			return fmt.Sprintf("%s%dk", sym, int(math.Round(v/1000)))
		}
		if v == math.Trunc(v) {
			return fmt.Sprintf("%s%d", sym, int(v))
		}
		return fmt.Sprintf("%s%.2f", sym, v)
	}
	s := amount(lo)
	if hi != lo {
		s += " - " + amount(hi)
	}
	if unit != "year" && unit != "" {
		s += " / " + unit
	}
	return s
}

// HTMLText is the readable text of an HTML fragment: scripts, styles and
// markup dropped, paragraphs and line breaks kept as new lines, list items
// as "• " lines. Text that is HTML-escaped HTML (as Greenhouse sends
// content) is read the same.
func HTMLText(fragment string) string {
	if strings.Contains(fragment, "&lt;") && !strings.Contains(fragment, "<") {
		fragment = html.UnescapeString(fragment)
	}
	nodes, err := html.ParseFragment(strings.NewReader(fragment), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		return strings.TrimSpace(fragment)
	}
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			b.WriteString(strings.Join(strings.Fields(n.Data), " "))
			if t := n.Data; t != "" && (t[len(t)-1] == ' ' || t[len(t)-1] == '\n') {
				b.WriteByte(' ')
			}
			return
		case html.ElementNode:
			switch n.DataAtom {
			case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Iframe, atom.Svg, atom.Head:
				return
			case atom.Br:
				b.WriteByte('\n')
				return
			case atom.Li:
				b.WriteString("\n• ")
			case atom.P, atom.Div, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Ul, atom.Ol, atom.Tr, atom.Section, atom.Article:
				b.WriteString("\n\n")
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.P, atom.Div, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Ul, atom.Ol, atom.Section, atom.Article:
				b.WriteString("\n\n")
			}
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	// Tidy: trim each line, at most one blank line in a row.
	var out []string
	blank := true
	for _, line := range strings.Split(b.String(), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line == "•" {
			if !blank {
				out = append(out, "")
			}
			blank = true
			continue
		}
		out = append(out, line)
		blank = false
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// oneLine folds s's spacing (new lines included) to single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// clip cuts s to at most n bytes on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}

// titleCase turns a board token ("acme-robotics") into a company name
// ("Acme Robotics") for sources whose answers do not name the company.
func titleCase(token string) string {
	words := strings.FieldsFunc(token, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}
