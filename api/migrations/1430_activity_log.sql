-- 'Atividade' (issue 39): what each person did for a business. Written only by the activity
-- domain's recorder (after every successful change) and by a login's notice; read by 'Atividade'.
-- The actor's name and e-mail are copied: the row says who it was even after the person changes.
CREATE TABLE activity_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The business acted for (the principal's account: a seller, a marketplace or the platform).
  account_user_id uuid NOT NULL REFERENCES users (id),
  actor_user_id uuid NOT NULL,
  actor_name text NOT NULL,
  actor_email text NOT NULL,
  team_role text NOT NULL CHECK (team_role IN ('owner', 'admin', 'finance', 'developer', 'support')),
  kind text NOT NULL CHECK (
    kind IN ('login', 'refund', 'payout', 'keys_webhooks', 'team', 'settings', 'sales', 'management', 'privacy', 'other')
  ),
  action text NOT NULL,
  method text NOT NULL,
  -- The route's pattern ('POST /api/transactions/:id/refund'); '' for a login.
  route text NOT NULL,
  -- The route's :id (a login's session id), when there is one.
  object_id text,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_account_idx ON activity_log (account_user_id, id DESC);
-- One login row per session, however many times its notice runs.
CREATE UNIQUE INDEX activity_log_login_once ON activity_log (object_id) WHERE kind = 'login';

-- Append-only, whoever runs the statement: no route, job or person edits or removes what happened.
CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only';
END;
$$;
CREATE TRIGGER activity_log_no_change BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
