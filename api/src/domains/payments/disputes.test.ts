import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startReceiver } from '../developers/testing';
import { cardBody, startPaymentsApp, sweepLostEventsNow } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  env = await startPaymentsApp();
  // One test drops a dispute's webhook to watch the next event settle it, not the lost-event sweep.
  await sweepLostEventsNow(env.t.ctx);
  receiver = await startReceiver();
  // A shop listening to its sales: the status hooks (runTxChangeHooks) announce each move to it.
  const endpoint = await env.t.app.inject({
    method: 'POST',
    url: '/api/developer/webhooks',
    headers: env.seller,
    payload: {
      url: receiver.url,
      events: ['payment.disputed', 'payment.dispute_won', 'payment.charged_back'],
    },
  });
  assert.equal(endpoint.statusCode, 201, endpoint.body);
});
after(async () => {
  await env.t.close();
  await receiver.close();
});

/**
 * Issue 36: a bank's contest of a paid card sale is no refund. The sandbox plays the card
 * network (`/_control/transactions/:id/dispute`, `.../dispute/win`, `.../dispute/lose`); its
 * webhook, processed like every provider event, moves the sale.
 */
async function paidCard(): Promise<{ id: string; providerId: string; linkId: string }> {
  const linkId = await env.newLink({ amount: '120,00', usage: 'unico' });
  const res = await env.pay(linkId, cardBody());
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json<{ data: { data: { id: string } } }>().data.data;
  return { id, linkId, providerId: String((await env.tx(id))?.provider_id) };
}

async function network(providerId: string, step: 'dispute' | 'dispute/win' | 'dispute/lose') {
  const res = await env.control('POST', `/transactions/${providerId}/${step}`);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  await env.settle();
}

/** The events announced to the shop for the sale (the hooks of other domains ran with the change). */
const announced = async (id: string) =>
  (
    await env.t.ctx.database.query<{ type: string }>(
      'SELECT type FROM outbound_webhook_events WHERE object_id = $1 ORDER BY sequence',
      [id],
    )
  ).map((r) => r.type);

const linkTaken = async (linkId: string) =>
  (
    await env.t.ctx.database.query<{ n: number }>('SELECT paid_count AS n FROM payment_links WHERE id = $1', [
      linkId,
    ])
  )[0]?.n;

