package sqldb_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/market"
	"github.com/stride-oss/stride/internal/sqldb"
	"github.com/stride-oss/stride/internal/sqldb/sqldbtest"
)

func marketFigures(growth float64) market.Figures {
	return market.Figures{
		Postings: 3, Occupations: 2,
		Forecasts: []stride.SkillForecast{
			{SkillName: "Python", CurrentDemandScore: 100, PredictedDemandScore: 100, GrowthRate: growth, Industry: "Technology", TimeHorizon: market.TimeHorizon, Confidence: 0.5},
			{SkillName: "Go", CurrentDemandScore: 50, PredictedDemandScore: 60, GrowthRate: 20, Industry: "Technology", TimeHorizon: market.TimeHorizon, Confidence: 0.4},
			{SkillName: "Epic Systems", CurrentDemandScore: 100, PredictedDemandScore: 90, GrowthRate: 5, Industry: "Healthcare", TimeHorizon: market.TimeHorizon, Confidence: 0.3},
		},
		Health: []stride.IndustryHealth{
			{IndustryName: "Healthcare", HealthScore: 55, RiskFactors: []string{"r"}, Opportunities: []string{"o"}, KeyMetrics: json.RawMessage(`{"postings":1}`)},
			{IndustryName: "Technology", HealthScore: 80, RiskFactors: []string{}, Opportunities: []string{"grow"}},
		},
		Emerging: []stride.EmergingRole{{RoleName: "Data Scientists", Industry: "Technology", EmergenceScore: 62, SalaryRange: stride.SalaryRange{Min: 1, Max: 2},
			GeographicHotspots: []string{"Boston, MA"}}},
		Insights: []stride.MarketInsight{{InsightType: "skill_demand", Title: "Python leads", Industry: "Technology", Priority: "high", Tags: []string{"Technology"}}},
	}
}

func TestMarketStoreSnapshot(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewMarketStore(db)
		if _, err := s.MarketSnapshot(ctx); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Fatalf("empty store: %v", err)
		}
		at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		snap, _ := market.BuildSnapshot(marketFigures(25), at)
		got, err := s.SaveMarketSnapshot(ctx, snap)
		if err != nil || !got.Changed {
			t.Fatalf("first save: %+v %v", got, err)
		}
		// The same figures later: nothing changes, the first time stays.
		again, _ := market.BuildSnapshot(marketFigures(25), at.Add(time.Hour))
		got, err = s.SaveMarketSnapshot(ctx, again)
		if err != nil || got.Changed || !got.ComputedAt.Equal(at) {
			t.Fatalf("repeat save: %+v %v", got, err)
		}

		tech, err := s.SkillForecasts(ctx, stride.MarketFilter{Region: "North America", Industry: "Technology"})
		if err != nil || len(tech) != 2 || tech[0].SkillName != "Python" || tech[0].Region != "North America" || !tech[0].ComputedAt.Equal(at) {
			t.Fatalf("technology forecasts: %+v %v", tech, err)
		}
		if hc, _ := s.SkillForecasts(ctx, stride.MarketFilter{Region: "Global", Industry: "Healthcare"}); len(hc) != 1 || hc[0].SkillName != "Epic Systems" {
			t.Errorf("healthcare forecasts: %+v", hc)
		}
		if eu, _ := s.SkillForecasts(ctx, stride.MarketFilter{Region: "Europe", Industry: "Technology"}); len(eu) != 0 {
			t.Errorf("Europe has stored forecasts: %+v", eu)
		}
		all, _ := s.IndustryHealth(ctx, "Global", "")
		if len(all) != 2 || all[0].IndustryName != "Technology" || all[1].IndustryName != "Healthcare" || string(all[1].KeyMetrics) == "" {
			t.Errorf("health in filter order: %+v", all)
		}
		if one, _ := s.IndustryHealth(ctx, "Global", "Healthcare"); len(one) != 1 || one[0].RiskFactors[0] != "r" {
			t.Errorf("one industry: %+v", one)
		}
		if roles, _ := s.EmergingRoles(ctx, "Technology"); len(roles) != 1 || roles[0].SalaryRange.Max != 2 || roles[0].GeographicHotspots[0] != "Boston, MA" {
			t.Errorf("roles: %+v", roles)
		}
		if ins, _ := s.MarketInsights(ctx, "", stride.MarketFilter{Region: "Global", Industry: "Technology"}); len(ins) != 1 || ins[0].Tags[1] != "Global" {
			t.Errorf("insights: %+v", ins)
		}

		// New figures replace the old ones.
		changed, _ := market.BuildSnapshot(marketFigures(30), at.Add(2*time.Hour))
		if got, _ = s.SaveMarketSnapshot(ctx, changed); !got.Changed {
			t.Error("changed figures were not stored")
		}
		tech, _ = s.SkillForecasts(ctx, stride.MarketFilter{Region: "Global", Industry: "Technology"})
		if len(tech) != 2 || tech[0].GrowthRate != 30 {
			t.Errorf("after change: %+v", tech)
		}
		if n := sqldbtest.CountRows(t, db, "skill_demand_forecasts"); n != 6 {
			t.Errorf("%d forecast rows, want 3 per data region", n)
		}
	})
}

