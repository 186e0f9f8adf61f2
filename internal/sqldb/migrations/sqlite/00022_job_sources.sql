-- +goose Up
-- Where each posting came from. source is "sample" (generated from O*NET:
-- the catalogue postings, formerly "catalog"), "user" (a job a user found
-- elsewhere), or an ingest source such as "greenhouse:acme"; external_id is
-- the posting's id at that source, so a re-run updates rather than adds.
-- A posting its source dropped is closed: it leaves search but stays
-- readable for the applications and saved jobs that point at it.
-- dedupe_key (company, title and location, normalised) lets one source's
-- posting stand for the same posting at another; content_hash tells a
-- re-run whether anything changed. job_source_runs records each ingest.
ALTER TABLE jobs ADD COLUMN external_id TEXT;
ALTER TABLE jobs ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN dedupe_key TEXT;
ALTER TABLE jobs ADD COLUMN content_hash TEXT;
UPDATE jobs SET source = 'sample' WHERE source = 'catalog';
CREATE UNIQUE INDEX jobs_source_external_key ON jobs (source, external_id);
CREATE INDEX jobs_dedupe_idx ON jobs (dedupe_key);
CREATE TABLE job_source_runs (
    id          TEXT PRIMARY KEY,
    source      TEXT NOT NULL,
    started_at  TIMESTAMP NOT NULL,
    finished_at TIMESTAMP,
    fetched     INTEGER NOT NULL DEFAULT 0,
    added       INTEGER NOT NULL DEFAULT 0,
    updated     INTEGER NOT NULL DEFAULT 0,
    closed      INTEGER NOT NULL DEFAULT 0,
    duplicates  INTEGER NOT NULL DEFAULT 0,
    error       TEXT
);
CREATE INDEX job_source_runs_source_started_idx ON job_source_runs (source, started_at);

-- +goose Down
DROP TABLE job_source_runs;
DROP INDEX jobs_dedupe_idx;
DROP INDEX jobs_source_external_key;
UPDATE jobs SET source = 'catalog' WHERE source = 'sample';
ALTER TABLE jobs DROP COLUMN content_hash;
ALTER TABLE jobs DROP COLUMN dedupe_key;
ALTER TABLE jobs DROP COLUMN closed;
ALTER TABLE jobs DROP COLUMN external_id;
