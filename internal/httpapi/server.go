// Package httpapi is Stride's HTTP layer: one routing table, JSON handlers
// over the domain services, the middleware every request passes through,
// and the embedded web app.
package httpapi

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/klauspost/compress/gzhttp"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/ai"
	"github.com/stride-oss/stride/internal/auth"
	"github.com/stride-oss/stride/internal/billing"
	"github.com/stride-oss/stride/internal/ingest"
	"github.com/stride-oss/stride/internal/mail"
	"github.com/stride-oss/stride/internal/metrics"
)

// Config holds the settings the HTTP layer needs.
type Config struct {
	// Login throttling: failed sign-ins allowed per e-mail from one client
	// address and per client address within ThrottleWindow, and per e-mail
	// from all addresses within an hour (a ceiling on guesses spread over
	// many addresses, far above what one address may make).
	MaxFailuresPerEmailClient int
	MaxFailuresPerClient      int
	MaxFailuresPerEmailHour   int
	ThrottleWindow            time.Duration
	// TrustProxy takes the client address from X-Forwarded-For.
	TrustProxy bool
	// StripePublishableKey is shown to the payment page; empty is demo mode.
	StripePublishableKey string
	// AIProvider names the AI engine in use.
	AIProvider string
	// DemoAccountsPerHour limits the demo accounts one client address may
	// create per hour; DemoAccountsMax caps live demo accounts (0: no limit).
	DemoAccountsPerHour int
	DemoAccountsMax     int
	// AIRateLimit and UploadRateLimit bound the expensive calls (the AI
	// engine; resume, LinkedIn and JSON Resume imports) per user and per
	// client address each hour; zero values are no limit.
	AIRateLimit     RateLimit
	UploadRateLimit RateLimit
	// MetricsToken is the bearer token /metrics asks for (with
	// Services.Metrics set); empty serves no metrics.
	MetricsToken string
	// Now is the clock (the month plan usage counts in); nil is the
	// system clock.
	Now func() time.Time
	// HashGate bounds concurrent password hashes (sign-up and sign-in);
	// nil is auth.DefaultGate().
	HashGate *auth.Gate
	// ParseGate bounds the uploaded files (resumes, LinkedIn exports) read
	// at once; nil is NewParseGate(0): one per CPU, with a short queue.
	ParseGate *auth.Gate
	// PublicURL is the address links in e-mails point to
	// (https://stride.example.com); empty is the request's own host.
	PublicURL string
	// AccountRateLimit bounds the account-management calls (password,
	// e-mail links, sessions, export, deletion) per user and per client
	// address each hour; a zero value is 30 per user and 300 per client.
	AccountRateLimit RateLimit
	// OIDCName names the provider on the sign-in button ("Acme SSO");
	// empty is "your organisation".
	OIDCName string
	// ResetMailsPerEmail bounds the password-reset e-mails one address
	// receives each hour; 0 is 3.
	ResetMailsPerEmail int
}

// Services are what the handlers use: the stores, the AI engine and a
// database check.
type Services struct {
	stride.Services
	// AI is the AI engine (the local one, or an OpenAI-compatible server).
	AI ai.Provider
	// Stripe starts and cancels subscriptions and verifies webhooks; nil in
	// demo mode (no keys).
	Stripe *billing.Client
	// Ping checks the database for /readyz.
	Ping func(ctx context.Context) error
	// Ready is the start-up progress; nil is ready from the start.
	Ready *Readiness
	// Metrics records requests, AI calls and limits for /metrics; nil
	// records nothing.
	Metrics *metrics.Metrics
	// Fetcher reads the links users paste into "Add a job you found"; nil
	// is one that reaches public addresses only.
	Fetcher *ingest.Fetcher
	// Mail sends Stride's e-mails; nil logs them (as without SMTP_URL).
	Mail mail.Sender
	// OIDC is the OpenID Connect provider users may sign in with; nil is
	// none.
	OIDC *auth.OIDC
}

