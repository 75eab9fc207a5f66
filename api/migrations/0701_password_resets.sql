-- Password reset (issue 23): only the SHA-256 of the 256-bit token is kept. A request voids the
-- user's earlier open ones; a reset marks its row used in the transaction that sets the password.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL AND voided_at IS NULL;
