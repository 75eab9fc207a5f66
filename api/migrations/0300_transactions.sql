-- Transactions back office (issue 10): refunds, late-PIX review and the monthly rollup.

ALTER TABLE transactions
  ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  ADD COLUMN late_reviewed_at timestamptz,
  ADD COLUMN late_reviewed_by uuid REFERENCES users(id);
ALTER TABLE transactions ADD CONSTRAINT transactions_refund_le_amount CHECK (refunded_cents <= amount_cents);
-- A customer's own payments are found by the e-mail they paid with.
CREATE INDEX transactions_payer_email_idx ON transactions (lower(payer_email), created_at DESC) WHERE payer_email IS NOT NULL;
CREATE INDEX transactions_late_idx ON transactions (created_at DESC) WHERE late_payment AND late_reviewed_at IS NULL;

-- One row per refund attempt, written before the provider is called (attempt first).
CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL REFERENCES transactions(id),
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 255),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  state text NOT NULL CHECK (state IN ('pending', 'done', 'failed')),
  requested_by uuid REFERENCES users(id),
  failure text,
  provider_raw jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transaction_id, idempotency_key)
);

-- Monthly rollup (ADR 005): counts and cents per Sao Paulo month, seller, status and method, kept
-- by triggers in the same database transaction as every insert and status, amount or refund change.
CREATE TABLE tx_monthly (
  month date NOT NULL,
  seller_id uuid NOT NULL,
  marketplace_id uuid NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  tx_count bigint NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL,
  PRIMARY KEY (month, seller_id, status, method)
);
CREATE INDEX tx_monthly_seller_idx ON tx_monthly (seller_id, month);
CREATE INDEX tx_monthly_marketplace_idx ON tx_monthly (marketplace_id, month);

CREATE FUNCTION tx_month(at timestamptz) RETURNS date LANGUAGE sql STABLE AS
  $$ SELECT date_trunc('month', at AT TIME ZONE 'America/Sao_Paulo')::date $$;

CREATE FUNCTION tx_monthly_add(m date, s uuid, mk uuid, st text, me text, n bigint, amt bigint, ref bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO tx_monthly AS r (month, seller_id, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, s, mk, st, me, n, amt, ref)
  ON CONFLICT (month, seller_id, status, method) DO UPDATE SET
    tx_count = r.tx_count + EXCLUDED.tx_count,
    amount_cents = r.amount_cents + EXCLUDED.amount_cents,
    refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents
$$;

CREATE FUNCTION tx_monthly_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tx_monthly_add(tx_month(OLD.created_at), OLD.seller_id, OLD.marketplace_id, OLD.status, OLD.method,
      -1, -OLD.amount_cents, -OLD.refunded_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tx_monthly_add(tx_month(NEW.created_at), NEW.seller_id, NEW.marketplace_id, NEW.status, NEW.method,
      1, NEW.amount_cents, NEW.refunded_cents);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER tx_monthly_insert AFTER INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION tx_monthly_trigger();
CREATE TRIGGER tx_monthly_delete AFTER DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION tx_monthly_trigger();
CREATE TRIGGER tx_monthly_update AFTER UPDATE ON transactions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.seller_id IS DISTINCT FROM NEW.seller_id OR OLD.method IS DISTINCT FROM NEW.method)
  EXECUTE FUNCTION tx_monthly_trigger();

INSERT INTO tx_monthly (month, seller_id, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
SELECT tx_month(created_at), seller_id, min(marketplace_id::text)::uuid, status, method, count(*), sum(amount_cents), sum(refunded_cents)
FROM transactions GROUP BY 1, 2, 4, 5;
