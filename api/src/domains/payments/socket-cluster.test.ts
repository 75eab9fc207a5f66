import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createContext } from '../../app-context';
import { testConfig } from '../../test/config';
import { migrate } from '../../platform/db/migrate';
import { API_KEY, MARKETPLACE_ID, startStandaloneSandbox as startEnv } from '../gateway/testing';
import { openTestDatabase } from '../../test/harness';
import { startApiProcess, type ApiProcess } from '../../test/instances';
import { seedDemoAccounts } from '../demo';
import { newLinkId } from '../links';
import { insertLink } from '../links';
import { openSocket, waitFor } from './test-support';

/**
 * Two API processes on one PostgreSQL and one (standalone) Zoop sandbox, as in production: the
 * webhook is delivered to instance A only, the payer's socket is open on instance B.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';
const SECRET = 'cluster-webhook-secret-0123456789';

type Instance = ApiProcess;
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let sandbox: Awaited<ReturnType<typeof startEnv>>;
let a: Instance;
let b: Instance;
let linkId: string;

function startInstance(
  databaseUrl: string,
  zoopUrl: string,
  marketplaceId: string,
  apiKey: string,
): Promise<Instance> {
  return startApiProcess({
    DATABASE_URL: databaseUrl,
    ZOOP_API_URL: zoopUrl,
    ZOOP_API_KEY: apiKey,
    ZOOP_MARKETPLACE_ID: marketplaceId,
    WEBHOOK_SECRET: SECRET,
  });
}

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  const accounts = await seedDemoAccounts(createContext(testConfig(), db.database));
  const seller = accounts.sellers[0]?.seller;
  assert.ok(seller);
  linkId = newLinkId();
  await insertLink(db.database.db, {
    id: linkId,
    sellerId: seller.id,
    marketplaceId: seller.marketplaceId,
    description: 'Cluster',
    amountCents: 7_777,
    paymentMethods: ['pix'],
  });
  sandbox = await startEnv({}, { adoptUnknownIds: true, webhookRetryDelayMs: 20 });
  [a, b] = await Promise.all([
    startInstance(db.url ?? '', sandbox.apiUrl, MARKETPLACE_ID, API_KEY),
    startInstance(db.url ?? '', sandbox.apiUrl, MARKETPLACE_ID, API_KEY),
  ]);
  const hook = await sandbox.zoop('POST', '/webhooks', {
    url: `${a.url}/api/webhooks/zoop/${SECRET}`,
    event: [],
  });
  assert.equal(hook.status, 201);
});

after(async () => {
  if (SKIP) return;
  for (const instance of [a, b]) {
    if (!instance) continue;
    instance.child.removeAllListeners('exit');
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => instance.child.once('exit', resolve));
  }
  await sandbox?.close();
  await db?.drop();
});

test(
  'a webhook landing on instance A is pushed to the payer’s socket on instance B',
  { skip: SKIP },
  async () => {
    const created = await fetch(`${b.url}/api/payment/${linkId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ valor: 77.77, paymentMethod: 'pix' }),
    });
    assert.equal(created.status, 200);
    const { id } = (await created.json()) as { id: string };
    const [row] = await db.database.query<{ provider_id: string }>(
      'SELECT provider_id FROM transactions WHERE id = $1',
      [id],
    );
    assert.ok(row?.provider_id);

    const payer = await openSocket(b.url);
    payer.send({ type: 'pix', transactionId: id });
    await payer.next((m) => m.type === 'transaction_pending');
    const paidAt = Date.now();
    assert.equal((await sandbox.control('POST', `/transactions/${row.provider_id}/pay`)).status, 200);
    const push = await payer.next((m) => m.type === 'transaction_success');
    payer.close();
    assert.equal(push.transactionId, id);
    assert.ok(Date.now() - paidAt < 10_000, 'pushed, not polled');

    const deliveries = (await sandbox.control('GET', '/webhooks/deliveries')).json as {
      deliveries: Array<{ url: string }>;
    };
    assert.ok(
      deliveries.deliveries.every((d) => d.url.startsWith(a.url)),
      'only instance A received the webhook',
    );
    await waitFor(
      async () =>
        (await db.database.query('SELECT 1 FROM webhook_events WHERE processed_at IS NOT NULL')).length === 1,
    );

    // With a real provider configured, the sandbox button's route does not exist.
    const sandboxPay = await fetch(`${b.url}/api/sandbox/pay/${id}`, { method: 'POST' });
    assert.equal(sandboxPay.status, 404);
    const config = (await (await fetch(`${b.url}/api/checkout-config`)).json()) as { sandbox: boolean };
    assert.equal(config.sandbox, false);
  },
);
