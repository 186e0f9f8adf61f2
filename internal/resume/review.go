package resume

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Check is a field of an uploaded resume the parser has reason to doubt,
// for the person to confirm or fix before it reaches application
// materials. Path names the field in the resume content's shape
// (personalInfo.email, experience[0].startDate, skills); Section is the
// editor tab that holds it (personal, experience, education, skills) and
// Index the entry of a list section.
type Check struct {
	Path    string `json:"path"`
	Section string `json:"section"`
	Index   *int   `json:"index,omitempty"`
	Field   string `json:"field"`
	Reason  string `json:"reason"`
}

// The reasons a field is to be checked, in plain words.
const (
	ReasonNoName         = "We could not find your name"
	ReasonNoEmail        = "We could not find an e-mail address"
	ReasonNoPhone        = "We could not find a phone number"
	ReasonNoDates        = "No dates found for this role"
	ReasonNoStartDate    = "No start date found for this role"
	ReasonNoTitle        = "Job title not found"
	ReasonTitleCompany   = "This title may include the company"
	ReasonTitleSentence  = "This title looks like a sentence"
	ReasonTitleDate      = "This title looks like a date"
	ReasonTitleNumber    = "This title holds a number that may belong elsewhere"
	ReasonTitleCut       = "This title may be cut short"
	ReasonTitleSwapped   = "The title and the company may be swapped"
	ReasonNoCompany      = "Company not found"
	ReasonCompanyIsPlace = "This company looks like a place"
	ReasonCompanyPlace   = "This company may include its location"
	ReasonNoDegree       = "Degree not found"
	ReasonNoSchool       = "School not found"
	ReasonSkillsFromText = "No Skills section found: these skills were picked from your sentences"
)

// legalFormRe is a company's legal form inside a job title ("Staff
// Engineer, Globex Systems LLC").
var legalFormRe = regexp.MustCompile(`(?i)(?:^|[\s,(])(?:inc|llc|l\.l\.c|ltd|corp|corporation|gmbh|plc|llp|pty|s\.a|b\.v|n\.v)\.?(?:$|[\s,)])`)

// atCompanyRe is a title written "Engineer at Acme" or "Engineer @ Acme".
var atCompanyRe = regexp.MustCompile(`(?i)\s(?:at|@)\s+\S`)

// digitRunRe is a run of digits no title has ("+61 2 9876 5432 Firmware
// Engineer"); "Engineer II" and "Level 3 Support" pass.
var digitRunRe = regexp.MustCompile(`\d{3,}|\d[\d ()+-]{5,}\d`)

// stateCodeRe is a company that is only a state or region code ("NV").
var stateCodeRe = regexp.MustCompile(`^[A-Z]{2}$`)

// placeTailRe is a location left at the end of a company ("Meridian
// Labs, Chicago, IL", "Redwood Media Group, Berlin, Germany", "Acme, TX"):
// two commas, or a comma and a state code.
var placeTailRe = regexp.MustCompile(`,[^,]+,[^,]+$|,\s*[A-Z]{2}$`)

