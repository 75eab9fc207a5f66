-- A refund left 'pending' (the process or the database failed after the provider's void) is
-- re-read at the provider by the payments sweep; reconcile_after leases it between two looks.
ALTER TABLE refunds ADD COLUMN IF NOT EXISTS reconcile_after timestamptz;
CREATE INDEX IF NOT EXISTS refunds_pending_idx ON refunds (created_at) WHERE state = 'pending';
