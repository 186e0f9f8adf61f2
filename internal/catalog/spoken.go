package catalog

import (
	"regexp"
	"strings"
)

// nowClauseRe finds the job a person does now when they write first the
// one they trained for or did before: "dentist from Iran, 38, working as
// a dental assistant", "ship's engineer, 42, now a maintenance tech at an
// apartment complex", "electrician from Venezuela, doing drywall". It
// begins after a comma, so "nurse working nights" is a nurse.
var nowClauseRe = regexp.MustCompile(`(?i),\s*(?:and\s+)?(?:(?:now|currently)\s+(?:working\s+as\s+|employed\s+as\s+)?(?:a|an)\s+|(?:now\s+|currently\s+)?(?:working|employed)\s+as\s+(?:a\s+|an\s+)?|(?:now\s+)?doing\s+)([^,;]+)`)

// fromPlaceRe finds where a title's note on the person's origin begins:
// "nurse from Kenya", "chartered accountant from Nigeria (ICAN)". The
// place is a name, so "from" before a capital letter only.
var fromPlaceRe = regexp.MustCompile(`\s+from\s+(?:the\s+)?\p{Lu}`)

// NamesOrigin reports whether a title says where its holder comes from
// right after the job ("dentist from Iran, 38, …"), before any comma:
// "came from Cuba in 1980" after a comma says where a person was born.
func NamesOrigin(title string) bool {
	main, _, _ := strings.Cut(title, ",")
	return fromPlaceRe.MatchString(main)
}

// NowTitle is the job a title as people write it says they do now (its
// last "now a …", "working as a …" or "doing …" clause, without its
// setting), or "" when it says none.
func NowTitle(title string) string {
	if !strings.Contains(title, ",") {
		return "" // most titles: no clause to look for
	}
	ms := nowClauseRe.FindAllStringSubmatch(title, -1)
	if len(ms) == 0 {
		return ""
	}
	return strings.TrimSpace(ms[len(ms)-1][1])
}

// hereRe is a place note at the end of a wanted title: "licensed dentist
// here", "attorney in the US".
var hereRe = regexp.MustCompile(`(?i)\s+(?:here|in the (?:US|U\.S\.|USA|States|United States))$`)

// gerundReading is a title read up to a verb in -ing that follows two or
// more of its words and begins what the person does: "utility locator
// marking underground lines" is a utility locator, "operations research
// analyst doing route optimization" an operations research analyst; ""
// when there is none. A gerund early in a title names the work
// ("nursing assistant", "senior engineering manager") and after "of" or
// "and" it is the field ("head of engineering").
func gerundReading(main string) string {
	words := strings.Fields(main)
	for i := 2; i < len(words)-1; i++ {
		w := strings.ToLower(words[i])
		if len(w) >= 5 && strings.HasSuffix(w, "ing") && !gerundAfter[strings.ToLower(words[i-1])] {
			return strings.Join(words[:i], " ")
		}
	}
	return ""
}

var gerundAfter = map[string]bool{"of": true, "and": true, "&": true, "in": true, "for": true, "senior": true, "junior": true, "lead": true, "chief": true, "head": true, "assistant": true, "associate": true, "principal": true}
