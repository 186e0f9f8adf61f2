package jobsearch

import (
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// vocabSnapshot is the part of a snapshot that query lookups read, built
// from the words of text as postings are indexed.
func vocabSnapshot(text string) *snapshot {
	s := &snapshot{termID: map[string]int32{}}
	for _, w := range analyze(text) {
		if _, ok := s.termID[w]; !ok {
			s.termID[w] = int32(len(s.vocab))
			s.vocab = append(s.vocab, w)
		}
	}
	s.sorted = make([]int32, len(s.vocab))
	for i := range s.sorted {
		s.sorted[i] = int32(i)
	}
	sort.Slice(s.sorted, func(a, b int) bool { return s.vocab[s.sorted[a]] < s.vocab[s.sorted[b]] })
	return s
}

// FuzzQuery analyses a search box's text as a query and looks its words up
// in the words of a posting. The terms are distinct, at most 16, each a
// lower-case word of letters, digits, + and # in valid UTF-8; a prefix
// lookup finds exactly the posting's words that start with the term; and
// typing any word of the posting letter by letter finds it at every step
// where the partial word is a search at all.
func FuzzQuery(f *testing.F) {
	f.Add("Senior Software Engineer, Payments (Go, C++, C#)", "soft")
	f.Add("Registered Nurses – ICU", "nurses icu")
	f.Add("Technologies and Companies", "technologi")
	f.Add("Watches, Boxes & Addresses", "the a of")
	f.Add("İstanbul ΣΊΣΥΦΟΣ straße", "ıstanbul")
	f.Add("a b c d e f g h i j k l m n o p q r s t u v w x y z", strings.Repeat("word ", 40))
	f.Fuzz(func(t *testing.T, posting, query string) {
		for _, s := range []string{posting, query} {
			if got, want := words(s), wordsUnicode(s); !slices.Equal(got, want) {
				t.Fatalf("words(%q) = %q, the plain split gives %q", s, got, want)
			}
		}
		terms := queryTerms(query)
		if len(terms) > 16 {
			t.Fatalf("%d terms", len(terms))
		}
		seen := map[string]bool{}
		for _, w := range terms {
			if w == "" || seen[w] || !utf8.ValidString(w) || strings.Trim(w, "+#") == "" {
				t.Fatalf("term %q in %q", w, terms)
			}
			seen[w] = true
			for _, r := range w {
				if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#') {
					t.Fatalf("term %q holds %q", w, r)
				}
			}
		}
		sn := vocabSnapshot(posting)
		for i, w := range terms {
			prefix := i == len(terms)-1
			got := sn.termsFor(w, prefix)
			if !prefix {
				if id, ok := sn.termID[w]; ok && !slices.Equal(got, []int32{id}) || !ok && got != nil {
					t.Fatalf("term %q: got %v", w, got)
				}
				continue
			}
			if len(got) > 500 || len(slices.Compact(slices.Sorted(slices.Values(got)))) != len(got) {
				t.Fatalf("term %q: %d ids or some twice: %v", w, len(got), got)
			}
			starting := 0
			for _, id := range sn.sorted {
				if strings.HasPrefix(sn.vocab[id], w) {
					starting++
					if starting <= 500 && !slices.Contains(got, id) {
						t.Fatalf("prefix %q does not find %q", w, sn.vocab[id])
					}
				}
			}
			for _, id := range got {
				if v := sn.vocab[id]; !strings.HasPrefix(v, w) && !pluralStarts(v, w) {
					t.Fatalf("prefix %q finds %q", w, v)
				}
			}
		}
		// Typing a posting's word letter by letter.
		for _, w := range words(posting) {
			want := analyze(w)
			if len(want) != 1 || len(w) > 40 {
				continue
			}
			for i, r := range w {
				typed := w[:i+utf8.RuneLen(r)]
				terms := queryTerms(typed)
				if len(terms) == 0 {
					continue // a stop word or no word: no search at all
				}
				last := terms[len(terms)-1]
				if !slices.Contains(sn.termsFor(last, true), sn.termID[want[0]]) {
					t.Fatalf("typing %q (%q) does not find %q", typed, last, want[0])
				}
			}
		}
	})
}

// pluralStarts reports whether a partly typed word analysed as w may be a
// plural of v ("technologi" of "technology") or, analysed from one, the
// start of v ("pry" from "pries" of "priesthood").
func pluralStarts(v, w string) bool {
	plurals := []string{v + "s", v + "es"}
	if strings.HasSuffix(v, "y") {
		plurals = append(plurals, v[:len(v)-1]+"ies")
	}
	for _, p := range plurals {
		if strings.HasPrefix(p, w) {
			return true
		}
	}
	return strings.HasSuffix(w, "y") && strings.HasPrefix(v, w[:len(w)-1]+"ies")
}

// wordsUnicode is words written plainly, one call per character: the
// reference words is tested against.
func wordsUnicode(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '+' || r == '#')
	})
}

// words splits text as the plain one-call-per-character split does,
// whatever the script.
func TestWordsAsPlainSplit(t *testing.T) {
	for _, s := range []string{"", "Senior C++ / C# Engineer – Zürich (ÉQUIPE), 3rd shift", "İstanbul ﬁnance ΣΑΣ",
		"a\xffb", "naïve café", "x" + string(rune(0x10FFFF)) + "y", "tab\tnew\nline  ", "日本語の仕事"} {
		if got, want := words(s), wordsUnicode(s); !slices.Equal(got, want) {
			t.Errorf("words(%q) = %q, want %q", s, got, want)
		}
	}
}
