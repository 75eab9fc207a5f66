-- Antecipação (issue 38): a seller's future receivables paid early by the provider, for a fee.
-- Written only by the anticipation domain; `status` only by anticipation/status.ts (its machine).
-- Money in integer cents; dates are Brasília calendar days.
CREATE TABLE anticipations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  -- The caller's Idempotency-Key, and a digest of what it asked: the same key with another body is refused.
  idempotency_key text NOT NULL,
  request_digest text NOT NULL,
  -- What was asked: an amount, or a period of expected dates (exactly one).
  requested_cents bigint CHECK (requested_cents > 0),
  expected_from date,
  expected_to date,
  status text NOT NULL DEFAULT 'solicitada'
    CHECK (status IN ('solicitada', 'em_verificacao', 'aprovada', 'paga', 'recusada')),
  -- Null until the provider answered the request.
  provider_prepayment_id text UNIQUE,
  -- The quote the request was made on, then the provider's own figures once it names them.
  gross_cents bigint NOT NULL CHECK (gross_cents >= 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  net_cents bigint NOT NULL CHECK (net_cents = gross_cents - fee_cents),
  prepayment_date date NOT NULL,
  receivables jsonb NOT NULL DEFAULT '[]',
  refusal_reason text,
  -- When the request was sent, on the provider's clock: where a lost answer is looked for.
  sent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  -- The sync job's lease (platform/db/lease-due.ts).
  lease_until timestamptz,
  UNIQUE (seller_id, idempotency_key),
  CHECK ((requested_cents IS NULL) = (expected_from IS NOT NULL AND expected_to IS NOT NULL))
);
CREATE INDEX anticipations_seller_idx ON anticipations (seller_id, created_at DESC);
CREATE INDEX anticipations_open_idx ON anticipations (updated_at)
  WHERE status IN ('solicitada', 'em_verificacao', 'aprovada');
