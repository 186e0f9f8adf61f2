package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/stride-oss/stride"
)

// Text a database cannot hold the same way on SQLite and PostgreSQL (NUL,
// invalid UTF-8, lone surrogates) is refused here, in one place, before any
// handler sees it. encoding/json quietly turns invalid UTF-8 and lone
// surrogates into U+FFFD, so the check reads the raw body.

// Messages of refused text.
const (
	msgBadText  = "Text must not contain NUL characters or invalid UTF-8"
	msgBadParam = "Query parameter %s must not contain NUL characters or invalid UTF-8"
)

// badTextError names the field of a refused string.
func badTextError(field string) error {
	msg := msgBadText
	if field != "" {
		msg = field + ": " + msgBadText
	} else {
		field = "body"
	}
	return &stride.Error{Code: stride.EINVALID, Message: msg, Fields: map[string]string{field: msgBadText}}
}

// jsonFrame is one open object or list while walking a body.
type jsonFrame struct {
	object    bool
	expectKey bool
	key       []byte // the raw key literal, decoded only to name a field
	index     int
}

// checkJSONText walks a syntactically valid JSON document and returns a 400
// naming the first string (value or key) that holds NUL, invalid UTF-8 or a
// lone surrogate escape. Fields are named by path: "firstName",
// "content.experience[0].title".
func checkJSONText(b []byte) error {
	var stack []jsonFrame
	path := func() string {
		var sb strings.Builder
		for i, f := range stack {
			if f.object {
				if f.expectKey {
					break
				}
				if i > 0 {
					sb.WriteByte('.')
				}
				var key string
				_ = json.Unmarshal(f.key, &key)
				sb.WriteString(key)
			} else {
				sb.WriteString("[" + strconv.Itoa(f.index) + "]")
			}
		}
		return sb.String()
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '{':
			stack = append(stack, jsonFrame{object: true, expectKey: true})
		case '[':
			stack = append(stack, jsonFrame{})
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case ',':
			if n := len(stack); n > 0 {
				if stack[n-1].object {
					stack[n-1].expectKey = true
				} else {
					stack[n-1].index++
				}
			}
		case ':':
			if n := len(stack); n > 0 {
				stack[n-1].expectKey = false
			}
		case '"':
			end, ok := scanJSONString(b, i+1)
			n := len(stack)
			isKey := n > 0 && stack[n-1].object && stack[n-1].expectKey
			if isKey {
				stack[n-1].key = b[i : end+1]
			}
			if !ok {
				return badTextError(path())
			}
			i = end
		}
	}
	return nil
}

// scanJSONString reads the string whose body starts at b[start] and returns
// the index of its closing quote and whether its text is clean.
func scanJSONString(b []byte, start int) (end int, ok bool) {
	ok = true
	i := start
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			return i, ok
		case c == '\\':
			if i+1 >= len(b) {
				return len(b) - 1, false
			}
			if b[i+1] != 'u' {
				i += 2
				continue
			}
			r, n := hex4(b, i+2)
			i += 6
			switch {
			case n < 0:
				ok = false
			case r == 0:
				ok = false
			case utf16.IsSurrogate(r):
				// A high surrogate must be followed by an escaped low one.
				if r >= 0xDC00 || i+6 > len(b) || b[i] != '\\' || b[i+1] != 'u' {
					ok = false
					continue
				}
				lo, m := hex4(b, i+2)
				if m < 0 || lo < 0xDC00 || lo > 0xDFFF {
					ok = false
					continue
				}
				i += 6
			}
		case c < utf8.RuneSelf:
			if c == 0 {
				ok = false
			}
			i++
			// Skip a run of plain ASCII at once.
			for i < len(b) && b[i] >= 0x20 && b[i] < utf8.RuneSelf && b[i] != '"' && b[i] != '\\' {
				i++
			}
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size <= 1 {
				ok = false
			}
			i += size
		}
	}
	return len(b) - 1, false
}

// hex4 decodes the four hex digits at b[i:]; n is -1 when they are not.
func hex4(b []byte, i int) (r rune, n int) {
	if i+4 > len(b) {
		return 0, -1
	}
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, -1
		}
		r = r<<4 | rune(c)
	}
	return r, 4
}

// cleanText reports whether s can be stored as text on every database.
func cleanText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// checkRequestText refuses a request whose path or query holds NUL or
// invalid UTF-8: a malformed path (and so any id read from it) is a 404, a
// malformed query parameter a 400 naming it.
func checkRequestText(r *http.Request) error {
	if !cleanText(r.URL.Path) {
		return stride.Errorf(stride.ENOTFOUND, "Not found")
	}
	if r.URL.RawQuery == "" {
		return nil
	}
	for name, vals := range r.URL.Query() {
		ok := cleanText(name)
		for _, v := range vals {
			ok = ok && cleanText(v)
		}
		if !ok {
			if !cleanText(name) {
				name = "query"
			}
			msg := fmt.Sprintf(msgBadParam, name)
			return &stride.Error{Code: stride.EINVALID, Message: msg, Fields: map[string]string{name: msg}}
		}
	}
	return nil
}
