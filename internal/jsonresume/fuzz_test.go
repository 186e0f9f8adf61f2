package jsonresume

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/stride-oss/stride"
)

// FuzzImport decodes a document as the import endpoint does and converts
// it. The content must come out normalised (normalising again changes
// nothing), hold only valid UTF-8, stay within a few times the input's
// size, and be a fixed point of export and import: once imported, a
// resume exported and imported again is the same resume.
func FuzzImport(f *testing.F) {
	if b, err := json.Marshal(FromContent(sample())); err == nil {
		f.Add(b)
	}
	if b, err := os.ReadFile("testdata/other-tool.json"); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"basics":{"name":" Sam ","location":{"city":"Austin","region":"TX, US"},"profiles":[{"network":"linkedin","username":"sam"}]},` +
		`"work":[{"name":"Acme","position":"Dev","endDate":"now","summary":"a\n• b","highlights":["- c","","• d\ne"]}],` +
		`"education":[{"institution":"UT","area":"CS","courses":["x","y"]}],"skills":[{"name":"Go","keywords":[" Go ","go",""]}]}`))
	f.Add([]byte(`{"work":null,"skills":[{}],"projects":[{"name":"p","keywords":["a","a"]}],"certificates":[{"name":"c"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var in Resume
		if err := json.Unmarshal(data, &in); err != nil {
			return
		}
		c := ToContent(in)
		again := clone(t, c)
		again.Normalize()
		if !reflect.DeepEqual(again, c) {
			t.Fatalf("not normalised:\n%+v\n%+v", c, again)
		}
		out, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if !utf8.Valid(out) {
			t.Fatal("invalid UTF-8 out")
		}
		if len(out) > 4*len(data)+1024 {
			t.Fatalf("%d bytes of content from %d bytes", len(out), len(data))
		}
		once := roundTrip(t, c)
		if twice := roundTrip(t, once); !reflect.DeepEqual(twice, once) {
			t.Fatalf("export and import changed the resume:\n%#v\n%#v", once, twice)
		}
	})
}

// roundTrip exports c to JSON Resume and imports it back.
func roundTrip(t *testing.T, c stride.ResumeContent) stride.ResumeContent {
	b, err := json.Marshal(FromContent(c))
	if err != nil {
		t.Fatal(err)
	}
	var r Resume
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("export does not read back: %v\n%s", err, b)
	}
	return ToContent(r)
}

func clone(t *testing.T, c stride.ResumeContent) stride.ResumeContent {
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var out stride.ResumeContent
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}
