-- +goose Up
-- Market intelligence snapshots: the one stored computation of the general
-- figures (its content hash makes regeneration idempotent; its single row is
-- the lock that serialises concurrent generation), and when each user's
-- personal alerts were last computed.
CREATE TABLE market_snapshots (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    hash        TEXT NOT NULL,
    postings    INTEGER NOT NULL DEFAULT 0,
    occupations INTEGER NOT NULL DEFAULT 0,
    computed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE market_alert_runs (
    user_id     TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    computed_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX emerging_roles_industry_score_idx ON emerging_roles (industry, emergence_score);

-- +goose Down
DROP INDEX emerging_roles_industry_score_idx;
DROP TABLE market_alert_runs;
DROP TABLE market_snapshots;
