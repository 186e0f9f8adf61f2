package resume

import (
	"regexp"
	"strings"
	"unicode"
)

// Mending a role's lines before they are read: date ranges, headers and
// names a narrow column wrapped, links between a role's header lines; and
// the shapes of lines the mending weighs.

// openRangeRe is a line ending in a range cut by a wrap: "… December
// 2021 —" or "… Mar. 2021–Sep.".
var (
	openRangeRe = regexp.MustCompile(`(?i)^(.*?)\s*(` + datePat + `)\s*(?:-|–|—|to)\s*(` + monthPat + `\.?)?$`)
	endPartRe   = regexp.MustCompile(`(?i)(` + datePat + `|\b` + presentPat + `\b)`)
)

// joinWrappedRanges mends a role header whose date range wrapped onto the
// next line in a narrow column ("Engineer – Ironbridge December 2021 —" /
// "Consulting  June 2024") into one line with the range at the end.
func joinWrappedRanges(lines []string) []string {
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if i+1 < len(lines) && !dateRangeRe.MatchString(l) {
			if m := openRangeRe.FindStringSubmatch(l); m != nil && len([]rune(lines[i+1])) <= 60 {
				next := lines[i+1]
				if loc := endPartRe.FindStringIndex(next); loc != nil {
					end := strings.TrimSpace(next[loc[0]:loc[1]])
					if m[3] != "" && yearOnly.MatchString(end) {
						end = m[3] + " " + end
					}
					rest := trimSepsKeepGaps(next[:loc[0]] + "  " + next[loc[1]:])
					joined := strings.TrimSpace(m[1] + " " + rest)
					out = append(out, joined+"  "+m[2]+" – "+end)
					i++
					continue
				}
			}
		}
		out = append(out, l)
	}
	return out
}

// leadRangeRe is a line opening with a range cut after its dash beside
// the role's header ("Mar 2021 – Registered Nurse, Desert Valley"), the
// end on the next line ("Present  Provide care…"): a dates column too
// narrow for the range, as moderncv prints it.
var (
	leadRangeRe = regexp.MustCompile(`(?i)^(` + datePat + `)\s*(?:-|–|—|to)\s+(\S.*)$`)
	leadEndRe   = regexp.MustCompile(`(?i)^(` + datePat + `|` + presentPat + `\b)\s*(.*)$`)
)

