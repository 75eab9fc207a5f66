import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSocket, startPaymentsApp, waitFor } from '../payments/testing';

/**
 * What a lost LISTEN connection must not cost: NOTIFYs sent while nobody listened are gone for
 * good, so when the connection comes back the instance must re-read what its payers watch and
 * forget what it cached. Each change below is written straight to its table with no NOTIFY at all,
 * the same as one whose NOTIFY fell into the gap; only the reconnect can bring it to light.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'PGlite has no LISTEN connection to lose: set DATABASE_URL (CI runs the suite on PostgreSQL)';

let env: Awaited<ReturnType<typeof startPaymentsApp>>;
before(async () => {
  if (SKIP) return;
  env = await startPaymentsApp();
});
after(() => env?.t.close());

/** Ends this app's LISTEN connection, as a failover or `pg_terminate_backend` would. */
async function loseListenConnection(): Promise<void> {
  const { database } = env.t.ctx;
  const killed = await database.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND application_name = 'pagora-listen'`,
  );
  assert.equal(killed.length, 1, 'one LISTEN connection');
  await database.query('SELECT pg_terminate_backend($1)', [killed[0]?.pid]);
  await waitFor(async () => !database.listening(), 5_000);
}

/** Waits until the LISTEN connection is back and its subscribers were told. */
async function reconnected(): Promise<void> {
  await waitFor(async () => env.t.ctx.database.listening(), 10_000);
  await sleep(100);
}

test(
  'a PIX that ended while LISTEN was down reaches the watching payer after the reconnect',
  { skip: SKIP },
  async () => {
    const linkId = await env.newLink({ amount: '19,90', paymentMethods: ['pix'] });
    const created = await env.pay(linkId, { valor: 19.9, paymentMethod: 'pix' });
    assert.equal(created.statusCode, 200, created.body);
    const { id } = created.json<{ id: string }>();
    const payer = await openSocket(env.t.baseUrl);
    payer.send({ type: 'pix', transactionId: id });
    await payer.next((m) => m.type === 'transaction_pending');

    await env.t.ctx.database.query(`UPDATE transactions SET status = 'pago' WHERE id = $1`, [id]);
    await loseListenConnection();
    const push = await payer.next((m) => m.type === 'transaction_success', 10_000);
    assert.equal(push.transactionId, id);
    payer.close();
  },
);

test(
  'a session revoked and a brand changed during the gap are not served from the cache after it',
  { skip: SKIP },
  async () => {
    const marketplace = await env.t.loginAs('marketplace@pagora.demo');
    const me = () => env.t.app.inject({ method: 'GET', url: '/api/me', headers: marketplace });
    const first = await me();
    assert.equal(first.statusCode, 200);
    const { settings } = first.json<{ settings: { primaryColor: string } }>();
    assert.notEqual(settings.primaryColor, '#123456');
    // Both now cached: the session (principal) and the marketplace's brand.
    const seller = await env.t.loginAs('seller@pagora.demo');
    const sellerMe = () => env.t.app.inject({ method: 'GET', url: '/api/me', headers: seller });
    assert.equal((await sellerMe()).statusCode, 200);

    const { database } = env.t.ctx;
    await database.query(`UPDATE marketplaces SET primary_color = '#123456'
     WHERE id = (SELECT marketplace_id FROM users WHERE email = 'marketplace@pagora.demo')`);
    await database.query(
      `UPDATE sessions SET revoked_at = now()
     WHERE user_id = (SELECT id FROM users WHERE email = 'seller@pagora.demo')`,
    );
    assert.equal((await sellerMe()).statusCode, 200, 'before the gap the cache still answers (no NOTIFY)');

    await loseListenConnection();
    await reconnected();
    assert.equal((await sellerMe()).statusCode, 401, 'the revoked session is refused');
    const after = await me();
    assert.equal(after.json<{ settings: { primaryColor: string } }>().settings.primaryColor, '#123456');
  },
);
