package httpapi

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stride-oss/stride"
)

// The start-up steps the API waits for, as /readyz names them.
const (
	StepMigrations  = "migrations"
	StepCatalogue   = "catalogue"
	StepLearning    = "learningCatalogue"
	StepSearchIndex = "searchIndex"
	StepCoach       = "interviewCoach"
)

// StartupSteps are the steps main runs after it starts listening.
var StartupSteps = []string{StepMigrations, StepCatalogue, StepLearning, StepSearchIndex, StepCoach}

// Readiness tracks the start-up steps: the server listens at once, and
// until every step is done /readyz answers 503 and /api requests get a 503
// with Retry-After (the web app's files are served meanwhile).
type Readiness struct {
	mu      sync.Mutex
	pending []string
	ready   atomic.Bool
}

// NewReadiness returns a Readiness waiting for steps.
func NewReadiness(steps ...string) *Readiness {
	r := &Readiness{pending: append([]string(nil), steps...)}
	r.ready.Store(len(steps) == 0)
	return r
}

// Done marks a step done; the last one makes the server ready.
func (r *Readiness) Done(step string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, p := range r.pending {
		if p == step {
			r.pending = append(r.pending[:i], r.pending[i+1:]...)
			break
		}
	}
	r.ready.Store(len(r.pending) == 0)
}

// Ready reports whether every step is done (a nil Readiness always is).
func (r *Readiness) Ready() bool { return r == nil || r.ready.Load() }

// Pending returns the steps not yet done.
func (r *Readiness) Pending() []string {
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.pending...)
}

// MsgStarting is the answer to /api requests while Stride starts.
const MsgStarting = "Stride is starting up. Please try again in a few seconds."

// startingRetryAfter is that answer's Retry-After.
const startingRetryAfter = 5 * time.Second

// whenReady answers /api requests with 503 until start-up is done; the
// health endpoints, /metrics and the web app's files are served at once.
func (s *Server) whenReady(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.svc.Ready.Ready() && strings.HasPrefix(r.URL.Path, "/api/") {
			s.writeError(w, r, &stride.Error{Code: stride.EBUSY, RetryAfter: startingRetryAfter, Message: MsgStarting})
			return
		}
		next.ServeHTTP(w, r)
	})
}

// healthz is the liveness check: the process serves HTTP. It does not touch
// the database, so that a database outage takes replicas out of rotation
// (/readyz) instead of getting them all restarted.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyResponse is /readyz's body.
type readyResponse struct {
	Status  string            `json:"status"` // ready, starting or unavailable
	Message string            `json:"message"`
	Checks  map[string]string `json:"checks"`
}

// readyz is the readiness check: 200 when the database answers and every
// start-up step (migrations, catalogue, learning catalogue, search index)
// is done; otherwise 503 saying what is not ready.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	out := readyResponse{Status: "ready", Message: "Stride is ready.", Checks: map[string]string{"database": "ok"}}
	for _, step := range StartupSteps {
		out.Checks[step] = "ok"
	}
	pending := s.svc.Ready.Pending()
	for _, step := range pending {
		out.Checks[step] = "pending"
	}
	if s.svc.Ping != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		err := s.svc.Ping(ctx)
		// Probes come every few seconds: the log says when the database
		// stops answering and when it answers again, not at every probe.
		if down := err != nil; s.dbDown.Swap(down) != down {
			if down {
				s.log.ErrorContext(r.Context(), "readiness: the database does not answer", "err", err)
			} else {
				s.log.InfoContext(r.Context(), "readiness: the database answers again")
			}
		}
		if err != nil {
			out.Checks["database"] = "unreachable"
		}
	}
	status := http.StatusOK
	switch {
	case out.Checks["database"] != "ok":
		status, out.Status, out.Message = http.StatusServiceUnavailable, "unavailable", "The database does not answer."
	case len(pending) > 0:
		status, out.Status = http.StatusServiceUnavailable, "starting"
		out.Message = "Stride is starting: waiting for " + strings.Join(pending, ", ") + "."
	}
	if status != http.StatusOK {
		w.Header().Set("Retry-After", "5")
	}
	writeJSON(w, status, out)
}

// routeKey holds, in a request's context, where routed writes the pattern
// that served the request (for the metrics' route label).
type routeKey struct{}

// observe records every request's route pattern, status and duration in
// the metrics (when they are on).
func (s *Server) observe(next http.Handler) http.Handler {
	m := s.svc.Metrics
	if m == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		m.InFlight(1)
		defer m.InFlight(-1)
		route := new(string)
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), routeKey{}, route)))
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		m.Request(*route, r.Method, rec.status, time.Since(start))
	})
}

// routed serves mux and notes the pattern it chose (ServeMux sets
// r.Pattern on the request it routes).
func routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p, ok := r.Context().Value(routeKey{}).(*string); ok {
				*p = r.Pattern
			}
		}()
		mux.ServeHTTP(w, r)
	})
}

// metricsEndpoint serves /metrics to requests bearing the metrics token;
// without metrics configured it is an unknown path.
func (s *Server) metricsEndpoint() http.Handler {
	if s.svc.Metrics == nil || s.cfg.MetricsToken == "" {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			writeJSON(w, http.StatusNotFound, errorBody{Message: "Not found"})
		})
	}
	h := s.svc.Metrics.Handler()
	want := []byte(s.cfg.MetricsToken)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(bearerToken(r)), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			writeJSON(w, http.StatusUnauthorized, errorBody{Message: "Send the metrics token as Authorization: Bearer <token>."})
			return
		}
		h.ServeHTTP(w, r)
	})
}
