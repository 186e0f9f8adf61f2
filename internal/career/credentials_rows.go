package career

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

// writtenRows are the rows of data/credential_rows.json: one for every
// occupation the hand-written tables had no row for (production,
// construction, transport, office and service work above all), and rows
// for titles inside a broad occupation, each written by an adviser who
// saw neither Stride's code nor its evaluation sets (data/README.md says
// who wrote them and what they saw). Each cites O*NET OnLine's page for
// its occupation and, where the writer was sure of it, the credentialing
// body.
//
//go:embed data/credential_rows.json
var writtenRowsJSON []byte

// writtenRow is a row as written in the file.
type writtenRow struct {
	SOC        string   `json:"soc"`
	Titles     []string `json:"titles"`
	Occupation string   `json:"occupation"`
	Name       string   `json:"name"`
	Required   bool     `json:"required"`
	Authority  string   `json:"authority"`
	Steps      []string `json:"steps"`
	Learn      []string `json:"learn"`
	Months     [2]int   `json:"months"`
	BodyURL    string   `json:"body_url"`
}

// writtenCredentials are the file's rows as Credentials.
var writtenCredentials = func() []Credential {
	var rows []writtenRow
	if err := json.Unmarshal(writtenRowsJSON, &rows); err != nil {
		panic(fmt.Sprintf("career: data/credential_rows.json: %v", err))
	}
	out := make([]Credential, 0, len(rows))
	for _, r := range rows {
		code := r.Occupation
		soc := r.SOC
		if soc == "" {
			soc, _, _ = strings.Cut(code, ".")
		}
		if code == "" {
			code = soc + ".00"
		}
		src := "https://www.onetonline.org/link/summary/" + code
		if r.BodyURL != "" {
			src += "; " + r.BodyURL
		}
		// "From a related job" takes a month at least: the file's 0 is
		// "hired at once".
		months := [2]int{max(1, r.Months[0]), max(1, r.Months[0], r.Months[1])}
		out = append(out, Credential{SOC: []string{soc}, Titles: r.Titles, Occupation: r.Occupation,
			Name: r.Name, Steps: r.Steps, Required: r.Required, Authority: r.Authority,
			Learn: r.Learn, Months: months, Source: src})
	}
	return out
}()

func init() {
	Credentials = append(Credentials, writtenCredentials...)
}
