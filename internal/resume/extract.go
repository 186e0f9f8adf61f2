// Package resume turns uploaded resumes (PDF, DOCX, legacy DOC) and LinkedIn
// data exports into the structured data the resume builder edits. It reads
// hostile input: every entry point bounds its size, time and memory, and
// reports failures as *ExtractError with a message meant for the user.
package resume

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"time"
)

// Limits on what Extract accepts and how much work it does.
const (
	// MaxInputBytes is the largest file Extract reads.
	MaxInputBytes = 10 << 20
	// maxUnpackedBytes caps the bytes read out of a DOCX (ZIP) archive.
	maxUnpackedBytes = 20 << 20
	// maxZipEntries caps the number of entries in a DOCX or LinkedIn ZIP.
	maxZipEntries = 2000
	// extractTimeout bounds the time one extraction may take.
	extractTimeout = 10 * time.Second
	// maxTextBytes caps the text kept from one document.
	maxTextBytes = 2 << 20
)

// Kinds of documents Extract recognises.
const (
	KindPDF  = "pdf"
	KindDOCX = "docx"
	KindDOC  = "doc"
)

// ExtractError is a failure to read an uploaded file. Message is safe and
// meant to be shown to the user as is.
type ExtractError struct {
	Message string
	// Err is the underlying cause, for logs only.
	Err error
}

func (e *ExtractError) Error() string { return e.Message }

// Unwrap returns the underlying cause.
func (e *ExtractError) Unwrap() error { return e.Err }

// User-facing messages.
const (
	MsgNotSupported = "This file is not a PDF, DOC or DOCX document."
	MsgTooLarge     = "This file is too large. Upload a resume under 10 MB."
	MsgEmpty        = "This file is empty."
	MsgPDFNoText    = "This PDF has no selectable text (it may be a scan). Upload a PDF with text, or a DOCX."
	MsgPDFPassword  = "This PDF is password-protected. Remove the password and upload it again." // #nosec G101 -- a message, not a credential
	MsgPDFTooBig    = "This PDF is too large or complex to read. Upload a shorter PDF, or a DOCX."
	MsgDOCXDamaged  = "This DOCX file is damaged or too large when unpacked."
	MsgDOCNoText    = "No text could be found in this DOC file. Save it as DOCX or PDF and upload it again."
	MsgDamaged      = "This file could not be read; it may be damaged."
	MsgTimeout      = "This file took too long to read. Upload a simpler PDF, or a DOCX."
	MsgNoText       = "No text could be found in this document."
	MsgLinkedIn     = "Unable to process LinkedIn file. Please ensure it's a valid LinkedIn export."
)

func extractErr(msg string, cause error) *ExtractError {
	return &ExtractError{Message: msg, Err: cause}
}

var (
	magicPDF = []byte("%PDF-")
	magicZIP = []byte("PK\x03\x04")
	magicOLE = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// Detect returns the kind of document data holds judging by its content
// (magic bytes), or "" when it is none Stride reads. A ZIP counts as DOCX only
// when it holds word/document.xml, which Extract checks.
func Detect(data []byte) string {
	switch {
	case pdfStart(data) >= 0:
		return KindPDF
	case bytes.HasPrefix(data, magicZIP):
		return KindDOCX
	case bytes.HasPrefix(data, magicOLE):
		return KindDOC
	}
	return ""
}

// pdfStart returns where "%PDF-" begins within the first KiB (readers allow
// a little junk before it), or -1.
func pdfStart(data []byte) int {
	head := data
	if len(head) > 1024 {
		head = head[:1024]
	}
	return bytes.Index(head, magicPDF)
}

// Extract reads the text of a PDF, DOCX or DOC resume. The format is
// detected from the content, not the file name. Errors are *ExtractError.
func Extract(data []byte) (text string, kind string, err error) {
	return ExtractContext(context.Background(), data)
}

// ExtractContext is Extract bounded by ctx as well as by its own timeout.
// It reads in the caller's goroutine and returns when the reading has
// stopped: every reader checks ctx as it goes, so that a caller holding a
// slot for the work (httpapi's parse gate) holds it exactly as long as the
// work runs. A caller that must answer by a deadline whatever a file does
// runs it through auth.Gate.Go.
func ExtractContext(ctx context.Context, data []byte) (text string, kind string, err error) {
	return extract(ctx, source{data: data, r: bytes.NewReader(data), size: int64(len(data))})
}

// ExtractReader is ExtractContext on a file of size bytes read through r
// (an uploaded file waiting on disk): a DOCX is read from r as it unpacks,
// never whole into memory; a PDF or DOC is read into memory first.
func ExtractReader(ctx context.Context, r io.ReaderAt, size int64) (text string, kind string, err error) {
	return extract(ctx, source{r: r, size: size})
}

// source is a file to read: r and its size, and its bytes when they are
// already in memory.
type source struct {
	data []byte
	r    io.ReaderAt
	size int64
}

// bytes returns the whole file, reading it into memory when it is not.
func (s source) bytes() ([]byte, error) {
	if s.data != nil {
		return s.data, nil
	}
	data := make([]byte, s.size)
	if n, err := s.r.ReadAt(data, 0); n < len(data) {
		return nil, fmt.Errorf("read %d of %d bytes: %w", n, len(data), err)
	}
	return data, nil
}

// head returns up to n bytes from the file's start.
func (s source) head(n int) []byte {
	head := make([]byte, min(int64(n), s.size))
	k, _ := s.r.ReadAt(head, 0)
	return head[:k]
}

func extract(ctx context.Context, src source) (text string, kind string, err error) {
	if src.size == 0 {
		return "", "", extractErr(MsgEmpty, nil)
	}
	if src.size > MaxInputBytes {
		return "", "", extractErr(MsgTooLarge, nil)
	}
	kind = Detect(src.head(1024))
	if kind == "" {
		return "", "", extractErr(MsgNotSupported, nil)
	}
	ctx, cancel := context.WithTimeout(ctx, extractTimeout)
	defer cancel()

	raw, err := func() (raw string, err error) {
		defer func() {
			if p := recover(); p != nil {
				raw, err = "", extractErr(MsgDamaged, panicError{p})
			}
		}()
		if kind == KindDOCX {
			return extractDOCX(ctx, src.r, src.size)
		}
		data, err := src.bytes()
		if err != nil {
			return "", extractErr(MsgDamaged, err)
		}
		if kind == KindPDF {
			return extractPDF(ctx, data)
		}
		return extractDOC(ctx, data)
	}()
	if err != nil {
		return "", kind, err
	}
	text = cleanText(raw)
	if text == "" {
		switch kind {
		case KindPDF:
			return "", kind, extractErr(MsgPDFNoText, nil)
		case KindDOC:
			return "", kind, extractErr(MsgDOCNoText, nil)
		}
		return "", kind, extractErr(MsgNoText, nil)
	}
	return text, kind, nil
}

type panicError struct{ v any }

func (p panicError) Error() string { return "panic: " + sprint(p.v) }

// ParseFile extracts the text of a resume file and parses it. It returns the
// extracted text too, which the upload screen shows.
func ParseFile(data []byte) (ParsedData, string, error) {
	text, _, err := Extract(data)
	if err != nil {
		return ParsedData{}, "", err
	}
	return Parse(text), text, nil
}
