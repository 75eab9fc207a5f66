import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { openDatabase, type Database } from '../../platform/db/client';
import { MIGRATIONS_DIR, migrate } from '../../platform/db/migrate';
import { backdateTransaction } from './test-support';

// Migrations 1740-1741 (ADR 038) on a database that already holds transactions: applied up to
// 1739, given rows, then migrated the rest of the way, as a deployed database would be.

let database: Database;
let drop: () => Promise<void>;
const ids = { marketplace: randomUUID(), user: randomUUID(), seller: randomUUID() };
const old = { id: randomUUID(), provider: `ch_old_${randomBytes(4).toString('hex')}` };
const recent = randomUUID();
const refused: Record<string, { code: unknown; constraint: unknown }> = {};
let shapeBefore: string[] = [];

// Index definitions (named, and what they index) and triggers of `transactions`, in one list.
const shapeOf = async (table: string) =>
  (
    await database.query<{ d: string }>(
      `SELECT replace(pg_get_indexdef(indexrelid), $1, 'T') AS d FROM pg_index WHERE indrelid = $1::regclass
       UNION ALL
       SELECT replace(pg_get_triggerdef(oid), $1, 'T') FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal
       UNION ALL
       SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('c', 'f')`,
      [table],
    )
  )
    .map((r) => r.d.replace(/ ON (ONLY )?(public\.)?T /, ' ON T '))
    .sort();

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const d = await openDatabase({ pgliteDir: null });
    return { database: d, drop: () => d.close() };
  }
  const name = `pagora_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const d = await openDatabase({ databaseUrl: url.toString() });
  return {
    database: d,
    drop: async () => {
      await d.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function migrateBefore(d: Database, first: string): Promise<void> {
  await d.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()) {
    if (file >= first) break;
    const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await d.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
  }
}

const insertTx = (createdAt: string, providerId: string | null, id: string = randomUUID()) =>
  database.query(
    `INSERT INTO transactions (id, seller_id, marketplace_id, status, method, amount_cents, provider_id, created_at)
     VALUES ($1, $2, $3, 'pago', 'pix', 1000, $4, ${createdAt})`,
    [id, ids.seller, ids.marketplace, providerId],
  );

const refundFor = (transactionId: string) =>
  database.query(
    `INSERT INTO refunds (transaction_id, idempotency_key, amount_cents, state) VALUES ($1, $2, 100, 'done')`,
    [transactionId, randomUUID()],
  );

async function errorOf(p: Promise<unknown>): Promise<{ code: unknown; constraint: unknown }> {
  const err = await p.then(
    () => assert.fail('expected the database to refuse'),
    (e: { code?: unknown; constraint?: unknown }) => e,
  );
  return { code: err.code, constraint: err.constraint };
}

const partitionOf = async (id: string) =>
  (
    await database.query<{ p: string }>(
      'SELECT tableoid::regclass::text AS p FROM transactions WHERE id = $1',
      [id],
    )
  )[0]?.p;

const monthName = (offset: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `transactions_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

before(async () => {
  ({ database, drop } = await freshDatabase());
  await migrateBefore(database, '1740');
  await database.query(
    `INSERT INTO marketplaces (id, nome, email, address) VALUES ($1, 'M', 'm@x.test', '{}')`,
    [ids.marketplace],
  );
  await database.query(
    `INSERT INTO users (id, nome, email, password_hash, cargo) VALUES ($1, 'S', 's@x.test', 'x', 'seller')`,
    [ids.user],
  );
  await database.query(
    `INSERT INTO sellers (id, marketplace_id, user_id, nome, email, address) VALUES ($1, $2, $3, 'S', 's@x.test', '{}')`,
    [ids.seller, ids.marketplace, ids.user],
  );
  await insertTx(`now() - interval '62 days'`, old.provider, old.id);
  await insertTx('now()', null, recent);
  await refundFor(old.id);
  refused.provider = await errorOf(insertTx('now()', old.provider));
  refused.refund = await errorOf(refundFor(randomUUID()));
  shapeBefore = await shapeOf('transactions');
  await migrate(database);
});

after(() => drop());

test('rows written before the migration are kept: older months in the legacy partition, this month in its own', async () => {
  assert.equal(await partitionOf(old.id), 'transactions_legacy');
  assert.equal(await partitionOf(recent), monthName(0));
  const [refund] = await database.query('SELECT 1 FROM refunds WHERE transaction_id = $1', [old.id]);
  assert.ok(refund);
});

