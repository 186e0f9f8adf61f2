package resume

import (
	"bytes"
	"os"
	"testing"
	"time"
)

func FuzzParse(f *testing.F) {
	for _, name := range []string{"01-maya-chen.docx", "02-oliver-hughes.pdf"} {
		if data, err := os.ReadFile("testdata/" + name); err == nil {
			if text, _, err := Extract(data); err == nil {
				f.Add(text)
			}
		}
	}
	f.Add("JOHN SMITH\nEXPERIENCE\nJan 2020 - Present\nEngineer at Acme\n• did things\nEDUCATION\nBSc, University of X, 2019")
	f.Add("Skills\nGo, (k8s, [GCP)], ;;|")
	f.Fuzz(func(t *testing.T, text string) {
		done := make(chan struct{})
		go func() { defer close(done); _ = Parse(text) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("Parse took over 5 s on %q", text)
		}
	})
}

func FuzzExtract(f *testing.F) {
	f.Add(textPDF("Jane Doe", "Engineer at Acme"))
	f.Add(tinyDOCX(f, "Jane Doe", "Engineer at Acme"))
	f.Add(imagePDF())
	f.Add(encryptedPDF())
	f.Add([]byte("\x89PNG\r\n\x1a\n random"))
	f.Add(append([]byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}, make([]byte, 600)...))
	if doc, err := os.ReadFile("testdata/legacy-maya-chen.doc"); err == nil {
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		text, _, err := Extract(data)
		if err == nil && text == "" {
			t.Fatal("no error and no text")
		}
		if err != nil {
			if _, ok := err.(*ExtractError); !ok {
				t.Fatalf("error of type %T", err)
			}
		}
	})
}

func FuzzImportLinkedIn(f *testing.F) {
	f.Add([]byte(liPositions), "Positions.csv")
	f.Add([]byte(liCerts), "Certifications.csv")
	f.Add([]byte(liConnections), "Connections.csv")
	f.Add(zipOf(f, map[string][]byte{"Profile.csv": []byte(liProfile), "Skills.csv": []byte(liSkills)}), "export.zip")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		res, err := ImportLinkedIn(data, name)
		if err != nil {
			if _, ok := err.(*ExtractError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		if res.Imported == nil || bytes.Equal(data, nil) {
			t.Fatal("success without data")
		}
	})
}
