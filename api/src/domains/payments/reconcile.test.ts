import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import {
  CARDS,
  backdateTransaction,
  cardBody,
  openSocket,
  startPaymentsApp,
  sweepLostEventsNow,
  waitFor,
} from './test-support';

// Reconciliation runs inside the payments sweep of the job queue (every 50 ms here): these tests
// only make the provider and the database disagree, then wait for the payer to hear the truth.
type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
  // These tests drop webhooks to watch reconciliation find the payment, not the lost-event sweep.
  await sweepLostEventsNow(env.t.ctx);
});
after(() => env.t.close());

/** Makes a transaction look older than the one-minute grace reconciliation waits for. */
const age = (id: string, seconds: number) => backdateTransaction(env.t.ctx.database, id, seconds);

test('a PIX paid while its webhook was lost reaches the payer within a sweep, not at expiry', async () => {
  const linkId = await env.newLink({ amount: '21,50' });
  const res = await env.pay(linkId, { valor: 21.5, paymentMethod: 'pix' });
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json<{ id: string }>();
  const socket = await openSocket(env.t.baseUrl);
  socket.send({ type: 'pix', transactionId: id });
  await socket.next((m) => m.type === 'transaction_pending');

  await env.control('PUT', '/faults', { webhooks: { dropNext: 10 } });
  const paid = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
  assert.equal(paid.statusCode, 202, paid.body);
  await env.settle();
  // Within its first minute a PIX is left to its webhook: many sweeps pass, nothing is read.
  await sleep(400);
  assert.equal((await env.tx(id))?.status, 'pendente_pix', 'the webhook was dropped');

  await age(id, 90);
  const success = await socket.next((m) => m.type === 'transaction_success' && m.transactionId === id);
  assert.ok(success);
  const row = await env.tx(id);
  assert.equal(row?.status, 'pago');
  assert.equal(row?.late_payment, false);
  socket.close();
  await env.control('PUT', '/faults', { webhooks: {} });
});

test('a card charge whose answer was lost is found by reference and recorded paid, once', async () => {
  const linkId = await env.newLink({ amount: '33,00' });
  // The provider charges, then every answer (and the adapter's own lookups) fails.
  await env.control('PUT', '/faults', {
    api: { failNext: 50, method: 'ANY', failAfterProcessing: true, failStatus: 503 },
  });
  const key = randomUUID();
  const res = await env.pay(linkId, cardBody({ number: CARDS.approved, totalValue: 33 }), key);
  await env.control('PUT', '/faults', { api: {} });
  assert.ok(res.statusCode >= 500 && res.statusCode < 600, `provider unreachable: ${res.statusCode}`);
  const [row] = await env.t.ctx.database.query<{ id: string; status: string; failure_reason: string }>(
    `SELECT id, status, failure_reason FROM transactions WHERE link_id = $1`,
    [linkId],
  );
  assert.equal(row?.status, 'falha');
  assert.equal(row?.failure_reason, 'provider_unavailable', 'outcome unknown, not a refusal');

  await age(row.id, 90);
  const settled = await waitFor(async () => {
    const tx = await env.tx(row.id);
    return tx?.status === 'pago' ? tx : null;
  });
  assert.equal(settled.failure_reason, null);
  assert.equal(settled.late_payment, false);
  const charges = await env.zoop('GET', `/transactions?reference_id=${row.id}`);
  const items = (charges.json as { items?: unknown[] }).items ?? [];
  assert.equal(items.length, 1, 'charged once at the provider');
});

test('a card charge the provider never received fails after five minutes instead of hanging', async () => {
  const linkId = await env.newLink({ amount: '12,00' });
  const id = randomUUID();
  // A row written just before the process died: no provider call was ever made.
  const [link] = await env.t.ctx.database.query<{ seller_id: string; marketplace_id: string }>(
    'SELECT seller_id, marketplace_id FROM payment_links WHERE id = $1',
    [linkId],
  );
  await env.t.ctx.database.query(
    `INSERT INTO transactions (id, link_id, seller_id, marketplace_id, status, method, amount_cents, installments, created_at)
     VALUES ($1, $2, $3, $4, 'pendente', 'credit_card', 1200, 1, now() - interval '2 minutes')`,
    [id, linkId, link!.seller_id, link!.marketplace_id],
  );
  await sleep(400);
  assert.equal((await env.tx(id))?.status, 'pendente', 'two minutes: maybe still in flight');
  // Aged first, then made due: a sweep that leases the row between the two reads it six minutes
  // old. The other order let one lease it at two minutes, leave it open and not look again for
  // 30 s, past the wait below (CI, 2026-12-01).
  await backdateTransaction(env.t.ctx.database, id, 4 * 60);
  await env.t.ctx.database.query(`UPDATE transactions SET reconcile_after = NULL WHERE id = $1`, [id]);
  const failed = await waitFor(async () => {
    const tx = await env.tx(id);
    return tx?.status === 'falha' ? tx : null;
  });
  assert.equal(failed.failure_reason, 'provider_error');
});
