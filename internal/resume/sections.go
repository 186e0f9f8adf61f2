package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Experience.

// headerSeps split a one-line role header into title and company, in order
// of preference.
var headerSeps = []string{" at ", " @ ", " | ", " · ", " — ", " – ", "  ", " - ", ", "}

// sentenceLinks are words a sentence goes on after; a header does not end
// in one.
var sentenceLinks = map[string]bool{"and": true, "or": true, "the": true, "to": true, "for": true, "with": true, "a": true, "an": true, "in": true, "on": true}

// isHeaderLike tells whether a line could be a role's title or company
// line: not a bullet, not a sentence.
// titleAbbrevRe is a title's word cut short with a dot ("QA Tester Jr.",
// "Operations Mgr."): a header may end so.
var titleAbbrevRe = regexp.MustCompile(`^(?i:jr|sr|asst|mgr|supv|tech|eng|admin|rep|spec|coord|dir|mgmt|ops|dept|svc|svcs|assoc)\.$`)

// barPair reports a line of two parts set apart by one bar, each of
// header length ("Senior Engineer, Protection & Control (Engineer IV) |
// Fraser Delta Power & Water Authority - Grid Engineering Section").
func barPair(l string) bool {
	a, b, ok := strings.Cut(l, " | ")
	return ok && !strings.Contains(b, " | ") && utf8.RuneCountInString(a) <= 90 && utf8.RuneCountInString(b) <= 110 && !strings.HasSuffix(strings.TrimSpace(b), ".")
}

func isHeaderLike(l string) bool {
	l = strings.TrimSpace(l)
	if l == "" || isBullet(l) || headingOf(l) != "" {
		return false
	}
	if n := utf8.RuneCountInString(l); n > 110 && (!strings.Contains(l, "(") || utf8.RuneCountInString(bracketSepRe.ReplaceAllString(l, "()")) > 110) && !barPair(l) && !longTitleAtOrg(l) {
		// Long for a header, unless notes in brackets make it so, or it
		// is a title and an employer set apart by a bar or by commas.
		return false
	}
	if strings.HasSuffix(l, ".") && !companyHintRe.MatchString(lastWord(l)) && !legalEndRe.MatchString(l) && !titleAbbrevRe.MatchString(lastWord(l)) && !placeApart(l) && !abbrevPlaceEnd(l) {
		return false
	}
	// A wrapped bullet's end ("apps", "sizing on Kubernetes", "12% to
	// 78%") starts in lower case or holds a percentage.
	if startsLower(l) || strings.ContainsAny(l, "%$€£") || yearEndRe.MatchString(l) {
		return false
	}
	if f := strings.Fields(l); len(f) >= 6 && sentenceLinks[lastWord(l)] {
		// "Administer 420+ Windows Server and 90 RHEL VMs across 2 data
		// centers and": a sentence wrapped at a connecting word.
		return false
	}
	if f := strings.Fields(l); len(f) >= 2 && strings.TrimLeft(f[0], "~≈<>+") != "" && unicode.IsDigit([]rune(strings.TrimLeft(f[0], "~≈<>+"))[0]) && startsLower(f[1]) {
		// "3 print vendors", "~30 staff hours": a count starting a
		// sentence's end.
		return false
	}
	if head, _, ok := strings.Cut(l, " ("); ok && strings.HasSuffix(l, ")") && len(strings.Fields(head)) <= 5 && titleNounEnd(head) {
		// "Document Controller (Contract – deployed to …)": a title
		// and a note in brackets, however many small words the note has.
		return true
	}
	// A line of six or more words, most of them in lower case, is a
	// sentence (a bullet printed without its bullet glyph), not a header.
	// Counts are neither ("Coached and managed 2 HR generalists and 1 HR
	// coordinator" is a sentence).
	if f := strings.Fields(l); len(f) >= 6 && !titleNoteAtCompany(l) && !careerBreakRe.MatchString(l) && !familyRoleRe.MatchString(l) && !foreignTitleWords[strings.ToLower(f[0])] {
		// Read with and without its notes in brackets: a note may
		// translate the header in its own words, in small letters
		// ("Payroll Specialist (Starszy specjalista ds. płac) –
		// Manufacturing clients") or in capitals ("Technik serwisu turbin
		// wiatrowych (Wind Turbine Service Technician)").
		out := strings.Fields(bracketSepRe.ReplaceAllString(l, " "))
		if mostlyLower(f) && (len(out) < 3 || len(out) == len(f) || mostlyLower(out)) {
			return false
		}
	}
	return true
}

