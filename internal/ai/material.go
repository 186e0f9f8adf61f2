package ai

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/stride-oss/stride"
)

// Facts are what Stride knows of a user and may put in their application
// materials: the profile, the default resume, the skills and what they
// typed into the form. Generated text names no employer, school, degree,
// certification or figure beyond these and the job's own description.
type Facts struct {
	Name            string                    `json:"name"`
	Title           string                    `json:"title"`
	Summary         string                    `json:"summary,omitempty"`
	Experience      string                    `json:"experience,omitempty"` // free text from the form
	YearsExperience int                       `json:"yearsExperience,omitempty"`
	Location        string                    `json:"location,omitempty"`
	Skills          []string                  `json:"skills"`
	Roles           []Role                    `json:"roles"`
	Education       []string                  `json:"education,omitempty"`
	Certifications  []string                  `json:"certifications,omitempty"`
	Projects        []stride.PortfolioProject `json:"projects,omitempty"`
}

// Role is one job of the resume with its highlights (bullets or
// sentences of its description).
type Role struct {
	Title      string   `json:"title"`
	Company    string   `json:"company"`
	Dates      string   `json:"dates,omitempty"`
	Highlights []string `json:"highlights"`
}

// FactsFrom gathers the user's facts: the form's profile first (it may be
// edited), then the account, the skills and the default resume.
func FactsFrom(u *stride.User, skills []stride.Skill, res *stride.ResumeContent, p stride.MaterialProfile) Facts {
	f := Facts{Name: p.Name, Title: p.Title, Experience: strings.TrimSpace(p.Experience), Skills: []string{}, Roles: []Role{}}
	addSkill := func(names ...string) {
		for _, n := range names {
			n = strings.TrimSpace(n)
			if n == "" || len(f.Skills) >= 60 {
				continue
			}
			dup := false
			for _, s := range f.Skills {
				dup = dup || strings.EqualFold(s, n)
			}
			if !dup {
				f.Skills = append(f.Skills, n)
			}
		}
	}
	addSkill(stride.SplitList(p.Skills)...)
	for _, s := range skills {
		addSkill(s.Name)
	}
	if u != nil {
		if f.Name == "" {
			f.Name = strings.TrimSpace(stride.Deref(u.FirstName) + " " + stride.Deref(u.LastName))
		}
		if f.Title == "" {
			f.Title = strings.TrimSpace(stride.Deref(u.CurrentTitle))
		}
		if f.Title == "" {
			f.Title = strings.TrimSpace(stride.Deref(u.Title))
		}
		if u.YearsExperience != nil {
			f.YearsExperience = *u.YearsExperience
		}
		f.Location = stride.Deref(u.Location)
		f.Summary = strings.TrimSpace(stride.Deref(u.Bio))
		addSkill(u.Skills...)
	}
	if res != nil {
		if f.Name == "" {
			f.Name = res.PersonalInfo.Name
		}
		if s := strings.TrimSpace(res.PersonalInfo.Summary); s != "" {
			f.Summary = s
		}
		for _, e := range res.Experience {
			if e.Title == "" && e.Company == "" {
				continue
			}
			f.Roles = append(f.Roles, Role{Title: e.Title, Company: e.Company, Dates: strings.TrimSpace(e.StartDate + " " + e.EndDate),
				Highlights: highlights(e.Description)})
		}
		if f.Title == "" && len(f.Roles) > 0 {
			f.Title = f.Roles[0].Title
		}
		for _, e := range res.Education {
			f.Education = append(f.Education, strings.TrimSpace(e.Degree+", "+e.School))
		}
		for _, c := range res.Certifications {
			f.Certifications = append(f.Certifications, strings.TrimSpace(c.Name+" "+c.Issuer))
		}
		for _, pr := range res.Projects {
			f.Projects = append(f.Projects, stride.PortfolioProject{Name: pr.Name, Description: pr.Description,
				Technologies: pr.Technologies, Link: pr.Link})
			addSkill(pr.Technologies...)
		}
		addSkill(res.Skills...)
	}
	return f
}

var sentenceEnd = regexp.MustCompile(`([.!?])\s+`)