test('disputed, a paid sale is em_disputa, not refundable; won, it is pago again', async () => {
  const { id, providerId, linkId } = await paidCard();
  await network(providerId, 'dispute');
  const disputed = await env.tx(id);
  assert.deepEqual([disputed?.status, Number(disputed?.refunded_cents)], ['em_disputa', 0]);
  assert.ok(disputed?.paid_at, 'still a sale that was paid');
  assert.deepEqual(await announced(id), ['payment.disputed']);
  const refund = await env.t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/refund`,
    headers: { ...env.seller, 'idempotency-key': `dispute-${id}` },
    payload: {},
  });
  assert.equal(refund.statusCode, 422, refund.body);
  // Still sold: the one-payment link takes no second payer while the bank contests the first.
  const second = await env.pay(linkId, cardBody());
  assert.equal(second.statusCode, 409, second.body);

  await network(providerId, 'dispute/win');
  assert.equal((await env.tx(id))?.status, 'pago');
  assert.deepEqual(await announced(id), ['payment.disputed', 'payment.dispute_won']);
  // The one-payment link stayed taken throughout.
  assert.equal(await linkTaken(linkId), 1);
});

test('lost, it is chargeback: never estornada, nothing recorded as refunded', async () => {
  const { id, providerId, linkId } = await paidCard();
  await network(providerId, 'dispute');
  await network(providerId, 'dispute/lose');
  const row = await env.tx(id);
  assert.deepEqual([row?.status, Number(row?.refunded_cents)], ['chargeback', 0]);
  assert.deepEqual(await announced(id), ['payment.disputed', 'payment.charged_back']);
  assert.equal(await linkTaken(linkId), 1);
  // A late (or forged) 'succeeded' event brings nothing back: the charge is read again.
  const stale = await env.t.app.inject({
    method: 'POST',
    url: `/api/webhooks/zoop/${encodeURIComponent(env.t.ctx.config.payments.webhookSecret)}`,
    payload: {
      id: `stale-${id}`,
      type: 'transaction.succeeded',
      payload: { object: { id: providerId, resource: 'transaction' } },
    },
  });
  assert.equal(stale.statusCode, 200);
  await env.t.ctx.tasks.drain();
  assert.equal((await env.tx(id))?.status, 'chargeback');
});

test('pago straight to chargeback when the dispute’s own event never came', async () => {
  const { id, providerId } = await paidCard();
  await env.control('PUT', '/faults', { webhooks: { dropNext: 1 } });
  await network(providerId, 'dispute');
  await env.control('PUT', '/faults', { webhooks: {} });
  assert.equal((await env.tx(id))?.status, 'pago');
  await network(providerId, 'dispute/lose');
  assert.equal((await env.tx(id))?.status, 'chargeback');
  assert.deepEqual(await announced(id), ['payment.charged_back']);
});

/** The seller's messages about the sale, oldest first (the outbox, as 'Emails enviados' lists it). */
const mailed = async (id: string) =>
  await env.t.ctx.database.query<{
    kind: string;
    recipient: string;
    subject: string;
    data: Record<string, unknown>;
  }>(
    `SELECT kind, recipient, subject, data FROM mail_outbox WHERE kind LIKE 'sale_%' AND data->>'transactionId' = $1
     ORDER BY created_at`,
    [id],
  );

test('the seller is told by e-mail what to send, where and by when; then how it ended, once each', async () => {
  const { id, providerId } = await paidCard();
  const [seller] = await env.t.ctx.database.query<{ email: string }>(
    'SELECT s.email FROM sellers s JOIN transactions t ON t.seller_id = s.id WHERE t.id = $1',
    [id],
  );
  await network(providerId, 'dispute');
  const [opened] = await mailed(id);
  const { evidenceEmail, responseDays } = env.t.ctx.config.payments.disputes;
  assert.equal(opened?.kind, 'sale_disputed');
  assert.equal(opened?.recipient, seller?.email.toLowerCase());
  assert.equal(opened?.data.evidenceEmail, evidenceEmail);
  // The deadline is a Brasília day `responseDays` after today.
  const respondBy = new Date(Date.now() - 3 * 3_600_000 + responseDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  assert.equal(opened?.data.respondBy, respondBy);
  assert.match(
    opened?.subject ?? '',
    /^Venda de R\$\s?120,00 contestada: envie documentos até \d{2}\/\d{2}\/\d{4}$/,
  );
  // The decision sends its own message; nothing is sent twice (event keys).
  await network(providerId, 'dispute/lose');
  assert.deepEqual(
    (await mailed(id)).map((m) => m.kind),
    ['sale_disputed', 'sale_charged_back'],
  );
});

test("'Sacar' holds a settled sale's net while its dispute is open, and frees it when won", async () => {
  const { id, providerId } = await paidCard();
  // The sale settles (card, one installment: D+30 at the sandbox).
  const moved = await env.control('POST', '/clock', { days: 31 });
  assert.equal(moved.status, 200, JSON.stringify(moved.json));
  const available = async () => {
    const res = await env.t.app.inject({ method: 'GET', url: '/api/balance', headers: env.seller });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ availableCents: number }>().availableCents;
  };
  const before = await available();
  await network(providerId, 'dispute');
  const row = await env.tx(id);
  const net = Number(row?.amount_cents) - Number(row?.fees_cents);
  assert.equal(before - (await available()), net, "the disputed sale's net is not available to withdraw");
  await network(providerId, 'dispute/win');
  assert.equal(await available(), before);
});
