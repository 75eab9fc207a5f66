import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cardBody, startPaymentsApp } from './test-support';

/** Issue 20, the seller's back office: who paid by PIX, and a paid one-payment link. */

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
let sellerUserId: string;
before(async () => {
  env = await startPaymentsApp();
  sellerUserId = await env.links.userIdOf('seller@pagora.demo');
});
after(() => env.t.close());

type Listed = { id: string; cliente: { nome: string | null; email: string | null } };

const pix = (linkId: string, extra: Record<string, unknown> = {}) =>
  env.t.app.inject({
    method: 'POST',
    url: `/api/payment/${linkId}`,
    payload: { valor: 150, paymentMethod: 'pix', ...extra },
  });

async function historyRow(txId: string): Promise<Listed | undefined> {
  const res = await env.t.app.inject({
    method: 'GET',
    url: `/api/transactions/${sellerUserId}?q=${txId}`,
    headers: env.seller,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res
    .json<{ transactions: { transacoes: Listed[] } }>()
    .transactions.transacoes.find((t) => t.id === txId);
}

test('a PIX payer who gave a name and e-mail is shown by them in the history, not as anonymous', async () => {
  const linkId = await env.newLink({ usage: 'multiplo' });
  const res = await pix(linkId, { nome: '  Maria   Pagadora ', email: 'Maria@Example.com' });
  assert.equal(res.statusCode, 200, res.body);
  const row = await historyRow(res.json<{ id: string }>().id);
  assert.deepEqual(row?.cliente, {
    nome: 'Maria Pagadora',
    email: 'maria@example.com',
    telefone: null,
    endereco: null,
  });
});

test('a PIX payer who gave nothing stays unnamed; a link’s customer is still the e-mail', async () => {
  const linkId = await env.newLink({ customerEmail: 'cliente@example.com', usage: 'multiplo' });
  const res = await pix(linkId, { nome: '   ', email: '' });
  assert.equal(res.statusCode, 200, res.body);
  const row = await historyRow(res.json<{ id: string }>().id);
  assert.equal(row?.cliente.nome, null);
  assert.equal(row?.cliente.email, 'cliente@example.com');
});

test('a PIX payer’s bad e-mail is refused in pt-BR before any charge', async () => {
  const linkId = await env.newLink({ usage: 'multiplo' });
  const res = await pix(linkId, { email: 'não-é-email' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json<{ message: string }>().message, 'Email inválido');
});

test('the seller’s links list shows a paid one-payment link as paid, with its receipt', async () => {
  const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
  const paid = await env.pay(linkId, cardBody({ quotedTotalCents: 15_000 }));
  assert.equal(paid.statusCode, 200, paid.body);
  const open = await env.newLink({ usage: 'multiplo' });
  const list = await env.links.list(env.seller, sellerUserId, '?pageSize=100');
  type Row = { id: string; status: string; closed: { reason: string; receiptId: string | null } | null };
  const rows = list.json<{ payments: Row[] }>().payments;
  const closed = rows.find((l) => l.id === linkId);
  assert.equal(closed?.closed?.reason, 'pago');
  assert.ok(closed?.closed?.receiptId);
  assert.equal(rows.find((l) => l.id === open)?.closed, null);
});
