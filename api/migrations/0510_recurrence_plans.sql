-- Recurrence plans (issue 12) and the subscriptions that charge them (their engine is issue 13;
-- the table exists now so a plan with active subscriptions is really refused removal).
CREATE TABLE recurrence_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  nome text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount_cents bigint NOT NULL CHECK (amount_cents BETWEEN 1 AND 99999999),
  frequency text NOT NULL CHECK (frequency IN ('diario', 'mensal')),
  "interval" integer NOT NULL CHECK ("interval" BETWEEN 1 AND 3650),
  payment_methods text[] NOT NULL DEFAULT ARRAY['credit'],
  status text NOT NULL DEFAULT 'ativo' CHECK (status IN ('ativo', 'pendente', 'inativo')),
  -- The provider's plan id when the plan is mirrored there; empty: 'Sem ID Zoop'.
  id_zoop_plano_assinatura text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recurrence_plans_owner_idx ON recurrence_plans (owner_user_id, created_at DESC);
CREATE INDEX recurrence_plans_marketplace_idx ON recurrence_plans (marketplace_id, created_at DESC);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plano_id uuid NOT NULL REFERENCES recurrence_plans(id),
  seller_id uuid NOT NULL REFERENCES sellers(id),
  buyer_id uuid NOT NULL REFERENCES buyers(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  payment_methods text[] NOT NULL DEFAULT ARRAY['credit'],
  data_cobranca date NOT NULL,
  data_vencimento date,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 1),
  status text NOT NULL DEFAULT 'ativo',
  id_juros uuid REFERENCES interest_plans(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_plan_idx ON subscriptions (plano_id, status);
