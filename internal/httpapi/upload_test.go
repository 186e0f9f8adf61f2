package httpapi_test

import (
	"bytes"
	"mime/multipart"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/resumepdf"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

// multipartBody builds a form with a file field and a userId.
func multipartBody(t *testing.T, field, name string, data []byte, userID string) (*bytes.Buffer, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if userID != "" {
		_ = mw.WriteField("userId", userID)
	}
	fw, err := mw.CreateFormFile(field, name)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = fw.Write(data)
	_ = mw.Close()
	return &b, mw.FormDataContentType()
}

func (a *testApp) upload(path, token, field, name string, data []byte, userID string) response {
	a.t.Helper()
	body, ctype := multipartBody(a.t, field, name, data, userID)
	req := httptest.NewRequest("POST", path, body)
	req.Header.Set("Content-Type", ctype)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

func TestUploadResume(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	a := app.register("up@example.com", "Up")
	b := app.register("other@example.com", "Other")
	c := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: "Priya Raman", Email: "priya.raman@example.com", Phone: "(415) 555-0134", Location: "Oakland, CA"},
		Experience: []stride.ResumeExperience{{Title: "Senior Data Engineer", Company: "Tidewater Logistics", StartDate: "2020-02", EndDate: "Present", Description: "• Built pipelines in Python and Airflow"}},
		Education:  []stride.ResumeEducation{{Degree: "BSc Computer Science", School: "University of California, Davis", GraduationDate: "2016"}},
		Skills:     []string{"Python", "SQL", "Airflow"}}
	pdf, err := resumepdf.Render(c, "minimal", resumepdf.Letter)
	if err != nil {
		t.Fatal(err)
	}
	r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", pdf, a.ID) // the name lies; the content decides
	if r.Status != 200 {
		t.Fatalf("upload: %d %s", r.Status, r.Body)
	}
	for _, want := range []string{`"fullName":"Priya Raman"`, `"email":"priya.raman@example.com"`, `"extractedText":"`, `"Python"`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("parsed data lacks %s: %s", want, r.Body)
		}
	}
	png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, 100)...)
	for _, tc := range []struct {
		name, token, field, userID string
		data                       []byte
		status                     int
		want                       string
	}{
		{"a png named .pdf", a.Token, "resume", a.ID, png, 400, "This file is not a PDF, DOC or DOCX document."},
		{"empty", a.Token, "resume", a.ID, nil, 400, "This file is empty."},
		{"corrupt pdf", a.Token, "resume", a.ID, pdf[:200], 400, ""},
		{"too large", a.Token, "resume", a.ID, bytes.Repeat([]byte("x"), 11<<20), 413, "larger than 10 MB"},
		{"wrong field", a.Token, "file", a.ID, pdf, 400, `Choose a file to upload`},
		{"another user's id", a.Token, "resume", b.ID, pdf, 403, ""},
		{"signed out", "", "resume", a.ID, pdf, 401, ""},
	} {
		r := app.upload("/api/resumes/upload", tc.token, tc.field, "resume.pdf", tc.data, tc.userID)
		if r.Status != tc.status || !strings.Contains(r.Body, tc.want) || strings.Contains(r.Body, "parsedData") {
			t.Errorf("%s: %d %s", tc.name, r.Status, r.Body)
		}
	}
}
