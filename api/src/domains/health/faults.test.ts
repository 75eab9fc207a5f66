import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createContext } from '../../app-context';
import { testConfig } from '../../test/config';
import { seedDemoAccounts } from '../demo';
import { insertLink, newLinkId } from '../links';
import {
  API_KEY,
  MARKETPLACE_ID,
  openSocket,
  startStandaloneSandbox as startEnv,
  waitFor,
} from '../payments/testing';
import { startApiProcess, type ApiProcess } from '../../test/instances';
import {
  createThrowawayPostgres,
  postgresBinaries,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres';
import { openDatabase, type Database } from '../../platform/db/client';

/**
 * An operator's bad night, on a PostgreSQL cluster of this file's own (never the shared server):
 * the API started before its database, the LISTEN connection killed, a rolling SIGTERM under a
 * burst of payments, a kill -9 mid-charge, and the database down for a while. API processes as in
 * production; a standalone Zoop sandbox that outlives them counts the charges.
 */
const BIN = postgresBinaries();
const SKIP = BIN ? false : 'needs the PostgreSQL binaries (/usr/lib/postgresql/*/bin)';
const SECRET = 'fault-webhook-secret-0123456789';
const OUTAGE_MS = 15_000;

let cluster: ThrowawayPostgres;
let sandbox: Awaited<ReturnType<typeof startEnv>>;
let db: Database;
let a: ApiProcess;
let linkId: string;
const children: ApiProcess[] = [];

const startInstance = async (extra: Record<string, string> = {}) => {
  const instance = await startApiProcess({
    DATABASE_URL: cluster.url,
    ZOOP_API_URL: sandbox.apiUrl,
    ZOOP_API_KEY: API_KEY,
    ZOOP_MARKETPLACE_ID: MARKETPLACE_ID,
    WEBHOOK_SECRET: SECRET,
    LOG_LEVEL: 'error',
    // One test client pays many times: the card-testing limits are not what is tested here.
    PAYMENT_LIMIT_PER_ADDRESS: '100000',
    PAYMENT_LIMIT_PER_LINK: '100000',
    ...extra,
  });
  children.push(instance);
  return instance;
};
const alive = (p: ApiProcess) => p.child.exitCode === null && p.child.signalCode === null;

const payPix = (base: string, key: string) =>
  fetch(`${base}/api/payment/${linkId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ valor: 12.34, paymentMethod: 'pix' }),
  });

/** The provider's charges made with this reference (our transaction id). */
const chargesAt = async (transactionId: string) =>
  (
    (await sandbox.zoop('GET', `/transactions?reference_id=${transactionId}`)).json as {
      items: Array<{ reference_id: string }>;
    }
  ).items.filter((t) => t.reference_id === transactionId).length;

before(async () => {
  if (!BIN) return;
  cluster = await createThrowawayPostgres(BIN);
  sandbox = await startEnv({}, { adoptUnknownIds: true, webhookRetryDelayMs: 20 });
});

after(async () => {
  if (!BIN) return;
  for (const child of children) {
    child.child.removeAllListeners('exit');
    if (alive(child)) child.child.kill('SIGKILL');
  }
  await db?.close().catch(() => undefined);
  await sandbox?.close();
  cluster?.destroy();
});

test('an API started before PostgreSQL waits for it and comes up', { skip: SKIP }, async () => {
  const starting = startInstance({ DB_CONNECT_TIMEOUT_SECONDS: '60' });
  let up = false;
  void starting.then(() => (up = true));
  await sleep(1_500);
  assert.equal(up, false, 'not up without a database');
  cluster.start();
  a = await starting;
  assert.equal((await fetch(`${a.url}/api/ready`)).status, 200);

  db = await openDatabase({ databaseUrl: cluster.url });
  const accounts = await seedDemoAccounts(createContext(testConfig(), db));
  const seller = accounts.sellers[0]?.seller;
  assert.ok(seller);
  linkId = newLinkId();
  await insertLink(db.db, {
    id: linkId,
    sellerId: seller.id,
    marketplaceId: seller.marketplaceId,
    description: 'Falhas',
    amountCents: 1_234,
    paymentMethods: ['pix'],
  });
  const hook = await sandbox.zoop('POST', '/webhooks', {
    url: `${a.url}/api/webhooks/zoop/${SECRET}`,
    event: [],
  });
  assert.equal(hook.status, 201);
});

test(
  'the LISTEN backends terminated: the processes live and a PIX paid afterwards reaches its socket',
  { skip: SKIP },
  async () => {
    // The payer watches on another instance than the one the provider's webhook reaches, so the
    // push has to cross PostgreSQL: through the reopened LISTEN, or the re-read after it.
    const watcher = await startInstance();
    const created = await payPix(a.url, randomUUID());
    assert.equal(created.status, 200);
    const { id } = (await created.json()) as { id: string };
    const payer = await openSocket(watcher.url);
    payer.send({ type: 'pix', transactionId: id });
    await payer.next((m) => m.type === 'transaction_pending');

    const killed = await db.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
     WHERE application_name = 'pagora-listen'`,
    );
    assert.ok(killed.length >= 2, "both instances' LISTEN connections were found and terminated");
    const [row] = await db.query<{ provider_id: string }>(
      'SELECT provider_id FROM transactions WHERE id = $1',
      [id],
    );
    assert.equal((await sandbox.control('POST', `/transactions/${row?.provider_id}/pay`)).status, 200);
    const push = await payer.next((m) => m.type === 'transaction_success', 15_000);
    payer.close();
    assert.equal(push.transactionId, id);
    assert.ok(alive(a) && alive(watcher), 'both API processes are still running');
    watcher.child.kill('SIGTERM');
  },
);

