-- The /v1 rate limit shared by every instance (issue 26, docs/decisions/019): each key's token bucket
-- lives on its row, refilled and drawn by one UPDATE per call under the row's lock. `rate_granted`
-- only carries that UPDATE's verdict to its RETURNING (which sees the new row, not the old one).
-- None of these columns is indexed and the pages keep room, so the per-call write is a HOT update.
ALTER TABLE api_keys
  ADD COLUMN rate_tokens double precision,
  ADD COLUMN rate_at timestamptz,
  ADD COLUMN rate_granted boolean;
ALTER TABLE api_keys SET (fillfactor = 80);
