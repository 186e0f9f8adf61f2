package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Role headers that name the company and something more on one line (its
// unit, its site or its town), and header lines a narrow column wrapped
// (parseExperience, joinWrappedHeaders).

// unitWordRe is a line that ends in the word for a part of an
// organisation ("Division"): the end of a wrapped employer's name, not a
// town.
var unitWordRe = regexp.MustCompile(`(?i)\b(?:Department|Dept\.?|Division|Unit|Section|Bureau|Directorate|Branch|Group|Team|Centre|Center|Office)$`)

// titleBelowDates reports whether the first line after the dates at i
// (a blank line between is spacing), before the next role's dates at
// next, is a header that reads as a job title.
func titleBelowDates(lines []string, i, next int) bool {
	j := i + 1
	if j < len(lines) && strings.TrimSpace(lines[j]) == "" {
		j++
	}
	return j < len(lines) && j < next && isHeaderLike(lines[j]) && !dateRangeRe.MatchString(lines[j]) && titleLike(lines[j]) > 0
}

// companyThenTown cuts a line beside the dates into a company and the
// town after it ("Bella Napoli Pizzeria & Grill, Salford"): a first part
// with no title in it, then one or two parts that read as a place, set
// apart by commas only.
func companyThenTown(rest string) (company, town string, ok bool) {
	p := splitRole(rest)
	if len(p) < 2 || len(p) > 3 || strings.Join(p, ", ") != trimSeps(rest) || titleLike(p[0]) > 0 || looksLikePlace(p[0]) {
		return "", "", false
	}
	town = strings.Join(p[1:], ", ")
	if !townLike(town) {
		return "", "", false
	}
	return trimSeps(p[0]), town, true
}

// orgAndPart reports whether a header line is an organisation and a part
// of it after a dash ("Buckeye Crossdock Logistics - DC #4 (Groveport)"):
// no title before the dash, and no other separator.
func orgAndPart(l string) bool {
	a, _, ok := dashParts(l)
	p := splitRole(l)
	return ok && titleLike(a) <= 0 && len(p) == 2 && p[0] == a
}

// lowerWrapAboveDates reports whether lines[i] (l, trimmed) is a role's
// header wrapped onto the next line: that line is a few words starting in
// small letters with no full stop, and the next line with text after it
// is the role's dates alone. A full stop ends only a legal form ("de
// C.V.").
func lowerWrapAboveDates(l string, lines []string, i int) bool {
	if i+2 >= len(lines) || dateRe.MatchString(l) || isBullet(l) {
		return false
	}
	next := strings.TrimSpace(lines[i+1])
	// In capitals too after a connecting word ("…, Setouchi Institute of
	// Science and" / "Technology"), when the two read as one header.
	wrapped := endsInConnector(l) && !startsLower(next) && isHeaderLike(l+" "+next)
	// "Payroll Specialist – Manufacturing clients" / "team, Wawel Payroll
	// Services sp. z o.o.": the title's last word, then the employer
	// closed by its legal form.
	before, _, toCompany := strings.Cut(next, ", ")
	toCompany = toCompany && len(strings.Fields(before)) <= 2 && legalEndRe.MatchString(next) && len(strings.Fields(next)) <= 10
	if next == "" || !startsLower(next) && !wrapped || !isHeaderLike(l) && !wrapped || len(strings.Fields(next)) > 4 && !toCompany ||
		strings.HasSuffix(next, ".") && !legalEndRe.MatchString(l+" "+next) || dateRe.MatchString(next) || isBullet(next) {
		return false
	}
	j := i + 2
	for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
		j++
	}
	if j >= len(lines) {
		return false
	}
	_, _, rest, ok := findRange(lines[j])
	return ok && trimSeps(durationRe.ReplaceAllString(rest, "")) == ""
}

