package resume

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Experience.

// headerSeps split a one-line role header into title and company, in order
// of preference.
var headerSeps = []string{" at ", " @ ", " | ", " · ", " — ", " – ", "  ", " - ", ", "}

// isHeaderLike tells whether a line could be a role's title or company
// line: not a bullet, not a sentence.
func isHeaderLike(l string) bool {
	l = strings.TrimSpace(l)
	if l == "" || isBullet(l) || len([]rune(l)) > 110 || headingOf(l) != "" {
		return false
	}
	if strings.HasSuffix(l, ".") && !companyHintRe.MatchString(lastWord(l)) {
		return false
	}
	// A wrapped bullet's end ("apps", "sizing on Kubernetes", "12% to
	// 78%") starts in lower case or holds a percentage.
	if startsLower(l) || strings.ContainsAny(l, "%$€£") {
		return false
	}
	if f := strings.Fields(l); len(f) >= 2 && unicode.IsDigit([]rune(f[0])[0]) && startsLower(f[1]) {
		// "3 print vendors": a count starting a sentence's end.
		return false
	}
	// A line of six or more words, most of them in lower case, is a
	// sentence (a bullet printed without its bullet glyph), not a header.
	if f := strings.Fields(l); len(f) >= 6 {
		capital := 0
		for _, w := range f {
			if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) || unicode.IsDigit(r) {
				capital++
			}
		}
		if capital*2 < len(f) {
			return false
		}
	}
	return true
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// splitRole splits a one-line header into its parts.
func splitRole(s string) []string {
	for _, sep := range headerSeps {
		if sep == " - " || sep == " – " || sep == " — " {
			// "Registered Nurse - Cardiac Step-Down Unit, Desert Valley
			// Medical Center": the dash is inside the title when a comma
			// follows it and what follows the comma is not a place.
			core := s
			if j := strings.LastIndex(core, ", "); j > 0 && (usStates[trimSeps(core[j+2:])] || looksLikePlace(trimSeps(core[j+2:]))) {
				// A place at the end ("…, Desert Valley Medical Center,
				// Phoenix, AZ") is not what the dash is weighed against.
				core = core[:j]
				if k := strings.LastIndex(core, ", "); k > 0 && looksLikePlace(trimSeps(core[k+2:])+", "+trimSeps(s[j+2:])) {
					core = core[:k]
				}
			}
			if i, j := strings.Index(core, sep), strings.LastIndex(core, ", "); i >= 0 && j > i {
				s := core
				after := trimSeps(s[i+len(sep):])
				if !looksLikePlace(after) && asLocation(after) == "" && !looksLikePlace(trimSeps(s[j+2:])) && !usStates[trimSeps(s[j+2:])] {
					continue
				}
			}
		}
		if strings.Contains(s, sep) {
			var out []string
			for _, p := range strings.Split(s, sep) {
				if p = trimSeps(p); p != "" {
					out = append(out, p)
				}
			}
			if n := len(out); sep == ", " && n >= 3 && (usStates[out[n-1]] || countries[out[n-1]]) && looksLikePlace(out[n-2]+", "+out[n-1]) {
				// "Company, La Porte, TX", "Company, Berlin, Germany": the
				// city and state or country are one place.
				out = append(out[:n-2], out[n-2]+", "+out[n-1])
			}
			if sep == ", " {
				out = joinCompanySuffix(out)
				place := ""
				if n := len(out); n >= 4 && looksLikePlace(out[n-1]) {
					place, out = out[n-1], out[:n-1]
				}
				if n := len(out); n >= 3 && (legalEndRe.MatchString(out[n-1]) && !legalEndRe.MatchString(out[n-2]) ||
					companyHintRe.MatchString(out[n-1]) && !companyHintRe.MatchString(out[n-2]) && !looksLikePlace(out[n-1])) {
					// "Staff Software Engineer, Platform, Parcelio GmbH": the
					// company is the part with a legal form; the title keeps
					// its own comma.
					out = []string{strings.Join(out[:n-1], ", "), out[n-1]}
				}
				if place != "" {
					out = append(out, place)
				}
			}
			if sep == ", " && len(out) > 2 {
				// "Title, Company, City, ST": keep the rest as the location.
				out = []string{out[0], out[1], strings.Join(out[2:], ", ")}
			}
			if len(out) >= 2 {
				return out
			}
		}
	}
	return []string{trimSeps(s)}
}

