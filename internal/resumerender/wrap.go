package resumerender

import (
	"strings"
	"unicode"
)

// widthSlack absorbs rounding when a line is exactly as wide as the column.
const widthSlack = 1e-6

// wrapItems lays items out in lines no wider than width, as measure gives a
// string's width: items are joined by sep within a line, and a line breaks
// only between items (the separator is dropped there). An item wider than a
// line is laid out by its words on lines of its own; a word wider than a line
// is cut after the last character that fits, and nowhere else.
//
// Every text of a resume or a letter is wrapped here: paragraphs are
// wrapItems(strings.Fields(text), " ", …), skills and contact details keep
// each item whole when they can.
func wrapItems(items []string, sep string, width float64, measure func(string) float64) []string {
	fits := func(s string) bool { return measure(s) <= width+widthSlack }
	var lines []string
	cur := ""
	for _, it := range items {
		if it = strings.Join(strings.Fields(it), " "); it == "" {
			continue
		}
		if cur != "" {
			if fits(cur + sep + it) {
				cur += sep + it
				continue
			}
			lines = append(lines, cur)
			cur = ""
		}
		if fits(it) {
			cur = it
			continue
		}
		var parts []string
		if words := strings.Fields(it); len(words) > 1 {
			parts = wrapItems(words, " ", width, measure)
		} else {
			parts = breakWord(it, width, measure)
		}
		lines = append(lines, parts[:len(parts)-1]...)
		cur = parts[len(parts)-1]
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// wrapWords wraps text at its spaces.
func wrapWords(text string, width float64, measure func(string) float64) []string {
	return wrapItems(strings.Fields(text), " ", width, measure)
}

// breakWord cuts a word wider than a line into pieces that each fill a line
// as far as they can: each piece ends after the last character that fits
// (at least one character, never before a combining mark).
func breakWord(word string, width float64, measure func(string) float64) []string {
	var out []string
	rs := []rune(word)
	for len(rs) > 0 {
		// The longest prefix that fits: widths only grow as characters
		// are added, so double the prefix until it does not fit, then
		// bisect (never measuring much more than a line).
		lo, hi := 1, len(rs)
		for k := 2; k < len(rs); k *= 2 {
			if measure(string(rs[:k])) > width+widthSlack {
				hi = k - 1
				break
			}
			lo = k
		}
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if measure(string(rs[:mid])) <= width+widthSlack {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		n := lo
		for n > 1 && n < len(rs) && unicode.Is(unicode.Mn, rs[n]) {
			n--
		}
		out = append(out, string(rs[:n]))
		rs = rs[n:]
	}
	return out
}
