package resume

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// pdfMaxOps caps the content-stream operators interpreted per page.
const pdfMaxOps = 2_000_000

type pdfMatrix [3][3]float64

var pdfIdent = pdfMatrix{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func (x pdfMatrix) mul(y pdfMatrix) pdfMatrix {
	var z pdfMatrix
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				z[i][j] += x[i][k] * y[k][j]
			}
		}
	}
	return z
}

type pdfState struct {
	Tc, Tw, Th, Tl, Tfs, Trise float64
	font                       *pdf.Font
	Tm, Tlm, CTM               pdfMatrix
}

// pageGlyphs interprets a page's content stream and returns its placed
// characters. It follows the library's Page.Content but caches fonts, does
// not append a stray glyph after each TJ array, applies word spacing, and
// stops after pdfMaxOps operators or pdfMaxGlyphs glyphs.
func pageGlyphs(p pdf.Page) []pdf.Text {
	strm := p.V.Key("Contents")
	if strm.IsNull() {
		return nil
	}
	cidCache := map[*pdf.Font]func(int) float64{}
	simpleCache := map[*pdf.Font]simpleWidths{}
	var out []pdf.Text
	ops := 0
	full := false
	// run interprets one content stream: the page's, or a form XObject's
	// drawn by Do (Chromium puts text with opacity in forms), with that
	// stream's resources and the matrix it is drawn with.
	var run func(strm, res pdf.Value, ctm pdfMatrix, depth int)
	run = func(strm, res pdf.Value, ctm pdfMatrix, depth int) {
		fonts := map[string]*pdf.Font{}
		g := pdfState{Th: 1, CTM: ctm, Tm: pdfIdent, Tlm: pdfIdent}
		var enc pdf.TextEncoding
		var gstack []pdfState

		showText := func(s string) {
			if g.font == nil || enc == nil || full {
				return
			}
			base := g.font.BaseFont()
			if i := strings.Index(base, "+"); i >= 0 {
				base = base[i+1:]
			}
			// Simple fonts have one byte per code: decode code by code so that a
			// ligature ("fi") stays one glyph with the right width. Composite
			// fonts (Type0) decode the whole string.
			var units []string
			var widths []float64
			if g.font.V.Key("Subtype").Name() == "Type0" {
				if g.font.V.Key("Encoding").Name() == "Identity-H" && len(s)%2 == 0 {
					// Two-byte codes that are CIDs: widths come from the
					// descendant font's /W array.
					w := cidWidthsOf(g.font, cidCache)
					for i := 0; i+1 < len(s); i += 2 {
						units = append(units, enc.Decode(s[i:i+2]))
						widths = append(widths, w(int(s[i])<<8|int(s[i+1])))
					}
				} else {
					for _, ch := range enc.Decode(s) {
						units = append(units, string(ch))
					}
				}
			} else {
				sw := simpleWidthsOf(g.font, base, simpleCache)
				for i := 0; i < len(s); i++ {
					u := enc.Decode(s[i : i+1])
					if sw.winAnsi && winAnsiUnused(s[i]) && undecoded(u) {
						// "All unused codes greater than 40 map to the bullet"
						// (PDF 1.7, D.2): ReportLab draws • as code 127.
						u = "•"
					}
					units = append(units, u)
					widths = append(widths, sw.width(g.font, int(s[i]), u))
				}
			}
			for n, ch := range units {
				var w0 float64
				if widths != nil {
					w0 = widths[n]
				}
				trm := pdfMatrix{{g.Tfs * g.Th, 0, 0}, {0, g.Tfs, 0}, {0, g.Trise, 1}}.mul(g.Tm).mul(g.CTM)
				out = append(out, pdf.Text{Font: base, FontSize: trm[0][0], X: trm[2][0], Y: trm[2][1], W: w0 / 1000 * trm[0][0], S: ch})
				if len(out) >= pdfMaxGlyphs {
					full = true
					return
				}
				tx := w0/1000*g.Tfs + g.Tc
				if ch == " " {
					tx += g.Tw
				}
				tx *= g.Th
				g.Tm = pdfMatrix{{1, 0, 0}, {0, 1, 0}, {tx, 0, 1}}.mul(g.Tm)
			}
		}
		num := func(args []pdf.Value, i int) float64 {
			if i < len(args) {
				return args[i].Float64()
			}
			return 0
		}
		mat := func(args []pdf.Value) (pdfMatrix, bool) {
			if len(args) != 6 {
				return pdfMatrix{}, false
			}
			var m pdfMatrix
			for i := 0; i < 6; i++ {
				m[i/2][i%2] = args[i].Float64()
			}
			m[2][2] = 1
			return m, true
		}
		nextLine := func() {
			x := pdfMatrix{{1, 0, 0}, {0, 1, 0}, {0, -g.Tl, 1}}
			g.Tlm = x.mul(g.Tlm)
			g.Tm = g.Tlm
		}
		pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
			ops++
			if ops > pdfMaxOps || full {
				panic(errPDFBudget)
			}
			n := stk.Len()
			if n > 64 {
				n = 64
			}
			args := make([]pdf.Value, n)
			for i := n - 1; i >= 0; i-- {
				args[i] = stk.Pop()
			}
			for stk.Len() > 0 {
				stk.Pop()
			}
			switch op {
			case "cm":
				if m, ok := mat(args); ok {
					g.CTM = m.mul(g.CTM)
				}
			case "q":
				if len(gstack) < 256 {
					gstack = append(gstack, g)
				}
			case "Q":
				if k := len(gstack) - 1; k >= 0 {
					g = gstack[k]
					gstack = gstack[:k]
					if g.font != nil {
						enc = g.font.Encoder()
					}
				}
			case "BT":
				g.Tm, g.Tlm = pdfIdent, pdfIdent
			case "T*":
				nextLine()
			case "Tc":
				g.Tc = num(args, 0)
			case "Tw":
				g.Tw = num(args, 0)
			case "TL":
				g.Tl = num(args, 0)
			case "Ts":
				g.Trise = num(args, 0)
			case "Tz":
				g.Th = num(args, 0) / 100
			case "TD", "Td":
				if len(args) != 2 {
					return
				}
				if op == "TD" {
					g.Tl = -args[1].Float64()
				}
				x := pdfMatrix{{1, 0, 0}, {0, 1, 0}, {args[0].Float64(), args[1].Float64(), 1}}
				g.Tlm = x.mul(g.Tlm)
				g.Tm = g.Tlm
			case "Tm":
				if m, ok := mat(args); ok {
					g.Tm, g.Tlm = m, m
				}
			case "Tf":
				if len(args) != 2 {
					return
				}
				name := args[0].Name()
				f, ok := fonts[name]
				if !ok {
					if len(fonts) > 500 {
						panic(errPDFBudget)
					}
					f = &pdf.Font{V: res.Key("Font").Key(name)}
					fonts[name] = f
				}
				g.font = f
				enc = f.Encoder()
				g.Tfs = args[1].Float64()
			case "\"":
				if len(args) != 3 {
					return
				}
				g.Tw, g.Tc = args[0].Float64(), args[1].Float64()
				nextLine()
				showText(args[2].RawString())
			case "'":
				if len(args) != 1 {
					return
				}
				nextLine()
				showText(args[0].RawString())
			case "Tj":
				if len(args) != 1 {
					return
				}
				showText(args[0].RawString())
			case "TJ":
				if len(args) != 1 {
					return
				}
				v := args[0]
				for i := 0; i < v.Len() && i < 100_000; i++ {
					x := v.Index(i)
					if x.Kind() == pdf.String {
						showText(x.RawString())
					} else {
						tx := -x.Float64() / 1000 * g.Tfs * g.Th
						g.Tm = pdfMatrix{{1, 0, 0}, {0, 1, 0}, {tx, 0, 1}}.mul(g.Tm)
					}
				}
			case "Do":
				if len(args) != 1 || depth >= 8 {
					return
				}
				xo := res.Key("XObject").Key(args[0].Name())
				if xo.Key("Subtype").Name() != "Form" {
					return
				}
				m := pdfIdent
				if mm := xo.Key("Matrix"); mm.Len() == 6 {
					vals := make([]pdf.Value, 6)
					for i := range vals {
						vals[i] = mm.Index(i)
					}
					m, _ = mat(vals)
				}
				formRes := xo.Key("Resources")
				if formRes.IsNull() {
					formRes = res
				}
				run(xo, formRes, m.mul(g.CTM), depth+1)
			}
		})
	}
	run(strm, p.Resources(), pdfIdent, 0)
	return out
}

