import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSocket, startPaymentsApp, waitFor } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp({ pixExpirySeconds: 2, pixExpirySweepMs: 50 });
});
after(() => env.t.close());

async function pendingPix() {
  const linkId = await env.newLink({ amount: '12,34' });
  const res = await env.pay(linkId, { valor: 12.34, paymentMethod: 'pix' });
  assert.equal(res.statusCode, 200, res.body);
  const { id, expiresAt } = res.json<{ id: string; expiresAt: string }>();
  const providerId = String((await env.tx(id))?.provider_id);
  return { id, providerId, expiresAt };
}

test('an unpaid PIX expires: voided at the provider, expirada (not a decline), pushed to the payer', async () => {
  const { id, providerId, expiresAt } = await pendingPix();
  assert.ok(Date.parse(expiresAt) - Date.now() <= 2_000);
  const socket = await openSocket(env.t.baseUrl);
  socket.send({ type: 'pix', transactionId: id });
  await socket.next((m) => m.type === 'transaction_pending');
  const failed = await socket.next((m) => m.type === 'transaction_failed', 15_000);
  assert.equal(failed.transactionId, id);
  assert.equal(failed.reason, 'expirada', 'the page says expired from the server, not from its clock');
  socket.close();
  const row = await waitFor(async () => {
    const r = await env.tx(id);
    return r?.provider_status === 'canceled' ? r : null;
  });
  assert.equal(row.status, 'expirada');
  assert.equal(row.failure_reason, 'expired');
  assert.ok(row.expired_at);
  assert.ok(new Date(row.expired_at as Date).getTime() >= Date.parse(expiresAt));
  assert.equal((await env.zoop('GET', `/transactions/${providerId}`)).json.status, 'canceled');
  const tooLate = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
  assert.equal(tooLate.statusCode, 409);
});

test('a payment that arrives after expiry is recorded as pago and flagged late, never lost', async () => {
  const { id, providerId } = await pendingPix();
  // The void at expiry fails, so the code is still payable at the provider.
  await env.control('PUT', '/faults', { api: { failNext: 1, method: 'POST', failStatus: 503 } });
  await waitFor(async () => (await env.tx(id))?.status === 'expirada', 15_000);
  // The void was refused (fault used up), so the code is still payable.
  await waitFor(
    async () =>
      ((await env.control('GET', '/faults')).json as { api: { failNext: number } }).api.failNext === 0,
  );
  await env.control('PUT', '/faults', { api: {} });
  const expired = await env.tx(id);
  assert.equal(expired?.failure_reason, 'expired');
  assert.equal((await env.zoop('GET', `/transactions/${providerId}`)).json.status, 'pending');
  // An event read back as "pending" must not reopen the expired transaction.
  const hook = `/api/webhooks/zoop/${encodeURIComponent(env.t.ctx.config.payments.webhookSecret)}`;
  const stale = {
    id: `stale-${id}`,
    type: 'transaction.updated',
    payload: { object: { id: providerId, resource: 'transaction' } },
  };
  assert.equal((await env.t.app.inject({ method: 'POST', url: hook, payload: stale })).statusCode, 200);
  await env.t.ctx.tasks.drain();
  assert.equal((await env.tx(id))?.status, 'expirada');

  const pay = await env.control('POST', `/transactions/${providerId}/pay`);
  assert.equal(pay.status, 200);
  await env.settle();
  const row = await env.tx(id);
  assert.equal(row?.status, 'pago');
  assert.equal(row?.late_payment, true);
  assert.ok(row?.paid_at);
});

test('an expired code is no decline in the dashboards, and the same payer then gets a new code', async () => {
  const linkId = await env.newLink({ amount: '12,34' });
  const ask = () =>
    env.t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      headers: { 'x-payer-token': 'expiring-payer-0123456789' },
      payload: { valor: 12.34, paymentMethod: 'pix' },
    });
  const { id } = (await ask()).json<{ id: string }>();
  await waitFor(async () => (await env.tx(id))?.status === 'expirada', 15_000);

  const userId = String(
    (
      await env.t.ctx.database.query<{ id: string }>(
        `SELECT id FROM users WHERE email = 'seller@pagora.demo'`,
      )
    )[0]?.id,
  );
  const dash = await env.t.app.inject({
    method: 'GET',
    url: `/api/seller-dash/${userId}`,
    headers: env.seller,
  });
  // Every charge in this app is a PIX that expired or was paid late: none is a decline.
  const stats = dash.json<{ dados: { stats: { declined: number; pending: number } } }>().dados.stats;
  assert.equal(stats.declined, 0);
  const monthly = await env.t.app.inject({
    method: 'GET',
    url: '/api/dashboard/monthly',
    headers: env.seller,
  });
  const current = monthly.json<{ dados: { declinedCount: number; declinedCents: number }[] }>().dados.at(-1);
  assert.equal(current?.declinedCount, 0);
  assert.equal(current?.declinedCents, 0);

  const fresh = (await ask()).json<{ id: string }>();
  assert.notEqual(fresh.id, id);
});
