-- +goose Up
-- Every process serving the database follows the postings' changes instead
-- of rebuilding its search index: each posting records, in changed, the
-- jobs_version of its last insert or update (SQLite has one writer, so
-- versions commit in order), and a deleted posting leaves its id in
-- job_deletions with the version of its deletion.
ALTER TABLE jobs ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX jobs_changed_idx ON jobs (changed);
CREATE TABLE job_deletions (job_id TEXT NOT NULL, changed INTEGER NOT NULL);
CREATE INDEX job_deletions_changed_idx ON job_deletions (changed);
DROP TRIGGER jobs_version_insert;
DROP TRIGGER jobs_version_update;
DROP TRIGGER jobs_version_delete;
-- +goose StatementBegin
CREATE TRIGGER jobs_version_insert AFTER INSERT ON jobs BEGIN
    UPDATE jobs_version SET version = version + 1 WHERE id = 1;
    UPDATE jobs SET changed = (SELECT version FROM jobs_version WHERE id = 1) WHERE rowid = NEW.rowid;
END;
-- +goose StatementEnd
-- The trigger's own update of changed moves it, so it does not fire again.
-- +goose StatementBegin
CREATE TRIGGER jobs_version_update AFTER UPDATE ON jobs WHEN NEW.changed = OLD.changed BEGIN
    UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1;
    UPDATE jobs SET changed = (SELECT version FROM jobs_version WHERE id = 1) WHERE rowid = NEW.rowid;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_version_delete AFTER DELETE ON jobs BEGIN
    UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1;
    INSERT INTO job_deletions (job_id, changed) SELECT OLD.id, version FROM jobs_version WHERE id = 1;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER jobs_version_delete;
DROP TRIGGER jobs_version_update;
DROP TRIGGER jobs_version_insert;
-- +goose StatementBegin
CREATE TRIGGER jobs_version_insert AFTER INSERT ON jobs BEGIN
    UPDATE jobs_version SET version = version + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_version_update AFTER UPDATE ON jobs BEGIN
    UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_version_delete AFTER DELETE ON jobs BEGIN
    UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1;
END;
-- +goose StatementEnd
DROP TABLE job_deletions;
DROP INDEX jobs_changed_idx;
ALTER TABLE jobs DROP COLUMN changed;
