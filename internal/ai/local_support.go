package ai

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Backed in other words, without a hand-written vocabulary: a posting's
// phrase ("product requirements documents", "complex forms", "UAT") is
// backed by a resume line that writes its initials or spells out its
// abbreviation ("PRDs", "user acceptance test scripts"), or that holds
// each of its words in some form or by a close meaning ("complicated
// forms"), near each other. A phrase that names a product or a credential
// (a capitalised word, not an abbreviation) is never backed in other
// words, and a single everyday word is not a phrase.

// phraseFunction are the small words a phrase may hold inside it ("return
// on ad spend", "onboarding and offboarding") and that initials may skip.
var phraseFunction = map[string]bool{"and": true, "of": true, "on": true, "to": true, "as": true, "for": true,
	"the": true, "in": true, "&": true, "with": true, "per": true}

// phraseInner are the small words a posting's phrase may hold inside it
// ("return on ad spend", "voice of the customer").
var phraseInner = map[string]bool{"of": true, "on": true, "the": true, "&": true, "and": true}

// numberWords say how many, not what.
var numberWords = map[string]bool{"one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
	"seven": true, "eight": true, "nine": true, "ten": true, "first": true, "second": true, "third": true, "half": true}

// abbrevOf is an abbreviation without its plural ("PRDs" → "PRD"), or "".
func abbrevOf(w string) string {
	a := strings.TrimSuffix(w, "s")
	if isAbbreviation(a) && a == strings.ToUpper(a) {
		return a
	}
	return ""
}

var phraseSplitRe = regexp.MustCompile(`[,;:()!?]|\.(\s|$)|\s[-–—]\s|\s/\s`)

// phraseToken is a word of a posting's sentence as written.
type phraseToken struct {
	text string
	at   int
}

var phraseTokenRe = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}/&'’+-]*[\p{L}\p{N}+]|[\p{L}\p{N}]`)

// postingPhrases are the phrases of the posting's duties and requirements
// (nice-to-haves and benefits left out) that could name a practice: runs
// of one to five words inside a clause that start and end on a content
// word, longest first within each clause.
func postingPhrases(posting string) []string {
	var out []string
	seen := map[string]bool{}
	duties, nice := postingParts(posting)
	for _, d := range duties {
		for _, seg := range phraseSplitRe.Split(d, -1) {
			var toks []phraseToken
			for _, ix := range phraseTokenRe.FindAllStringIndex(seg, -1) {
				toks = append(toks, phraseToken{text: seg[ix[0]:ix[1]], at: ix[0]})
			}
			for n := min(5, len(toks)); n >= 1; n-- {
				for i := 0; i+n <= len(toks); i++ {
					p := toks[i : i+n]
					if !phraseEnds(p, i == 0) {
						continue
					}
					text := seg[p[0].at : p[n-1].at+len(p[n-1].text)]
					key := strings.ToLower(text)
					if !seen[key] {
						seen[key] = true
						out = append(out, text)
					}
				}
			}
			// An abbreviation joined to another word or abbreviation
			// ("BSA/AML", "HACCP-based") is a term of its own.
			for _, t := range toks {
				if !strings.ContainsAny(t.text, "/-") {
					continue
				}
				for _, part := range strings.FieldsFunc(t.text, func(r rune) bool { return r == '/' || r == '-' }) {
					if a := abbrevOf(part); a != "" && !seen[strings.ToLower(part)] {
						seen[strings.ToLower(part)] = true
						out = append(out, part)
					}
				}
			}
		}
	}
	// A nice-to-have's abbreviation too: the resume may spell it out
	// ("communications training officer" for CTO), and only a resume that
	// does backs it.
	for _, d := range nice {
		for _, w := range phraseTokenRe.FindAllString(d, -1) {
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '/' || r == '-' }) {
				if a := abbrevOf(part); a != "" && a == part && !seen[strings.ToLower(part)] {
					seen[strings.ToLower(part)] = true
					out = append(out, part)
				}
			}
		}
	}
	return out
}

