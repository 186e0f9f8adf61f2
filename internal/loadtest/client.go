// Package loadtest drives a running Stride server the way many real users
// would, records every write the server acknowledged, and checks afterwards
// that each is there with its last value. cmd/stride-load uses it for the
// write phase of `make load`; the crash test (cmd/stride, build tag
// crashtest) for writes interrupted by kill -9.
package loadtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// NewHTTPClient returns a client whose one Transport keeps up to conns
// connections to the server open, so that conns users never wait for one.
func NewHTTPClient(conns int, timeout time.Duration) *http.Client {
	t := &http.Transport{
		Proxy:               nil,
		DialContext:         (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
	}
	return &http.Client{Transport: t, Timeout: timeout}
}

// Client calls one Stride server and records each call in Stats.
type Client struct {
	Base  string
	HTTP  *http.Client
	Stats *Stats
}

// Response is what a call got: Status 0 means no answer (Err says why).
type Response struct {
	Status     int
	Body       []byte
	RetryAfter time.Duration
	Err        error
}

// Do sends one JSON request, records its latency under kind, and decodes a
// 2xx body into out when out is not nil.
func (c *Client) Do(kind, method, path, token string, body, out any) Response {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return Response{Err: err}
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.Base+path, rd)
	if err != nil {
		return Response{Err: err}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	start := time.Now()
	res, err := c.HTTP.Do(req)
	var r Response
	if err == nil {
		r.Body, err = io.ReadAll(res.Body)
		_ = res.Body.Close()
		r.Status = res.StatusCode
		if s, perr := strconv.Atoi(res.Header.Get("Retry-After")); perr == nil {
			r.RetryAfter = time.Duration(s) * time.Second
		}
	}
	r.Err = err
	if c.Stats != nil {
		c.Stats.Record(kind, r.Status, time.Since(start))
	}
	if r.Err == nil && out != nil && r.Status >= 200 && r.Status < 300 {
		if err := json.Unmarshal(r.Body, out); err != nil {
			r.Err = fmt.Errorf("decode %s %s: %w", method, path, err)
		}
	}
	return r
}

// Definite reports whether the server's answer says for certain whether a
// write happened: 2xx it did, 4xx it did not. No answer or a 5xx leaves
// it open (the commit may have happened before the failure).
func (r Response) Definite() bool { return r.Err == nil && r.Status >= 200 && r.Status < 500 }

// OK reports a 2xx answer read in full.
func (r Response) OK() bool { return r.Err == nil && r.Status >= 200 && r.Status < 300 }

// Stats counts calls by kind and status and keeps their latencies.
type Stats struct {
	mu    sync.Mutex
	kinds map[string]*kindStats
}

type kindStats struct {
	lat      []time.Duration
	statuses map[int]int
}

// NewStats returns empty counters.
func NewStats() *Stats { return &Stats{kinds: map[string]*kindStats{}} }

// Record counts one call of kind that ended with status (0: no answer).
func (s *Stats) Record(kind string, status int, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := s.kinds[kind]
	if k == nil {
		k = &kindStats{statuses: map[int]int{}}
		s.kinds[kind] = k
	}
	k.lat = append(k.lat, d)
	k.statuses[status]++
}

// KindSummary is one kind's figures.
type KindSummary struct {
	Kind     string
	Requests int
	P50, P99 time.Duration
	Statuses map[int]int
}

// Summary returns every kind's figures, by kind name.
func (s *Stats) Summary() []KindSummary {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []KindSummary
	for name, k := range s.kinds {
		lat := slices.Clone(k.lat)
		slices.Sort(lat)
		out = append(out, KindSummary{Kind: name, Requests: len(lat), P50: percentile(lat, 50), P99: percentile(lat, 99),
			Statuses: maps(k.statuses)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Kind < out[j].Kind })
	return out
}

// Total is the number of calls recorded.
func (s *Stats) Total() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, k := range s.kinds {
		n += len(k.lat)
	}
	return n
}

func maps(m map[int]int) map[int]int {
	out := make(map[int]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// percentile is the nearest-rank percentile of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	if i < 1 {
		i = 1
	}
	return sorted[i-1]
}

// FormatStatuses writes status counts as "200: 5, 404: 1" (0 is "no answer").
func FormatStatuses(m map[int]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		name := strconv.Itoa(k)
		if k == 0 {
			name = "no answer"
		}
		parts[i] = fmt.Sprintf("%s: %d", name, m[k])
	}
	return strings.Join(parts, ", ")
}