// Server serves the API and the web app.
type Server struct {
	cfg    Config
	svc    Services
	hashes *auth.Gate
	parses *auth.Gate
	log    *slog.Logger
	web    fs.FS
	index  []byte // web's index.html; nil without one
	// landing is web's landing.html, the landing page rendered at build
	// time, answered for '/' (nil without one: index.html is).
	landing []byte
	now     func() time.Time
	// dbDown is the database's state at the last readiness probe.
	dbDown atomic.Bool
	// mails counts the letters being sent in the background.
	mails sync.WaitGroup
	// exportKick wakes RunDataExports when a job is stored.
	exportKick chan struct{}
}

// New returns a Server. web is the built app (nil or without index.html
// serves a placeholder page).
func New(cfg Config, svc Services, log *slog.Logger, web fs.FS) *Server {
	if cfg.ThrottleWindow == 0 {
		cfg.ThrottleWindow = 15 * time.Minute
	}
	if cfg.MaxFailuresPerEmailClient == 0 {
		cfg.MaxFailuresPerEmailClient = 10
	}
	if cfg.MaxFailuresPerClient == 0 {
		cfg.MaxFailuresPerClient = 100
	}
	if cfg.MaxFailuresPerEmailHour == 0 {
		cfg.MaxFailuresPerEmailHour = 100
	}
	if cfg.HashGate == nil {
		cfg.HashGate = auth.DefaultGate()
	}
	if cfg.ParseGate == nil {
		cfg.ParseGate = NewParseGate(0)
	}
	if cfg.AccountRateLimit == (RateLimit{}) {
		cfg.AccountRateLimit = RateLimit{PerUser: 30, PerClient: 300}
	}
	if cfg.ResetMailsPerEmail == 0 {
		cfg.ResetMailsPerEmail = 3
	}
	if svc.Mail == nil {
		svc.Mail = mail.Log{Logger: log}
	}
	now := cfg.Now
	if now == nil {
		now = func() time.Time { return time.Now().UTC() }
	}
	var index, landing []byte
	if web != nil {
		index, _ = fs.ReadFile(web, "index.html")
		landing, _ = fs.ReadFile(web, "landing.html")
	}
	return &Server{cfg: cfg, svc: svc, hashes: cfg.HashGate, parses: cfg.ParseGate, log: log, web: web, index: index, landing: landing, now: now,
		exportKick: make(chan struct{}, 1)}
}

// Handler returns the server's handler with all middleware applied.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	s.routes(mux)
	// Responses are gzip-compressed when the client accepts it (the app's
	// scripts and the JSON lists shrink by 70-80%).
	return s.observe(s.recoverPanics(s.logRequests(gzhttp.GzipHandler(s.securityHeaders(s.whenReady(s.authenticate(routed(mux))))))))
}

// hsts tells browsers to use HTTPS only, for a year; sent only on responses
// to requests that arrived over HTTPS (a browser ignores it over HTTP, and
// a plain-HTTP development server must stay reachable).
const hsts = "max-age=31536000; includeSubDomains"

// securityHeaders sets the headers every response carries. With card
// payments configured, the policy also admits Stripe.js and its frames.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	payments := s.paymentsConfigured()
	script, frame, connect := "'self'", "'none'", "'self'"
	// The inline scripts of index.html (the early session check) and of
	// landing.html (the same, and the choice of app or island), no other.
	script += inlineScriptSources(s.index, s.landing)
	if payments {
		script += " https://js.stripe.com"
		frame = "https://js.stripe.com https://hooks.stripe.com"
		connect += " https://api.stripe.com"
	}
	csp := "default-src 'self'; script-src " + script + "; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; font-src 'self' data:; connect-src " + connect + "; frame-src " + frame + "; " +
		"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", "camera=(), geolocation=(), microphone=(self)")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if s.overHTTPS(r) {
			h.Set("Strict-Transport-Security", hsts)
		}
		next.ServeHTTP(w, r)
	})
}

// statusRecorder remembers the status and size of a response.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer.
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// errorNote is where writeError notes, for the request's log line, the
// code of the error it answered.
type errorNote struct{ code string }

type errorNoteKey struct{}

// noteError notes an error's code for the log line of r (when it has one).
func noteError(r *http.Request, code string) {
	if n, ok := r.Context().Value(errorNoteKey{}).(*errorNote); ok {
		n.code = code
	}
}

// isProbe tells the health checks, which a load balancer or an orchestrator
// calls every few seconds: they are not logged per call (readyz logs a
// change of the database's state, main the end of start-up).
func isProbe(path string) bool { return path == "/healthz" || path == "/readyz" }

