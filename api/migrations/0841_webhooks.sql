-- Outgoing webhooks (issue 26, docs/developers.md). An event and its deliveries are written in the
-- transaction of the change that causes them (an outbox, as for e-mail); the `webhooks` queue sends
-- them. Every attempt is kept for the delivery log ('Reenviar' adds attempts to the same delivery).
CREATE TABLE outbound_webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  marketplace_id uuid,
  seller_id uuid,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  events text[] NOT NULL,
  secret text NOT NULL,
  disabled_at timestamptz,
  failing_since timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbound_webhook_endpoints_seller_idx ON outbound_webhook_endpoints (seller_id) WHERE deleted_at IS NULL;
CREATE INDEX outbound_webhook_endpoints_marketplace_idx ON outbound_webhook_endpoints (marketplace_id) WHERE deleted_at IS NULL;

CREATE TABLE outbound_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  marketplace_id uuid,
  seller_id uuid,
  object_id text NOT NULL,
  sequence bigint NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (object_id, sequence)
);

CREATE TABLE outbound_webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id text NOT NULL REFERENCES outbound_webhook_events(id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES outbound_webhook_endpoints(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'entregue', 'falhou')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_status_code integer,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX outbound_webhook_deliveries_due_idx ON outbound_webhook_deliveries (next_attempt_at) WHERE status = 'pendente';
CREATE INDEX outbound_webhook_deliveries_endpoint_idx ON outbound_webhook_deliveries (endpoint_id, created_at DESC);

CREATE TABLE outbound_webhook_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL REFERENCES outbound_webhook_deliveries(id) ON DELETE CASCADE,
  status_code integer,
  duration_ms integer NOT NULL,
  response text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbound_webhook_attempts_delivery_idx ON outbound_webhook_attempts (delivery_id, created_at);
