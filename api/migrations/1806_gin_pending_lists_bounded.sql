-- Issue 42, stop 53: a GIN index's pending list (fastupdate) holds the rows inserted since the
-- last vacuum, unsorted, up to gin_pending_list_limit (4 MB by default), and every search through
-- the index reads all of it. On the 10 M bench the current month's payer trigram indexes held 472
-- and 264 pending pages: 8.5 ms of a 15 ms search by a part of an e-mail. 256 kB (32 pages) keeps
-- inserts batched and a search's extra reading under a millisecond.
--
-- The option is a leaf index's own (PostgreSQL refuses it on a partitioned index), so the
-- partitions job calls this again after making a month (platform/partitions/maintain.ts).
-- ALTER INDEX … SET takes a lock that lets reads and writes go on.

CREATE OR REPLACE FUNCTION bound_gin_pending_lists() RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  idx regclass;
  bounded int := 0;
BEGIN
  FOR idx IN
    SELECT c.oid::regclass FROM pg_class c
      JOIN pg_am am ON am.oid = c.relam AND am.amname = 'gin'
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
     WHERE c.relkind = 'i'
       AND NOT coalesce('gin_pending_list_limit=256' = ANY (c.reloptions), false)
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 256)', idx);
    -- What waits past the new bound moves into the index now, not at some insert's expense.
    PERFORM gin_clean_pending_list(idx);
    bounded := bounded + 1;
  END LOOP;
  RETURN bounded;
END $$;

SELECT bound_gin_pending_lists();
