-- +goose Up
-- Job search moved to an in-memory index (internal/jobsearch) with its own
-- analyser, so the FTS5 index is dropped. Every process serving the
-- database rebuilds its index when jobs_version moves: every insert,
-- update and delete of a posting bumps it. A user's posting records how
-- sure the title resolver was of its occupation.
-- rewrites counts only updates and deletes: while it stands still, a
-- process adds the rows past the last rowid it has instead of rebuilding.
CREATE TABLE jobs_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, rewrites INTEGER NOT NULL);
INSERT INTO jobs_version (id, version, rewrites) VALUES (1, 0, 0);
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
ALTER TABLE jobs ADD COLUMN occupation_confidence REAL;
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;

-- +goose Down
ALTER TABLE jobs DROP COLUMN occupation_confidence;
DROP TRIGGER jobs_version_delete;
DROP TRIGGER jobs_version_update;
DROP TRIGGER jobs_version_insert;
DROP TABLE jobs_version;
CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company, location, skills, requirements, description,
    content = 'jobs', content_rowid = 'rowid',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO jobs_fts (jobs_fts) VALUES ('rebuild');
INSERT INTO jobs_fts (jobs_fts, rank) VALUES ('rank', 'bm25(10.0, 4.0, 1.0, 5.0, 2.0, 1.0)');
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_insert AFTER INSERT ON jobs BEGIN
    INSERT INTO jobs_fts (rowid, title, company, location, skills, requirements, description)
    VALUES (new.rowid, new.title, new.company, new.location, new.skills, new.requirements, new.description);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_delete AFTER DELETE ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company, location, skills, requirements, description)
    VALUES ('delete', old.rowid, old.title, old.company, old.location, old.skills, old.requirements, old.description);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER jobs_fts_update AFTER UPDATE ON jobs BEGIN
    INSERT INTO jobs_fts (jobs_fts, rowid, title, company, location, skills, requirements, description)
    VALUES ('delete', old.rowid, old.title, old.company, old.location, old.skills, old.requirements, old.description);
    INSERT INTO jobs_fts (rowid, title, company, location, skills, requirements, description)
    VALUES (new.rowid, new.title, new.company, new.location, new.skills, new.requirements, new.description);
END;
-- +goose StatementEnd
