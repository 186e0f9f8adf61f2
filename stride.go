// Package stride holds Stride's domain: the types every layer shares, their
// validation rules, the service interfaces the stores implement, and the
// error codes that the HTTP layer turns into statuses in one place.
package stride

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Error codes. Each maps to one HTTP status in internal/httpapi.
const (
	EINVALID      = "invalid"      // 400: malformed or invalid input
	EUNAUTHORIZED = "unauthorized" // 401: not signed in
	EFORBIDDEN    = "forbidden"    // 403: not yours
	ENOTFOUND     = "not_found"    // 404: unknown id
	ECONFLICT     = "conflict"     // 409: already exists
	EGONE         = "gone"         // 410: existed, expired
	ETOOLARGE     = "too_large"    // 413: body or upload too large
	ETOOMANY      = "too_many"     // 429: too many attempts
	EINTERNAL     = "internal"     // 500: never shown in detail
	EUNAVAILABLE  = "unavailable"  // 503: an outside service failed
	// EBUSY is a 503 that is no fault: the server is at a capacity it
	// chose (every slot of a gate taken, the demo accounts' cap) or still
	// starting, and the caller should come back after Retry-After.
	EBUSY = "busy"
)

// Error is an error a user may see: a code, a message meant for people, and
// for validation errors the message of each invalid field.
type Error struct {
	Code    string
	Message string
	// Fields maps a field name to its validation message.
	Fields map[string]string
	// RetryAfter tells a throttled client when to come back.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	return fmt.Sprintf("stride error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err's *Error, EINTERNAL for any other error,
// and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the human message of err's *Error, or a generic text
// for internal errors so that internals never reach a user.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error."
}

// Validator collects field errors in the order they are found; the first one
// becomes the error's message so that a toast shows something useful.
type Validator struct {
	fields map[string]string
	first  string
}

// Check records msg for field when ok is false and the field has no error yet.
func (v *Validator) Check(ok bool, field, msg string) {
	if ok {
		return
	}
	if v.fields == nil {
		v.fields = map[string]string{}
	}
	if _, seen := v.fields[field]; seen {
		return
	}
	v.fields[field] = msg
	if v.first == "" {
		v.first = msg
	}
}

// Valid reports whether no field failed.
func (v *Validator) Valid() bool { return len(v.fields) == 0 }

// Err returns the collected validation error, or nil.
func (v *Validator) Err() error {
	if v.Valid() {
		return nil
	}
	return &Error{Code: EINVALID, Message: v.first, Fields: v.fields}
}

// Services are the stores of every entity, as one value: a storage package
// builds it (sqldb.NewServices) and a front end (internal/httpapi) takes it.
type Services struct {
	Users         UserService
	Sessions      SessionService
	Skills        SkillService
	Notifications NotificationService
	Demo          DemoService
	Jobs          JobService
	Applications  ApplicationService
	SavedJobs     SavedJobService
	Resumes       ResumeService
	Interviews    InterviewService
	Career        CareerService
	Materials     MaterialService
	Market        MarketService
	// Achievements is the hook every write path calls after a change that
	// may unlock an achievement (Evaluate), and the trophy case's reads.
	Achievements AchievementService
	// Learning needs the AI engine (short answers, the tutor), so main and
	// the tests set it after NewServices.
	Learning LearningService
	Billing  BillingService
	// RateLimits counts the expensive calls (AI, uploads) per user and
	// per client address.
	RateLimits RateLimitService
	// Accounts: passwords, e-mail links, sessions, two factors, deletion.
	Accounts AccountService
	// DataExports: "Download my data" jobs and their ZIP files.
	DataExports DataExportService
}

// JoinAnd joins xs as English prose: "a", "a and b", "a, b and c".
func JoinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