// joinLeadRanges mends such a pair into the header with its range at the
// end, and what followed the end on a line of its own.
func joinLeadRanges(lines []string) []string {
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if i+1 < len(lines) {
			m := leadRangeRe.FindStringSubmatch(l)
			n := leadEndRe.FindStringSubmatch(lines[i+1])
			if m != nil && n != nil && !dateRe.MatchString(m[2][:min(len(m[2]), 12)]) && !dateRangeRe.MatchString(l) {
				head, rest := strings.TrimSpace(m[2]), strings.TrimSpace(n[2])
				if strings.HasSuffix(head, ",") && rest != "" && len(strings.Fields(rest)) <= 2 && !startsLower(rest) {
					// "Jul 2018 – …, Toronto," / "Mar 2021  ON": the
					// header's end wrapped beside the end date.
					head, rest = head+" "+rest, ""
				}
				out = append(out, head+"  "+m[1]+" – "+n[1])
				if rest != "" {
					out = append(out, rest)
				}
				i++
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// wrappedHeader reports whether the second of two header lines is the end
// of the first, wrapped by a narrow column ("Senior Engineer, Bogies,
// Hartwell & Pryce Rail" / "Systems Ltd"): the first was a full line of
// several parts, the second a few capitalised words with no separator;
// not a whole company of three words with its legal form ("HydroPlan
// Umweltberatung GmbH").
func wrappedHeader(first, second string) bool {
	first, second = strings.TrimSpace(first), strings.TrimSpace(second)
	return len([]rune(first)) >= 55 && len(splitRole(first)) >= 2 && len(strings.Fields(second)) <= 3 &&
		len(splitRole(second)) == 1 && !startsLower(second) && !placeLine(second) && titleLike(second) <= 0 &&
		!strings.ContainsAny(second, "0123456789|") && !(legalEndRe.MatchString(second) && len(strings.Fields(legalEndRe.ReplaceAllString(second, ""))) >= 2)
}

// joinWrappedHeaders mends a role's one-line header that a narrow column
// wrapped after its dates ("Mar 2021 – Present  Clinical Pharmacist,
// Oncology, Don Valley Health Centre, Toronto," / "ON"; "… Don Valley
// Regional Health" / "Centre, Toronto, ON"): the line holds a date range
// and parts split by commas, and the next line is a few words that end
// the header, after a trailing comma or closing with the place.
func joinWrappedHeaders(lines []string) []string {
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		loc := dateRangeRe.FindStringIndex(l)
		if i+1 < len(lines) && loc != nil && strings.Contains(l, ", ") {
			next := strings.TrimSpace(lines[i+1])
			short := next != "" && len(strings.Fields(next)) <= 5 && !isBullet(next) && !startsLower(next) && !dateRe.MatchString(next)
			place := false
			if j := strings.LastIndex(next, ", "); j > 0 {
				k := strings.LastIndex(next[:j], ", ")
				place = asLocation(next[k+2:]) != "" || k < 0 && asLocation(next) != ""
			}
			if short && (strings.HasSuffix(l, ",") || place) && strings.Count(l, ", ") >= 2 {
				out = append(out, l+" "+next)
				i++
				continue
			}
			if r := []rune(l); len(r) > 2 && r[len(r)-1] == '-' && unicode.IsLetter(r[len(r)-2]) && startsLower(next) && len(strings.Fields(next)) <= 8 {
				// "… Emergency & Spe-" / "cialty Center, Loveland, CO": a
				// word hyphenated at the line's end; joined when the
				// header is still short enough to read as one.
				joined := string(r[:len(r)-1]) + next
				if _, _, rest, _ := findRange(joined); len([]rune(trimSeps(rest))) < 110 {
					out = append(out, joined)
					i++
					continue
				}
			}
		}
		if loc != nil && loc[1] == len(l) && strings.HasSuffix(strings.TrimSpace(l[:loc[0]]), " at") &&
			i+1 < len(lines) && isHeaderLike(lines[i+1]) && !dateRe.MatchString(lines[i+1]) &&
			isHeaderLike(strings.TrimSpace(l[:loc[0]])+" "+strings.TrimSpace(lines[i+1])) {
			// "Officer - Planning & Development at  Jul 2024 - Dec 2025" /
			// "Coral Coast City Council": the company after "at" went
			// onto the next line; the dates stay at the end (when the
			// two still read as one header).
			out = append(out, strings.TrimSpace(l[:loc[0]])+" "+strings.TrimSpace(lines[i+1])+"  "+l[loc[0]:])
			i++
			continue
		}
		if j := strings.LastIndex(l, ", "); i+1 < len(lines) && j > 0 && len([]rune(l)) >= 60 && !strings.Contains(l[j:], ")") &&
			isHeaderLike(l) && !dateRe.MatchString(l) && !legalEndRe.MatchString(l) {
			if next := strings.TrimSpace(lines[i+1]); legalEndRe.MatchString(next) && len(strings.Fields(next)) <= 7 && !startsLower(next) &&
				!dateRe.MatchString(next) && isHeaderLike(l+" "+next) {
				// "Team Leader - Inbound Customer Care (US Telco Account),
				// Vertex Global" / "Solutions Philippines, Inc.": a
				// "Title, Company" line that filled its column, the
				// company's name wrapped onto a line ending in its legal
				// form.
				out = append(out, l+" "+next)
				i++
				continue
			}
		}
		if head, dates, next, more, ok := titleGoesOn(lines, i, loc); ok {
			// "Técnico de Segurança do  2012-02 - 2015-06" / "Trabalho":
			// a title beside its dates that ends in a connecting word,
			// or whose next line starts with one ("Engenheiro de
			// Segurança" / "do Trabalho Pleno"), goes on there.
			out = append(out, head+" "+next+"  "+dates)
			if more != "" {
				out = append(out, more)
			}
			i++
			continue
		}
		if lowerWrapAboveDates(l, lines, i) {
			// "QA Engineer II - Payments Squad, LedgerLoop Inc. (Austin,
			// TX) - via" / "contractor agreement" / dates, "… Software
			// S.A." / "de C.V.": a header whose last words a column
			// wrapped onto a short line in small letters.
			out = append(out, l+" "+strings.TrimSpace(lines[i+1]))
			i++
			continue
		}
		if joined, ok := unitWrapped(l, lines, i); ok {
			// "Fraser Delta Power & Water Authority - Grid Engineering
			// Section," / "Electrical Utility Division", or "… Electrical
			// Utility  2021-04 —" / "Division": an employer's name
			// wrapped before the unit it ends with.
			out = append(out, joined)
			i++
			continue
		}
		if wrappedFirstHeader(lines, i) {
			// "Postdoctoral Researcher, Department of Soil" / "System
			// Science" / "Mitteldeutsches Institut …" / dates: three
			// header lines above a role's dates, the first wrapped by a
			// narrow column onto a short second.
			out = append(out, l+" "+strings.TrimSpace(lines[i+1]))
			i++
			continue
		}
		if i+2 < len(lines) && placeLine(lines[i+2]) && companyTail(lines[i+1]) {
			// "… at Big Thompson Animal Emergency & Specialty  Mar 2024 -
			// Current" / "Center" / "Loveland, CO": the company's last
			// word wrapped onto a line of its own above the place.
			head, dates, gap := strings.Cut(l, "  ")
			if len([]rune(head)) >= 40 && !placeLine(head) {
				joined := head + " " + strings.TrimSpace(lines[i+1])
				if gap {
					joined += "  " + dates
				}
				out = append(out, joined)
				i++
				continue
			}
		}
		out = append(out, lines[i])
	}
	return out
}

// wrappedFirstHeader reports whether lines[i] and lines[i+1] are one
// header line wrapped: the start of a block of three header lines (a blank
// line may part the second from the third) right above a date range, the
// first long (a column's width) or ending in a comma, the second one to
// three words that are no place.
func wrappedFirstHeader(lines []string, i int) bool {
	if i+3 >= len(lines) || i > 0 && isHeaderLike(lines[i-1]) {
		return false
	}
	l, next := strings.TrimSpace(lines[i]), strings.TrimSpace(lines[i+1])
	third := i + 2
	if strings.TrimSpace(lines[third]) == "" {
		third++
	}
	if third+1 >= len(lines) || !isHeaderLike(l) || !isHeaderLike(next) || !isHeaderLike(lines[third]) || placeLine(lines[third]) {
		return false
	}
	if _, _, rest, ok := findRange(lines[third+1]); !ok || trimSeps(rest) != "" && !placeLine(trimSeps(rest)) {
		return false
	}
	if dateRe.MatchString(l) || dateRe.MatchString(next) || dateRe.MatchString(lines[third]) {
		return false
	}
	n := len(strings.Fields(next))
	return n >= 1 && n <= 3 && !placeLine(next) && !looksLikePlace(next) &&
		(len([]rune(l)) >= 30 || strings.HasSuffix(l, ","))
}

// joinBracketWraps mends lines a narrow column wrapped inside a bracket
// ("Undergraduate Research Assistant (Part-" / "time)", "Maestría en
// Finanzas (MSc" / "Finance)") and an acronym in brackets set on a line
// of its own under its name ("Mitteldeutsches Institut für
// Umweltforschung" / "(MIU)"), in every section.
func joinBracketWraps(lines []string) []string {
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if i+1 < len(lines) && openBracketWrap(l, strings.TrimSpace(lines[i+1])) {
			// "Undergraduate Research Assistant (Part-" / "time)": a
			// bracket opened on one line and closed at the start of the
			// next is one line wrapped by a narrow column.
			// The dates a layout set on the same row ("PC Repair
			// Technician (part-  2014 - 2016" / "time)") follow the
			// joined title.
			head, dates := l, ""
			if loc := dateRangeRe.FindStringIndex(l); loc != nil && loc[0] > strings.LastIndex(l, "(") {
				head, dates = strings.TrimSpace(l[:loc[0]]), "  "+l[loc[0]:]
			}
			next := strings.TrimSpace(lines[i+1])
			if strings.HasSuffix(head, "-") {
				out = append(out, head+next+dates)
			} else {
				out = append(out, head+" "+next+dates)
			}
			i++
			continue
		}
		if n := len(out); n > 0 && acronymLineRe.MatchString(l) && len(strings.Fields(l)) <= 3 && !workModeRe.MatchString(" "+l) && isHeaderLike(out[n-1]) && !strings.Contains(out[n-1], "(") {
			out[n-1] = strings.TrimSpace(out[n-1]) + " " + l
			continue
		}
		out = append(out, lines[i])
	}
	return out
}

// acronymLineRe is a line that is only an acronym or a short qualifier in
// brackets ("(MIU)", "(Hydrogen)").
var acronymLineRe = regexp.MustCompile(`^\(\p{Lu}[\p{L}&\- ]{1,30}\)$`)

// openBracketWrap reports whether l leaves a bracket open that next, a
// short line of at most four words, closes; or that next closes within
// four words and goes on after a separator with the header's next part
// ("… (Temporary" / "Contract), Coral Coast City Council").
func openBracketWrap(l, next string) bool {
	if strings.Count(l, "(") != strings.Count(l, ")")+1 || strings.LastIndex(l, "(") < strings.LastIndex(l, ")") {
		return false
	}
	j := strings.Index(next, ")")
	if j < 0 || strings.Contains(next[:j], "(") || dateRe.MatchString(next) {
		return false
	}
	if len(strings.Fields(next)) <= 4 {
		return true
	}
	after := next[j+1:]
	return len(strings.Fields(next[:j+1])) <= 4 && !strings.Contains(after, "(") && !dateRe.MatchString(l) &&
		(strings.HasPrefix(after, ", ") || strings.HasPrefix(after, " at "))
}

// companyTail reports a line that can only be the end of a wrapped name:
// one or two capitalised words, no separator, digit or title word.
func companyTail(l string) bool {
	l = strings.TrimSpace(l)
	f := strings.Fields(l)
	return len(f) >= 1 && len(f) <= 2 && capitalisedWords(l) && len(splitRole(l)) == 1 && titleLike(l) <= 0 &&
		!strings.ContainsAny(l, "0123456789/|,") && headingOf(l) == "" && !placeLine(l) && !looksLikePlace(l)
}

// dropLinkLines removes lines that are only a link (a company's website
// printed under its name), which would part a role's header lines.
func dropLinkLines(lines []string) []string {
	out := lines[:0:0]
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if t != "" && !strings.Contains(t, " ") && urlRe.FindString(t) == t && !strings.Contains(t, "@") {
			continue
		}
		out = append(out, l)
	}
	return out
}

