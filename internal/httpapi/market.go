package httpapi

import (
	"net/http"

	"github.com/stride-oss/stride"
)

// marketFilter reads region and industry from the query (defaults of seed
// 001 §9; 400 naming the allowed values otherwise).
func marketFilter(r *http.Request) (stride.MarketFilter, error) {
	q := r.URL.Query()
	return stride.ParseMarketFilter(q.Get("region"), q.Get("industry"))
}

// marketList answers a market GET: the filter's rows, or 400.
func marketList[T any](get func(r *http.Request, f stride.MarketFilter) ([]T, error)) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		f, err := marketFilter(r)
		if err != nil {
			return err
		}
		list, err := get(r, f)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, list)
		return nil
	}
}

func (s *Server) marketRoutes(h func(pattern string, fn handlerFunc)) {
	m := s.svc.Market
	h("GET /api/market-intelligence/skill-forecasts", marketList(func(r *http.Request, f stride.MarketFilter) ([]stride.SkillForecast, error) {
		return m.SkillForecasts(r.Context(), f)
	}))
	// Without an industry in the query, every industry of the region.
	h("GET /api/market-intelligence/industry-health", marketList(func(r *http.Request, f stride.MarketFilter) ([]stride.IndustryHealth, error) {
		industry := ""
		if r.URL.Query().Get("industry") != "" {
			industry = f.Industry
		}
		return m.IndustryHealth(r.Context(), f.Region, industry)
	}))
	h("GET /api/market-intelligence/transition-alerts", marketList(func(r *http.Request, f stride.MarketFilter) ([]stride.TransitionAlert, error) {
		u, err := currentUser(r)
		if err != nil {
			return nil, err
		}
		return m.TransitionAlerts(r.Context(), u.ID, f)
	}))
	h("PATCH /api/market-intelligence/transition-alerts/{id}/read", func(w http.ResponseWriter, r *http.Request) error {
		u, err := currentUser(r)
		if err != nil {
			return err
		}
		a, err := m.MarkAlertRead(r.Context(), u.ID, r.PathValue("id"))
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, a)
		return nil
	})
	h("GET /api/market-intelligence/emerging-roles", marketList(func(r *http.Request, f stride.MarketFilter) ([]stride.EmergingRole, error) {
		return m.EmergingRoles(r.Context(), f)
	}))
	h("GET /api/market-intelligence/insights", marketList(func(r *http.Request, f stride.MarketFilter) ([]stride.MarketInsight, error) {
		userID := ""
		if u := signedInUser(r); u != nil {
			userID = u.ID
		}
		return m.Insights(r.Context(), userID, f)
	}))
	h("GET /api/market-intelligence/snapshot", s.marketSnapshot)
	h("POST /api/market-intelligence/generate", s.generateMarket)
}

// marketSnapshot tells when the stored figures were computed and from what.
func (s *Server) marketSnapshot(w http.ResponseWriter, r *http.Request) error {
	snap, err := s.svc.Market.Snapshot(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, snap)
	return nil
}

// marketGenerateRequest is the optional body of POST
// /api/market-intelligence/generate: the filter of the caller's alerts
// (the defaults of seed 001 §9 when left out).
type marketGenerateRequest struct {
	Region   string `json:"region"`
	Industry string `json:"industry"`
}

// generateMarket recomputes the figures and the caller's alerts.
func (s *Server) generateMarket(w http.ResponseWriter, r *http.Request) error {
	u, err := currentUser(r)
	if err != nil {
		return err
	}
	var in marketGenerateRequest
	if err := decodeOptionalJSON(w, r, &in); err != nil {
		return err
	}
	f, err := stride.ParseMarketFilter(in.Region, in.Industry)
	if err != nil {
		return err
	}
	snap, err := s.svc.Market.Generate(r.Context(), u.ID, f)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, snap)
	return nil
}
