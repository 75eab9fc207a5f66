-- Reconciliation (issue 13): charges left pendente / pendente_pix for over a minute, and card
-- charges failed as 'provider_unavailable' (outcome unknown: the provider may have charged), are
-- re-read at the provider. `reconcile_after` is both the lease and the back-off: the next time a
-- sweep may look at the row again.
ALTER TABLE transactions ADD COLUMN reconcile_after timestamptz;
CREATE INDEX transactions_open_idx ON transactions (created_at)
  WHERE status IN ('pendente', 'pendente_pix') OR failure_reason = 'provider_unavailable';

-- A subscription charge's transactions (the engine's recovery, the customer's history).
CREATE INDEX transactions_subscription_charge_idx ON transactions (subscription_charge_id)
  WHERE subscription_charge_id IS NOT NULL;
