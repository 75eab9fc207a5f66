import assert from 'node:assert/strict';
import { receiptSchema } from '@pagora/shared/contracts';
import { after, before, test } from 'node:test';
import { validatePixBrCode } from '../../platform/br-codes/pix/br-code';
import { openSocket, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

type PixAnswer = {
  barCode: { emv: string };
  id: string;
  id_transacao: string;
  expiresAt: string;
  valor: number;
};

test('PIX: create, pay through the sandbox, webhook, push to the payer’s socket only', async () => {
  const linkId = await env.newLink({ amount: '150,00' });
  const res = await env.pay(linkId, { valor: 150, paymentMethod: 'pix' });
  assert.equal(res.statusCode, 200, res.body);
  const pix = res.json<PixAnswer>();
  assert.equal(pix.valor, 150);
  assert.equal(pix.id_transacao, pix.id);
  const check = validatePixBrCode(pix.barCode.emv);
  assert.ok(check.valid, check.errors.join(', '));
  assert.equal(check.fields.amountCents, 15_000);
  const expiresIn = Date.parse(pix.expiresAt) - Date.now();
  // The provider's deadline (the sandbox's 5 minutes, as Zoop's default), not our 15-minute ceiling.
  assert.ok(expiresIn > 290_000 && expiresIn <= 300_000, `expires in ${expiresIn} ms`);

  const row = await env.tx(pix.id);
  assert.equal(row?.status, 'pendente_pix');
  assert.equal(Number(row?.amount_cents), 15_000);
  assert.match(String(row?.provider_id), /^[0-9a-f]{32}$/);

  // Another payer of the same seller, on another socket, must hear nothing of this payment.
  const other = await env.pay(linkId, { valor: '150,00', paymentMethod: 'pix' });
  const otherId = other.json<PixAnswer>().id;
  const payer = await openSocket(env.t.baseUrl);
  const bystander = await openSocket(env.t.baseUrl);
  payer.send({ type: 'pix', transactionId: pix.id });
  bystander.send({ type: 'pix', transactionId: otherId });
  await payer.next((m) => m.type === 'transaction_pending');
  await bystander.next((m) => m.type === 'transaction_pending');

  const paid = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${pix.id}` });
  assert.equal(paid.statusCode, 202, paid.body);
  const push = await payer.next((m) => m.type === 'transaction_success');
  assert.equal(push.transactionId, pix.id);
  await env.settle();
  assert.deepEqual(
    bystander.messages.map((m) => m.type),
    ['transaction_pending'],
  );
  payer.close();
  bystander.close();

  const stored = await env.tx(pix.id);
  assert.equal(stored?.status, 'pago');
  assert.ok(stored?.paid_at);
  assert.equal(stored?.late_payment, false);

  const again = await env.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${pix.id}` });
  assert.equal(again.statusCode, 409);

  const token = String(stored?.document_token);
  const receipt = await env.t.app.inject({ method: 'GET', url: `/api/receipt/${pix.id}?t=${token}` });
  assert.equal(receipt.statusCode, 200);
  // Only what the receipt contract names (nothing about seller, card or payer).
  assert.deepEqual(Object.keys(receipt.json()).sort(), Object.keys(receiptSchema.shape).sort());
  assert.equal(receipt.json<{ status: string }>().status, 'pago');
});

test('the status message answers the current status (the 5 s fallback)', async () => {
  const linkId = await env.newLink({ amount: '10,00' });
  const { id } = (await env.pay(linkId, { valor: 10, paymentMethod: 'pix' })).json<PixAnswer>();
  const socket = await openSocket(env.t.baseUrl);
  socket.send({ type: 'status', transactionId: id });
  await socket.next((m) => m.type === 'transaction_pending' && m.transactionId === id);
  socket.send({ type: 'status', clienteId: 'seller-id' });
  await socket.next((m) => m.type === 'error');
  socket.send({ type: 'status', transactionId: '00000000-0000-4000-8000-000000000000' });
  await socket.next((m) => m.type === 'error' && m.transactionId === '00000000-0000-4000-8000-000000000000');
  socket.close();
});

test('the checkout learns that the sandbox is on', async () => {
  const res = await env.t.app.inject({ method: 'GET', url: '/api/checkout-config' });
  assert.deepEqual(res.json(), { sandbox: true, pixExpirySeconds: 900, pixStatusPollMs: 5000 });
});

test('PIX refusals: wrong amount, unknown, malformed, deleted, inactive link, method not offered', async () => {
  const linkId = await env.newLink({ amount: '150,00' });
  const wrong = await env.pay(linkId, { valor: 149.99, paymentMethod: 'pix' });
  assert.equal(wrong.statusCode, 422);
  assert.equal(wrong.json<{ code: string }>().code, 'amount_mismatch');

  const unknown = await env.pay('AAAAAAAAAAAAAAAAAAAAAA', { valor: 150, paymentMethod: 'pix' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json<{ message: string }>().message, 'Link de pagamento não encontrado');

  const malformed = await env.pay('bad!', { valor: 150, paymentMethod: 'pix' });
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json<{ message: string }>().message, 'Link de pagamento inválido');

  const deleted = await env.newLink({ amount: '150,00' });
  assert.equal((await env.links.remove(env.seller, deleted)).statusCode, 200);
  const gone = await env.pay(deleted, { valor: 150, paymentMethod: 'pix' });
  assert.equal(gone.statusCode, 410, gone.body);
  assert.equal(
    gone.json<{ message: string }>().message,
    'Este link de pagamento expirou ou não está mais ativo.',
  );

  const inactive = await env.newLink({ amount: '150,00' });
  await env.t.ctx.database.query(`UPDATE payment_links SET status = 'inativo' WHERE id = $1`, [inactive]);
  const expired = await env.pay(inactive, { valor: 150, paymentMethod: 'pix' });
  assert.equal(expired.statusCode, 410);
  assert.equal(
    expired.json<{ message: string }>().message,
    'Este link de pagamento expirou ou não está mais ativo.',
  );

  const cardOnly = await env.newLink({ amount: '150,00', paymentMethods: ['credit_card'] });
  const notOffered = await env.pay(cardOnly, { valor: 150, paymentMethod: 'pix' });
  assert.equal(notOffered.statusCode, 422);

  const noMethod = await env.pay(linkId, { valor: 150 });
  assert.equal(noMethod.statusCode, 400);
  assert.equal(noMethod.json<{ message: string }>().message, 'Método de pagamento inválido');
  const noValor = await env.pay(linkId, { paymentMethod: 'pix' });
  assert.equal(noValor.json<{ message: string }>().message, 'O valor é obrigatório');

  const count = await env.t.ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM transactions WHERE link_id = ANY($1)',
    [[linkId, deleted, inactive, cardOnly]],
  );
  assert.equal(count[0]?.n, 0, 'refused requests leave no transaction');
});
