package httpapi_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
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

// linesPDF is a one-page PDF of text lines in Helvetica, the simplest
// resume a word processor could export.
func linesPDF(lines ...string) []byte {
	var c strings.Builder
	c.WriteString("BT /F1 11 Tf 72 740 Td 14 TL\n")
	for _, l := range lines {
		l = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(l)
		fmt.Fprintf(&c, "(%s) Tj T*\n", l)
	}
	c.WriteString("ET")
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", c.Len(), c.String()),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// TestUploadResumeChecks: the upload's answer lists the fields to check,
// by their path in content, with the reason; a resume read right lists
// none.
func TestUploadResumeChecks(t *testing.T) {
	app := newTestApp(t, sqldbtest.SQLite(t), httpapi.Config{})
	a := app.register("checks@example.com", "Checks")
	dateless := linesPDF("Dana Whitfield", "dana.whitfield@example.com | (312) 555-0147 | Chicago, IL", "", "Experience",
		"Senior Accountant | Harbor Freight Partners", "- Closed the books every month", "- Cut the close from ten days to four", "",
		"Staff Accountant", "Lakeside Foods", "Jun 2016 - Aug 2019", "- Reconciled twelve bank accounts", "",
		"Education", "BSc Accounting", "University of Illinois", "2016", "", "Skills", "Excel, SQL, NetSuite")
	r := app.upload("/api/resumes/upload", a.Token, "resume", "dana.pdf", dateless, a.ID)
	if r.Status != 200 {
		t.Fatalf("upload: %d %s", r.Status, r.Body)
	}
	var got struct {
		Content stride.ResumeContent `json:"content"`
		Checks  []struct {
			Path, Section, Field, Reason string
			Index                        *int
		} `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.Body), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Checks) != 1 {
		t.Fatalf("want one check, got %+v", got.Checks)
	}
	c := got.Checks[0]
	if c.Path != "experience[0].startDate" || c.Section != "experience" || c.Field != "startDate" || c.Index == nil || *c.Index != 0 ||
		c.Reason != "No dates found for this role" {
		t.Errorf("check: %+v", c)
	}
	if e := got.Content.Experience[0]; e.Title != "Senior Accountant" || e.StartDate != "" {
		t.Errorf("the checked path names another entry: %+v", e)
	}

	clean := stride.ResumeContent{PersonalInfo: stride.ResumePersonalInfo{Name: "Priya Raman", Email: "priya.raman@example.com", Phone: "(415) 555-0134"},
		Experience: []stride.ResumeExperience{{Title: "Senior Data Engineer", Company: "Tidewater Logistics", StartDate: "2020-02", EndDate: "Present", Description: "• Built pipelines"}},
		Education:  []stride.ResumeEducation{{Degree: "BSc Computer Science", School: "University of California, Davis", GraduationDate: "2016"}},
		Skills:     []string{"Python", "SQL", "Airflow"}}
	pdf, err := resumerender.Render(clean, "modern", resumerender.Letter)
	if err != nil {
		t.Fatal(err)
	}
	r = app.upload("/api/resumes/upload", a.Token, "resume", "priya.pdf", pdf, a.ID)
	if r.Status != 200 || !strings.Contains(r.Body, `"checks":[]`) {
		t.Errorf("a resume read right: %d %s", r.Status, r.Body)
	}
}
