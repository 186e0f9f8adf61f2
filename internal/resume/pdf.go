package resume

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/ledongthuc/pdf"
)

// Work limits for PDFs: pages read, decoded content per page and in all,
// glyphs per page. A resume that passes them is far longer than any real one.
const (
	pdfMaxPages        = 40
	pdfMaxPageContent  = 4 << 20
	pdfMaxTotalContent = 16 << 20
	pdfMaxToUnicode    = 1 << 20
	pdfMaxGlyphs       = 200_000
	pdfMaxTreeNodes    = 2000
)

var errPDFBudget = errors.New("pdf: over the work budget")

func extractPDF(ctx context.Context, data []byte) (string, error) {
	start := pdfStart(data)
	data = data[start:]
	data = normalisePDFHeader(data)
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		if errors.Is(err, pdf.ErrInvalidPassword) || hasEncryptTrailer(data) {
			return "", extractErr(MsgPDFPassword, err)
		}
		return "", extractErr(MsgDamaged, err)
	}
	pages := pdfPages(r)
	if len(pages) == 0 {
		return "", extractErr(MsgDamaged, errors.New("pdf: no pages"))
	}
	var out strings.Builder
	total := 0
	for _, p := range pages {
		if err := ctx.Err(); err != nil {
			return "", extractErr(MsgTimeout, err)
		}
		n, err := pageContentSize(p)
		if err != nil {
			return "", extractErr(MsgPDFTooBig, err)
		}
		total += n
		if total > pdfMaxTotalContent {
			return "", extractErr(MsgPDFTooBig, errPDFBudget)
		}
		if err := checkToUnicode(p); err != nil {
			return "", extractErr(MsgPDFTooBig, err)
		}
		glyphs, err := safeGlyphs(p)
		if err != nil {
			if errors.Is(err, errPDFBudget) {
				return "", extractErr(MsgPDFTooBig, err)
			}
			return "", extractErr(MsgDamaged, err)
		}
		width := 612.0
		if mb := p.V.Key("MediaBox"); mb.Len() == 4 {
			if w := mb.Index(2).Float64() - mb.Index(0).Float64(); w > 0 && w < 1e5 {
				width = w
			}
		}
		out.WriteString(layoutPage(glyphs, width))
		out.WriteString("\n\n")
		if out.Len() > maxTextBytes {
			break
		}
	}
	return out.String(), nil
}

// safeGlyphs is pageGlyphs with the library's parse panics turned into an
// error.
func safeGlyphs(p pdf.Page) (glyphs []pdf.Text, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok && errors.Is(e, errPDFBudget) {
				err = errPDFBudget
				return
			}
			err = panicError{r}
		}
	}()
	return pageGlyphs(p), nil
}

// normalisePDFHeader rewrites headers the library refuses ("%PDF-2.0",
// "%PDF-1.7 " without a line end) to an equivalent one of the same length,
// so byte offsets stay valid.
func normalisePDFHeader(data []byte) []byte {
	if len(data) < 9 {
		return data
	}
	ok := data[5] == '1' && data[6] == '.' && data[7] >= '0' && data[7] <= '7' && (data[8] == '\r' || data[8] == '\n')
	if ok {
		return data
	}
	if data[6] != '.' || data[5] < '1' || data[5] > '2' {
		return data
	}
	c := make([]byte, len(data))
	copy(c, data)
	copy(c[5:], "1.7")
	if c[8] != '\r' && c[8] != '\n' {
		c[8] = '\n'
	}
	return c
}

// hasEncryptTrailer reports whether the file declares encryption.
func hasEncryptTrailer(data []byte) bool {
	tail := data
	if len(tail) > 64<<10 {
		tail = tail[len(tail)-64<<10:]
	}
	return bytes.Contains(tail, []byte("/Encrypt")) || bytes.Contains(data[:min(len(data), 64<<10)], []byte("/Encrypt"))
}

// pdfPages walks the page tree itself, with limits, because the library's
// Page lookup loops forever on a cyclic tree.
func pdfPages(r *pdf.Reader) []pdf.Page {
	var pages []pdf.Page
	nodes := 0
	var walk func(v pdf.Value, depth int)
	walk = func(v pdf.Value, depth int) {
		if depth > 32 || nodes > pdfMaxTreeNodes || len(pages) >= pdfMaxPages {
			return
		}
		nodes++
		switch v.Key("Type").Name() {
		case "Page":
			pages = append(pages, pdf.Page{V: v})
		default: // "Pages", or a node missing its type
			kids := v.Key("Kids")
			for i := 0; i < kids.Len() && i < pdfMaxTreeNodes; i++ {
				walk(kids.Index(i), depth+1)
			}
		}
	}
	walk(r.Trailer().Key("Root").Key("Pages"), 0)
	return pages
}

