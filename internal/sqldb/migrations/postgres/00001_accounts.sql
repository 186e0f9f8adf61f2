-- +goose Up
-- Accounts: users, their sign-in sessions, failed sign-ins (for throttling),
-- skills and notifications. Times are timestamptz; lists and objects JSONB.
CREATE TABLE users (
    id                   TEXT PRIMARY KEY,
    email                TEXT NOT NULL,
    password_hash        TEXT NOT NULL DEFAULT '',
    first_name           TEXT,
    last_name            TEXT,
    profile_image_url    TEXT,
    title                TEXT,
    location             TEXT,
    phone                TEXT,
    resume_url           TEXT,
    portfolio_url        TEXT,
    linkedin_url         TEXT,
    experience_level     TEXT,
    availability         TEXT,
    bio                  TEXT,
    skills               JSONB NOT NULL DEFAULT '[]',
    subscription_plan    TEXT NOT NULL DEFAULT 'starter',
    subscription_status  TEXT NOT NULL DEFAULT 'active',
    onboarding_completed BOOLEAN NOT NULL DEFAULT FALSE,
    onboarding_step      TEXT NOT NULL DEFAULT 'plan',
    current_title        TEXT,
    years_experience     INTEGER,
    industry             TEXT,
    career_goals         JSONB NOT NULL DEFAULT '[]',
    is_demo              BOOLEAN NOT NULL DEFAULT FALSE,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- sid is the SHA-256 of the session token; the token itself is never stored.
CREATE TABLE sessions (
    sid     TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sess    JSONB NOT NULL DEFAULT '{}',
    expire  TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expire_idx ON sessions (expire);

CREATE TABLE login_failures (
    id         BIGSERIAL PRIMARY KEY,
    email      TEXT NOT NULL,
    client     TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, created_at);
CREATE INDEX login_failures_client_idx ON login_failures (client, created_at);

CREATE TABLE skills (
    id       TEXT PRIMARY KEY,
    user_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name     TEXT NOT NULL,
    level    TEXT NOT NULL,
    category TEXT NOT NULL
);
CREATE UNIQUE INDEX skills_user_name_key ON skills (user_id, lower(name));

CREATE TABLE notifications (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title      TEXT NOT NULL,
    message    TEXT NOT NULL,
    type       TEXT NOT NULL,
    is_read    BOOLEAN NOT NULL DEFAULT FALSE,
    action_url TEXT,
    data       JSONB,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at);

-- +goose Down
DROP TABLE notifications;
DROP TABLE skills;
DROP TABLE login_failures;
DROP TABLE sessions;
DROP TABLE users;
