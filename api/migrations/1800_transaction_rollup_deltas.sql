-- Issue 42: the marketplace's and the admin's monthly rollups (1780) were shared rows updated inside
-- every payment's transaction. Every status change of any sale of a marketplace updated the same
-- (month, marketplace, status, method) row and held its lock until commit, so a big marketplace's
-- payments queued there one by one; and two changes in opposite directions (one sale pago ->
-- em_disputa, another em_disputa -> pago, at once) took the two rows crosswise and deadlocked:
-- PostgreSQL aborts one of them, and a payment would fail for a back-office figure.
--
-- The same cure as the statement's marketplace days (1790): a payment only INSERTs signed delta rows
-- into keyless tables, which locks nothing another payment waits for; a job folds them every minute
-- (fold_tx_monthly_rollups); the names the reads use become views of folded + deltas, summed by every
-- read (each is one statement, hence one snapshot: it sees the deltas or their folded sums, never both
-- nor neither). The per-seller tx_monthly keeps its rows (a seller's own payments share them, and
-- its dashboards read them directly); its two halves of an update are now taken in key order, so two
-- changes of one seller's sales cannot take its rows crosswise either.

-- Writers that started before this migration finish first and later ones wait for its commit, so
-- each transaction row is counted once: in the folded tables (all it was counted in so far) or as
-- a delta by the new function, never both nor neither.
LOCK TABLE transactions IN SHARE MODE;

ALTER TABLE tx_monthly_marketplace RENAME TO tx_monthly_marketplace_folded;
ALTER TABLE tx_monthly_all RENAME TO tx_monthly_all_folded;

-- What payments changed since the last fold, signed. No key on purpose (see the top).
CREATE TABLE tx_monthly_marketplace_deltas (
  month date NOT NULL,
  marketplace_id uuid NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  tx_count bigint NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL
);
CREATE INDEX tx_monthly_marketplace_deltas_idx ON tx_monthly_marketplace_deltas (marketplace_id, month);

-- The shard column stays (the folded table is keyed by it), though deltas no longer need spreading.
CREATE TABLE tx_monthly_all_deltas (
  month date NOT NULL,
  shard smallint NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  tx_count bigint NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL
);
CREATE INDEX tx_monthly_all_deltas_month_idx ON tx_monthly_all_deltas (month);

-- The names every read already uses: several rows per cell now, which every read sums (a WHERE on
-- marketplace or month reaches both arms and their indexes).
CREATE VIEW tx_monthly_marketplace AS
  SELECT month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents
    FROM tx_monthly_marketplace_folded
  UNION ALL
  SELECT month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents
    FROM tx_monthly_marketplace_deltas;

CREATE VIEW tx_monthly_all AS
  SELECT month, shard, status, method, tx_count, amount_cents, refunded_cents FROM tx_monthly_all_folded
  UNION ALL
  SELECT month, shard, status, method, tx_count, amount_cents, refunded_cents FROM tx_monthly_all_deltas;