func TestMarketStoreAlerts(t *testing.T) {
	sqldbtest.Each(t, func(t *testing.T, db *sqldb.DB) {
		ctx := context.Background()
		s := sqldb.NewMarketStore(db)
		a := newUser(t, db, "a@example.com", "")
		b := newUser(t, db, "b@example.com", "")
		if at, err := s.TransitionAlertsComputedAt(ctx, a.ID); err != nil || !at.IsZero() {
			t.Fatalf("never computed: %v %v", at, err)
		}
		now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		role := "Data Scientists"
		alerts := []stride.TransitionAlert{
			{ID: "a-low", AlertType: "x", Title: "low one", Urgency: "low", CreatedAt: now},
			{ID: "a-crit", AlertType: "y", Title: "critical one", Urgency: "critical", TargetRole: &role, RequiredSkills: []string{"Python"},
				ActionItems: []stride.ActionItem{{Action: "Learn Python", Timeline: "Next 1-2 months"}}, CreatedAt: now},
		}
		if err := s.ReplaceTransitionAlerts(ctx, a.ID, alerts, now); err != nil {
			t.Fatal(err)
		}
		list, _ := s.TransitionAlerts(ctx, a.ID)
		if len(list) != 2 || list[0].ID != "a-crit" || list[0].ActionItems[0].Timeline != "Next 1-2 months" || *list[0].TargetRole != role {
			t.Fatalf("alerts: %+v", list)
		}
		if _, err := s.MarkTransitionAlertRead(ctx, b.ID, "a-crit"); stride.ErrorCode(err) != stride.EFORBIDDEN {
			t.Errorf("another user's alert: %v", err)
		}
		if _, err := s.MarkTransitionAlertRead(ctx, a.ID, "nope"); stride.ErrorCode(err) != stride.ENOTFOUND {
			t.Errorf("unknown alert: %v", err)
		}
		if r, err := s.MarkTransitionAlertRead(ctx, a.ID, "a-crit"); err != nil || !r.IsRead {
			t.Fatalf("mark read: %+v %v", r, err)
		}
		// Recomputed: the critical one stays (read), the low one is gone.
		if err := s.ReplaceTransitionAlerts(ctx, a.ID, alerts[1:], now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		list, _ = s.TransitionAlerts(ctx, a.ID)
		if len(list) != 1 || !list[0].IsRead {
			t.Errorf("after recompute: %+v", list)
		}
		if at, _ := s.TransitionAlertsComputedAt(ctx, a.ID); !at.Equal(now.Add(time.Hour)) {
			t.Errorf("computed at %v", at)
		}
		if other, _ := s.TransitionAlerts(ctx, b.ID); len(other) != 0 {
			t.Errorf("b sees %+v", other)
		}
	})
}
