-- +goose Up
-- Market intelligence: skill demand forecasts, industry health, career
-- transition alerts, emerging roles and market insights.
-- Times are timestamptz; lists and objects JSONB.

-- Demand scores run from 0 to 100, confidence from 0 to 1; growth_rate is a
-- percentage.
CREATE TABLE skill_demand_forecasts (
    id                     TEXT PRIMARY KEY,
    skill_name             TEXT,
    current_demand_score   DOUBLE PRECISION,
    predicted_demand_score DOUBLE PRECISION,
    growth_rate            DOUBLE PRECISION,
    region                 TEXT,
    industry               TEXT,
    time_horizon           TEXT,
    confidence             DOUBLE PRECISION,
    data_source            TEXT,
    created_at             TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX skill_demand_forecasts_region_industry_idx ON skill_demand_forecasts (region, industry);

-- stability_index and innovation_rate run from 0 to 1.
CREATE TABLE industry_health_metrics (
    id                TEXT PRIMARY KEY,
    industry_name     TEXT,
    health_score      DOUBLE PRECISION,
    growth_potential  DOUBLE PRECISION,
    stability_index   DOUBLE PRECISION,
    innovation_rate   DOUBLE PRECISION,
    employment_trends JSONB,
    key_metrics       JSONB,
    risk_factors      JSONB NOT NULL DEFAULT '[]',
    opportunities     JSONB NOT NULL DEFAULT '[]',
    region            TEXT,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
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
    required_skills JSONB NOT NULL DEFAULT '[]',
    action_items    JSONB NOT NULL DEFAULT '[]',
    market_data     JSONB,
    is_read         BOOLEAN NOT NULL DEFAULT FALSE,
    is_action_taken BOOLEAN NOT NULL DEFAULT FALSE,
    expires_at      TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX career_transition_alerts_user_created_idx ON career_transition_alerts (user_id, created_at);

-- salary_range is an object with min and max.
CREATE TABLE emerging_roles (
    id                   TEXT PRIMARY KEY,
    role_name            TEXT,
    industry             TEXT,
    description          TEXT,
    emergence_score      DOUBLE PRECISION,
    demand_growth        DOUBLE PRECISION,
    salary_range         JSONB,
    required_skills      JSONB NOT NULL DEFAULT '[]',
    human_centric_skills JSONB NOT NULL DEFAULT '[]',
    ai_augmented_skills  JSONB NOT NULL DEFAULT '[]',
    skill_breakdown      JSONB,
    geographic_hotspots  JSONB NOT NULL DEFAULT '[]',
    companies            JSONB NOT NULL DEFAULT '[]',
    projected_jobs       INTEGER,
    time_to_mainstream   TEXT,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX emerging_roles_industry_idx ON emerging_roles (industry);

-- user_id is NULL for insights meant for everyone.
CREATE TABLE market_insights (
    id              TEXT PRIMARY KEY,
    user_id         TEXT REFERENCES users (id) ON DELETE CASCADE,
    insight_type    TEXT,
    title           TEXT,
    summary         TEXT,
    data            JSONB,
    relevance_score DOUBLE PRECISION,
    actionable      BOOLEAN NOT NULL DEFAULT FALSE,
    priority        TEXT,
    tags            JSONB NOT NULL DEFAULT '[]',
    region          TEXT,
    industry        TEXT,
    expires_at      TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX market_insights_user_created_idx ON market_insights (user_id, created_at);

-- +goose Down
DROP TABLE market_insights;
DROP TABLE emerging_roles;
DROP TABLE career_transition_alerts;
DROP TABLE industry_health_metrics;
DROP TABLE skill_demand_forecasts;
