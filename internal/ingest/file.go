package ingest

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// maxFileBytes bounds a CSV or JSON file source.
const maxFileBytes = 64 << 20

// fileColumns maps the accepted column (or JSON key) names, lower-cased
// without spaces, dashes or underscores, to Posting fields.
var fileColumns = map[string]string{
	"id": "id", "externalid": "id", "jobid": "id", "reference": "id",
	"title": "title", "jobtitle": "title", "position": "title",
	"company": "company", "companyname": "company", "employer": "company", "hiringorganization": "company",
	"location": "location", "city": "location",
	"remote": "remote",
	"salary": "salary", "pay": "salary", "compensation": "salary",
	"description": "description", "jobdescription": "description",
	"requirements": "requirements", "qualifications": "requirements",
	"type": "type", "employmenttype": "type", "jobtype": "type",
	"applyurl": "apply", "url": "apply", "link": "apply", "applylink": "apply",
	"postedat": "posted", "dateposted": "posted", "posted": "posted", "date": "posted",
	"companylogo": "logo", "logo": "logo",
}

func columnKey(name string) string {
	return fileColumns[strings.NewReplacer(" ", "", "_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(name)))]
}

// file reads a CSV file (a header row naming the columns: title, company,
// location, remote, salary, description, requirements (one per line or
// separated by "|"), type, applyUrl, postedAt, id) or a JSON file (an array
// of objects with the same keys, or of schema.org JobPostings). A posting
// without an id is known by its apply URL.
func (in *Ingester) file(path string) ([]Posting, error) {
	f, err := os.Open(filepath.Clean(path))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxFileBytes {
		return nil, fmt.Errorf("%s: %w (limit %d MiB)", path, ErrTooLarge, maxFileBytes>>20)
	}
	var rows []map[string]string
	if strings.EqualFold(filepath.Ext(path), ".json") {
		var items []map[string]any
		if err := json.Unmarshal(b, &items); err != nil {
			return nil, fmt.Errorf("%s: a JSON array of postings: %w", path, err)
		}
		var out []Posting
		for _, obj := range items {
			if p, ok := jobPosting(obj, ""); ok {
				out = append(out, p)
				continue
			}
			row := map[string]string{}
			for k, v := range obj {
				switch t := v.(type) {
				case []any:
					var parts []string
					for _, x := range t {
						parts = append(parts, str(x))
					}
					row[k] = strings.Join(parts, "\n")
				case bool:
					row[k] = strconv.FormatBool(t)
				default:
					row[k] = str(v)
				}
			}
			rows = append(rows, row)
		}
		if len(rows) == 0 {
			return out, nil
		}
		return append(out, rowPostings(rows)...), nil
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = -1
	records, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(records) == 0 {
		return nil, fmt.Errorf("%s: no header row", path)
	}
	header := records[0]
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, v := range rec {
			if i < len(header) {
				row[header[i]] = v
			}
		}
		rows = append(rows, row)
	}
	return rowPostings(rows), nil
}

func rowPostings(rows []map[string]string) []Posting {
	out := make([]Posting, 0, len(rows))
	for _, row := range rows {
		var p Posting
		for k, v := range row {
			v = strings.TrimSpace(v)
			switch columnKey(k) {
			case "id":
				p.ExternalID = v
			case "title":
				p.Title = v
			case "company":
				p.Company = v
			case "location":
				p.Location = v
			case "remote":
				p.Remote, _ = strconv.ParseBool(strings.ToLower(v))
				p.Remote = p.Remote || strings.EqualFold(v, "yes")
			case "salary":
				p.Salary = v
			case "description":
				p.Description = v
				p.HTML = strings.Contains(v, "</") || strings.Contains(v, "<br")
			case "requirements":
				for _, r := range strings.FieldsFunc(v, func(r rune) bool { return r == '\n' || r == '|' }) {
					if r = strings.TrimSpace(r); r != "" {
						p.Requirements = append(p.Requirements, r)
					}
				}
			case "type":
				p.Type = v
			case "apply":
				p.ApplyURL = v
			case "posted":
				p.PostedAt = parseTime(v)
			case "logo":
				p.CompanyLogo = v
			}
		}
		if p.ExternalID == "" {
			p.ExternalID = p.ApplyURL
		}
		out = append(out, p)
	}
	return out
}
