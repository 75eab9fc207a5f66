import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boletoAnswerSchema } from '@pagora/shared/contracts';
import { boletoBody, cardBody, openSocket, startPaymentsApp, waitFor } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

type Logged = { method: string; path: string };
const requests = async () =>
  ((await env.control('GET', '/requests')).json as { requests: Logged[] }).requests;

test('an unpaid boleto past its limit date is cancelled as a boleto, and never reads as refunded (issue 36)', async () => {
  const linkId = await env.newLink({ amount: '80,00', paymentMethods: ['bank_slip'] });
  const res = await env.pay(linkId, boletoBody(), `cancel-${process.pid}`);
  assert.equal(res.statusCode, 200, res.body);
  const { id } = boletoAnswerSchema.parse(res.json());
  const providerId = String((await env.tx(id))?.provider_id);
  await env.t.ctx.database.query(
    `UPDATE transactions SET expires_at = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
  // Zoop's boleto cancellation (`POST /v1/boletos/cancellation/marketplaces/{mp}/transactions/{id}`,
  // logged without its prefix), not the card and PIX void.
  const sent = await waitFor(async () => {
    const log = await requests();
    return log.some((r) => r.method === 'POST' && r.path === `/transactions/${providerId}`) ? log : null;
  });
  assert.equal(
    sent.filter((r) => r.path.startsWith(`/transactions/${providerId}/void`)).length,
    0,
    'a boleto is not voided',
  );
  await env.settle();
  const row = await env.tx(id);
  assert.deepEqual([row?.status, row?.failure_reason], ['falha', 'Boleto vencido']);
});

test('a boleto on a link another payer filled is cancelled, recorded as replaced, not as expired', async () => {
  const linkId = await env.newLink({
    amount: '90,00',
    usage: 'unico',
    paymentMethods: ['credit_card', 'bank_slip'],
  });
  const res = await env.pay(linkId, boletoBody(), `full-${process.pid}`);
  assert.equal(res.statusCode, 200, res.body);
  const { id } = boletoAnswerSchema.parse(res.json());
  const providerId = String((await env.tx(id))?.provider_id);
  const socket = await openSocket(env.t.baseUrl);
  socket.send({ type: 'pix', transactionId: id });
  await socket.next((m) => m.type === 'transaction_pending');
  const card = await env.pay(linkId, cardBody());
  assert.equal(card.statusCode, 200, card.body);
  // Zoop answers the cancellation before the bank acts: the row is ended at once, all the same.
  const row = await waitFor(async () => {
    const r = await env.tx(id);
    return r?.status === 'pendente' ? null : r;
  });
  assert.deepEqual([row?.status, row?.failure_reason], ['falha', 'replaced']);
  // Its payer's page hears it was cancelled, not refused.
  assert.equal((await socket.next((m) => m.type === 'transaction_failed')).reason, 'cancelada');
  socket.close();
  // Ended here first, then cancelled there (end-unpaid.ts).
  await waitFor(async () =>
    (await requests()).some((r) => r.method === 'POST' && r.path === `/transactions/${providerId}`),
  );
  // The provider's own 'canceled', read after its webhook, keeps our reason.
  await env.settle();
  await waitFor(
    async () => (await env.zoop('GET', `/transactions/${providerId}`)).json.status === 'canceled',
  );
  await env.settle();
  const settled = await env.tx(id);
  assert.deepEqual([settled?.status, settled?.failure_reason], ['falha', 'replaced']);
});
