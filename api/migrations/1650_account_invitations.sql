-- Issue 41: a buyer's or seller's login made by someone else is an invitation. The person sets
-- their own password through the link e-mailed to them (a password_resets row valid as long as
-- the invitation); until then the row is pending and the list offers 'Reenviar convite'.
-- Written only by accounts/invitations.
CREATE TABLE account_invitations (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  invited_by uuid REFERENCES users (id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  -- The link works until then; a resend moves it.
  expires_at timestamptz NOT NULL,
  -- The person set a password through the link (or signed in with one given by an API caller).
  accepted_at timestamptz
);