// capitalisedWords reports a short line (one to six words) whose every
// word opens with a capital, "&" or "/" aside: the shape of a title or a
// company, not of a sentence.
func capitalisedWords(l string) bool {
	f := strings.Fields(l)
	if len(f) == 0 || len(f) > 6 {
		return false
	}
	for _, w := range f {
		if w == "&" || w == "/" || w == "-" || w == "–" {
			continue
		}
		if r := []rune(w)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// legalFormTown splits the town a layout set after a company's legal form
// on the same line ("Westfalen Netzbau GmbH Dortmund", "Athi Plains Cement
// Limited Athi River", "Comfort Hands Home Health Care, LLC Columbus,
// OH"): a legal form ends a company's name, so one to three capitalised
// words after it, with no company or title word, are where it is.
func legalFormTown(company string) (string, string) {
	f := strings.Fields(company)
	for n := 1; n <= 3 && n < len(f); n++ {
		head := strings.TrimRight(strings.Join(f[:len(f)-n], " "), ",")
		tail := strings.Join(f[len(f)-n:], " ")
		if legalEndRe.MatchString(head) && !legalEndRe.MatchString(tail) && !companySuffixRe.MatchString(tail) && !strings.HasSuffix(head, ")") &&
			(looksLikeCity(tail) && !isAcronym(tail) || looksLikePlace(tail)) {
			return head, tail
		}
	}
	return company, ""
}

// titleGoesOn reads lines[i], its date range at loc, as a title beside
// its dates that a narrow column wrapped onto the next line: the title
// part before the dates ends in a connecting word or the next line's first
// part (up to four words, before any gap) starts with one in small
// letters. It returns the title part, the dates and what follows them,
// the next line's first part and the rest of that line.
func titleGoesOn(lines []string, i int, loc []int) (head, dates, next, more string, ok bool) {
	l := strings.TrimSpace(lines[i])
	if loc == nil || loc[0] == 0 || i+1 >= len(lines) {
		return "", "", "", "", false
	}
	head, dates = strings.TrimSpace(l[:loc[0]]), l[loc[0]:]
	n := strings.TrimSpace(lines[i+1])
	next, more, _ = strings.Cut(n, "  ")
	next, more = strings.TrimSpace(next), strings.TrimSpace(more)
	f := strings.Fields(next)
	// A bracket left open beside the dates and closed on the next line
	// ("… (contrato temporário – parada de  Sept 2015 - Dec 2015" /
	// "manutenção) at Alfa RH … Ltda."): the line goes on, however long.
	closes := strings.Count(head, "(") > strings.Count(head, ")") && strings.Contains(next, ")") &&
		(!strings.Contains(next, "(") || strings.Index(next, ")") < strings.Index(next, "("))
	// So does a title wrapped before "of …" with its employer after "at"
	// ("…, Graduate School  Apr 2020 - Mar 2024" / "of Engineering at
	// Setouchi Institute of Science and Technology").
	atOrg := len(f) > 0 && startsLower(next) && endsInConnector("x "+f[0]) && strings.Contains(next, " at ") && len(f) <= 14
	if head == "" || strings.Contains(head, "  ") || len(f) == 0 || len(f) > 4 && !(closes && len(f) <= 16) && !atOrg || isBullet(n) || dateRe.MatchString(next) ||
		!isHeaderLike(head) || strings.ContainsAny(head, ",|") && !atOrg {
		return "", "", "", "", false
	}
	// After a lead beside the dates, a line in small letters goes on
	// with that lead rather than with the title.
	lead := strings.TrimSpace(l[loc[1]:]) != ""
	startsWithConnector := startsLower(next) && endsInConnector("x "+f[0]) && !lead
	if !endsInConnector(head) && !startsWithConnector && !closes || !isHeaderLike(head+" "+next) {
		return "", "", "", "", false
	}
	return head, dates, next, more, true
}

// achievementVerbs open a bullet that tells what someone did.
var achievementVerbs = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`worked completed managed led supported assisted trained served volunteered organized organised
		coordinated developed implemented created designed built reduced increased improved handled processed oversaw prepared
		provided maintained conducted performed participated delivered achieved received earned awarded covered taught mentored
		launched cut saved ran won wrote helped staffed floated rotated`) {
		achievementVerbs[w] = true
	}
}

