-- +goose Up
-- Jobs: the job catalogue, jobs saved by users, their applications and
-- every status change of an application.
-- Times are UTC; lists and objects are JSON text.
-- Short columns come first and the long text last, so that filtering and
-- ordering read only the first page of each row.
CREATE TABLE jobs (
    id           TEXT PRIMARY KEY,
    title        TEXT NOT NULL,
    company      TEXT NOT NULL,
    location     TEXT NOT NULL,
    salary       TEXT,
    type         TEXT NOT NULL,
    remote       INTEGER NOT NULL DEFAULT 0,
    posted_at    TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    company_logo TEXT,
    apply_url    TEXT,
    experience   TEXT,
    requirements TEXT NOT NULL DEFAULT '[]',
    benefits     TEXT NOT NULL DEFAULT '[]',
    description  TEXT NOT NULL
);
CREATE INDEX jobs_posted_at_idx ON jobs (posted_at);

-- A snapshot of the job as it was when saved; a job can be saved once per user.
CREATE TABLE saved_jobs (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id      TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    job_title   TEXT NOT NULL,
    company     TEXT NOT NULL,
    location    TEXT NOT NULL,
    salary      TEXT,
    description TEXT,
    apply_url   TEXT,
    saved_at    TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX saved_jobs_user_job_key ON saved_jobs (user_id, job_id);
CREATE INDEX saved_jobs_user_saved_idx ON saved_jobs (user_id, saved_at);

-- status is one of applied, screening, interview, offer or rejected (checked by
-- the app). job_id is NULL for applications added by hand in the tracker.
CREATE TABLE applications (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id           TEXT REFERENCES jobs (id) ON DELETE SET NULL,
    job_title        TEXT NOT NULL,
    company          TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'applied',
    applied_at       TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    last_updated     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    notes            TEXT,
    next_steps       TEXT,
    applicant_name   TEXT,
    applicant_email  TEXT,
    applicant_phone  TEXT,
    resume_url       TEXT,
    cover_letter     TEXT,
    experience       TEXT,
    availability     TEXT,
    portfolio_url    TEXT,
    linkedin_url     TEXT,
    additional_notes TEXT,
    created_at       TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX applications_user_created_idx ON applications (user_id, created_at);

-- One row per status an application has had, the first one included.
CREATE TABLE application_status_history (
    id             TEXT PRIMARY KEY,
    application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    user_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status         TEXT NOT NULL,
    changed_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX application_status_history_application_idx ON application_status_history (application_id, changed_at);
CREATE INDEX application_status_history_user_changed_idx ON application_status_history (user_id, changed_at);

-- +goose Down
DROP TABLE application_status_history;
DROP TABLE applications;
DROP TABLE saved_jobs;
DROP TABLE jobs;