// phraseEnds reports whether a run of words can be a practice's name: it
// starts and ends on a content word, holds no verb at its start, no
// product name, and says more than an everyday word.
func phraseEnds(p []phraseToken, first bool) bool {
	lw := func(i int) string { return strings.ToLower(p[i].text) }
	a, z := lw(0), lw(len(p)-1)
	if stopwords[a] || stopwords[z] || phraseFunction[a] || phraseFunction[z] || dangling[z] || genericJobWords[a] || genericJobWords[z] {
		return false
	}
	if strings.ContainsAny(a, "0123456789") || strings.ContainsAny(z, "0123456789") {
		return false
	}
	if verbBase(a) != "" && !strings.Contains(a, "-") { // "medium-sized" is no verb
		return false
	}
	if strings.HasSuffix(z, "ly") || strings.HasSuffix(z, "ed") || strings.HasSuffix(z, "ing") && len(p) == 1 {
		return false
	}
	for i, t := range p {
		w := lw(i)
		if phraseInner[w] {
			continue
		}
		if stopwords[w] || genericJobWords[w] || phraseFunction[w] || numberWords[w] || strings.ContainsAny(w, "0123456789") {
			return false
		}
		if abbrevOf(t.text) != "" {
			continue
		}
		if unicode.IsUpper([]rune(t.text)[0]) && !(i == 0 && first) {
			return false // a product or a place
		}
	}
	if len(p) == 1 && abbrevOf(p[0].text) == "" {
		return false
	}
	if len(p) > 1 && roleNounRe.MatchString(z) {
		return false // "documentation integrity specialists" names people, not a practice
	}
	return true
}

// phraseMatch is where a line backs a posting's phrase.
type phraseMatch struct {
	at    int
	found string
}

// backedBy reports whether line backs the posting's phrase in other words,
// and where.
func backedBy(phrase, line string) (phraseMatch, bool) {
	ws, sp := wordSpans(line)
	raw := make([]string, len(sp))
	for i, s := range sp {
		raw[i] = line[s.start:s.end]
	}
	if a := abbrevOf(phrase); a != "" {
		return spelledOut(a, raw, sp, line)
	}
	pw := stemWordRe.FindAllString(phrase, -1)
	whole := phraseTokenRe.FindAllString(phrase, -1) // "medium-sized" one word
	// The line's abbreviation of the phrase ("PRDs", "SMB"), unless the
	// phrase holds an abbreviation itself.
	if !slices.ContainsFunc(whole, func(w string) bool { return abbrevOf(w) != "" }) {
		for i, r := range raw {
			if a := abbrevOf(r); len(a) >= 3 && (initialsMatch(pw, a) || initialsMatch(whole, a)) {
				return phraseMatch{at: sp[i].start, found: r}, true
			}
		}
	}
	if slices.Contains(whole, "and") {
		return phraseMatch{}, false // "pages and product" is two things
	}
	return wordsNear(pw, ws, sp, line)
}

// initialsMatch reports whether abbr is the phrase's initials, its small
// words counted ("Department of Transportation", DOT) or skipped; "and"
// and "or" are never counted.
func initialsMatch(words []string, abbr string) bool {
	var all, content strings.Builder
	for _, w := range words {
		c := strings.ToUpper(w[:1])
		if lw := strings.ToLower(w); lw != "and" && lw != "or" {
			// "and" is never an initial: "sesame and plain" is no SAP.
			all.WriteString(c)
		}
		if !phraseFunction[strings.ToLower(w)] {
			content.WriteString(c)
		}
	}
	return len(abbr) >= 2 && (all.String() == abbr || content.String() == abbr)
}

