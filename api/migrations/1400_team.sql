-- A team per business (issue 39). The seller, marketplace or admin login is the account; people
-- act for it through a membership with one role. The account's own login is its owner and has no
-- row here. Written only by the team domain; read by the session guard (accounts/auth).
CREATE TABLE team_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The business: its own login (a seller's, a marketplace's or a platform admin's user).
  account_user_id uuid NOT NULL REFERENCES users (id),
  -- The person acting for it.
  user_id uuid NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'finance', 'developer', 'support')),
  -- A 'finance' member's refund limit; null: no refunds beyond what its role allows.
  refund_limit_cents bigint CHECK (refund_limit_cents >= 0),
  invited_by uuid REFERENCES users (id),
  invited_at timestamptz NOT NULL DEFAULT now(),
  -- The invitation must be accepted (password set, or a login) before this instant.
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  removed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (account_user_id <> user_id),
  UNIQUE (account_user_id, user_id)
);
CREATE INDEX team_members_user_idx ON team_members (user_id) WHERE removed_at IS NULL;

-- The membership a session acts through (null: the login acts as itself), and when it was last used.
ALTER TABLE sessions ADD COLUMN membership_id uuid REFERENCES team_members (id);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
CREATE INDEX sessions_membership_idx ON sessions (membership_id) WHERE membership_id IS NOT NULL;

-- A login made by an invitation: it belongs to no business of its own, only to its memberships.
ALTER TABLE users ADD COLUMN member_only boolean NOT NULL DEFAULT false;
-- An account's owner requires two-step sign-in of every member of its team.
ALTER TABLE users ADD COLUMN team_two_factor_required boolean NOT NULL DEFAULT false;
-- Set while the login has a second factor (accounts/two-factor); the guard reads only this.
ALTER TABLE users ADD COLUMN two_factor_enabled_at timestamptz;
