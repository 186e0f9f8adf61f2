package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stride-oss/stride"
	"github.com/stride-oss/stride/internal/market"
)

// MarketStore keeps market intelligence: the one stored snapshot of the
// general figures and each user's transition alerts. It implements
// market.Store.
type MarketStore struct{ db *DB }

// NewMarketStore returns the market store of db.
func NewMarketStore(db *DB) *MarketStore { return &MarketStore{db: db} }

var _ market.Store = (*MarketStore)(nil)

// MarketPostings returns what the figures read of the shared job postings
// (jobs users added are theirs alone and move no figure): all of them for
// nil codes, else those of the occupations and those without one.
func (s *MarketStore) MarketPostings(ctx context.Context, codes []string) ([]market.Posting, error) {
	where, a := "WHERE source <> ? AND NOT closed", []any{stride.JobSourceUser}
	if codes != nil {
		where += ` AND (occupation_code IS NULL`
		if len(codes) > 0 {
			where += ` OR occupation_code IN (?` + strings.Repeat(", ?", len(codes)-1) + `)`
		}
		where += `)`
		for _, c := range codes {
			a = append(a, c)
		}
	}
	rows, err := s.db.reader().query(ctx, `SELECT title, company, location, COALESCE(salary, ''), type, skills,
		COALESCE(occupation_code, ''), posted_at FROM jobs `+where+` ORDER BY posted_at, id`, a...)
	if err != nil {
		return nil, fmt.Errorf("market postings: %w", err)
	}
	defer rows.Close()
	var out []market.Posting
	for rows.Next() {
		var p market.Posting
		if err := rows.Scan(&p.Title, &p.Company, &p.Location, &p.Salary, &p.Type, jsonOf(&p.Skills),
			&p.OccupationCode, anyTime{&p.PostedAt}); err != nil {
			return nil, fmt.Errorf("scan market posting: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func jsonArg(raw json.RawMessage) any {
	if len(raw) == 0 {
		return nil
	}
	return string(raw)
}

// SaveMarketSnapshot replaces the stored figures with snap unless the stored
// ones have the same hash. The snapshot row is locked first, so concurrent
// calls run one after the other and the later one finds the figures stored.
func (s *MarketStore) SaveMarketSnapshot(ctx context.Context, snap *market.Snapshot) (*stride.MarketSnapshot, error) {
	out := &stride.MarketSnapshot{Hash: snap.Hash, Postings: snap.Postings, Occupations: snap.Occupations, ComputedAt: snap.ComputedAt}
	err := s.db.update(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO market_snapshots (id, hash, postings, occupations, computed_at)
			VALUES (1, '', 0, 0, ?) ON CONFLICT (id) DO NOTHING`, snap.ComputedAt); err != nil {
			return fmt.Errorf("market snapshot row: %w", err)
		}
		// Takes the row lock on PostgreSQL (SQLite writers are serialised
		// already).
		if _, err := tx.exec(ctx, `UPDATE market_snapshots SET hash = hash WHERE id = 1`); err != nil {
			return fmt.Errorf("lock market snapshot: %w", err)
		}
		var hash string
		var at time.Time
		if err := tx.queryRow(ctx, `SELECT hash, computed_at FROM market_snapshots WHERE id = 1`).Scan(&hash, anyTime{&at}); err != nil {
			return fmt.Errorf("read market snapshot: %w", err)
		}
		if hash == snap.Hash {
			out.ComputedAt = at
			return nil
		}
		out.Changed = true
		for _, q := range []string{`DELETE FROM skill_demand_forecasts`, `DELETE FROM industry_health_metrics`,
			`DELETE FROM emerging_roles`, `DELETE FROM market_insights WHERE user_id IS NULL`} {
			if _, err := tx.exec(ctx, q); err != nil {
				return fmt.Errorf("clear market figures: %w", err)
			}
		}
		for _, f := range snap.Forecasts {
			if _, err := tx.exec(ctx, `INSERT INTO skill_demand_forecasts (id, skill_name, current_demand_score,
				predicted_demand_score, growth_rate, region, industry, time_horizon, confidence, data_source, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, f.ID, f.SkillName, f.CurrentDemandScore, f.PredictedDemandScore,
				f.GrowthRate, f.Region, f.Industry, f.TimeHorizon, f.Confidence, f.DataSource, f.ComputedAt); err != nil {
				return fmt.Errorf("insert skill forecast: %w", err)
			}
		}
		for _, h := range snap.Health {
			if _, err := tx.exec(ctx, `INSERT INTO industry_health_metrics (id, industry_name, health_score,
				growth_potential, stability_index, innovation_rate, employment_trends, key_metrics, risk_factors,
				opportunities, region, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, h.ID, h.IndustryName,
				h.HealthScore, h.GrowthPotential, h.StabilityIndex, h.InnovationRate, jsonArg(h.EmploymentTrends),
				jsonArg(h.KeyMetrics), jsonOf(&h.RiskFactors), jsonOf(&h.Opportunities), h.Region, h.ComputedAt); err != nil {
				return fmt.Errorf("insert industry health: %w", err)
			}
		}
		for _, r := range snap.Emerging {
			if _, err := tx.exec(ctx, `INSERT INTO emerging_roles (id, role_name, industry, description,
				emergence_score, demand_growth, salary_range, required_skills, human_centric_skills,
				ai_augmented_skills, skill_breakdown, geographic_hotspots, companies, projected_jobs,
				time_to_mainstream, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				r.ID, r.RoleName, r.Industry, r.Description, r.EmergenceScore, r.DemandGrowth, jsonOf(&r.SalaryRange),
				jsonOf(&r.RequiredSkills), jsonOf(&r.HumanCentricSkills), jsonOf(&r.AIAugmentedSkills),
				jsonArg(r.SkillBreakdown), jsonOf(&r.GeographicHotspots), jsonOf(&r.Companies), r.ProjectedJobs,
				r.TimeToMainstream, r.ComputedAt); err != nil {
				return fmt.Errorf("insert emerging role: %w", err)
			}
		}
		for _, in := range snap.Insights {
			if err := insertMarketInsight(ctx, tx, &in); err != nil {
				return err
			}
		}
		_, err := tx.exec(ctx, `UPDATE market_snapshots SET hash = ?, postings = ?, occupations = ?, computed_at = ?
			WHERE id = 1`, snap.Hash, snap.Postings, snap.Occupations, snap.ComputedAt)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func insertMarketInsight(ctx context.Context, tx *Tx, in *stride.MarketInsight) error {
	if _, err := tx.exec(ctx, `INSERT INTO market_insights (id, user_id, insight_type, title, summary, data,
		relevance_score, actionable, priority, tags, region, industry, expires_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, in.ID, in.UserID, in.InsightType, in.Title, in.Summary,
		jsonArg(in.Data), in.RelevanceScore, in.Actionable, in.Priority, jsonOf(&in.Tags), in.Region, in.Industry,
		in.ExpiresAt, in.CreatedAt); err != nil {
		return fmt.Errorf("insert market insight: %w", err)
	}
	return nil
}

// MarketSnapshot describes the stored figures; ENOTFOUND when none.
func (s *MarketStore) MarketSnapshot(ctx context.Context) (*stride.MarketSnapshot, error) {
	var out stride.MarketSnapshot
	err := s.db.reader().queryRow(ctx, `SELECT hash, postings, occupations, computed_at FROM market_snapshots
		WHERE id = 1 AND hash <> ''`).Scan(&out.Hash, &out.Postings, &out.Occupations, anyTime{&out.ComputedAt})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, stride.Errorf(stride.ENOTFOUND, "No market figures computed yet")
	} else if err != nil {
		return nil, fmt.Errorf("market snapshot: %w", err)
	}
	return &out, nil
}

// SkillForecasts returns the forecasts of the region and industry, highest
// predicted demand first.
func (s *MarketStore) SkillForecasts(ctx context.Context, f stride.MarketFilter) ([]stride.SkillForecast, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, skill_name, current_demand_score, predicted_demand_score,
		growth_rate, region, industry, time_horizon, confidence, data_source, created_at FROM skill_demand_forecasts
		WHERE region = ? AND industry = ? ORDER BY predicted_demand_score DESC, skill_name`, f.Region, f.Industry)
	if err != nil {
		return nil, fmt.Errorf("skill forecasts: %w", err)
	}
	defer rows.Close()
	out := []stride.SkillForecast{}
	for rows.Next() {
		var x stride.SkillForecast
		if err := rows.Scan(&x.ID, &x.SkillName, &x.CurrentDemandScore, &x.PredictedDemandScore, &x.GrowthRate,
			&x.Region, &x.Industry, &x.TimeHorizon, &x.Confidence, &x.DataSource, anyTime{&x.ComputedAt}); err != nil {
			return nil, fmt.Errorf("scan skill forecast: %w", err)
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// IndustryHealth returns the region's industries (or only the named one) in
// the order of the industry filter.
func (s *MarketStore) IndustryHealth(ctx context.Context, region, industry string) ([]stride.IndustryHealth, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, industry_name, health_score, growth_potential, stability_index,
		innovation_rate, employment_trends, key_metrics, risk_factors, opportunities, region, created_at
		FROM industry_health_metrics WHERE region = ? AND (? = '' OR industry_name = ?)`, region, industry, industry)
	if err != nil {
		return nil, fmt.Errorf("industry health: %w", err)
	}
	defer rows.Close()
	byName := map[string]stride.IndustryHealth{}
	for rows.Next() {
		var x stride.IndustryHealth
		if err := rows.Scan(&x.ID, &x.IndustryName, &x.HealthScore, &x.GrowthPotential, &x.StabilityIndex,
			&x.InnovationRate, rawJSON{&x.EmploymentTrends}, rawJSON{&x.KeyMetrics}, jsonOf(&x.RiskFactors),
			jsonOf(&x.Opportunities), &x.Region, anyTime{&x.ComputedAt}); err != nil {
			return nil, fmt.Errorf("scan industry health: %w", err)
		}
		byName[x.IndustryName] = x
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	out := []stride.IndustryHealth{}
	for _, name := range stride.MarketIndustries {
		if x, ok := byName[name]; ok {
			out = append(out, x)
		}
	}
	return out, nil
}

// EmergingRoles returns the industry's emerging roles, highest emergence
// score first.
func (s *MarketStore) EmergingRoles(ctx context.Context, industry string) ([]stride.EmergingRole, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, role_name, industry, description, emergence_score,
		demand_growth, salary_range, required_skills, human_centric_skills, ai_augmented_skills, skill_breakdown,
		geographic_hotspots, companies, projected_jobs, time_to_mainstream, created_at FROM emerging_roles
		WHERE industry = ? ORDER BY emergence_score DESC, role_name`, industry)
	if err != nil {
		return nil, fmt.Errorf("emerging roles: %w", err)
	}
	defer rows.Close()
	out := []stride.EmergingRole{}
	for rows.Next() {
		var r stride.EmergingRole
		if err := rows.Scan(&r.ID, &r.RoleName, &r.Industry, &r.Description, &r.EmergenceScore, &r.DemandGrowth,
			jsonOf(&r.SalaryRange), jsonOf(&r.RequiredSkills), jsonOf(&r.HumanCentricSkills),
			jsonOf(&r.AIAugmentedSkills), rawJSON{&r.SkillBreakdown}, jsonOf(&r.GeographicHotspots),
			jsonOf(&r.Companies), &r.ProjectedJobs, &r.TimeToMainstream, anyTime{&r.ComputedAt}); err != nil {
			return nil, fmt.Errorf("scan emerging role: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// MarketInsights returns the general insights of the filter and the user's
// own, highest relevance first.
func (s *MarketStore) MarketInsights(ctx context.Context, userID string, f stride.MarketFilter) ([]stride.MarketInsight, error) {
	rows, err := s.db.reader().query(ctx, `SELECT id, user_id, insight_type, title, summary, data, relevance_score,
		actionable, priority, tags, region, industry, expires_at, created_at FROM market_insights
		WHERE (user_id IS NULL OR user_id = ?) AND region = ? AND industry = ?
		ORDER BY relevance_score DESC, insight_type`, userID, f.Region, f.Industry)
	if err != nil {
		return nil, fmt.Errorf("market insights: %w", err)
	}
	defer rows.Close()
	out := []stride.MarketInsight{}
	for rows.Next() {
		var x stride.MarketInsight
		if err := rows.Scan(&x.ID, &x.UserID, &x.InsightType, &x.Title, &x.Summary, rawJSON{&x.Data},
			&x.RelevanceScore, &x.Actionable, &x.Priority, jsonOf(&x.Tags), &x.Region, &x.Industry, &x.ExpiresAt,
			anyTime{&x.CreatedAt}); err != nil {
			return nil, fmt.Errorf("scan market insight: %w", err)
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

const alertColumns = `id, user_id, alert_type, title, description, urgency, target_role, required_skills,
	action_items, market_data, is_read, is_action_taken, expires_at, created_at`

func scanAlert(r rowScanner) (*stride.TransitionAlert, error) {
	var a stride.TransitionAlert
	if err := r.Scan(&a.ID, &a.UserID, &a.AlertType, &a.Title, &a.Description, &a.Urgency, &a.TargetRole,
		jsonOf(&a.RequiredSkills), jsonOf(&a.ActionItems), rawJSON{&a.MarketData}, &a.IsRead, &a.IsActionTaken,
		&a.ExpiresAt, anyTime{&a.CreatedAt}); err != nil {
		return nil, err
	}
	if a.ExpiresAt != nil {
		t := a.ExpiresAt.UTC()
		a.ExpiresAt = &t
	}
	if a.ActionItems == nil {
		a.ActionItems = []stride.ActionItem{}
	}
	return &a, nil
}

// ReplaceTransitionAlerts stores the user's alerts: an alert with the same
// id keeps its read state, alerts no longer computed are removed.
func (s *MarketStore) ReplaceTransitionAlerts(ctx context.Context, userID string, alerts []stride.TransitionAlert, at time.Time) error {
	return s.db.update(ctx, func(tx *Tx) error {
		keep := map[string]bool{}
		for _, a := range alerts {
			keep[a.ID] = true
			if _, err := tx.exec(ctx, `INSERT INTO career_transition_alerts (id, user_id, alert_type, title,
				description, urgency, target_role, required_skills, action_items, market_data, expires_at, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (id) DO UPDATE SET description = excluded.description, urgency = excluded.urgency,
				required_skills = excluded.required_skills, action_items = excluded.action_items,
				market_data = excluded.market_data, expires_at = excluded.expires_at`,
				a.ID, userID, a.AlertType, a.Title, a.Description, a.Urgency, a.TargetRole, jsonOf(&a.RequiredSkills),
				jsonOf(&a.ActionItems), jsonArg(a.MarketData), a.ExpiresAt, a.CreatedAt); err != nil {
				return fmt.Errorf("upsert transition alert: %w", err)
			}
		}
		rows, err := tx.query(ctx, `SELECT id FROM career_transition_alerts WHERE user_id = ?`, userID)
		if err != nil {
			return fmt.Errorf("list transition alerts: %w", err)
		}
		var drop []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				_ = rows.Close()
				return err
			}
			if !keep[id] {
				drop = append(drop, id)
			}
		}
		_ = rows.Close()
		for _, id := range drop {
			if _, err := tx.exec(ctx, `DELETE FROM career_transition_alerts WHERE id = ?`, id); err != nil {
				return fmt.Errorf("delete transition alert: %w", err)
			}
		}
		_, err = tx.exec(ctx, `INSERT INTO market_alert_runs (user_id, computed_at) VALUES (?, ?)
			ON CONFLICT (user_id) DO UPDATE SET computed_at = excluded.computed_at`, userID, at)
		return err
	})
}

// TransitionAlertsComputedAt is when the user's alerts were last computed.
func (s *MarketStore) TransitionAlertsComputedAt(ctx context.Context, userID string) (time.Time, error) {
	var at time.Time
	err := s.db.reader().queryRow(ctx, `SELECT computed_at FROM market_alert_runs WHERE user_id = ?`, userID).Scan(anyTime{&at})
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return at, err
}

// TransitionAlerts returns the user's alerts, most urgent first.
func (s *MarketStore) TransitionAlerts(ctx context.Context, userID string) ([]stride.TransitionAlert, error) {
	rows, err := s.db.reader().query(ctx, `SELECT `+alertColumns+` FROM career_transition_alerts WHERE user_id = ?
		ORDER BY CASE urgency WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END, created_at, title`, userID)
	if err != nil {
		return nil, fmt.Errorf("transition alerts: %w", err)
	}
	defer rows.Close()
	out := []stride.TransitionAlert{}
	for rows.Next() {
		a, err := scanAlert(rows)
		if err != nil {
			return nil, fmt.Errorf("scan transition alert: %w", err)
		}
		out = append(out, *a)
	}
	return out, rows.Err()
}

// MarkTransitionAlertRead marks one of the user's alerts read: ENOTFOUND for
// an unknown id, EFORBIDDEN for another user's alert.
func (s *MarketStore) MarkTransitionAlertRead(ctx context.Context, userID, id string) (*stride.TransitionAlert, error) {
	var out *stride.TransitionAlert
	err := s.db.update(ctx, func(tx *Tx) error {
		a, err := scanAlert(tx.queryRow(ctx, `SELECT `+alertColumns+` FROM career_transition_alerts WHERE id = ?`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return stride.Errorf(stride.ENOTFOUND, stride.MsgMarketAlertNotFound)
		} else if err != nil {
			return fmt.Errorf("read transition alert: %w", err)
		}
		if a.UserID != userID {
			return stride.Errorf(stride.EFORBIDDEN, stride.MsgForbidden)
		}
		if _, err := tx.exec(ctx, `UPDATE career_transition_alerts SET is_read = ? WHERE id = ?`, true, id); err != nil {
			return fmt.Errorf("mark transition alert read: %w", err)
		}
		a.IsRead = true
		out = a
		return nil
	})
	return out, err
}
