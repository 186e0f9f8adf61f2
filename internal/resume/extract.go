// Package resume turns uploaded resumes (PDF, DOCX, legacy DOC) and LinkedIn
// data exports into the structured data the resume builder edits. It reads
// hostile input: every entry point bounds its size, time and memory, and
// reports failures as *ExtractError with a message meant for the user.
package resume

import (
	"bytes"
	"context"
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
func ExtractContext(ctx context.Context, data []byte) (text string, kind string, err error) {
	if len(data) == 0 {
		return "", "", extractErr(MsgEmpty, nil)
	}
	if len(data) > MaxInputBytes {
		return "", "", extractErr(MsgTooLarge, nil)
	}
	kind = Detect(data)
	if kind == "" {
		return "", "", extractErr(MsgNotSupported, nil)
	}
	ctx, cancel := context.WithTimeout(ctx, extractTimeout)
	defer cancel()

	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		defer func() {
			if p := recover(); p != nil {
				r = result{err: extractErr(MsgDamaged, panicError{p})}
			}
			done <- r
		}()
		switch kind {
		case KindPDF:
			r.text, r.err = extractPDF(ctx, data)
		case KindDOCX:
			r.text, r.err = extractDOCX(ctx, data)
		case KindDOC:
			r.text, r.err = extractDOC(ctx, data)
		}
	}()
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		return "", kind, extractErr(MsgTimeout, ctx.Err())
	}
	if r.err != nil {
		return "", kind, r.err
	}
	text = cleanText(r.text)
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
