package resume

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Experience: each role's anchor (its dates, or a dateless header), the
// header lines around it and its description.

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

// townLike reports a short place Stride's lists lack ("Enderby,
// Leicestershire", "Cebu IT Park"): one or two parts of one to three
// capitalised words each, no company or title word.
func townLike(s string) bool {
	parts := strings.Split(trimSeps(s), ", ")
	if len(parts) > 2 || strings.Contains(s, "  ") {
		return false
	}
	for _, p := range parts {
		if !townPart(p) {
			return false
		}
	}
	return true
}

// townPart reports one part of a town's name as written: a city, or a
// place Stride knows (a region, a country, "Remote").
func townPart(p string) bool { return looksLikeCity(p) || looksLikePlace(p) }

// dropLinkParts removes the parts of a line, set apart by gaps, that are
// only a link ("Senior Content Strategist  2024-02 - Present
// https://www.northgate.example.com": the company's site beside its dates).
func dropLinkParts(s string) string {
	parts := gapRe.Split(s, -1)
	keep := parts[:0]
	for _, p := range parts {
		if t := strings.TrimSpace(p); t != "" && !strings.Contains(t, " ") && urlRe.FindString(t) == t && !strings.Contains(t, "@") {
			continue
		}
		keep = append(keep, p)
	}
	return strings.Join(keep, "  ")
}

// titleWrapBelow reports whether next is the end of title, wrapped by a
// narrow column: title fills the column (30 letters or more), next is one
// to three capitalised words with no sentence's end, and a blank line
// follows it (the layout sets the bullets apart).
func titleWrapBelow(title, next, after string) bool {
	n := strings.TrimSpace(next)
	f := strings.Fields(n)
	return len([]rune(strings.TrimSpace(title))) >= 30 && len(f) >= 1 && len(f) <= 3 && capitalisedWords(n) && isHeaderLike(n) &&
		!strings.HasSuffix(n, ".") && !dateRe.MatchString(n) && !placeLine(n) && strings.TrimSpace(after) == ""
}

// headerOrder is which of a role's two header lines held its title.
type headerOrder int

const (
	orderNone        headerOrder = iota // not a two-line header
	orderTitleFirst                     // the title line read as more of a title
	orderTitleSecond                    // the second line did
	orderUnsure                         // neither line read as more of a title
)

// voteHeaderOrder gives a role whose two header lines read alike ("Hope
// Harbor Women's Shelter" / "Case Aide") the order the resume's other
// roles showed: one resume lays every role out the same way.
func voteHeaderOrder(out []Experience, orders []headerOrder) {
	first, second := 0, 0
	for _, o := range orders {
		switch o {
		case orderTitleFirst:
			first++
		case orderTitleSecond:
			second++
		}
	}
	if second <= first {
		return
	}
	for i, o := range orders {
		if o == orderUnsure {
			out[i].Title, out[i].Company = out[i].Company, out[i].Title
		}
	}
}

