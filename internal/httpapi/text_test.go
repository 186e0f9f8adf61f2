package httpapi

import (
	"testing"

	"github.com/stride-oss/stride"
)

func TestCheckJSONText(t *testing.T) {
	for _, c := range []struct {
		name, body, field string // field "" means accepted
	}{
		{"plain", `{"a":"b","n":[1,2,{"x":"y"}]}`, ""},
		{"escaped backslash then u0000 is text", `{"a":"\\u0000"}`, ""},
		{"surrogate pair", `{"a":"\ud83d\ude00"}`, ""},
		{"replacement character", "{\"a\":\"\\ufffd \xef\xbf\xbd\"}", ""},
		{"escapes", `{"a":"\"\\\/\b\f\n\r\t\u00e9"}`, ""},
		{"NUL after escaped backslash", `{"a":"\\\u0000"}`, "a"},
		{"NUL", `{"a":"x","b":"\u0000"}`, "b"},
		{"nested", `{"c":{"e":[{"t":"ok"},{"t":"\ud800"}]}}`, "c.e[1].t"},
		{"list at top", `["ok","\udfff"]`, "[1]"},
		{"string at top", "\"\xff\"", "body"},
		{"bad key names its object", `{"c":{"k\u0000":1}}`, "c"},
		{"bad key at top", `{"\u0000":1}`, "body"},
		{"high surrogate then non-low", `{"a":"\ud800\u0041"}`, "a"},
		{"overlong encoding", "{\"a\":\"\xc0\xaf\"}", "a"},
		{"encoded surrogate", "{\"a\":\"\xed\xa0\x80\"}", "a"},
		{"after a bad-looking value", `{"a":"}]","b":"\u0000"}`, "b"},
	} {
		err := checkJSONText([]byte(c.body))
		var got string
		if e, ok := err.(*stride.Error); ok {
			for f := range e.Fields {
				got = f
			}
		} else if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.field {
			t.Errorf("%s: field %q, want %q", c.name, got, c.field)
		}
	}
}

// BenchmarkCheckJSONText walks a body near the 1 MiB limit, mostly text
// with escapes and non-ASCII letters, as a large resume is.
func BenchmarkCheckJSONText(b *testing.B) {
	var body []byte
	body = append(body, `{"content":{"experience":[`...)
	for i := 0; body != nil && len(body) < maxJSONBody-2000; i++ {
		if i > 0 {
			body = append(body, ',')
		}
		body = append(body, `{"title":"Ingénieure logiciel","company":"Société \"Ünïcode\" \u00e9 \ud83d\ude00","description":"Built the payments service in Go; cut p99 latency by 40% and led a team of five.\nMentored two juniors."}`...)
	}
	body = append(body, `]}}`...)
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		if err := checkJSONText(body); err != nil {
			b.Fatal(err)
		}
	}
}
