-- +goose Up
-- Resumes built, uploaded or imported by users.
-- Times are UTC; lists and objects are JSON text.

-- content holds personalInfo, experience, education, skills, projects and
-- certifications; conversation_history the messages of the AI resume interview.
CREATE TABLE resumes (
    id                   TEXT PRIMARY KEY,
    user_id              TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title                TEXT NOT NULL,
    content              TEXT NOT NULL DEFAULT '{}',
    template             TEXT NOT NULL DEFAULT 'modern',
    conversation_history TEXT NOT NULL DEFAULT '[]',
    is_default           INTEGER NOT NULL DEFAULT 0,
    created_at           TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at           TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX resumes_user_created_idx ON resumes (user_id, created_at);

-- +goose Down
DROP TABLE resumes;
