package resume

import (
	"strings"
	"sync"
)

// Standard-14 fonts: a PDF may name Helvetica, Times or Courier without
// embedding it or giving /Widths (pdf-lib, ReportLab and many generators
// do). Their widths are Adobe's published AFM metrics (afm.go); without them
// every glyph of a run lands on the same spot.

var (
	afmOnce  sync.Once
	afmIndex map[rune]int
)

// standardFontName maps a base font name to the standard-14 font whose
// metrics it uses ("Arial,Bold" and "Helvetica-Bold" to Helvetica-Bold,
// "TimesNewRomanPS-ItalicMT" to Times-Italic), or "" when it is none of
// them.
func standardFontName(base string) string {
	if i := strings.IndexByte(base, '+'); i >= 0 {
		base = base[i+1:]
	}
	b := strings.ToLower(base)
	var family string
	switch {
	case strings.HasPrefix(b, "courier"):
		family = "Courier"
	case strings.HasPrefix(b, "helvetica"), strings.HasPrefix(b, "arial"):
		family = "Helvetica"
	case strings.HasPrefix(b, "times"):
		family = "Times"
	default:
		return ""
	}
	bold := strings.Contains(b, "bold") || strings.Contains(b, "black") || strings.Contains(b, "heavy")
	slant := strings.Contains(b, "italic") || strings.Contains(b, "oblique")
	switch {
	case family == "Times" && bold && slant:
		return "Times-BoldItalic"
	case family == "Times" && bold:
		return "Times-Bold"
	case family == "Times" && slant:
		return "Times-Italic"
	case family == "Times":
		return "Times-Roman"
	case bold && slant:
		return family + "-BoldOblique"
	case bold:
		return family + "-Bold"
	case slant:
		return family + "-Oblique"
	}
	return family
}

// standardWidths returns the width (1/1000 em) of a decoded character in a
// standard font, and false for a character the metrics lack.
func standardWidths(font string) func(string) (float64, bool) {
	ws, ok := afmWidths[font]
	if !ok {
		return nil
	}
	afmOnce.Do(func() {
		afmIndex = make(map[rune]int, len(afmRunes))
		for i, r := range afmRunes {
			afmIndex[r] = i
		}
	})
	return func(s string) (float64, bool) {
		total, n := 0.0, 0
		for _, r := range s {
			i, ok := afmIndex[r]
			if !ok {
				return 0, false
			}
			total += float64(ws[i])
			n++
		}
		return total, n > 0
	}
}
