package resume

import (
	"math"
	"sort"
	"strings"

	"github.com/ledongthuc/pdf"
)

// Placing a page's glyphs into lines in reading order: rows by baseline,
// segments at wide gaps, columns (columns.go) and wrapped table cells.

// glyph is one placed character.
type glyph struct {
	x, y, w, size float64
	s             string
	font          string
	noWidth       bool // the font gave no width: its position says nothing
	seq           int  // the glyph's place in the page's content stream
	runBreak      bool // starts a run drawn over another (untangleRow)
}

// segment is a run of glyphs on one baseline without a wide gap.
type segment struct {
	x0, x1, y, size float64
	text            string
	// font0 and font1 are the fonts of its first and last glyphs.
	font0, font1 string
	// below is the baseline of the last line a wrapped cell was joined
	// from (mergeWrappedCells); 0 when the segment is one line.
	below float64
	// inner are the left edges of the parts a narrower gap sets apart
	// inside the segment ("Mar 2021 – Present  Staff Nurse II, …": where
	// the title starts); lastEnd the right edge of the last line joined
	// onto its last part.
	inner   []float64
	innerAt []int // where each inner part starts in text
	lastEnd float64
}

// bottom is the baseline of the segment's last line.
func (s segment) bottom() float64 {
	if s.below != 0 {
		return s.below
	}
	return s.y
}

// layoutPage turns placed glyphs into lines in reading order. Glyphs are
// grouped into rows by baseline, rows into segments at wide gaps; when the
// page has a clear vertical gutter (a two-column layout) each column is
// emitted in turn between full-width rows.
func layoutPage(text []pdf.Text, pageWidth float64) string {
	gs := make([]glyph, 0, len(text))
	for _, t := range text {
		if t.S == "" || t.S == "\n" || t.S == "\r" {
			continue
		}
		size := math.Abs(t.FontSize)
		if size < 1 || math.IsNaN(size) || math.IsInf(size, 0) || size > 500 {
			size = 10
		}
		if math.IsNaN(t.X) || math.IsNaN(t.Y) || math.IsInf(t.X, 0) || math.IsInf(t.Y, 0) {
			continue
		}
		w := t.W
		noWidth := false
		if w <= 0 || math.IsNaN(w) || w > 5*size {
			w = 0.5 * size
			noWidth = true
		}
		gs = append(gs, glyph{x: t.X, y: t.Y, w: w, size: size, s: t.S, font: t.Font, noWidth: noWidth, seq: len(gs)})
	}
	if len(gs) == 0 {
		return ""
	}
	rows := groupRows(gs)
	var segs [][]segment // per row
	spaced := spacedText(rows)
	for _, row := range rows {
		segs = append(segs, splitSegments(row, spaced))
	}
	segs = mergeWrappedHeaders(mergeWrappedCells(segs), bodySize(gs))
	gutter, ok := findGutter(segs, pageWidth)
	if ok {
		segs = splitAtGutter(segs, gutter)
	}
	var out strings.Builder
	if ok && labelColumn(segs, gutter) {
		// The left column only labels the right one (section names and
		// dates beside their entries): read each row across.
		ok = false
	}
	if !ok {
		writeRows(&out, segs, func(segment) bool { return true })
		return out.String()
	}
	// Bands of rows between full-width rows; in each band the left column,
	// then the right one.
	isLeft := func(s segment) bool { return s.x1 <= gutter }
	isRight := func(s segment) bool { return s.x0 >= gutter }
	bandStart := 0
	flush := func(end int) {
		if end <= bandStart {
			return
		}
		band := segs[bandStart:end]
		writeRows(&out, band, isLeft)
		out.WriteString("\n")
		writeRows(&out, band, isRight)
		out.WriteString("\n")
	}
	// The right column's left edge: a centred line (a name above both
	// columns) that starts right of it, before any left-column text, is not
	// column text.
	rightEdge := math.Inf(1)
	leftSeen := false
	for _, row := range segs {
		for _, s := range row {
			if s.x0 >= gutter {
				rightEdge = math.Min(rightEdge, s.x0)
			}
		}
	}
	for i, row := range segs {
		full := false
		for _, s := range row {
			if s.x0 < gutter && s.x1 > gutter {
				full = true
			}
		}
		if !leftSeen && len(row) == 1 && row[0].x0 > rightEdge+6 && math.Abs((row[0].x0+row[0].x1)/2-pageWidth/2) < 0.04*pageWidth {
			full = true
		}
		for _, s := range row {
			leftSeen = leftSeen || s.x1 <= gutter
		}
		if full {
			flush(i)
			writeRows(&out, segs[i:i+1], func(segment) bool { return true })
			bandStart = i + 1
		}
	}
	flush(len(segs))
	return out.String()
}

