-- +goose Up
-- Market intelligence: skill demand forecasts, industry health, career
-- transition alerts, emerging roles and market insights.
-- Times are UTC; lists and objects are JSON text.

-- Demand scores run from 0 to 100, confidence from 0 to 1; growth_rate is a
-- percentage.
CREATE TABLE skill_demand_forecasts (
    id                     TEXT PRIMARY KEY,
    skill_name             TEXT,
    current_demand_score   REAL,
    predicted_demand_score REAL,
    growth_rate            REAL,
    region                 TEXT,
    industry               TEXT,
    time_horizon           TEXT,
    confidence             REAL,
    data_source            TEXT,
    created_at             TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX skill_demand_forecasts_region_industry_idx ON skill_demand_forecasts (region, industry);

-- stability_index and innovation_rate run from 0 to 1.
CREATE TABLE industry_health_metrics (
    id                TEXT PRIMARY KEY,
    industry_name     TEXT,
    health_score      REAL,
    growth_potential  REAL,
    stability_index   REAL,
    innovation_rate   REAL,
    employment_trends TEXT,
    key_metrics       TEXT,
    risk_factors      TEXT NOT NULL DEFAULT '[]',
    opportunities     TEXT NOT NULL DEFAULT '[]',
    region            TEXT,
    created_at        TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX industry_health_metrics_region_industry_idx ON industry_health_metrics (region, industry_name);

-- user_id is NULL for alerts meant for everyone; urgency is critical, high,
-- medium or low.
CREATE TABLE career_transition_alerts (
    id              TEXT PRIMARY KEY,
    user_id         TEXT REFERENCES users (id) ON DELETE CASCADE,
    alert_type      TEXT,
    title           TEXT,
    description     TEXT,
    urgency         TEXT,
    target_role     TEXT,
    required_skills TEXT NOT NULL DEFAULT '[]',
    action_items    TEXT NOT NULL DEFAULT '[]',
    market_data     TEXT,
    is_read         INTEGER NOT NULL DEFAULT 0,
    is_action_taken INTEGER NOT NULL DEFAULT 0,
    expires_at      TIMESTAMP,
    created_at      TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_transition_alerts_user_created_idx ON career_transition_alerts (user_id, created_at);

-- salary_range is an object with min and max.
CREATE TABLE emerging_roles (
    id                   TEXT PRIMARY KEY,
    role_name            TEXT,
    industry             TEXT,
    description          TEXT,
    emergence_score      REAL,
    demand_growth        REAL,
    salary_range         TEXT,
    required_skills      TEXT NOT NULL DEFAULT '[]',
    human_centric_skills TEXT NOT NULL DEFAULT '[]',
    ai_augmented_skills  TEXT NOT NULL DEFAULT '[]',
    skill_breakdown      TEXT,
    geographic_hotspots  TEXT NOT NULL DEFAULT '[]',
    companies            TEXT NOT NULL DEFAULT '[]',
    projected_jobs       INTEGER,
    time_to_mainstream   TEXT,
    created_at           TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX emerging_roles_industry_idx ON emerging_roles (industry);

-- user_id is NULL for insights meant for everyone.
CREATE TABLE market_insights (
    id              TEXT PRIMARY KEY,
    user_id         TEXT REFERENCES users (id) ON DELETE CASCADE,
    insight_type    TEXT,
    title           TEXT,
    summary         TEXT,
    data            TEXT,
    relevance_score REAL,
    actionable      INTEGER NOT NULL DEFAULT 0,
    priority        TEXT,
    tags            TEXT NOT NULL DEFAULT '[]',
    region          TEXT,
    industry        TEXT,
    expires_at      TIMESTAMP,
    created_at      TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX market_insights_user_created_idx ON market_insights (user_id, created_at);

-- +goose Down
DROP TABLE market_insights;
DROP TABLE emerging_roles;
DROP TABLE career_transition_alerts;
DROP TABLE industry_health_metrics;
DROP TABLE skill_demand_forecasts;