// achievementLine reports whether the words beside a date range tell what
// someone did in that time rather than name a role ("Worked COVID-19
// surge unit Apr 2020 - Jan 2021" under a role): they open with an
// achievement verb and hold no job-title word ("Promoted to Charge Nurse
// 2019 - 2021" is a role).
func achievementLine(rest string) bool {
	words := strings.Fields(strings.TrimSpace(rest))
	return len(words) >= 2 && achievementVerbs[strings.ToLower(words[0])] && titleScore(rest) == 0
}

// rangeClosesSentence reports whether a line is a sentence that ends with
// a comma and a date range ("Co-lead of school-wide literacy intervention
// … for Grades 1-3, 2023-present"): a bullet that dates itself.
func rangeClosesSentence(l string) bool {
	loc := dateRangeRe.FindStringIndex(l)
	if loc == nil || strings.TrimSpace(l[loc[1]:]) != "" {
		return false
	}
	before := strings.TrimSpace(l[:loc[0]])
	return strings.HasSuffix(before, ",") && !strings.Contains(before, "  ") && sentenceLike(stripBullet(before)) && titleScore(before) == 0
}

// rangeThenClause reports whether a line's date range is followed by a
// clause of a sentence: a semicolon or comma after it (a bracket may
// close first) and then a word in small letters ("Led the arc-flash study
// update per CSA Z462 (2022-2023); relabelled 1,100+ pieces"): years an
// achievement mentions. A header's dates end it or stand beside a place.
func rangeThenClause(l string) bool {
	loc := dateRangeRe.FindStringIndex(l)
	if loc == nil {
		return false
	}
	after := strings.TrimLeft(l[loc[1]:], ")] ")
	if !strings.HasPrefix(after, ";") && !strings.HasPrefix(after, ",") {
		return false
	}
	next := strings.Fields(after[1:])
	return len(next) > 0 && startsLower(next[0])
}

