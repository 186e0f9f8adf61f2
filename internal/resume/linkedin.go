package resume

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"
	"unicode/utf8"
)

// LinkedInResult is what a LinkedIn "Download your data" export yields
// (seed 001 §3.2 "LinkedIn import result" plus the other files' data).
type LinkedInResult struct {
	Name           string          `json:"name"`
	Email          string          `json:"email"`
	Location       string          `json:"location"`
	LinkedInURL    string          `json:"linkedinUrl"`
	Headline       string          `json:"headline"`
	Summary        string          `json:"summary"`
	Phone          string          `json:"phone"`
	Website        string          `json:"website"`
	Experience     []Experience    `json:"experience"`
	Education      []Education     `json:"education"`
	Skills         []string        `json:"skills"`
	Certifications []Certification `json:"certifications"`
	Projects       []Project       `json:"projects"`
	Languages      []Language      `json:"languages"`
	// Imported counts the rows taken from each file kind ("positions",
	// "education", "skills", ...).
	Imported map[string]int `json:"imported"`
	// Warnings say what was skipped or could not be read.
	Warnings []string `json:"warnings"`
}

// Language is a spoken language with the proficiency LinkedIn records.
type Language struct {
	Name        string `json:"name"`
	Proficiency string `json:"proficiency"`
}

// linkedinMaxRows caps rows read per CSV file.
const linkedinMaxRows = 5000

// Each export file is recognised by the columns its header must have.
var linkedinKinds = []struct {
	kind     string
	required []string
}{
	{"profile", []string{"first name", "last name", "headline"}},
	{"positions", []string{"company name", "title", "started on"}},
	{"education", []string{"school name", "degree name"}},
	{"certifications", []string{"name", "authority"}},
	{"emails", []string{"email address", "primary"}},
	{"phones", []string{"number", "type"}},
	{"languages", []string{"name", "proficiency"}},
	{"projects", []string{"title", "description", "url"}},
	{"summary", []string{"profile summary"}},
	{"connections", []string{"first name", "last name", "connected on"}},
	{"skills", []string{"name"}},
}

// ImportLinkedIn reads a LinkedIn data export: the ZIP, or any one CSV of
// it. Files are recognised by their header row (the name only breaks ties).
// One bad optional field never fails the import; it becomes a warning. A
// file with none of the known headers is an *ExtractError.
// Connections.csv is recognised but not imported: on its own it yields the
// LinkedIn error, since it holds nothing for a resume.
func ImportLinkedIn(data []byte, filename string) (LinkedInResult, error) {
	res := LinkedInResult{
		Experience: []Experience{}, Education: []Education{}, Skills: []string{},
		Certifications: []Certification{}, Projects: []Project{}, Languages: []Language{},
		Imported: map[string]int{}, Warnings: []string{},
	}
	fail := func(cause error) (LinkedInResult, error) {
		return LinkedInResult{}, extractErr(MsgLinkedIn, cause)
	}
	if len(data) == 0 {
		return fail(errors.New("empty file"))
	}
	if len(data) > MaxInputBytes*5 {
		return fail(errors.New("file too large"))
	}
	type file struct {
		name string
		data []byte
	}
	var files []file
	if bytes.HasPrefix(data, magicZIP) {
		zr, err := openZip(data)
		if err != nil {
			return fail(err)
		}
		budget := &zipBudget{left: maxUnpackedBytes * 2}
		for _, f := range zr.File {
			if f.FileInfo().IsDir() || !strings.EqualFold(path.Ext(f.Name), ".csv") {
				continue
			}
			b, err := budget.read(f)
			if err != nil {
				if errors.Is(err, errZipBudget) {
					return fail(err)
				}
				res.Warnings = append(res.Warnings, fmt.Sprintf("%s could not be read and was skipped.", path.Base(f.Name)))
				continue
			}
			files = append(files, file{path.Base(f.Name), b})
		}
	} else {
		files = append(files, file{path.Base(filename), data})
	}
	sort.SliceStable(files, func(i, j int) bool { return files[i].name < files[j].name })
	recognised := 0
	for _, f := range files {
		rows, kind := readLinkedInCSV(f.data, f.name)
		if kind == "" {
			continue
		}
		recognised++
		if kind == "connections" {
			res.Warnings = append(res.Warnings, "Connections.csv is not imported.")
			continue
		}
		res.apply(kind, rows)
	}
	if recognised == 0 || len(res.Imported) == 0 {
		return fail(errors.New("no known LinkedIn export files"))
	}
	return res, nil
}

