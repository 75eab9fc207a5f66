// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createContext } from '../app-context';
import { migrate } from '../platform/db/migrate';
import { testConfig } from '../test/config';
import { openTestDatabase } from '../test/harness';
import { startApiProcess, type ApiProcess } from '../test/instances';
import { seedDemoAccounts } from '../domains/demo';
import { insertLink, newLinkId } from '../domains/links';
import { waitFor } from '../domains/payments/test-support';

/**
 * Two API processes on one PostgreSQL with the embedded sandbox (issue 35, item 15): they serve
 * one sandbox. A PIX created through A is paid through B's sandbox button, both sandboxes see it
 * paid, the engine's webhook is registered once and each event is delivered once.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';
const API_KEY = 'zpk_test_shared_sandbox_0123456789';
const MID = 'a9e0c1d2b3f4a5968778695a4b3c2d1e';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let instances: ApiProcess[] = [];
let linkId: string;

/** A call to an instance's embedded sandbox, as its Zoop adapter makes it. */
async function sandbox(instance: ApiProcess, path: string): Promise<unknown> {
  const res = await fetch(`${instance.url}/zoop-sandbox${path}`, {
    headers: { authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}` },
  });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return res.json();
}

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  const seller = (await seedDemoAccounts(createContext(testConfig(), db.database))).sellers[0]?.seller;
  assert.ok(seller);
  linkId = newLinkId();
  await insertLink(db.database.db, {
    id: linkId,
    sellerId: seller.id,
    marketplaceId: seller.marketplaceId,
    description: 'Um sandbox',
    amountCents: 4_321,
    paymentMethods: ['pix'],
  });
  // Each instance has its own webhook secret (the sandbox default): one registration still serves both.
  const env = { DATABASE_URL: db.url ?? '', PAYMENT_PROVIDER: 'sandbox', ZOOP_API_KEY: API_KEY };
  instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

after(async () => {
  if (SKIP) return;
  for (const instance of instances) {
    instance.child.removeAllListeners('exit');
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => instance.child.once('exit', resolve));
  }
  await db.drop();
});

test(
  'a PIX created on A is paid through B: one sandbox, one registration, one delivery',
  { skip: SKIP },
  async () => {
    const [a, b] = instances;
    assert.ok(a && b);
    const created = await fetch(`${a.url}/api/payment/${linkId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ valor: 43.21, paymentMethod: 'pix' }),
    });
    assert.equal(created.status, 200, await created.clone().text());
    const { id } = (await created.json()) as { id: string };

    const paid = await fetch(`${b.url}/api/sandbox/pay/${id}`, { method: 'POST' });
    assert.equal(paid.status, 202, await paid.clone().text());
    await waitFor(async () => {
      const [row] = await db.database.query<{ status: string }>(
        'SELECT status FROM transactions WHERE id = $1',
        [id],
      );
      return row?.status === 'pago';
    });
    const [row] = await db.database.query<{ provider_id: string }>(
      'SELECT provider_id FROM transactions WHERE id = $1',
      [id],
    );
    for (const instance of [a, b]) {
      const charge = (await sandbox(
        instance,
        `/v1/marketplaces/${MID}/transactions/${row?.provider_id}`,
      )) as {
        status: string;
      };
      assert.equal(charge.status, 'succeeded', `${instance.url} sees the PIX paid`);
    }

    for (const instance of [a, b]) {
      const hooks = (await sandbox(instance, `/v1/marketplaces/${MID}/webhooks`)) as { items: unknown[] };
      assert.equal(hooks.items.length, 1, 'one webhook registration for both instances');
    }
    await sleep(1_000); // time for a second delivery, were there one
    let delivered = 0;
    for (const instance of [a, b]) {
      const { deliveries } = (await sandbox(instance, '/_control/webhooks/deliveries')) as {
        deliveries: { type: string; outcome: string }[];
      };
      delivered += deliveries.filter(
        (d) => d.type === 'transaction.succeeded' && d.outcome === 'delivered',
      ).length;
    }
    assert.equal(delivered, 1, 'the payment was delivered once, by one instance');
  },
);