// highlights splits a role's description into its bullets, each kept
// whole (a result after a semicolon belongs to its bullet); a description
// written as prose is split into its sentences.
func highlights(desc string) []string {
	out := []string{}
	lines := []string{}
	bulleted := false
	for _, line := range strings.Split(desc, "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if strings.ContainsAny(t[:1], "•-*–·") {
			bulleted = true
		}
		lines = append(lines, strings.TrimSpace(strings.TrimLeft(t, "•-*–· ")))
	}
	for _, line := range lines {
		if bulleted || len(lines) > 1 {
			if len(strings.Fields(line)) >= 3 {
				out = append(out, strings.TrimRight(line, ". "))
			}
			continue
		}
		for _, s := range strings.Split(sentenceEnd.ReplaceAllString(line, "$1\n"), "\n") {
			if s = strings.TrimSpace(s); len(strings.Fields(s)) >= 3 {
				out = append(out, s)
			}
		}
	}
	return out
}

// Corpus is every fact as one text, for checking generated text against.
func (f Facts) Corpus() string {
	var b strings.Builder
	w := func(s ...string) {
		for _, x := range s {
			b.WriteString(x)
			b.WriteString("\n")
		}
	}
	w(f.Name, f.Title, f.Summary, f.Experience, f.Location)
	if f.YearsExperience > 0 {
		w(strconv.Itoa(f.YearsExperience))
	}
	w(f.Skills...)
	for _, r := range f.Roles {
		w(r.Title, r.Company, r.Dates)
		w(r.Highlights...)
	}
	w(f.Education...)
	w(f.Certifications...)
	for _, p := range f.Projects {
		w(p.Name, p.Description, p.Link, p.Impact)
		w(p.Technologies...)
	}
	return b.String()
}

// The patterns of claims a letter could invent.
var (
	figureRe = regexp.MustCompile(`\b\d+(?:[.,]\d+)*\b`) // not the 8 of "8D" or the 70 of "NFPA 70E"
	// A capitalised name: words that start with a capital letter (or are
	// all capitals), joined by "&", "of", "and", "de" or "-".
	nameRe = regexp.MustCompile(`\b[A-Z][\p{L}\p{N}'’.&-]*(?:\s+(?:(?:of|and|&|de|for|the)\s+)?[A-Z][\p{L}\p{N}'’.&-]*)*`)
	// Words that make a name an organisation or a school.
	orgWords = regexp.MustCompile(`(?i)\b(inc|llc|ltd|corp|corporation|company|co|group|labs?|technologies|systems|solutions|partners|` +
		`holdings|bank|university|college|institute|school|academy|agency|studios?|ventures|consulting|gmbh|plc|ag|sa)\b\.?`)
	degreeRe = regexp.MustCompile(`(?i)\b(bachelor(?:'s|’s)?|master(?:'s|’s)?|doctorate|ph\.?d|mba|b\.?sc|m\.?sc|b\.?a\.|m\.?a\.|b\.s\.|m\.s\.|` +
		`associate(?:'s|’s)? degree|degree in [a-z ]+)\b`)
	certEndRe = regexp.MustCompile(`(?i)\s(?:at|with|from|for|in|on|to|and|by|who|which|that)\s`)
	certRe    = regexp.MustCompile(`(?i)\b(certified \p{L}+(?: \p{L}+){0,5}|[\p{L}]+ certification|certificate in [\p{L} ]+)`)
	// cueRe finds a name right after a word that introduces an employer or
	// school ("at Initech", "joined Hooli", "from Stanford").
	cueRe      = regexp.MustCompile(`\b(?:at|with|joined|from|for|by)\s+([A-Z][\p{L}\p{N}'’&-]*(?:\s+[A-Z][\p{L}\p{N}'’&-]*)*)`)
	listMarker = regexp.MustCompile(`(?m)^\s*\d+[.)]\s`)
	// acronymRe finds abbreviations such as PMP or CPA.
	acronymRe = regexp.MustCompile(`\b[A-Z]{2,6}s?\b`)
)

// commonCapitalised are capitalised words a letter may use without them
// being facts: greetings, sign-offs, pronouns, days and months, headings.
var commonCapitalised = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`I I'm I’m I've I’ve I'd I’d I'll I’ll Dear Hello Hi Sincerely Regards Best Kind Warm Thank Thanks Yours Respectfully
		Hiring Manager Managers Team Committee Recruiter Recruiters Situation Task Action Result Selected Achievements Key What Why How
		Strategic Fit Skills Projects Project Portfolio Summary Experience About Highlights Approach My Our Your The A An In As At On
		For With When While During After Before Since Across Over Looking Here Each Every This That These Those It Its We You They
		Monday Tuesday Wednesday Thursday Friday January February March April May June July August September October November December
		Let's Let’s Please If And But So Or To From By Of Built Outcome Impact Role Stack Tech Technologies Contact Open Call
		AI API APIs UI UX IT HR CV OK PDF USA US UK EU`) {
		commonCapitalised[w] = true
	}
}

