package resume

import (
	"bytes"

	"github.com/ledongthuc/pdf"
)

// PDFGlyphs returns, page by page, the characters a PDF places as the
// resume reader sees them: position of each baseline start, advance width
// and font size in points. Stride's PDF writer reads its own output back
// with it to check where its text falls on the page.
func PDFGlyphs(data []byte) ([][]pdf.Text, error) {
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var out [][]pdf.Text
	for _, p := range pdfPages(r) {
		g, err := safeGlyphs(p)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}
