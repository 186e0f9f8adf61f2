package resume

import (
	"os"
	"testing"
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
