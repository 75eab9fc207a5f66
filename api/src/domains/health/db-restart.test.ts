import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createContext } from '../../app-context';
import { testConfig } from '../../test/config';
import { seedDemoAccounts } from '../demo';
import { insertLink, newLinkId } from '../links';
import { API_KEY, MARKETPLACE_ID, startStandaloneSandbox, waitFor } from '../payments/testing';
import { startApiProcess, type ApiProcess } from '../../test/instances';
import {
  createThrowawayPostgres,
  postgresBinaries,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres';
import { openDatabase, type Database } from '../../platform/db/client';

/**
 * PostgreSQL restarted again and again while paid PIX webhooks are being applied (issue 35, item
 * 14), with two API instances as in production: the provider's events reach both. Each round holds
 * the row of one paid PIX locked from outside, so each instance's `recordCharge` is inside its
 * transaction, on a client the pool has handed out, when the server goes down: the moment that
 * raised an unhandled 'error' event and ended the process.
 */
const BIN = postgresBinaries();
// Its own cluster, whatever the suite's database: run once, in CI's PostgreSQL pass (DATABASE_URL).
const SKIP = !BIN
  ? 'needs the PostgreSQL binaries (/usr/lib/postgresql/*/bin)'
  : !process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL set)';
const SECRET = 'restart-webhook-secret-0123456789';
const ROUNDS = 4;
const PER_ROUND = 5;

let cluster: ThrowawayPostgres;
let sandbox: Awaited<ReturnType<typeof startStandaloneSandbox>>;
let db: Database;
const apis: ApiProcess[] = [];
let stderr = '';

const alive = (p: ApiProcess) => p.child.exitCode === null && p.child.signalCode === null;

before(async () => {
  if (!BIN) return;
  cluster = await createThrowawayPostgres(BIN);
  cluster.start();
  // The provider keeps offering an event the API could not store while PostgreSQL was down.
  sandbox = await startStandaloneSandbox(
    {},
    { adoptUnknownIds: true, webhookMaxAttempts: 40, webhookRetryDelayMs: 100 },
  );
});

after(async () => {
  if (!BIN) return;
  for (const api of apis) if (alive(api)) api.child.kill('SIGKILL');
  await db?.close().catch(() => undefined);
  await sandbox?.close();
  cluster?.destroy();
});

test(
  'PostgreSQL restarts under webhook load: the API stays up and every paid PIX is recorded',
  {
    skip: SKIP,
    timeout: 180_000,
  },
  async () => {
    const start = () =>
      startApiProcess(
        {
          DATABASE_URL: cluster.url,
          ZOOP_API_URL: sandbox.apiUrl,
          ZOOP_API_KEY: API_KEY,
          ZOOP_MARKETPLACE_ID: MARKETPLACE_ID,
          WEBHOOK_SECRET: SECRET,
          WEBHOOK_SWEEP_MS: '250',
          LOG_LEVEL: 'error',
          PAYMENT_LIMIT_PER_ADDRESS: '100000',
          PAYMENT_LIMIT_PER_LINK: '100000',
        },
        { onStderr: (text) => (stderr += text) },
      );
    apis.push(await start(), await start());
    db = await openDatabase({ databaseUrl: cluster.url });
    const seller = (await seedDemoAccounts(createContext(testConfig(), db))).sellers[0]?.seller;
    assert.ok(seller);
    const linkId = newLinkId();
    await insertLink(db.db, {
      id: linkId,
      sellerId: seller.id,
      marketplaceId: seller.marketplaceId,
      description: 'Reinício',
      amountCents: 1_000,
      paymentMethods: ['pix'],
    });
    for (const api of apis) {
      const hook = await sandbox.zoop('POST', '/webhooks', {
        url: `${api.url}/api/webhooks/zoop/${SECRET}`,
        event: [],
      });
      assert.equal(hook.status, 201);
    }

    const openPix = async (through: ApiProcess) => {
      const answer = await waitFor(async () => {
        const res = await fetch(`${through.url}/api/payment/${linkId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ valor: 10, paymentMethod: 'pix' }),
        });
        return res.status === 200 && ((await res.json()) as { id: string });
      }, 30_000);
      const [row] = await db.query<{ provider_id: string }>(
        'SELECT provider_id FROM transactions WHERE id = $1',
        [answer.id],
      );
      assert.ok(row?.provider_id);
      return { id: answer.id, providerId: row.provider_id };
    };

    const paid: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const pix = [];
      for (let i = 0; i < PER_ROUND; i++) pix.push(await openPix(apis[i % apis.length]!));
      const locker = new pg.Client({ connectionString: cluster.url });
      locker.on('error', () => undefined); // this test's own connection dies with the restart
      await locker.connect();
      await locker.query('BEGIN');
      // Every PIX of the round held: each event's instance (they share the provider's events) waits.
      await locker.query('SELECT id FROM transactions WHERE id = ANY($1::uuid[]) FOR UPDATE', [
        pix.map((p) => p.id),
      ]);
      for (const { id, providerId } of pix) {
        assert.equal((await sandbox.control('POST', `/transactions/${providerId}/pay`)).status, 200);
        paid.push(id);
      }
      // The instances' transactions for the held PIX now wait on the lock, their clients checked out.
      await waitFor(async () => {
        const rows = await locker.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        return rows.rowCount !== null && rows.rowCount > 0;
      }, 15_000);
      await sleep(500); // the rest of the round's events reach their instance too
      cluster.stop('fast');
      await sleep(300);
      cluster.start();
      await sleep(500);
      for (const [n, api] of apis.entries())
        assert.ok(alive(api), `API instance ${n + 1} survived restart ${round + 1}\n${stderr}`);
    }

    await waitFor(async () => {
      const rows = await db
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM transactions WHERE id = ANY($1::uuid[]) AND status = 'pago'`,
          [paid],
        )
        .catch(() => []);
      return rows[0]?.n === paid.length;
    }, 90_000);
    for (const api of apis) assert.ok(alive(api), 'both API instances are still running');
    assert.doesNotMatch(stderr, /Unhandled 'error' event/);
  },
);
