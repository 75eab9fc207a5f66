-- Secret API keys (issue 26, docs/developers.md): only the SHA-256 of a 256-bit secret and a short
-- display prefix are kept. The tenant is copied from the creator (a seller's or marketplace's key
-- reaches what that login reaches). Revoked and expired keys stay listed; a roll is a new row whose
-- predecessor's expiry becomes the end of the overlap.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  marketplace_id uuid,
  seller_id uuid,
  name text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  scopes text[] NOT NULL,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  rolled_from uuid REFERENCES api_keys(id) ON DELETE SET NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_owner_idx ON api_keys (owner_user_id, created_at DESC);
CREATE INDEX api_keys_marketplace_idx ON api_keys (marketplace_id, created_at DESC);
