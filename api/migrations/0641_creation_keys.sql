-- Idempotency-Key on the creation endpoints (links, buyers, sellers, subscriptions; issue 20): a
-- double click or a retry with the same key answers the first creation instead of making another.
-- The answer is kept a day (the payments sweep prunes older keys with its own).
CREATE TABLE creation_keys (
  user_id uuid NOT NULL,
  scope text NOT NULL,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  fingerprint text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
CREATE INDEX creation_keys_created_idx ON creation_keys (created_at);
