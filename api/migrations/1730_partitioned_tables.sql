-- Issue 42: the tables that grow without end are partitioned by month (native declarative
-- partitioning, `PARTITION BY RANGE (<time column>)`). docs/partitioning.md is the operator's view,
-- docs/decisions/037-partitioned-history.md the choices.
--
-- The registry: every partitioned table, what it holds and how long its months are kept.
--   kind 'money'  : money records, never dropped whatever retention_months says.
--   kind 'record' : kept forever too (the activity log, the e-mails sent: proof, see docs/privacy.md).
--   kind 'log'    : technical logs; months older than retention_months (NULL: the configured
--                   LOG_RETENTION_MONTHS) are dropped by the partitions job.
CREATE TABLE partitioned_tables (
  name text PRIMARY KEY,
  retention_months int NULL CHECK (retention_months IS NULL OR retention_months >= 1),
  kind text NOT NULL CHECK (kind IN ('money', 'log', 'record'))
);

-- The partition key's column of a partitioned table (its only one: we partition by one column).
CREATE FUNCTION partition_key_of(parent text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT a.attname::text
    FROM pg_partitioned_table p
    JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
   WHERE p.partrelid = to_regclass(parent)
$$;

-- The UTC month a partition named `<parent>_pYYYYMM` holds (NULL for any other name).
CREATE FUNCTION partition_month_of(parent text, partition_name text) RETURNS timestamp
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN partition_name ~ ('^' || parent || '_p[0-9]{6}$')
              THEN to_date(right(partition_name, 6), 'YYYYMM')::timestamp END
$$;

-- Creates, idempotently, `<parent>_pYYYYMM` for every UTC month from the earliest month with rows
-- in `<parent>_default` (or the current month, whichever is earlier) to now + months_ahead, and
-- answers how many it created. Rows waiting in the default (the job fell behind) move to their
-- month: the default is detached, each new month is built as a plain table, filled and attached,
-- and a fresh default gets what is left. Rows are copied table to table, never deleted one by one,
-- so row triggers of the parent (the activity log refuses DELETE) do not fire; it all happens in
-- the caller's transaction. With an empty default (the usual case) only missing months are created.
CREATE FUNCTION ensure_monthly_partitions(parent text, months_ahead int) RETURNS int
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

-- Detaches and drops the months of a 'log' table that ended more than retention_months ago, and
-- answers how many. Money and kept records are refused here, whoever calls: the job never asks, and
-- a wrong registry row or a hand-typed call cannot lose them either.
CREATE FUNCTION drop_expired_partitions(parent text, retention_months int) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  table_kind text;
  r record;
  dropped int := 0;
BEGIN
  SELECT p.kind INTO table_kind FROM partitioned_tables p WHERE p.name = parent;
  IF table_kind IS DISTINCT FROM 'log' THEN
    RAISE EXCEPTION 'drop_expired_partitions: % is not a log table (%), its months are kept', parent, coalesce(table_kind, 'not registered');
  END IF;
  IF retention_months IS NULL OR retention_months < 1 THEN
    RAISE EXCEPTION 'drop_expired_partitions: retention_months must be 1 or more';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('partitions:' || parent));
  FOR r IN
    SELECT c.relname::text AS name
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = to_regclass(parent)
       AND partition_month_of(parent, c.relname::text) + interval '1 month'
           <= (now() AT TIME ZONE 'UTC') - make_interval(months => retention_months)
     ORDER BY 1
  LOOP
    EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', parent, r.name);
    EXECUTE format('DROP TABLE %I', r.name);
    dropped := dropped + 1;
  END LOOP;
  RETURN dropped;
END;
$$;

-- What the metrics show per registered table: rows waiting in the default partition, and how many
-- months past the current one have their partition already.
CREATE FUNCTION partition_stats()
RETURNS TABLE (name text, kind text, default_rows bigint, months_ahead int)
LANGUAGE plpgsql STABLE AS $$
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
