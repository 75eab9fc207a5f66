-- Issue 42, docs/decisions/038-partitioned-transactions.md, step 2 of 2: `transactions` becomes a
-- table partitioned by UTC month of created_at (the registry and ensure_monthly_partitions: 1730).
-- The existing table is not copied: renamed `transactions_legacy`, it is attached as the one
-- partition of every month before the current one. Only the current month's rows move to their
-- partition, so the migration costs one month of rows and a scan of the old table, not a rewrite.
-- Indexes, foreign keys and triggers are copied from the catalog as they are when this runs (so
-- none added by an earlier migration is missed); CHECKs, NOT NULLs and defaults come with LIKE.
-- The primary key becomes (id, created_at); ids stay unique across months in transaction_keys
-- (1740). Before deploying on a big database, build the old table's new key beforehand, outside
-- any transaction, and this migration uses it instead of building it under its lock:
--   CREATE UNIQUE INDEX CONCURRENTLY transactions_id_created_at_key ON transactions (id, created_at);
LOCK TABLE transactions IN ACCESS EXCLUSIVE MODE;

DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'transactions'::regclass AND i.indisunique
       AND c.relname NOT IN ('transactions_pkey', 'transactions_id_created_at_key')
  ) THEN
    RAISE EXCEPTION 'transactions has a unique index without created_at: keep it in transaction_keys first';
  END IF;
END $$;

CREATE TEMP TABLE transactions_ddl ON COMMIT DROP AS
  SELECT 1 AS step, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i WHERE i.indrelid = 'transactions'::regclass AND NOT i.indisunique
  UNION ALL
  SELECT 2, format('ALTER TABLE transactions ADD CONSTRAINT %I %s', c.conname, pg_get_constraintdef(c.oid))
    FROM pg_constraint c WHERE c.conrelid = 'transactions'::regclass AND c.contype = 'f'
  UNION ALL
  SELECT 3, pg_get_triggerdef(t.oid)
    FROM pg_trigger t WHERE t.tgrelid = 'transactions'::regclass AND NOT t.tgisinternal;

ALTER TABLE transactions RENAME TO transactions_legacy;
CREATE UNIQUE INDEX IF NOT EXISTS transactions_id_created_at_key ON transactions_legacy (id, created_at);

DO $$
DECLARE
  r record;
BEGIN
  -- The parent's indexes take the old names; the legacy partition's keep theirs as transactions_legacy_*.
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
            WHERE i.indrelid = 'transactions_legacy'::regclass LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', r.relname,
      regexp_replace(r.relname, '^transactions_', 'transactions_legacy_'));
  END LOOP;
  -- The parent's row triggers reach every partition: the old table's own would fire twice.
  FOR r IN SELECT tgname FROM pg_trigger WHERE tgrelid = 'transactions_legacy'::regclass AND NOT tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON transactions_legacy', r.tgname);
  END LOOP;
END $$;

ALTER TABLE transactions_legacy
  DROP CONSTRAINT transactions_legacy_pkey,
  ADD CONSTRAINT transactions_legacy_pkey PRIMARY KEY USING INDEX transactions_legacy_id_created_at_key;

CREATE TABLE transactions (
  LIKE transactions_legacy INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING COMMENTS
    INCLUDING STORAGE INCLUDING STATISTICS INCLUDING GENERATED INCLUDING IDENTITY
) PARTITION BY RANGE (created_at);
ALTER TABLE transactions ADD CONSTRAINT transactions_pkey PRIMARY KEY (id, created_at);

DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT def FROM transactions_ddl WHERE step IN (1, 2) ORDER BY step LOOP
    EXECUTE r.def;
  END LOOP;
END $$;

-- Money: never dropped by the partitions job.
INSERT INTO partitioned_tables (name, retention_months, kind) VALUES ('transactions', NULL, 'money');
SELECT ensure_monthly_partitions('transactions', 2);

-- The current month's rows go to their partition (no trigger is on the parent yet, so the rollup
-- and the keys see no change); the CHECK lets ATTACH trust the bound without scanning the rows.
DO $$
DECLARE
  month_start timestamptz := date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
BEGIN
  INSERT INTO transactions SELECT * FROM transactions_legacy WHERE created_at >= month_start;
  DELETE FROM transactions_legacy WHERE created_at >= month_start;
  EXECUTE format('ALTER TABLE transactions_legacy ADD CONSTRAINT transactions_legacy_bound CHECK (created_at < %L)',
    month_start);
  EXECUTE format('ALTER TABLE transactions ATTACH PARTITION transactions_legacy FOR VALUES FROM (MINVALUE) TO (%L)',
    month_start);
  ALTER TABLE transactions_legacy DROP CONSTRAINT transactions_legacy_bound;
END $$;

DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT def FROM transactions_ddl WHERE step = 3 LOOP
    EXECUTE r.def;
  END LOOP;
END $$;
