package ingest

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxPages bounds the pages one careers-page or sitemap source reads.
const maxPages = 500

// careersPage reads an https URL: a sitemap (its <loc> pages, and nested
// sitemaps once) or an HTML page. Each page's schema.org JobPosting JSON-LD
// is a posting; a page that has none is a careers index, whose links on
// the same host are read for theirs.
func (in *Ingester) careersPage(ctx context.Context, rawURL string) ([]Posting, error) {
	body, ctype, err := in.fetch.Get(ctx, rawURL)
	if err != nil {
		return nil, err
	}
	var pages []string
	if locs, ok := sitemapLocs(body, ctype); ok {
		for _, loc := range locs {
			if strings.HasSuffix(strings.ToLower(strings.SplitN(loc, "?", 2)[0]), ".xml") {
				if b, ct, err := in.fetch.Get(ctx, loc); err == nil {
					if inner, ok := sitemapLocs(b, ct); ok {
						pages = append(pages, inner...)
					}
				}
				continue
			}
			pages = append(pages, loc)
		}
	} else {
		posts, links := pagePostings(body, rawURL)
		if len(posts) > 0 {
			return posts, nil
		}
		pages = links
	}
	var out []Posting
	var failed int
	var lastErr error
	seen := map[string]bool{}
	for _, p := range pages {
		if len(seen) == maxPages {
			break
		}
		if seen[p] {
			continue
		}
		seen[p] = true
		b, _, err := in.fetch.Get(ctx, p)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			failed++
			lastErr = err
			continue
		}
		posts, _ := pagePostings(b, p)
		out = append(out, posts...)
	}
	if len(out) == 0 && failed > 0 {
		return nil, fmt.Errorf("%d of %d pages failed: %w", failed, len(seen), lastErr)
	}
	if len(out) == 0 {
		// A redesigned page is likelier than an employer with no openings:
		// fail rather than close every posting of the source.
		return nil, fmt.Errorf("no schema.org JobPosting on %s or the %d pages it lists", rawURL, len(seen))
	}
	return out, nil
}

// sitemapLocs returns a sitemap's (or sitemap index's) <loc> URLs, and
// whether body is a sitemap at all.
func sitemapLocs(body []byte, ctype string) ([]string, bool) {
	head := bytes.TrimSpace(body[:min(len(body), 512)])
	if !strings.Contains(ctype, "xml") && !bytes.HasPrefix(head, []byte("<?xml")) && !bytes.HasPrefix(head, []byte("<urlset")) &&
		!bytes.HasPrefix(head, []byte("<sitemapindex")) {
		return nil, false
	}
	var doc struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
	}
	if err := xml.Unmarshal(body, &doc); err != nil {
		return nil, false
	}
	var out []string
	for _, u := range append(doc.URLs, doc.Sitemaps...) {
		if l := strings.TrimSpace(u.Loc); l != "" {
			out = append(out, l)
		}
	}
	return out, true
}

// pagePostings returns the JobPostings of an HTML page's JSON-LD, and the
// page's links on its own host (for a careers index).
func pagePostings(body []byte, pageURL string) ([]Posting, []string) {
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		return nil, nil
	}
	base, _ := url.Parse(pageURL)
	var posts []Posting
	var links []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch {
			case n.DataAtom == atom.Script && strings.EqualFold(attr(n, "type"), "application/ld+json") && n.FirstChild != nil:
				for _, obj := range jsonLDObjects([]byte(n.FirstChild.Data)) {
					if p, ok := jobPosting(obj, pageURL); ok {
						posts = append(posts, p)
					}
				}
			case n.DataAtom == atom.A && base != nil:
				if u, err := base.Parse(attr(n, "href")); err == nil && u.Host == base.Host && (u.Scheme == "https" || u.Scheme == "http") {
					u.Fragment = ""
					if u.String() != base.String() {
						links = append(links, u.String())
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for i := range posts {
		if posts[i].ExternalID == "" {
			posts[i].ExternalID = pageURL
			if len(posts) > 1 {
				posts[i].ExternalID = fmt.Sprintf("%s#%d", pageURL, i+1)
			}
		}
	}
	return posts, links
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if strings.EqualFold(a.Key, key) {
			return a.Val
		}
	}
	return ""
}

// jsonLDObjects returns the objects of a JSON-LD block: the block itself,
// the items of a list, and the members of an @graph.
func jsonLDObjects(b []byte) []map[string]any {
	var v any
	if json.Unmarshal(b, &v) != nil {
		return nil
	}
	var out []map[string]any
	var visit func(v any)
	visit = func(v any) {
		switch t := v.(type) {
		case []any:
			for _, x := range t {
				visit(x)
			}
		case map[string]any:
			out = append(out, t)
			if g, ok := t["@graph"]; ok {
				visit(g)
			}
		}
	}
	visit(v)
	return out
}

// isType reports whether a JSON-LD object's @type is (or lists) name.
func isType(obj map[string]any, name string) bool {
	switch t := obj["@type"].(type) {
	case string:
		return strings.EqualFold(strings.TrimPrefix(t, "schema:"), name)
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && strings.EqualFold(strings.TrimPrefix(s, "schema:"), name) {
				return true
			}
		}
	}
	return false
}

