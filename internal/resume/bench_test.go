package resume

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ledongthuc/pdf"
)

// BenchmarkParseOnePagePDF measures ParseFile (extraction and parsing) of
// one-page PDFs: a LibreOffice file with embedded fonts and a ReportLab
// file in an unembedded standard font. The target is under 10 ms a parse.
func BenchmarkParseOnePagePDF(b *testing.B) {
	for _, f := range []string{"testdata/01-maya-chen.pdf", "testdata/heldout/01-sofia-marchetti.pdf"} {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(f, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, _, err := ParseFile(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkParseThemes parses every file of the independent set
// (testdata/themes: community themes, LaTeX classes, DOCX templates) and
// reports the median time per page, issue 44's target being under 10 ms.
func BenchmarkParseThemes(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("testdata", "themes", "*", "*.pdf"))
	docx, _ := filepath.Glob(filepath.Join("testdata", "themes", "*", "*.docx"))
	files = append(files, docx...)
	if len(files) == 0 {
		b.Skip("no independent set")
	}
	type doc struct {
		data  []byte
		pages int
	}
	var docs []doc
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		pages := 1
		if strings.HasSuffix(f, ".pdf") {
			if r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data))); err == nil {
				pages = max(r.NumPage(), 1)
			}
		}
		docs = append(docs, doc{data, pages})
	}
	perPage := make([]float64, 0, len(docs))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		perPage = perPage[:0]
		for _, d := range docs {
			start := time.Now()
			if _, _, err := ParseFile(d.data); err != nil {
				b.Fatal(err)
			}
			perPage = append(perPage, float64(time.Since(start).Microseconds())/1000/float64(d.pages))
		}
	}
	sort.Float64s(perPage)
	b.ReportMetric(perPage[len(perPage)/2], "median-ms/page")
	b.ReportMetric(perPage[len(perPage)*9/10], "p90-ms/page")
}
