package resume

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func sprint(v any) string { return fmt.Sprint(v) }

// cleanText normalises extracted text: valid UTF-8, "\n" line ends, no
// control characters, no trailing spaces, at most one blank line in a row,
// and at most maxTextBytes long.
func cleanText(s string) string {
	if len(s) > maxTextBytes {
		s = s[:maxTextBytes]
	}
	s = strings.ToValidUTF8(s, "")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	var b strings.Builder
	b.Grow(len(s))
	blank := 0
	for _, line := range strings.Split(s, "\n") {
		line = strings.ReplaceAll(line, "\t", "  ") // a tab is a gap between fields
		line = joinAccents(ligatures.Replace(line))
		line = strings.Map(func(r rune) rune {
			switch {
			case r == '\u00a0' || r == '\u2007' || r == '\u202f':
				return ' '
			case r == '\ufeff' || r == '\u200b' || r == '\ufffd' || r == '\u00ad':
				return -1
			case unicode.IsControl(r):
				return -1
			case r >= 0xE000 && r <= 0xF8FF: // private use: symbol-font bullets
				return '•'
			}
			return r
		}, line)
		line = strings.TrimRightFunc(line, unicode.IsSpace)
		if strings.TrimSpace(line) == "" {
			blank++
			if blank > 1 || b.Len() == 0 {
				continue
			}
			b.WriteByte('\n')
			continue
		}
		blank = 0
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return strings.TrimSpace(b.String())
}

// collapseSpaces trims s and replaces runs of white space with one space.
func collapseSpaces(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// truncateRunes cuts s to at most n runes.
func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n])
}

// ligatures spells out the typographic ligatures TeX and other typesetters
// emit as one glyph ("ﬁ" in "Certiﬁcations"), so words read as typed.
// spacingAccents are the accents a PDF can draw as glyphs of their own
// before their letter (pdflatex writes a letter its font lacks as the
// accent and the letter: "Waip¯a", "O¯torohanga"), with the combining mark
// each stands for. The acute and grave accents are left alone: people type
// them for apostrophes ("Don´t").
var spacingAccents = map[rune]rune{'¯': '\u0304', 'ˇ': '\u030c', '˘': '\u0306', '˙': '\u0307', '˚': '\u030a', '˝': '\u030b', '˜': '\u0303', '¨': '\u0308'}

// joinAccents puts each spacing accent on the letter after it when the
// two make one letter ("Waip¯a" is "Waipā"), or else on the letter before
// it (capitals: "O¯torohanga" is "Ōtorohanga").
func joinAccents(line string) string {
	if strings.IndexFunc(line, func(r rune) bool { _, ok := spacingAccents[r]; return ok }) < 0 {
		return line
	}
	compose := func(letter, mark rune) (rune, bool) {
		if !unicode.IsLetter(letter) {
			return 0, false
		}
		c := []rune(norm.NFC.String(string([]rune{letter, mark})))
		return c[0], len(c) == 1
	}
	rs := []rune(line)
	out := make([]rune, 0, len(rs))
	for i := 0; i < len(rs); i++ {
		m, ok := spacingAccents[rs[i]]
		if !ok {
			out = append(out, rs[i])
			continue
		}
		if i+1 < len(rs) {
			if c, ok := compose(rs[i+1], m); ok {
				out = append(out, c)
				i++
				continue
			}
		}
		if n := len(out); n > 0 {
			if c, ok := compose(out[n-1], m); ok {
				out[n-1] = c
				continue
			}
		}
		out = append(out, rs[i])
	}
	return string(out)
}

var ligatures = strings.NewReplacer("\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl", "\ufb05", "st", "\ufb06", "st")