// logRequests writes one structured log line per request, at a level that
// says who should look: ERROR for a fault of the server (a 5xx other than
// a busy answer), WARN for a 503 that is no fault (a gate's slots taken,
// start-up not done: EBUSY), INFO for other API calls, DEBUG for the web
// app's files; nothing for the health probes.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isProbe(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		note := &errorNote{}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), errorNoteKey{}, note)))
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		level := slog.LevelInfo
		switch {
		case rec.status >= 500 && note.code == stride.EBUSY:
			level = slog.LevelWarn
		case rec.status >= 500:
			level = slog.LevelError
		case !strings.HasPrefix(r.URL.Path, "/api/"):
			level = slog.LevelDebug
		}
		s.log.Log(r.Context(), level, "request", "method", r.Method, "path", r.URL.Path,
			"status", rec.status, "bytes", rec.bytes, "duration_ms",
			float64(time.Since(start).Microseconds())/1000, "client", s.clientAddr(r))
	})
}

// recoverPanics turns a panic into a 500 that leaks nothing.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.ErrorContext(r.Context(), "panic", "method", r.Method, "path", r.URL.Path,
					"panic", fmt.Sprint(v), "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, errorBody{Message: "Internal error."})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

type ctxKey int

const (
	userKey    ctxKey = 0
	sessionKey ctxKey = 1
)

// currentSession returns the session of a signed-in request (nil when
// signed out).
func currentSession(r *http.Request) *stride.Session {
	sess, _ := r.Context().Value(sessionKey).(*stride.Session)
	return sess
}

// authenticate puts the user of a valid bearer token in the context. A
// missing, unknown or expired token leaves the request signed out.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tok := bearerToken(r); tok != "" && strings.HasPrefix(r.URL.Path, "/api/") {
			hash := hashToken(tok)
			u, sess, err := s.svc.Sessions.FindSession(r.Context(), hash)
			if err == nil {
				ctx := context.WithValue(context.WithValue(r.Context(), userKey, u), sessionKey, sess)
				r = r.WithContext(ctx)
				// The session list's "last used", to within a few minutes:
				// one write per session per interval, not per request.
				if now := s.now(); now.Sub(sess.LastUsedAt) > stride.SessionTouchAfter {
					if err := s.svc.Sessions.TouchSession(ctx, hash, now); err != nil {
						s.log.WarnContext(ctx, "session: last use not recorded", "err", err)
					}
				}
			} else if stride.ErrorCode(err) != stride.EUNAUTHORIZED {
				s.writeError(w, r, err)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// currentUser returns the signed-in user, or EUNAUTHORIZED.
func currentUser(r *http.Request) (*stride.User, error) {
	if u, ok := r.Context().Value(userKey).(*stride.User); ok {
		return u, nil
	}
	return nil, stride.Errorf(stride.EUNAUTHORIZED, stride.MsgNotSignedIn)
}

// ownerOf enforces the one ownership rule: the signed-in user may act only
// on their own id. An empty id means the caller. It returns the user.
func ownerOf(r *http.Request, id string) (*stride.User, error) {
	u, err := currentUser(r)
	if err != nil {
		return nil, err
	}
	if id != "" && id != u.ID {
		return nil, stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
	}
	return u, nil
}

// clientAddr is the address login throttling counts by.
func (s *Server) clientAddr(r *http.Request) string {
	if s.cfg.TrustProxy {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			// Only an address is kept (it is stored with failed sign-ins);
			// anything else falls back to the connection's address.
			if a, err := netip.ParseAddr(strings.TrimSpace(parts[len(parts)-1])); err == nil {
				return a.String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// overHTTPS reports whether the request arrived over HTTPS: directly, or,
// with TrustProxy, as the proxy's X-Forwarded-Proto says (the last value,
// the one the nearest proxy added).
func (s *Server) overHTTPS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if s.cfg.TrustProxy {
		if p := r.Header.Get("X-Forwarded-Proto"); p != "" {
			parts := strings.Split(p, ",")
			return strings.EqualFold(strings.TrimSpace(parts[len(parts)-1]), "https")
		}
	}
	return false
}
