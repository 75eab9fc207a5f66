import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pdfTextLines } from '../../test/pdf-text';
import { cardBody, CARDS, startPaymentsApp } from './test-support';

/** Issue 20, the payer's page: the open code survives, one-payment links close, receipts. */

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

type PixAnswer = { id: string; barCode: { emv: string }; expiresAt: string; expiresInSeconds: number };
type PayerView = {
  usage: string;
  closed: { reason: string; message: string; receiptId: string | null } | null;
  installments: unknown[];
};

const TOKEN_A = 'payer-a-0123456789abcdef';
const TOKEN_B = 'payer-b-0123456789abcdef';
const pixBody = { valor: 150, paymentMethod: 'pix' };

const pixAs = (linkId: string, token?: string) =>
  env.t.app.inject({
    method: 'POST',
    url: `/api/payment/${linkId}`,
    headers: token ? { 'x-payer-token': token } : {},
    payload: pixBody,
  });

const cardAs = (linkId: string, token: string, overrides: Record<string, unknown> = {}) =>
  fetch(`${env.t.baseUrl}/api/payment/${linkId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payer-token': token },
    body: JSON.stringify({ ...cardBody({ quotedTotalCents: 15_000 }), ...overrides }),
  });

const view = async (linkId: string) =>
  (await env.links.view(linkId)).json<{ payments: PayerView }>().payments;

test('the same payer gets the same open PIX code back; another payer never gets it', async () => {
  const linkId = await env.newLink();
  const first = (await pixAs(linkId, TOKEN_A)).json<PixAnswer>();
  const again = await pixAs(linkId, TOKEN_A);
  assert.equal(again.statusCode, 200, again.body);
  const second = again.json<PixAnswer>();
  assert.equal(second.id, first.id);
  assert.equal(second.barCode.emv, first.barCode.emv);
  assert.equal(second.expiresAt, first.expiresAt);
  assert.ok(second.expiresInSeconds <= first.expiresInSeconds && second.expiresInSeconds > 200);

  const stranger = (await pixAs(linkId, TOKEN_B)).json<PixAnswer>();
  const anonymous = (await pixAs(linkId)).json<PixAnswer>();
  assert.notEqual(stranger.id, first.id);
  assert.notEqual(anonymous.id, first.id);
  assert.notEqual(stranger.barCode.emv, first.barCode.emv);
  // The token itself is never stored.
  assert.notEqual((await env.tx(first.id))?.payer_key, TOKEN_A);
});

test('a link that names its customer takes one payment: two payers at once, one pays', async () => {
  const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
  assert.equal((await view(linkId)).usage, 'unico');
  const answers = await Promise.all([cardAs(linkId, TOKEN_A), cardAs(linkId, TOKEN_B)]);
  const statuses = answers.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 409]);
  const refused = (await answers.find((r) => r.status === 409)?.json()) as { message: string };
  assert.match(refused.message, /Pagamento já realizado|acabou de ser pago por outra pessoa/);

  const paid = await view(linkId);
  assert.equal(paid.closed?.reason, 'pago');
  assert.equal(paid.closed?.message, 'Pagamento já realizado');
  assert.ok(paid.closed?.receiptId);
  const pix = await pixAs(linkId, TOKEN_B);
  assert.equal(pix.statusCode, 409);
  assert.equal(pix.json<{ message: string }>().message, 'Pagamento já realizado');
});

test('one-payment link: an open PIX holds off nobody, and its own payer may switch to card', async () => {
  const linkId = await env.newLink({ customerEmail: 'cliente@example.com' });
  const pix = (await pixAs(linkId, TOKEN_A)).json<PixAnswer>();
  // Issue 35 item 7: another payer's code is no payment; link-closing.test.ts has the rest.
  const other = await pixAs(linkId, TOKEN_B);
  assert.equal(other.statusCode, 200, other.body);

  const card = await cardAs(linkId, TOKEN_A);
  assert.equal(card.status, 200, await card.clone().text());
  const replaced = await env.tx(pix.id);
  // Its other tab hears 'cancelada' (tx-status.ts), not an expiry: the payer paid by card instead.
  assert.deepEqual([replaced?.status, replaced?.failure_reason], ['expirada', 'replaced']);
  assert.equal((await view(linkId)).closed?.reason, 'pago');
});

test('a link paid by PIX records the link’s customer as the payer', async () => {
  const linkId = await env.newLink({ customerEmail: 'ana@example.com', usage: 'multiplo' });
  const pix = (await pixAs(linkId, TOKEN_A)).json<PixAnswer>();
  assert.equal((await env.tx(pix.id))?.payer_email, 'ana@example.com');
});

test('a many-payment link with a limit closes at it; a past date is refused when created', async () => {
  const linkId = await env.newLink({ usage: 'multiplo', maxPayments: 1 });
  assert.equal((await cardAs(linkId, TOKEN_A)).status, 200);
  const closed = await view(linkId);
  assert.equal(closed.closed?.reason, 'limite');
  assert.equal(closed.closed?.receiptId, null);
  assert.deepEqual(closed.installments, []);
  assert.equal((await cardAs(linkId, TOKEN_B)).status, 409);

  const past = await env.links.create(env.seller, {
    amount: '10,00',
    paymentMethods: ['pix'],
    expiresAt: '2020-01-31',
  });
  assert.equal(past.statusCode, 400);
  assert.equal(past.json<{ message: string }>().message, 'A data de validade não pode estar no passado');
});

test('receipt: JSON with seller and description, a PDF by the same id and token, 404 otherwise', async () => {
  const linkId = await env.newLink();
  const paid = await cardAs(linkId, TOKEN_A, {
    number: CARDS.approved,
    installments: 2,
    quotedTotalCents: 15_000,
  });
  const { id, documentToken } = (
    (await paid.json()) as { data: { data: { id: string; documentToken: string } } }
  ).data.data;
  const receipt = await env.t.app.inject({ method: 'GET', url: `/api/receipt/${id}?t=${documentToken}` });
  assert.equal(receipt.statusCode, 200);
  const body = receipt.json<{
    vendedor: string;
    descricao: string;
    parcelas: number;
    data_criacao: string;
  }>();
  assert.equal(body.descricao, 'Camiseta estampada');
  assert.equal(body.parcelas, 2);
  assert.ok(body.vendedor.length > 0);

  const pdf = await env.t.app.inject({ method: 'GET', url: `/api/receipt/${id}/pdf?t=${documentToken}` });
  assert.equal(pdf.statusCode, 200);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
  assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  // What the payer prints: seller, description, amount, method, installments, São Paulo time.
  const lines = pdfTextLines(pdf.rawPayload);
  const after = (label: string) => lines[lines.indexOf(label) + 1];
  assert.ok(lines.includes('Comprovante de pagamento'), lines.join(' | '));
  assert.equal(after('Vendedor'), body.vendedor);
  assert.equal(after('Descrição'), 'Camiseta estampada');
  assert.equal(after('Valor pago'), 'R$\u00a0150,00');
  assert.equal(after('Forma de pagamento'), 'Cartão de Crédito');
  assert.equal(after('Parcelas'), '2x (total R$\u00a0150,00)');
  const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(body.data_criacao))
    .replace(',', '');
  assert.equal(after('Data e hora (horário de Brasília)'), saoPaulo);

  const unknown = await env.t.app.inject({
    method: 'GET',
    url: '/api/receipt/00000000-0000-4000-8000-000000000000/pdf',
  });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json<{ message: string }>().message, 'Comprovante não encontrado.');
  const guessed = await env.t.app.inject({ method: 'GET', url: '/api/receipt/1/pdf' });
  assert.equal(guessed.statusCode, 400);
});