// legalEndRe is a company's legal form at the end of a part ("Datenfabrik
// UG", "Ashworth Pryce LLP"): a stronger sign than a kind of business.
var legalEndRe = regexp.MustCompile(`(?i)\b(?:inc|llc|llp|lp|ltd|limited|corp|gmbh|ag|plc|ug|kg|bv|sarl|srl|spa|pvt\.? ltd|pty\.? ltd)\.?$`)

// companySuffixRe is a legal form that follows a company's name after a
// comma ("Bayou Industrial Services, Inc.").
var companySuffixRe = regexp.MustCompile(`(?i)^(?:inc|llc|l\.l\.c|ltd|limited|corp|co|plc|llp|lp|gmbh|ag|s\.?a|pty ltd|pvt ltd)\.?$`)

// joinCompanySuffix puts a legal form split off at a comma back on its
// company.
func joinCompanySuffix(parts []string) []string {
	out := parts[:0:0]
	for _, p := range parts {
		if len(out) > 0 && companySuffixRe.MatchString(p) {
			out[len(out)-1] += ", " + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// splitCompanyLocation cuts "Company — City, ST" into its two parts.
func splitCompanyLocation(s string) (string, string) {
	for _, sep := range []string{" — ", " – ", "  ", " - ", " | ", " · "} {
		if i := strings.LastIndex(s, sep); i > 0 {
			loc := trimSeps(s[i+len(sep):])
			if asLocation(loc) != "" || looksLikePlace(loc) || looksLikeCity(loc) && !specialtyRe.MatchString(loc) {
				return trimSeps(s[:i]), loc
			}
		}
	}
	if i := strings.Index(s, ", "); i > 0 {
		loc := trimSeps(s[i+2:])
		if looksLikePlace(loc) {
			return trimSeps(s[:i]), loc
		}
		// "Helix Biotech Seattle, Washington": the city is the last word
		// before the comma (two after San, New, Los…).
		if f := strings.Fields(s[:i]); len(f) >= 2 && looksLikePlace(f[len(f)-1]+", "+loc) {
			n := 1
			if len(f) >= 3 && cityPrefixes[f[len(f)-2]] {
				n = 2
			}
			return strings.Join(f[:len(f)-n], " "), strings.Join(f[len(f)-n:], " ") + ", " + loc
		}
	}
	return trimSeps(s), ""
}

// specialtyRe is a word that names a unit, shift or field after a title
// ("Registered Nurse - Cardiac Step-Down Unit", "Warehouse Supervisor -
// Second Shift"), never a city.
var specialtyRe = regexp.MustCompile(`(?i)\b(?:unit|shift|department|dept|floor|ward|team|platform|division|surgical|medical|clinic|care|services|development|operations|support|sales|marketing|engineering|finance|accounting|nights?|days|weekends?|part-time|full-time|contract|temporary|intern(?:ship)?)\b`)

// cityPrefixes begin two-word city names.
var cityPrefixes = map[string]bool{"San": true, "Santa": true, "Los": true, "Las": true, "New": true, "St.": true,
	"Saint": true, "Fort": true, "Salt": true, "El": true, "La": true, "Le": true, "Rio": true, "São": true, "Buenos": true,
	"Hong": true, "Kuala": true, "Tel": true, "Cape": true, "Mexico": true, "Kansas": true, "Oklahoma": true, "Palo": true}

var remoteRe = regexp.MustCompile(`(?i)^(remote|hybrid|on-?site)$`)

// looksLikeCity accepts a short capitalised name ("Casablanca", "New
// York") that carries no company or job-title word.
func looksLikeCity(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 3 || companyHintRe.MatchString(s) || titleScore(s) > 0 {
		return false
	}
	for _, w := range f {
		if !nameWordRe.MatchString(w) || strings.ContainsAny(w, "0123456789&") {
			return false
		}
	}
	return true
}

func looksLikePlace(s string) bool {
	return remoteRe.MatchString(s) || countries[s] || asLocation(s) != ""
}

// placeLine reports a line that is only a place: "La Porte, TX",
// "Remote", a country; not "Helix Biotech Seattle, Washington".
func placeLine(s string) bool {
	s = strings.TrimSpace(s)
	if remoteRe.MatchString(s) || countries[s] {
		return true
	}
	city, _, ok := strings.Cut(s, ", ")
	f := strings.Fields(city)
	if len(f) > 2 && !cityPrefixes[f[0]] {
		return false
	}
	return ok && looksLikeCity(city) && asLocation(s) == s
}

// assignRole fills title, company and location from header parts.
func assignRole(e *Experience, parts []string) {
	if len(parts) >= 2 {
		// Places ("Remote, USA", "Seattle, Washington") go to the location.
		var keep []string
		for _, p := range parts {
			if looksLikePlace(p) && e.Location == "" {
				e.Location = p
				continue
			}
			keep = append(keep, p)
		}
		if len(keep) > 0 {
			parts = keep
		}
	}
	switch len(parts) {
	case 0:
		return
	case 1:
		if titleScore(parts[0]) > 0 || e.Title == "" && e.Company != "" {
			e.Title = parts[0]
		} else {
			e.Company = parts[0]
		}
		return
	}
	a, b := parts[0], parts[1]
	if titleLike(b) > titleLike(a) {
		a, b = b, a
	}
	e.Title, e.Company = a, b
	if len(parts) > 2 {
		e.Location = strings.Join(parts[2:], ", ")
	}
	if e.Location == "" {
		e.Company, e.Location = splitCompanyLocation(e.Company)
	}
}

// titleLike scores how much s reads as a job title rather than a company:
// title words, above all a title noun at the end ("Business Analyst", not
// "Ember & Oak Marketing"), and no company word.
func titleLike(s string) int {
	n := titleScore(s)
	w := strings.ToLower(strings.Trim(lastWord(s), ".,;:()"))
	if titleWords[w] && !titleModifiers[w] {
		n += 2
	}
	if companyHintRe.MatchString(s) {
		n -= 2
	}
	return n
}

// titleModifiers are title words that qualify a role rather than name it.
var titleModifiers = map[string]bool{"senior": true, "junior": true, "principal": true, "chief": true, "marketing": true,
	"sales": true, "product": true, "engineering": true, "registered": true, "charge": true, "teaching": true,
	"contract": true, "support": true, "staff": true, "freelance": true, "devops": true, "sre": true, "qa": true}

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

// isSentence tells a description line whose bullet the text layer lost
// (browsers draw list markers as shapes): five words or more ending a
// sentence.
func isSentence(l string) bool {
	l = strings.TrimSpace(l)
	return len(strings.Fields(l)) >= 5 && (strings.HasSuffix(l, ".") || strings.HasSuffix(l, "!"))
}

func onlyBlank(lines []string) bool {
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			return false
		}
	}
	return true
}

// dropFloatingSentence removes from a role's header line the start of its
// first bullet that a layout floated beside it, after a wide gap
// ("Licensed Practical Nurse  Administered medications and"): a part of
// three or more words, most of them in lower case.
func dropFloatingSentence(rest string) string {
	parts := strings.Split(rest, "  ")
	if len(parts) < 2 {
		return rest
	}
	last := strings.Fields(parts[len(parts)-1])
	if len(last) < 3 {
		return rest
	}
	lower := 0
	for _, w := range last[1:] {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			lower++
		}
	}
	if lower*2 <= len(last)-1 {
		return rest
	}
	return strings.TrimSpace(strings.Join(parts[:len(parts)-1], "  "))
}

