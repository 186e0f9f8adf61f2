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
		steps := make([]string, len(r.Steps))
		for i, st := range r.Steps {
			steps[i] = stepAction(st)
		}
		out = append(out, Credential{SOC: []string{soc}, Titles: r.Titles, Occupation: r.Occupation,
			Name: r.Name, Steps: steps, Required: r.Required, Authority: r.Authority,
			Learn: r.Learn, Months: months, Source: src})
	}
	return out
}()

func init() {
	Credentials = append(Credentials, writtenCredentials...)
}

// stepAction writes a step the file words as an instruction ("Pass CRCST
// exam", "Complete employer training") with its verb in small letters,
// as it reads inside the credential's sentence ("… — sterile processing
// course, pass CRCST exam and complete 400 hands-on hours").
func stepAction(st string) string {
	first, rest, ok := strings.Cut(st, " ")
	if ok && stepVerbs[first] {
		return strings.ToLower(first) + " " + rest
	}
	return st
}

// stepVerbs are the verbs the written rows open their steps with.
var stepVerbs = map[string]bool{"Pass": true, "Complete": true, "Get": true, "Gain": true, "Earn": true, "Obtain": true,
	"Take": true, "Apply": true, "Learn": true, "Work": true, "Build": true, "Train": true, "Finish": true, "Log": true,
	"Join": true, "Find": true, "Enrol": true, "Enroll": true, "Register": true, "Practise": true, "Practice": true,
	"Become": true, "Hold": true, "Meet": true, "Serve": true, "Start": true, "Attend": true, "Submit": true, "Renew": true}
