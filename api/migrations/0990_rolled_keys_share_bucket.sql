-- A rolled key draws from the token bucket of the key it replaced (docs/decisions/019). Before, the
-- old and the new secret were two keys with a full bucket each during the roll's overlap, and every
-- roll started a full bucket. `rate_bucket_id` names the row whose bucket a key draws from (the
-- first key of its rolls); NULL, its own. Never indexed: only the metering UPDATE reads it, by id.
ALTER TABLE api_keys ADD COLUMN rate_bucket_id uuid REFERENCES api_keys (id);
