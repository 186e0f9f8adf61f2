// JSON in and out of handlers, and the bearer token of a request.

package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/stride-oss/stride"
)

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
// Fields v does not have are ignored.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	return decodeBody(w, r, v, false, false)
}

// decodeOptionalJSON is decodeJSON for a body that may be left out: an
// empty body leaves v as it is.
func decodeOptionalJSON(w http.ResponseWriter, r *http.Request, v any) error {
	return decodeBody(w, r, v, true, false)
}

// decodeClosedJSON is decodeJSON for the calls that change a few options
// of a saved request (regenerate): a field v does not have is refused with
// a 400 naming it, since ignoring it would let a client believe it took
// effect. The API document marks these bodies additionalProperties: false.
func decodeClosedJSON(w http.ResponseWriter, r *http.Request, v any) error {
	return decodeBody(w, r, v, false, true)
}

func decodeBody(w http.ResponseWriter, r *http.Request, v any, optional, closed bool) error {
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
	if optional && len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if closed {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		var domainErr *stride.Error
		unknown, isUnknown := strings.CutPrefix(err.Error(), "json: unknown field ")
		switch {
		case errors.As(err, &domainErr):
			return domainErr
		case errors.Is(err, io.EOF):
			return stride.Errorf(stride.EINVALID, "Request body is empty.")
		case isUnknown:
			field, _ := strconv.Unquote(unknown)
			field = truncate(field, 100)
			return &stride.Error{Code: stride.EINVALID, Message: fmt.Sprintf("%s is not a field of this request.", field),
				Fields: map[string]string{field: "Unknown field"}}
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

// bearerToken returns the token of an "Authorization: Bearer" header.
func bearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}
