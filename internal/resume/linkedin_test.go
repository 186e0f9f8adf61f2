package resume

import (
	"errors"
	"strings"
	"testing"
)

const (
	liProfile = "\ufeffFirst Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n" +
		"Grace,Liu,,,,Staff Engineer at Orbit,\"Builds things.\nLikes Go.\",Software,,\"Seattle, Washington\",,[PERSONAL:https://grace.dev],\n"
	liPositions = "Company Name,Title,Description,Location,Started On,Finished On\n" +
		"Orbit,Staff Engineer,\"Leads platform.\nOn call.\",\"Seattle, WA\",Mar 2021,\n" +
		"Nimbus,Senior Engineer,,Remote,Jan 2018,Feb 2021\n"
	liEducation = "School Name,Start Date,End Date,Notes,Degree Name,Activities\n" +
		"University of Washington,2010,2014,,BS Computer Science,Robotics club\n"
	liSkills = "Name\nGo\nKubernetes\ngo\n"
	liEmails = "Email Address,Confirmed,Primary,Updated On\nold@example.com,Yes,No,2019\ngrace@example.com,Yes,Yes,2023\n"
	liPhones = "Extension,Number,Type\n,+1 206 555 0100,Mobile\n"
	liCerts  = "Name,Url,Authority,Started On,Finished On,License Number\n" +
		"CKA,,The Linux Foundation,Sometime in spring,,\n" +
		"AWS Solutions Architect,https://aws.example/cert,Amazon Web Services,Jun 2022,,ABC\n"
	liConnections = "Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are missing.\"\n\n" +
		"First Name,Last Name,URL,Email Address,Company,Position,Connected On\nAda,Lovelace,https://www.linkedin.com/in/ada,,Engines,Analyst,01 Jan 2020\n"
)

func TestImportLinkedInZip(t *testing.T) {
	data := zipOf(t, map[string][]byte{
		"Profile.csv":         []byte(liProfile),
		"Positions.csv":       []byte(liPositions),
		"Education.csv":       []byte(liEducation),
		"Skills.csv":          []byte(liSkills),
		"Email Addresses.csv": []byte(liEmails),
		"PhoneNumbers.csv":    []byte(liPhones),
		"Certifications.csv":  []byte(liCerts),
		"Connections.csv":     []byte(liConnections),
		"Languages.csv":       []byte("Name,Proficiency\nSpanish,Professional working proficiency\n"),
		"Projects.csv":        []byte("Title,Description,Url,Started On,Finished On\nOrbit CLI,A tool,https://x.example,Jan 2020,\n"),
		"Profile Summary.csv": []byte("Profile Summary\nI build platforms.\n"),
	})
	res, err := ImportLinkedIn(data, "Basic_LinkedInDataExport.zip")
	if err != nil {
		t.Fatal(err)
	}
	if res.Name != "Grace Liu" || res.Email != "grace@example.com" || res.Headline != "Staff Engineer at Orbit" ||
		res.Location != "Seattle, Washington" || res.Phone != "+1 206 555 0100" || res.Website != "https://grace.dev" {
		t.Errorf("profile fields %+v", res)
	}
	if len(res.Experience) != 2 || res.Experience[0].StartDate != "2021-03" || res.Experience[0].EndDate != "Present" ||
		res.Experience[1].EndDate != "2021-02" || !strings.Contains(res.Experience[0].Description, "On call.") {
		t.Errorf("experience %+v", res.Experience)
	}
	if len(res.Education) != 1 || res.Education[0].Degree != "BS Computer Science" || res.Education[0].GraduationDate != "2014" {
		t.Errorf("education %+v", res.Education)
	}
	if strings.Join(res.Skills, ",") != "Go,Kubernetes" {
		t.Errorf("skills %v", res.Skills)
	}
	if len(res.Certifications) != 2 || len(res.Languages) != 1 || len(res.Projects) != 1 || res.Summary != "I build platforms." {
		t.Errorf("certs %v languages %v projects %v summary %q", res.Certifications, res.Languages, res.Projects, res.Summary)
	}
	if res.Imported["positions"] != 2 || res.Imported["skills"] != 2 || res.Imported["certifications"] != 2 {
		t.Errorf("imported %v", res.Imported)
	}
	if len(res.Warnings) == 0 {
		t.Error("want warnings for the certification and Connections.csv")
	}
	t.Logf("warnings: %q", res.Warnings)
}

