package httpapi

import (
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/stride-oss/stride"
)

// handlerFunc is the shape of every handler: it writes a success response
// itself and returns an error for everything else, which wrap writes once.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// statuses maps each domain error code to its HTTP status.
var statuses = map[string]int{
	stride.EINVALID:      http.StatusBadRequest,
	stride.EUNAUTHORIZED: http.StatusUnauthorized,
	stride.EFORBIDDEN:    http.StatusForbidden,
	stride.ENOTFOUND:     http.StatusNotFound,
	stride.ECONFLICT:     http.StatusConflict,
	stride.EGONE:         http.StatusGone,
	stride.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	stride.ETOOMANY:      http.StatusTooManyRequests,
	stride.EUNAVAILABLE:  http.StatusServiceUnavailable,
	stride.EBUSY:         http.StatusServiceUnavailable,
	stride.EINTERNAL:     http.StatusInternalServerError,
	codeMethodNotAllowed: http.StatusMethodNotAllowed,
	stride.EPLANLIMIT:    http.StatusPaymentRequired,
}

// errorBody is the JSON of every error response.
type errorBody struct {
	Message string            `json:"message"`
	Errors  map[string]string `json:"errors,omitempty"`
	// UpgradeURL is set on a plan-limit refusal (402): where to upgrade.
	UpgradeURL string `json:"upgradeUrl,omitempty"`
}

// writeError writes err as JSON with its status; server errors are logged
// (a busy answer, EBUSY, is no fault: only the request's line notes it, at
// WARN) and internal ones answered with a generic message.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := stride.ErrorCode(err)
	status, ok := statuses[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	body := errorBody{Message: stride.ErrorMessage(err)}
	if code == stride.EPLANLIMIT {
		body.UpgradeURL = stride.UpgradePath
	}
	var e *stride.Error
	if errors.As(err, &e) {
		body.Errors = e.Fields
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
		}
	}
	noteError(r, code)
	if status >= 500 && code != stride.EBUSY {
		s.log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	writeJSON(w, status, body)
}

// wrap turns a handlerFunc into an http.Handler.
func (s *Server) wrap(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := checkRequestText(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// routeMethods are the methods the routing table uses.
var routeMethods = []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}

// unmatched answers /api requests no route took: 405 with Allow when the
// path is routed for other methods, else 404. The catch-all "/api/" pattern
// matches every method, so ServeMux's own 405 never fires; this asks the
// mux which methods would reach another pattern.
func unmatched(mux *http.ServeMux) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var allow []string
		for _, m := range routeMethods {
			if m == r.Method {
				continue
			}
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/api/" {
				allow = append(allow, m)
			}
		}
		if len(allow) == 0 {
			return stride.Errorf(stride.ENOTFOUND, "Not found")
		}
		w.Header().Set("Allow", strings.Join(allow, ", "))
		return stride.Errorf(codeMethodNotAllowed, "Method not allowed")
	}
}

// codeMethodNotAllowed is the code of a known path asked with the wrong method (405).
const codeMethodNotAllowed = "method_not_allowed"
