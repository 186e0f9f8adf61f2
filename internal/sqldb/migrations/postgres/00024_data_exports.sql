-- +goose Up
-- "Download my data" built in the background: one row per user (a new
-- request replaces the finished one), the ZIP stored with it so that any
-- replica serves the download. A worker holds a job until lease_until; a
-- job whose worker stopped is taken up again once that has passed.
-- status: preparing, ready, failed or expired (the ZIP deleted).
CREATE TABLE data_exports (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    status      TEXT NOT NULL,
    message     TEXT NOT NULL DEFAULT '',
    site        TEXT NOT NULL DEFAULT '',
    attempts    INTEGER NOT NULL DEFAULT 0,
    lease_until TIMESTAMPTZ,
    zip         BYTEA,
    size        BIGINT NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL,
    ready_at    TIMESTAMPTZ,
    expires_at  TIMESTAMPTZ
);
CREATE INDEX data_exports_status_idx ON data_exports (status, created_at);

-- +goose Down
DROP TABLE data_exports;
