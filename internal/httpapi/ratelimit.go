package httpapi

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"time"

	"github.com/stride-oss/stride"
)

// RateLimit bounds the calls of one kind that a signed-in user, and all
// users behind one client address, may make in each hour; 0 is no limit.
type RateLimit struct {
	PerUser   int
	PerClient int
}

// rateWindow is the length of the fixed windows calls are counted in.
const rateWindow = time.Hour

// rateKind names a family of expensive calls that share one limit.
type rateKind struct {
	name string // the bucket prefix
	noun string // for messages: "AI requests"
	// signedOut counts signed-out calls too, by client address (routes
	// that work without a token, such as asking for a reset link).
	signedOut bool
}

var (
	rateAI      = rateKind{name: "ai", noun: "AI requests"}
	rateUpload  = rateKind{name: "upload", noun: "uploads"}
	rateAccount = rateKind{name: "account", noun: "account requests", signedOut: true}
)

func (s *Server) rateLimitOf(k rateKind) RateLimit {
	switch k {
	case rateAI:
		return s.cfg.AIRateLimit
	case rateAccount:
		return s.cfg.AccountRateLimit
	}
	return s.cfg.UploadRateLimit
}

// rateLimited counts a signed-in user's call in the kind's per-user and
// per-client windows (one statement, shared by every replica on the
// database) and answers 429 with Retry-After once either is over its limit.
// Only calls that run count: a call refused here, by the user's plan
// (402) or for want of capacity (EBUSY, a 503) gives its count back, so
// that a starter user's refused coach calls or a burst of busy answers
// never use up the hour. Signed-out calls pass through (these routes
// refuse them without work), except for a kind that counts them by client.
func (s *Server) rateLimited(k rateKind, next handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		lim := s.rateLimitOf(k)
		u, err := currentUser(r)
		if (err != nil && !k.signedOut) || (lim.PerUser <= 0 && lim.PerClient <= 0) {
			return next(w, r)
		}
		var buckets, scopes []string
		var limits []int
		if lim.PerUser > 0 && u != nil {
			buckets, scopes, limits = append(buckets, k.name+":user:"+u.ID), append(scopes, "user"), append(limits, lim.PerUser)
		}
		if lim.PerClient > 0 {
			buckets, scopes, limits = append(buckets, k.name+":client:"+clientBucket(s.clientAddr(r))), append(scopes, "client"), append(limits, lim.PerClient)
		}
		if len(buckets) == 0 {
			return next(w, r)
		}
		now := s.now()
		window := now.Truncate(rateWindow)
		counts, err := s.svc.RateLimits.HitRateLimits(r.Context(), window, buckets...)
		if err != nil {
			return err
		}
		giveBack := func() {
			if err := s.svc.RateLimits.UnhitRateLimits(context.WithoutCancel(r.Context()), window, buckets...); err != nil {
				s.log.WarnContext(r.Context(), "rate limit: a call that did not run stays counted", "err", err)
			}
		}
		for i, n := range counts {
			if n > limits[i] {
				giveBack()
				if s.svc.Metrics != nil {
					s.svc.Metrics.RateLimited(k.name, scopes[i])
				}
				return rateLimitError(k, scopes[i] == "user", limits[i], window.Add(rateWindow).Sub(now))
			}
		}
		err = next(w, r)
		if code := stride.ErrorCode(err); code == stride.EPLANLIMIT || code == stride.EBUSY {
			giveBack()
		}
		return err
	}
}

// rateLimitError is the 429 a caller over a limit gets, saying whose limit
// it is and when the window ends.
func rateLimitError(k rateKind, perUser bool, limit int, wait time.Duration) error {
	wait = max(wait, time.Second)
	mins := int(math.Ceil(wait.Minutes()))
	unit := "minutes"
	if mins == 1 {
		unit = "minute"
	}
	msg := fmt.Sprintf("You have reached the limit of %d %s an hour. Try again in %d %s.", limit, k.noun, mins, unit)
	if !perUser {
		msg = fmt.Sprintf("Too many %s from your network this hour (the limit is %d). Try again in %d %s.", k.noun, limit, mins, unit)
	}
	return &stride.Error{Code: stride.ETOOMANY, RetryAfter: wait, Message: msg}
}

// clientBucket is the part of a client address a limit counts by: the
// address, or for IPv6 its /64 network (one subscriber's usual share, which
// a client could otherwise walk through address by address).
func clientBucket(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	a = a.Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}
