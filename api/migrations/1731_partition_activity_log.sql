-- Issue 42: activity_log partitioned by month of created_at (docs/decisions/037-partitioned-history.md).
-- A partitioned table's primary key and unique indexes must hold the partition key, so:
--   - the primary key becomes (id, created_at): id still comes from one identity sequence;
--   - "one login row per session" (was a partial unique index on object_id) is kept globally by
--     activity_log_login_keys, written in the same statement as the row (activity/record.ts).
-- The previous release keeps working on the new table: it inserts with ON CONFLICT DO NOTHING
-- and no target, which a partitioned table accepts (during a rollout an old instance could add a
-- second row for the same login; the key table holds from the first new instance on).
ALTER TABLE activity_log RENAME TO activity_log_unpartitioned;
ALTER INDEX activity_log_pkey RENAME TO activity_log_unpartitioned_pkey;
ALTER SEQUENCE activity_log_id_seq RENAME TO activity_log_unpartitioned_id_seq;
DROP INDEX activity_log_account_idx;
DROP INDEX activity_log_login_once;

CREATE TABLE activity_log (
  id bigint GENERATED ALWAYS AS IDENTITY,
  account_user_id uuid NOT NULL REFERENCES users (id),
  actor_user_id uuid NOT NULL,
  actor_name text NOT NULL,
  actor_email text NOT NULL,
  team_role text NOT NULL CHECK (team_role IN ('owner', 'admin', 'finance', 'developer', 'support')),
  kind text NOT NULL CHECK (
    kind IN ('login', 'refund', 'payout', 'keys_webhooks', 'team', 'settings', 'sales', 'management', 'privacy', 'other')
  ),
  action text NOT NULL,
  method text NOT NULL,
  route text NOT NULL,
  object_id text,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE activity_log_default PARTITION OF activity_log DEFAULT;
CREATE INDEX activity_log_account_idx ON activity_log (account_user_id, id DESC);

CREATE TABLE activity_log_login_keys (object_id text PRIMARY KEY);
INSERT INTO activity_log_login_keys (object_id)
  SELECT DISTINCT object_id FROM activity_log_unpartitioned WHERE kind = 'login' AND object_id IS NOT NULL;

INSERT INTO activity_log OVERRIDING SYSTEM VALUE SELECT * FROM activity_log_unpartitioned;
SELECT setval(pg_get_serial_sequence('activity_log', 'id'),
              coalesce((SELECT max(id) FROM activity_log_unpartitioned), 0) + 1, false);
DROP TABLE activity_log_unpartitioned;

-- Kept while the account exists (docs/activity.md): a record, never dropped by the job.
INSERT INTO partitioned_tables (name, retention_months, kind) VALUES ('activity_log', NULL, 'record');
SELECT ensure_monthly_partitions('activity_log', 2);

-- Append-only, as before (the function of migration 1430): the row triggers reach every partition.
CREATE TRIGGER activity_log_no_change BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
CREATE TRIGGER activity_log_login_keys_no_change BEFORE UPDATE OR DELETE ON activity_log_login_keys
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