// spelledOut finds the words of a line whose initials spell abbr ("user
// acceptance test" for UAT), small words inside counted or skipped.
func spelledOut(abbr string, raw []string, sp []span, line string) (phraseMatch, bool) {
	if strings.Contains(abbr, "&") {
		return ampersandSpelled(abbr, raw, sp, line)
	}
	if len(abbr) < 3 {
		return phraseMatch{}, false
	}
	// A word joined by a hyphen is part of a compound and counts
	// ("time-domain" in "optical time-domain reflectometer").
	joined := make([]bool, len(raw))
	for k := 0; k+1 < len(raw); k++ {
		if line[sp[k].end:sp[k+1].start] == "-" {
			joined[k], joined[k+1] = true, true
		}
	}
	word := map[string]bool{}
	for k, w := range raw {
		if joined[k] {
			word[w] = true
		}
	}
	content := func(w string) bool {
		lw := strings.ToLower(w)
		if numberWords[lw] || strings.ContainsAny(lw, "0123456789") {
			return false // "Certified coder with seven" is no CCS
		}
		return word[w] && len(lw) >= 2 || len(lw) >= 2 && !stopwords[lw] && !phraseFunction[lw]
	}
	for i := range raw {
		// A name may open with "The" ("The Museum System" for TMS).
		named := raw[i] == "The" && i+1 < len(raw) && unicode.IsUpper([]rune(raw[i+1])[0])
		if !content(raw[i]) && !named {
			continue
		}
	next:
		for j := i + 1; j <= len(raw) && j-i <= len(abbr)+2; j++ {
			for _, w := range raw[i:j] {
				if !content(w) && !phraseFunction[strings.ToLower(w)] {
					continue next
				}
			}
			if !content(raw[j-1]) {
				continue
			}
			if initialsMatch(raw[i:j], abbr) && (!credentialOpener[strings.ToLower(raw[i])] || capitalisedName(raw[i:j])) {
				return phraseMatch{at: sp[i].start, found: line[sp[i].start:sp[j-1].end]}, true
			}
		}
	}
	return phraseMatch{}, false
}

// wordMeaningClose is the least cosine of two words' vectors for a
// WordNet synonym to stand for a word in this text's sense: "complex" for
// "complicated" (0.67), not "run" for "testing" (0.36). Vectors alone
// never decide: they put rivals and neighbours close ("respiratory" and
// "kidney", "insurance" and "banking").
const wordMeaningClose = 0.45

// sameWord reports whether two words (lower case) say the same: one stem,
// or a shared WordNet sense that their vectors confirm.
func sameWord(a, b string) (exact, close bool) {
	sa, sb := stem(a), stem(b)
	if len(sa) < len(sb) {
		sa, sb = sb, sa
	}
	if sa == sb || singularWord(a) == singularWord(b) || strings.HasPrefix(sa, sb) && len(sb) >= 5 && len(sa)-len(sb) <= 2 {
		return true, true
	}
	if ra, rb := derivRoot(singularWord(a)), derivRoot(singularWord(b)); ra == rb && len(ra) >= 5 {
		return true, true // "detection" and "detectors"
	}
	if numberWords[a] || numberWords[b] {
		return false, false
	}
	if !closeTo(sa, sb) {
		return false, false
	}
	va, vb := vecOf(a), vecOf(b)
	if va == nil || vb == nil {
		return false, false
	}
	d := 0.0
	for i := range dims {
		d += float64(va.v[i]) * float64(vb.v[i])
	}
	return false, d >= wordMeaningClose
}

// derivRoot is a word without the ending that makes a noun of a verb
// ("detection", "detector", "reporting" → "detect", "report"), so that
// the thing, the act and the doer read as one word.
func derivRoot(w string) string {
	for _, suf := range []string{"ion", "or", "er", "ing", "ment"} {
		if r, ok := strings.CutSuffix(w, suf); ok && len(r) >= 5 {
			return r
		}
	}
	return w
}

// wordsNear finds the phrase's content words in the line, in any order and
// form, close together within one clause, at least one in the same form and
// every one the same or close in meaning.
func wordsNear(pw []string, ws []string, sp []span, line string) (phraseMatch, bool) {
	var content []string
	for _, w := range pw {
		if lw := strings.ToLower(w); !phraseFunction[lw] && !stopwords[lw] {
			content = append(content, lw)
		}
	}
	if len(content) < 2 {
		return phraseMatch{}, false
	}
	window := len(content) + 2
	head := len(content) - 1
	for i := range ws {
		lo, hi, exacts := -1, -1, 0
		headVerb, same, prev := false, true, -1
		used := map[int]bool{}
		ok := true
		for ci, c := range content {
			found := -1
			for j := i; j < len(ws) && j < i+window; j++ {
				if used[j] || stopwords[ws[j]] {
					continue
				}
				e, cl := sameWord(c, ws[j])
				if ci == head && !e {
					continue // the phrase's noun in its own word
				}
				if cl {
					found = j
					headVerb = headVerb || ci == head && verbBase(ws[j]) != "" && singularWord(ws[j]) != singularWord(c)
					if e {
						exacts++
					}
					break
				}
			}
			if found < 0 {
				ok = false
				break
			}
			used[found] = true
			same = same && singularWord(ws[found]) == singularWord(c) && found > prev
			prev = found
			if lo < 0 || found < lo {
				lo = found
			}
			hi = max(hi, found)
		}
		// The noun as a verb only with every other word the same
		// ("managed stakeholders"; "Designed marketing" is no product design).
		// The same words in the same order, with a word between ("yearly
		// hardware refresh"), already say it: nothing to add.
		if ok && lo == i && (!headVerb || exacts == len(content)) && !same && !strings.ContainsAny(line[sp[lo].start:sp[hi].end], ",;") {
			return phraseMatch{at: sp[lo].start, found: line[sp[lo].start:sp[hi].end]}, true
		}
	}
	return phraseMatch{}, false
}