// pageContentSize decodes the page's content streams once, counting bytes,
// and fails when they exceed the per-page budget (a compression bomb).
func pageContentSize(p pdf.Page) (int, error) {
	c := p.V.Key("Contents")
	var streams []pdf.Value
	if c.Kind() == pdf.Array {
		for i := 0; i < c.Len() && i < 1000; i++ {
			streams = append(streams, c.Index(i))
		}
	} else if !c.IsNull() {
		streams = append(streams, c)
	}
	total := 0
	for _, s := range streams {
		n, err := streamSize(s, pdfMaxPageContent-total)
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

func streamSize(s pdf.Value, limit int) (int, error) {
	if s.Kind() != pdf.Stream {
		return 0, nil
	}
	rc := s.Reader()
	defer rc.Close()
	n, _ := io.Copy(io.Discard, io.LimitReader(rc, int64(limit)+1))
	if n > int64(limit) {
		return int(n), errPDFBudget
	}
	return int(n), nil
}

func checkToUnicode(p pdf.Page) error {
	fonts := p.Resources().Key("Font")
	for i, name := range fonts.Keys() {
		if i > 200 {
			return errPDFBudget
		}
		f := fonts.Key(name)
		if _, err := streamSize(f.Key("ToUnicode"), pdfMaxToUnicode); err != nil {
			return err
		}
		d := f.Key("DescendantFonts")
		for j := 0; j < d.Len() && j < 4; j++ {
			if _, err := streamSize(d.Index(j).Key("ToUnicode"), pdfMaxToUnicode); err != nil {
				return err
			}
		}
	}
	return nil
}

// glyph is one placed character.
type glyph struct {
	x, y, w, size float64
	s             string
	font          string
	noWidth       bool // the font gave no width: its position says nothing
}

// segment is a run of glyphs on one baseline without a wide gap.
type segment struct {
	x0, x1, y, size float64
	text            string
	// below is the baseline of the last line a wrapped cell was joined
	// from (mergeWrappedCells); 0 when the segment is one line.
	below float64
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
		gs = append(gs, glyph{x: t.X, y: t.Y, w: w, size: size, s: t.S, font: t.Font, noWidth: noWidth})
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
	segs = mergeWrappedCells(segs)
	gutter, ok := findGutter(segs, pageWidth)
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
	for _, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].x < r[j].x })
	}
	return rows
}

// splitSegments joins a row's glyphs into words and segments: a gap wider
// than a fifth of the font size is a space, one wider than 1.8 em starts a
// new segment.
// labelColumn reports a left column that holds only labels for the text
// beside it: section headings (or short capitalised labels) and date
// ranges. Such a page is read row by row, not column by column.
func labelColumn(rows [][]segment, gutter float64) bool {
	labels, left := 0, 0
	for _, r := range rows {
		for _, s := range r {
			if s.x1 > gutter {
				continue
			}
			left++
			_, _, rest, isRange := findRange(s.text)
			caps := len(strings.Fields(s.text)) <= 3 && strings.ToUpper(s.text) == s.text && strings.ToLower(s.text) != s.text
			if headingOf(s.text) != "" || caps || isRange && strings.TrimSpace(rest) == "" {
				labels++
			}
		}
	}
	return left >= 3 && (labels*10 >= left*9 || rightAligned(rows, gutter))
}

