-- +goose Up
-- Application materials: generated cover letters, application responses and
-- portfolio summaries.
-- Times are timestamptz; lists and objects JSONB.

-- content is the letter text.
CREATE TABLE cover_letters (
    id                TEXT PRIMARY KEY,
    user_id           TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id            TEXT REFERENCES jobs (id) ON DELETE SET NULL,
    title             TEXT NOT NULL,
    content           TEXT NOT NULL,
    job_title         TEXT,
    company           TEXT,
    tone              TEXT NOT NULL DEFAULT 'professional',
    template          TEXT NOT NULL DEFAULT 'standard',
    customizations    JSONB,
    generation_params JSONB,
    iteration_history JSONB NOT NULL DEFAULT '[]',
    is_default        BOOLEAN NOT NULL DEFAULT FALSE,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX cover_letters_user_created_idx ON cover_letters (user_id, created_at);

CREATE TABLE application_responses (
    id                 TEXT PRIMARY KEY,
    user_id            TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id             TEXT REFERENCES jobs (id) ON DELETE SET NULL,
    question           TEXT NOT NULL,
    response           TEXT NOT NULL,
    response_type      TEXT NOT NULL,
    word_limit         INTEGER,
    tone_guidance      TEXT,
    keywords           JSONB NOT NULL DEFAULT '[]',
    refinement_notes   TEXT,
    generation_context JSONB,
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX application_responses_user_created_idx ON application_responses (user_id, created_at);

CREATE TABLE portfolio_summaries (
    id                 TEXT PRIMARY KEY,
    user_id            TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title              TEXT NOT NULL,
    description        TEXT NOT NULL,
    projects           JSONB NOT NULL DEFAULT '[]',
    layout             TEXT NOT NULL DEFAULT 'grid',
    theme              TEXT NOT NULL DEFAULT 'modern',
    highlighted_skills JSONB NOT NULL DEFAULT '[]',
    target_audience    TEXT,
    call_to_action     TEXT,
    generated_summary  TEXT,
    seo_keywords       JSONB NOT NULL DEFAULT '[]',
    customizations     JSONB,
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_summaries_user_created_idx ON portfolio_summaries (user_id, created_at);

-- +goose Down
DROP TABLE portfolio_summaries;
DROP TABLE application_responses;
DROP TABLE cover_letters;
