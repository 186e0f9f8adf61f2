package ai

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// The posting's terms for the optimiser: the vocabulary of work's terms it
// names, as it writes them, and the tools it names.

// postingTerm is a term of the posting with its concept group (-1 for a
// named tool or an abbreviation outside the vocabulary).
type postingTerm struct {
	objects []int // groups of the terms it starts with ("W-2" of "W-2 processing")
	text    string
	posted  string // as the posting writes it, for the skills list
	group   int
	product bool
}

var (
	parenAbbrevRe = regexp.MustCompile(`^\s*\(([A-Z][A-Za-z0-9&/-]{1,9})\)`)
	nextNounRe    = regexp.MustCompile(`^ ([a-z][a-z-]{3,})\b`)
)

// headNoun reports whether a word that follows a term completes it as
// its noun ("systems", "platforms", "maintenance"), not a verb or a
// function word.
func headNoun(w string) bool {
	return !stopwords[w] && !genericJobWords[w] && !dangling[w] && verbBase(w) == "" && !strings.HasSuffix(w, "ly") && !credentialNouns[w] && !roleNounRe.MatchString(w)
}

// credentialNouns make a term a credential ("customer success
// certification"), which a resume backs only by naming it.
var credentialNouns = map[string]bool{"certification": true, "certifications": true, "certificate": true, "certificates": true,
	"license": true, "licenses": true, "licence": true, "licences": true, "licensure": true, "credential": true, "credentials": true,
	"degree": true, "degrees": true, "exam": true, "exams": true, "examination": true}

// postingTerms are the posting's terms of the vocabulary of work, one per
// concept, as the posting writes them (with its abbreviation when it gives
// one: "continuous renal replacement therapy (CRRT)"), and the tools it
// names, spelled exactly as the tool is.
func postingTerms(posting string) []postingTerm {
	var out []postingTerm
	seen := map[string]int{}
	hits := findConcepts(posting)
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].at < hits[j].at }) // the posting's order
	for _, h := range hits {
		if !h.product && properName(posting, h) {
			continue // "our Marketing Analytics team" names a team, not a practice
		}
		text, posted, group := h.found, h.found, h.group
		if !h.product && strings.EqualFold(text, h.term) && !isAbbreviation(h.term) {
			text = h.term // the vocabulary's case, not the posting's sentence start
		}
		rest := posting[h.at+len(h.found):]
		if m := parenAbbrevRe.FindStringSubmatch(rest); m != nil && !strings.Contains(text, "(") && initialsOf(text, m[1]) {
			text += " (" + m[1] + ")"
			posted = text
		} else if m := nextNounRe.FindStringSubmatch(rest); m != nil && !h.product && !isAbbreviation(h.found) && headNoun(m[1]) {
			text += " " + m[1] // "e-discovery" + "platforms", "Ishikawa" + "diagrams"
			posted += " " + m[1]
			if attributive(h.found, h.term) {
				group = -1 // "bid lettings" are no bids
			}
		}
		key := strings.Join(termWords(text), " ")
		if _, ok := seen[key]; ok {
			continue
		}
		seen[key] = len(out)
		out = append(out, postingTerm{text: text, posted: posted, group: group, product: h.product, objects: h.objects})
	}
	// A term inside a longer one ("MTSS" in "Multi-Tiered System of
	// Supports (MTSS)") is the same term.
	kept := out[:0]
	for i, t := range out {
		inside := false
		for j, u := range out {
			if i != j && len(u.text) > len(t.text) && containsSeq(termWords(u.text), termWords(t.text)) {
				inside = true
			}
		}
		if !inside {
			kept = append(kept, t)
		}
	}
	out = kept
	for _, tool := range namedTools(tokens(posting)) {
		if len(tool) < 3 || !namedInSentence(posting, tool) || len(conceptSet(tool)) > 0 {
			continue
		}
		out = append(out, postingTerm{text: tool, posted: tool, group: -1, product: true})
	}
	return out
}

// properName reports whether a hit of several words is the name of a
// part of the organisation: every word capitalised and followed by
// "team", "department"… ("our Marketing Analytics team").
func properName(text string, h conceptHit) bool {
	ws := strings.Fields(h.found)
	if len(ws) < 2 || isAbbreviation(h.found) {
		return false
	}
	for _, w := range ws {
		if r := []rune(w); !unicode.IsUpper(r[0]) || isAbbreviation(w) {
			return false
		}
	}
	after := strings.Fields(strings.ToLower(text[h.at+len(h.found):]))
	return len(after) > 0 && orgUnits[strings.Trim(after[0], ".,;:")]
}

// orgUnits follow a name that names a part of an organisation.
var orgUnits = map[string]bool{"team": true, "teams": true, "department": true, "dept": true, "group": true, "division": true,
	"unit": true, "office": true, "organization": true, "organisation": true, "org": true, "squad": true, "practice": true}

// initialsOf reports whether abbr is made of the initials of phrase's
// words ("CRRT" of "continuous renal replacement therapy"), so that
// "HRIS (Dayforce)" does not make Dayforce an abbreviation of HRIS.
func initialsOf(phrase, abbr string) bool {
	var in strings.Builder
	for _, w := range stemWordRe.FindAllString(phrase, -1) {
		if lw := strings.ToLower(w); lw != "of" && lw != "and" && lw != "the" && lw != "for" {
			in.WriteByte(strings.ToUpper(w)[0])
		}
	}
	a := strings.TrimSuffix(strings.ToUpper(abbr), "S")
	return a != "" && strings.HasPrefix(in.String(), a)
}

// namedInSentence reports whether the posting names a tool with its
// capital inside a sentence ("documented in Epic"), not only as a
// capitalised first word ("Coach supervisors…") or in lower case ("leader").
func namedInSentence(text, tool string) bool {
	if tool == strings.ToLower(tool) {
		return false
	}
	re := regexp.MustCompile(`[\p{Ll},;:(/] ` + regexp.QuoteMeta(tool) + `($|[^\p{L}\p{N}])`)
	return re.MatchString(text)
}

// wholeWordCase reports whether text holds word with exactly its case, as
// a whole word ("ADA" is not "Ada").
func wholeWordCase(text, word string) bool {
	return regexp.MustCompile(`(^|[^\p{L}\p{N}])` + regexp.QuoteMeta(word) + `($|[^\p{L}\p{N}])`).MatchString(text)
}

// attributive reports whether a posting's word, found for a plural term
// of the vocabulary ("bids") and followed by a noun, is that term's
// singular used as a modifier ("bid lettings", "order pickers"): the
// phrase names the noun's thing, not the term's, and a resume backs it
// only in words of its own.
func attributive(found, term string) bool {
	f, t := strings.ToLower(found), strings.ToLower(term)
	return !strings.Contains(f, " ") && !strings.Contains(t, " ") && f != t && (t == f+"s" || t == f+"es")
}
