-- Issue 20, the payer's page.
--
-- A link is for one payment ('unico', the default when it names a customer) or for many
-- ('multiplo', a product link), optionally up to `max_payments` and until `expires_at`. Links made
-- before this stay 'multiplo' without limits: that is how they behaved.
ALTER TABLE payment_links ADD COLUMN usage text NOT NULL DEFAULT 'multiplo'
  CHECK (usage IN ('unico', 'multiplo'));
ALTER TABLE payment_links ADD COLUMN max_payments integer CHECK (max_payments IS NULL OR max_payments > 0);
ALTER TABLE payment_links ADD COLUMN expires_at timestamptz;
-- Payments the link has taken (paid, refunded or not) and the first of them, whose receipt a paid
-- one-payment link shows. Kept by the trigger below in the same database transaction as the status.
ALTER TABLE payment_links ADD COLUMN paid_count integer NOT NULL DEFAULT 0;
ALTER TABLE payment_links ADD COLUMN paid_transaction_id uuid;

-- A PIX code that ran out unpaid is 'expirada', not a decline ('falha').
ALTER TABLE transactions DROP CONSTRAINT transactions_status_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
  CHECK (status IN ('pago', 'pendente', 'pendente_pix', 'falha', 'rejeitada', 'estornada', 'expirada'));
UPDATE transactions SET status = 'expirada'
  WHERE status = 'falha' AND method = 'pix' AND failure_reason = 'expired';

-- Who asked for a PIX code: a keyed hash of the payer's browser token, so a reload finds the same
-- open code for that payer and never hands it to another payer of the same link.
ALTER TABLE transactions ADD COLUMN payer_key text;
CREATE INDEX transactions_open_pix_payer_idx ON transactions (link_id, payer_key)
  WHERE status = 'pendente_pix' AND payer_key IS NOT NULL;

UPDATE payment_links l SET paid_count = p.n, paid_transaction_id = p.first_id
FROM (
  SELECT link_id, count(*)::int AS n, (array_agg(id ORDER BY paid_at NULLS LAST, created_at))[1] AS first_id
  FROM transactions WHERE link_id IS NOT NULL AND status IN ('pago', 'estornada') GROUP BY link_id
) p
WHERE p.link_id = l.id;

CREATE FUNCTION link_paid_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE limited boolean;
BEGIN
  IF NEW.link_id IS NULL OR NEW.status NOT IN ('pago', 'estornada') THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pago', 'estornada') THEN RETURN NULL; END IF;
  UPDATE payment_links SET paid_count = paid_count + 1,
    paid_transaction_id = COALESCE(paid_transaction_id, NEW.id)
  WHERE id = NEW.link_id
  RETURNING usage = 'unico' OR max_payments IS NOT NULL INTO limited;
  -- The payer view is cached per link (payer-view-cache.ts): a link this payment closes is dropped.
  IF limited THEN PERFORM pg_notify('pagora_link_changed', NEW.link_id); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_link_paid AFTER INSERT OR UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION link_paid_trigger();
