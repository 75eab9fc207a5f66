import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { listenTxEvents, TX_CHANNEL, type TxEventPayload } from './tx-events';
import { gateway } from '../gateway';
import { claimRefund } from './refund-claim';
import { recordCharge, recordRefund } from './status-updates';
import { cardBody, openSocket, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

/**
 * The instance that records a payment tells its own payer at once and then announces it on the
 * channel for the other instances; its own announcement coming back must not tell the payer twice
 * (the checkout would show 'Pagamento detectado!' and navigate twice).
 */
test('a PIX paid reaches the payer on this instance once, and other instances through the channel', async () => {
  const heard: string[] = [];
  const unlisten = await env.t.ctx.database.listen(TX_CHANNEL, (payload) => heard.push(payload));
  const linkId = await env.newLink({ amount: '12,00' });
  const { id } = (await env.pay(linkId, { valor: 12, paymentMethod: 'pix' })).json<{ id: string }>();
  const payer = await openSocket(env.t.baseUrl);
  payer.send({ type: 'pix', transactionId: id });
  await payer.next((m) => m.type === 'transaction_pending');

  const paid = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
  assert.equal(paid.statusCode, 202, paid.body);
  await payer.next((m) => m.type === 'transaction_success');
  await env.settle();
  await new Promise((r) => setTimeout(r, 200)); // the channel's echo, had it been forwarded

  assert.deepEqual(
    payer.messages.map((m) => m.type),
    ['transaction_pending', 'transaction_success'],
  );
  const announced = heard.map((p) => JSON.parse(p) as { id: string; status: string });
  assert.ok(
    announced.some((e) => e.id === id && e.status === 'pago'),
    'announced to other instances',
  );
  payer.close();
  await unlisten();
});

/**
 * The channel's payload has one shape, whoever announces it: the statement that records a payment
 * (its RETURNING) and a refund announced after its commit are heard alike, field for field.
 */
test('a payment and its refund are announced with the same fields, read by the one parser', async () => {
  const raw: string[] = [];
  const parsed: TxEventPayload[] = [];
  const unlistenRaw = await env.t.ctx.database.listen(TX_CHANNEL, (payload) => raw.push(payload));
  const unlisten = await listenTxEvents(env.t.ctx.database, (event) => parsed.push(event));
  const linkId = await env.newLink({ amount: '15,00' });
  const paid = await env.pay(linkId, cardBody());
  assert.equal(paid.statusCode, 200, paid.body);
  const { id } = paid.json<{ data: { data: { id: string } } }>().data.data;
  const refunded = await env.t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/refund`,
    headers: { ...env.seller, 'idempotency-key': `announce-${id}` },
    payload: {},
  });
  assert.equal(refunded.statusCode, 200, refunded.body);
  await env.settle();
  await new Promise((r) => setTimeout(r, 200));

  const mine = raw.map((p) => JSON.parse(p) as Record<string, unknown>).filter((e) => e.id === id);
  assert.deepEqual(
    mine.map((e) => [e.previous, e.status]),
    [
      ['pendente', 'pago'],
      ['pago', 'estornada'],
    ],
  );
  const fields = ['at', 'failureReason', 'id', 'method', 'origin', 'previous', 'status'];
  for (const e of mine) assert.deepEqual(Object.keys(e).sort(), fields, JSON.stringify(e));
  assert.deepEqual(
    parsed.filter((e) => e.id === id).map((e) => [e.status, e.method]),
    [
      ['pago', 'credit_card'],
      ['estornada', 'credit_card'],
    ],
  );
  await unlisten();
  await unlistenRaw();
});

/**
 * The provider's webhook can record a full refund before the request that made it does (the
 * provider tells us while our void's answer is on its way back): the sale is announced 'estornada'
 * once, by whichever comes first, and the late request adds the refunded amount silently.
 */
test('a full refund recorded first from the provider is not announced again by the request', async () => {
  const raw: string[] = [];
  const unlisten = await env.t.ctx.database.listen(TX_CHANNEL, (payload) => raw.push(payload));
  const linkId = await env.newLink({ amount: '16,00' });
  const paid = await env.pay(linkId, cardBody());
  assert.equal(paid.statusCode, 200, paid.body);
  const { id } = paid.json<{ data: { data: { id: string } } }>().data.data;
  const [row] = await env.t.ctx.database.query<{ provider_id: string }>(
    'SELECT provider_id FROM transactions WHERE id = $1',
    [id],
  );
  // The request has claimed the refund and the provider has voided the sale…
  const claim = await claimRefund(env.t.ctx, id, `late-${id}`, undefined, null);
  assert.ok(claim.kind === 'new');
  const charge = await gateway(env.t.ctx).provider.getCharge(row!.provider_id);
  // …its webhook is recorded first…
  await recordCharge(env.t.ctx, id, { ...charge, status: 'estornada' });
  // …and then the request's own answer.
  assert.ok(await recordRefund(env.t.ctx, claim.refund.id, null));
  await env.settle();
  await new Promise((r) => setTimeout(r, 200));

  const mine = raw.map((p) => JSON.parse(p) as Record<string, unknown>).filter((e) => e.id === id);
  assert.deepEqual(
    mine.map((e) => [e.previous, e.status]),
    [
      ['pendente', 'pago'],
      ['pago', 'estornada'],
    ],
  );
  const [after] = await env.t.ctx.database.query<{ refunded_cents: number }>(
    'SELECT refunded_cents FROM transactions WHERE id = $1',
    [id],
  );
  assert.equal(Number(after!.refunded_cents), 1600, 'the refunded amount is still counted');
  await unlisten();
});
