package ai

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Text an answer copies from its question (issue 39) is removed before the
// answer is read: a `You asked: "…"` opening and every sentence that
// repeats the question. It earns nothing (the question's words are not the
// candidate's) and costs nothing (a good answer that starts by restating
// the question is still a good answer).

var (
	// restatedLeadRe opens an answer that quotes or restates its question.
	restatedLeadRe = regexp.MustCompile(`(?i)^\s*(?:you (?:asked|ask|want to know|wanted to know|are asking|'re asking)(?: me)?|(?:the |your )?question (?:is|was)|question|q)\s*[:,.\-–—]?\s*`)
	// sentenceEndRe ends a sentence, with a closing quote if there is one.
	sentenceEndRe = regexp.MustCompile(`[.!?]+["”’']?(?:\s+|$)|\n+`)
)

var closingQuote = map[rune]rune{'"': '"', '“': '”', '‘': '’', '\'': '\'', '«': '»'}

// withoutRestated returns answer without what it copies from question, and
// whether it copied anything.
func withoutRestated(answer, question string) (string, bool) {
	qWords := tokens(question)
	if len(qWords) == 0 {
		return answer, false
	}
	s := strings.TrimSpace(answer)
	restated := false
	if m := restatedLeadRe.FindStringIndex(s); m != nil && m[1] > 0 {
		rest := s[m[1]:]
		r, size := utf8.DecodeRuneInString(rest)
		if cl, ok := closingQuote[r]; ok {
			body := rest[size:]
			if i := strings.IndexRune(body, cl); i >= 0 && copiedShare(tokens(body[:i]), qWords) >= 0.5 {
				s, restated = strings.TrimSpace(body[i+utf8.RuneLen(cl):]), true
			}
		}
		if !restated {
			// "You asked how I … ?" without quotes: the lead goes with the
			// sentence that copies the question, or not at all.
			if first, after := firstSentence(rest); copiedShare(tokens(first), qWords) >= 0.5 {
				s, restated = strings.TrimSpace(after), true
			}
		}
	}
	// Every sentence that is mostly the question's words in its order.
	var b strings.Builder
	for s != "" {
		sent, after := firstSentence(s)
		if w := tokens(sent); len(w) >= 3 && copiedShare(w, qWords) >= 0.6 {
			restated = true
		} else {
			b.WriteString(s[:len(s)-len(after)])
		}
		s = after
	}
	if !restated {
		return answer, false
	}
	return strings.TrimSpace(b.String()), true
}

// firstSentence splits s after its first sentence (with the space after
// it).
func firstSentence(s string) (string, string) {
	if m := sentenceEndRe.FindStringIndex(s); m != nil {
		return s[:m[1]], s[m[1]:]
	}
	return s, ""
}

// copiedShare is the share of words that belong to a run of the question's
// words in the same order, of five words or the whole question (or the
// whole of words) if it is shorter.
func copiedShare(words, qWords []string) float64 {
	if len(words) == 0 {
		return 0
	}
	// A sentence shorter than that counts when it is all one run ("How do
	// you investigate?").
	run := min(5, len(qWords), len(words))
	copied := make([]bool, len(words))
	for i := range words {
		for j := range qWords {
			k := 0
			for i+k < len(words) && j+k < len(qWords) && words[i+k] == qWords[j+k] {
				k++
			}
			if k >= run {
				for x := i; x < i+k; x++ {
					copied[x] = true
				}
			}
		}
	}
	n := 0
	for _, c := range copied {
		if c {
			n++
		}
	}
	return float64(n) / float64(len(words))
}
