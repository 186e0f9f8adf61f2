-- +goose Up
-- Resumes built, uploaded or imported by users.
-- Times are timestamptz; lists and objects JSONB.

-- content holds personalInfo, experience, education, skills, projects and
-- certifications; conversation_history the messages of the AI resume interview.
CREATE TABLE resumes (
    id                   TEXT PRIMARY KEY,
    user_id              TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title                TEXT NOT NULL,
    content              JSONB NOT NULL DEFAULT '{}',
    template             TEXT NOT NULL DEFAULT 'modern',
    conversation_history JSONB NOT NULL DEFAULT '[]',
    is_default           BOOLEAN NOT NULL DEFAULT FALSE,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX resumes_user_created_idx ON resumes (user_id, created_at);

-- +goose Down
DROP TABLE resumes;
