-- +goose Up
-- Every process serving the database follows the postings' changes instead
-- of rebuilding its search index: each posting records, in changed, the
-- jobs_version of its last insert or update, and a deleted posting leaves
-- its id in job_deletions with the version of its deletion. Each statement
-- bumps the version row, whose lock it holds until commit, so versions
-- commit in order (unlike seq, which may commit out of order).
ALTER TABLE jobs ADD COLUMN changed BIGINT NOT NULL DEFAULT 0;
CREATE INDEX jobs_changed_idx ON jobs (changed);
CREATE TABLE job_deletions (job_id TEXT NOT NULL, changed BIGINT NOT NULL);
CREATE INDEX job_deletions_changed_idx ON job_deletions (changed);
DROP TRIGGER jobs_version_bump ON jobs;
-- stride.jobs_changing marks the triggers' own update of changed, which
-- is not a change of its own.
-- +goose StatementBegin
CREATE FUNCTION jobs_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    v BIGINT;
BEGIN
    IF current_setting('stride.jobs_changing', true) = 'on' THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        UPDATE jobs_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
    ELSE
        UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1 RETURNING version INTO v;
    END IF;
    IF TG_OP = 'DELETE' THEN
        INSERT INTO job_deletions (job_id, changed) SELECT id, v FROM old_rows;
    ELSE
        PERFORM set_config('stride.jobs_changing', 'on', true);
        UPDATE jobs SET changed = v WHERE id IN (SELECT id FROM new_rows);
        PERFORM set_config('stride.jobs_changing', 'off', true);
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd
CREATE TRIGGER jobs_changes_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION jobs_changes();
CREATE TRIGGER jobs_changes_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION jobs_changes();
CREATE TRIGGER jobs_changes_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION jobs_changes();

-- +goose Down
DROP TRIGGER jobs_changes_delete ON jobs;
DROP TRIGGER jobs_changes_update ON jobs;
DROP TRIGGER jobs_changes_insert ON jobs;
DROP FUNCTION jobs_changes();
CREATE TRIGGER jobs_version_bump AFTER INSERT OR UPDATE OR DELETE ON jobs
    FOR EACH STATEMENT EXECUTE FUNCTION jobs_version_bump();
DROP TABLE job_deletions;
DROP INDEX jobs_changed_idx;
ALTER TABLE jobs DROP COLUMN changed;
