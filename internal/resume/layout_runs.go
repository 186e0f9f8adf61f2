package resume

import (
	"math"
	"sort"
)

// untangleRow reads a row whose text was drawn over other text (a heading
// set over the first line of its block, tags overflowing their boxes)
// run by run, in the order the page drew them, instead of letter by letter
// across the overlap, which garbles both ("ETedchunicscahetiHoonchschule"
// for "Education" over "Technische Hochschule"). A run is glyphs drawn
// left to right; runs that do not overlap, or repeat each other (fake
// bold), keep the row as it was.
func untangleRow(r []glyph) []glyph {
	if len(r) < 4 {
		return r
	}
	c := append([]glyph(nil), r...)
	sort.SliceStable(c, func(i, j int) bool { return c[i].seq < c[j].seq })
	var runs [][]glyph
	start := 0
	for i := 1; i < len(c); i++ {
		if c[i].x < c[i-1].x-0.25*c[i].size {
			runs = append(runs, c[start:i])
			start = i
		}
	}
	runs = append(runs, c[start:])
	if len(runs) < 2 || len(runs) > 40 {
		return r
	}
	type span struct {
		x0, x1 float64
		text   string
	}
	spans := make([]span, len(runs))
	for i, run := range runs {
		sp := span{x0: math.Inf(1), x1: math.Inf(-1)}
		for _, g := range run {
			sp.x0 = math.Min(sp.x0, g.x)
			sp.x1 = math.Max(sp.x1, g.x+g.w)
			sp.text += g.s
		}
		spans[i] = sp
	}
	tangled := false
	for i := range spans {
		for j := i + 1; j < len(spans); j++ {
			size := runs[j][0].size
			if math.Min(spans[i].x1, spans[j].x1)-math.Max(spans[i].x0, spans[j].x0) > 0.3*size && spans[i].text != spans[j].text {
				tangled = true
			}
		}
	}
	if !tangled {
		return r
	}
	out := make([]glyph, 0, len(r))
	for i, run := range runs {
		sort.SliceStable(run, func(a, b int) bool { return run[a].x < run[b].x })
		for k, g := range run {
			g.runBreak = i > 0 && k == 0
			out = append(out, g)
		}
	}
	return out
}
