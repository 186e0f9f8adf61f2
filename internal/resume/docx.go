package resume

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"sort"
	"strings"
)

var errZipBudget = errors.New("zip: over the unpacked size budget")

// zipBudget counts bytes read out of one archive across all its entries.
type zipBudget struct{ left int64 }

// read reads a whole entry within the remaining budget.
func (b *zipBudget) read(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, b.left+1))
	b.left -= int64(len(data))
	if b.left < 0 {
		return nil, errZipBudget
	}
	return data, err
}

func openZip(data []byte) (*zip.Reader, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	if len(zr.File) > maxZipEntries {
		return nil, errors.New("zip: too many entries")
	}
	return zr, nil
}

func extractDOCX(ctx context.Context, data []byte) (string, error) {
	zr, err := openZip(data)
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
		raw, err := budget.read(h)
		if err != nil {
			return "", extractErr(MsgDOCXDamaged, err)
		}
		t, err := docxText(ctx, raw)
		if err != nil {
			return "", err
		}
		if strings.TrimSpace(t) != "" {
			out.WriteString(t)
			out.WriteString("\n")
		}
	}
	raw, err := budget.read(doc)
	if err != nil {
		return "", extractErr(MsgDOCXDamaged, err)
	}
	t, err := docxText(ctx, raw)
	if err != nil {
		return "", err
	}
	out.WriteString(t)
	return out.String(), nil
}

// docxText walks WordprocessingML: each paragraph is a line, a tab is a
// gap (cleanText makes it two spaces, a field separator), a break is a new line, each table cell ends a line, list items get
// a bullet, and the fallback copies of text boxes (mc:Fallback) are skipped.
func docxText(ctx context.Context, raw []byte) (string, error) {
	dec := xml.NewDecoder(bytes.NewReader(raw))
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
		if err == io.EOF {
			break
		}
		if err != nil {
			if out.Len() > 0 || para.Len() > 0 {
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
		if out.Len() > maxTextBytes {
			break
		}
	}
	if para.Len() > 0 {
		endPara()
	}
	return out.String(), nil
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
