-- Issue 42: the provider's webhook events partitioned by month of received_at
-- (docs/decisions/037-partitioned-history.md). "An event is applied once" was the primary key
-- (provider, event_id), which holds no date: it moves to webhook_event_keys, written in the same
-- statement as the event (payments/webhooks.ts storeEvent), and never dropped with a month, so a
-- provider's redelivery after the retention is still refused. The events table keeps a plain index
-- on (provider, event_id) for the lookups by event.
-- The previous release keeps working: its INSERT ... ON CONFLICT DO NOTHING has no target, which a
-- partitioned table accepts (during a rollout an old instance could store a redelivery twice;
-- applying an event reads the charge from the provider again, so the money is unchanged).
ALTER TABLE webhook_events RENAME TO webhook_events_unpartitioned;
ALTER INDEX webhook_events_pkey RENAME TO webhook_events_unpartitioned_pkey;
DROP INDEX webhook_events_pending_idx;

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
  seller_id text,
  transfer_id text,
  source text NOT NULL DEFAULT 'webhook' CHECK (source IN ('webhook', 'sweep'))
) PARTITION BY RANGE (received_at);
CREATE TABLE webhook_events_default PARTITION OF webhook_events DEFAULT;
CREATE INDEX webhook_events_event_idx ON webhook_events (provider, event_id);
CREATE INDEX webhook_events_pending_idx ON webhook_events (received_at) WHERE processed_at IS NULL;

CREATE TABLE webhook_event_keys (
  provider text NOT NULL,
  event_id text NOT NULL,
  PRIMARY KEY (provider, event_id)
);
INSERT INTO webhook_event_keys (provider, event_id) SELECT provider, event_id FROM webhook_events_unpartitioned;

INSERT INTO webhook_events (provider, event_id, type, charge_id, received_at, attempts, lease_until,
                            processed_at, outcome, seller_id, transfer_id, source)
  SELECT provider, event_id, type, charge_id, received_at, attempts, lease_until,
         processed_at, outcome, seller_id, transfer_id, source
    FROM webhook_events_unpartitioned;
DROP TABLE webhook_events_unpartitioned;

INSERT INTO partitioned_tables (name, retention_months, kind) VALUES ('webhook_events', NULL, 'log');
SELECT ensure_monthly_partitions('webhook_events', 2);
