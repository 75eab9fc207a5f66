-- Interest plans with owners and a choice per user, and the audit trail (issue 12).

-- A plan belongs to the login that created it (a seller or a marketplace owner). Plans created
-- with a marketplace (the standard one) belong to its owner.
ALTER TABLE interest_plans ADD COLUMN owner_user_id uuid REFERENCES users(id);
UPDATE interest_plans p SET owner_user_id = (
  SELECT u.id FROM users u
  WHERE u.marketplace_id = p.marketplace_id AND u.cargo = 'marketplace'
  ORDER BY u.created_at, u.id LIMIT 1
) WHERE owner_user_id IS NULL;
CREATE INDEX interest_plans_owner_idx ON interest_plans (owner_user_id, created_at DESC);

-- 'Usar nos meus links' of a seller: the plan its new links are priced with (else its
-- marketplace's default). A marketplace owner's choice is its marketplace's default plan.
ALTER TABLE users ADD COLUMN interest_plan_id uuid REFERENCES interest_plans(id);
CREATE INDEX users_interest_plan_idx ON users (interest_plan_id) WHERE interest_plan_id IS NOT NULL;
CREATE INDEX payment_links_interest_plan_idx ON payment_links (interest_plan_id) WHERE deleted_at IS NULL;

-- Who changed what, when, and how many open links it touched. Append-only: the application only
-- inserts; the trigger refuses any UPDATE or DELETE, whoever runs it.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entidade text NOT NULL,
  entidade_id text NOT NULL,
  acao text NOT NULL,
  actor_user_id uuid,
  actor_nome text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now(),
  -- [{campo, antes, depois}]: per field, and per installment ('3x') for rates.
  mudancas jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(mudancas) = 'array'),
  links_afetados integer NOT NULL DEFAULT 0,
  -- Who may read the row: the entity's marketplace and its owner login.
  marketplace_id uuid,
  owner_user_id uuid
);
CREATE INDEX audit_log_entity_idx ON audit_log (entidade, entidade_id, at DESC, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
