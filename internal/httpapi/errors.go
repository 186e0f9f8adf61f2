package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
	stride.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	stride.ETOOMANY:      http.StatusTooManyRequests,
	stride.EUNAVAILABLE:  http.StatusServiceUnavailable,
	stride.EINTERNAL:     http.StatusInternalServerError,
	codeMethodNotAllowed: http.StatusMethodNotAllowed,
}

// errorBody is the JSON of every error response.
type errorBody struct {
	Message string            `json:"message"`
	Errors  map[string]string `json:"errors,omitempty"`
}

// writeError writes err as JSON with its status; internal errors are logged
// and answered with a generic message.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := stride.ErrorCode(err)
	status, ok := statuses[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	body := errorBody{Message: stride.ErrorMessage(err)}
	var e *stride.Error
	if errors.As(err, &e) {
		body.Errors = e.Fields
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
		}
	}
	if status >= 500 {
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

// writeJSON writes v as JSON with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// maxJSONBody is the largest JSON request body accepted.
const maxJSONBody = 1 << 20

var errTooLarge = stride.Errorf(stride.ETOOLARGE, "Request body is too large (limit 1 MiB).")

// decodeJSON reads a JSON body into v: 413 past 1 MiB, 400 when it is empty,
// malformed, of the wrong shape, followed by more data, or when any string
// in it holds NUL, invalid UTF-8 or a lone surrogate (named by its path).
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	if r.ContentLength > maxJSONBody {
		return errTooLarge
	}
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return errTooLarge
		}
		return stride.Errorf(stride.EINVALID, "Request body could not be read.")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		var domainErr *stride.Error
		switch {
		case errors.As(err, &domainErr):
			return domainErr
		case errors.Is(err, io.EOF):
			return stride.Errorf(stride.EINVALID, "Request body is empty.")
		case errors.As(err, &typeErr):
			field := typeErr.Field
			if field == "" {
				return stride.Errorf(stride.EINVALID, "Request body must be a JSON object.")
			}
			return &stride.Error{Code: stride.EINVALID, Message: fmt.Sprintf("%s has the wrong type.", field),
				Fields: map[string]string{field: "Wrong type"}}
		default:
			return stride.Errorf(stride.EINVALID, "Request body is not valid JSON.")
		}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return stride.Errorf(stride.EINVALID, "Request body is not valid JSON.")
	}
	return checkJSONText(raw)
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

// bearerToken returns the token of an "Authorization: Bearer" header.
func bearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}
