import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, beforeEach, test } from 'node:test';
import { cardBody, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());
// Each test starts from a quiet sandbox: no delivery of an earlier test still in flight or held,
// and no fault an earlier test set (and, failing, never cleared).
beforeEach(async () => {
  await env.settle();
  await env.control('PUT', '/faults', { api: {}, webhooks: {} });
});

type Delivery = { eventId: string; type: string; outcome: string };
/** The sandbox's deliveries after `mark` (a count taken earlier in the same test). */
const deliveries = async (mark = 0) =>
  ((await env.control('GET', '/webhooks/deliveries')).json.deliveries as Delivery[]).slice(mark);

const hookUrl = () => `/api/webhooks/zoop/${encodeURIComponent(env.t.ctx.config.payments.webhookSecret)}`;
const event = (type: string, providerId: string, status: string) => ({
  id: randomBytes(16).toString('hex'),
  resource: 'event',
  type,
  payload: { object: { id: providerId, resource: 'transaction', status } },
});
const deliver = (body: unknown) =>
  env.t.app.inject({ method: 'POST', url: hookUrl(), payload: body as object });

async function pendingPix(amount = 25) {
  const linkId = await env.newLink({ amount: String(amount) });
  const { id } = (await env.pay(linkId, { valor: amount, paymentMethod: 'pix' })).json<{ id: string }>();
  const row = await env.tx(id);
  return { id, providerId: String(row?.provider_id) };
}

test('an unknown secret is 404; a body that is no event is 400', async () => {
  const wrong = await env.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/zoop/not-the-secret',
    payload: event('transaction.succeeded', 'x', 'succeeded'),
  });
  assert.equal(wrong.statusCode, 404);
  const garbage = await env.t.app.inject({
    method: 'POST',
    url: hookUrl(),
    payload: 'not json',
    headers: { 'content-type': 'text/plain' },
  });
  assert.equal(garbage.statusCode, 400);
});

test('duplicate deliveries are processed once, also when they arrive together', async () => {
  const { id, providerId } = await pendingPix();
  const mark = (await deliveries()).length;
  await env.control('PUT', '/faults', { webhooks: { duplicate: true } });
  await env.control('POST', `/transactions/${providerId}/pay`);
  await env.settle();
  await env.control('PUT', '/faults', { webhooks: {} });
  const paid = (await deliveries(mark)).filter((d) => d.type === 'transaction.succeeded');
  const last = paid.at(-1)?.eventId;
  assert.equal(paid.filter((d) => d.eventId === last && d.outcome === 'delivered').length, 2);
  const stored = await env.t.ctx.database.query<{ outcome: string }>(
    'SELECT outcome FROM webhook_events WHERE event_id = $1',
    [last],
  );
  assert.equal(stored.length, 1);
  assert.equal(stored[0]?.outcome, 'pendente_pix -> pago');
  assert.equal((await env.tx(id))?.status, 'pago');

  const same = event('transaction.succeeded', providerId, 'succeeded');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${env.t.baseUrl}${hookUrl()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(same),
      }).then((r) => r.json() as Promise<{ duplicate: boolean }>),
    ),
  );
  assert.equal(answers.filter((a) => !a.duplicate).length, 1);
});

test('status only moves forward: a late failed never undoes pago; the charge is re-read, not trusted', async () => {
  const { id, providerId } = await pendingPix();
  // A forged "succeeded" for an unpaid charge changes nothing: the provider says pending.
  await deliver(event('transaction.succeeded', providerId, 'succeeded'));
  await env.t.ctx.tasks.drain();
  assert.equal((await env.tx(id))?.status, 'pendente_pix');

  await env.control('POST', `/transactions/${providerId}/pay`);
  await env.settle();
  assert.equal((await env.tx(id))?.status, 'pago');
  const late = await deliver(event('transaction.failed', providerId, 'failed'));
  assert.equal(late.statusCode, 200);
  await env.t.ctx.tasks.drain();
  assert.equal((await env.tx(id))?.status, 'pago');
});

