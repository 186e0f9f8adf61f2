package main

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"
)

// certCheckInterval is how often, at most, a TLS handshake looks whether the
// certificate or key file has changed.
var certCheckInterval = time.Minute

// certificate serves the certificate and key that TLS_CERT_FILE and
// TLS_KEY_FILE name, and reads them again when either file changes, so that
// a renewed certificate (certbot, a mounted secret) is served without a
// restart. A renewal caught half written is not taken: the files are read
// again at the next check, and the certificate already loaded is served
// until then.
type certificate struct {
	certFile, keyFile string
	log               *slog.Logger

	mu              sync.Mutex
	cert            *tls.Certificate
	certMod, keyMod time.Time
	checked         time.Time
}

// loadCertificate reads the certificate and key once; an error names what is wrong.
func loadCertificate(certFile, keyFile string, log *slog.Logger) (*certificate, error) {
	c := &certificate{certFile: certFile, keyFile: keyFile, log: log}
	if err := c.reload(); err != nil {
		return nil, err
	}
	return c, nil
}

// modTimes returns the files' modification times.
func (c *certificate) modTimes() (certMod, keyMod time.Time, err error) {
	cs, err := os.Stat(c.certFile)
	if err != nil {
		return certMod, keyMod, err
	}
	ks, err := os.Stat(c.keyFile)
	if err != nil {
		return certMod, keyMod, err
	}
	return cs.ModTime(), ks.ModTime(), nil
}

// reload reads both files; the caller holds mu, or c is not shared yet.
func (c *certificate) reload() error {
	certMod, keyMod, err := c.modTimes()
	if err != nil {
		return err
	}
	pair, err := tls.LoadX509KeyPair(c.certFile, c.keyFile)
	if err != nil {
		return fmt.Errorf("load the certificate and key: %w", err)
	}
	c.cert, c.certMod, c.keyMod, c.checked = &pair, certMod, keyMod, time.Now()
	return nil
}

// get is the server's tls.Config.GetCertificate.
func (c *certificate) get(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.checked) < certCheckInterval {
		return c.cert, nil
	}
	c.checked = time.Now()
	certMod, keyMod, err := c.modTimes()
	if err == nil && certMod.Equal(c.certMod) && keyMod.Equal(c.keyMod) {
		return c.cert, nil
	}
	if err == nil {
		err = c.reload()
	}
	if err != nil {
		c.log.Warn("TLS certificate not reloaded; serving the one loaded before", "err", err)
		return c.cert, nil
	}
	c.log.Info("TLS certificate reloaded", "file", c.certFile)
	return c.cert, nil
}

// tlsConfig is the server's TLS configuration: TLS 1.2 and up, the
// certificate from c. net/http offers HTTP/2 beside HTTP/1.1 on it, so a
// browser fetches the web app's many small scripts over one connection.
func (c *certificate) tlsConfig() *tls.Config {
	return &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: c.get}
}
