import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TX_CHANNEL } from './tx-events';
import { openSocket, startPaymentsApp } from './test-support';

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