// lowerNoteRe is a note in brackets that starts in small letters.
var lowerNoteRe = regexp.MustCompile(`\(\p{Ll}[^()]*\)`)

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// splitRole splits a one-line header into its parts; a separator inside
// brackets ("Shift Lead (part-time, bijbaan)", "(contract placement at
// …)") splits nothing.
func splitRole(s string) []string {
	if strings.Contains(s, "(") || placementRe.MatchString(s) {
		protected := bracketSepRe.ReplaceAllStringFunc(s, protectSeps.Replace)
		// "St. Brigid's University Hospital, Galway (HSE)": the part
		// naming the body the employer belongs to stays with it.
		protected = bodyPartRe.ReplaceAllString(protected, "\x00c$1$2")
		// "ProWork Personal s.r.o. (temporary agency) – assigned to
		// Ponitrie Interior Systems spol. s r.o.", "Work-Bridge Sp. z o.o.,
		// Einsatz bei …": an agency and the firm it placed the person
		// with are one employer.
		protected = placementRe.ReplaceAllStringFunc(protected, protectSeps.Replace)
		if protected != s {
			parts := splitRoleParts(protected)
			for i := range parts {
				parts[i] = restoreSeps.Replace(parts[i])
			}
			return parts
		}
	}
	return splitRoleParts(s)
}

// workTermsRe is a shift or the terms of the work written after a title
// ("Night Shift", "Part-time", "Seasonal", "Per Diem", "On Call",
// "3-shift", "Wechselschicht"), alone
// or before a note in brackets.
var workTermsRe = regexp.MustCompile(`(?i)^(?:(?:night|day|evening|overnight|weekend|swing|graveyard|early|late|rotating|split)\s+shifts?|(?:part|full)[- ]time|seasonal|temporary|per diem|prn|on[- ]call|weekends?|nights|\d[- ]shifts?(?: operation| system)?|\d-schicht|wechselschicht)(?:\s*\([^()]*\))?$`)

// careerBreakRe is a header part naming a break from work ("Family
// caregiving and upskilling, Career break"): the entry's organisation,
// beside a description in small letters.
var careerBreakRe = regexp.MustCompile(`(?i)(?:^|, | at | \| | [-–—] )(?:career (?:break|gap|pause)|sabbatical|parental leave|maternity leave|paternity leave|family leave|caregiving leave)(?:$|, | [-–—] | \| )`)

// familyRoleRe is the role of a career break spent caring for a family
// ("Full-time parent and caregiver", "Stay-at-home mom", "Family carer").
var familyRoleRe = regexp.MustCompile(`(?i)^(?:(?:full-time|stay-at-home|at-home) (?:parent|mother|father|mum|mom|dad|caregiver|carer)|(?:family|primary) (?:caregiver|carer)|homemaker)\b`)

// unitEndRe is the name of a unit of an organisation, ending in its kind
// ("Transportation & Road Department", "Claims Division").
var unitEndRe = regexp.MustCompile(`^\p{Lu}[\p{L}&,'’/\- ]{0,60} (?:Department|Dept\.?|Division|Unit|Section|Bureau|Directorate|Branch|Practice Group)$`)

// orgPart reports a header part that names an organisation or a part of
// one, with no title: an organisation and its part after a dash, a unit,
// or a public body ("Kettle River County (MN) - Auditor-Treasurer").
func orgPart(p string) bool {
	if titleLike(p) > 0 {
		return false
	}
	_, _, dash := dashParts(p)
	return dash || unitEndRe.MatchString(p) || publicBodyRe.MatchString(p) || companyHintRe.MatchString(p)
}

// bracketSepRe is a bracketed part of a line.
var bracketSepRe = regexp.MustCompile(`\([^()]*\)`)

