package main

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writeCert writes a self-signed certificate for 127.0.0.1 and localhost,
// and its key, to certFile and keyFile; it returns the certificate's DER.
func writeCert(t *testing.T, certFile, keyFile, name string) []byte {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(time.Now().UnixNano()),
		Subject:               pkix.Name{CommonName: name},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		DNSNames:              []string{"localhost"},
		IPAddresses:           []net.IP{net.IPv4(127, 0, 0, 1)},
		IsCA:                  true,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		t.Fatal(err)
	}
	return der
}

func TestLoadConfigTLS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	writeCert(t, certFile, keyFile, "a")
	otherCert, otherKey := filepath.Join(dir, "b.pem"), filepath.Join(dir, "b-key.pem")
	writeCert(t, otherCert, otherKey, "b")
	garbage := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(garbage, []byte("not a certificate"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"TLS_CERT_FILE": certFile}, "set together"},
		{map[string]string{"TLS_KEY_FILE": keyFile}, "set together"},
		{map[string]string{"TLS_CERT_FILE": filepath.Join(dir, "missing.pem"), "TLS_KEY_FILE": keyFile}, "no such file"},
		{map[string]string{"TLS_CERT_FILE": garbage, "TLS_KEY_FILE": keyFile}, "failed to find any PEM data"},
		{map[string]string{"TLS_CERT_FILE": certFile, "TLS_KEY_FILE": otherKey}, "private key does not match"},
	} {
		_, err := loadConfig(env(tc.env))
		if err == nil || !strings.Contains(err.Error(), "TLS_CERT_FILE") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v should name TLS_CERT_FILE and say %q", tc.env, err, tc.want)
		}
	}
	c, err := loadConfig(env(map[string]string{"TLS_CERT_FILE": certFile, "TLS_KEY_FILE": keyFile}))
	if err != nil || c.TLSCertFile != certFile || c.TLSKeyFile != keyFile {
		t.Fatalf("a matching pair: %v %+v", err, c)
	}
}

// TestRunServesHTTPS starts the real server with a certificate: browsers get
// HTTP/2 (one connection for the web app's scripts), HTTP/1.1 clients are
// still served, and a plain-HTTP request is refused.
func TestRunServesHTTPS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	der := writeCert(t, certFile, keyFile, "stride-test")
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	roots.AddCert(leaf)
	port := freePort(t)
	logPath, stop := runInBackground(t, map[string]string{
		"PORT": fmt.Sprint(port), "DATABASE_URL": filepath.Join(dir, "stride.db"), "CATALOG_JOBS": "20",
		"TLS_CERT_FILE": certFile, "TLS_KEY_FILE": keyFile,
	})
	t.Cleanup(func() {
		if err := stop(10 * time.Second); err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	h2 := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: roots}, ForceAttemptHTTP2: true}}
	h1 := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: roots},
		TLSNextProto: map[string]func(string, *tls.Conn) http.RoundTripper{}}}
	base := fmt.Sprintf("https://127.0.0.1:%d", port)
	if !waitReady(h2, base) {
		t.Fatal("server did not come up over HTTPS")
	}
	for _, tc := range []struct {
		client *http.Client
		proto  string
	}{{h2, "HTTP/2.0"}, {h1, "HTTP/1.1"}} {
		r, err := tc.client.Get(base + "/api/jobs?limit=1")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if r.Proto != tc.proto || r.StatusCode != 200 || r.Header.Get("X-Total-Count") != "20" || !bytes.HasPrefix(body, []byte("[{")) {
			t.Errorf("%s client: %s %d total %q %.80s", tc.proto, r.Proto, r.StatusCode, r.Header.Get("X-Total-Count"), body)
		}
	}
	r, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/api/jobs", port))
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusBadRequest {
		t.Errorf("plain HTTP to the HTTPS port: %d, want 400", r.StatusCode)
	}
	logText, _ := os.ReadFile(logPath)
	if want := fmt.Sprintf("https://localhost:%d", port); !strings.Contains(string(logText), want) {
		t.Errorf("the start-up log should give %s:\n%s", want, logText)
	}
}

// TestCertificateReloads: a renewed certificate is served without a
// restart, and a broken renewal keeps the certificate already loaded.
func TestCertificateReloads(t *testing.T) {
	defer func(d time.Duration) { certCheckInterval = d }(certCheckInterval)
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	first := writeCert(t, certFile, keyFile, "first")
	var logs bytes.Buffer
	c, err := loadCertificate(certFile, keyFile, slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	served := func() []byte {
		t.Helper()
		got, err := c.get(&tls.ClientHelloInfo{})
		if err != nil {
			t.Fatal(err)
		}
		return got.Certificate[0]
	}
	touch := func(ago time.Duration) {
		t.Helper()
		at := time.Now().Add(-ago)
		for _, f := range []string{certFile, keyFile} {
			if err := os.Chtimes(f, at, at); err != nil {
				t.Fatal(err)
			}
		}
	}
	touch(time.Hour)
	if err := c.reload(); err != nil {
		t.Fatal(err)
	}
	second := writeCert(t, certFile, keyFile, "second")
	if !bytes.Equal(served(), first) {
		t.Fatal("the files are looked at once a minute at most")
	}
	certCheckInterval = 0
	if !bytes.Equal(served(), second) {
		t.Fatal("a renewed certificate should be served")
	}
	if err := os.WriteFile(certFile, []byte("half written"), 0o600); err != nil {
		t.Fatal(err)
	}
	touch(time.Minute)
	if !bytes.Equal(served(), second) {
		t.Fatal("a broken renewal should keep the certificate already loaded")
	}
	if !strings.Contains(logs.String(), "TLS certificate not reloaded") {
		t.Errorf("a broken renewal is logged: %s", logs.String())
	}
}
