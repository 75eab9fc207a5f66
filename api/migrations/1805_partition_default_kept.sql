-- Issue 42, stop 52: a scrape of `pagora_partition_default_rows` during a partitions run read 0 rows
-- waiting when one was (CI, maintain.test.ts). Two causes, both fixed here:
--  * every run rebuilt a default that held only rows past the months made ahead (detach, copy,
--    attach), though none of them had anywhere to go: now such a default is left untouched;
--  * partition_stats() was STABLE, so its counts ran on the snapshot of the scrape's SELECT. A count
--    that waited for a run's lock on the default then read the rebuilt default with a snapshot taken
--    before the run committed: empty. VOLATILE takes a fresh snapshot for each count.

CREATE OR REPLACE FUNCTION ensure_monthly_partitions(parent text, months_ahead int) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  key text := partition_key_of(parent);
  dflt text := parent || '_default';
  moving text := parent || '_default_moving';
  oldest timestamptz;
  month timestamp;
  last_month timestamp;
  lo timestamptz;
  hi timestamptz;
  part text;
  created int := 0;
BEGIN
  IF key IS NULL THEN
    RAISE EXCEPTION 'ensure_monthly_partitions: % is not a partitioned table', parent;
  END IF;
  IF months_ahead IS NULL OR months_ahead < 0 THEN
    RAISE EXCEPTION 'ensure_monthly_partitions: months_ahead must be 0 or more';
  END IF;
  -- Two instances' jobs (or a job and a migration) on one table take turns.
  PERFORM pg_advisory_xact_lock(hashtext('partitions:' || parent));
  IF to_regclass(dflt) IS NULL THEN
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', dflt, parent);
  END IF;
  EXECUTE format('SELECT min(%I) FROM %I', key, dflt) INTO oldest;
  last_month := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => months_ahead);
  -- Rows dated past the last month made ahead have no month to go to: they wait where they are,
  -- and the default is left as it is (moving nothing would rebuild it for nothing, every day).
  IF oldest >= (last_month + interval '1 month') AT TIME ZONE 'UTC' THEN
    oldest := NULL;
  END IF;
  month := least(date_trunc('month', now() AT TIME ZONE 'UTC'), date_trunc('month', oldest AT TIME ZONE 'UTC'));
  IF oldest IS NOT NULL THEN
    EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', parent, dflt);
    EXECUTE format('ALTER TABLE %I RENAME TO %I', dflt, moving);
  END IF;
  WHILE month <= last_month LOOP
    part := parent || '_p' || to_char(month, 'YYYYMM');
    lo := month AT TIME ZONE 'UTC';
    hi := (month + interval '1 month') AT TIME ZONE 'UTC';
    IF to_regclass(part) IS NULL THEN
      IF oldest IS NULL THEN
        EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
      ELSE
        EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
        EXECUTE format('INSERT INTO %I SELECT * FROM %I WHERE %I >= %L AND %I < %L', part, moving, key, lo, key, hi);
        EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
      END IF;
      created := created + 1;
    END IF;
    month := month + interval '1 month';
  END LOOP;
  IF oldest IS NOT NULL THEN
    -- Only rows past the last month created can be left (a month that already had its partition
    -- never had rows in the default).
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', dflt, parent);
    EXECUTE format('INSERT INTO %I SELECT * FROM %I WHERE %I >= %L', dflt, moving, key, (last_month + interval '1 month') AT TIME ZONE 'UTC');
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I DEFAULT', parent, dflt);
    EXECUTE format('DROP TABLE %I', moving);
  END IF;
  RETURN created;
END;
$$;

CREATE OR REPLACE FUNCTION partition_stats()
RETURNS TABLE (name text, kind text, default_rows bigint, months_ahead int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  n bigint;
  latest timestamp;
BEGIN
  FOR r IN SELECT p.name, p.kind FROM partitioned_tables p ORDER BY p.name LOOP
    n := 0;
    IF to_regclass(r.name || '_default') IS NOT NULL THEN
      EXECUTE format('SELECT count(*) FROM %I', r.name || '_default') INTO n;
    END IF;
    SELECT max(partition_month_of(r.name, c.relname::text)) INTO latest
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = to_regclass(r.name);
    name := r.name;
    kind := r.kind;
    default_rows := n;
    months_ahead := coalesce(
      (extract(year FROM latest)::int * 12 + extract(month FROM latest)::int)
      - (extract(year FROM now() AT TIME ZONE 'UTC')::int * 12 + extract(month FROM now() AT TIME ZONE 'UTC')::int),
      -1);
    RETURN NEXT;
  END LOOP;
END;
$$;