// unitWrapped joins lines[i] (l, trimmed) and the next line when the
// next is the end of an employer's name wrapped by a narrow column: a few
// capitalised words ending in a unit ("Division"), no title, under a long
// header that ends in a comma or has its dates beside it.
func unitWrapped(l string, lines []string, i int) (string, bool) {
	if i+1 >= len(lines) {
		return "", false
	}
	next := strings.TrimSpace(lines[i+1])
	if !unitWordRe.MatchString(next) || len(strings.Fields(next)) > 4 || startsLower(next) || isBullet(next) ||
		dateRe.MatchString(next) || titleLike(next) > 0 || strings.Contains(next, "  ") {
		return "", false
	}
	head, dates, gap := strings.Cut(l, "  ")
	dates = strings.TrimSpace(dates)
	if len([]rune(head)) < 40 || !isHeaderLike(head) || strings.HasSuffix(head, ".") ||
		!(strings.HasSuffix(head, ",") && !gap || gap && dateRe.MatchString(dates)) {
		return "", false
	}
	joined := head + " " + next
	if gap {
		joined += "  " + dates
	}
	return joined, true
}

// rangeEndsWrappedBullet reports whether line i, closed by a date range
// after a comma, is the end of the bullet above it that a column wrapped
// ("  Co-lead of … (UFLI) for Grades" / "1-3, 2023-present"): the line
// above is a bullet with no full stop, and this one starts in small
// letters or with a figure, or its range closes a note in brackets. The
// bullet's mark may be lost: a line of a column's width (60 characters
// or more) goes on too.
func rangeEndsWrappedBullet(lines []string, i int) bool {
	l := strings.TrimSpace(lines[i])
	loc := dateRangeRe.FindStringIndex(l)
	if i == 0 || loc == nil || isBullet(lines[i]) {
		return false
	}
	before, after := strings.TrimSpace(l[:loc[0]]), strings.TrimSpace(l[loc[1]:])
	prev := strings.TrimSpace(lines[i-1])
	r := []rune(before)
	if !strings.HasSuffix(before, ",") || len(r) < 2 || strings.HasSuffix(prev, ".") || !isBullet(lines[i-1]) && len([]rune(prev)) < 60 {
		return false
	}
	if after == ")" {
		// "Principal investigator, JSPS KAKENHI Grant-in-Aid for
		// Early-Career" / "Scientists (JPY 3.6 million, 2021–2023)": the
		// years close a note in brackets, and the words before it name
		// no job.
		head, _, _ := strings.Cut(before, "(")
		return strings.Count(before, "(") > strings.Count(before, ")") && titleScore(head) == 0
	}
	return after == "" && (unicode.IsDigit(r[0]) || unicode.IsLower(r[0]))
}

// longTitleAtOrg reports a long "Title, Unit, Employer" or "Title, Unit
// at Employer" line: a job title first, an employer last ("Specially
// Appointed Assistant Professor (Tokunin Jokyo), Graduate School of
// Engineering, Setouchi Institute of Science and Technology"), no
// sentence between, under 160 characters before its dates.
func longTitleAtOrg(l string) bool {
	head, _, _ := strings.Cut(l, "  ")
	org, first := "", head
	if i := strings.LastIndex(head, " at "); i > 0 {
		org, first = head[i+4:], head[:i]
	} else if parts := strings.Split(head, ", "); len(parts) >= 3 {
		org, first = parts[len(parts)-1], strings.Join(parts[:len(parts)-1], ", ")
	}
	if parts := splitRole(head); len(parts) == 2 && placementRe.MatchString(parts[1]) && utf8.RuneCountInString(head) <= 160 {
		// "Forklift Driver, ProWork Personal s.r.o. (temporary agency) –
		// assigned to Ponitrie Interior Systems spol. s r.o.".
		return titleScore(parts[0]) > 0 && legalEndRe.MatchString(parts[1])
	}
	title, _, _ := strings.Cut(first, ", ")
	return org != "" && utf8.RuneCountInString(head) <= 160 && !strings.Contains(first, ". ") && titleScore(title) > 0 &&
		(schoolRe.MatchString(org) || legalEndRe.MatchString(org) || companyHintRe.MatchString(org))
}

// qualifierPartRe is a part of a header that qualifies the one before: a
// load in hours, or words in small letters.
var qualifierPartRe = regexp.MustCompile(`^(?:\d+\s*(?:hrs?|hours?|horas|h)\b|\p{Ll}{3,}\s\p{Ll})`)

// titleUnitRe is a unit of an organisation, whatever words come before
// its kind ("Graduate School of Engineering", "Department of Physics").
var titleUnitRe = regexp.MustCompile(`^(?:\p{Lu}[\p{L}'’\-]* ){0,2}(?:Department|School|Faculty|Division|Laboratory|Lab|Centre|Center) (?:of|for)\b`)

