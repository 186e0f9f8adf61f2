-- +goose Up
-- Plan usage per user and calendar month ("2026-11"), for the limits that
-- reset monthly (seed 000 §9: AI resume reviews).
CREATE TABLE billing_usage (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    month   TEXT NOT NULL,
    feature TEXT NOT NULL,
    count   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, month, feature)
);

-- An account's link to Stripe: its customer, its subscription and the plan
-- that subscription pays for (the account's plan changes only when a
-- verified webhook says the payment went through).
CREATE TABLE billing_subscriptions (
    user_id              TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    customer_id          TEXT NOT NULL UNIQUE,
    subscription_id      TEXT NOT NULL DEFAULT '',
    plan                 TEXT NOT NULL DEFAULT '',
    cancel_at_period_end BOOLEAN NOT NULL DEFAULT FALSE,
    current_period_end   TIMESTAMP,
    updated_at           TIMESTAMP NOT NULL
);

-- Webhook events already processed, so that a replay changes nothing.
CREATE TABLE billing_events (
    id           TEXT PRIMARY KEY,
    type         TEXT NOT NULL,
    outcome      TEXT NOT NULL,
    processed_at TIMESTAMP NOT NULL
);

-- +goose Down
DROP TABLE billing_events;
DROP TABLE billing_subscriptions;
DROP TABLE billing_usage;
