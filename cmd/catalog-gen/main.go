// Command catalog-gen rebuilds Stride's embedded occupation catalogue from
// the O*NET database and the BLS employment projections:
//
//	go run ./cmd/catalog-gen -src ../shared/data -out internal/catalog/data
//
// It keeps, per O*NET occupation, what Stride's job catalogue, matching and
// career features use, and writes it as deterministic gzip-compressed JSON.
package main

import (
	"compress/gzip"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/stride-oss/stride/internal/catalog"
)

func main() {
	src := flag.String("src", "../shared/data", "folder holding onet/ and bls/")
	out := flag.String("out", "internal/catalog/data", "output folder")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "catalog-gen:", err)
		os.Exit(1)
	}
}

// readTSV reads an O*NET tab-separated file as rows of named fields.
func readTSV(path string) ([]map[string]string, error) {
	b, err := os.ReadFile(path) // #nosec G304 -- the developer names the O*NET files on the command line
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(b), "\r\n"), "\n")
	head := strings.Split(strings.TrimRight(lines[0], "\r"), "\t")
	rows := make([]map[string]string, 0, len(lines)-1)
	for _, l := range lines[1:] {
		f := strings.Split(strings.TrimRight(l, "\r"), "\t")
		m := make(map[string]string, len(head))
		for i, h := range head {
			if i < len(f) {
				m[h] = strings.TrimSpace(f[i])
			}
		}
		rows = append(rows, m)
	}
	return rows, nil
}

var acronymTail = regexp.MustCompile(`^(.+?)\s+([A-Z][A-Z0-9+#.]{1,6})$`)

// techName turns an O*NET technology example into the name people write:
// "Structured query language SQL" → "SQL", "Amazon Web Services AWS
// software" → "AWS", "The MathWorks MATLAB" → "MATLAB". It returns "" for
// generic categories such as "Email software".
func techName(s string, hot bool) (name, alias string) {
	s = strings.TrimSpace(s)
	trimmed := strings.TrimSuffix(s, " software")
	if trimmed != s && !hot && strings.ToLower(trimmed[:1]) == trimmed[:1] {
		return "", "" // a lower-case generic category
	}
	if strings.HasSuffix(s, " software") && strings.ToLower(s[:1]) == s[:1] {
		return "", ""
	}
	if m := acronymTail.FindStringSubmatch(trimmed); m != nil && strings.Count(m[1], " ") >= 1 {
		return m[2], s
	}
	return trimmed, ""
}