var (
	pageFooterRe = regexp.MustCompile(`(?i)\b(salary|benefits|401\(k\)|equal opportunity|pay range|stipend|hybrid|remote-first|apply)\b`)
)

// postingParts are the posting's lines that say what the work is (its
// lists' items and its paragraphs about the company and the role, not the
// ones on pay and benefits), and apart from them its nice-to-haves and
// benefits.
func postingParts(posting string) (duties, rest []string) {
	skip := false
	for _, line := range strings.Split(posting, "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if m := listItemRe.FindStringSubmatch(t); m != nil {
			if !skip {
				duties = append(duties, m[1])
			} else {
				rest = append(rest, m[1])
			}
			continue
		}
		if len(strings.Fields(t)) <= 6 {
			skip = niceHeadRe.MatchString(t)
			continue
		}
		if !pageFooterRe.MatchString(t) {
			duties = append(duties, t)
		}
	}
	return duties, rest
}

// ampersandSpelled finds the words of a line that spell an abbreviation
// with an ampersand, "and" standing for it: "profit-and-loss" for P&L,
// "geometric dimensioning and tolerancing" for GD&T.
// credentialOpener starts a credential's name ("Certified Crop
// Adviser"), which spells out its abbreviation only written as a name.
var credentialOpener = map[string]bool{"certified": true, "registered": true, "licensed": true, "board": true, "chartered": true}

// capitalisedName reports whether every content word is capitalised.
func capitalisedName(ws []string) bool {
	for _, w := range ws {
		if !phraseFunction[strings.ToLower(w)] && !unicode.IsUpper([]rune(w)[0]) {
			return false
		}
	}
	return true
}

// pairedAdjectives reports whether two words are adjectives with the same
// ending ("hydrologic", "hydraulic"; "mechanical", "electrical").
func pairedAdjectives(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	for _, suf := range []string{"ic", "al", "ive", "ous", "ary"} {
		if len(a) > len(suf)+3 && len(b) > len(suf)+3 && strings.HasSuffix(a, suf) && strings.HasSuffix(b, suf) {
			return true
		}
	}
	return false
}

func ampersandSpelled(abbr string, raw []string, sp []span, line string) (phraseMatch, bool) {
	n := 0
	for _, r := range abbr {
		if r != '&' {
			n++
		}
	}
	words := n + 1 // each letter a word, and "and"
	for i := 0; i+words <= len(raw); i++ {
		var b strings.Builder
		for _, w := range raw[i : i+words] {
			if strings.EqualFold(w, "and") {
				b.WriteByte('&')
			} else {
				b.WriteString(strings.ToUpper(w[:1]))
			}
		}
		// Two letters only hyphenated into one word ("profit-and-loss"):
		// "pricing and logistics" is no P&L.
		// Two adjectives of one kind also name one thing: "hydrologic and
		// hydraulic modeling" (H&H), "mechanical and electrical" (M&E).
		joined := n == 2 && (strings.EqualFold(line[sp[i].end:sp[i+2].start], "-and-") || pairedAdjectives(raw[i], raw[i+2]))
		if b.String() == abbr && (n > 2 || joined) {
			return phraseMatch{at: sp[i].start, found: line[sp[i].start:sp[i+words-1].end]}, true
		}
	}
	return phraseMatch{}, false
}
