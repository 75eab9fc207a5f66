import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startReceiver } from '../developers/testing';
import { openSocket, startPaymentsApp } from '../payments/testing';

/**
 * What an operator reads off `/metrics` after one PIX is paid while its payer watches: the payment
 * counted by method and status, the paid → push delay observed, and the mail and shop-webhook
 * queues holding what that payment caused (no SMTP server here; the shop's endpoint is failing).
 */
let env: Awaited<ReturnType<typeof startPaymentsApp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  receiver = await startReceiver();
  receiver.failNext(...Array<number>(20).fill(500));
  env = await startPaymentsApp();
});
after(async () => {
  await env.t.close();
  await receiver.close();
});

/** The value of one sample of the scrape, or null when the series is absent. */
function sample(scrape: string, series: string): number | null {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

test('a paid PIX shows in the payment, push-delay, mail and webhook series', async () => {
  const endpoint = await env.t.app.inject({
    method: 'POST',
    url: '/api/developer/webhooks',
    headers: env.seller,
    payload: { url: receiver.url, events: ['payment.paid'], description: 'Loja' },
  });
  assert.equal(endpoint.statusCode, 201, endpoint.body);
  const linkId = await env.newLink({ amount: '25,00', customerEmail: 'pagador@example.com' });
  const created = await env.pay(linkId, { valor: 25, paymentMethod: 'pix' });
  assert.equal(created.statusCode, 200, created.body);
  const { id } = created.json<{ id: string }>();
  const payer = await openSocket(env.t.baseUrl);
  payer.send({ type: 'pix', transactionId: id });
  await payer.next((m) => m.type === 'transaction_pending');
  const paid = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
  assert.equal(paid.statusCode, 202, paid.body);
  await payer.next((m) => m.type === 'transaction_success');
  payer.close();
  await env.settle();

  const scrape = (await env.t.app.inject({ method: 'GET', url: '/metrics' })).body;
  assert.equal(sample(scrape, 'pagora_payments_total{method="pix",status="pago"}'), 1);
  assert.equal(sample(scrape, 'pagora_pix_paid_push_delay_seconds_count'), 1);
  assert.ok((sample(scrape, 'pagora_mail_queue{measure="count"}') ?? 0) >= 2, 'receipt and new-sale notice');
  assert.ok((sample(scrape, 'pagora_mail_queue{measure="oldest_seconds"}') ?? -1) >= 0);
  assert.equal(sample(scrape, 'pagora_outgoing_webhook_queue{measure="count"}'), 1);
  assert.ok((sample(scrape, 'pagora_outgoing_webhook_queue{measure="oldest_seconds"}') ?? -1) >= 0);
  assert.equal(sample(scrape, 'pagora_webhook_backlog{measure="count"}'), 0, 'the provider webhook applied');
  if (env.t.ctx.database.kind === 'postgres') {
    assert.equal(sample(scrape, 'pagora_db_pool_connections{state="max"}'), 10);
    assert.ok((sample(scrape, 'pagora_db_pool_connections{state="total"}') ?? 0) >= 1, 'pool in use');
    assert.equal(sample(scrape, 'pagora_db_listen_up'), 1);
  }
});