-- Every trigger branch still goes through this one function, so the three rollups move together in
-- the recording transaction; only the seller's row is upserted (and locked).
CREATE OR REPLACE FUNCTION tx_monthly_add(m date, s uuid, mk uuid, st text, me text, n bigint, amt bigint, ref bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO tx_monthly AS r (month, seller_id, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, s, mk, st, me, n, amt, ref)
  ON CONFLICT (month, seller_id, status, method) DO UPDATE SET
    tx_count = r.tx_count + EXCLUDED.tx_count,
    amount_cents = r.amount_cents + EXCLUDED.amount_cents,
    refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents;
  INSERT INTO tx_monthly_marketplace_deltas (month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, mk, st, me, n, amt, ref);
  INSERT INTO tx_monthly_all_deltas (month, shard, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, (hashtext(s::text) & 15)::smallint, st, me, n, amt, ref)
$$;

-- An update's two halves (the old cell loses the sale, the new one gains it) lock two tx_monthly
-- rows of the seller. Taken in the order of their keys, two updates of one seller's sales in
-- opposite directions queue on the first row instead of each holding the row the other needs.
CREATE OR REPLACE FUNCTION tx_monthly_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (tx_month(NEW.created_at), NEW.seller_id, NEW.status, NEW.method)
                        < (tx_month(OLD.created_at), OLD.seller_id, OLD.status, OLD.method) THEN
    PERFORM tx_monthly_add(tx_month(NEW.created_at), NEW.seller_id, NEW.marketplace_id, NEW.status, NEW.method,
      1, NEW.amount_cents, NEW.refunded_cents);
    PERFORM tx_monthly_add(tx_month(OLD.created_at), OLD.seller_id, OLD.marketplace_id, OLD.status, OLD.method,
      -1, -OLD.amount_cents, -OLD.refunded_cents);
    RETURN NULL;
  END IF;
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

-- Moves every delta visible now into the folded tables; answers how many delta rows it moved (0 when
-- another fold holds the lock). The reasoning of fold_statement_marketplace_days (1790) holds line
-- for line: one fold at a time (a tried advisory lock); DELETE ... RETURNING takes exactly the deltas
-- its snapshot sees, so one committed later stays for the next fold; the upsert adds to the latest
-- committed folded row, in key order; a read's one snapshot sees the deltas or their sums; a cell
-- brought to nothing is deleted while the upsert still holds it.
CREATE FUNCTION fold_tx_monthly_rollups() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved_marketplace bigint;
  moved_all bigint;
  e_months date[];
  e_marketplaces uuid[];
  e_shards smallint[];
  e_statuses text[];
  e_methods text[];
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended('fold_tx_monthly_rollups', 0)) THEN
    RETURN 0;
  END IF;

  WITH moved AS (
    DELETE FROM tx_monthly_marketplace_deltas
    RETURNING month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents
  ), sums AS (
    SELECT month, marketplace_id, status, method, sum(tx_count) AS tx_count,
           sum(amount_cents) AS amount_cents, sum(refunded_cents) AS refunded_cents, count(*) AS n
      FROM moved GROUP BY month, marketplace_id, status, method
  ), folded AS (
    INSERT INTO tx_monthly_marketplace_folded AS r
      (month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
    SELECT month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents FROM sums
     WHERE tx_count <> 0 OR amount_cents <> 0 OR refunded_cents <> 0
     ORDER BY month, marketplace_id, status, method
    ON CONFLICT (month, marketplace_id, status, method) DO UPDATE SET
      tx_count = r.tx_count + EXCLUDED.tx_count,
      amount_cents = r.amount_cents + EXCLUDED.amount_cents,
      refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents
    RETURNING r.month, r.marketplace_id, r.status, r.method,
              r.tx_count = 0 AND r.amount_cents = 0 AND r.refunded_cents = 0 AS empty
  )
  SELECT (SELECT coalesce(sum(n), 0) FROM sums),
         array_agg(month) FILTER (WHERE empty), array_agg(marketplace_id) FILTER (WHERE empty),
         array_agg(status) FILTER (WHERE empty), array_agg(method) FILTER (WHERE empty)
    INTO moved_marketplace, e_months, e_marketplaces, e_statuses, e_methods
    FROM folded;
  -- Only the cells this fold emptied: no scan of the whole folded table every minute.
  IF e_months IS NOT NULL THEN
    DELETE FROM tx_monthly_marketplace_folded f
     USING unnest(e_months, e_marketplaces, e_statuses, e_methods) AS e(month, marketplace_id, status, method)
     WHERE f.month = e.month AND f.marketplace_id = e.marketplace_id AND f.status = e.status
       AND f.method = e.method AND f.tx_count = 0 AND f.amount_cents = 0 AND f.refunded_cents = 0;
  END IF;

  WITH moved AS (
    DELETE FROM tx_monthly_all_deltas
    RETURNING month, shard, status, method, tx_count, amount_cents, refunded_cents
  ), sums AS (
    SELECT month, shard, status, method, sum(tx_count) AS tx_count,
           sum(amount_cents) AS amount_cents, sum(refunded_cents) AS refunded_cents, count(*) AS n
      FROM moved GROUP BY month, shard, status, method
  ), folded AS (
    INSERT INTO tx_monthly_all_folded AS r (month, shard, status, method, tx_count, amount_cents, refunded_cents)
    SELECT month, shard, status, method, tx_count, amount_cents, refunded_cents FROM sums
     WHERE tx_count <> 0 OR amount_cents <> 0 OR refunded_cents <> 0
     ORDER BY month, shard, status, method
    ON CONFLICT (month, shard, status, method) DO UPDATE SET
      tx_count = r.tx_count + EXCLUDED.tx_count,
      amount_cents = r.amount_cents + EXCLUDED.amount_cents,
      refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents
    RETURNING r.month, r.shard, r.status, r.method,
              r.tx_count = 0 AND r.amount_cents = 0 AND r.refunded_cents = 0 AS empty
  )
  SELECT (SELECT coalesce(sum(n), 0) FROM sums),
         array_agg(month) FILTER (WHERE empty), array_agg(shard) FILTER (WHERE empty),
         array_agg(status) FILTER (WHERE empty), array_agg(method) FILTER (WHERE empty)
    INTO moved_all, e_months, e_shards, e_statuses, e_methods
    FROM folded;
  IF e_months IS NOT NULL THEN
    DELETE FROM tx_monthly_all_folded f
     USING unnest(e_months, e_shards, e_statuses, e_methods) AS e(month, shard, status, method)
     WHERE f.month = e.month AND f.shard = e.shard AND f.status = e.status
       AND f.method = e.method AND f.tx_count = 0 AND f.amount_cents = 0 AND f.refunded_cents = 0;
  END IF;

  RETURN moved_marketplace + moved_all;
END $$;
