package stride

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
)

// Password messages shown under the register form's password field.
const (
	MsgPasswordBlank  = "Password cannot be only spaces"
	MsgPasswordCommon = "This password is too common. Choose one that is harder to guess"
)

//go:embed commonpasswords/common-passwords.txt
var commonPasswordList string

var (
	commonOnce      sync.Once
	commonPasswords map[string]struct{}
)

// CommonPassword reports whether p, ignoring case and surrounding spaces, is
// among the 10,000 most common passwords (those of 8 characters or more:
// shorter ones are refused by length; see commonpasswords/README.md).
func CommonPassword(p string) bool {
	commonOnce.Do(func() {
		lines := strings.Split(strings.TrimSpace(commonPasswordList), "\n")
		commonPasswords = make(map[string]struct{}, len(lines))
		for _, l := range lines {
			commonPasswords[l] = struct{}{}
		}
	})
	_, ok := commonPasswords[strings.ToLower(strings.TrimSpace(p))]
	return ok
}

// BlankPassword reports whether p holds only white space.
func BlankPassword(p string) bool {
	return strings.IndexFunc(p, func(r rune) bool { return !unicode.IsSpace(r) }) < 0
}

// checkNewPassword applies the rules for a password being chosen: length,
// not blank, not common.
func checkNewPassword(v *Validator, field, p string) {
	switch {
	case len(p) < MinPasswordLen:
		v.Check(false, field, MsgPasswordShort)
	case len(p) > MaxPasswordLen:
		v.Check(false, field, MsgPasswordLong)
	case BlankPassword(p):
		v.Check(false, field, MsgPasswordBlank)
	case CommonPassword(p):
		v.Check(false, field, MsgPasswordCommon)
	}
}

// ValidateNewPassword applies the rules for a password being chosen to p,
// reporting a failure under field.
func ValidateNewPassword(field, p string) error {
	var v Validator
	checkNewPassword(&v, field, p)
	return v.Err()
}
