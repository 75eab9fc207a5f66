-- Issue 36: a provider event whose webhook never arrived is found again by a sweep of the
-- provider's event list (payments/event-sweep.ts). One row per provider: the watermark (the time of
-- the newest event processed with every older listed event processed too), the sweep's lease (one
-- instance at a time) and when it last ran (the sweeps of all instances share one pace).
CREATE TABLE provider_event_watermarks (
  provider text PRIMARY KEY,
  since timestamptz NOT NULL,
  lease_until timestamptz,
  last_run_at timestamptz
);
-- Events before this deploy came by webhook as before; the first sweep reads from here on.
INSERT INTO provider_event_watermarks (provider, since) VALUES ('zoop', now());

-- How an event reached us: 'webhook' (delivered) or 'sweep' (listed, its delivery lost or late):
-- how many webhooks Zoop loses is `count(*) WHERE source = 'sweep'`.
ALTER TABLE webhook_events ADD COLUMN source text NOT NULL DEFAULT 'webhook'
  CHECK (source IN ('webhook', 'sweep'));