test('SIGTERM during a burst of payments loses none and charges none twice', { skip: SKIP }, async () => {
  const b = await startInstance();
  // Each charge waits a little at the provider, so the SIGTERM lands while they are in flight.
  await sandbox.setFaults({ api: { delayMs: 300, method: 'POST' } });
  const keys = Array.from({ length: 20 }, () => randomUUID());
  const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve));
  const first = keys.map((key) =>
    payPix(b.url, key).then(
      (r) => r.status,
      () => 0,
    ),
  );
  await sleep(100);
  b.child.kill('SIGTERM');
  const statuses = await Promise.all(first);
  assert.equal(await exited, 0, 'a clean exit within the deadline');
  await sandbox.setFaults({ api: {} });
  // What B did not answer, the client retries on the other instance with the same key.
  for (const [i, key] of keys.entries()) {
    if (statuses[i] === 200) continue;
    await waitFor(async () => (await payPix(a.url, key)).status === 200, 15_000);
  }
  const rows = await db.query<{ key: string; transaction_id: string; state: string }>(
    `SELECT key, transaction_id, state FROM idempotency_keys WHERE key = ANY($1::text[])`,
    [keys],
  );
  assert.equal(rows.length, keys.length);
  for (const row of rows) {
    assert.equal(row.state, 'done', `key ${row.key} answered`);
    assert.equal(await chargesAt(row.transaction_id), 1, 'exactly one charge at the provider');
  }
  assert.ok(
    statuses.some((s) => s === 200),
    'requests in flight at SIGTERM were finished',
  );
});

test('a retry after kill -9 mid-charge answers within 10 s, with one charge', { skip: SKIP }, async () => {
  const c = await startInstance();
  await sandbox.setFaults({ api: { delayMs: 3_000, delayCount: 1, method: 'POST' } });
  const key = randomUUID();
  void payPix(c.url, key).catch(() => undefined);
  // Killed once the provider has made the charge and holds its answer: the worst moment.
  const transactionId = await waitFor(async () => {
    const [row] = await db.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM idempotency_keys WHERE key = $1',
      [key],
    );
    return row && (await chargesAt(row.transaction_id)) === 1 ? row.transaction_id : null;
  });
  c.child.kill('SIGKILL');
  const killedAt = Date.now();
  let answer: Response;
  for (;;) {
    answer = await payPix(a.url, key);
    if (answer.status !== 409) break;
    assert.ok(Date.now() - killedAt < 10_000, 'still in flight 10 s after the crash');
    await sleep(250);
  }
  assert.equal(answer.status, 200, await answer.clone().text());
  assert.ok(Date.now() - killedAt < 10_000, `answered ${Date.now() - killedAt} ms after the crash`);
  const { id } = (await answer.json()) as { id: string };
  assert.equal(id, transactionId, 'the same transaction');
  assert.equal(await chargesAt(id), 1, 'the crashed attempt was adopted, not charged again');
  await sandbox.setFaults({ api: {} });
});

test(
  'PostgreSQL down for a while: 503 with Retry-After, /api/ready 503, then ready again within 10 s',
  { skip: SKIP },
  async () => {
    cluster.stop('fast');
    const downAt = Date.now();
    const unknownLink = `/api/payment-ver/${randomUUID()}`;
    let sawNotReady = false;
    while (Date.now() - downAt < OUTAGE_MS) {
      assert.equal((await fetch(`${a.url}/api/health`)).status, 200, 'liveness holds during the outage');
      const ready = await fetch(`${a.url}/api/ready`);
      if (ready.status === 503) sawNotReady = true;
      else assert.equal(ready.status, 200);
      await sleep(1_000);
    }
    assert.ok(sawNotReady, '/api/ready said 503 while the database was down');
    const during = await fetch(`${a.url}${unknownLink}`);
    assert.equal(during.status, 503);
    assert.equal(during.headers.get('retry-after'), '5');
    assert.match(
      ((await during.json()) as { message: string }).message,
      /^Serviço temporariamente indisponível/,
    );

    cluster.start();
    const backAt = Date.now();
    await waitFor(async () => (await fetch(`${a.url}/api/ready`)).status === 200, 10_000);
    assert.ok(Date.now() - backAt < 10_000);
    assert.ok(alive(a), 'the API process lived through the outage');
    assert.equal((await payPix(a.url, randomUUID())).status, 200, 'payments work again');
    // The job queue came back too: a sweep started after the database did, and finished.
    await waitFor(async () => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
         WHERE name = 'payments-sweep' AND state = 'completed' AND started_on > to_timestamp($1 / 1000.0)`,
        [backAt],
      );
      return (row?.n ?? 0) > 0;
    }, 20_000);
  },
);