// durationRe is the length of a role some layouts print beside its dates
// ("4 years 5 months", "(2 yrs)"): not a company or title.
var durationRe = regexp.MustCompile(`(?i)\(?\b\d{1,2}\+?\s*(?:years?|yrs?)(?:,?\s*\d{1,2}\s*(?:months?|mos?))?\)?|\(?\b\d{1,2}\s*(?:months?|mos?)\)?`)

// roleAnchor is the line a role hangs on: its date range (if any) and
// what is left of the line without it.
type roleAnchor struct {
	idx        int
	start, end string
	rest       string
	// lead is the start of the role's first bullet when a layout printed
	// it on the dates' line.
	lead string
}

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
				out = append(out, strings.TrimSpace(m[2])+"  "+m[1]+" – "+n[1])
				if rest := strings.TrimSpace(n[2]); rest != "" {
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

func parseExperience(lines []string) []Experience {
	lines = joinWrappedRanges(joinLeadRanges(lines))
	type anchor = roleAnchor
	var anchors []anchor
	for i, l := range lines {
		st, en, rest, ok := findRange(l)
		if !ok {
			continue
		}
		if isBullet(l) {
			// A role header written as a bullet ("• Engineer — Acme
			// (2019 – 2021)", "— Remote, USA  Jul 2024 - Present"), not a
			// sentence that mentions years.
			rest = trimSepsKeepGaps(stripBullet(rest))
			if len([]rune(rest)) > 90 || len(strings.Fields(rest)) > 10 || strings.HasSuffix(rest, ".") ||
				rest != "" && titleScore(rest) == 0 && len(splitRole(rest)) < 2 && !looksLikePlace(rest) {
				continue
			}
		}
		rest = dropFloatingSentence(trimSepsKeepGaps(durationRe.ReplaceAllString(rest, "  ")))
		lead := ""
		if rest != "" && !isHeaderLike(rest) {
			// "2022-04 TO 2026-09  Welded carbon and stainless steel…":
			// the dates' row carries the first bullet, the header is above.
			lead, rest = rest, ""
		}
		if n := len(anchors); n > 0 && strings.TrimSpace(lines[anchors[n-1].idx]) == strings.TrimSpace(l) && onlyBlank(lines[anchors[n-1].idx+1:i]) {
			// The same header printed twice (a layout repeating it at a
			// page break): one role.
			anchors = anchors[:n-1]
		}
		anchors = append(anchors, anchor{idx: i, start: st, end: en, rest: rest, lead: lead})
	}
	anchors = append(anchors, datelessAnchors(lines, func(i int) bool {
		for _, a := range anchors {
			if i >= a.idx-2 && i <= a.idx+2 {
				return true
			}
		}
		return false
	})...)
	sort.SliceStable(anchors, func(i, j int) bool { return anchors[i].idx < anchors[j].idx })
	var out []Experience
	used := make([]bool, len(lines))
	for k, a := range anchors {
		used[a.idx] = true
		e := Experience{StartDate: a.start, EndDate: a.end}
		prevLimit := 0
		if k > 0 {
			prevLimit = anchors[k-1].idx + 1
		}
		var hdr []string
		if a.rest != "" && looksLikePlace(a.rest) {
			// "— Remote, USA  Jul 2024 - Present": the place, with the
			// company above and maybe the title below.
			e.Location = a.rest
			a.rest = ""
		}
		up := a.idx - 1 // the line above the dates' line
		if u := up - 1; u >= prevLimit && strings.TrimSpace(lines[up]) == "" && len(strings.Fields(lines[u])) <= 6 &&
			!strings.ContainsAny(lines[u], "0123456789") && (u == prevLimit || strings.TrimSpace(lines[u-1]) == "" || headingOf(lines[u-1]) != "") {
			// A company alone above a blank line, set apart from the
			// lines above it too: the role's header.
			up = u
		}
		if a.rest != "" && len(splitRole(a.rest)) == 2 && !strings.ContainsAny(a.rest, "|@") &&
			!companyHintRe.MatchString(splitRole(a.rest)[1]) &&
			!strings.Contains(a.rest, "  ") && !strings.Contains(a.rest, " at ") && titleScore(a.rest) > 0 &&
			up >= prevLimit && !used[up] && isHeaderLike(lines[up]) && !afterBullet(lines, up) &&
			len(nonPlaceParts(lines[up])) == 1 && titleScore(lines[up]) == 0 && !placeLine(lines[up]) {
			// "Desert Valley Medical Center" above "Registered Nurse -
			// Cardiac Step-Down Unit  2021-03 - Present": with the
			// company on its own line above, the dash (or comma) is the
			// title's own.
			e.Company, e.Title = nonPlaceParts(lines[up])[0], trimSeps(a.rest)
			if p := splitRole(lines[up]); len(p) == 2 && looksLikePlace(p[1]) {
				e.Location = p[1]
			}
			used[up] = true
		} else if a.rest != "" && len([]rune(a.rest)) < 110 {
			hdr = append(hdr, a.rest)
			// "Title" on the line above "Company  Jan 2020 - Present".
			if len(nonPlaceParts(a.rest)) == 1 {
				// A company's legal form or kind ("Kartenwerk AG", "…
				// Software Solutions"), or a short title above a company,
				// marks a header even under a long bullet.
				if up >= prevLimit && !used[up] && isHeaderLike(lines[up]) &&
					(!afterBullet(lines, up) || companyHintRe.MatchString(lines[up]) && titleScore(lines[up]) == 0 && !startsLower(lines[up]) ||
						titleScore(lines[up]) > 0 && titleScore(a.rest) == 0 && len(strings.Fields(lines[up])) <= 6 && !startsLower(lines[up])) {
					hdr = append([]string{lines[up]}, hdr...)
					used[up] = true
				} else if j := a.idx + 1; j < len(lines) && isHeaderLike(lines[j]) && len([]rune(lines[j])) <= 80 && !dateRangeRe.MatchString(lines[j]) {
					// "2019 – Present  Title" with the company on the next line.
					hdr = append(hdr, lines[j])
					used[j] = true
				}
			}
		} else {
			// Up to two header lines directly above the dates (a blank
			// line between them and the dates is spacing, not a break).
			var at []int     // the lines hdr came from
			top := a.idx - 1 // the first line above the dates to read
			if top >= prevLimit && strings.TrimSpace(lines[top]) == "" {
				top--
			}
			if top-2 >= prevLimit && !used[top] && !used[top-2] && strings.TrimSpace(lines[top-1]) == "" &&
				isHeaderLike(lines[top]) && isHeaderLike(lines[top-2]) && (top-3 < prevLimit || !isHeaderLike(lines[top-3])) && !placeLine(lines[top]) {
				// "Title" / blank / "Company" / dates.
				hdr = append(hdr, lines[top-2], lines[top])
				at = append(at, top-2, top)
				top = -1
			}
			if top-1 >= prevLimit && !used[top] && placeLine(lines[top]) && isHeaderLike(lines[top-1]) && !looksLikePlace(lines[top-1]) {
				// "Company" / "City, ST" / dates: the place is the role's
				// location.
				e.Location = trimSeps(lines[top])
				used[top] = true
				top--
			} else if top-2 >= prevLimit && !used[top] && placeLine(lines[top]) && strings.TrimSpace(lines[top-1]) == "" &&
				isHeaderLike(lines[top-2]) && !looksLikePlace(lines[top-2]) && !isSentence(lines[top-2]) {
				// "Company" / blank / "City, ST" / dates.
				e.Location = trimSeps(lines[top])
				used[top] = true
				top -= 2
			}
			for j := top; j >= 0 && j >= prevLimit && j >= top-1; j-- {
				if used[j] || !isHeaderLike(lines[j]) {
					break
				}
				hdr = append([]string{lines[j]}, hdr...)
				at = append([]int{j}, at...)
			}
			if len(hdr) == 2 && titleScore(hdr[0]) == 0 && (len(splitRole(hdr[1])) >= 2 || afterBullet(lines, a.idx-2) && startsLower(hdr[0])) {
				hdr, at = hdr[1:], at[1:]
			}
			if len(hdr) == 1 && len(splitRole(hdr[0])) == 1 {
				// "Company" above the dates, "Title" below them (a blank
				// line between is spacing).
				j := a.idx + 1
				if j+1 < len(lines) && strings.TrimSpace(lines[j]) == "" {
					j++
				}
				if j < len(lines) && isHeaderLike(lines[j]) && len([]rune(lines[j])) <= 80 &&
					!dateRangeRe.MatchString(lines[j]) && titleLike(lines[j]) > titleLike(hdr[0]) && (k+1 >= len(anchors) || j < anchors[k+1].idx) {
					hdr = append(hdr, lines[j])
					at = append(at, j)
				}
			}
			if len(hdr) == 0 {
				// Dates first: the header follows.
				for j := a.idx + 1; j < len(lines) && j <= a.idx+2; j++ {
					if !isHeaderLike(lines[j]) || (k+1 < len(anchors) && j >= anchors[k+1].idx) {
						break
					}
					if _, _, _, ok := findRange(lines[j]); ok {
						break
					}
					hdr = append(hdr, lines[j])
					at = append(at, j)
				}
			}
			for _, j := range at {
				used[j] = true
			}
		}
		switch len(hdr) {
		case 0:
		case 1:
			assignRole(&e, splitRole(hdr[0]))
		default:
			p0 := splitRole(hdr[0])
			if t0, t1 := titleLike(hdr[0]), titleLike(hdr[1]); t1 > t0 && len(nonPlaceParts(hdr[1])) == 1 {
				// "Company — City" above "Title".
				e.Title = trimSeps(hdr[1])
				var loc string
				e.Company, loc = splitCompanyLocation(hdr[0])
				if loc != "" {
					e.Location = loc
				}
			} else if len(p0) >= 2 && (placeLine(hdr[1]) || len(nonPlaceParts(hdr[1])) >= 2 || titleLike(hdr[1]) > 0) {
				assignRole(&e, p0)
				if e.Location == "" {
					e.Location = trimSeps(hdr[1])
				}
			} else {
				first, second := trimSeps(hdr[0]), hdr[1]
				comp, loc := splitCompanyLocation(second)
				if p := splitRole(comp); loc == "" && len(p) == 2 && looksLikePlace(p[1]) {
					comp, loc = p[0], p[1] // "Company, City, ST"
				}
				if titleLike(comp) > titleLike(first) {
					first, comp = comp, first
				}
				e.Title, e.Company = first, comp
				if loc != "" {
					e.Location = loc
				}
			}
		}
		out = append(out, e)
	}
	// Descriptions: the unused lines after each anchor up to the next entry.
	for k, a := range anchors {
		end := len(lines)
		if k+1 < len(anchors) {
			end = anchors[k+1].idx
		}
		var desc []string
		if a.lead != "" {
			desc = append(desc, a.lead)
		}
		for j := a.idx + 1; j < end; j++ {
			if used[j] || strings.TrimSpace(lines[j]) == "" {
				continue
			}
			if k+1 < len(anchors) && j >= end-2 && isHeaderLike(lines[j]) && !isBullet(lines[j]) && j > a.idx+1 {
				// The next role's header lines.
				continue
			}
			l := lines[j]
			if isBullet(l) {
				desc = append(desc, "• "+stripBullet(l))
			} else if len(desc) > 0 && !strings.HasSuffix(desc[len(desc)-1], ".") {
				desc[len(desc)-1] += " " + strings.TrimSpace(l)
			} else {
				desc = append(desc, strings.TrimSpace(l))
			}
		}
		out[k].Description = truncateRunes(strings.Join(desc, "\n"), 4000)
	}
	for i := range out {
		out[i].Title = truncateRunes(out[i].Title, 150)
		out[i].Company = truncateRunes(out[i].Company, 150)
		out[i].Location = truncateRunes(out[i].Location, 100)
	}
	return out
}

// afterBullet reports whether line i continues a bullet on the line above
// (a wrapped bullet in a PDF).
func startsLower(s string) bool {
	for _, r := range strings.TrimSpace(s) {
		return unicode.IsLower(r)
	}
	return false
}

// A line after a bullet continues it when it starts in lower case or the
// bullet filled its line without ending a sentence; a short bullet followed
// by a capitalised line is followed by a new header.
func afterBullet(lines []string, i int) bool {
	if i <= 0 || !isBullet(lines[i-1]) {
		return false
	}
	prev := strings.TrimSpace(lines[i-1])
	return startsLower(lines[i]) || len([]rune(prev)) >= 70 && !strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "!")
}

// datelessAnchors finds roles written without dates: a "Title — Company"
// line (a job-title word and a separator) directly followed by bullets,
// away from any dated role header (near reports whether line i is within
// reach of one).
func datelessAnchors(lines []string, near func(int) bool) []roleAnchor {
	var out []roleAnchor
	for i, l := range lines {
		if near(i) || !isHeaderLike(l) || len([]rune(l)) > 90 || titleScore(l) == 0 || len(splitRole(l)) < 2 {
			continue
		}
		if i+1 >= len(lines) || !(isBullet(lines[i+1]) || isSentence(lines[i+1])) || afterBullet(lines, i) {
			continue
		}
		out = append(out, roleAnchor{idx: i, rest: l})
	}
	return out
}
