-- +goose Up
-- Account management: a confirmed e-mail, a pending change of address,
-- two-factor sign-in; what a session list shows; single-use links sent by
-- e-mail (reset a password, confirm an address) and recovery codes, each
-- stored as the SHA-256 of its secret only.
ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN pending_email TEXT;
ALTER TABLE users ADD COLUMN totp_secret TEXT NOT NULL DEFAULT '';
-- The last 30-second step whose code was accepted: a code works once.
ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN totp_enabled INTEGER NOT NULL DEFAULT 0;

ALTER TABLE sessions ADD COLUMN id TEXT;
ALTER TABLE sessions ADD COLUMN created_at TIMESTAMP;
ALTER TABLE sessions ADD COLUMN last_used_at TIMESTAMP;
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address TEXT NOT NULL DEFAULT '';
UPDATE sessions SET id = substr(sid, 1, 32), created_at = CURRENT_TIMESTAMP, last_used_at = CURRENT_TIMESTAMP;
CREATE UNIQUE INDEX sessions_id_key ON sessions (id);

-- purpose: reset-password, verify-email, change-email or two-factor (the
-- step between a good password and the code); email is the address the
-- link was sent to (the new address for change-email).
CREATE TABLE account_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL,
    email      TEXT NOT NULL DEFAULT '',
    expire     TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expire_idx ON account_tokens (expire);

CREATE TABLE recovery_codes (
    code_hash TEXT PRIMARY KEY,
    user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id);

-- Accounts signed in to with an OpenID Connect provider: the provider's
-- issuer and its subject (its stable id for the person).
CREATE TABLE user_identities (
    issuer     TEXT NOT NULL,
    subject    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- +goose Down
DROP TABLE user_identities;
DROP TABLE recovery_codes;
DROP TABLE account_tokens;
DROP INDEX sessions_id_key;
ALTER TABLE sessions DROP COLUMN address;
ALTER TABLE sessions DROP COLUMN user_agent;
ALTER TABLE sessions DROP COLUMN last_used_at;
ALTER TABLE sessions DROP COLUMN created_at;
ALTER TABLE sessions DROP COLUMN id;
ALTER TABLE users DROP COLUMN totp_enabled;
ALTER TABLE users DROP COLUMN totp_last_step;
ALTER TABLE users DROP COLUMN totp_secret;
ALTER TABLE users DROP COLUMN pending_email;
ALTER TABLE users DROP COLUMN email_verified;
