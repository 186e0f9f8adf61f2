package resume

import (
	"archive/zip"
	"bufio"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"sort"
	"strings"
)

var errZipBudget = errors.New("zip: over the unpacked size budget")

// zipBudget counts bytes read out of one archive across all its entries.
// Entries are read as streams through it: what an entry unpacks to is
// counted as it is read, and the read that would pass the budget fails, so
// a zip bomb costs the budget in work and nothing in memory.
type zipBudget struct{ left int64 }

// open returns a stream of f's unpacked bytes that fails with errZipBudget
// once the archive's budget is spent.
func (b *zipBudget) open(f *zip.File) (io.ReadCloser, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	return budgetReader{rc, b}, nil
}

type budgetReader struct {
	io.ReadCloser
	b *zipBudget
}

func (r budgetReader) Read(p []byte) (int, error) {
	// One byte past the budget tells "exactly the budget" from "over it".
	if int64(len(p)) > r.b.left+1 {
		p = p[:max(r.b.left+1, 0)]
	}
	n, err := r.ReadCloser.Read(p)
	r.b.left -= int64(n)
	if r.b.left < 0 {
		return 0, errZipBudget
	}
	return n, err
}

// openZip reads an archive's directory from r (size bytes).
func openZip(r io.ReaderAt, size int64) (*zip.Reader, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, err
	}
	if len(zr.File) > maxZipEntries {
		return nil, errors.New("zip: too many entries")
	}
	return zr, nil
}

// extractDOCX reads a DOCX from r (size bytes), each part as it unpacks.
func extractDOCX(ctx context.Context, r io.ReaderAt, size int64) (string, error) {
	zr, err := openZip(r, size)
	if err != nil {
		return "", extractErr(MsgDOCXDamaged, err)
	}
	var doc *zip.File
	var headers []*zip.File
	for _, f := range zr.File {
		switch {
		case f.Name == "word/document.xml":
			doc = f
		case strings.HasPrefix(f.Name, "word/header") && strings.HasSuffix(f.Name, ".xml"):
			headers = append(headers, f)
		}
	}
	if doc == nil {
		return "", extractErr(MsgNotSupported, errors.New("zip without word/document.xml"))
	}
	sort.Slice(headers, func(i, j int) bool { return headers[i].Name < headers[j].Name })
	budget := &zipBudget{left: maxUnpackedBytes}
	var out strings.Builder
	// Page headers often carry the name and contact details; they come first.
	for _, h := range headers {
		t, err := docxPart(ctx, budget, h)
		if err != nil {
			return "", err
		}
		if strings.TrimSpace(t) != "" {
			out.WriteString(t)
			out.WriteString("\n")
		}
	}
	t, err := docxPart(ctx, budget, doc)
	if err != nil {
		return "", err
	}
	out.WriteString(t)
	return out.String(), nil
}

// docxPart reads the text of one part of the archive, unpacking it as the
// XML is read, within the archive's budget.
func docxPart(ctx context.Context, budget *zipBudget, f *zip.File) (string, error) {
	rc, err := budget.open(f)
	if err != nil {
		return "", extractErr(MsgDOCXDamaged, err)
	}
	defer rc.Close()
	return docxText(ctx, rc)
}

// docxText walks WordprocessingML: each paragraph is a line, a tab is a
// gap (cleanText makes it two spaces, a field separator), a break is a new line, each table cell ends a line, list items get
// a bullet, and the fallback copies of text boxes (mc:Fallback) are skipped.
func docxText(ctx context.Context, raw io.Reader) (string, error) {
	// The decoder holds a whole token (a text node, a comment, a tag) in
	// memory: tokenCap refuses one longer than maxXMLToken as it is read.
	tokenCap := &tokenCapReader{r: raw}
	dec := xml.NewDecoder(bufio.NewReaderSize(tokenCap, 32<<10))
	dec.Strict = false
	var out strings.Builder
	var para strings.Builder
	inText := false
	skipDepth := 0 // >0 while inside mc:Fallback or w:instrText
	depth := 0
	listItem := false
	endPara := func() {
		line := para.String()
		if strings.TrimSpace(line) != "" && listItem {
			line = "• " + strings.TrimSpace(line)
		}
		out.WriteString(line)
		out.WriteString("\n")
		para.Reset()
		listItem = false
	}
	for n := 0; ; n++ {
		if n%4096 == 0 && ctx.Err() != nil {
			return "", extractErr(MsgTimeout, ctx.Err())
		}
		tok, err := dec.RawToken()
		tokenCap.since = 0
		if err == io.EOF {
			break
		}
		if err != nil {
			if (out.Len() > 0 || para.Len() > 0) && !errors.Is(err, errZipBudget) && !errors.Is(err, errXMLToken) {
				break // keep what was read from a truncated part
			}
			return "", extractErr(MsgDOCXDamaged, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if skipDepth > 0 {
				continue
			}
			switch t.Name.Local {
			case "Fallback", "instrText", "delText":
				skipDepth = depth
			case "t":
				inText = true
			case "tab", "ptab":
				if depth > 0 && isRunChild(t) {
					para.WriteByte('\t')
				}
			case "br", "cr":
				para.WriteByte('\n')
			case "numPr":
				listItem = true
			case "p":
				para.Reset()
				listItem = false
			}
		case xml.EndElement:
			if skipDepth > 0 {
				if depth == skipDepth {
					skipDepth = 0
				}
				depth--
				continue
			}
			depth--
			switch t.Name.Local {
			case "t":
				inText = false
			case "p":
				endPara()
			case "tc":
				if para.Len() > 0 {
					endPara()
				}
			case "tr":
				out.WriteString("\n")
			}
		case xml.CharData:
			if inText && skipDepth == 0 {
				para.Write(t)
			}
		}
		if out.Len()+para.Len() > maxTextBytes {
			break
		}
	}
	if para.Len() > 0 {
		endPara()
	}
	return out.String(), nil
}

// maxXMLToken is the longest XML token (text node, tag, comment) read
// from a DOCX part; a resume's longest is a paragraph's text, far shorter.
const maxXMLToken = 2 << 20

var errXMLToken = errors.New("docx: an XML token over the size limit")

// tokenCapReader counts the bytes read since the decoder last returned a
// token (the decoder's buffer adds at most its size to the count) and
// fails past maxXMLToken.
type tokenCapReader struct {
	r     io.Reader
	since int
}

func (t *tokenCapReader) Read(p []byte) (int, error) {
	if t.since > maxXMLToken {
		return 0, errXMLToken
	}
	n, err := t.r.Read(p)
	t.since += n
	return n, err
}

// isRunChild tells a tab character (w:r/w:tab) from a tab stop definition
// (w:tabs/w:tab), which has a w:val attribute.
func isRunChild(t xml.StartElement) bool {
	for _, a := range t.Attr {
		if a.Name.Local == "val" || a.Name.Local == "pos" {
			return false
		}
	}
	return true
}