// readLinkedInCSV finds the header row (skipping a "Notes:" preamble),
// recognises the file kind and returns the rows as maps keyed by lower-case
// column name.
func readLinkedInCSV(data []byte, name string) ([]map[string]string, string) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		data = bytes.ToValidUTF8(data, []byte("\uFFFD"))
	}
	r := csv.NewReader(bytes.NewReader(data))
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	r.ReuseRecord = false
	var header []string
	kind := ""
	var rows []map[string]string
	for n := 0; n < linkedinMaxRows+20; n++ {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			if _, ok := err.(*csv.ParseError); ok {
				continue
			}
			break
		}
		if header == nil {
			if n > 10 {
				return nil, ""
			}
			k := linkedinKind(rec, name)
			if k == "" {
				continue // preamble ("Notes:") or blank line
			}
			header, kind = normHeader(rec), k
			continue
		}
		row := map[string]string{}
		empty := true
		for i, v := range rec {
			if i < len(header) {
				v = strings.TrimSpace(v)
				row[header[i]] = v
				if v != "" {
					empty = false
				}
			}
		}
		if !empty {
			rows = append(rows, row)
		}
		if len(rows) >= linkedinMaxRows {
			break
		}
	}
	return rows, kind
}

func normHeader(rec []string) []string {
	h := make([]string, len(rec))
	for i, c := range rec {
		h[i] = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(c, "\ufeff")))
	}
	return h
}