// Checks lists the fields of d, parsed from text by Parse, that the person
// should confirm: what the parser did not find where a resume usually has
// it, and what it found in a form that suggests a misread. A field the
// parser has no reason to doubt is not listed.
func Checks(text string, d ParsedData) []Check {
	out := []Check{}
	add := func(section string, index int, field, reason string) {
		c := Check{Section: section, Field: field, Reason: reason}
		switch section {
		case "personal":
			c.Path = "personalInfo." + field
		case "skills":
			c.Path = "skills"
		default:
			i := index
			c.Index = &i
			c.Path = fmt.Sprintf("%s[%d].%s", section, index, field)
		}
		out = append(out, c)
	}
	p := d.PersonalInfo
	if strings.TrimSpace(p.FullName) == "" {
		add("personal", 0, "name", ReasonNoName)
	}
	if strings.TrimSpace(p.Email) == "" {
		add("personal", 0, "email", ReasonNoEmail)
	}
	if strings.TrimSpace(p.Phone) == "" {
		add("personal", 0, "phone", ReasonNoPhone)
	}
	for i, e := range d.Experience {
		start, end := strings.TrimSpace(e.StartDate), strings.TrimSpace(e.EndDate)
		switch {
		case start == "" && end == "":
			add("experience", i, "startDate", ReasonNoDates)
		case start == "":
			add("experience", i, "startDate", ReasonNoStartDate)
		}
		if r := titleDoubt(e.Title, e.Company); r != "" {
			add("experience", i, "title", r)
		}
		company := strings.TrimSpace(e.Company)
		switch {
		case company == "":
			add("experience", i, "company", ReasonNoCompany)
		case stateCodeRe.MatchString(company) || looksLikePlace(company):
			add("experience", i, "company", ReasonCompanyIsPlace)
		case placeTailRe.MatchString(company):
			add("experience", i, "company", ReasonCompanyPlace)
		}
	}
	for i, e := range d.Education {
		if strings.TrimSpace(e.Degree) == "" {
			add("education", i, "degree", ReasonNoDegree)
		}
		if strings.TrimSpace(e.School) == "" {
			add("education", i, "school", ReasonNoSchool)
		}
	}
	if len(d.Skills) > 0 && !hasSkillsSection(text) {
		add("skills", 0, "skills", ReasonSkillsFromText)
	}
	return out
}

// titleDoubt is the reason to doubt a job title (read beside its
// company), or "".
func titleDoubt(title, company string) string {
	t := strings.TrimSpace(title)
	switch {
	case t == "":
		return ReasonNoTitle
	case legalFormRe.MatchString(t) || atCompanyRe.MatchString(t):
		return ReasonTitleCompany
	case looksLikeDate(t):
		return ReasonTitleDate
	case digitRunRe.MatchString(t):
		return ReasonTitleNumber
	case looksLikeSentence(t):
		return ReasonTitleSentence
	case strings.Count(t, "(") != strings.Count(t, ")"):
		return ReasonTitleCut
	case titleScore(t) == 0 && (titleScore(company) > 0 || companyHintRe.MatchString(t) && !companyHintRe.MatchString(company)):
		return ReasonTitleSwapped
	}
	return ""
}

// looksLikeDate reports a title that is a month or holds a year
// ("January", "Jan 2020").
func looksLikeDate(t string) bool {
	if _, _, _, ok := findRange(t); ok {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(t)) {
		w = strings.Trim(w, ".,")
		if len(w) >= 3 {
			if _, ok := months[w[:3]]; ok && (len(w) == 3 || strings.HasPrefix(fullMonth(w[:3]), w)) {
				return true
			}
		}
		if len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && strings.Trim(w, "0123456789") == "" {
			return true
		}
	}
	return false
}

func fullMonth(abbr string) string {
	for _, m := range []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"} {
		if strings.HasPrefix(m, abbr) {
			return m
		}
	}
	return ""
}

// looksLikeSentence reports a title written as a sentence: more than
// eight words, or a full stop after a word that is no abbreviation
// ("Led the team.", not "Sr.").
func looksLikeSentence(t string) bool {
	words := strings.Fields(t)
	if len(strings.Fields(bracketSepRe.ReplaceAllString(t, ""))) > 8 {
		// Long, not counting its notes in brackets ("Specially Appointed
		// Assistant Professor (Tokunin Jokyo), Graduate School of
		// Engineering" is a title).
		return true
	}
	last := words[len(words)-1]
	return strings.HasSuffix(last, ".") && utf8.RuneCountInString(last) > 4 && !strings.Contains(strings.TrimSuffix(last, "."), ".")
}

// hasSkillsSection reports whether the text has a section the parser reads
// as skills, with something under it.
func hasSkillsSection(text string) bool {
	for _, s := range splitSections(textLines(text)) {
		if s.kind != secSkills {
			continue
		}
		for _, l := range s.lines {
			if strings.TrimSpace(l) != "" {
				return true
			}
		}
	}
	return false
}