// groupRows clusters glyphs whose baselines are close, top to bottom, each
// row sorted left to right.
func groupRows(gs []glyph) [][]glyph {
	sort.SliceStable(gs, func(i, j int) bool { return gs[i].y > gs[j].y })
	var rows [][]glyph
	var cur []glyph
	var curY, curSize float64
	for _, g := range gs {
		if len(cur) > 0 && math.Abs(curY-g.y) <= 0.45*math.Max(curSize, g.size) {
			cur = append(cur, g)
			continue
		}
		if len(cur) > 0 {
			rows = append(rows, cur)
		}
		cur = []glyph{g}
		curY, curSize = g.y, g.size
	}
	if len(cur) > 0 {
		rows = append(rows, cur)
	}
	for k, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].x < r[j].x })
		rows[k] = untangleRow(r)
	}
	return rows
}

// styleBreak is what separates two glyphs a space apart: two spaces where
// the style changes across a gap wider than a word space (a heading in a
// margin beside the first line of its section, "Work  Pipe Welder") or
// across a gap wider than any word space, so the parser can tell them
// apart; one space otherwise.
func styleBreak(prev, g glyph, gap float64) string {
	size := math.Min(prev.size, g.size)
	if gap > 0.9*size && (math.Abs(prev.size-g.size) > 0.12*size || prev.font != g.font) {
		return "  "
	}
	if gap > 0.75*size {
		// Wider than any word space, even in justified text: items set
		// apart ("SMAW (Stick)   GTAW (TIG)").
		return "  "
	}
	return " "
}

// spacedText reports a page that writes its word spaces as space glyphs
// (a browser's PDF does): there a gap with no space glyph in it is set by
// the layout (tags side by side), not a word space.
func spacedText(rows [][]glyph) bool {
	spaces, bare := 0, 0
	for _, row := range rows {
		for i := 1; i < len(row); i++ {
			switch {
			case row[i].s == " ":
				spaces++
			case row[i-1].s != " " && row[i].x-(row[i-1].x+row[i-1].w) > 0.2*row[i].size:
				bare++
			}
		}
	}
	return spaces >= 20 && spaces >= 4*bare
}

// splitSegments joins a row's glyphs into words and segments: a gap wider
// than a fifth of the font size is a space, one wider than 1.8 em starts a
// new segment.
func splitSegments(row []glyph, spaced bool) []segment {
	var segs []segment
	var b strings.Builder
	cur := segment{x0: row[0].x, y: row[0].y, size: row[0].size, font0: row[0].font}
	prevEnd := row[0].x
	lastInk := row[0].x // the end of the last glyph that is not a space
	prev := glyph{}
	for i, g := range row {
		if i > 0 {
			// Drop glyphs drawn twice at the same spot (fake bold): only
			// when the first one advanced, so the spot really repeats.
			if g.s == prev.s && !prev.noWidth && math.Abs(g.x-prev.x) < 0.05*g.size && math.Abs(g.y-prev.y) < 0.05*g.size {
				continue
			}
			gap := g.x - prevEnd
			if g.runBreak {
				// Text drawn over other text (a label over its block, a
				// tag overflowing its box): a field of its own.
				b.WriteString("  ")
				prevEnd = g.x
				gap = 0
			}
			if gap > 1.8*g.size {
				cur.text = b.String()
				cur.x1 = prevEnd
				segs = append(segs, cur)
				b.Reset()
				cur = segment{x0: g.x, y: g.y, size: g.size, font0: g.font}
			} else if gap > 0.2*g.size && !strings.HasSuffix(b.String(), " ") && g.s != " " {
				if spaced && gap > 0.45*g.size {
					b.WriteString("  ") // "Go   Java": tags, not words
				} else {
					b.WriteString(styleBreak(prev, g, gap))
				}
			} else if g.s != " " && strings.HasSuffix(b.String(), " ") && !strings.HasSuffix(b.String(), "  ") && g.x-lastInk > 1.0*g.size {
				// A space glyph set in the middle of a wide gap (tags
				// side by side: "Blueprint reading   Fit-up"): a field gap.
				b.WriteString(" ")
			}
		}
		if g.s != " " {
			lastInk = g.x + g.w
			cur.font1 = g.font
			if i > 0 && strings.HasSuffix(b.String(), "  ") {
				cur.inner = append(cur.inner, g.x)
				cur.innerAt = append(cur.innerAt, b.Len())
			}
		}
		b.WriteString(g.s)
		prevEnd = math.Max(prevEnd, g.x+g.w)
		if i == 0 {
			prevEnd = g.x + g.w
		}
		prev = g
	}
	cur.text = b.String()
	cur.x1 = prevEnd
	segs = append(segs, cur)
	// Trim and drop empty segments; shrink bounds over trailing spaces.
	out := segs[:0]
	for _, s := range segs {
		if strings.TrimSpace(s.text) == "" {
			continue
		}
		lead := len(s.text) - len(strings.TrimLeft(s.text, " "))
		s.text = strings.TrimSpace(s.text)
		for i := range s.innerAt {
			s.innerAt[i] -= lead
		}
		out = append(out, s)
	}
	return out
}