func TestImportLinkedInSingleFiles(t *testing.T) {
	res, err := ImportLinkedIn([]byte(liPositions), "Positions.csv")
	if err != nil || len(res.Experience) != 2 || res.Imported["positions"] != 2 {
		t.Fatalf("positions: %v %+v", err, res)
	}
	// Recognised by its header even under another name.
	res, err = ImportLinkedIn([]byte(liPositions), "upload.csv")
	if err != nil || len(res.Experience) != 2 {
		t.Fatalf("renamed positions: %v", err)
	}
	// An empty URL and an unreadable date: imported, with warnings.
	res, err = ImportLinkedIn([]byte(liCerts), "Certifications.csv")
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Certifications) != 2 || res.Certifications[0].Name != "CKA" || res.Certifications[0].Date != "" ||
		res.Certifications[1].Date != "2022-06" || len(res.Warnings) != 2 {
		t.Errorf("certifications %+v warnings %q", res.Certifications, res.Warnings)
	}
}

// A year outside 1900-2099 is not a date: "0000" in an export (found by
// FuzzReadLinkedInCSV) is kept as an unreadable date with a warning, not
// carried into the resume as the year 0000.
func TestImportLinkedInImplausibleYears(t *testing.T) {
	csv := "School Name,Start Date,End Date,Degree Name\n" +
		"Old School,,0000,BA\n" +
		"Far School,,3021,MA\n" +
		"Real School,,2014,BS\n"
	res, err := ImportLinkedIn([]byte(csv), "Education.csv")
	if err != nil || len(res.Education) != 3 {
		t.Fatalf("education: %v %+v", err, res)
	}
	got := []string{res.Education[0].GraduationDate, res.Education[1].GraduationDate, res.Education[2].GraduationDate}
	if got[0] != "" || got[1] != "" || got[2] != "2014" || len(res.Warnings) != 2 ||
		!strings.Contains(res.Warnings[0], `"0000" could not be read`) {
		t.Errorf("dates %q warnings %q", got, res.Warnings)
	}
	for _, s := range []string{"0000", "1899", "2100", "13/2020", "2020-13", "Spring 0999", "01/0000", "0000-01"} {
		if d := normDate(s); d != "" {
			t.Errorf("normDate(%q) = %q, want no date", s, d)
		}
	}
	for s, want := range map[string]string{"1900": "1900", "2099": "2099", "03/2020": "2020-03", "2020-03": "2020-03", "Fall 2019": "2019"} {
		if d := normDate(s); d != want {
			t.Errorf("normDate(%q) = %q, want %q", s, d, want)
		}
	}
}

func TestImportLinkedInRejects(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		data       []byte
	}{
		// Connections hold nothing for a resume: recognised, not imported.
		{"connections alone", "Connections.csv", []byte(liConnections)},
		{"random csv", "data.csv", []byte("id,price,qty\n1,2.50,3\n")},
		{"name and age csv", "people.csv", []byte("Name,Age\nBob,3\n")},
		{"zip of other files", "x.zip", zipOf(t, map[string][]byte{"a.csv": []byte("x,y\n1,2\n"), "b.txt": []byte("hi")})},
		{"binary", "x.csv", []byte{0, 1, 2, 3, 0xff}},
		{"empty", "x.csv", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ImportLinkedIn(tc.data, tc.file)
			var ee *ExtractError
			if !errors.As(err, &ee) || ee.Message != MsgLinkedIn {
				t.Errorf("got %v, want the LinkedIn error", err)
			}
		})
	}
}