// linkedinKind recognises a header row; when two kinds fit (Skills' lone
// "Name" column is in Languages and Certifications too) the most specific
// wins, and the file name settles the rest.
func linkedinKind(rec []string, name string) string {
	h := map[string]bool{}
	for _, c := range normHeader(rec) {
		h[c] = true
	}
	lname := strings.ToLower(name)
	best, bestN := "", 0
	for _, k := range linkedinKinds {
		ok := true
		for _, c := range k.required {
			if !h[c] {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		n := len(k.required) * 10
		if strings.Contains(strings.ReplaceAll(lname, " ", ""), strings.TrimSuffix(k.kind, "s")) {
			n += 5
		}
		if n > bestN {
			best, bestN = k.kind, n
		}
	}
	if best == "skills" && len(h) != 1 && !strings.Contains(lname, "skill") {
		return "" // a "Name" column alone in a wide table is someone else's CSV
	}
	return best
}

func (res *LinkedInResult) warn(format string, a ...any) {
	if len(res.Warnings) < 100 {
		res.Warnings = append(res.Warnings, fmt.Sprintf(format, a...))
	}
}

// linkedinDate turns "Jan 2020", "2020", "01/2020" or "2020-01-15" into
// "YYYY-MM" or "YYYY"; ok is false for text it cannot read.
func linkedinDate(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	if d := normDate(s); d != "" {
		return d, true
	}
	if len(s) == 10 && s[4] == '-' && s[7] == '-' {
		if d := normDate(s[:7]); d != "" {
			return d, true
		}
	}
	// "15 Jan 2020"
	if f := strings.Fields(s); len(f) == 3 {
		if d := normDate(f[1] + " " + f[2]); d != "" {
			return d, true
		}
	}
	return "", false
}

func (res *LinkedInResult) apply(kind string, rows []map[string]string) {
	n := 0
	switch kind {
	case "profile":
		// A profile export has one row: the account's.
		if len(rows) > 0 {
			r := rows[0]
			name := collapseSpaces(r["first name"] + " " + r["last name"])
			if res.Name == "" && name != "" {
				res.Name = name
			}
			if res.Headline == "" {
				res.Headline = r["headline"]
			}
			if res.Summary == "" {
				res.Summary = r["summary"]
			}
			if res.Location == "" {
				res.Location = firstNonEmpty(r["geo location"], r["address"])
			}
			if res.Website == "" {
				res.Website = cleanWebsites(r["websites"])
			}
			n++
		}
	case "positions":
		for i, r := range rows {
			e := Experience{Title: r["title"], Company: r["company name"], Location: r["location"], Description: r["description"]}
			if e.Title == "" && e.Company == "" {
				res.warn("Position %d has no title or company and was skipped.", i+1)
				continue
			}
			var ok bool
			if e.StartDate, ok = linkedinDate(r["started on"]); !ok {
				res.warn("Position %q: the start date %q could not be read.", e.Title, r["started on"])
			}
			if r["finished on"] == "" {
				e.EndDate = "Present"
			} else if e.EndDate, ok = linkedinDate(r["finished on"]); !ok {
				res.warn("Position %q: the end date %q could not be read.", e.Title, r["finished on"])
			}
			res.Experience = append(res.Experience, e)
			n++
		}
	case "education":
		for i, r := range rows {
			e := Education{School: r["school name"], Degree: r["degree name"], Details: joinNonEmpty("\n", r["notes"], r["activities"])}
			if e.School == "" && e.Degree == "" {
				res.warn("Education entry %d has no school or degree and was skipped.", i+1)
				continue
			}
			end := firstNonEmpty(r["end date"], r["start date"])
			d, ok := linkedinDate(end)
			if !ok {
				res.warn("Education %q: the date %q could not be read.", e.School, end)
			}
			e.GraduationDate = d
			res.Education = append(res.Education, e)
			n++
		}
	case "skills":
		seen := map[string]bool{}
		for _, s := range res.Skills {
			seen[strings.ToLower(s)] = true
		}
		for _, r := range rows {
			s := r["name"]
			if s == "" || seen[strings.ToLower(s)] {
				continue
			}
			seen[strings.ToLower(s)] = true
			res.Skills = append(res.Skills, s)
			n++
		}
	case "certifications":
		for i, r := range rows {
			c := Certification{Name: r["name"], Issuer: r["authority"]}
			if c.Name == "" {
				res.warn("Certification %d has no name and was skipped.", i+1)
				continue
			}
			d, ok := linkedinDate(r["started on"])
			if !ok {
				res.warn("Certification %q: the date %q could not be read.", c.Name, r["started on"])
			}
			c.Date = d
			if r["url"] == "" {
				res.warn("Certification %q has no URL.", c.Name)
			}
			res.Certifications = append(res.Certifications, c)
			n++
		}
	case "emails":
		for _, r := range rows {
			e := r["email address"]
			if e == "" {
				continue
			}
			if res.Email == "" || strings.EqualFold(r["primary"], "yes") {
				res.Email = e
			}
			n++
		}
	case "phones":
		for _, r := range rows {
			if p := r["number"]; p != "" {
				if res.Phone == "" || strings.EqualFold(r["type"], "mobile") {
					res.Phone = p
				}
				n++
			}
		}
	case "languages":
		for _, r := range rows {
			if r["name"] != "" {
				res.Languages = append(res.Languages, Language{Name: r["name"], Proficiency: r["proficiency"]})
				n++
			}
		}
	case "projects":
		for i, r := range rows {
			p := Project{Name: r["title"], Description: r["description"], Link: r["url"], Technologies: []string{}}
			if p.Name == "" {
				res.warn("Project %d has no title and was skipped.", i+1)
				continue
			}
			res.Projects = append(res.Projects, p)
			n++
		}
	case "summary":
		for _, r := range rows {
			if s := r["profile summary"]; s != "" {
				res.Summary = s
				n++
				break
			}
		}
	}
	res.Imported[kind] += n
}

// cleanWebsites takes the first address from LinkedIn's "Websites" cell,
// which looks like "[PERSONAL:https://example.com,COMPANY:...]".
func cleanWebsites(s string) string {
	s = strings.Trim(s, "[] ")
	if s == "" {
		return ""
	}
	first := strings.Split(s, ",")[0]
	if i := strings.Index(first, ":"); i > 0 && !strings.HasPrefix(first[i:], "://") {
		first = first[i+1:]
	}
	return strings.TrimSpace(first)
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

func joinNonEmpty(sep string, ss ...string) string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, sep)
}