// splitAtGutter parts a segment that runs across the gutter at the gap
// where the right column's text starts ("Onboarding  I-9 / E-Verify" in a
// sidebar beside "program)", the wrapped end of a role's header): the
// glyphs were close enough to read as one segment, the columns are not.
func splitAtGutter(rows [][]segment, gutter float64) [][]segment {
	for i, r := range rows {
		var out []segment
		split := false
		for _, s := range r {
			k := -1
			if s.x0 < gutter && s.x1 > gutter {
				for j, x := range s.inner {
					if x >= gutter-0.5*s.size && j < len(s.innerAt) && s.innerAt[j] > 0 && s.innerAt[j] < len(s.text) {
						k = j
						break
					}
				}
			}
			if k < 0 {
				out = append(out, s)
				continue
			}
			left, right := s, s
			left.text = strings.TrimSpace(s.text[:s.innerAt[k]])
			left.x1 = math.Min(s.x1, gutter-0.5*s.size)
			left.inner, left.innerAt = s.inner[:k], s.innerAt[:k]
			right.text = strings.TrimSpace(s.text[s.innerAt[k]:])
			right.x0 = s.inner[k]
			right.inner, right.innerAt = nil, nil
			out = append(out, left, right)
			split = true
		}
		if split {
			rows[i] = out
		}
	}
	return rows
}

// writeRows writes, for each row, the segments keep accepts, joined by two
// spaces; a blank line marks a wide vertical gap.
func writeRows(out *strings.Builder, rows [][]segment, keep func(segment) bool) {
	lastY, lastSize := math.NaN(), 0.0
	for _, r := range rows {
		var parts []string
		var y, size float64
		low := math.Inf(1)
		for _, s := range r {
			if keep(s) {
				parts = append(parts, s.text)
				y, size = s.y, math.Max(size, s.size)
				low = math.Min(low, s.bottom())
			}
		}
		if len(parts) == 0 {
			continue
		}
		if !math.IsNaN(lastY) && lastY-y > 2.1*math.Max(size, lastSize) {
			out.WriteString("\n")
		}
		out.WriteString(strings.Join(parts, "  "))
		out.WriteString("\n")
		lastY, lastSize = low, size
	}
}

