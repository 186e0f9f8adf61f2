package auth

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Two-factor sign-in with time-based one-time passwords (RFC 6238: six
// digits, 30-second steps, SHA-1, as every authenticator app reads them),
// by github.com/pquerna/otp.

// totpPeriod is the length of one step in seconds.
const totpPeriod = 30

// TOTPKey is a new secret and how to hand it to an authenticator app.
type TOTPKey struct {
	Secret string `json:"secret"`
	// URL is the otpauth:// address the QR code holds.
	URL string `json:"otpauthUrl"`
	// QRCode is a PNG of the QR code as a data: URL.
	QRCode string `json:"qrCode"`
}

// NewTOTPKey makes a secret for account (the e-mail shown in the app).
func NewTOTPKey(account string) (*TOTPKey, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: "Stride", AccountName: account, Period: totpPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return nil, fmt.Errorf("totp key: %w", err)
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return nil, fmt.Errorf("qr code: %w", err)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, fmt.Errorf("qr code: %w", err)
	}
	return &TOTPKey{Secret: key.Secret(), URL: key.URL(),
		QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes())}, nil
}

// TOTPCode is the code of secret at t (for tests and for the set-up check).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// CheckTOTP reports whether code is the code of secret at now or one step
// either side (clocks drift), and returns the step it matched: a code is
// accepted once, so the caller keeps the last step used and refuses any
// step not after it.
func CheckTOTP(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.ReplaceAll(strings.TrimSpace(code), " ", "")
	if len(code) != 6 {
		return 0, false
	}
	for _, d := range []int64{-1, 0, 1} {
		at := now.Add(time.Duration(d*totpPeriod) * time.Second)
		want, err := TOTPCode(secret, at)
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return at.Unix() / totpPeriod, true
		}
	}
	return 0, false
}

// recoveryAlphabet has no letters that read alike (0/o, 1/l/i).
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// NewRecoveryCodes returns n single-use codes such as "k7rm-q2xa" (40
// bits each) and the hashes under which they are stored.
func NewRecoveryCodes(n int) (codes, hashes []string, err error) {
	for range n {
		b := make([]byte, 8)
		if _, err := rand.Read(b); err != nil {
			return nil, nil, fmt.Errorf("recovery code: %w", err)
		}
		var s strings.Builder
		for i, c := range b {
			if i == 4 {
				s.WriteByte('-')
			}
			s.WriteByte(recoveryAlphabet[int(c)%len(recoveryAlphabet)])
		}
		codes = append(codes, s.String())
		hashes = append(hashes, HashRecoveryCode(s.String()))
	}
	return codes, hashes, nil
}

// HashRecoveryCode is the stored form of a recovery code, ignoring case,
// spaces and dashes as typed.
func HashRecoveryCode(code string) string {
	c := strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code)))
	return HashToken("recovery:" + c)
}
