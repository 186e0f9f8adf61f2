package jobsearch

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stride-oss/stride/internal/catalog"
)

// stopWords are too common to search by.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a about above after again against all am an and any are as at be because been
		before being below between both but by can did do does doing don down during each few for from further had has
		have having he her here hers herself him himself his how i if in into is it its itself just me more most my
		myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such
		than that the their theirs them themselves then there these they this those through to too under until up very
		was we were what when where which while who whom why will with you your yours yourself yourselves`) {
		m[w] = true
	}
	return m
}()

// words splits text into lower-case words of letters and digits (keeping
// + and # inside a word: C++, C#).
func words(s string) []string {
	s = strings.ToLower(s)
	out := make([]string, 0, len(s)/6)
	start := -1
	for i := 0; i < len(s); {
		// ASCII, the common case, without a call per character.
		c, size := s[i], 1
		var in bool
		if c < utf8.RuneSelf {
			in = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '#'
		} else {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			in = unicode.IsLetter(r) || unicode.IsDigit(r)
		}
		if in && start < 0 {
			start = i
		} else if !in && start >= 0 {
			out, start = append(out, s[start:i]), -1
		}
		i += size
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// analyze is Stride's one text analyser, for postings and queries alike:
// lower-case words, stop words dropped, plurals made singular and nothing
// stemmed further, so "engineer" and "engine", "product" and
// "production", "accountant" and "account", "marketing" and "market" stay
// apart while "nurses" finds "nurse".
func analyze(s string) []string {
	var out []string
	for _, w := range words(s) {
		if stopWords[w] || strings.Trim(w, "+#") == "" {
			continue
		}
		out = append(out, catalog.Singular(w))
	}
	return out
}

// queryTerms analyses a search, keeping each word once and at most 16.
func queryTerms(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range analyze(s) {
		if w != "" && !seen[w] && len(out) < 16 {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// partialForms returns what else a query's last word, analysed while still
// being typed, may stand for in the index, where plurals are singular: the
// "technologi" and "technologie" of "technologies" are "technology", the
// "watche" of "watches" is "watch", and "pry" (analysed from "pries") may
// be the start of "priesthood".
func partialForms(w string) (exact, prefixes []string) {
	switch {
	case strings.HasSuffix(w, "ie") && len(w) >= 4:
		exact = append(exact, w[:len(w)-2]+"y")
	case strings.HasSuffix(w, "i") && len(w) >= 3:
		exact = append(exact, w[:len(w)-1]+"y")
	case strings.HasSuffix(w, "e") && len(w) >= 3: // the plural has 4 letters or more
		for _, end := range []string{"ch", "sh", "x", "ss"} {
			if stem := w[:len(w)-1]; strings.HasSuffix(stem, end) {
				exact = append(exact, stem)
			}
		}
	case strings.HasSuffix(w, "y") && len(w) >= 3:
		prefixes = append(prefixes, w[:len(w)-1]+"ies")
	}
	return exact, prefixes
}
