-- Issue 36 item 2: a payout whose transfer answer was lost is 'em_verificacao' ('Em verificação'):
-- Zoop does not deduplicate transfers, so it is never sent again; a sweep matches it in the
-- seller's transfer list (amount, account, time), a transfer webhook matches it, or an operator
-- decides. Its amount stays out of the available balance meanwhile.
ALTER TABLE payouts DROP CONSTRAINT IF EXISTS payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
  CHECK (status IN ('pendente', 'em_verificacao', 'pago', 'falhou'));

-- When we sent the transfer, on the provider's clock: the centre of the matching window. Set with
-- the row (the POST follows it at once), so a crash between the two can never lead to a resend.
ALTER TABLE payouts ADD COLUMN sent_at timestamptz;
UPDATE payouts SET sent_at = created_at WHERE idempotency_key NOT LIKE 'transfer:%';

CREATE INDEX payouts_verification_idx ON payouts (seller_id, sent_at) WHERE status = 'em_verificacao';