// jobPosting reads a schema.org JobPosting (schema.org/JobPosting, as
// Google's job posting structured data uses it).
func jobPosting(obj map[string]any, pageURL string) (Posting, bool) {
	if !isType(obj, "JobPosting") {
		return Posting{}, false
	}
	p := Posting{Title: str(obj["title"]), Description: str(obj["description"]), HTML: true,
		PostedAt: parseTime(str(obj["datePosted"]))}
	if p.Title == "" {
		p.Title = str(obj["name"])
	}
	switch org := obj["hiringOrganization"].(type) {
	case map[string]any:
		p.Company = str(org["name"])
		switch logo := org["logo"].(type) {
		case string:
			p.CompanyLogo = logo
		case map[string]any:
			p.CompanyLogo = str(logo["url"])
		}
	case string:
		p.Company = org
	}
	switch id := obj["identifier"].(type) {
	case map[string]any:
		p.ExternalID = str(id["value"])
	case string:
		p.ExternalID = id
	}
	p.ApplyURL = str(obj["url"])
	if p.ApplyURL == "" {
		p.ApplyURL = pageURL
	}
	if p.ExternalID == "" && str(obj["url"]) != "" {
		p.ExternalID = str(obj["url"])
	}
	if strings.EqualFold(str(obj["jobLocationType"]), "TELECOMMUTE") {
		p.Remote = true
	}
	p.Location = placeName(obj["jobLocation"])
	switch t := obj["employmentType"].(type) {
	case string:
		p.Type = t
	case []any:
		if len(t) > 0 {
			p.Type = str(t[0])
		}
	}
	if s, ok := obj["baseSalary"].(map[string]any); ok {
		cur := str(s["currency"])
		switch v := s["value"].(type) {
		case map[string]any:
			lo, hi := num(v["minValue"]), num(v["maxValue"])
			if lo == 0 && hi == 0 {
				lo = num(v["value"])
			}
			p.Salary = salaryRange(lo, hi, cur, schemaUnit(str(v["unitText"])))
		case float64:
			p.Salary = salaryRange(v, v, cur, schemaUnit(str(s["unitText"])))
		}
	}
	for _, key := range []string{"qualifications", "experienceRequirements", "skills"} {
		if s := str(obj[key]); s != "" {
			for _, line := range strings.Split(HTMLText(s), "\n") {
				if line = strings.TrimSpace(strings.TrimPrefix(line, "•")); line != "" {
					p.Requirements = append(p.Requirements, line)
				}
			}
		}
	}
	return p, true
}

// placeName reads jobLocation (a Place, or a list of them) as "City, ST".
func placeName(v any) string {
	switch t := v.(type) {
	case []any:
		var names []string
		for _, x := range t {
			if n := placeName(x); n != "" {
				names = append(names, n)
			}
		}
		if len(names) > 1 {
			return names[0] + " (+" + fmt.Sprint(len(names)-1) + " more)"
		} else if len(names) == 1 {
			return names[0]
		}
	case map[string]any:
		switch a := t["address"].(type) {
		case map[string]any:
			var parts []string
			for _, k := range []string{"addressLocality", "addressRegion"} {
				if s := str(a[k]); s != "" {
					parts = append(parts, s)
				}
			}
			if len(parts) == 0 {
				if c, ok := a["addressCountry"].(map[string]any); ok {
					parts = append(parts, str(c["name"]))
				} else if s := str(a["addressCountry"]); s != "" {
					parts = append(parts, s)
				}
			}
			return strings.Join(parts, ", ")
		case string:
			return a
		}
		return str(t["name"])
	case string:
		return t
	}
	return ""
}

func schemaUnit(s string) string {
	switch strings.ToUpper(s) {
	case "HOUR":
		return "hour"
	case "DAY":
		return "day"
	case "WEEK":
		return "week"
	case "MONTH":
		return "month"
	}
	return "year"
}

func str(v any) string {
	switch t := v.(type) {
	case string:
		return strings.TrimSpace(t)
	case float64:
		return fmt.Sprint(t)
	}
	return ""
}

func num(v any) float64 {
	switch t := v.(type) {
	case float64:
		return t
	case string:
		var f float64
		_, _ = fmt.Sscan(strings.ReplaceAll(t, ",", ""), &f)
		return f
	}
	return 0
}

// listItems returns the text of each <li> of an HTML fragment.
func listItems(fragment string) []string {
	var out []string
	for _, line := range strings.Split(HTMLText("<ul>"+fragment+"</ul>"), "\n") {
		if s, ok := strings.CutPrefix(line, "• "); ok && strings.TrimSpace(s) != "" {
			out = append(out, strings.TrimSpace(s))
		}
	}
	return out
}
