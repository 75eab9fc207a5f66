-- Issue 42, docs/decisions/038-partitioned-transactions.md, step 1 of 2: what must stay unique
-- across all of `transactions` moves to a small unpartitioned table, before 1741 partitions
-- `transactions` by month (a partitioned table's unique indexes must hold its partition key).
--   - transaction_keys: one row per transaction (its id, and its provider charge), written by a
--     trigger in the statement that writes the transaction, whoever writes it;
--   - "one provider charge = one transaction" is its unique index, under the same name as
--     before, so a duplicate is refused with the same SQLSTATE (23505) and constraint name;
--   - the foreign keys that pointed at transactions(id) point at transaction_keys(id), under the
--     same names: a refund (or fee divergence, or paid subscription charge) still cannot name a
--     transaction that does not exist, and an id cannot be taken twice;
--   - transactions are never deleted (the keys would outlive them): a trigger refuses it.
-- The previous release keeps working: it never deletes transactions, and its writes go through
-- the same triggers. Writes wait while the keys are copied (reads do not).
LOCK TABLE transactions IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE transaction_keys (
  id uuid PRIMARY KEY,
  provider text NOT NULL,
  provider_id text
);
INSERT INTO transaction_keys (id, provider, provider_id) SELECT id, provider, provider_id FROM transactions;

DROP INDEX transactions_provider_key;
CREATE UNIQUE INDEX transactions_provider_key ON transaction_keys (provider, provider_id)
  WHERE provider_id IS NOT NULL;

-- Every foreign key to transactions(id), whatever migration added it, now names the keys.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT c.conrelid::regclass AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
      FROM pg_constraint c
     WHERE c.contype = 'f' AND c.confrelid = 'transactions'::regclass
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname,
      regexp_replace(r.def, 'REFERENCES (public\.)?transactions\(', 'REFERENCES transaction_keys('));
  END LOOP;
END $$;

CREATE FUNCTION transaction_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_keys (id, provider, provider_id) VALUES (NEW.id, NEW.provider, NEW.provider_id);
  ELSIF NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'the id of transaction % never changes', OLD.id USING ERRCODE = 'restrict_violation';
  ELSE
    UPDATE transaction_keys SET provider = NEW.provider, provider_id = NEW.provider_id WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_keys_insert AFTER INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION transaction_keys_sync();
CREATE TRIGGER transactions_keys_update AFTER UPDATE OF id, provider, provider_id ON transactions
  FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.provider IS DISTINCT FROM NEW.provider
    OR OLD.provider_id IS DISTINCT FROM NEW.provider_id)
  EXECUTE FUNCTION transaction_keys_sync();

-- A row trigger, so that once partitioned it also refuses an UPDATE of created_at that would move
-- a row to another month's partition (PostgreSQL runs such a move as a delete and an insert).
CREATE FUNCTION transactions_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transactions are kept: never deleted, nor moved to another month'
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER transactions_no_delete BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_kept();
CREATE TRIGGER transactions_no_truncate BEFORE TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_kept();