// bodyPart is a part of an employer's name that ends with the acronym of
// the body it belongs to, in brackets ("Galway (HSE)"): bodyAcronymRe is
// such a part alone, bodyPartRe one after a comma in a header.
const bodyPart = `\p{Lu}[\p{L}'’.-]{1,30} \(\p{Lu}{2,6}\)`

var (
	bodyAcronymRe = regexp.MustCompile(`^` + bodyPart + `$`)
	bodyPartRe    = regexp.MustCompile(`, (` + bodyPart + `)($|,|  )`)
)

// orgWithUnit reports whether a header line is an organisation and one of
// its units set apart by a dash ("Tamarack County Clerk of Courts -
// Civil/Domestic Relations Division", "Fraser Delta Power & Water
// Authority - Grid Engineering Section"): two parts, the second a unit,
// the first no title.
func orgWithUnit(l string) bool {
	a, b, ok := dashParts(l)
	// A note in brackets after the unit ("Cardiac Centre (through
	// Al-Nakheel Healthcare Staffing Co.)") goes with it.
	b = strings.TrimSpace(trailingNoteRe.ReplaceAllString(b, ""))
	return ok && (unitEndRe.MatchString(b) || unitCentreRe.MatchString(b)) && (titleScore(a) == 0 || companyHintRe.MatchString(a) || publicBodyRe.MatchString(a))
}

