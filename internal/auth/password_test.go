package auth

import (
	"strings"
	"testing"
)

func TestPasswordRoundTrip(t *testing.T) {
	h, err := HashPassword("correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("unexpected hash format %q", h)
	}
	if ok, err := CheckPassword(h, "correct horse battery"); !ok || err != nil {
		t.Fatalf("right password rejected: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(h, "correct horse batterY"); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := HashPassword("correct horse battery")
	if h == h2 {
		t.Fatal("two hashes of one password share a salt")
	}
}

func TestCheckPasswordRejectsMalformedAndEmpty(t *testing.T) {
	if ok, err := CheckPassword("", "anything"); ok || err != nil {
		t.Fatalf("empty hash: %v %v", ok, err)
	}
	for _, h := range []string{"plain", "$argon2id$v=19$m=1,t=1,p=1$%%%$abc", "$bcrypt$x$y$z$w", "$argon2id$v=18$m=1,t=1,p=1$YQ$YQ"} {
		if ok, err := CheckPassword(h, "x"); ok || err == nil {
			t.Fatalf("malformed hash %q: %v %v", h, ok, err)
		}
	}
}

func TestNewToken(t *testing.T) {
	tok, hash, err := NewToken()
	if err != nil {
		t.Fatal(err)
	}
	if len(tok) < 43 { // 256 bits in base64url
		t.Fatalf("token too short: %q", tok)
	}
	if hash != HashToken(tok) || hash == tok || len(hash) != 64 {
		t.Fatalf("bad hash %q", hash)
	}
	tok2, _, _ := NewToken()
	if tok == tok2 {
		t.Fatal("tokens repeat")
	}
}
