-- +goose Up
-- A random name for this database's history of jobs versions: a search
-- index saved to a file (internal/jobsearch) records it, so that a file
-- saved from another database (or from before a restore) is never read as
-- this one's.
ALTER TABLE jobs_version ADD COLUMN epoch TEXT NOT NULL DEFAULT '';
UPDATE jobs_version SET epoch = lower(hex(randomblob(16)));

-- Starting (showing or hiding the samples, counting them) finds the
-- samples in their state without visiting a million rows.
CREATE INDEX jobs_source_closed_idx ON jobs (source, closed);
DROP INDEX jobs_source_idx;

-- +goose Down
CREATE INDEX jobs_source_idx ON jobs (source);
DROP INDEX jobs_source_closed_idx;
ALTER TABLE jobs_version DROP COLUMN epoch;