// dashParts cuts a header line, its place aside, into the two parts one
// dash sets apart; ok is false unless there are exactly two.
func dashParts(l string) (a, b string, ok bool) {
	head, _ := splitCompanyLocation(strings.TrimSpace(l))
	for _, sep := range []string{" - ", " – ", " — "} {
		if a, b, ok := strings.Cut(head, sep); ok && !strings.Contains(b, sep) {
			return a, trimSeps(b), true
		}
	}
	return "", "", false
}

// publicBodyRe is a word of a public body's name ("Tamarack County Clerk
// of Courts", "Board of Elections"), where a title word ("Clerk") is part
// of the name.
var publicBodyRe = regexp.MustCompile(`\b(?:County|City|State|Courts?|Board|Ministry|Agency|Commission|Sheriff['’]s)\b`)

// trailingNoteRe is a note in brackets at the end of a line.
var trailingNoteRe = regexp.MustCompile(`\s*\([^()]*\)$`)

// unitCentreRe is a unit named as a centre, an office or a group of an
// organisation ("Cardiac Centre", "Regional Office").
var unitCentreRe = regexp.MustCompile(`^\p{Lu}[\p{L}&'’/\- ]{0,40} (?:Centre|Center|Office|Group|Practice|Program|Programme)$`)

// placeApart reports whether a header line ends in a place set apart by
// a wide gap ("Al-Wurud Specialist Hospital - Cardiac Centre  Riyadh,
// Saudi Arabia"): an employer's line, as themes set it.
func placeApart(l string) bool {
	t := strings.TrimSpace(l)
	head, place, gap := strings.Cut(t, "  ")
	if !gap || strings.Contains(strings.TrimSpace(place), "  ") || head == "" {
		return false
	}
	if workPlaceRe.MatchString(strings.TrimSpace(place)) {
		// "Remote (Guadalajara, MX)", "Guadalajara, Jal. (hybrid)".
		return true
	}
	_, loc := splitCompanyLocation(t)
	return loc != "" && (looksLikePlace(trimSeps(place)) || townLike(trimSeps(place)) || asLocation(trimSeps(place)) != "")
}

