package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names: the person's name at the top of a resume.

// nameParticles join a surname to what comes before it ("de la Garza",
// "van der Meer").
var nameParticles = map[string]bool{"de": true, "la": true, "del": true, "van": true, "von": true, "der": true,
	"den": true, "di": true, "da": true, "du": true, "le": true, "bin": true, "al": true, "dos": true, "das": true}

// postNominalsRe is a list of credentials after a name ("RN, BSN, PCCN",
// "P.E., PMP", "CPA, CFE").
var postNominalsRe = regexp.MustCompile(`^(?:\p{Lu}[\p{Lu}.\-]{0,7}\d?\p{Lu}?(?:-\p{Lu}+)?)(?:,\s*\p{Lu}[\p{Lu}.\-]{0,7}\d?\p{Lu}?(?:-\p{Lu}+)?){0,5}$`)

// credentialList reports a list of credentials that postNominalsRe, all
// in capitals, misses: dotted degrees and licences in mixed case and
// abbreviations with a small letter inside ("B.Pharm., CPhT", "P.Eng.,
// PMP", "Ph.D."). Each part is short, starts with a capital, and has a
// dot or two capitals.
func credentialList(rest string) bool {
	parts := strings.Split(rest, ",")
	if len(parts) > 6 {
		return false
	}
	for _, p := range parts {
		p = strings.TrimSpace(p)
		r := []rune(p)
		if len(r) == 0 || len(r) > 10 || !unicode.IsUpper(r[0]) {
			return false
		}
		caps := 0
		for _, c := range r {
			switch {
			case unicode.IsUpper(c):
				caps++
			case unicode.IsLetter(c) || c == '.' || c == '-':
			default:
				return false
			}
		}
		if caps < 2 && !strings.Contains(p, ".") {
			return false
		}
	}
	return true
}

// findName returns the first prominent line that looks like a person's
// name: two to four capitalised words, no digits or contact marks, not a
// heading and not a job title. A name broken over two lines is joined.
func findName(lines []string) string {
	var cand []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			cand = append(cand, strings.TrimSpace(l))
		}
		if len(cand) >= 6 {
			break
		}
	}
	for i, l := range cand {
		// Credentials after a comma: "Aisha Bello, RN".
		base := l
		if first, _, gap := strings.Cut(base, "  "); gap {
			// The name with the address beside it on the same row
			// ("Maribel Reyes-Ortiz  Phoenix", moderncv's header).
			base = first
		}
		if asLocation(base) != "" || placeLine(base) {
			// "Round Rock, TX" is a place, not a name with a credential.
			continue
		}
		if f := strings.Fields(base); len(f) >= 2 && nameParticles[f[len(f)-1]] && i+1 < len(cand) && len(strings.Fields(cand[i+1])) <= 3 && nameWordRe.MatchString(strings.Fields(cand[i+1])[0]) && !strings.ContainsAny(cand[i+1], "0123456789@,|") {
			// "María Fernanda de la" / "Garza Treviño": a name wrapped
			// after its particle.
			base += " " + cand[i+1]
		}
		if strings.HasSuffix(base, "-") && i+1 < len(cand) && len(strings.Fields(cand[i+1])) == 1 {
			// "Mélanie Bouchard-" / "Nguyen": a double name wrapped at its
			// hyphen.
			base += cand[i+1]
		}
		if j := strings.Index(base, ","); j > 0 {
			rest := strings.TrimSpace(base[j+1:])
			if len(rest) <= 12 && strings.ToUpper(rest) == rest || postNominalsRe.MatchString(rest) || credentialList(rest) {
				base = strings.TrimSpace(base[:j])
			}
		}
		words := strings.Fields(base)
		next := ""
		if i+1 < len(cand) {
			// moderncv sets the last name beside the address:
			// "Bouchard-Nguyen  Toronto".
			next, _, _ = strings.Cut(cand[i+1], "  ")
		}
		if n := len(words); n >= 2 && n <= 3 && len(strings.Fields(next)) == 1 && looksLikeName(append(slices.Clone(words), next)) &&
			headingOf(next) == "" && titleScore(next) == 0 && inEmail(lines, next) && !inEmail(lines, words[n-1]) && !strings.Contains(base, next) {
			// "Beatrice Akinyi" / "Odhiambo": a name wrapped before its
			// last word, which the e-mail address holds
			// (beatrice.odhiambo@…) where the line's last word is not.
			words = append(words, next)
			base = strings.Join(words, " ")
		}
		if len(words) == 1 && len(strings.Fields(next)) == 1 && looksLikeName(words) && headingOf(next) == "" && headingOf(base) == "" {
			two := []string{words[0], next}
			if looksLikeName(two) {
				return nameCase(strings.Join(two, " "))
			}
		}
		// Particles ("de la", "van der") and middle initials ("R.") do
		// not count towards the four words of a name ("Maria Cristina
		// R. Dela Peña").
		named := 0
		for _, w := range words {
			if !nameParticles[w] && !initialRe.MatchString(w) {
				named++
			}
		}
		if named < 2 || named > 4 || len(words) > 7 {
			continue
		}
		if looksLikeName(words) && headingOf(base) == "" && titleScore(base) == 0 {
			return nameCase(base)
		}
	}
	// A one-word name on the first line, above the contact details.
	if len(cand) >= 2 {
		words := strings.Fields(cand[0])
		if len(words) == 1 && looksLikeName(words) && headingOf(cand[0]) == "" && titleScore(cand[0]) == 0 &&
			len([]rune(cand[0])) >= 3 && (emailRe.MatchString(strings.Join(cand[1:], " ")) || findPhone(strings.Join(cand[1:], " ")) != "" || headingOf(cand[1]) != "") {
			return nameCase(cand[0])
		}
	}
	return ""
}

// inEmail reports whether an e-mail address in lines holds word (three
// letters or more) in its local part.
func inEmail(lines []string, word string) bool {
	w := strings.ToLower(strings.Trim(word, ".,"))
	if utf8.RuneCountInString(w) < 3 {
		return false
	}
	for _, l := range lines {
		for _, e := range emailRe.FindAllString(l, -1) {
			local, _, _ := strings.Cut(strings.ToLower(e), "@")
			if strings.Contains(local, w) {
				return true
			}
		}
	}
	return false
}

// initialRe is a middle initial ("R.").
var initialRe = regexp.MustCompile(`^\p{Lu}\.$`)

func looksLikeName(words []string) bool {
	for _, w := range words {
		if strings.ContainsAny(w, "@0123456789/|:") || utf8.RuneCountInString(w) > 20 {
			return false
		}
		if !nameWordRe.MatchString(w) {
			return false
		}
	}
	return titleScore(strings.Join(words, " ")) == 0
}

// nameCase turns an all-capitals name into Title Case ("PRIYA RAMAN" →
// "Priya Raman") and leaves other spellings as the person wrote them.
func nameCase(s string) string {
	if strings.ToUpper(s) != s {
		return s
	}
	var b strings.Builder
	up := true
	for _, r := range strings.ToLower(s) {
		if up {
			b.WriteRune(unicode.ToUpper(r))
		} else {
			b.WriteRune(r)
		}
		up = r == ' ' || r == '-' || r == '\'' || r == '’'
	}
	return b.String()
}
