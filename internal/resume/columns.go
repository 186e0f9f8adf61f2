package resume

import (
	"math"
	"regexp"
	"sort"
	"strings"
)

// Columns on a page: a gutter between two columns read one after the
// other, or a left column of labels read across with the text beside it.

// labelColumn reports a left column that holds only labels for the text
// beside it: section headings (or labels in capitals of up to eight
// words, an award's name among them), date ranges and dates alone. Such a
// page is read row by row, not column by column.
func labelColumn(rows [][]segment, gutter float64) bool {
	labels, left, form := 0, 0, 0
	for _, r := range rows {
		for _, s := range r {
			if s.x1 > gutter {
				continue
			}
			left++
			if _, _, ok := europassLabel(strings.ToLower(strings.TrimSpace(s.text))); ok {
				// "Occupation or position held", "Name and address of
				// employer": a form's labels, read across with their
				// values.
				form++
			}
			_, _, rest, isRange := findRange(s.text)
			caps := len(strings.Fields(s.text)) <= 8 && strings.ToUpper(s.text) == s.text && strings.ToLower(s.text) != s.text
			if headingOf(s.text) != "" || caps || isRange && strings.TrimSpace(rest) == "" || loneDateRe.MatchString(strings.TrimSpace(s.text)) {
				labels++
			}
		}
	}
	return left >= 3 && (labels*10 >= left*9 || rightAligned(rows, gutter) || form >= 4 && form*10 >= left*6)
}

// loneDateRe is a date alone, as a label column dates an award ("2021",
// "2017-06", "06/2017", "June 2017").
var loneDateRe = regexp.MustCompile(`^(?:(?:19|20)\d\d(?:[-/.]\d{1,2})?|\d{1,2}[-/.](?:19|20)\d\d|\p{Lu}\p{Ll}{2,8}\.?,? (?:19|20)\d\d)$`)

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
