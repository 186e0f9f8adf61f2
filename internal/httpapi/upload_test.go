package httpapi_test

import (
	"archive/zip"
	"bytes"
	"mime/multipart"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/httpapi"
	"github.com/stride-oss/stride/internal/resumerender"
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
	pdf, err := resumerender.Render(c, "minimal", resumerender.Letter)
	if err != nil {
		t.Fatal(err)
	}
	r := app.upload("/api/resumes/upload", a.Token, "resume", "cv.docx", pdf, a.ID) // the name lies; the content decides
	if r.Status != 200 {
		t.Fatalf("upload: %d %s", r.Status, r.Body)
	}
	for _, want := range []string{`"fullName":"Priya Raman"`, `"email":"priya.raman@example.com"`, `"extractedText":"`, `"Python"`,
		`"content":{"personalInfo":{"name":"Priya Raman","email":"priya.raman@example.com"`} {
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

func TestImportLinkedIn(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	a := app.register("li@example.com", "Li")
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for name, body := range map[string]string{
		"Profile.csv":        "First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\nMei,Tanaka,,,,Staff Engineer at Lumen,Builds platforms.,Software,,\"Portland, Oregon\",,,\n",
		"Positions.csv":      "Company Name,Title,Description,Location,Started On,Finished On\nLumen Software,Staff Engineer,Leads the platform team,Portland,Mar 2021,\nBluepeak,Engineer,,Seattle,Jan 2017,Feb 2021\n",
		"Certifications.csv": "Name,Url,Authority,Started On,Finished On,License Number\nCKA,,CNCF,not a date,,\n",
	} {
		f, _ := zw.Create(name)
		_, _ = f.Write([]byte(body))
	}
	_ = zw.Close()
	r := app.upload("/api/linkedin/import-file", a.Token, "linkedinFile", "Basic_LinkedInDataExport.zip", zb.Bytes(), a.ID)
	if r.Status != 200 {
		t.Fatalf("%d %s", r.Status, r.Body)
	}
	for _, want := range []string{`"name":"Mei Tanaka"`, `"headline":"Staff Engineer at Lumen"`, `"company":"Lumen Software"`, `"title":"Staff Engineer"`, `"CKA"`, `"positions":2`,
		`"content":{"personalInfo":{"name":"Mei Tanaka"`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("import lacks %s: %s", want, r.Body)
		}
	}
	bad := app.upload("/api/linkedin/import-file", a.Token, "linkedinFile", "data.csv", []byte("foo,bar\n1,2\n"), a.ID)
	if bad.Status != 400 || !strings.Contains(bad.Body, "Unable to process LinkedIn file. Please ensure it's a valid LinkedIn export.") {
		t.Errorf("random CSV: %d %s", bad.Status, bad.Body)
	}
	if r := app.upload("/api/linkedin/import-file", "", "linkedinFile", "x.zip", zb.Bytes(), a.ID); r.Status != 401 {
		t.Errorf("signed out: %d", r.Status)
	}
}
