package resume

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

const monthPat = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`

// yearPat is a year Stride reads as a date: 1900-2099 ("0000" or "3021"
// is not one).
const yearPat = `(?:19|20)\d{2}`

// datePat matches one date: "2020-01-15" (ISO, the day dropped when
// read), "Jan 2020", "January, 2020", "01/2020", "2020-01", "2020/01",
// "Summer 2023", "2020".
const datePat = `(?:\b` + yearPat + `-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|\b` + monthPat + `\.?,?\s+` + yearPat + `|\b(?:0?[1-9]|1[0-2])[/.]` + yearPat + `|\b` + yearPat + `[\-/.](?:0[1-9]|1[0-2])\b|\b(?:spring|summer|fall|autumn|winter)\s+` + yearPat + `|\b` + yearPat + `)\b`

const presentPat = `(?:present|current(?:ly)?|now|today|ongoing|to date|date)`

var (
	dateRe      = regexp.MustCompile(`(?i)` + datePat)
	dateRangeRe = regexp.MustCompile(`(?i)(` + datePat + `)\s*(?:-|–|—|~|to|until|till|through|thru)\s*(` + datePat + `|` + presentPat + `\b)`)
	// A range with a placeholder year: "20XX – Current", "2019 – 20XX".
	placeholderRangeRe = regexp.MustCompile(`(?i)(` + datePat + `|\b(?:19|20)XX\b)\s*(?:-|–|—|~|to|until)\s*(` + datePat + `|\b(?:19|20)XX\b|` + presentPat + `\b)`)
	// A lone start date with a dangling dash: "2021 -" or "Since 2019".
	sinceRe = regexp.MustCompile(`(?i)\bsince\s+(` + datePat + `)`)
	// "2021-03 —" ending a line: a range whose end a theme left blank
	// because the role goes on.
	openEndRe = regexp.MustCompile(`(?i)(` + datePat + `)\s*(?:-|–|—)\s*$`)
	monthYear = regexp.MustCompile(`(?i)^(` + monthPat + `)\.?,?\s+(` + yearPat + `)$`)
	numMY     = regexp.MustCompile(`^(\d{1,2})[/.](` + yearPat + `)$`)
	numYM     = regexp.MustCompile(`^(` + yearPat + `)[\-/.](\d{2})$`)
	numYMD    = regexp.MustCompile(`^(` + yearPat + `)-(\d{2})-\d{2}$`)
	seasonY   = regexp.MustCompile(`(?i)^(?:spring|summer|fall|autumn|winter)\s+(` + yearPat + `)$`)
	yearOnly  = regexp.MustCompile(`^` + yearPat + `$`)
	presentRe = regexp.MustCompile(`(?i)^` + presentPat + `$`)
)

var months = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// normDate turns one date into "YYYY-MM", "YYYY" or "Present"; "" when it
// is not a date.
func normDate(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case presentRe.MatchString(s):
		return "Present"
	case monthYear.MatchString(s):
		m := monthYear.FindStringSubmatch(s)
		return fmt.Sprintf("%s-%02d", m[2], months[strings.ToLower(m[1][:3])])
	case numMY.MatchString(s):
		m := numMY.FindStringSubmatch(s)
		mo, _ := strconv.Atoi(m[1])
		if mo < 1 || mo > 12 {
			return ""
		}
		return fmt.Sprintf("%s-%02d", m[2], mo)
	case numYM.MatchString(s) || numYMD.MatchString(s):
		m := numYM.FindStringSubmatch(s)
		if m == nil {
			m = numYMD.FindStringSubmatch(s)
		}
		mo, _ := strconv.Atoi(m[2])
		if mo < 1 || mo > 12 {
			return ""
		}
		return fmt.Sprintf("%s-%02d", m[1], mo)
	case seasonY.MatchString(s):
		return seasonY.FindStringSubmatch(s)[1]
	case yearOnly.MatchString(s):
		return s
	}
	return ""
}

// findRange finds a date range in s and returns the normalised start and
// end and s without it. ok is false when s has none.
func findRange(s string) (start, end, rest string, ok bool) {
	loc := dateRangeRe.FindStringSubmatchIndex(s)
	if loc == nil && strings.Contains(strings.ToUpper(s), "XX") {
		// A placeholder year is an unknown date, not a missing range.
		if m := placeholderRangeRe.FindStringSubmatchIndex(s); m != nil {
			return normDate(s[m[2]:m[3]]), normDate(s[m[4]:m[5]]), cutSpan(s, m[0], m[1]), true
		}
	}
	if loc == nil {
		if m := sinceRe.FindStringSubmatchIndex(s); m != nil {
			return normDate(s[m[2]:m[3]]), "Present", cutSpan(s, m[0], m[1]), true
		}
		if m := openEndRe.FindStringSubmatchIndex(s); m != nil && normDate(s[m[2]:m[3]]) != "" {
			return normDate(s[m[2]:m[3]]), "Present", cutSpan(s, m[0], m[1]), true
		}
		return "", "", s, false
	}
	start = normDate(s[loc[2]:loc[3]])
	end = normDate(s[loc[4]:loc[5]])
	if start == "" || end == "" {
		return "", "", s, false
	}
	return start, end, cutSpan(s, loc[0], loc[1]), true
}

// cutSpan removes s[i:j] and tidies what it leaves: empty brackets, dangling
// separators.
// A gap of two or more spaces (a tab, a column gap) stays as two spaces, a
// field separator.
func cutSpan(s string, i, j int) string {
	r := strings.TrimRight(s[:i], " ") + "  " + strings.TrimLeft(s[j:], " ")
	r = emptyBracketRe.ReplaceAllString(r, " ")
	return trimSepsKeepGaps(r)
}

// trimSepsKeepGaps is trimSeps that keeps inner gaps of two spaces.
func trimSepsKeepGaps(s string) string {
	parts := gapRe.Split(strings.TrimSpace(s), -1)
	var out []string
	for _, p := range parts {
		if p = trimSeps(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "  ")
}

var (
	gapRe          = regexp.MustCompile(`\s{2,}`)
	emptyBracketRe = regexp.MustCompile(`\(\s*\)|\[\s*\]`)
)

// trimSeps trims spaces and separator punctuation from both ends.
func trimSeps(s string) string {
	s = collapseSpaces(s)
	return strings.TrimFunc(s, func(r rune) bool {
		return r == ' ' || r == '|' || r == '-' || r == '–' || r == '—' || r == ',' || r == '·' || r == '•' || r == ':' || r == '/'
	})
}

// lastDate returns the last single date in s, normalised, and s without it.
func lastDate(s string) (string, string) {
	if st, end, rest, ok := findRange(s); ok {
		if end == "Present" {
			return st, rest
		}
		return end, rest
	}
	all := dateRe.FindAllStringIndex(s, -1)
	if len(all) == 0 {
		return "", s
	}
	m := all[len(all)-1]
	d := normDate(s[m[0]:m[1]])
	rest := cutSpan(s, m[0], m[1])
	rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "Expected"))
	rest = trimSeps(strings.TrimSuffix(rest, "expected"))
	return d, rest
}
