-- +goose Up
-- A random name for this database's history of jobs versions: a search
-- index saved to a file (internal/jobsearch) records it, so that a file
-- saved from another database (or from before a restore) is never read as
-- this one's.
ALTER TABLE jobs_version ADD COLUMN epoch TEXT NOT NULL DEFAULT '';
UPDATE jobs_version SET epoch = lower(hex(randomblob(16)));

-- +goose Down
ALTER TABLE jobs_version DROP COLUMN epoch;
