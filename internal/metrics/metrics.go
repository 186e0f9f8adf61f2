// Package metrics holds Stride's Prometheus metrics: HTTP requests by route
// pattern and status with their latency, database pool statistics, and the
// AI provider's calls and failures. They are served in the Prometheus text
// format by Handler, on a registry of their own (no global state).
package metrics

import (
	"database/sql"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is one server's set of metrics.
type Metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.CounterVec
	duration    *prometheus.HistogramVec
	inFlight    prometheus.Gauge
	aiCalls     *prometheus.CounterVec
	aiFailures  *prometheus.CounterVec
	aiDuration  *prometheus.HistogramVec
	rateLimited *prometheus.CounterVec
}

// New returns the metrics, with the Go runtime and process collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "stride_http_requests_total",
			Help: "HTTP requests answered, by route pattern (the routing table's, not the raw path), method and status.",
		}, []string{"route", "method", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "stride_http_request_duration_seconds",
			Help:    "Time to answer HTTP requests, by route pattern and method.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"route", "method"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "stride_http_requests_in_flight",
			Help: "HTTP requests being answered.",
		}),
		aiCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "stride_ai_calls_total",
			Help: "Calls to the AI provider, by provider and operation.",
		}, []string{"provider", "operation"}),
		aiFailures: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "stride_ai_failures_total",
			Help: "AI provider calls that failed (timeout, refusal, malformed answer), by provider and operation.",
		}, []string{"provider", "operation"}),
		aiDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "stride_ai_call_duration_seconds",
			Help:    "Time the AI provider took, by provider and operation.",
			Buckets: []float64{.001, .01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"provider", "operation"}),
		rateLimited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "stride_rate_limited_total",
			Help: "Calls refused with 429 by an hourly limit, by kind (ai, upload) and scope (user, client).",
		}, []string{"kind", "scope"}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.inFlight, m.aiCalls, m.aiFailures, m.aiDuration, m.rateLimited,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// AddDB exports a connection pool's statistics (open, in use, idle, waits)
// labelled db_name=name.
func (m *Metrics) AddDB(name string, db *sql.DB) {
	m.reg.MustRegister(collectors.NewDBStatsCollector(db, name))
}

// knownMethods bounds the method label: anything else counts as "other".
var knownMethods = map[string]bool{"GET": true, "HEAD": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "OPTIONS": true}

// Request records one answered request. route is the routing table's
// pattern that served it ("" when none did).
func (m *Metrics) Request(route, method string, status int, took time.Duration) {
	if route == "" {
		route = "none"
	}
	if !knownMethods[method] {
		method = "other"
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route, method).Observe(took.Seconds())
}

// InFlight counts a request in (+1) or out (-1).
func (m *Metrics) InFlight(delta float64) { m.inFlight.Add(delta) }

// AIObserver returns the ai.Observer of provider's calls.
func (m *Metrics) AIObserver(provider string) func(operation string, took time.Duration, err error) {
	return func(operation string, took time.Duration, err error) {
		m.aiCalls.WithLabelValues(provider, operation).Inc()
		m.aiDuration.WithLabelValues(provider, operation).Observe(took.Seconds())
		if err != nil {
			m.aiFailures.WithLabelValues(provider, operation).Inc()
		}
	}
}

// RateLimited records a call refused by an hourly limit.
func (m *Metrics) RateLimited(kind, scope string) { m.rateLimited.WithLabelValues(kind, scope).Inc() }

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}
