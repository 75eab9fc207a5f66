-- Issue 36: a sale the payer's bank contests (Zoop `dispute`) is 'em_disputa', and one whose dispute
-- was lost (Zoop `charged_back`) is 'chargeback'. Neither is a refund nor a failure, so each is a
-- status of its own, counted apart by the rollup (tx_monthly keys on status: nothing to change there).
ALTER TABLE transactions DROP CONSTRAINT transactions_status_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
  CHECK (status IN ('pago', 'pendente', 'pendente_pix', 'falha', 'rejeitada', 'estornada', 'expirada',
    'em_disputa', 'chargeback'));

-- A one-payment link keeps its place for a disputed or charged-back payment, unlike a reversal
-- (0970). A reversal is a technical undo: the money never came, so the link may be paid again. A
-- dispute is about a sale that happened: the payer received what the link sold, and a chargeback
-- is that money returned by the payer's bank afterwards, like a refund ('estornada' also keeps the
-- place). Reopening the link would let a second payer buy what the first already got, and a won
-- dispute would then find the link paid twice. So the four statuses of a sale that happened count
-- as paid here, and moving among them changes nothing.
CREATE OR REPLACE FUNCTION link_paid_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE limited boolean;
DECLARE sold text[] := ARRAY['pago', 'estornada', 'em_disputa', 'chargeback'];
BEGIN
  IF NEW.link_id IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = ANY (sold) AND NOT NEW.status = ANY (sold) THEN
    UPDATE payment_links SET paid_count = greatest(paid_count - 1, 0),
      paid_transaction_id = CASE WHEN paid_transaction_id = NEW.id THEN
        (SELECT t.id FROM transactions t
          WHERE t.link_id = NEW.link_id AND t.id <> NEW.id AND t.status = ANY (sold)
          ORDER BY t.paid_at NULLS LAST, t.created_at LIMIT 1)
        ELSE paid_transaction_id END
    WHERE id = NEW.link_id
    RETURNING usage = 'unico' OR max_payments IS NOT NULL INTO limited;
    IF limited THEN PERFORM pg_notify('pagora_link_changed', NEW.link_id); END IF;
    RETURN NULL;
  END IF;
  IF NOT NEW.status = ANY (sold) THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = ANY (sold) THEN RETURN NULL; END IF;
  UPDATE payment_links SET paid_count = paid_count + 1,
    paid_transaction_id = COALESCE(paid_transaction_id, NEW.id)
  WHERE id = NEW.link_id
  RETURNING usage = 'unico' OR max_payments IS NOT NULL INTO limited;
  -- The payer view is cached per link (payer-view-cache.ts): a link this payment closes is dropped.
  IF limited THEN PERFORM pg_notify('pagora_link_changed', NEW.link_id); END IF;
  RETURN NULL;
END $$;
