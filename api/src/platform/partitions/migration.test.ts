import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';

/**
 * Migrations 1730-1734 turn five growing tables into monthly partitioned ones: a database with
 * rows written by the previous release keeps every row, in its month, with its once-only keys.
 */
const FIRST_OF_PARTITIONING = '1730';
let database: Database;
let drop: () => Promise<void>;

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ pgliteDir: null });
    return { database: db, drop: () => db.close() };
  }
  const name = `pagora_parts_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    database: db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The previous release's schema: every migration before the partitioning, as `migrate` runs them. */
async function migrateBeforePartitioning(db: Database): Promise<void> {
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f) && f < FIRST_OF_PARTITIONING)
    .sort();
  for (const file of files) {
    const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
  }
}

const q = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  database.query<T>(text, params);
const partsOf = async (table: string) =>
  (
    await q<{ part: string }>(`SELECT tableoid::regclass::text AS part FROM ${table} ORDER BY created_at`)
  ).map((r) => r.part);
const month = async (monthsAgo: number) =>
  (
    await q<{ m: string }>(
      `SELECT to_char((now() AT TIME ZONE 'UTC') - make_interval(months => $1), 'YYYYMM') AS m`,
      [monthsAgo],
    )
  )[0]!.m;

describe('partitioning migrations keep the previous release’s rows', () => {
  before(async () => {
    ({ database, drop } = await freshDatabase());
    await migrateBeforePartitioning(database);
    const [user] = await q<{ id: string }>(
      `INSERT INTO users (nome, email, password_hash, cargo) VALUES ('Ana', 'ana@pagora.test', 'x', 'seller') RETURNING id`,
    );
    const activity = `INSERT INTO activity_log (account_user_id, actor_user_id, actor_name, actor_email, team_role,
                        kind, action, method, route, object_id, created_at)
                      VALUES ($1, $1, 'Ana', 'ana@pagora.test', 'owner', $2, 'fez', 'POST', '/api/x', $3, now() - $4::interval)`;
    await q(activity, [user!.id, 'login', 'session-1', '3 months']);
    await q(activity, [user!.id, 'other', null, '0 months']);
    await q(`INSERT INTO webhook_events (provider, event_id, type, received_at)
             VALUES ('zoop', 'evt-1', 'charge.paid', now() - interval '2 months')`);
    await q(`INSERT INTO mail_outbox (event_key, kind, recipient, subject, data, created_at)
             VALUES ('k-1', 'payment_link', 'bia@cliente.test', 'Link', '{}', now() - interval '1 month')`);
    const [endpoint] = await q<{ id: string }>(
      `INSERT INTO outbound_webhook_endpoints (owner_user_id, url, events, secret)
       VALUES ($1, 'https://loja.test/hook', ARRAY['payout.paid'], 's') RETURNING id`,
      [user!.id],
    );
    await q(`INSERT INTO outbound_webhook_events (id, type, object_id, sequence, payload, created_at)
             VALUES ('msg_1', 'payout.paid', 'po-1', 1, '{}', now() - interval '1 month')`);
    const [delivery] = await q<{ id: string }>(
      `INSERT INTO outbound_webhook_deliveries (event_id, endpoint_id, created_at)
       VALUES ('msg_1', $1, now() - interval '1 month') RETURNING id`,
      [endpoint!.id],
    );
    await q(
      `INSERT INTO outbound_webhook_attempts (delivery_id, duration_ms, response, created_at)
             VALUES ($1, 12, 'ok', now() - interval '1 month')`,
      [delivery!.id],
    );
    await migrate(database);
  });
  after(() => drop());

  test('every row is kept, in its own month’s partition', async () => {
    assert.deepEqual(await partsOf('activity_log'), [
      `activity_log_p${await month(3)}`,
      `activity_log_p${await month(0)}`,
    ]);
    const [event] = await q<{ part: string }>('SELECT tableoid::regclass::text AS part FROM webhook_events');
    assert.equal(event!.part, `webhook_events_p${await month(2)}`);
    assert.deepEqual(await partsOf('mail_outbox'), [`mail_outbox_p${await month(1)}`]);
    for (const table of [
      'outbound_webhook_events',
      'outbound_webhook_deliveries',
      'outbound_webhook_attempts',
    ])
      assert.deepEqual(await partsOf(table), [`${table}_p${await month(1)}`]);
    const [waiting] = await q<{ n: number }>('SELECT sum(default_rows)::int AS n FROM partition_stats()');
    assert.equal(waiting!.n, 0);
  });

  test('the once-only keys came along: a replayed event, e-mail, login or number is refused', async () => {
    await assert.rejects(q("INSERT INTO webhook_event_keys VALUES ('zoop', 'evt-1')"), /duplicate key/);
    await assert.rejects(
      q("INSERT INTO mail_outbox_keys VALUES ('k-1', 'bia@cliente.test', 'payment_link')"),
      /duplicate key/,
    );
    await assert.rejects(q("INSERT INTO activity_log_login_keys VALUES ('session-1')"), /duplicate key/);
    await assert.rejects(q("INSERT INTO outbound_webhook_event_keys VALUES ('po-1', 1)"), /duplicate key/);
  });

  test('the activity log numbers on from the rows it had, and stays append-only', async () => {
    const [user] = await q<{ id: string }>('SELECT id FROM users LIMIT 1');
    const [row] = await q<{ id: number }>(
      `INSERT INTO activity_log (account_user_id, actor_user_id, actor_name, actor_email, team_role, kind, action, method, route)
       VALUES ($1, $1, 'Ana', 'ana@pagora.test', 'owner', 'other', 'depois', 'POST', '/api/x') RETURNING id`,
      [user!.id],
    );
    assert.equal(Number(row!.id), 3);
    await assert.rejects(q('DELETE FROM activity_log'), /append-only/);
  });
});
