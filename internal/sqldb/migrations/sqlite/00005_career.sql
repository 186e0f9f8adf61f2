-- +goose Up
-- Career: the career-path and learning-resource catalogues, and each user's
-- goals, plans, assessments, insights and milestones.
-- Times are UTC; lists and objects are JSON text.
CREATE TABLE career_paths (
    id              TEXT PRIMARY KEY,
    from_role       TEXT NOT NULL,
    to_role         TEXT NOT NULL,
    required_skills TEXT NOT NULL DEFAULT '[]',
    timeframe       TEXT,
    salary_increase TEXT,
    difficulty      TEXT
);
CREATE INDEX career_paths_from_role_idx ON career_paths (from_role);

CREATE TABLE learning_resources (
    id         TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    type       TEXT NOT NULL,
    url        TEXT,
    provider   TEXT,
    skill_tags TEXT NOT NULL DEFAULT '[]',
    duration   TEXT,
    rating     REAL
);

-- current_progress runs from 0 to 100.
CREATE TABLE career_goals (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title            TEXT NOT NULL,
    description      TEXT,
    target_role      TEXT,
    current_progress INTEGER NOT NULL DEFAULT 0,
    deadline         TIMESTAMP,
    status           TEXT NOT NULL DEFAULT 'active',
    ai_analysis      TEXT,
    created_at       TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at       TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_goals_user_created_idx ON career_goals (user_id, created_at);

CREATE TABLE career_plans (
    id                 TEXT PRIMARY KEY,
    user_id            TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    goal_id            TEXT REFERENCES career_goals (id) ON DELETE SET NULL,
    title              TEXT NOT NULL,
    description        TEXT,
    steps              TEXT NOT NULL DEFAULT '[]',
    estimated_duration TEXT,
    difficulty         TEXT,
    ai_recommendations TEXT,
    progress           TEXT NOT NULL DEFAULT '[]',
    created_at         TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_plans_user_created_idx ON career_plans (user_id, created_at);
CREATE INDEX career_plans_goal_id_idx ON career_plans (goal_id);

CREATE TABLE career_assessments (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type        TEXT NOT NULL,
    questions   TEXT NOT NULL DEFAULT '[]',
    responses   TEXT NOT NULL DEFAULT '[]',
    results     TEXT NOT NULL DEFAULT '{}',
    ai_insights TEXT,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_assessments_user_created_idx ON career_assessments (user_id, created_at);

-- type is market_trends, salary_intel, skill_demand or role_growth;
-- priority high, medium or low.
CREATE TABLE career_insights (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type        TEXT NOT NULL,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    data        TEXT,
    priority    TEXT NOT NULL DEFAULT 'medium',
    actionable  INTEGER NOT NULL DEFAULT 1,
    expires_at  TIMESTAMP,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_insights_user_created_idx ON career_insights (user_id, created_at);

-- status is achieved, in_progress, pending or missed; category skill, promotion,
-- certification, project or network.
CREATE TABLE career_milestones (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title       TEXT NOT NULL,
    description TEXT,
    category    TEXT NOT NULL,
    achieved_at TIMESTAMP,
    target_date TIMESTAMP,
    status      TEXT NOT NULL DEFAULT 'pending',
    impact      TEXT,
    created_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX career_milestones_user_created_idx ON career_milestones (user_id, created_at);

-- +goose Down
DROP TABLE career_milestones;
DROP TABLE career_insights;
DROP TABLE career_assessments;
DROP TABLE career_plans;
DROP TABLE career_goals;
DROP TABLE learning_resources;
DROP TABLE career_paths;