// rightAligned reports a left column set flush right against the gutter
// with ragged left edges, as a form's labels are ("Occupation or position
// held" beside its value in a Europass CV); a sidebar's text is flush left.
func rightAligned(rows [][]segment, gutter float64) bool {
	var segs []segment
	edge, start := 0.0, math.Inf(1)
	for _, r := range rows {
		for _, s := range r {
			if s.x1 <= gutter {
				segs = append(segs, s)
				edge = math.Max(edge, s.x1)
				start = math.Min(start, s.x0)
			}
		}
	}
	flush := 0
	for _, s := range segs {
		if edge-s.x1 < 0.3*s.size && s.x0-start > 2*s.size {
			flush++
		}
	}
	return len(segs) >= 6 && flush*10 >= len(segs)*6
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

func splitSegments(row []glyph, spaced bool) []segment {
	var segs []segment
	var b strings.Builder
	cur := segment{x0: row[0].x, y: row[0].y, size: row[0].size}
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
			if gap > 1.8*g.size {
				cur.text = b.String()
				cur.x1 = prevEnd
				segs = append(segs, cur)
				b.Reset()
				cur = segment{x0: g.x, y: g.y, size: g.size}
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
		s.text = strings.TrimSpace(s.text)
		out = append(out, s)
	}
	return out
}

// findGutter looks for a vertical line in the middle of the page that no
// (or almost no) text crosses while both sides have rows of their own. Text
// at the right of a row (dates aligned right) does not make a column: each
// side must also have rows where the other side is empty.
func findGutter(rows [][]segment, pageWidth float64) (float64, bool) {
	var n int
	maxX := 0.0
	for _, r := range rows {
		n += len(r)
		for _, s := range r {
			maxX = math.Max(maxX, s.x1)
		}
	}
	if n < 10 {
		return 0, false
	}
	if pageWidth < maxX {
		pageWidth = maxX
	}
	lo, hi := int(pageWidth*0.2), int(pageWidth*0.8)
	if hi-lo > 2000 {
		return 0, false
	}
	cross := make([]int, hi-lo+1)
	// The rows above the first one of two segments or more, one of them in
	// large type, are the page's head (a name and a title over both
	// columns): they cross any gutter.
	head := 0
	for head < len(rows) && len(rows[head]) < 2 {
		head++
	}
	if head == len(rows) || head > 2 || !largeHead(rows, head) {
		head = 0
	}
	for _, r := range rows[head:] {
		for _, s := range r {
			a, b := int(math.Ceil(s.x0))-lo, int(math.Floor(s.x1))-lo
			for x := max(a, 0); x <= b && x < len(cross); x++ {
				cross[x]++
			}
		}
	}
	best := math.MaxInt
	for _, c := range cross {
		best = min(best, c)
	}
	if best > n/12 {
		return 0, false
	}
	// Runs of minimal crossings, longest first; the centre of the first
	// that separates two real columns is the gutter.
	type run struct{ start, n int }
	var runs []run
	runStart := -1
	for i := 0; i <= len(cross); i++ {
		if i < len(cross) && cross[i] == best {
			if runStart < 0 {
				runStart = i
			}
			continue
		}
		if runStart >= 0 && i-runStart >= 6 {
			runs = append(runs, run{runStart, i - runStart})
		}
		runStart = -1
	}
	sort.SliceStable(runs, func(i, j int) bool { return runs[i].n > runs[j].n })
	for k, r := range runs {
		if k >= 4 {
			break
		}
		if g, ok := checkGutter(rows, float64(lo+r.start)+float64(r.n)/2, best, r.n); ok {
			return g, true
		}
	}
	return 0, false
}

// largeHead reports whether the first rows hold text larger than most of
// the page's: a name set over the columns.
func largeHead(rows [][]segment, head int) bool {
	var sizes []float64
	for _, r := range rows {
		for _, s := range r {
			sizes = append(sizes, s.size)
		}
	}
	sort.Float64s(sizes)
	median := sizes[len(sizes)/2]
	for _, r := range rows[:head] {
		for _, s := range r {
			if s.size >= 1.4*median {
				return true
			}
		}
	}
	return false
}

// checkGutter tells whether a vertical line at gutter, crossed by best
// segments over a run bestLen wide, separates two columns.
func checkGutter(rows [][]segment, gutter float64, best, bestLen int) (float64, bool) {
	leftOnly, rightOnly, leftRows, rightRows := 0, 0, 0, 0
	for _, r := range rows {
		l, rt := false, false
		for _, s := range r {
			if s.x1 <= gutter {
				l = true
			} else if s.x0 >= gutter {
				rt = true
			}
		}
		if l {
			leftRows++
		}
		if rt {
			rightRows++
		}
		if l && !rt {
			leftOnly++
		}
		if rt && !l {
			rightOnly++
		}
	}
	if leftRows < 4 || rightRows < 4 || leftOnly < 3 {
		return 0, false
	}
	if rightOnly < 3 {
		// Both columns run the page's length together, so few rows have
		// one side only: still columns when nothing crosses the gutter and
		// the right side is a left-aligned column (right-aligned dates
		// start anywhere).
		if best != 0 || bestLen < 12 || leftRows < 6 || rightRows < 6 {
			return 0, false
		}
		edge := math.Inf(1)
		for _, r := range rows {
			for _, s := range r {
				if s.x0 >= gutter {
					edge = math.Min(edge, s.x0)
				}
			}
		}
		aligned := 0
		for _, r := range rows {
			for _, s := range r {
				if s.x0 >= gutter && s.x0-edge < 4 {
					aligned++
					break
				}
			}
		}
		if aligned*2 < rightRows {
			return 0, false
		}
	}
	return gutter, true
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
		out = append(out, r)
	}
	return out
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
		first, _, _ := strings.Cut(s.text, " ")
		if cells[at[i]].x1+0.45*s.size*float64(len([]rune(first))+1) < edge {
			return nil, false // the word fitted: not a wrap
		}
	}
	if !beyondFirst && (len(next) > 1 || len(strings.Fields(next[0].text)) > 3) {
		// Only the first cell goes on: a short word that did not fit
		// before the next cell ("San Bernardo Technical" / "College"),
		// not a line of its own at the margin.
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