func parseExperience(lines []string) []Experience {
	lines = joinWrappedHeaders(joinWrappedRanges(joinLeadRanges(dropLinkLines(lines))))
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
		if !dateRangeRe.MatchString(l) && (loneDateInSentence(rest) || sinceRe.MatchString(l) && (strings.HasSuffix(strings.TrimSpace(l), ".") || sinceInClause(l) || sinceWrapped(lines, i))) ||
			rangeInSentence(l) || rangeInAside(l) || rangeGoesOnSentence(lines, i) || rangeThenClause(l) || rangeInWrappedSentence(lines, i, rest) ||
			len(anchors) > 0 && (achievementLine(stripBullet(rest)) || rangeClosesSentence(l) || rangeEndsWrappedBullet(lines, i)) {
			continue
		}
		rest = dropFloatingSentence(trimSepsKeepGaps(durationRe.ReplaceAllString(dropLinkParts(rest), "  ")))
		lead := ""
		if h := headerBeforeSummary(rest); h != rest {
			rest, lead = h, strings.TrimSpace(rest[len(h):])
		} else if rest != "" && !isHeaderLike(rest) && !(i > 0 && placeApart(lines[i-1]) && len([]rune(rest)) <= 80 && len(strings.Fields(rest)) <= 10 && !strings.HasSuffix(rest, ".")) {
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
	var orders []headerOrder
	used := make([]bool, len(lines))
	for k, a := range anchors {
		used[a.idx] = true
		e := Experience{StartDate: a.start, EndDate: a.end}
		prevLimit := 0
		if k > 0 {
			prevLimit = anchors[k-1].idx + 1
		}
		nextIdx := len(lines) // the next role's dates
		if k+1 < len(anchors) {
			nextIdx = anchors[k+1].idx
		}
		var hdr []string
		wholeAbove := false // hdr[0] is the company whole, hdr[1] the title below the dates
		if a.rest != "" && (looksLikePlace(a.rest) || townLike(a.rest) && a.idx-1 >= prevLimit && len(nonPlaceParts(lines[a.idx-1])) == 2 && isHeaderLike(lines[a.idx-1])) {
			// "August 2024 – Present · Enderby, Leicestershire" under
			// "Warehouse Operative (Nights), Midshires Distribution Ltd":
			// with title and company above, a town beside the dates is
			// where the role was.
			// "— Remote, USA  Jul 2024 - Present": the place, with the
			// company above and maybe the title below.
			e.Location = a.rest
			a.rest = ""
		}
		if a.rest != "" && e.Location == "" {
			// "Khumalo Venter Inc., Sandton, Johannesburg | 03/2022 –
			// Present": a company with its place beside the dates.
			if comp, loc := splitCompanyLocation(a.rest); loc != "" && companyOnly(comp) != "" {
				e.Location, a.rest = loc, comp
			}
		}
		up := a.idx - 1 // the line above the dates' line
		if u := up - 1; u >= prevLimit && strings.TrimSpace(lines[up]) == "" && len(strings.Fields(lines[u])) <= 6 &&
			!strings.ContainsAny(lines[u], "0123456789") && (u == prevLimit || strings.TrimSpace(lines[u-1]) == "" || headingOf(lines[u-1]) != "") {
			// A company alone above a blank line, set apart from the
			// lines above it too: the role's header.
			up = u
		}
		if a.rest != "" && len(splitRole(a.rest)) == 2 && !strings.ContainsAny(a.rest, "|@") &&
			(!strongCompanyHint(splitRole(a.rest)[1]) || up >= prevLimit && legalEndRe.MatchString(firstField(lines[up]))) &&
			!strings.Contains(a.rest, "  ") && !strings.Contains(a.rest, " at ") && titleScore(a.rest) > 0 &&
			up >= prevLimit && !used[up] && isHeaderLike(lines[up]) && (!afterBullet(lines, up) || legalEndRe.MatchString(firstField(lines[up]))) &&
			(len(nonPlaceParts(lines[up])) == 1 && titleScore(lines[up]) == 0 || companyOnly(lines[up]) != "" || orgWithUnit(lines[up]) || placeApart(lines[up])) && !placeLine(lines[up]) {
			// "Desert Valley Medical Center" above "Registered Nurse -
			// Cardiac Step-Down Unit  2021-03 - Present": with the
			// company on its own line above, the dash (or comma) is the
			// title's own.
			e.Company, e.Title = strings.TrimSpace(lines[up]), trimSeps(a.rest)
			if p := nonPlaceParts(lines[up]); len(p) > 0 {
				e.Company = p[0]
			} else if c := companyOnly(lines[up]); c != "" {
				// Every part reads as a place ("Lindqvist Logistik AB": AB
				// is Alberta's code too), but the line names a company.
				e.Company = c
			}
			if comp, place, ok := splitPlaceApart(lines[up]); ok {
				// The organisation whole, with its unit or note, and its
				// place.
				e.Company, e.Location = comp, place
			} else if orgWithUnit(lines[up]) {
				e.Company, _ = splitCompanyLocation(strings.TrimSpace(lines[up]))
			}
			if p := splitRole(lines[up]); len(p) == 2 && looksLikePlace(p[1]) {
				e.Location = p[1]
			} else if c := companyOnly(lines[up]); c != "" {
				// "Brabant Proces Engineering B.V.  Helmond".
				e.Company = c
				if _, loc := splitCompanyLocation(strings.TrimSpace(lines[up])); loc != "" && e.Location == "" {
					e.Location = loc
				}
			}
			used[up] = true
		} else if comp, town, ok := companyThenTown(a.rest); ok && up >= prevLimit && !used[up] && isHeaderLike(lines[up]) && !afterBullet(lines, up) &&
			len(nonPlaceParts(lines[up])) == 1 && titleLike(lines[up]) > 0 {
			// "Sous Chef" above "The Copper Kettle Brasserie (Northern
			// Table Group), Manchester, Spinningfields | 05/2023 –
			// Present": the title above, the company and its town beside
			// the dates.
			e.Title, e.Company = trimSeps(lines[up]), comp
			if e.Location == "" {
				e.Location = town
			}
			used[up] = true
		} else if a.rest != "" && (len([]rune(bracketSepRe.ReplaceAllString(a.rest, "()"))) < 110 || longTitleAtOrg(a.rest)) {
			hdr = append(hdr, a.rest)
			// "Title" on the line above "Company  Jan 2020 - Present".
			if len(nonPlaceParts(a.rest)) == 1 || orgWithUnit(a.rest) || orgWithSite(a.rest) {
				// A company's legal form or kind ("Kartenwerk AG", "…
				// Software Solutions"), or a short title above a company,
				// marks a header even under a long bullet.
				// A title below the dates wins over a line of several
				// words above them that reads as no title ("Received the
				// DAISY Award for Extraordinary Nurses (2019)").
				below := a.idx + 1
				titleBelow := below < len(lines) && isHeaderLike(lines[below]) && titleLike(lines[below]) > 0 && !dateRangeRe.MatchString(lines[below])
				if up >= prevLimit && !used[up] && isHeaderLike(lines[up]) && !(titleBelow && titleLike(lines[up]) <= 0 && len(strings.Fields(lines[up])) > 4) &&
					(!afterBullet(lines, up) || placeApart(lines[up]) || companyHintRe.MatchString(lines[up]) && titleScore(lines[up]) == 0 && !startsLower(lines[up]) ||
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
			if top-1 >= prevLimit && !used[top] && (placeLine(lines[top]) || townLike(lines[top]) && (strings.Contains(lines[top], ", ") || len(strings.Fields(lines[top])) == 1 && legalEndRe.MatchString(strings.TrimSpace(lines[top-1]))) && companyOnly(lines[top-1]) != "" ||
				townLike(lines[top]) && !unitWordRe.MatchString(strings.TrimSpace(lines[top])) && !strings.HasSuffix(strings.TrimSpace(lines[top-1]), ",") &&
					titleLike(lines[top-1]) <= 0 && titleBelowDates(lines, a.idx, nextIdx)) && isHeaderLike(lines[top-1]) && !looksLikePlace(lines[top-1]) {
				// "Seaview Lodge Nursing Home" / "Salthill, Galway" / dates /
				// "Healthcare Assistant": with a title below the dates, a
				// town above them is the role's place under a company that
				// names no legal form.
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
			if len(hdr) == 2 && titleScore(hdr[0]) == 0 && !legalEndRe.MatchString(strings.TrimSpace(hdr[0])) && companyOnly(hdr[0]) == "" &&
				(len(splitRole(hdr[1])) >= 2 || afterBullet(lines, a.idx-2) && startsLower(hdr[0])) {
				hdr, at = hdr[1:], at[1:]
			}
			if len(hdr) == 1 && (len(splitRole(hdr[0])) == 1 || orgAndPart(hdr[0]) || orgUnitAlone(hdr[0])) {
				// "Company" above the dates, "Title" below them (a blank
				// line between is spacing); the company may name its unit
				// or site after a dash ("Vance, Ibarra & Lowe, PLLC -
				// Immigration Practice Group").
				j := a.idx + 1
				if j+1 < len(lines) && strings.TrimSpace(lines[j]) == "" {
					j++
				}
				if j < len(lines) && isHeaderLike(lines[j]) && len([]rune(lines[j])) <= 80 &&
					!dateRangeRe.MatchString(lines[j]) && titleLike(lines[j]) > headerTitleLike(hdr[0]) && (k+1 >= len(anchors) || j < anchors[k+1].idx) {
					title := lines[j]
					at = append(at, j)
					if w := j + 1; w+1 < len(lines) && titleWrapBelow(lines[j], lines[w], lines[w+1]) && (k+1 >= len(anchors) || w < anchors[k+1].idx) {
						// "Head of Reference & Adult Services, Main" /
						// "Library": the title wrapped by a narrow column.
						title = strings.TrimSpace(title) + " " + strings.TrimSpace(lines[w])
						at = append(at, w)
					}
					hdr = append(hdr, title)
					wholeAbove = len(splitRole(hdr[0])) > 1
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
		if len(hdr) == 2 && wrappedHeader(hdr[0], hdr[1]) {
			hdr = []string{strings.TrimSpace(hdr[0]) + " " + strings.TrimSpace(hdr[1])}
		}
		order := orderNone
		switch {
		case len(hdr) == 0:
		case wholeAbove && len(hdr) == 2:
			// The company whole above the dates, its unit and all; the
			// title below them.
			order = orderTitleSecond
			var loc string
			e.Title = trimSeps(hdr[1])
			e.Company, loc = splitCompanyLocation(strings.TrimSpace(hdr[0]))
			if loc != "" && e.Location == "" {
				e.Location = loc
			}
		case len(hdr) == 1:
			assignRole(&e, splitRole(hdr[0]))
		default:
			p0 := splitRole(hdr[0])
			if c, t := companyOnly(hdr[0]), companyOnly(hdr[1]); c != "" && t == "" && (titleScore(hdr[1]) > 0 || legalEndRe.MatchString(c) && !strongCompanyHint(hdr[1])) ||
				t != "" && c == "" && (titleScore(hdr[0]) > 0 || legalEndRe.MatchString(t) && !strongCompanyHint(hdr[0])) {
				// "Copper Kettle Restaurants, Inc." and "General Manager -
				// The Saltbox Kitchen": beside a line that is only a
				// company, the other line is the title, dash and all.
				title, compLine := hdr[0], hdr[1]
				order = orderTitleFirst
				if c != "" {
					title, compLine, t = hdr[1], hdr[0], c
					order = orderTitleSecond
				}
				e.Company = t
				if _, loc := splitCompanyLocation(strings.TrimSpace(compLine)); loc != "" && e.Location == "" {
					e.Location = loc
				}
				if p := splitRole(title); len(p) >= 2 && looksLikePlace(p[len(p)-1]) {
					e.Location = p[len(p)-1]
					title = strings.Join(p[:len(p)-1], ", ")
				}
				e.Title = trimSeps(title)
			} else if u0, u1 := orgWithUnit(hdr[0]) || orgWithSite(hdr[0]), orgWithUnit(hdr[1]) || orgWithSite(hdr[1]); u0 != u1 && titleLike(hdr[boolIndex(u0)]) > 0 {
				// "Tamarack County Clerk of Courts - Civil/Domestic
				// Relations Division" beside "Deputy Clerk II": an
				// organisation and its unit (or site), and the title.
				title, comp := hdr[1], hdr[0]
				order = orderTitleSecond
				if u1 {
					title, comp, order = hdr[0], hdr[1], orderTitleFirst
				}
				e.Title = trimSeps(title)
				c, loc := splitCompanyLocation(strings.TrimSpace(comp))
				e.Company = c
				if loc != "" && e.Location == "" {
					e.Location = loc
				}
			} else if comp, loc := companyAndPlace(hdr[0]); loc != "" && strings.Contains(strings.TrimSpace(hdr[0]), "  ") &&
				!strings.Contains(strings.TrimSpace(hdr[1]), "  ") && (titleLike(hdr[1]) > 0 || titleLike(hdr[0]) <= 0 && placeApart(hdr[0])) && !placeLine(hdr[1]) && !looksLikePlace(trimSeps(hdr[1])) {
				// "Tamarack County Clerk of Courts - Civil Division  Alder
				// Falls, OH" above "Deputy Clerk III (AFSCME Local,
				// Clerical Unit)  2017 - Present": the line with its place
				// set apart is the employer's, the other the title, whole.
				order = orderTitleSecond
				e.Company, e.Title = comp, trimSeps(hdr[1])
				if e.Location == "" {
					e.Location = loc
				}
			} else if t0, t1 := titleLike(hdr[0]), titleLike(hdr[1]); t1 > t0 && len(nonPlaceParts(hdr[1])) == 1 {
				order = orderTitleSecond
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
				switch tf, tc := titleLike(first), titleLike(comp); {
				case tc > tf:
					first, comp = comp, first
					order = orderTitleSecond
				case tf > tc:
					order = orderTitleFirst
				default:
					order = orderUnsure
				}
				e.Title, e.Company = first, comp
				if loc != "" {
					e.Location = loc
				}
			}
		}
		out = append(out, e)
		orders = append(orders, order)
	}
	voteHeaderOrder(out, orders)
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
		// A blank line ends a paragraph: themes that set each highlight as
		// its own paragraph keep them apart; a highlight wrapped over two
		// lines is joined.
		blank := false
		for j := a.idx + 1; j < end; j++ {
			if used[j] {
				continue
			}
			if strings.TrimSpace(lines[j]) == "" {
				blank = true
				continue
			}
			if k+1 < len(anchors) && j >= end-2 && isHeaderLike(lines[j]) && !isBullet(lines[j]) && j > a.idx+1 {
				// The next role's header lines.
				continue
			}
			l := lines[j]
			switch {
			case len(desc) == 0 && out[k].Location == "" && (placeLine(l) || j == a.idx+1 && townLike(l) && len(strings.Fields(l)) <= 4):
				// "Phoenix, AZ" under the dates is where the role was.
				out[k].Location = trimSeps(l)
			case isBullet(l):
				desc = append(desc, "• "+stripBullet(l))
			case len(desc) > 0 && !blank && !strings.HasSuffix(desc[len(desc)-1], "."):
				desc[len(desc)-1] += " " + strings.TrimSpace(l)
			default:
				desc = append(desc, strings.TrimSpace(l))
			}
			blank = false
		}
		out[k].Description = truncateRunes(strings.Join(desc, "\n"), 4000)
	}
	for i := range out {
		if i > 0 && out[i].Company == "" && out[i].Title != "" && out[i-1].Company != "" {
			// A title under the employer of the role above it, printed
			// once for the roles held there (themes that group them).
			out[i].Company = out[i-1].Company
		}
		if c, town := legalFormTown(out[i].Company); town != "" && out[i].Location == "" {
			out[i].Company, out[i].Location = c, town
		}
		out[i].Title = truncateRunes(out[i].Title, 150)
		out[i].Company = truncateRunes(out[i].Company, 150)
		out[i].Location = truncateRunes(out[i].Location, 100)
	}
	return out
}

// boolIndex is 1 for true, 0 for false: the other of two lines when b
// marks the first.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// startsLower reports whether s starts with a lower-case letter.
func startsLower(s string) bool {
	for _, r := range strings.TrimSpace(s) {
		return unicode.IsLower(r)
	}
	return false
}

// afterBullet reports whether line i continues a bullet on the line above
// (a wrapped bullet in a PDF): when it starts in lower case or the bullet
// filled its line without ending a sentence; a short bullet followed by a
// capitalised line is followed by a new header.
func afterBullet(lines []string, i int) bool {
	if i <= 0 || !isBullet(lines[i-1]) {
		return false
	}
	if parts := gapRe.Split(strings.TrimSpace(lines[i]), -1); len(parts) == 2 && placeLine(parts[1]) && !startsLower(parts[0]) {
		// "Don Valley Regional Health Centre  Toronto, ON": a place set
		// apart by a column gap starts a header, it does not go on with
		// the bullet's sentence.
		return false
	}
	if i+1 < len(lines) && dateRangeRe.MatchString(lines[i+1]) && capitalisedWords(lines[i]) {
		// "Journeyman Wireman" above "Reynolds Electric Co., Inc. |
		// 06/2010 – 07/2014": a title in capitals right above the next
		// role's dates.
		return false
	}
	if l := strings.TrimSpace(lines[i]); legalEndRe.MatchString(l) && len(strings.Fields(l)) <= 6 && !startsLower(l) {
		// "Brennan, Kohl & Associates LLP": a company's legal form ends
		// a name, not a sentence.
		return false
	}
	prev := strings.TrimSpace(lines[i-1])
	return startsLower(lines[i]) || len([]rune(prev)) >= 70 && !strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "!")
}

// companyOnly returns the company a header line holds when the line is
// only a company (a legal form or a kind of business, no title word),
// without a place after it; "" otherwise.
func companyOnly(l string) string {
	comp, _ := splitCompanyLocation(strings.TrimSpace(l))
	if comp == "" || titleScore(comp) > 0 && !legalEndRe.MatchString(comp) || len(splitRole(comp)) != 1 || !legalEndRe.MatchString(comp) && !companyHintRe.MatchString(comp) {
		return ""
	}
	return comp
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