// Unsupported returns the claims in text that none of allowed holds: an
// employer or school (a name after "at", "with", "joined", "from"; a name
// ending in Inc, Labs, University and the like), a degree, a
// certification, an abbreviation or a number. Names are compared without
// regard to case or spacing.
func Unsupported(text string, allowed ...string) []string {
	corpus := normalise(strings.Join(allowed, "\n"))
	has := func(s string) bool {
		n := normalise(s)
		if n == "" {
			return true
		}
		return wordIn(corpus, n)
	}
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		s = strings.TrimSpace(strings.Trim(s, ".,;:!?'’\"()"))
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	// List markers ("1. ") are not figures.
	raw := strings.Join(allowed, "\n")
	for _, n := range figureRe.FindAllString(listMarker.ReplaceAllString(text, ""), -1) {
		if !has(n) && !strings.Contains(raw, n) { // "22,000" of "22,000+"
			add(n)
		}
	}
	names := nameRe.FindAllString(text, -1)
	cued := map[string]bool{}
	for _, m := range cueRe.FindAllStringSubmatch(text, -1) {
		names = append(names, m[1])
		cued[trimCommon(m[1])] = true
	}
	for _, name := range names {
		name = trimCommon(strings.TrimSpace(strings.TrimRight(name, ".,;:!?'’")))
		if name == "" || has(name) {
			continue
		}
		if !cued[name] && !orgWords.MatchString(name) {
			continue
		}
		// A name made only of everyday capitalised words is not a claim.
		if allCommon(name) || unknownWords(name, has) == "" {
			continue
		}
		add(name)
	}
	for _, re := range []*regexp.Regexp{degreeRe, certRe} {
		for _, m := range re.FindAllString(text, -1) {
			// "Certified Pharmacy Technician at CareBridge…" names the
			// credential up to its first small word.
			if loc := certEndRe.FindStringIndex(m); loc != nil && re == certRe {
				m = m[:loc[0]]
			}
			if !has(m) {
				add(m)
			}
		}
	}
	for _, a := range acronymRe.FindAllString(text, -1) {
		if !commonCapitalised[a] && !commonCapitalised[strings.TrimSuffix(a, "s")] && !has(a) && !has(strings.TrimSuffix(a, "s")) {
			add(a)
		}
	}
	return out
}

// unknownWords returns the capitalised words of name that are neither
// everyday words nor facts.
func unknownWords(name string, has func(string) bool) string {
	var out []string
	for _, w := range strings.Fields(name) {
		w = strings.Trim(w, ".,;:!?'’\"()")
		if w == "" || !(w[0] >= 'A' && w[0] <= 'Z') || commonCapitalised[w] || has(w) {
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// trimCommon drops everyday words from both ends of a name ("At Globex
// Corporation I" → "Globex Corporation").
func trimCommon(name string) string {
	ws := strings.Fields(name)
	for len(ws) > 0 && commonCapitalised[strings.Trim(ws[0], ".,;:!?")] {
		ws = ws[1:]
	}
	for len(ws) > 0 && commonCapitalised[strings.Trim(ws[len(ws)-1], ".,;:!?")] {
		ws = ws[:len(ws)-1]
	}
	return strings.Join(ws, " ")
}

func allCommon(name string) bool {
	for _, w := range strings.Fields(name) {
		if !commonCapitalised[strings.Trim(w, ".,;:!?")] {
			return false
		}
	}
	return true
}

var nonWord = regexp.MustCompile(`[^\p{L}\p{N}+#]+`)

// normalise lower-cases text and turns every run of other characters into
// one space, with a space at each end for whole-word lookups.
func normalise(s string) string {
	return " " + strings.TrimSpace(nonWord.ReplaceAllString(strings.ToLower(s), " ")) + " "
}

func wordIn(corpus, n string) bool { return strings.Contains(corpus, n) }

// GroundingNote explains why a model's draft was not used.
func GroundingNote(claims []string) string {
	q := make([]string, 0, len(claims))
	for i, c := range claims {
		if i == 4 {
			break
		}
		q = append(q, "“"+c+"”")
	}
	return fmt.Sprintf("The AI model's draft named %s, which is not in your profile, resume or the job description, "+
		"so Stride wrote this version with its built-in engine from your own facts.", strings.Join(q, ", "))
}
