-- Money out (issue 25): a seller's bank accounts and payouts ('Sacar'). Written only by the
-- payouts domain (docs/decisions/012). Money in integer cents.
CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  -- The provider's bank account (Zoop: tokenized, then attached to the seller).
  provider_account_id text NOT NULL,
  holder_name text NOT NULL,
  taxpayer_id text NOT NULL,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  routing_number text NOT NULL,
  account_last4 text NOT NULL,
  type text NOT NULL CHECK (type IN ('checking', 'savings')),
  is_default boolean NOT NULL DEFAULT false,
  -- A new account's first payout waits 24 hours (a stolen session cannot empty the balance at once).
  payouts_allowed_from timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Removed accounts stay: past payouts name them.
  removed_at timestamptz
);
CREATE INDEX bank_accounts_seller_idx ON bank_accounts (seller_id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX bank_accounts_one_default ON bank_accounts (seller_id)
  WHERE is_default AND removed_at IS NULL;

CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  bank_account_id uuid NOT NULL REFERENCES bank_accounts (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'pago', 'falhou')),
  failure_reason text,
  -- The caller's Idempotency-Key (or `transfer:<id>` for a transfer the provider made by itself).
  idempotency_key text NOT NULL,
  -- Null until the provider answered: the sweep then looks the transfer up by our id.
  provider_transfer_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT payouts_idempotency UNIQUE (seller_id, idempotency_key)
);
CREATE INDEX payouts_seller_idx ON payouts (seller_id, created_at DESC);
CREATE INDEX payouts_pending_idx ON payouts (created_at) WHERE status = 'pendente';
CREATE UNIQUE INDEX payouts_transfer_idx ON payouts (provider_transfer_id)
  WHERE provider_transfer_id IS NOT NULL;

-- Transfer webhooks (payments stores every provider event; payouts applies these).
ALTER TABLE webhook_events ADD COLUMN transfer_id text;
