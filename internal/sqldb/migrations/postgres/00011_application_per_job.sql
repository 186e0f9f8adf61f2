-- +goose Up
-- A user applies to a posting once: a double-submitted apply form must not
-- make two applications. Applications added by hand (no job) are free.
CREATE UNIQUE INDEX applications_user_job_key ON applications (user_id, job_id) WHERE job_id IS NOT NULL;

-- +goose Down
DROP INDEX applications_user_job_key;