// cidWidthsOf returns the glyph widths of a composite font by CID, read
// once from its descendant font's /W array (default /DW, else 1000).
func cidWidthsOf(f *pdf.Font, cache map[*pdf.Font]func(int) float64) func(int) float64 {
	if w, ok := cache[f]; ok {
		return w
	}
	d := f.V.Key("DescendantFonts").Index(0)
	def := 1000.0
	if dw := d.Key("DW"); !dw.IsNull() {
		def = dw.Float64()
	}
	widths := map[int]float64{}
	arr := d.Key("W")
	for i, n := 0, arr.Len(); i < n && len(widths) < 65536; {
		first := int(arr.Index(i).Int64())
		next := arr.Index(i + 1)
		if next.Kind() == pdf.Array {
			for j := 0; j < next.Len() && j < 65536; j++ {
				widths[first+j] = next.Index(j).Float64()
			}
			i += 2
			continue
		}
		last := int(next.Int64())
		w := arr.Index(i + 2).Float64()
		for c := first; c <= last && c-first < 65536; c++ {
			widths[c] = w
		}
		i += 3
	}
	fn := func(cid int) float64 {
		if w, ok := widths[cid]; ok {
			return w
		}
		return def
	}
	cache[f] = fn
	return fn
}

// simpleWidths says where a simple (one byte per code) font's glyph widths
// come from: its /Widths array, the standard-14 metrics of the font it
// names, or, for a font with neither, an average guess so that the glyphs
// of a run still advance.
type simpleWidths struct {
	winAnsi   bool
	hasWidths bool
	first     int
	widths    []float64
	std       func(string) (float64, bool)
}

