-- +goose Up
-- Demo accounts created per client address, for DEMO_ACCOUNTS_PER_HOUR
-- (shared by every replica on one database). Rows older than a day are purged.
CREATE TABLE demo_creations (
    id         BIGSERIAL PRIMARY KEY,
    client     TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX demo_creations_client_idx ON demo_creations (client, created_at);
CREATE INDEX users_demo_created_idx ON users (is_demo, created_at);

-- +goose Down
DROP INDEX users_demo_created_idx;
DROP TABLE demo_creations;
