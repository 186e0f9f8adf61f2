-- +goose Up
-- Calls to the expensive endpoints (AI, uploads) per bucket ("ai:user:ID",
-- "upload:client:ADDR") and fixed window (its start in Unix seconds), for
-- the per-user and per-client rate limits shared by every replica on one
-- database. Windows older than a day are purged.
CREATE TABLE rate_limit_hits (
    bucket       TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits         INTEGER NOT NULL,
    PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start);

-- +goose Down
DROP TABLE rate_limit_hits;
