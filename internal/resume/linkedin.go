package resume

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
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

// Limits on what one LinkedIn CSV file may cost: rows read, bytes in one
// line, and columns kept. encoding/csv holds a whole record in memory and
// some 40 bytes more per field, so a file of one endless line of empty
// fields would cost many times its size; LinkedIn's longest field (a
// profile summary, 2,600 characters) fits the line cap many times over,
// and its widest file has about fifteen columns.
const (
	linkedinMaxRows    = 5000
	linkedinMaxLine    = 64 << 10
	linkedinMaxColumns = 100
)

// errLinkedInLine is a CSV line over linkedinMaxLine.
var errLinkedInLine = errors.New("csv: line too long")

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
	return ImportLinkedInReader(context.Background(), bytes.NewReader(data), int64(len(data)), filename)
}

// ImportLinkedInReader is ImportLinkedIn on a file of size bytes read
// through r (an uploaded file waiting on disk), stopped when ctx ends, and
// never whole in memory: a CSV is read as a stream, and the files of a ZIP
// as they unpack, one at a time and only as far as needed (a file no
// header is recognised in, and Connections.csv, are left after their first
// lines), within an unpacked budget for the archive.
func ImportLinkedInReader(ctx context.Context, r io.ReaderAt, size int64, filename string) (LinkedInResult, error) {
	res := LinkedInResult{
		Experience: []Experience{}, Education: []Education{}, Skills: []string{},
		Certifications: []Certification{}, Projects: []Project{}, Languages: []Language{},
		Imported: map[string]int{}, Warnings: []string{},
	}
	fail := func(cause error) (LinkedInResult, error) {
		return LinkedInResult{}, extractErr(MsgLinkedIn, cause)
	}
	if size == 0 {
		return fail(errors.New("empty file"))
	}
	if size > MaxInputBytes*5 {
		return fail(errors.New("file too large"))
	}
	recognised := 0
	take := func(rows []map[string]string, kind string) {
		if kind == "" {
			return
		}
		recognised++
		if kind == "connections" {
			res.Warnings = append(res.Warnings, "Connections.csv is not imported.")
			return
		}
		res.apply(kind, rows)
	}
	if head := (source{r: r, size: size}).head(len(magicZIP)); bytes.Equal(head, magicZIP) {
		zr, err := openZip(r, size)
		if err != nil {
			return fail(err)
		}
		var files []*zip.File
		for _, f := range zr.File {
			if !f.FileInfo().IsDir() && strings.EqualFold(path.Ext(f.Name), ".csv") {
				files = append(files, f)
			}
		}
		sort.SliceStable(files, func(i, j int) bool { return path.Base(files[i].Name) < path.Base(files[j].Name) })
		budget := &zipBudget{left: maxUnpackedBytes}
		for _, f := range files {
			if err := ctx.Err(); err != nil {
				return fail(err)
			}
			name := path.Base(f.Name)
			rows, kind, err := readLinkedInEntry(budget, f, name)
			if errors.Is(err, errZipBudget) {
				return fail(err)
			}
			if err != nil {
				res.warn("%s could not be read and was skipped.", name)
				continue
			}
			take(rows, kind)
		}
	} else {
		rows, kind, err := readLinkedInCSV(io.NewSectionReader(r, 0, size), path.Base(filename))
		if err != nil {
			return fail(err)
		}
		take(rows, kind)
	}
	if recognised == 0 || len(res.Imported) == 0 {
		return fail(errors.New("no known LinkedIn export files"))
	}
	return res, nil
}

// readLinkedInEntry reads one CSV file of the archive as it unpacks.
func readLinkedInEntry(budget *zipBudget, f *zip.File, name string) ([]map[string]string, string, error) {
	rc, err := budget.open(f)
	if err != nil {
		return nil, "", err
	}
	defer rc.Close()
	return readLinkedInCSV(rc, name)
}

// readLinkedInCSV finds the header row (skipping a "Notes:" preamble),
// recognises the file kind and returns the rows as maps keyed by lower-case
// column name. Invalid UTF-8 becomes U+FFFD. It reads no further than it
// needs: the first lines of a file it does not recognise, the header of
// Connections.csv (not imported), linkedinMaxRows rows of the others. A
// read error, or a line over linkedinMaxLine, is returned (no rows).
func readLinkedInCSV(in io.Reader, name string) ([]map[string]string, string, error) {
	br := bufio.NewReader(&lineCapReader{r: in, max: linkedinMaxLine})
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
		_, _ = br.Discard(3)
	}
	r := csv.NewReader(br)
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
			return nil, "", err
		}
		rec = rec[:min(len(rec), linkedinMaxColumns)]
		for i, v := range rec {
			if !utf8.ValidString(v) {
				rec[i] = strings.ToValidUTF8(v, "\uFFFD")
			}
		}
		if header == nil {
			if n > 10 {
				return nil, "", nil
			}
			k := linkedinKind(rec, name)
			if k == "" {
				continue // preamble ("Notes:") or blank line
			}
			if k == "connections" {
				return nil, k, nil // recognised, never imported
			}
			header, kind = normHeader(rec), k
			continue
		}
		// A column without a name carries nothing Stride reads; a row is
		// kept when a named column has a value (two columns of one name
		// keep the last, so emptiness is read from the row as built).
		row := map[string]string{}
		for i, v := range rec {
			if i < len(header) && header[i] != "" {
				row[header[i]] = strings.TrimSpace(v)
			}
		}
		empty := true
		for _, v := range row {
			if v != "" {
				empty = false
			}
		}
		if !empty {
			rows = append(rows, row)
		}
		if len(rows) >= linkedinMaxRows {
			break
		}
	}
	return rows, kind, nil
}

// lineCapReader fails with errLinkedInLine once a line runs past max bytes.
type lineCapReader struct {
	r        io.Reader
	run, max int // bytes since the last line end; the cap
}

func (l *lineCapReader) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	chunk := p[:n]
	for len(chunk) > 0 {
		i := bytes.IndexByte(chunk, '\n')
		if i < 0 {
			l.run += len(chunk)
			break
		}
		if l.run+i > l.max {
			return 0, errLinkedInLine
		}
		l.run, chunk = 0, chunk[i+1:]
	}
	if l.run > l.max {
		return 0, errLinkedInLine
	}
	return n, err
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
