-- Issue 42, docs/capacity.md "Admin statement and search": the admin's /statement/marketplaces
-- summed a period of statement_day_totals over every seller, one row per seller, day and kind (at
-- 10 M transactions, a month of 50,000 sellers' days), even when read from its day index (1785).
-- These tables keep the same sums per day, marketplace and kind; seller-scoped reads (a seller's
-- statement, the reconciliation, a marketplace's fee income) keep statement_day_totals.
--
-- Insert-only deltas, folded by a job: a posting never updates a row another posting can touch. One
-- shared row per day, marketplace and kind, updated by every posting of every seller of the
-- marketplace, made a payment wait at commit for the other payments of its marketplace, and two
-- commits updating the same two rows crosswise deadlocked (PostgreSQL aborts one, and a payment
-- would fail for a back-office figure). Here a posting only INSERTs delta rows: no unique key, so no
-- row or key lock is shared between postings, nothing to wait on and no cycle to form. The job
-- (fold_statement_marketplace_days, every minute) moves the deltas into the folded table; a read
-- sums both (statement/totals.ts), so it is exact whether or not a fold ran.

-- The folded sums: statement_day_totals grouped by day, marketplace and kind, minus the deltas not
-- folded yet. A day, marketplace and kind with no lines left has no row.
CREATE TABLE statement_marketplace_days (
  day date NOT NULL,
  marketplace_id uuid NOT NULL,
  kind text NOT NULL,
  amount_cents bigint NOT NULL,
  line_count bigint NOT NULL,
  PRIMARY KEY (day, marketplace_id, kind)
);

-- What postings changed since the last fold, signed. No key on purpose (see the top); the day index
-- is what a period's read takes.
CREATE TABLE statement_marketplace_day_deltas (
  day date NOT NULL,
  marketplace_id uuid NOT NULL,
  kind text NOT NULL,
  amount_cents bigint NOT NULL,
  line_count bigint NOT NULL
);
CREATE INDEX statement_marketplace_day_deltas_day_idx ON statement_marketplace_day_deltas (day);

-- Writers that started before this migration finish first and later ones wait for its commit, so
-- each day total is counted once: by the backfill below or by the new trigger, never both nor
-- neither (a waiting writer finds the trigger once the lock is granted). SHARE ROW EXCLUSIVE is
-- what CREATE TRIGGER takes anyway; reads go on.
LOCK TABLE statement_day_totals IN SHARE ROW EXCLUSIVE MODE;

-- The one writer of the deltas: every change of a day total, by whichever release or code path, adds
-- its difference in the same transaction (so it commits or rolls back with the posting). The
-- ledger's upsert is an UPDATE of the day total after its first line: one delta row per line.
CREATE FUNCTION statement_marketplace_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.day = NEW.day AND OLD.marketplace_id = NEW.marketplace_id
     AND OLD.kind = NEW.kind THEN
    IF NEW.amount_cents <> OLD.amount_cents OR NEW.line_count <> OLD.line_count THEN
      INSERT INTO statement_marketplace_day_deltas (day, marketplace_id, kind, amount_cents, line_count)
      VALUES (NEW.day, NEW.marketplace_id, NEW.kind, NEW.amount_cents - OLD.amount_cents,
              NEW.line_count - OLD.line_count);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO statement_marketplace_day_deltas (day, marketplace_id, kind, amount_cents, line_count)
    VALUES (OLD.day, OLD.marketplace_id, OLD.kind, -OLD.amount_cents, -OLD.line_count);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO statement_marketplace_day_deltas (day, marketplace_id, kind, amount_cents, line_count)
    VALUES (NEW.day, NEW.marketplace_id, NEW.kind, NEW.amount_cents, NEW.line_count);
  END IF;
  RETURN NULL;
END $$;

-- A plain row trigger: an INSERT into a keyless table locks nothing another posting waits for, so it
-- needs no deferring. An AFTER trigger's OLD and NEW are the row versions of its own event, so two
-- upserts of one day total in a transaction still add up to the last minus the first.
CREATE TRIGGER statement_marketplace_days_sync
  AFTER INSERT OR UPDATE OR DELETE ON statement_day_totals
  FOR EACH ROW EXECUTE FUNCTION statement_marketplace_days_sync();

-- Moves every delta visible now into the folded table; answers how many delta rows it moved (0 when
-- another fold holds the lock). Run by the job in its own transaction, under READ COMMITTED:
-- - One fold at a time (a transaction advisory lock, tried, not awaited): a second instance's run
--   skips instead of queueing behind the first on the same delta rows.
-- - The DELETE ... RETURNING takes exactly the deltas its snapshot sees and sums what it deleted, so
--   a delta committed after that snapshot (or still uncommitted) is neither deleted nor summed: it
--   stays for the next fold. Postings keep inserting meanwhile; they take no lock the fold holds.
-- - The upsert adds to the latest committed folded row (ON CONFLICT reads past the snapshot), in
--   key order, so even two folds (the lock aside) would lock folded rows in the same order.
-- - A reader sums the folded table UNION ALL the deltas in one statement, hence one snapshot: the
--   fold's deletion of the deltas and its addition of their sums commit together, so that snapshot
--   sees either the deltas or their sums, never both nor neither.
-- - A folded row brought to no lines is deleted in the same transaction; it is still locked by the
--   upsert, so nothing moved it in between.
CREATE FUNCTION fold_statement_marketplace_days() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved_rows bigint;
  emptied_days date[];
  emptied_marketplaces uuid[];
  emptied_kinds text[];
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended('fold_statement_marketplace_days', 0)) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM statement_marketplace_day_deltas
    RETURNING day, marketplace_id, kind, amount_cents, line_count
  ), sums AS (
    SELECT day, marketplace_id, kind, sum(amount_cents) AS amount_cents,
           sum(line_count) AS line_count, count(*) AS n
      FROM moved GROUP BY day, marketplace_id, kind
  ), folded AS (
    INSERT INTO statement_marketplace_days AS r (day, marketplace_id, kind, amount_cents, line_count)
    SELECT day, marketplace_id, kind, amount_cents, line_count FROM sums
     WHERE amount_cents <> 0 OR line_count <> 0
     ORDER BY day, marketplace_id, kind
    ON CONFLICT (day, marketplace_id, kind) DO UPDATE SET
      amount_cents = r.amount_cents + EXCLUDED.amount_cents,
      line_count = r.line_count + EXCLUDED.line_count
    RETURNING r.day, r.marketplace_id, r.kind, r.line_count
  )
  SELECT (SELECT coalesce(sum(n), 0) FROM sums),
         array_agg(day) FILTER (WHERE line_count = 0),
         array_agg(marketplace_id) FILTER (WHERE line_count = 0),
         array_agg(kind) FILTER (WHERE line_count = 0)
    INTO moved_rows, emptied_days, emptied_marketplaces, emptied_kinds
    FROM folded;
  -- Only the rows this fold emptied: no scan of the whole folded table every minute.
  IF emptied_days IS NOT NULL THEN
    DELETE FROM statement_marketplace_days d
     USING unnest(emptied_days, emptied_marketplaces, emptied_kinds) AS e(day, marketplace_id, kind)
     WHERE d.day = e.day AND d.marketplace_id = e.marketplace_id AND d.kind = e.kind
       AND d.line_count = 0;
  END IF;
  RETURN moved_rows;
END $$;

INSERT INTO statement_marketplace_days (day, marketplace_id, kind, amount_cents, line_count)
SELECT day, marketplace_id, kind, sum(amount_cents), sum(line_count)
FROM statement_day_totals GROUP BY 1, 2, 3;
