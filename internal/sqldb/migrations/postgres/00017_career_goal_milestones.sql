-- +goose Up
-- Career goals carry their milestones (proposed from the gap to the target
-- role); a goal's progress follows them until the user sets it by hand.
-- Generated insights are replaced on each generation, interview insights on
-- each interview: source tells them apart.
ALTER TABLE career_goals ADD COLUMN progress_by_hand BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE career_milestones ADD COLUMN goal_id TEXT REFERENCES career_goals (id) ON DELETE CASCADE;
CREATE INDEX career_milestones_goal_id_idx ON career_milestones (goal_id);
ALTER TABLE career_insights ADD COLUMN source TEXT NOT NULL DEFAULT 'generated';

-- +goose Down
ALTER TABLE career_insights DROP COLUMN source;
DROP INDEX career_milestones_goal_id_idx;
ALTER TABLE career_milestones DROP COLUMN goal_id;
ALTER TABLE career_goals DROP COLUMN progress_by_hand;
