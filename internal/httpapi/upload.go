package httpapi

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"runtime"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/resume"
)

// maxUpload is the largest file accepted (10 MiB).
const maxUpload = 10 << 20

// maxUploadBody is the largest upload request: the file, and room for the
// form's boundaries, part headers and userId field.
const maxUploadBody = maxUpload + 64<<10

// uploadMemory is how much of a file the form keeps in memory while it is
// received; the rest of a larger file waits in a temporary file until a
// parse slot is free, so that uploads waiting their turn hold little memory.
const uploadMemory = 64 << 10

var errUploadTooLarge = stride.Errorf(stride.ETOOLARGE, "The file is larger than 10 MB.")

// parseTimeout bounds an upload's wait for a parse slot and its reading.
const parseTimeout = 20 * time.Second

// NewParseGate returns the gate that bounds the uploaded files read at
// once: slots parses run (0 or less: one per CPU, as a parse is CPU work:
// more would add memory, not speed), twice as many wait their turn for up
// to five seconds (a resume reads in well under a second, a hostile file
// in at most resume's ten-second limit), and past that the answer is 503
// with Retry-After. Each running parse holds its file (at most 10 MiB) and
// a few MiB of working memory, whatever the file unpacks to
// (internal/resume reads archives as they unpack, within budgets).
func NewParseGate(slots int) *auth.Gate {
	if slots <= 0 {
		slots = runtime.NumCPU()
	}
	return auth.NewGate(slots, 2*slots, 5*time.Second)
}

// uploadedFile receives the multipart form of a signed-in user's request
// and checks its userId field and the size limit; it returns the file's
// header, through which parseUpload reads it. The caller removes the
// form's temporary files (r.MultipartForm.RemoveAll).
func uploadedFile(w http.ResponseWriter, r *http.Request, field string) (*multipart.FileHeader, error) {
	if _, err := currentUser(r); err != nil {
		return nil, err
	}
	if r.ContentLength > maxUploadBody {
		return nil, errUploadTooLarge
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	if err := r.ParseMultipartForm(uploadMemory); err != nil { // #nosec G120 -- the body is capped by MaxBytesReader just above
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, errUploadTooLarge
		}
		return nil, stride.Errorf(stride.EINVALID, "Send the file as multipart/form-data in the %q field.", field)
	}
	if _, err := ownerOf(r, r.FormValue("userId")); err != nil {
		return nil, err
	}
	files := r.MultipartForm.File[field]
	if len(files) == 0 {
		return nil, stride.Errorf(stride.EINVALID, "Choose a file to upload (field %q).", field)
	}
	if files[0].Size > maxUpload {
		return nil, errUploadTooLarge
	}
	return files[0], nil
}

// parseUpload receives the file of the request's field and runs parse on
// it in a slot of the parse gate. parse reads the file through r (size
// bytes): a file over uploadMemory from its temporary file, never through
// more memory than it needs (internal/resume reads archives and CSV files
// as streams). Past the gate's queue the answer is 503 with Retry-After. A
// parse that overruns parseTimeout is answered at once with resume's
// timeout message, and keeps its slot until it has stopped (auth.Gate.Go).
func (s *Server) parseUpload(w http.ResponseWriter, r *http.Request, field string,
	parse func(ctx context.Context, f io.ReaderAt, size int64, name string) error) error {
	hdr, err := uploadedFile(w, r, field)
	if r.MultipartForm != nil {
		defer func() { _ = r.MultipartForm.RemoveAll() }()
	}
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(r.Context(), parseTimeout)
	defer cancel()
	var parseErr error
	err = s.parses.Go(ctx, func() {
		f, err := hdr.Open()
		if err != nil {
			parseErr = err
			return
		}
		defer f.Close()
		parseErr = parse(ctx, f, hdr.Size, hdr.Filename)
	})
	switch {
	case errors.Is(err, context.DeadlineExceeded) && r.Context().Err() == nil:
		return stride.Errorf(stride.EINVALID, "%s", resume.MsgTimeout)
	case err != nil:
		return busy(err)
	}
	return fileError(parseErr)
}

// fileError turns a file the parser could not read into a 400 with its
// message for the user.
func fileError(err error) error {
	var fe *resume.ExtractError
	if errors.As(err, &fe) {
		return stride.Errorf(stride.EINVALID, "%s", fe.Message)
	}
	return err
}

// uploadResponse keeps the seed's fields (parsedData, extractedText) and
// adds the same resume as the content the editor edits and the store saves,
// with the fields of that content the person should check.
type uploadResponse struct {
	ParsedData    resume.ParsedData    `json:"parsedData"`
	ExtractedText string               `json:"extractedText"`
	Content       stride.ResumeContent `json:"content"`
	Checks        []resume.Check       `json:"checks"`
}

// linkedInResponse is the import's result with the same resume as content.
type linkedInResponse struct {
	resume.LinkedInResult
	Content stride.ResumeContent `json:"content"`
}

// uploadResume reads a PDF, DOC or DOCX resume (checked by content) and
// returns what it says, parsed into resume fields.
func (s *Server) uploadResume(w http.ResponseWriter, r *http.Request) error {
	var text string
	var parsed resume.ParsedData
	if err := s.parseUpload(w, r, "resume", func(ctx context.Context, f io.ReaderAt, size int64, _ string) error {
		var err error
		if text, _, err = resume.ExtractReader(ctx, f, size); err == nil {
			parsed = resume.Parse(text)
		}
		return err
	}); err != nil {
		return err
	}
	u, _ := currentUser(r)
	s.recordActivity(r, u.ID, stride.ActivityResumeUpload)
	writeJSON(w, http.StatusOK, uploadResponse{ParsedData: parsed, ExtractedText: text, Content: parsed.Content(), Checks: resume.Checks(text, parsed)})
	return nil
}

// importLinkedIn reads a LinkedIn data export (the ZIP or one CSV of it).
func (s *Server) importLinkedIn(w http.ResponseWriter, r *http.Request) error {
	var res resume.LinkedInResult
	if err := s.parseUpload(w, r, "linkedinFile", func(ctx context.Context, f io.ReaderAt, size int64, name string) error {
		var err error
		res, err = resume.ImportLinkedInReader(ctx, f, size, name)
		return err
	}); err != nil {
		return err
	}
	u, _ := currentUser(r)
	s.recordActivity(r, u.ID, stride.ActivityLinkedInImport)
	writeJSON(w, http.StatusOK, linkedInResponse{LinkedInResult: res, Content: res.Content()})
	return nil
}
