-- Issue 42: the marketplace- and admin-wide figures sum coarser rollups. tx_monthly has one row per
-- seller, month, status and method (2.83 M rows at 10 M transactions): the biggest marketplace's
-- card summed 372 k of them and the admin's summed them all. These two tables keep the same sums
-- per marketplace, and for everything; seller-scoped reads keep tx_monthly.
CREATE TABLE tx_monthly_marketplace (
  month date NOT NULL,
  marketplace_id uuid NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  tx_count bigint NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL,
  PRIMARY KEY (month, marketplace_id, status, method)
);
CREATE INDEX tx_monthly_marketplace_by_marketplace_idx ON tx_monthly_marketplace (marketplace_id, month);

-- One row per month, status and method would make every payment of every seller queue on a few
-- hot rows; the seller's hash spreads them over 16 shards, and the reads sum the shards.
CREATE TABLE tx_monthly_all (
  month date NOT NULL,
  shard smallint NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  tx_count bigint NOT NULL,
  amount_cents bigint NOT NULL,
  refunded_cents bigint NOT NULL,
  PRIMARY KEY (month, shard, status, method)
);

-- Writers that started before this migration finish first and later ones wait for its commit, so
-- each transaction row is counted once: by the backfill below or by the new function, never both
-- nor neither (a waiting writer's trigger looks the function up after the lock is granted).
LOCK TABLE transactions IN SHARE MODE;

-- Every trigger branch (insert, update's two halves, delete) goes through this one function, so
-- the three rollups move together in the recording transaction.
CREATE OR REPLACE FUNCTION tx_monthly_add(m date, s uuid, mk uuid, st text, me text, n bigint, amt bigint, ref bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO tx_monthly AS r (month, seller_id, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, s, mk, st, me, n, amt, ref)
  ON CONFLICT (month, seller_id, status, method) DO UPDATE SET
    tx_count = r.tx_count + EXCLUDED.tx_count,
    amount_cents = r.amount_cents + EXCLUDED.amount_cents,
    refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents;
  INSERT INTO tx_monthly_marketplace AS r (month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, mk, st, me, n, amt, ref)
  ON CONFLICT (month, marketplace_id, status, method) DO UPDATE SET
    tx_count = r.tx_count + EXCLUDED.tx_count,
    amount_cents = r.amount_cents + EXCLUDED.amount_cents,
    refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents;
  INSERT INTO tx_monthly_all AS r (month, shard, status, method, tx_count, amount_cents, refunded_cents)
  VALUES (m, (hashtext(s::text) & 15)::smallint, st, me, n, amt, ref)
  ON CONFLICT (month, shard, status, method) DO UPDATE SET
    tx_count = r.tx_count + EXCLUDED.tx_count,
    amount_cents = r.amount_cents + EXCLUDED.amount_cents,
    refunded_cents = r.refunded_cents + EXCLUDED.refunded_cents
$$;

INSERT INTO tx_monthly_marketplace (month, marketplace_id, status, method, tx_count, amount_cents, refunded_cents)
SELECT month, marketplace_id, status, method, sum(tx_count), sum(amount_cents), sum(refunded_cents)
FROM tx_monthly GROUP BY 1, 2, 3, 4;

INSERT INTO tx_monthly_all (month, shard, status, method, tx_count, amount_cents, refunded_cents)
SELECT month, (hashtext(seller_id::text) & 15)::smallint, status, method, sum(tx_count), sum(amount_cents), sum(refunded_cents)
FROM tx_monthly GROUP BY 1, 2, 3, 4;
