-- +goose Up
-- What the achievement engine needs beyond the tables of 00007.
--
-- user_activity records what a user did that no other table keeps (a resume
-- PDF downloaded, a resume uploaded, a LinkedIn export imported), so that
-- rules can count it.
CREATE TABLE user_activity (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX user_activity_user_kind_idx ON user_activity (user_id, kind);

-- A notification made by an event carries a key naming the event
-- (achievement:<id>, interview:<application>:<date>): a retried event finds
-- its key taken and adds nothing.
ALTER TABLE notifications ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX notifications_user_dedupe_key ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

-- The date of the interview, when the user gives one with the interview
-- stage (for the reminder).
ALTER TABLE applications ADD COLUMN interview_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE applications DROP COLUMN interview_at;
DROP INDEX notifications_user_dedupe_key;
ALTER TABLE notifications DROP COLUMN dedupe_key;
DROP TABLE user_activity;
