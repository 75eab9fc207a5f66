-- A seller's review status at the payment provider (Zoop: pending -> active | denied), kept by
-- the sellers domain from `createSeller`/`getSeller` answers and the `seller.*` webhooks. Keyed by
-- the provider's id; a seller without a row (typed id, demo seed) is taken as able to receive.
CREATE TABLE seller_provider_status (
  id_seller text PRIMARY KEY,
  status text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Seller events carry a seller, not a charge: the webhook row names it for processing.
ALTER TABLE webhook_events ADD COLUMN seller_id text;
