-- Payments engine (issue 5): transactions, idempotency keys and provider webhook events.
CREATE TABLE transactions (
  -- Our id: also the provider's reference_id and the payer's unguessable receipt id.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  link_id text REFERENCES payment_links(id),
  seller_id uuid NOT NULL REFERENCES sellers(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  status text NOT NULL CHECK (status IN ('pago', 'pendente', 'pendente_pix', 'falha', 'rejeitada', 'estornada')),
  method text NOT NULL CHECK (method IN ('pix', 'credit_card')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  fees_cents bigint NOT NULL DEFAULT 0 CHECK (fees_cents >= 0),
  net_cents bigint,
  installments integer NOT NULL DEFAULT 1 CHECK (installments BETWEEN 1 AND 21),
  card_brand text,
  card_first4 text CHECK (card_first4 ~ '^[0-9]{0,4}$'),
  card_last4 text CHECK (card_last4 ~ '^[0-9]{0,4}$'),
  card_holder text,
  payer_name text,
  payer_email text,
  payer_cpf text,
  payer_phone text,
  -- [{recipientSellerId, percentageHundredths, liable, chargeProcessingFee}] as sent with the charge.
  split_rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  provider text NOT NULL DEFAULT 'zoop',
  provider_id text,
  provider_status text,
  provider_raw jsonb,
  pix_emv text,
  failure_reason text,
  -- Money that arrived after we had told the payer it failed (expired PIX, lost answer).
  late_payment boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  expiry_lease_until timestamptz,
  paid_at timestamptz,
  failed_at timestamptz,
  expired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX transactions_provider_key ON transactions (provider, provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX transactions_seller_idx ON transactions (seller_id, created_at DESC);
CREATE INDEX transactions_marketplace_idx ON transactions (marketplace_id, created_at DESC);
CREATE INDEX transactions_created_idx ON transactions (created_at DESC);
CREATE INDEX transactions_link_idx ON transactions (link_id) WHERE link_id IS NOT NULL;
-- The expiry job's scan: only open PIX charges, by deadline.
CREATE INDEX transactions_pix_due_idx ON transactions (expires_at) WHERE status = 'pendente_pix';

CREATE TABLE idempotency_keys (
  -- 'payment:<linkId>': a payer's key only ever collides with requests for the same link.
  scope text NOT NULL,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  -- HMAC of the normalised request (never the request itself: it may hold a card number).
  request_hash text NOT NULL,
  transaction_id uuid NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'done', 'retryable')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  charge_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  processed_at timestamptz,
  outcome text,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX webhook_events_pending_idx ON webhook_events (received_at) WHERE processed_at IS NULL;
