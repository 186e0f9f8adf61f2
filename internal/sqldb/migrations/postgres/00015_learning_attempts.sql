-- +goose Up
-- Challenge attempts are started on the server (the time limit is measured
-- from started_at) and submitted once: the graded result is stored whole so
-- that a resubmitted attempt returns it again. Streaks count calendar days
-- in the user's time zone, kept as text. A module is completed once per
-- user. Tutor sessions keep their sources and suggestions in details.
ALTER TABLE user_challenge_attempts ADD COLUMN started_at TIMESTAMPTZ;
ALTER TABLE user_challenge_attempts ADD COLUMN submitted_at TIMESTAMPTZ;
ALTER TABLE user_challenge_attempts ADD COLUMN late BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE user_challenge_attempts ADD COLUMN answers JSONB NOT NULL DEFAULT '{}';
ALTER TABLE user_challenge_attempts ADD COLUMN result JSONB;
CREATE UNIQUE INDEX user_challenge_attempts_number_key ON user_challenge_attempts (user_id, challenge_id, attempt_number);
ALTER TABLE user_learning_profile ADD COLUMN last_active_day TEXT;
CREATE UNIQUE INDEX user_learning_progress_user_module_key ON user_learning_progress (user_id, module_id);
ALTER TABLE tutor_sessions ADD COLUMN details JSONB NOT NULL DEFAULT '{}';

-- +goose Down
ALTER TABLE tutor_sessions DROP COLUMN details;
DROP INDEX user_learning_progress_user_module_key;
ALTER TABLE user_learning_profile DROP COLUMN last_active_day;
DROP INDEX user_challenge_attempts_number_key;
ALTER TABLE user_challenge_attempts DROP COLUMN result;
ALTER TABLE user_challenge_attempts DROP COLUMN answers;
ALTER TABLE user_challenge_attempts DROP COLUMN late;
ALTER TABLE user_challenge_attempts DROP COLUMN submitted_at;
ALTER TABLE user_challenge_attempts DROP COLUMN started_at;