test('a charge the provider reverses after we recorded it pago ends unpaid (issue 28 item 7)', async () => {
  // The timeout card: the answer is lost, the charge is adopted by reference as paid, and then
  // Zoop undoes the whole flow. 'pago' would tell the seller of money that never came.
  const linkId = await env.newLink();
  const res = await env.pay(linkId, cardBody({ number: '4710426743216178' }));
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json<{ data: { data: { id: string } } }>().data.data;
  const row = await env.tx(id);
  assert.equal(row?.status, 'pago');
  await env.control('POST', `/transactions/${String(row?.provider_id)}/reverse`);
  await env.settle();
  const after = await env.tx(id);
  assert.deepEqual([after?.status, after?.failure_reason, after?.paid_at], ['falha', 'reversed', null]);
  // The link counts it no more: a one-payment link is open to be paid again.
  const [link] = await env.t.ctx.database.query<{ paid_count: number; paid_transaction_id: string | null }>(
    'SELECT paid_count, paid_transaction_id FROM payment_links WHERE id = $1',
    [linkId],
  );
  assert.deepEqual(link, { paid_count: 0, paid_transaction_id: null });
  // A refund is not undone by it: only 'pago' gives way.
  const refunded = await pendingPix(30);
  await env.control('POST', `/transactions/${refunded.providerId}/pay`);
  await env.t.ctx.gateway.provider.voidCharge(refunded.providerId);
  await env.settle();
  await deliver(event('transaction.reversed', refunded.providerId, 'reversed'));
  await env.t.ctx.tasks.drain();
  assert.equal((await env.tx(refunded.id))?.status, 'estornada');
});

test('out-of-order deliveries (refund before payment) end in the newest state', async () => {
  const { id, providerId } = await pendingPix(40);
  await env.settle();
  const mark = (await deliveries()).length;
  await env.control('PUT', '/faults', { webhooks: { reorder: true } });
  await env.control('POST', `/transactions/${providerId}/pay`);
  await env.t.ctx.gateway.provider.voidCharge(providerId);
  await env.settle();
  await env.control('PUT', '/faults', { webhooks: {} });
  const types = (await deliveries(mark)).map((d) => d.type);
  assert.deepEqual(types, ['transaction.canceled', 'transaction.succeeded'], 'the sandbox did reorder');
  assert.equal((await env.tx(id))?.status, 'estornada');
});

test('the webhook is acknowledged before the provider is asked about the charge', async () => {
  const { id, providerId } = await pendingPix();
  await env.settle();
  // The sandbox's own event is dropped: only the delivery below can move this transaction.
  await env.control('PUT', '/faults', { webhooks: { dropNext: 1 } });
  await env.control('POST', `/transactions/${providerId}/pay`);
  await env.control('PUT', '/faults', { api: { delayMs: 2_000, method: 'GET' } });
  const started = Date.now();
  const res = await deliver(event('transaction.succeeded', providerId, 'succeeded'));
  const ackMs = Date.now() - started;
  assert.equal(res.statusCode, 200);
  assert.ok(ackMs < 2_000, `acknowledged in ${ackMs} ms`);
  assert.equal((await env.tx(id))?.status, 'pendente_pix', 'answered before the charge was re-read');
  await env.settle();
  await env.control('PUT', '/faults', { api: {}, webhooks: {} });
  assert.equal((await env.tx(id))?.status, 'pago');
});

test('a charge the provider holds under a reference we never stored is an unknown charge, left for retries', async () => {
  const [seller] = await env.t.ctx.database.query<{ id_seller: string }>(
    `SELECT id_seller FROM sellers WHERE email = 'seller@pagora.demo'`,
  );
  const reference = randomUUID();
  const charge = await env.t.ctx.gateway.provider.chargePix({
    referenceId: reference,
    amountCents: 1_500,
    sellerId: String(seller?.id_seller),
    description: 'Não é nossa',
    expiresInSeconds: 600,
  });
  const hook = event('transaction.succeeded', charge.providerId, 'succeeded');
  assert.equal((await deliver(hook)).statusCode, 200);
  await env.t.ctx.tasks.drain();
  const [stored] = await env.t.ctx.database.query<{ outcome: string; processed: boolean }>(
    `SELECT outcome, processed_at IS NOT NULL AS processed FROM webhook_events WHERE event_id = $1`,
    [hook.id],
  );
  assert.deepEqual(stored, { outcome: 'unknown_charge', processed: false });
  assert.equal(await env.tx(reference), undefined);
});
