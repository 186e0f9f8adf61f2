package ingest

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/stride-oss/stride"
)

// Prefill is what Stride read of a posting a user found elsewhere, to fill
// the "Add a job you found" form; the user checks it and adds the job
// (POST /api/jobs: private to them). Fields it could not read are empty.
type Prefill struct {
	Title        string   `json:"title"`
	Company      string   `json:"company"`
	Location     string   `json:"location"`
	Remote       bool     `json:"remote"`
	Salary       string   `json:"salary"`
	Description  string   `json:"description"`
	Requirements []string `json:"requirements"`
	Type         string   `json:"type"`
	ApplyURL     string   `json:"applyUrl"`
	// From says what it was read from: "json-ld" (a schema.org
	// JobPosting), "opengraph" (the page's og: tags and title) or "text".
	From string `json:"from"`
}

// Prefill messages.
const (
	MsgPrefillURL      = "Enter the posting's http(s) link"
	MsgPrefillNothing  = "We couldn't read a job posting at that link: paste its text instead"
	MsgPrefillFetch    = "We couldn't open that link: paste the posting's text instead"
	MsgPrefillTextNeed = "Paste a link or the posting's text"
)

// PrefillURL fetches a posting's page with f and reads its JobPosting
// JSON-LD, else its OpenGraph tags.
func PrefillURL(ctx context.Context, f *Fetcher, rawURL string) (*Prefill, error) {
	rawURL = strings.TrimSpace(rawURL)
	if !stride.ValidHTTPURL(rawURL) || len(rawURL) > stride.MaxURLLen {
		return nil, &stride.Error{Code: stride.EINVALID, Message: MsgPrefillURL, Fields: map[string]string{"url": MsgPrefillURL}}
	}
	body, _, err := f.Get(ctx, rawURL)
	if err != nil {
		return nil, &stride.Error{Code: stride.EINVALID, Message: MsgPrefillFetch, Fields: map[string]string{"url": MsgPrefillFetch}}
	}
	if posts, _ := pagePostings(body, rawURL); len(posts) > 0 {
		p := posts[0]
		j, _ := normalise(p, time.Now())
		out := prefillOf(j)
		out.From = "json-ld"
		if out.ApplyURL == "" {
			out.ApplyURL = rawURL
		}
		return out, nil
	}
	og := openGraph(body)
	if og["og:title"] == "" && og["title"] == "" {
		return nil, &stride.Error{Code: stride.EINVALID, Message: MsgPrefillNothing, Fields: map[string]string{"url": MsgPrefillNothing}}
	}
	out := &Prefill{Title: firstOf(og["og:title"], og["title"]), Company: og["og:site_name"], Requirements: []string{},
		Description: firstOf(og["og:description"], og["description"]), ApplyURL: rawURL, Type: stride.JobFullTime, From: "opengraph"}
	out.Title = clip(oneLine(out.Title), maxTitle)
	out.Description = clip(out.Description, maxDescription)
	return out, nil
}

func prefillOf(j stride.Job) *Prefill {
	p := &Prefill{Title: j.Title, Company: j.Company, Location: j.Location, Remote: j.Remote, Description: j.Description,
		Requirements: j.Requirements, Type: j.Type}
	if p.Location == "Not specified" {
		p.Location = ""
	}
	if j.Salary != nil {
		p.Salary = *j.Salary
	}
	if j.ApplyURL != nil {
		p.ApplyURL = *j.ApplyURL
	}
	if p.Requirements == nil {
		p.Requirements = []string{}
	}
	return p
}

func firstOf(xs ...string) string {
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			return strings.TrimSpace(x)
		}
	}
	return ""
}

// openGraph returns a page's <meta property|name> contents and its <title>.
func openGraph(body []byte) map[string]string {
	out := map[string]string{}
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		return out
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Meta:
				key := strings.ToLower(firstOf(attr(n, "property"), attr(n, "name")))
				if key != "" && out[key] == "" {
					out[key] = strings.TrimSpace(attr(n, "content"))
				}
			case atom.Title:
				if n.FirstChild != nil && out["title"] == "" {
					out["title"] = strings.TrimSpace(n.FirstChild.Data)
				}
			case atom.Body:
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

var (
	labelLine  = regexp.MustCompile(`(?i)^\s*(company|employer|organi[sz]ation|location|salary|pay|compensation|job type|employment type|type)\s*:\s*(.+)$`)
	payRange   = regexp.MustCompile(`(?i)(?:[$€£]\s?\d[\d,.]*\s?[kK]?(?:\s?(?:-|–|to)\s?[$€£]?\s?\d[\d,.]*\s?[kK]?)?(?:\s?(?:/|per|an|a)\s?(?:hour|hr|year|yr|annum))?)`)
	atCompany  = regexp.MustCompile(`^(.{2,120}?)\s+(?:at|@|-|–|—|\|)\s+(.{2,100})$`)
	cityState  = regexp.MustCompile(`^[A-Z][A-Za-z .'-]+,\s?[A-Z]{2}$`)
	remoteText = regexp.MustCompile(`(?i)\bfully remote\b|\bremote[- ]first\b`)
)

// PrefillText reads a posting's pasted text: the first line is the title
// ("Title at Company" splits), labelled lines ("Company: …", "Location: …",
// "Salary: …", "Type: …") fill their fields, a "City, ST" or "Remote" line
// the location, the first pay range the salary, and the whole text is the
// description.
func PrefillText(text string) (*Prefill, error) {
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	if text == "" {
		return nil, stride.Errorf(stride.EINVALID, MsgPrefillTextNeed)
	}
	p := &Prefill{Description: clip(text, maxDescription), Requirements: []string{}, From: "text"}
	var typeText string
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if m := labelLine.FindStringSubmatch(line); m != nil {
			v := strings.TrimSpace(m[2])
			switch strings.ToLower(m[1]) {
			case "company", "employer", "organisation", "organization":
				p.Company = firstOf(p.Company, v)
			case "location":
				p.Location = firstOf(p.Location, v)
			case "salary", "pay", "compensation":
				p.Salary = firstOf(p.Salary, v)
			default:
				typeText = firstOf(typeText, v)
			}
			continue
		}
		if p.Title == "" && i < 5 {
			p.Title = line
			if m := atCompany.FindStringSubmatch(line); m != nil {
				p.Title = strings.TrimSpace(m[1])
				p.Company = firstOf(p.Company, strings.TrimSpace(m[2]))
			}
			continue
		}
		if p.Location == "" && len(line) < 60 && (cityState.MatchString(line) || strings.EqualFold(line, "remote")) {
			p.Location = line
		}
	}
	if p.Salary == "" {
		p.Salary = strings.TrimSpace(payRange.FindString(text))
	}
	p.Remote = strings.Contains(strings.ToLower(p.Location), "remote") || remoteText.MatchString(text)
	lower := strings.ToLower(firstOf(typeText, text))
	switch {
	case typeText != "":
		p.Type = jobType(typeText)
	case strings.Contains(lower, "part-time") || strings.Contains(lower, "part time"):
		p.Type = stride.JobPartTime
	case strings.Contains(lower, "contract"):
		p.Type = stride.JobContract
	default:
		p.Type = stride.JobFullTime
	}
	p.Title = clip(oneLine(p.Title), maxTitle)
	p.Company = clip(oneLine(p.Company), stride.MaxShortTextLen)
	p.Location = clip(oneLine(p.Location), stride.MaxShortTextLen)
	p.Salary = clip(oneLine(p.Salary), stride.MaxShortTextLen)
	return p, nil
}
