-- +goose Up
-- Job search moved to an in-memory index (internal/jobsearch) with its own
-- analyser, so the tsvector columns are dropped. Every process serving the
-- database rebuilds its index when jobs_version moves: every statement
-- that inserts, updates or deletes postings bumps it. A user's posting
-- records how sure the title resolver was of its occupation.
-- rewrites counts only updates and deletes: while it stands still, a
-- process adds the rows past the last seq it has instead of rebuilding
-- (and rebuilds when the count disagrees: seqs may commit out of order).
CREATE TABLE jobs_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL, rewrites BIGINT NOT NULL);
INSERT INTO jobs_version (id, version, rewrites) VALUES (1, 0, 0);
-- +goose StatementBegin
CREATE FUNCTION jobs_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE jobs_version SET version = version + 1 WHERE id = 1;
    ELSE
        UPDATE jobs_version SET version = version + 1, rewrites = rewrites + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd
CREATE TRIGGER jobs_version_bump AFTER INSERT OR UPDATE OR DELETE ON jobs
    FOR EACH STATEMENT EXECUTE FUNCTION jobs_version_bump();
ALTER TABLE jobs ADD COLUMN occupation_confidence REAL;
ALTER TABLE jobs ADD COLUMN seq BIGSERIAL;
CREATE INDEX jobs_seq_idx ON jobs (seq);
DROP INDEX jobs_location_search_idx;
DROP INDEX jobs_search_idx;
ALTER TABLE jobs DROP COLUMN location_search, DROP COLUMN search;

-- +goose Down
DROP INDEX jobs_seq_idx;
ALTER TABLE jobs DROP COLUMN seq;
ALTER TABLE jobs DROP COLUMN occupation_confidence;
DROP TRIGGER jobs_version_bump ON jobs;
DROP FUNCTION jobs_version_bump();
DROP TABLE jobs_version;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || skills::text), 'B') ||
    setweight(to_tsvector('english', location || ' ' || requirements::text), 'C') ||
    setweight(to_tsvector('english', description), 'D')
) STORED;
CREATE INDEX jobs_search_idx ON jobs USING GIN (search);
ALTER TABLE jobs ADD COLUMN location_search tsvector GENERATED ALWAYS AS (to_tsvector('simple', location)) STORED;
CREATE INDEX jobs_location_search_idx ON jobs USING GIN (location_search);
