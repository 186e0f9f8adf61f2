-- +goose Up
-- Achievements: categories, the achievement catalogue and what each user has
-- unlocked or is working towards.
-- Times are UTC; lists and objects are JSON text.
CREATE TABLE achievement_categories (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT,
    icon        TEXT NOT NULL,
    color       TEXT NOT NULL DEFAULT '#0A2540',
    sort_order  INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX achievement_categories_name_key ON achievement_categories (name);

-- category holds an achievement_categories name; rarity is common, rare, epic
-- or legendary.
CREATE TABLE achievements (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    category    TEXT NOT NULL,
    icon        TEXT NOT NULL,
    criteria    TEXT NOT NULL DEFAULT '{}',
    rarity      TEXT NOT NULL DEFAULT 'common',
    points      INTEGER NOT NULL DEFAULT 10,
    is_active   INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX achievements_category_idx ON achievements (category);

-- unlocked_at is NULL while an achievement is still locked; progress runs
-- from 0 to 100.
CREATE TABLE user_achievements (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    achievement_id TEXT NOT NULL REFERENCES achievements (id) ON DELETE CASCADE,
    unlocked_at    TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    progress       INTEGER,
    metadata       TEXT,
    is_visible     INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX user_achievements_user_achievement_key ON user_achievements (user_id, achievement_id);
CREATE INDEX user_achievements_user_unlocked_idx ON user_achievements (user_id, unlocked_at);

-- +goose Down
DROP TABLE user_achievements;
DROP TABLE achievements;
DROP TABLE achievement_categories;
