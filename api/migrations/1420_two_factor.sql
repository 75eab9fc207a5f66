-- Two-step sign-in (issue 39), written only by accounts/two-factor. users.two_factor_enabled_at
-- (migrations/1400) says whether a person has a second factor; these rows are the factors.

-- A person's authenticator app: the TOTP secret encrypted with AES-256-GCM (a random IV per write),
-- pending until a code of it is confirmed. `last_used_step` is the 30-second step of the last code
-- accepted: a code is good once, even inside its window.
CREATE TABLE two_factor_totp (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_iv text NOT NULL,
  secret_tag text NOT NULL,
  secret_ciphertext text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten one-time recovery codes per person, kept only as keyed hashes.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);

-- A person's passkeys (WebAuthn credentials) used as a second factor.
CREATE TABLE two_factor_passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX two_factor_passkeys_user_idx ON two_factor_passkeys (user_id);

-- Short-lived, single-use challenges: a login waiting for its second step (`login`, named to the
-- client by a random token kept here only as its hash) and a passkey registration (`passkey`).
-- `webauthn_challenge` is the WebAuthn challenge last issued for it.
CREATE TABLE two_factor_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login', 'passkey')),
  webauthn_challenge text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id, purpose);

-- Wrong codes per person, counted here so every API instance shares the limit.
CREATE TABLE two_factor_failures (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_failures_user_idx ON two_factor_failures (user_id, at);
