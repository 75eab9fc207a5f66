-- Issue 38: a marketplace's 'Tabela de taxas' (docs/fees.md). Each row is a version in force from
-- `valid_from` (a Brasília calendar day) until the next one; rates in hundredths of a percent,
-- the boleto in cents. Versions are replaced only before their day comes (the API checks it).
CREATE TABLE fee_table_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  valid_from date NOT NULL,
  pix_hundredths integer NOT NULL CHECK (pix_hundredths BETWEEN 0 AND 10000),
  boleto_cents bigint NOT NULL CHECK (boleto_cents >= 0),
  card_1x_hundredths integer NOT NULL CHECK (card_1x_hundredths BETWEEN 0 AND 10000),
  card_2_6x_hundredths integer NOT NULL CHECK (card_2_6x_hundredths BETWEEN 0 AND 10000),
  card_7_12x_hundredths integer NOT NULL CHECK (card_7_12x_hundredths BETWEEN 0 AND 10000),
  card_13_21x_hundredths integer NOT NULL CHECK (card_13_21x_hundredths BETWEEN 0 AND 10000),
  anticipation_month_hundredths integer NOT NULL CHECK (anticipation_month_hundredths BETWEEN 0 AND 10000),
  own_hundredths integer NOT NULL CHECK (own_hundredths BETWEEN 0 AND 10000),
  fee_recipient_seller_id uuid REFERENCES sellers(id),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An own fee is collected as a split share: it needs someone to receive it.
  CHECK (own_hundredths = 0 OR fee_recipient_seller_id IS NOT NULL),
  UNIQUE (marketplace_id, valid_from)
);

-- One row per sale whose provider fee differs from the contract by a cent or more: written once
-- (a replayed webhook or a later status change finds it), the notices go with it.
CREATE TABLE fee_divergences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions(id),
  seller_id uuid NOT NULL REFERENCES sellers(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  day date NOT NULL,
  method text NOT NULL,
  installments integer NOT NULL,
  gross_cents bigint NOT NULL,
  expected_fee_cents bigint NOT NULL,
  charged_fee_cents bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fee_divergences_seller_day_idx ON fee_divergences (seller_id, day);
CREATE INDEX fee_divergences_marketplace_day_idx ON fee_divergences (marketplace_id, day);
