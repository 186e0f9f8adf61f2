-- +goose Up
-- Job search: the skills a posting asks for, where it came from, and a
-- full-text index (FTS5, Porter stemming) kept in step by triggers. The
-- location is searched through the index too (word prefixes), and results
-- rank by BM25 with the title weighing most.
ALTER TABLE jobs ADD COLUMN skills TEXT NOT NULL DEFAULT '[]';
ALTER TABLE jobs ADD COLUMN occupation_code TEXT;
ALTER TABLE jobs ADD COLUMN source TEXT NOT NULL DEFAULT 'user';
ALTER TABLE jobs ADD COLUMN posted_by TEXT REFERENCES users (id) ON DELETE SET NULL;
DROP INDEX jobs_posted_at_idx;
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at, id);
CREATE INDEX jobs_type_remote_posted_idx ON jobs (type, remote, posted_at, id);
CREATE INDEX jobs_source_idx ON jobs (source);

CREATE VIRTUAL TABLE jobs_fts USING fts5(
    title, company, location, skills, requirements, description,
    content = 'jobs', content_rowid = 'rowid',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
-- Column weights: title, company, location, skills, requirements, description.
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

-- +goose Down
DROP TRIGGER jobs_fts_update;
DROP TRIGGER jobs_fts_delete;
DROP TRIGGER jobs_fts_insert;
DROP TABLE jobs_fts;
DROP INDEX jobs_source_idx;
DROP INDEX jobs_type_remote_posted_idx;
DROP INDEX jobs_posted_at_idx;
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at);
ALTER TABLE jobs DROP COLUMN posted_by;
ALTER TABLE jobs DROP COLUMN source;
ALTER TABLE jobs DROP COLUMN occupation_code;
ALTER TABLE jobs DROP COLUMN skills;
