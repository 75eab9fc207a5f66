-- A renewal the provider reversed after we recorded it paid (Zoop's `reversed`, migrations/0970)
-- is settled by billing's sweep (engine/settle-reversals.ts), which looks for it every sweep: this
-- keeps that lookup to the few reversed renewal transactions, never every paid attempt.
CREATE INDEX IF NOT EXISTS transactions_reversed_renewal_idx ON transactions (subscription_charge_id)
  WHERE provider_status = 'reversed' AND subscription_charge_id IS NOT NULL;
