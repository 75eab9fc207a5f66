-- Issue 42: the outgoing webhooks (events, deliveries, attempts) partitioned by month of
-- created_at, technical logs dropped after the retention together
-- (docs/decisions/037-partitioned-history.md):
--   - primary keys become (id, created_at); ids stay random (`msg_` + 128 bits, uuids), looked
--     up through those keys;
--   - "events of an object are numbered 1, 2, 3…" (UNIQUE (object_id, sequence)) moves to
--     outbound_webhook_event_keys, never dropped with a month, so an object's numbering goes on
--     after its old events are gone (developers/webhooks/events.ts numbers from it);
--   - the foreign keys between the three (deliveries -> events, attempts -> deliveries) go: a
--     partition referenced by another table's rows cannot be detached, and months of the three are
--     dropped by the job independently. Their one writer (events.ts, deliver.ts) writes them in one
--     transaction; the log joins them;
--   - UNIQUE (event_id, endpoint_id) goes: a delivery is only ever written by emitWebhookEvent,
--     for an event id it has just made, once per endpoint id of a select on the endpoints' key.
-- The previous release keeps working: it inserts into the same columns, without ON CONFLICT, and
-- numbers from max(sequence) of the events, which the new code also reads during a rollout.
ALTER TABLE outbound_webhook_attempts RENAME TO outbound_webhook_attempts_unpartitioned;
ALTER TABLE outbound_webhook_deliveries RENAME TO outbound_webhook_deliveries_unpartitioned;
ALTER TABLE outbound_webhook_events RENAME TO outbound_webhook_events_unpartitioned;
ALTER TABLE outbound_webhook_attempts_unpartitioned
  RENAME CONSTRAINT outbound_webhook_attempts_pkey TO outbound_webhook_attempts_unpartitioned_pkey;
ALTER TABLE outbound_webhook_deliveries_unpartitioned
  RENAME CONSTRAINT outbound_webhook_deliveries_pkey TO outbound_webhook_deliveries_unpartitioned_pkey;
ALTER TABLE outbound_webhook_deliveries_unpartitioned
  RENAME CONSTRAINT outbound_webhook_deliveries_status_check TO outbound_webhook_deliveries_unpartitioned_status_check;
ALTER TABLE outbound_webhook_events_unpartitioned
  RENAME CONSTRAINT outbound_webhook_events_pkey TO outbound_webhook_events_unpartitioned_pkey;
ALTER TABLE outbound_webhook_events_unpartitioned
  RENAME CONSTRAINT outbound_webhook_events_object_id_sequence_key TO outbound_webhook_events_unpartitioned_seq_key;
DROP INDEX outbound_webhook_deliveries_due_idx;
DROP INDEX outbound_webhook_deliveries_endpoint_idx;
DROP INDEX outbound_webhook_deliveries_endpoint_due_idx;
DROP INDEX outbound_webhook_attempts_delivery_idx;

CREATE TABLE outbound_webhook_events (
  id text NOT NULL,
  type text NOT NULL,
  marketplace_id uuid,
  seller_id uuid,
  object_id text NOT NULL,
  sequence bigint NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE outbound_webhook_events_default PARTITION OF outbound_webhook_events DEFAULT;
CREATE INDEX outbound_webhook_events_object_idx ON outbound_webhook_events (object_id, sequence);

CREATE TABLE outbound_webhook_event_keys (
  object_id text NOT NULL,
  sequence bigint NOT NULL,
  PRIMARY KEY (object_id, sequence)
);

CREATE TABLE outbound_webhook_deliveries (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  event_id text NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES outbound_webhook_endpoints(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pendente'
    CONSTRAINT outbound_webhook_deliveries_status_check CHECK (status IN ('pendente', 'entregue', 'falhou')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_status_code integer,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE outbound_webhook_deliveries_default PARTITION OF outbound_webhook_deliveries DEFAULT;
CREATE INDEX outbound_webhook_deliveries_event_idx ON outbound_webhook_deliveries (event_id, endpoint_id);
CREATE INDEX outbound_webhook_deliveries_due_idx ON outbound_webhook_deliveries (next_attempt_at) WHERE status = 'pendente';
CREATE INDEX outbound_webhook_deliveries_endpoint_idx ON outbound_webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX outbound_webhook_deliveries_endpoint_due_idx
  ON outbound_webhook_deliveries (endpoint_id, next_attempt_at) WHERE status = 'pendente';

CREATE TABLE outbound_webhook_attempts (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  response text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE outbound_webhook_attempts_default PARTITION OF outbound_webhook_attempts DEFAULT;
CREATE INDEX outbound_webhook_attempts_delivery_idx ON outbound_webhook_attempts (delivery_id, created_at);

INSERT INTO outbound_webhook_event_keys (object_id, sequence)
  SELECT object_id, sequence FROM outbound_webhook_events_unpartitioned;
INSERT INTO outbound_webhook_events (id, type, marketplace_id, seller_id, object_id, sequence, payload, created_at)
  SELECT id, type, marketplace_id, seller_id, object_id, sequence, payload, created_at
    FROM outbound_webhook_events_unpartitioned;
INSERT INTO outbound_webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, lease_until,
                                         last_status_code, delivered_at, created_at)
  SELECT id, event_id, endpoint_id, status, attempts, next_attempt_at, lease_until,
         last_status_code, delivered_at, created_at
    FROM outbound_webhook_deliveries_unpartitioned;
INSERT INTO outbound_webhook_attempts (id, delivery_id, status_code, duration_ms, response, created_at)
  SELECT id, delivery_id, status_code, duration_ms, response, created_at FROM outbound_webhook_attempts_unpartitioned;
DROP TABLE outbound_webhook_attempts_unpartitioned;
DROP TABLE outbound_webhook_deliveries_unpartitioned;
DROP TABLE outbound_webhook_events_unpartitioned;

INSERT INTO partitioned_tables (name, retention_months, kind) VALUES
  ('outbound_webhook_events', NULL, 'log'),
  ('outbound_webhook_deliveries', NULL, 'log'),
  ('outbound_webhook_attempts', NULL, 'log');
SELECT ensure_monthly_partitions('outbound_webhook_events', 2);
SELECT ensure_monthly_partitions('outbound_webhook_deliveries', 2);
SELECT ensure_monthly_partitions('outbound_webhook_attempts', 2);
