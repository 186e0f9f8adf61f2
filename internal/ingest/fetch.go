package ingest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sync"
	"syscall"
	"time"

	"golang.org/x/time/rate"
)

// FetcherOptions tune a Fetcher; zero values take the defaults.
type FetcherOptions struct {
	// Timeout bounds one request, body included (default 20s).
	Timeout time.Duration
	// PerHost is the most requests a second to one host (default 2),
	// Burst how many may go at once (default 2).
	PerHost float64
	Burst   int
	// MaxBytes bounds a response body (default 8 MiB).
	MaxBytes int64
	// AllowPrivate lets requests reach loopback, private and link-local
	// addresses: for tests against local servers, never in production.
	AllowPrivate bool
	// UserAgent is sent with every request.
	UserAgent string
}

// Fetcher gets pages and API answers politely and safely: a timeout per
// request, a rate per host, a bound on the body, no private or loopback
// addresses (checked on the address really dialled, so a name that
// resolves to one is refused too, redirects included), one retry after a
// 5xx answer or a network error.
type Fetcher struct {
	opt    FetcherOptions
	client *http.Client
	mu     sync.Mutex
	hosts  map[string]*rate.Limiter
}

// ErrBlockedAddress is returned for a URL whose host is a private,
// loopback or otherwise internal address.
var ErrBlockedAddress = errors.New("address not allowed: private, loopback or link-local")

// ErrTooLarge is returned for a response past the size limit.
var ErrTooLarge = errors.New("response too large")

// NewFetcher returns a Fetcher with opt.
func NewFetcher(opt FetcherOptions) *Fetcher {
	if opt.Timeout <= 0 {
		opt.Timeout = 20 * time.Second
	}
	if opt.PerHost <= 0 {
		opt.PerHost = 2
	}
	if opt.Burst <= 0 {
		opt.Burst = 2
	}
	if opt.MaxBytes <= 0 {
		opt.MaxBytes = 8 << 20
	}
	if opt.UserAgent == "" {
		opt.UserAgent = "Stride job ingest (+https://github.com/stride-oss/stride)"
	}
	f := &Fetcher{opt: opt, hosts: map[string]*rate.Limiter{}}
	dialer := &net.Dialer{Timeout: 10 * time.Second, Control: f.control}
	transport := &http.Transport{
		Proxy:                 nil, // a proxy would hide the address checked
		DialContext:           dialer.DialContext,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: opt.Timeout,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       60 * time.Second,
	}
	f.client = &http.Client{Transport: transport, Timeout: opt.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 5 {
				return errors.New("too many redirects")
			}
			if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
				return fmt.Errorf("redirect to %s: only http and https", req.URL.Scheme)
			}
			return nil
		}}
	return f
}

// control refuses, at connect time, addresses that are not public.
func (f *Fetcher) control(_, address string, _ syscall.RawConn) error {
	if f.opt.AllowPrivate {
		return nil
	}
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || !publicIP(ip) {
		return fmt.Errorf("%s: %w", host, ErrBlockedAddress)
	}
	return nil
}

// publicIP reports whether ip is a routable public address.
func publicIP(ip net.IP) bool {
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() || ip.IsLinkLocalUnicast() ||
		ip.IsLinkLocalMulticast() || ip.IsInterfaceLocalMulticast() || ip.IsMulticast() {
		return false
	}
	for _, cidr := range blockedNets {
		if cidr.Contains(ip) {
			return false
		}
	}
	return true
}

var blockedNets = func() []*net.IPNet {
	var out []*net.IPNet
	for _, s := range []string{"0.0.0.0/8", "100.64.0.0/10", "192.0.0.0/24", "198.18.0.0/15", "240.0.0.0/4", "64:ff9b::/96", "::ffff:0:0/96"} {
		_, n, _ := net.ParseCIDR(s)
		out = append(out, n)
	}
	return out
}()

func (f *Fetcher) limiter(host string) *rate.Limiter {
	f.mu.Lock()
	defer f.mu.Unlock()
	l := f.hosts[host]
	if l == nil {
		l = rate.NewLimiter(rate.Limit(f.opt.PerHost), f.opt.Burst)
		f.hosts[host] = l
	}
	return l
}

// StatusError is a response that was not 2xx.
type StatusError struct {
	URL    string
	Status int
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("GET %s: %d %s", e.URL, e.Status, http.StatusText(e.Status))
}

// Get returns the body of rawURL (http or https) and its content type.
func (f *Fetcher) Get(ctx context.Context, rawURL string) ([]byte, string, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, "", fmt.Errorf("%q is not an http(s) URL", rawURL)
	}
	body, ctype, err := f.get(ctx, u)
	var se *StatusError
	if err != nil && ctx.Err() == nil && !errors.Is(err, ErrBlockedAddress) && !errors.Is(err, ErrTooLarge) &&
		(!errors.As(err, &se) || se.Status >= 500) {
		select { // one retry, after a pause
		case <-ctx.Done():
			return nil, "", ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
		body, ctype, err = f.get(ctx, u)
	}
	return body, ctype, err
}

func (f *Fetcher) get(ctx context.Context, u *url.URL) ([]byte, string, error) {
	if err := f.limiter(u.Host).Wait(ctx); err != nil {
		return nil, "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", err
	}
	req.Header.Set("User-Agent", f.opt.UserAgent)
	req.Header.Set("Accept", "application/json, text/html;q=0.9, application/xml;q=0.8, */*;q=0.5")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, "", &StatusError{URL: u.Redacted(), Status: resp.StatusCode}
	}
	if resp.ContentLength > f.opt.MaxBytes {
		return nil, "", fmt.Errorf("GET %s: %w (%d bytes, limit %d)", u.Redacted(), ErrTooLarge, resp.ContentLength, f.opt.MaxBytes)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, f.opt.MaxBytes+1))
	if err != nil {
		return nil, "", fmt.Errorf("GET %s: %w", u.Redacted(), err)
	}
	if int64(len(body)) > f.opt.MaxBytes {
		return nil, "", fmt.Errorf("GET %s: %w (limit %d bytes)", u.Redacted(), ErrTooLarge, f.opt.MaxBytes)
	}
	return body, resp.Header.Get("Content-Type"), nil
}
