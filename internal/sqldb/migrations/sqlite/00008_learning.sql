-- +goose Up
-- Learning: paths and their modules, skill challenges, each user's progress,
-- attempts, learning profile and recommendations, and AI tutor sessions.
-- Times are UTC; lists and objects are JSON text.

-- estimated_time is in hours.
CREATE TABLE learning_paths (
    id             TEXT PRIMARY KEY,
    title          TEXT NOT NULL,
    description    TEXT NOT NULL,
    difficulty     TEXT NOT NULL,
    estimated_time INTEGER NOT NULL,
    skills         TEXT NOT NULL DEFAULT '[]',
    total_modules  INTEGER NOT NULL
);

-- duration is in minutes. The seed's order field is sort_order here: ORDER is
-- a reserved word in SQL.
CREATE TABLE learning_modules (
    id            TEXT PRIMARY KEY,
    path_id       TEXT REFERENCES learning_paths (id) ON DELETE CASCADE,
    title         TEXT NOT NULL,
    description   TEXT NOT NULL,
    content       TEXT NOT NULL DEFAULT '{}',
    type          TEXT NOT NULL,
    difficulty    TEXT NOT NULL,
    duration      INTEGER NOT NULL,
    sort_order    INTEGER NOT NULL,
    prerequisites TEXT NOT NULL DEFAULT '[]',
    skills        TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX learning_modules_path_idx ON learning_modules (path_id, sort_order);

-- time_spent is in minutes.
CREATE TABLE user_learning_progress (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    path_id      TEXT REFERENCES learning_paths (id) ON DELETE CASCADE,
    module_id    TEXT REFERENCES learning_modules (id) ON DELETE CASCADE,
    status       TEXT NOT NULL,
    progress     INTEGER NOT NULL DEFAULT 0,
    time_spent   INTEGER NOT NULL DEFAULT 0,
    completed_at TIMESTAMP,
    score        INTEGER
);
CREATE INDEX user_learning_progress_user_path_idx ON user_learning_progress (user_id, path_id);
CREATE INDEX user_learning_progress_path_id_idx ON user_learning_progress (path_id);

-- difficulty is a number (3 or less easy, 7 or less medium, else hard);
-- time_limit is in minutes.
CREATE TABLE skill_challenges (
    id                  TEXT PRIMARY KEY,
    title               TEXT NOT NULL,
    description         TEXT NOT NULL,
    skill               TEXT NOT NULL,
    type                TEXT NOT NULL,
    difficulty          INTEGER NOT NULL,
    xp_reward           INTEGER NOT NULL,
    time_limit          INTEGER NOT NULL,
    content             TEXT NOT NULL DEFAULT '{}',
    unlock_requirements TEXT
);

CREATE TABLE user_challenge_attempts (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    challenge_id   TEXT REFERENCES skill_challenges (id) ON DELETE CASCADE,
    score          INTEGER NOT NULL,
    time_spent     INTEGER NOT NULL,
    completed      INTEGER NOT NULL DEFAULT 0,
    xp_earned      INTEGER NOT NULL,
    attempt_number INTEGER NOT NULL,
    created_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX user_challenge_attempts_user_created_idx ON user_challenge_attempts (user_id, created_at);
CREATE INDEX user_challenge_attempts_user_challenge_idx ON user_challenge_attempts (user_id, challenge_id);

CREATE TABLE user_learning_profile (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    learning_style   TEXT NOT NULL,
    preferred_pace   TEXT NOT NULL,
    total_xp         INTEGER NOT NULL DEFAULT 0,
    level            INTEGER NOT NULL DEFAULT 1,
    current_streak   INTEGER NOT NULL DEFAULT 0,
    longest_streak   INTEGER NOT NULL DEFAULT 0,
    last_active_date TIMESTAMP,
    skill_badges     TEXT NOT NULL DEFAULT '[]',
    achievements     TEXT NOT NULL DEFAULT '[]',
    weak_areas       TEXT NOT NULL DEFAULT '[]',
    strong_areas     TEXT NOT NULL DEFAULT '[]'
);
CREATE UNIQUE INDEX user_learning_profile_user_id_key ON user_learning_profile (user_id);

CREATE TABLE learning_recommendations (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    module_id           TEXT REFERENCES learning_modules (id) ON DELETE CASCADE,
    challenge_id        TEXT REFERENCES skill_challenges (id) ON DELETE CASCADE,
    recommendation_type TEXT NOT NULL,
    reason              TEXT NOT NULL,
    priority            TEXT NOT NULL,
    ai_generated        INTEGER NOT NULL DEFAULT 1,
    viewed              INTEGER NOT NULL DEFAULT 0,
    accepted            INTEGER NOT NULL DEFAULT 0,
    expires_at          TIMESTAMP
);
CREATE INDEX learning_recommendations_user_id_idx ON learning_recommendations (user_id);

-- helpful is NULL until the user rates the answer.
CREATE TABLE tutor_sessions (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    question            TEXT NOT NULL,
    context             TEXT,
    ai_response         TEXT NOT NULL,
    recommendations     TEXT NOT NULL DEFAULT '[]',
    helpful             INTEGER,
    follow_up_questions TEXT NOT NULL DEFAULT '[]',
    created_at          TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX tutor_sessions_user_created_idx ON tutor_sessions (user_id, created_at);

-- +goose Down
DROP TABLE tutor_sessions;
DROP TABLE learning_recommendations;
DROP TABLE user_learning_profile;
DROP TABLE user_challenge_attempts;
DROP TABLE skill_challenges;
DROP TABLE user_learning_progress;
DROP TABLE learning_modules;
DROP TABLE learning_paths;
