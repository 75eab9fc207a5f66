-- Billing, part 2 (issue 13): saved cards, the charge of each subscription cycle ("cobrança") and
-- the attempts made on it. Statuses and transitions: docs/billing.md.

-- A customer's saved card: only the provider's card id and what the screen shows. The number and
-- the CVV are never stored (they pass through memory to the provider's tokenizer).
CREATE TABLE saved_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  buyer_id uuid NOT NULL REFERENCES buyers(id),
  user_id uuid NOT NULL REFERENCES users(id),
  provider_card_id text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  holder_name text NOT NULL,
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  principal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX saved_cards_user_idx ON saved_cards (user_id, created_at) WHERE deleted_at IS NULL;
-- Exactly one principal card per buyer, enforced by the database, not only by the code.
CREATE UNIQUE INDEX saved_cards_one_principal ON saved_cards (buyer_id) WHERE principal AND deleted_at IS NULL;

-- A subscription's next charge date is data_cobranca; anchor_day keeps day 31 on the last day of
-- shorter months without drifting to 28 forever.
ALTER TABLE subscriptions ADD COLUMN anchor_day integer;
ALTER TABLE subscriptions ADD COLUMN cancelled_at timestamptz;
UPDATE subscriptions SET anchor_day = EXTRACT(DAY FROM data_cobranca)::int WHERE anchor_day IS NULL;
UPDATE subscriptions SET status = 'ativo' WHERE status NOT IN ('ativo', 'pendente', 'vencida', 'inativa', 'cancelada');
ALTER TABLE subscriptions ALTER COLUMN anchor_day SET NOT NULL;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('ativo', 'pendente', 'vencida', 'inativa', 'cancelada'));
CREATE INDEX subscriptions_due_idx ON subscriptions (data_cobranca) WHERE status IN ('ativo', 'vencida');
CREATE INDEX subscriptions_buyer_idx ON subscriptions (buyer_id);
CREATE INDEX subscriptions_seller_idx ON subscriptions (seller_id, created_at DESC);

-- One charge per subscription cycle; unique per (subscription, cycle date) so two sweeps, two
-- instances or a restarted process can never open the same cycle twice.
CREATE TABLE subscription_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES subscriptions(id),
  cycle_date date NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 1),
  status text NOT NULL DEFAULT 'aberta' CHECK (status IN ('aberta', 'paga', 'falhou', 'cancelada')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_on date,
  last_failure text,
  paid_transaction_id uuid REFERENCES transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subscription_id, cycle_date)
);
CREATE INDEX subscription_charges_due_idx ON subscription_charges (next_attempt_on) WHERE status = 'aberta';

-- Every attempt is written (unique per charge and number) BEFORE the provider is called; its
-- transaction id is the provider's reference, so an attempt whose answer was lost is looked up at
-- the provider instead of being charged again.
CREATE TABLE subscription_charge_attempts (
  charge_id uuid NOT NULL REFERENCES subscription_charges(id),
  attempt_no integer NOT NULL,
  transaction_id uuid NOT NULL UNIQUE,
  origin text NOT NULL CHECK (origin IN ('engine', 'customer')),
  outcome text NOT NULL DEFAULT 'em_andamento'
    CHECK (outcome IN ('em_andamento', 'pago', 'recusado', 'recusado_definitivo', 'sem_cartao', 'indisponivel')),
  decline_reason text,
  lease_until timestamptz NOT NULL,
  -- The customer's Idempotency-Key on 'Pagar': a second click replays the first outcome.
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (charge_id, attempt_no)
);
CREATE INDEX subscription_charge_attempts_open_idx ON subscription_charge_attempts (lease_until)
  WHERE outcome = 'em_andamento';

-- Transactions made by the engine name their charge (they have no payment link).
ALTER TABLE transactions ADD COLUMN subscription_charge_id uuid REFERENCES subscription_charges(id);
