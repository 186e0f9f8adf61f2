-- +goose Up
-- Job search: the skills a posting asks for, where it came from, and a
-- weighted full-text vector (English stemming) with a GIN index.
ALTER TABLE jobs
    ADD COLUMN skills JSONB NOT NULL DEFAULT '[]',
    ADD COLUMN occupation_code TEXT,
    ADD COLUMN source TEXT NOT NULL DEFAULT 'user',
    ADD COLUMN posted_by TEXT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE jobs ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', company || ' ' || skills::text), 'B') ||
    setweight(to_tsvector('english', location || ' ' || requirements::text), 'C') ||
    setweight(to_tsvector('english', description), 'D')
) STORED;
CREATE INDEX jobs_search_idx ON jobs USING GIN (search);
-- Locations match by word prefix ("sea" finds Seattle), without stemming.
ALTER TABLE jobs ADD COLUMN location_search tsvector GENERATED ALWAYS AS (to_tsvector('simple', location)) STORED;
CREATE INDEX jobs_location_search_idx ON jobs USING GIN (location_search);
DROP INDEX jobs_posted_at_idx;
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at, id);
CREATE INDEX jobs_type_remote_posted_idx ON jobs (type, remote, posted_at, id);
CREATE INDEX jobs_source_idx ON jobs (source);

-- +goose Down
DROP INDEX jobs_source_idx;
DROP INDEX jobs_type_remote_posted_idx;
DROP INDEX jobs_posted_at_idx;
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at);
DROP INDEX jobs_location_search_idx;
DROP INDEX jobs_search_idx;
ALTER TABLE jobs DROP COLUMN location_search, DROP COLUMN search, DROP COLUMN posted_by, DROP COLUMN source,
    DROP COLUMN occupation_code, DROP COLUMN skills;
