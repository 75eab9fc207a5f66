-- Issue 28 item 7: Zoop can reverse a charge we had recorded 'pago' (a technical undo: the money
-- never came), so a payment can leave 'pago' for 'falha'. The link's count of payments (0660) only
-- ever grew: a one-payment link would stay closed as paid by a payment that never happened. A
-- payment leaving 'pago'/'estornada' for anything else now gives its place back.
CREATE OR REPLACE FUNCTION link_paid_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE limited boolean;
BEGIN
  IF NEW.link_id IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pago', 'estornada') AND NEW.status NOT IN ('pago', 'estornada') THEN
    UPDATE payment_links SET paid_count = greatest(paid_count - 1, 0),
      paid_transaction_id = CASE WHEN paid_transaction_id = NEW.id THEN
        (SELECT t.id FROM transactions t
          WHERE t.link_id = NEW.link_id AND t.id <> NEW.id AND t.status IN ('pago', 'estornada')
          ORDER BY t.paid_at NULLS LAST, t.created_at LIMIT 1)
        ELSE paid_transaction_id END
    WHERE id = NEW.link_id
    RETURNING usage = 'unico' OR max_payments IS NOT NULL INTO limited;
    IF limited THEN PERFORM pg_notify('pagora_link_changed', NEW.link_id); END IF;
    RETURN NULL;
  END IF;
  IF NEW.status NOT IN ('pago', 'estornada') THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pago', 'estornada') THEN RETURN NULL; END IF;
  UPDATE payment_links SET paid_count = paid_count + 1,
    paid_transaction_id = COALESCE(paid_transaction_id, NEW.id)
  WHERE id = NEW.link_id
  RETURNING usage = 'unico' OR max_payments IS NOT NULL INTO limited;
  -- The payer view is cached per link (payer-view-cache.ts): a link this payment closes is dropped.
  IF limited THEN PERFORM pg_notify('pagora_link_changed', NEW.link_id); END IF;
  RETURN NULL;
END $$;