func run(src, out string) error {
	onet := func(name string) ([]map[string]string, error) { return readTSV(filepath.Join(src, "onet", name)) }
	occRows, err := onet("Occupation Data.txt")
	if err != nil {
		return err
	}
	occs := map[string]*catalog.Occupation{}
	var codes []string
	for _, r := range occRows {
		o := &catalog.Occupation{Code: r["O*NET-SOC Code"], Title: r["Title"], Description: r["Description"]}
		occs[o.Code] = o
		codes = append(codes, o.Code)
	}
	sort.Strings(codes)

	zones, err := onet("Job Zones.txt")
	if err != nil {
		return err
	}
	for _, r := range zones {
		if o := occs[r["O*NET-SOC Code"]]; o != nil {
			o.JobZone, _ = strconv.Atoi(r["Job Zone"])
		}
	}

	titles, err := onet("Sample of Reported Titles.txt")
	if err != nil {
		return err
	}
	for _, r := range titles {
		if o := occs[r["O*NET-SOC Code"]]; o != nil && len(o.Titles) < 12 {
			o.Titles = append(o.Titles, r["Reported Job Title"])
		}
	}

	alts, err := onet("Alternate Titles.txt")
	if err != nil {
		return err
	}
	for _, r := range alts {
		// All of them: the title resolver needs every way people name an
		// occupation ("Registered Nurse" is the 300th alternate title of
		// Registered Nurses).
		if o := occs[r["O*NET-SOC Code"]]; o != nil {
			if t := r["Alternate Title"]; len(t) <= 120 {
				o.AltTitles = append(o.AltTitles, t)
			}
		}
	}

	tasks, err := onet("Task Statements.txt")
	if err != nil {
		return err
	}
	type scored struct {
		text  string
		score float64
	}
	taskLists := map[string][]scored{}
	for _, r := range tasks {
		score, _ := strconv.ParseFloat(r["Incumbents Responding"], 64)
		if r["Task Type"] == "Core" {
			score += 1000
		}
		taskLists[r["O*NET-SOC Code"]] = append(taskLists[r["O*NET-SOC Code"]], scored{r["Task"], score})
	}
	for code, list := range taskLists {
		sort.SliceStable(list, func(i, j int) bool { return list[i].score > list[j].score })
		if o := occs[code]; o != nil {
			for _, t := range list {
				if len(o.Tasks) == 10 {
					break
				}
				o.Tasks = append(o.Tasks, t.text)
			}
		}
	}

	// Emerging Tasks: tasks incumbents reported that O*NET had not listed
	// before ("New"; revisions of existing tasks are left out). Market
	// intelligence reads them as a sign that an occupation is changing.
	emerging, err := onet("Emerging Tasks.txt")
	if err != nil {
		return err
	}
	for _, r := range emerging {
		if o := occs[r["O*NET-SOC Code"]]; o != nil && r["Category"] == "New" && len(o.EmergingTasks) < 10 {
			o.EmergingTasks = append(o.EmergingTasks, r["Task"])
		}
	}

	tech, err := onet("Technology Skills.txt")
	if err != nil {
		return err
	}
	aliases := map[string]string{}
	for _, r := range tech {
		o := occs[r["O*NET-SOC Code"]]
		hot := r["Hot Technology"] == "Y"
		name, alias := techName(r["Example"], hot)
		if o == nil || name == "" {
			continue
		}
		if alias != "" {
			aliases[alias] = name
		}
		dup := false
		for _, t := range o.Tech {
			if strings.EqualFold(t.Name, name) {
				dup = true
			}
		}
		if !dup {
			o.Tech = append(o.Tech, catalog.Tech{Name: name, Hot: hot, InDemand: r["In Demand"] == "Y"})
		}
	}
	for _, o := range occs {
		sort.SliceStable(o.Tech, func(i, j int) bool {
			a, b := o.Tech[i], o.Tech[j]
			if a.InDemand != b.InDemand {
				return a.InDemand
			}
			return a.Hot && !b.Hot
		})
		if len(o.Tech) > 25 {
			o.Tech = o.Tech[:25]
		}
	}

	for _, f := range []struct {
		file string
		dst  func(o *catalog.Occupation) *[]catalog.Rated
		keep int
	}{
		{"Skills.txt", func(o *catalog.Occupation) *[]catalog.Rated { return &o.Skills }, 10},
		{"Knowledge.txt", func(o *catalog.Occupation) *[]catalog.Rated { return &o.Knowledge }, 6},
	} {
		rows, err := onet(f.file)
		if err != nil {
			return err
		}
		for _, r := range rows {
			o := occs[r["O*NET-SOC Code"]]
			if o == nil || r["Scale ID"] != "IM" {
				continue
			}
			v, _ := strconv.ParseFloat(r["Data Value"], 64)
			*f.dst(o) = append(*f.dst(o), catalog.Rated{Name: r["Element Name"], Importance: v})
		}
		for _, o := range occs {
			l := f.dst(o)
			sort.SliceStable(*l, func(i, j int) bool { return (*l)[i].Importance > (*l)[j].Importance })
			if len(*l) > f.keep {
				*l = (*l)[:f.keep]
			}
		}
	}

	related, err := onet("Related Occupations.txt")
	if err != nil {
		return err
	}
	for _, r := range related {
		if o := occs[r["O*NET-SOC Code"]]; o != nil && len(o.Related) < 10 && r["Relatedness Tier"] != "Supplemental" {
			o.Related = append(o.Related, r["Related O*NET-SOC Code"])
		}
	}

	if err := readBLS(filepath.Join(src, "bls", "employment-projections-2024-34.csv"), occs); err != nil {
		return err
	}

	cat := catalog.Data{Source: catalog.Attribution}
	for _, c := range codes {
		o := occs[c]
		if len(o.Tasks) == 0 {
			continue // "All Other" occupations without data
		}
		cat.Occupations = append(cat.Occupations, *o)
	}
	aliasKeys := make([]string, 0, len(aliases))
	for k := range aliases {
		aliasKeys = append(aliasKeys, k)
	}
	sort.Strings(aliasKeys)
	for _, k := range aliasKeys {
		cat.TechAliases = append(cat.TechAliases, [2]string{k, aliases[k]})
	}
	if err := os.MkdirAll(out, 0o755); err != nil { // #nosec G301 -- a directory of the source tree, readable like the rest of it
		return err
	}
	f, err := os.Create(filepath.Join(out, "occupations.json.gz")) // #nosec G304 -- the developer names the output directory
	if err != nil {
		return err
	}
	defer f.Close()
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	enc := json.NewEncoder(zw)
	if err := enc.Encode(cat); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	fmt.Printf("wrote %d occupations, %d technology aliases\n", len(cat.Occupations), len(cat.TechAliases))
	return f.Close()
}

// readBLS adds employment, growth, openings, wages and entry requirements by
// the 6-digit SOC code (the first 7 characters of an O*NET code).
func readBLS(path string, occs map[string]*catalog.Occupation) error {
	f, err := os.Open(path) // #nosec G304 -- the developer names the BLS file on the command line
	if err != nil {
		return err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return err
	}
	num := func(s string) float64 {
		v, _ := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
		return v
	}
	bySOC := map[string][]string{}
	for _, r := range rows[1:] {
		bySOC[r[1]] = r
	}
	for code, o := range occs {
		r := bySOC[code[:7]]
		aggregate := false
		if r == nil {
			// BLS projects some occupations only as an aggregate: the
			// broad group ("29-2010" for 29-2011 and 29-2012) or a merged
			// code. They take its wage, growth and entry requirements,
			// not its employment (which is the group's).
			agg := blsAggregates[code[:7]]
			if agg == "" {
				agg = code[:6] + "0"
			}
			if r = bySOC[agg]; r == nil {
				continue
			}
			aggregate = true
		}
		if !aggregate {
			o.Employment = num(r[2])
			o.Openings = num(r[6])
		}
		o.GrowthPct = num(r[5])
		o.MedianWage = int(num(r[7]))
		o.Education = r[8]
		o.Experience = r[10]
		o.Training = r[12]
	}
	return nil
}

// blsAggregates maps SOC 2018 occupations to the merged code the BLS
// 2024-34 projections report them under.
var blsAggregates = map[string]string{
	"25-9042": "25-9045", "25-9043": "25-9045", // teaching assistants, except postsecondary
	"25-2055": "25-2052", "25-2056": "25-2052", // special education teachers, kindergarten and elementary
	"21-1011": "21-1018", "21-1014": "21-1018", // substance abuse, behavioral disorder and mental health counselors
}
