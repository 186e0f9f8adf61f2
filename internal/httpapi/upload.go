package httpapi

import (
	"context"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/resume"
)

// maxUpload is the largest file accepted (10 MiB).
const maxUpload = 10 << 20

var errUploadTooLarge = stride.Errorf(stride.ETOOLARGE, "The file is larger than 10 MB.")

// uploadedFile reads the multipart file field of a signed-in user's
// request, checking its userId field and the size limit.
func uploadedFile(w http.ResponseWriter, r *http.Request, field string) ([]byte, *multipart.FileHeader, error) {
	if _, err := currentUser(r); err != nil {
		return nil, nil, err
	}
	if r.ContentLength > maxUpload+1<<20 {
		return nil, nil, errUploadTooLarge
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload+1<<20)
	if err := r.ParseMultipartForm(1 << 20); err != nil { // #nosec G120 -- the body is capped by MaxBytesReader just above
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, nil, errUploadTooLarge
		}
		return nil, nil, stride.Errorf(stride.EINVALID, "Send the file as multipart/form-data in the %q field.", field)
	}
	defer func() { _ = r.MultipartForm.RemoveAll() }()
	if _, err := ownerOf(r, r.FormValue("userId")); err != nil {
		return nil, nil, err
	}
	f, hdr, err := r.FormFile(field)
	if err != nil {
		return nil, nil, stride.Errorf(stride.EINVALID, "Choose a file to upload (field %q).", field)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxUpload+1))
	if err != nil {
		return nil, nil, err
	}
	if len(data) > maxUpload {
		return nil, nil, errUploadTooLarge
	}
	return data, hdr, nil
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
// adds the same resume as the content the editor edits and the store saves.
type uploadResponse struct {
	ParsedData    resume.ParsedData    `json:"parsedData"`
	ExtractedText string               `json:"extractedText"`
	Content       stride.ResumeContent `json:"content"`
}

// linkedInResponse is the import's result with the same resume as content.
type linkedInResponse struct {
	resume.LinkedInResult
	Content stride.ResumeContent `json:"content"`
}

// uploadResume reads a PDF, DOC or DOCX resume (checked by content) and
// returns what it says, parsed into resume fields.
func (s *Server) uploadResume(w http.ResponseWriter, r *http.Request) error {
	data, _, err := uploadedFile(w, r, "resume")
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	text, _, err := resume.ExtractContext(ctx, data)
	if err != nil {
		return fileError(err)
	}
	u, _ := currentUser(r)
	s.recordActivity(r, u.ID, stride.ActivityResumeUpload)
	parsed := resume.Parse(text)
	writeJSON(w, http.StatusOK, uploadResponse{ParsedData: parsed, ExtractedText: text, Content: parsed.Content()})
	return nil
}

// importLinkedIn reads a LinkedIn data export (the ZIP or one CSV of it).
func (s *Server) importLinkedIn(w http.ResponseWriter, r *http.Request) error {
	data, hdr, err := uploadedFile(w, r, "linkedinFile")
	if err != nil {
		return err
	}
	res, err := resume.ImportLinkedIn(data, hdr.Filename)
	if err != nil {
		return fileError(err)
	}
	u, _ := currentUser(r)
	s.recordActivity(r, u.ID, stride.ActivityLinkedInImport)
	writeJSON(w, http.StatusOK, linkedInResponse{LinkedInResult: res, Content: res.Content()})
	return nil
}
