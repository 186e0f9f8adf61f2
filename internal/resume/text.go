package resume

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
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
		line = ligatures.Replace(line)
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
var ligatures = strings.NewReplacer("\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl", "\ufb05", "st", "\ufb06", "st")
