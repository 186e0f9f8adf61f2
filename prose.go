package stride

import (
	"strings"
	"unicode"
)

// Article is the indefinite article before phrase, "a" or "an", by the
// sound its first word begins with: "an RN", "an HACCP-certified cook",
// "a UX designer" (an abbreviation is read letter by letter), "a unit
// manager", "an hourly role", "an Engineer".
func Article(phrase string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(phrase), " ")
	// "HACCP-certified" and "RN/BSN" are read by their first part.
	if i := strings.IndexAny(first, "-/"); i > 0 {
		first = first[:i]
	}
	first = strings.TrimFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if i := strings.IndexFunc(first, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i > 0 {
		first = first[:i]
	}
	if first == "" {
		return "a"
	}
	if len(first) > 1 && len(first) <= 5 && strings.IndexFunc(first, func(r rune) bool { return r < 'A' || r > 'Z' }) < 0 {
		if strings.ContainsRune("AEFHILMNORSX", rune(first[0])) {
			return "an"
		}
		return "a"
	}
	lower := strings.ToLower(first)
	for _, p := range []string{"uni", "usa", "use", "usu", "uti", "eu", "one", "once"} {
		if strings.HasPrefix(lower, p) {
			return "a"
		}
	}
	for _, p := range []string{"hour", "honest", "honor", "honour", "heir"} {
		if strings.HasPrefix(lower, p) {
			return "an"
		}
	}
	if strings.ContainsRune("aeiou8", rune(lower[0])) {
		return "an"
	}
	return "a"
}