func splitRoleParts(s string) []string {
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
			if i, j := strings.Index(core, sep), strings.Index(core, ", "); i >= 0 && j >= 0 && j < i && (unitEndRe.MatchString(trimSeps(core[i+len(sep):])) || siteName(trimSeps(core[i+len(sep):]))) &&
				titleScore(core[:j]) > 0 && !strings.Contains(core[i+len(sep):], ", ") {
				// "Engineering Aide, Hays Crossing County – Transportation
				// & Road Department": a unit after the dash goes with the
				// organisation before it; the comma parts the title.
				continue
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
					if n := len(out); n > 0 && (sep == " - " || sep == " – " || sep == " — ") && startsLower(p) {
						// "RapidShip Fulfillment, Inc. - site CMH3": a
						// part in small letters after a dash qualifies
						// the one before it.
						out[n-1] += sep + p
						continue
					}
					out = append(out, p)
				}
			}
			if n := len(out); sep == ", " && n >= 3 && (usStates[out[n-1]] || countries[out[n-1]] || asLocation(out[n-2]+", "+out[n-1]) != "") && looksLikePlace(out[n-2]+", "+out[n-1]) {
				// "Company, La Porte, TX", "Company, Berlin, Germany": the
				// city and state or country are one place.
				out = append(out[:n-2], out[n-2]+", "+out[n-1])
			}
			if sep == ", " {
				out = joinCompanySuffix(out)
				for k := 1; k < len(out); k++ {
					if unitEndRe.MatchString(out[k]) && titleLike(out[k]) <= 0 && orgPart(out[k-1]) {
						// "Fraser Delta Power & Water Authority - Grid
						// Engineering Section, Electrical Utility Division":
						// a unit after an organisation's part goes with it.
						out[k-1] += ", " + out[k]
						out = append(out[:k], out[k+1:]...)
						k--
					}
				}
				if len(out) >= 2 && workTermsRe.MatchString(out[1]) && !looksLikePlace(out[0]) {
					// "STNA, Night Shift (Memory Care Unit)": the shift or
					// terms of the work qualify the title before them.
					out = append([]string{out[0] + ", " + out[1]}, out[2:]...)
				}
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
				} else if n == 3 && len(strings.Fields(out[2])) >= 3 && len(strings.Fields(out[1])) <= 3 &&
					titleScore(out[0]) > 0 && titleScore(out[1]) == 0 && !looksLikePlace(out[2]) && !strongCompanyHint(out[1]) {
					// "Chef de Partie, Banqueting, The Grand Yarra Hotel": a
					// short specialty after the title, then a company of
					// several words (a place is rarely three words).
					out = []string{out[0] + ", " + out[1], out[2]}
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

// unitKinds are the kinds of business that also name a unit of an
// organisation ("Public Services", "Health & Science"): beside a title and
// before a longer name, they qualify the title.
var unitKinds = map[string]bool{"services": true, "health": true, "media": true, "digital": true, "software": true,
	"solutions": true, "consulting": true, "studio": true, "studios": true}

// strongCompanyHint reports whether s holds a legal form or a kind of
// organisation that is not also a unit's name.
func strongCompanyHint(s string) bool {
	for _, m := range companyHintRe.FindAllString(s, -1) {
		if !unitKinds[strings.ToLower(strings.TrimSuffix(m, "."))] {
			return true
		}
	}
	return false
}

// legalEndRe is a company's legal form at the end of a part ("Datenfabrik
// UG", "Ashworth Pryce LLP"): a stronger sign than a kind of business.
// Forms written with dots ("S.A.B. de C.V.", "S.C.", "Ltda.", "e.V.",
// "Sp. z o.o.", "Sp.j.", "B.V.", "s.r.o.", "spol. s r.o.", "C.A.", "S.A.S.", "S.A.C.", "S.r.l.",
// "S.p.A.", the Gulf's "L.L.C.", "W.L.L." and "P.J.S.C.") count too, and
// a note in brackets after the form ("Pte. Ltd. (contract placement at …)").
var legalEndRe = regexp.MustCompile(`(?i)(?:\b(?:inc|llc|llp|lp|pllc|pllp|lllp|ltd|limited|corp|gmbh|ggmbh|mbh|ag|plc|ug|kg|kgaa|ohg|gbr|aör|kdör|bv|sarl|srl|spa|pvt\.? ltd|pty\.? ltd|pte\.? ltd|sdn\.? bhd|bhd|tbk|ltda|lda|cc|fz-llc|fze|fzco|wll|pjsc|saog|saoc|qpsc|aps|oy|kft|zrt)\.?|\bde c\.v\.|\bs\.a\.(?:b\.|e\.)?|\bs\. de r\.l\.|\bsp\. z o\.o\.(?: sp\.k\.)?|\bsp\.k\.|\bsp\.j\.|\bs\.r\.o\.|\bspol\. s r\.o\.|\b[bn]\.v\.|\ba/s|(?:^|[ ,])(?:s\.c|a\.c|s\.l|e\.v|c\.a|s\.a\.s|s\.a\.c|s\.r\.l|s\.p\.a|k\.k|g\.k|y\.k|l\.l\.c|w\.l\.l|p\.j\.s\.c|s\.l\.u|a\.ş|ltd\. şti|a\.s|k\.s|v\.o\.s)\.)(?:\s+\([^()]{1,100}\))?$`)

// companySuffixRe is a legal form that follows a company's name after a
// comma ("Bayou Industrial Services, Inc."; Portugal's "…, SROC, Lda."), also before a note in
// brackets ("…, Inc. (contractor to U.S. Army)") or a dash and a
// qualifier in small letters ("…, Inc. - site CMH3").
var companySuffixRe = regexp.MustCompile(`(?i)^(?:inc|llc|l\.l\.c|ltd|limited|corp|co|plc|llp|lp|pllc|pllp|lllp|p\.?c|apc|lpa|gmbh|ag|s\.?a|pty ltd|pvt ltd|pte\.? ltd|sdn\.? bhd|bhd|tbk|ltda|lda|s\.a\.b|s\.a\.(?:b\.)? de c\.v|s\. de r\.l\.(?: de c\.v)?|s\.c|a\.c|s\.l|e\.v|c\.a|s\.a\.s|s\.a\.c|s\.r\.l|s\.p\.a|w\.l\.l|wll|pjsc|p\.j\.s\.c|s\.l\.u|a\.ş|şti|ltd\. şti|a\.s|s\.r\.o|spol\. s r\.o|sp\.j|sroc)\.?(?:\s+\([^()]{1,100}\)|\s+[-–—]\s+\p{Ll}[^,]{0,40})?$`)

// firmTailRe is the last part of a firm named after its partners: a name,
// "&" or "and", and more names or "Associates" ("Kohl & Associates LLP",
// "Ernst & Young"); surnameRe is one capitalised word before it.
var (
	firmTailRe = regexp.MustCompile(`^\p{Lu}[\p{L}'’\-]+ (?:&|and|y|e|und|et) \p{Lu}[\p{L}'’\-]+(?: (?:LLP|LLC|LP|PC|PLLC|Inc\.?|Ltd\.?|Co\.?))?$`)
	surnameRe  = regexp.MustCompile(`^\p{Lu}[\p{L}'’\-]+$`)
)

// orgUnitRe is a unit of an organisation named after it ("Department of
// Microbiology", "School of Business", "Institut für Geoökologie");
// universityRe an organisation that has such units in any language.
var (
	orgUnitRe    = regexp.MustCompile(`^(?:Department|Dept\.?|School|Faculty|College|Institute|Institut|Division|Centre|Center|Office|Laboratory|Lab|Fachbereich|Lehrstuhl|Facultad|Escuela|Departamento|Instituto|Faculté|Département) (?:of|for|für|de|des|du|d’|d')\b`)
	universityRe = regexp.MustCompile(`(?i)\b(?:universit\p{L}*|hochschule|college|polytechnic|politécnico|école|escuela)\b`)
)

// joinCompanySuffix puts a legal form split off at a comma back on its
// company, and a partner's name split off a firm's.
func joinCompanySuffix(parts []string) []string {
	out := parts[:0:0]
	for i, p := range parts {
		if n := len(out); n > 0 && i+1 < len(parts) && titleUnitRe.MatchString(p) && titleScore(out[n-1]) > 0 && !strongCompanyHint(out[n-1]) &&
			(universityRe.MatchString(parts[i+1]) || strongCompanyHint(parts[i+1])) {
			// "Specially Appointed Assistant Professor, Graduate School of
			// Engineering, Setouchi Institute of …": the unit between a
			// title and its employer qualifies the title.
			out[n-1] += ", " + p
			continue
		}
		if n := len(out); n > 0 && qualifierPartRe.MatchString(p) && !legalEndRe.MatchString(p) && !looksLikePlace(p) {
			// "Docente de Matemáticas, 20 horas/semana/mes, turno
			// vespertino (plaza definitiva)": hours or words in small
			// letters after a comma qualify the part before.
			out[n-1] += ", " + p
			continue
		}
		if len(out) > 0 && companySuffixRe.MatchString(p) {
			out[len(out)-1] += ", " + p
			continue
		}
		if n := len(out); n > 0 && (militaryUnitOf(out[n-1], p) || rankPart(p) && !militaryBranchRe.MatchString(out[n-1]) && !militaryUnitRe.MatchString(out[n-1])) {
			// "U.S. Army, 25th Infantry Division": a unit is part of its
			// force's name; "Unit Supply Specialist (92Y10), PFC / SPC":
			// the rank goes with the duty title.
			out[n-1] += ", " + p
			continue
		}
		if n := len(out); n > 0 && orgUnitRe.MatchString(p) && (strongCompanyHint(out[n-1]) || universityRe.MatchString(out[n-1])) && titleScore(out[n-1]) == 0 {
			// "Lakeshore State University, Department of Microbiology":
			// the unit is part of the organisation's name.
			out[n-1] += ", " + p
			continue
		}
		if n := len(out); n > 0 && firmTailRe.MatchString(p) && surnameRe.MatchString(out[n-1]) && titleScore(out[n-1]) == 0 {
			// "Brennan, Kohl & Associates LLP": a firm named after its
			// partners keeps the comma between their names.
			out[n-1] += ", " + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// splitCompanyLocation cuts "Company — City, ST" into its two parts.
func splitCompanyLocation(s string) (string, string) {
	if f := firstField(s); f != strings.TrimSpace(s) && legalEndRe.MatchString(f) {
		// "Mekong Silicon Assembly Co., Ltd.  Saigon Hi-Tech Park, …".
		return trimSeps(f), trimSeps(strings.TrimSpace(s)[len(f):])
	}
	if items := strings.Split(s, ", "); len(items) >= 2 {
		// "Khumalo Venter Inc., Sandton, Johannesburg": after the part
		// that ends in a legal form, towns are where it is.
		for k := 0; k < len(items)-1; k++ {
			if legalEndRe.MatchString(strings.TrimSpace(items[k])) && !companySuffixRe.MatchString(strings.TrimSpace(items[k+1])) {
				if loc := strings.Join(items[k+1:], ", "); townLike(loc) || asLocation(loc) != "" || townLike(strings.SplitN(loc, " (", 2)[0]) && strings.HasSuffix(loc, ")") {
					// "…, Chennai (client site: private sector bank, Guindy)".
					return trimSeps(strings.Join(items[:k+1], ", ")), trimSeps(loc)
				}
				break
			}
		}
	}
	for _, sep := range []string{" — ", " – ", "  ", " - ", " | ", " · "} {
		if i := strings.LastIndex(s, sep); i > 0 {
			loc := trimSeps(s[i+len(sep):])
			if asLocation(loc) != "" || looksLikePlace(loc) || looksLikeCity(loc) && !specialtyRe.MatchString(loc) || sep != " - " && strings.Contains(loc, ", ") && townLike(loc) {
				return trimSeps(s[:i]), loc
			}
		}
	}
	if i := strings.Index(s, ", "); i > 0 {
		if j := strings.Index(s[i+2:], ", "); j > 0 && bodyAcronymRe.MatchString(s[i+2:i+2+j]) {
			// "St. Brigid's University Hospital, Galway (HSE), Galway,
			// Ireland": the part that names the body it belongs to
			// in brackets is the employer's.
			i += 2 + j
		}
		loc := trimSeps(s[i+2:])
		if looksLikePlace(loc) {
			return trimSeps(s[:i]), loc
		}
		if j := strings.LastIndex(s[:strings.LastIndex(s, ", ")], ", "); j > i {
			// "Reynolds Electric Co., Inc., Newark, OH": the place is
			// the last two parts, the company keeps its own comma.
			if loc := trimSeps(s[j+2:]); asLocation(loc) != "" {
				return trimSeps(s[:j]), loc
			}
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
var specialtyRe = regexp.MustCompile(`(?i)\b(?:unit|shift|department|dept|floor|ward|team|platform|division|surgical|medical|clinic|care|services|development|operations|support|sales|marketing|engineering|finance|accounting|nights?|days|weekends?|part-time|full-time|contract|temporary|intern(?:ship)?|squad|tribe|pod|desk|practice|section|branch)\b`)

// cityPrefixes begin two-word city names.
var cityPrefixes = map[string]bool{"San": true, "Santa": true, "Los": true, "Las": true, "New": true, "St.": true,
	"Saint": true, "Fort": true, "Salt": true, "El": true, "La": true, "Le": true, "Rio": true, "São": true, "Buenos": true,
	"Hong": true, "Kuala": true, "Tel": true, "Cape": true, "Mexico": true, "Kansas": true, "Oklahoma": true, "Palo": true}

var remoteRe = regexp.MustCompile(`(?i)^(remote|hybrid|on-?site)$`)

// looksLikeCity accepts a short capitalised name ("Casablanca", "New
// York", four words after San, Santa…: "San Pedro Garza García") that
// carries no company or job-title word.
func looksLikeCity(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 3 && !(len(f) == 4 && cityPrefixes[f[0]]) || companyHintRe.MatchString(s) || titleScore(s) > 0 {
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
	return remoteRe.MatchString(s) || countries[strings.ReplaceAll(s, "’", "'")] || irishPlaceRe.MatchString(s) || asLocation(s) != "" || districtOfCity(s) || departmentPlace(s)
}

// irishPlaceRe is an Irish county or Dublin postal district as people
// write them after an employer ("Co. Wicklow", "Dublin 8").
var irishPlaceRe = regexp.MustCompile(`^(?:Co\.|County) (?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|Kildare|Kilkenny|Laois|Leitrim|Limerick|Londonderry|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow)$|^Dublin (?:[1-9]|1\d|2[0-4]|6W)$`)

// placeLine reports a line that is only a place: "La Porte, TX",
// "Remote", a country; not "Helix Biotech Seattle, Washington".
func placeLine(s string) bool {
	s = strings.TrimSpace(s)
	if remoteRe.MatchString(s) || countries[s] || brazilianTown(s) || districtOfCity(s) || departmentPlace(s) {
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
// A title qualified after a comma ("Deputy Director, Public Services",
// "Librarian I, Children's Services") is read by its first part: what
// follows the comma names a unit, not a company.
func titleLike(s string) int {
	if m := titleOfRe.FindStringSubmatch(s); m != nil && !companyHintRe.MatchString(m[1]) {
		// "Head of Reference & Adult Services": what follows "of" is
		// the title's field, not a company.
		return titleScore(m[1]) + 2
	}
	for _, sep := range []string{", ", " – ", " — ", " - "} {
		// "Graduation Intern – Process Engineering (Hydrogen)": a dash
		// qualifies a title as a comma does.
		if head, tail, ok := strings.Cut(s, sep); ok && titleNounEnd(head) && !companyHintRe.MatchString(head) && !looksLikePlace(trimSeps(tail)) && !legalEndRe.MatchString(strings.TrimSpace(tail)) {
			return titleScore(head) + 2
		}
	}
	n := titleScore(s)
	w := strings.ToLower(strings.Trim(lastWord(s), ".,;:()"))
	if titleWords[w] && !titleModifiers[w] {
		n += 2
	}
	// A company word in a note in small letters ("(casual, school
	// holidays)") says how the job was worked, not what the part is;
	// one in capitals ("(Northern Table Group)") names the company.
	core := s
	if strings.Contains(s, "(") {
		core = lowerNoteRe.ReplaceAllString(s, " ")
	}
	if companyHintRe.MatchString(core) || legalEndRe.MatchString(strings.TrimSpace(s)) {
		// A legal form at the end ("Grupo Agroindustrial Cordillera
		// S.A.") names a company as a company word does.
		n -= 2
	}
	return n
}

// titleGradeRe is a grade after a title ("Librarian I", "Engineer III").
var titleGradeRe = regexp.MustCompile(`\s+(?:I{1,3}|IV|V|[1-4])$`)

// titleOfRe is a title that names its field after "of" ("Head of
// Reference", "Director of Nursing").
var titleOfRe = regexp.MustCompile(`^((?:(?:Senior|Deputy|Assistant|Associate|Executive|Interim|Acting) )?(?:Head|Director|Manager|Chief|Vice President|VP|Dean|Chair|Coordinator|Supervisor|Professor|Lecturer)) of\b`)

// titleNounEnd reports whether s ends with a job-title noun ("Deputy
// Director", "Librarian I"), not a word that only qualifies one.
func titleNounEnd(s string) bool {
	w := strings.ToLower(strings.Trim(lastWord(titleGradeRe.ReplaceAllString(strings.TrimSpace(s), "")), ".,;:()"))
	return titleWords[w] && !titleModifiers[w]
}

// titleModifiers are title words that qualify a role rather than name it.
var titleModifiers = map[string]bool{"senior": true, "junior": true, "principal": true, "chief": true, "marketing": true,
	"sales": true, "product": true, "engineering": true, "registered": true, "charge": true, "teaching": true,
	"contract": true, "support": true, "staff": true, "freelance": true, "devops": true, "sre": true, "qa": true}

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
