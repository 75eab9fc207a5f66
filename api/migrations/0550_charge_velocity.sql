-- Card-testing limits on public charges (issue 14): one row per counted scope of each attempt
-- (the client's address, the card's keyed fingerprint, the link), summed over a sliding window.
-- A row's weight starts pessimistic (as if declined) and is settled once the provider answers.
-- Rows past the window are pruned by the payments sweep.
CREATE TABLE charge_attempts (
  id bigserial PRIMARY KEY,
  scope_key text NOT NULL,
  weight integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charge_attempts_scope_idx ON charge_attempts (scope_key, at);
CREATE INDEX charge_attempts_at_idx ON charge_attempts (at);
