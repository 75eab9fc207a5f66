-- Issue 35 item 8: a customer sees the payments tied to its e-mail only once it has proved it owns
-- the address. `verified_email` is the address last proved (lowercased): a login is verified while
-- it equals its current e-mail, so any change of address (by the owner or by a manager) needs a new
-- proof without each writer having to remember it. Every existing customer starts unverified: no
-- address was ever proved, whether the person or a seller created the login.
ALTER TABLE users ADD COLUMN verified_email text;

-- One confirmation link: only the SHA-256 of its 256-bit token is kept, with the address it proves.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id)
  WHERE used_at IS NULL AND voided_at IS NULL;