// headerTitleLike is titleLike of a line above a role's dates, where an
// organisation named with its unit ("Tamarack County Clerk of Courts -
// Civil/Domestic Relations Division") reads as no title: its title word
// is part of the office's name.
func headerTitleLike(l string) int {
	if orgUnitAlone(l) {
		return 0
	}
	return titleLike(l)
}

// orgUnitAlone reports an organisation named with its unit after a dash
// and nothing before it (no "Title, " first).
func orgUnitAlone(l string) bool {
	a, _, ok := dashParts(l)
	return ok && !strings.Contains(a, ", ") && orgWithUnit(l)
}

// nonPlaceParts is splitRole without the parts that are places.
func nonPlaceParts(s string) []string {
	var out []string
	for _, p := range splitRole(s) {
		if !looksLikePlace(p) {
			out = append(out, p)
		}
	}
	return out
}

// firstField is a line's text before its first wide gap: "Gulfstar
// Shipping Agencies Ltd" of "Gulfstar Shipping Agencies Ltd  Apapa,
// Lagos, Nigeria". Beside a title with a dash, a company with its legal
// form there makes the dash the title's own ("Operations Manager – Port
// Agency").
func firstField(l string) string {
	f, _, _ := strings.Cut(strings.TrimSpace(l), "  ")
	return strings.TrimSpace(f)
}

// yearEndRe is a line that ends on when something was done ("Passed
// Customs Broker examination (Regulation 6, CBLR 2018) in 2019"): a
// bullet's sentence printed without its glyph, never a role's header.
var yearEndRe = regexp.MustCompile(`\s(?:in|since|during)\s(?:19|20)\d\d$`)

// headerBeforeSummary is the role's header of a line that runs on into
// its summary after the company's legal form ("Quay Crane Operator
// Grade 2 at Westbay Container Terminal Sdn. Bhd. Single-lift STS
// operations on feeder and regional vessels."): the title and the
// company, up to the legal form's stop. Other lines are kept whole.
func headerBeforeSummary(rest string) string {
	if utf8.RuneCountInString(rest) < 110 {
		return rest
	}
	for i := 0; ; {
		j := strings.Index(rest[i:], ". ")
		if j < 0 || i+j > 110 {
			return rest
		}
		i += j + 1
		head := rest[:i]
		if next, _ := utf8.DecodeRuneInString(rest[i+1:]); legalEndRe.MatchString(head) && unicode.IsUpper(next) {
			if p := splitRole(head); len(p) == 2 && titleScore(p[0]) > 0 {
				return head
			}
		}
	}
}

// titleNoteAtCompany reports a title with a note in small letters in
// brackets and a company with its legal form ("Electrician (agency
// worker on wind farm installation), TechStaff Personaldienstleistungen
// GmbH (Zeitarbeit)"): a header, however many small words the note has.
func titleNoteAtCompany(l string) bool {
	bare := strings.TrimSpace(lowerNoteRe.ReplaceAllString(l, ""))
	return bare != strings.TrimSpace(l) && titleScore(bare) > 0 && len(splitRole(bare)) == 2 && legalEndRe.MatchString(bare)
}

// placementRe is the separator before the firm an agency placed a person
// with ("– assigned to", ", Einsatz bei").
var placementRe = regexp.MustCompile(`(?:, | [-–—] )(?:assigned to|on assignment (?:to|at|with)|placed (?:at|with)|seconded to|(?:im )?Einsatz bei) \p{Lu}`)

// protectSeps hides the separators of a part that must not split
// (splitRole); restoreSeps gives them back.
var (
	protectSeps = strings.NewReplacer(", ", "\x00c", " - ", "\x00d", " – ", "\x00n", " — ", "\x00m", " | ", "\x00p", " at ", "\x00a")
	restoreSeps = strings.NewReplacer("\x00c", ", ", "\x00d", " - ", "\x00n", " – ", "\x00m", " — ", "\x00p", " | ", "\x00a", " at ")
)

// mostlyLower reports whether fewer than half of the words start with a
// capital letter (words that start with a figure or a sign not counted).
func mostlyLower(f []string) bool {
	capital, words := 0, 0
	for _, w := range f {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) {
			words++
			if unicode.IsUpper(r) {
				capital++
			}
		}
	}
	return capital*2 < words
}
