package httpapi

import (
	"net/http"
)

// The trophy case only reads: achievements are unlocked by the engine when
// the user's data changes, never by a client call.

func (s *Server) trophyCase(w http.ResponseWriter, r *http.Request) error {
	return readCurrent(w, r, s.svc.Achievements.TrophyCase)
}

func (s *Server) achievementStats(w http.ResponseWriter, r *http.Request) error {
	return readCurrent(w, r, s.svc.Achievements.UserStats)
}

// recordActivity records what the user just did for the achievement rules.
// The user's request has already succeeded, so a failure here is logged,
// not returned.
func (s *Server) recordActivity(r *http.Request, userID, kind string) {
	if err := s.svc.Achievements.RecordActivity(r.Context(), userID, kind); err != nil {
		s.log.Error("record activity", "kind", kind, "user", userID, "err", err)
	}
}
