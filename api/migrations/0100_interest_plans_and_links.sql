-- Interest plans (one default per marketplace) and payment links (issue 4).
CREATE TABLE interest_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  nome text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'ativo' CHECK (status IN ('ativo', 'inativo')),
  id_zoop text NOT NULL DEFAULT '',
  -- 21 entries {count, rateHundredths}: annual percent in hundredths for 1x..21x.
  parcelas jsonb NOT NULL CHECK (jsonb_typeof(parcelas) = 'array'),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interest_plans_marketplace_idx ON interest_plans (marketplace_id);
-- At most one default plan per marketplace.
CREATE UNIQUE INDEX interest_plans_default_key ON interest_plans (marketplace_id) WHERE is_default;

-- Marketplaces created before this migration get the standard plan (same rates as STANDARD_RATES).
INSERT INTO interest_plans (marketplace_id, nome, description, parcelas, is_default)
SELECT m.id, 'Plano padrão', 'Taxas padrão de parcelamento', (
  SELECT jsonb_agg(jsonb_build_object('count', n, 'rateHundredths', CASE WHEN n = 1 THEN 0 ELSE 1990 + (n - 2) * 75 END) ORDER BY n)
  FROM generate_series(1, 21) AS n
), true
FROM marketplaces m
WHERE NOT EXISTS (SELECT 1 FROM interest_plans p WHERE p.marketplace_id = m.id AND p.is_default);

CREATE TABLE payment_links (
  -- 128 random bits, base64url: the id is the secret that lets a payer open the link.
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  seller_id uuid NOT NULL REFERENCES sellers(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  interest_plan_id uuid REFERENCES interest_plans(id) ON DELETE SET NULL,
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 100),
  amount_cents bigint NOT NULL CHECK (amount_cents BETWEEN 1 AND 99999999),
  customer_email text,
  payment_methods text[] NOT NULL CHECK (cardinality(payment_methods) >= 1),
  parcelas_sem_juros integer NOT NULL DEFAULT 0 CHECK (parcelas_sem_juros BETWEEN 0 AND 21),
  -- [{recipientSellerId, percentageHundredths, liable, chargeProcessingFee}]
  split_rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'ativo' CHECK (status IN ('ativo', 'pendente', 'inativo')),
  type text NOT NULL DEFAULT 'pagamento' CHECK (type IN ('pagamento', 'assinatura')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX payment_links_seller_idx ON payment_links (seller_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX payment_links_marketplace_idx ON payment_links (marketplace_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX payment_links_created_idx ON payment_links (created_at DESC) WHERE deleted_at IS NULL;