func simpleWidthsOf(f *pdf.Font, base string, cache map[*pdf.Font]simpleWidths) simpleWidths {
	if w, ok := cache[f]; ok {
		return w
	}
	var sw simpleWidths
	e := f.V.Key("Encoding")
	sw.winAnsi = e.Name() == "WinAnsiEncoding" || e.Key("BaseEncoding").Name() == "WinAnsiEncoding"
	if arr := f.V.Key("Widths"); arr.Kind() == pdf.Array && arr.Len() > 0 {
		sw.hasWidths = true
		sw.first = f.FirstChar()
		n := min(arr.Len(), 256)
		sw.widths = make([]float64, n)
		for i := 0; i < n; i++ {
			sw.widths[i] = arr.Index(i).Float64()
		}
	} else if name := standardFontName(base); name != "" {
		sw.std = standardWidths(name)
	}
	cache[f] = sw
	return sw
}

// width returns the advance of one code (1/1000 em).
func (sw simpleWidths) width(f *pdf.Font, code int, decoded string) float64 {
	if sw.hasWidths {
		if i := code - sw.first; i >= 0 && i < len(sw.widths) {
			return sw.widths[i]
		}
		return 0
	}
	if sw.std != nil {
		if w, ok := sw.std(decoded); ok {
			return w
		}
	}
	if decoded == " " {
		return 250
	}
	return 500
}

// winAnsiUnused tells the codes WinAnsiEncoding leaves unused above 040.
func winAnsiUnused(c byte) bool {
	switch c {
	case 0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d:
		return true
	}
	return false
}

// undecoded tells an empty, control or replacement decoding.
func undecoded(u string) bool {
	r, _ := utf8.DecodeRuneInString(u)
	return u == "" || r == utf8.RuneError || unicode.IsControl(r)
}
