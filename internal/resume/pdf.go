package resume

import (
	"bytes"
	"context"
	"errors"
	"io"
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
