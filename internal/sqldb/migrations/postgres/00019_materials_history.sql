-- +goose Up
-- Application materials can be edited, renamed and regenerated: every item
-- keeps its earlier versions and when it last changed.
ALTER TABLE cover_letters ADD COLUMN updated_at TIMESTAMPTZ;
ALTER TABLE application_responses ADD COLUMN updated_at TIMESTAMPTZ;
ALTER TABLE application_responses ADD COLUMN iteration_history JSONB NOT NULL DEFAULT '[]';
ALTER TABLE portfolio_summaries ADD COLUMN updated_at TIMESTAMPTZ;
ALTER TABLE portfolio_summaries ADD COLUMN iteration_history JSONB NOT NULL DEFAULT '[]';

-- +goose Down
ALTER TABLE portfolio_summaries DROP COLUMN iteration_history;
ALTER TABLE portfolio_summaries DROP COLUMN updated_at;
ALTER TABLE application_responses DROP COLUMN iteration_history;
ALTER TABLE application_responses DROP COLUMN updated_at;
ALTER TABLE cover_letters DROP COLUMN updated_at;