test('a new row lands in its month: this month, next month, and the months before go to the legacy one', async () => {
  const ids3 = [randomUUID(), randomUUID(), randomUUID()];
  await insertTx('now()', null, ids3[0]);
  await insertTx(`date_trunc('month', now()) + interval '1 month 2 days'`, null, ids3[1]);
  await insertTx(`now() - interval '40 days'`, null, ids3[2]);
  assert.deepEqual(await Promise.all(ids3.map(partitionOf)), [
    monthName(0),
    monthName(1),
    'transactions_legacy',
  ]);
});

test('one provider charge is one transaction: the duplicate is refused as before, in any month', async () => {
  assert.deepEqual(refused.provider, { code: '23505', constraint: 'transactions_provider_key' });
  assert.deepEqual(await errorOf(insertTx('now()', old.provider)), refused.provider);
  assert.deepEqual(await errorOf(insertTx(`now() + interval '1 month'`, old.provider)), refused.provider);
});

test("an id is taken once across months; a refund names any month's transaction, never a missing one", async () => {
  assert.deepEqual(refused.refund, { code: '23503', constraint: 'refunds_transaction_id_fkey' });
  assert.deepEqual(await errorOf(refundFor(randomUUID())), refused.refund);
  const fresh = randomUUID();
  await insertTx(`now() + interval '1 month'`, null, fresh);
  await refundFor(fresh);
  assert.equal((await errorOf(insertTx(`now() + interval '1 month'`, null, old.id))).code, '23505');
});

test('transactions are never deleted nor moved to another month', async () => {
  assert.equal(
    (await errorOf(database.query('DELETE FROM transactions WHERE id = $1', [recent]))).code,
    '23001',
  );
  const moved = database.query(
    `UPDATE transactions SET created_at = created_at - interval '62 days' WHERE id = $1`,
    [recent],
  );
  assert.equal((await errorOf(moved)).code, '23001');
});

test("a test's backdating crosses into last month's partition, where the app's own update is refused", async () => {
  // What reconcile.test.ts and recover.test.ts do, run in the first minute of a month (UTC).
  const id = randomUUID();
  await insertTx(
    `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 minute'`,
    null,
    id,
  );
  const plain = database.query(
    `UPDATE transactions SET created_at = created_at - interval '10 minutes' WHERE id = $1`,
    [id],
  );
  assert.equal((await errorOf(plain)).code, '23001');
  await backdateTransaction(database, id, 10 * 60);
  assert.equal(await partitionOf(id), 'transactions_legacy');
});

test('the monthly rollup counts each row once, old and new', async () => {
  const [before] = await database.query<{ n: string }>('SELECT sum(tx_count)::text AS n FROM tx_monthly');
  const [rows] = await database.query<{ n: string }>('SELECT count(*)::text AS n FROM transactions');
  assert.equal(before?.n, rows?.n);
  await insertTx('now()', null);
  const [afterInsert] = await database.query<{ n: string }>(
    'SELECT sum(tx_count)::text AS n FROM tx_monthly',
  );
  assert.equal(Number(afterInsert?.n), Number(before?.n) + 1);
});

test('the partitioned table keeps every index, trigger, CHECK and foreign key of the old one', async () => {
  const keyChange = /\bT_(pkey|provider_key|keys_insert|keys_update|no_delete|no_truncate) /;
  const after = await shapeOf('transactions');
  // Later migrations may add indexes (1786's search); none of the old table's may be missing.
  const missing = shapeBefore.filter((d) => !keyChange.test(d) && !after.includes(d));
  assert.deepEqual(missing, []);
  assert.ok(after.some((d) => d.startsWith('CREATE UNIQUE INDEX T_pkey ON T USING btree (id, created_at)')));
});

test('a row that waited in the default partition moves to its month with its key and rollup intact', async () => {
  const far = randomUUID();
  await insertTx(`date_trunc('month', now()) + interval '5 months 3 days'`, `ch_far_${far}`, far);
  assert.equal(await partitionOf(far), 'transactions_default');
  const [rollup] = await database.query<{ n: string }>('SELECT sum(tx_count)::text AS n FROM tx_monthly');
  await database.query(`SELECT ensure_monthly_partitions('transactions', 6)`);
  assert.equal(await partitionOf(far), monthName(5));
  assert.deepEqual(await database.query<{ n: string }>('SELECT sum(tx_count)::text AS n FROM tx_monthly'), [
    rollup,
  ]);
  await refundFor(far);
  assert.equal((await errorOf(insertTx('now()', `ch_far_${far}`))).constraint, 'transactions_provider_key');
});