// mergeWrappedCells joins the lines a table cell wrapped onto back into
// the cell: a row of cells ("Registered Nurse - Cardiac | 2021-03 -
// Present | Provide care for a 4-5 patient") followed closely by a row
// whose segments each start where one of its cells starts, one of them
// not the first ("Step-Down Unit | assignment on a 32-bed telemetry"), is
// the rest of those cells, not a row of its own. A cell other than the
// last continues only when its next word could not have fit beside it.
func mergeWrappedCells(rows [][]segment) [][]segment {
	right := 0.0 // the text's right edge
	for _, r := range rows {
		for _, s := range r {
			right = math.Max(right, s.x1)
		}
	}
	out := make([][]segment, 0, len(rows))
	for _, r := range rows {
		if n := len(out); n > 0 && len(out[n-1]) >= 2 {
			if merged, ok := continueCells(out[n-1], r, right); ok {
				out[n-1] = merged
				continue
			}
		}
		if n := len(out); n > 0 && len(out[n-1]) == 1 && len(out[n-1][0].inner) > 0 {
			if merged, ok := continueInner(out[n-1][0], r, right); ok {
				out[n-1] = []segment{merged}
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// wordFits reports whether the first word of the line next would have
// fitted after a line ending at end, before the edge right (a letter taken
// as 0.45 em): if it would, the line broke there on purpose, not by a wrap.
func wordFits(end, right float64, next segment) bool {
	first, _, _ := strings.Cut(next.text, " ")
	return end+0.45*next.size*float64(len([]rune(first))+1) < right
}

// bodySize is the font size most of a page's glyphs are set in.
func bodySize(gs []glyph) float64 {
	count := map[float64]int{}
	best, bestN := 0.0, 0
	for _, g := range gs {
		k := math.Round(g.size*2) / 2
		count[k]++
		if count[k] > bestN {
			best, bestN = k, count[k]
		}
	}
	return best
}

// mergeWrappedHeaders joins a header line that a column wrapped onto the
// next ("Fraser Delta Power & Water Authority - Grid" / "Engineering
// Section, Electrical Utility Division"): two rows of one segment each,
// set in a header's type (bold, or larger than the page's text), the
// second right under the first at the same left edge, in the same font
// and size, no place, and its first word could not have fitted at the end
// of the first (which reaches the right edge of the lines that start
// where it does). The body's lines are left as they are: the parser reads
// wrapped sentences as they come.
func mergeWrappedHeaders(rows [][]segment, body float64) [][]segment {
	right := map[int]float64{} // the right edge of the lines starting at a left edge
	key := func(s segment) int { return int(math.Round(s.x0 / 2)) }
	for _, r := range rows {
		for _, s := range r {
			right[key(s)] = math.Max(right[key(s)], s.x1)
		}
	}
	out := make([][]segment, 0, len(rows))
	for _, r := range rows {
		if n := len(out); n > 0 && len(out[n-1]) == 1 && len(r) == 1 {
			p, s := out[n-1][0], r[0]
			header := strings.Contains(p.font0, "Bold") || p.size > 1.1*body
			gap := p.bottom() - s.y
			t := strings.TrimSpace(s.text)
			if header && gap > 0 && gap <= 1.6*s.size && math.Abs(p.x0-s.x0) < 0.25*s.size && math.Abs(p.size-s.size) <= 0.05*s.size &&
				p.font1 == s.font0 && !isBullet(t) && headingOf(t) == "" && headingOf(p.text) == "" &&
				!strings.Contains(p.text, "  ") && !strings.Contains(t, "  ") && !placeLine(t) && !looksLikePlace(t) && !townLike(t) &&
				!dateRe.MatchString(t) && !strings.HasSuffix(p.text, ".") &&
				!wordFits(p.x1, right[key(p)], s) {
				joined := p
				joined.text = p.text + " " + t
				if loc := dateRangeRe.FindStringIndex(p.text); loc != nil {
					if strings.TrimSpace(p.text[loc[1]:]) != "" {
						out = append(out, r) // dates inside the line: no wrap to mend
						continue
					}
					// "… via contractor  Jan 2023 - Current" / "agreement":
					// the header goes on before its dates.
					joined.text = strings.TrimSpace(p.text[:loc[0]]) + " " + t + "  " + p.text[loc[0]:]
				}
				joined.x1 = math.Max(p.x1, s.x1)
				joined.below = s.y
				joined.font1 = s.font1
				out[n-1] = []segment{joined}
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// continueInner joins onto a one-segment row the line its last part
// wrapped onto ("Mar 2021 – Present  Staff Nurse II / Charge Nurse -
// Progressive Care Unit (5 West), Patapsco" / "Ridge Medical Center
// (Ridgeline Health Partners), Baltimore, MD"): one segment right below,
// starting where that part starts, in the same size, whose first word
// could not have fitted at the end of the line above.
func continueInner(c segment, next []segment, right float64) (segment, bool) {
	if len(next) != 1 {
		return c, false
	}
	s := next[0]
	at := c.inner[len(c.inner)-1]
	gap := c.bottom() - s.y
	// The wrapped line starts under the part, or left of it where the
	// part's column begins (a wider date pushes the part right).
	if gap <= 0 || gap > 1.6*s.size || s.x0 > at+0.25*s.size || s.x0 < c.x0+2*s.size || math.Abs(c.size-s.size) > 0.1*s.size ||
		isBullet(s.text) || headingOf(s.text) != "" || dateRe.MatchString(s.text) {
		return c, false
	}
	end := c.x1
	if c.lastEnd != 0 {
		end = c.lastEnd
	}
	if wordFits(end, right, s) {
		return c, false // not a wrap
	}
	if lw := lastWord(c.text); strings.HasSuffix(c.text, "-") && !strings.HasSuffix(c.text, " -") && len(lw) > 2 {
		c.text = strings.TrimSuffix(c.text, "-") + s.text // "Hos-" / "pital"
	} else {
		c.text += " " + s.text
	}
	c.below, c.lastEnd = s.y, s.x1
	return c, true
}

func continueCells(cells, next []segment, right float64) ([]segment, bool) {
	if len(next) == 0 || len(next) > len(cells) {
		return nil, false
	}
	low := math.Inf(1)
	for _, c := range cells {
		low = math.Min(low, c.bottom())
	}
	at := make([]int, len(next))
	beyondFirst := false
	for i, s := range next {
		gap := low - s.y
		if gap <= 0 || gap > 1.6*s.size {
			return nil, false
		}
		at[i] = -1
		for j, c := range cells {
			if math.Abs(c.x0-s.x0) < 0.25*s.size {
				at[i] = j
			}
		}
		if at[i] < 0 || i > 0 && at[i] <= at[i-1] {
			return nil, false
		}
		if at[i] > 0 {
			beyondFirst = true
		}
		if isBullet(s.text) || headingOf(s.text) != "" || math.Abs(s.size-cells[at[i]].size) > 0.1*s.size {
			// A bullet, a heading or a change of size starts a line of
			// its own.
			return nil, false
		}
		if lw := lastWord(cells[at[i]].text); emailRe.FindString(lw) == lw && lw != "" {
			return nil, false // a whole e-mail address ends its line
		}
		edge := right
		if j := at[i]; j+1 < len(cells) {
			edge = cells[j+1].x0 - 0.5*s.size
		}
		if wordFits(cells[at[i]].x1, edge, s) {
			return nil, false // not a wrap
		}
	}
	if !beyondFirst && (len(next) > 1 || len(strings.Fields(next[0].text)) > 3 && next[0].x1 > cells[1].x0-0.5*next[0].size) {
		// Only the first cell goes on: a short word that did not fit
		// before the next cell ("San Bernardo Technical" / "College"), or
		// words that stay within the first cell's column ("Staff Nurse
		// II / Charge Nurse" / "- Progressive Care Unit (5"), not a line
		// of its own at the margin.
		return nil, false
	}
	merged := append([]segment(nil), cells...)
	for i, s := range next {
		c := &merged[at[i]]
		// A segment holding two cells too close for a gap ("Registered
		// Nurse - Cardiac  2021-03 - Present"): the wrap continues the
		// first, the one that starts where it does.
		head, tail, two := strings.Cut(c.text, "  ")
		if !two {
			head, tail = c.text, ""
		}
		if lw := lastWord(head); strings.HasSuffix(head, "-") && !strings.HasSuffix(head, " -") ||
			strings.ContainsAny(lw, "@/") && !strings.Contains(s.text, " ") {
			// "Medical-" / "Surgical"; an address cut anywhere
			// ("reyesortiz@example.c" / "om").
			head += s.text
		} else {
			head += " " + s.text
		}
		c.text = head
		if tail != "" {
			c.text += "  " + tail
		}
		c.x1 = math.Max(c.x1, s.x1)
		c.below = s.y
	}
	return merged, true
}
