package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stride-oss/stride"
)

// rawJSONString writes s as a JSON string literal, escaping only what JSON
// requires and leaving invalid UTF-8 as it is, as a client may send it.
func rawJSONString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// decodedStrings returns every key and string value of a valid JSON
// document as encoding/json decodes them (repeated keys too).
func decodedStrings(doc []byte) []string {
	var out []string
	dec := json.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		if s, ok := tok.(string); ok {
			out = append(out, s)
		}
	}
}

// FuzzCheckJSONText checks the refusal of text a database cannot hold. A
// string sent raw inside a nested body is refused exactly when it holds
// NUL or invalid UTF-8, naming its path; the same string as encoding/json
// writes it is refused only for NUL. For any valid JSON document, an
// accepted body decodes without NUL and, unless it spelled U+FFFD itself,
// without a replacement character (nothing was lost), and a body whose
// decoding holds either is refused. Refusals are a 400 with a field.
func FuzzCheckJSONText(f *testing.F) {
	for _, s := range []string{"plain", "Zoë", "a\x00b", "\xff", "\xed\xa0\x80", "\ufffd", `\u0000`, "\"\\", "😀"} {
		f.Add(s, []byte(`{"a":`+rawJSONString(s)+`}`))
	}
	f.Add("", []byte(`{"a":"\ud83d\ude00","b":["\ud800x"]}`))
	f.Add("", []byte(`{"\u0000":1,"c":{"e":[{"t":"ok"},{"t":"\udc00"}]}}`))
	f.Add("", []byte(`["\\u0000", "\\\u0000", "\u00e9\uD83D\uDE00"]`))
	f.Fuzz(func(t *testing.T, s string, doc []byte) {
		clean := utf8.ValidString(s) && !strings.Contains(s, "\x00")
		body := `{"k":[1,{"v":` + rawJSONString(s) + `}]}`
		err := checkJSONText([]byte(body))
		if (err == nil) != clean {
			t.Fatalf("%q (clean %v): %v", s, clean, err)
		}
		if err != nil {
			checkRefusal(t, err, "k[1].v")
		}
		marshalled, _ := json.Marshal(map[string]string{"v": s})
		if err := checkJSONText(marshalled); (err == nil) == strings.Contains(s, "\x00") {
			t.Fatalf("%s: %v", marshalled, err)
		}

		err = checkJSONText(doc)
		if err != nil {
			checkRefusal(t, err, "")
		}
		if !json.Valid(doc) {
			return
		}
		spelled := bytes.Contains(doc, []byte("\uFFFD")) || bytes.Contains(bytes.ToLower(doc), []byte(`ufffd`))
		lossy := false
		for _, s := range decodedStrings(doc) {
			lossy = lossy || strings.Contains(s, "\x00") || !spelled && strings.Contains(s, "\uFFFD")
		}
		if lossy && err == nil {
			t.Fatalf("accepted %q", doc)
		}
		if !lossy && !spelled && err != nil {
			t.Fatalf("refused %q: %v", doc, err)
		}
	})
}

func checkRefusal(t *testing.T, err error, field string) {
	t.Helper()
	var se *stride.Error
	if !errors.As(err, &se) || se.Code != stride.EINVALID || !utf8.ValidString(se.Message) || len(se.Fields) != 1 {
		t.Fatalf("refusal %#v", err)
	}
	if _, ok := se.Fields[field]; field != "" && !ok {
		t.Fatalf("refusal names %v, want %s", se.Fields, field)
	}
}