// workPlaceRe is where a role was worked, written with its mode: "Remote",
// "Remote (Guadalajara, MX)", "Hybrid - Austin, TX", or a town with its
// region's abbreviation and the mode in brackets ("Guadalajara, Jal.
// (hybrid)").
var workPlaceRe = regexp.MustCompile(`^(?:(?i:remote|hybrid|on-?site)(?:\s*(?:\([^()]{2,40}\)|[-–—,]\s*\p{Lu}[\p{L}. ]{1,30}(?:, \p{Lu}[\p{L}.]{1,12})?))?|\p{Lu}[\p{L}]+(?: \p{Lu}[\p{L}]+){0,2}, \p{Lu}[\p{L}]{1,4}\.?(?:\s*\((?i:hybrid|remote|on-?site)\))?)$`)

// splitPlaceApart cuts an employer's line with its place set apart
// (placeApart) into the employer and the place.
func splitPlaceApart(l string) (company, place string, ok bool) {
	if !placeApart(l) {
		return "", "", false
	}
	head, rest, _ := strings.Cut(strings.TrimSpace(l), "  ")
	return trimSeps(head), strings.TrimSpace(rest), true
}

// companyAndPlace cuts an employer's line into the employer and its place:
// a place set apart by a gap first ("Guadalajara, Jal. (hybrid)", which
// the place lists do not know), else as splitCompanyLocation reads it.
func companyAndPlace(l string) (string, string) {
	if comp, place, ok := splitPlaceApart(l); ok {
		return comp, place
	}
	return splitCompanyLocation(strings.TrimSpace(l))
}

// orgWithSite reports whether a header line is an employer and its site
// set apart by a dash ("Buckeye Crossdock Logistics - DC #4 (Groveport)",
// "SmileCare Dental Group - Office #112", "Midwest Grocers Supply Co. -
// Columbus DC"): two parts, the first no title, the second a few words
// that name no job, a site's number or a place.
func orgWithSite(l string) bool {
	a, b, ok := dashParts(l)
	if !ok {
		return false
	}
	site := siteName(b) || looksLikePlace(b) || townLike(strings.TrimSpace(trailingNoteRe.ReplaceAllString(b, ""))) ||
		// "St. Croix Bluffs Public Schools (…) - Business Services": an
		// organisation by its words, and a part of it.
		(companyHintRe.MatchString(a) || publicBodyRe.MatchString(a)) && titleScore(b) == 0 && !startsLower(b)
	return site && len(strings.Fields(b)) <= 5 && titleLike(b) <= 0 && titleScore(a) == 0 && !startsLower(a)
}

// siteName reports a site of an employer written after it: a numbered
// store, office, branch or distribution center, or a campus, in a few
// words that name no job.
func siteName(b string) bool {
	return siteRe.MatchString(b) && len(strings.Fields(b)) <= 5 && titleLike(b) <= 0
}

// siteRe is a site of an employer: a numbered store, office, branch or
// distribution center, or a campus ("DC #4", "Store #07734", "Office
// #112", "Columbus DC", "Toowoomba campus").
var siteRe = regexp.MustCompile(`(?i)(?:^|\s)(?:#\s?\d+|dc|store|office|branch|campus|site|plant|warehouse|location|clinic)\b`)
