package stride

import "testing"

func TestNewPasswordRules(t *testing.T) {
	for _, tc := range []struct {
		pw, want string
	}{
		{"password", MsgPasswordCommon},
		{"12345678", MsgPasswordCommon},
		{"  QWERTYUIOP ", MsgPasswordCommon},
		{"        ", MsgPasswordBlank},
		{"\u00a0\u2003\t\n\r    ", MsgPasswordBlank},
		{"short", MsgPasswordShort},
		{string(make([]byte, 129)), MsgPasswordLong},
		{"correct horse battery", ""},
		{"Zx9!q-lorem-ipsum", ""},
	} {
		n := NewUser{Email: "a@example.com", Password: tc.pw}
		err := n.Validate()
		got := ""
		if e, ok := err.(*Error); ok {
			got = e.Fields["password"]
		}
		if got != tc.want {
			t.Errorf("%q: %q, want %q (err %v)", tc.pw, got, tc.want, err)
		}
	}
}
