import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSocket, startPaymentsApp, sweepLostEventsNow, waitFor } from './test-support';

/**
 * Issue 35, item 4: a PIX paid at the provider whose webhook never reached us (the instance that
 * would have recorded it died) must not be expired by the sweep. The expiry asks the provider
 * first; when it cannot be asked, nothing is expired in that run.
 */
type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp({ pixExpirySeconds: 2, pixExpirySweepMs: 50 });
  // These tests drop a webhook to watch the expiry find the payment, not the lost-event sweep.
  await sweepLostEventsNow(env.t.ctx);
});
after(() => env.t.close());

async function pendingPix() {
  const linkId = await env.newLink({ amount: '12,34', customerEmail: 'pagador.pix@example.com' });
  const res = await env.pay(linkId, { valor: 12.34, paymentMethod: 'pix' });
  assert.equal(res.statusCode, 200, res.body);
  const { id, expiresAt } = res.json<{ id: string; expiresAt: string }>();
  const providerId = String((await env.tx(id))?.provider_id);
  return { id, providerId, expiresAt };
}

test('a PIX paid at the provider whose webhook was lost is recorded as paid at its deadline, not expired', async () => {
  const { id, providerId, expiresAt } = await pendingPix();
  const socket = await openSocket(env.t.baseUrl);
  socket.send({ type: 'pix', transactionId: id });
  await socket.next((m) => m.type === 'transaction_pending');
  // The payer pays; the provider's webhook is lost on the way.
  await env.control('PUT', '/faults', { webhooks: { dropNext: 1 } });
  assert.equal((await env.control('POST', `/transactions/${providerId}/pay`)).status, 200);
  await env.settle();
  await env.control('PUT', '/faults', { webhooks: {} });
  assert.equal((await env.tx(id))?.status, 'pendente_pix', 'nothing told us yet');

  const paid = await socket.next((m) => m.type === 'transaction_success', 15_000);
  assert.equal(paid.transactionId, id);
  socket.close();
  const row = await env.tx(id);
  assert.equal(row?.status, 'pago');
  assert.equal(row?.late_payment, false, 'paid before its deadline: not a late payment');
  assert.ok(Date.now() >= Date.parse(expiresAt), 'found by the expiry sweep, after the deadline');
  assert.equal((await env.zoop('GET', `/transactions/${providerId}`)).json.status, 'succeeded');
  const mails = await env.t.ctx.database.query<{ kind: string; recipient: string }>(
    `SELECT kind, recipient FROM mail_outbox WHERE event_key IN ($1, $2) ORDER BY kind`,
    [`receipt:${id}`, `sale:${id}`],
  );
  assert.deepEqual(
    mails.map((m) => m.kind),
    ['new_sale', 'payment_receipt'],
  );
  assert.equal(mails.find((m) => m.kind === 'payment_receipt')?.recipient, 'pagador.pix@example.com');
});

test('with the provider down, a PIX past its deadline stays pending; once it answers, it expires', async () => {
  const { id, providerId, expiresAt } = await pendingPix();
  await env.control('PUT', '/faults', { api: { failNext: 100_000, failStatus: 503 } });
  try {
    while (Date.now() < Date.parse(expiresAt) + 1_500) await sleep(100);
    // Several sweeps ran past the deadline (every 50 ms), each leasing and asking.
    const row = await env.tx(id);
    assert.ok(row?.expiry_lease_until, 'the sweep took it');
    assert.equal(row?.status, 'pendente_pix', 'not expired without asking the provider');
  } finally {
    await env.control('PUT', '/faults', { api: {} });
  }
  // The next sweep after its lease asks again: still unpaid there, so now it expires.
  await env.t.ctx.database.query(`UPDATE transactions SET expiry_lease_until = NULL WHERE id = $1`, [id]);
  const expired = await waitFor(async () => {
    const r = await env.tx(id);
    return r?.provider_status === 'canceled' ? r : null;
  }, 15_000);
  assert.equal(expired.status, 'expirada');
  assert.equal(expired.failure_reason, 'expired');
  assert.equal((await env.zoop('GET', `/transactions/${providerId}`)).json.status, 'canceled');
});
