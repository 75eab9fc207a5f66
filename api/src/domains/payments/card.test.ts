import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CARDS, cardBody, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
type CardAnswer = {
  data: { data: { status_transacao: string; id: string; valor: number; parcelas: number } };
  message?: string;
};
let env: Env;
const logLines: string[] = [];
before(async () => {
  env = await startPaymentsApp({}, { logStream: { write: (line) => void logLines.push(line) } });
});
after(() => env.t.close());

type ZoopTx = {
  amount: string;
  reference_id: string;
  installment_plan: { number_installments: string };
  split_rules: Array<{ recipient: string; percentage: string | number }>;
};
const zoopTx = async (providerId: unknown) =>
  (await env.zoop('GET', `/transactions/${String(providerId)}`)).json as ZoopTx;
const chargesFor = async (referenceId: string) =>
  (
    (await env.zoop('GET', `/transactions?reference_id=${referenceId}`)).json.items as Array<{
      reference_id: string;
    }>
  ).filter((t) => t.reference_id === referenceId);

test('card approved: stored with brand, last 4, payer data; charged as the server priced it', async () => {
  const linkId = await env.newLink({ amount: '150,00', parcelasSemJuros: 3 });
  const res = await env.pay(linkId, cardBody({ installments: 3, amount: 1, totalValue: 1 }));
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json<CardAnswer>().data.data;
  assert.equal(data.status_transacao, 'pago');
  assert.equal(data.valor, 150);
  assert.equal(data.parcelas, 3);
  const row = await env.tx(data.id);
  assert.equal(row?.status, 'pago');
  assert.equal(row?.method, 'credit_card');
  assert.equal(Number(row?.amount_cents), 15_000);
  assert.equal(row?.installments, 3);
  assert.equal(row?.card_brand, 'visa');
  assert.equal(row?.card_first4, '4539');
  assert.equal(row?.card_last4, '5497');
  assert.equal(row?.payer_cpf, '52998224725');
  assert.equal(row?.payer_email, 'maria@example.com');
  assert.ok(Number(row?.fees_cents) > 0 && Number(row?.net_cents) === 15_000 - Number(row?.fees_cents));
  const atZoop = await zoopTx(row?.provider_id);
  assert.equal(atZoop.amount, '150.00');
  assert.equal(atZoop.reference_id, data.id);
});

test('interest-bearing installments are priced by the server; split rules go with the charge', async () => {
  const bruno = env.t.demo.sellers.find((s) => s.seller.email === 'bruno@pagora.demo')?.seller;
  assert.ok(bruno);
  const linkId = await env.newLink({
    amount: '100,00',
    parcelasSemJuros: 1,
    splitPayments: [{ recipient: bruno.id, percentage: 25, liable: true, charge_processing_fee: false }],
  });
  const res = await env.pay(linkId, cardBody({ installments: 6, totalValue: 100, installmentValue: 1 }));
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json<CardAnswer>().data.data;
  assert.ok(data.valor > 100, `with interest, got ${data.valor}`);
  const row = await env.tx(data.id);
  assert.equal(row?.installments, 6);
  assert.equal(Number(row?.amount_cents), Math.round(data.valor * 100));
  const atZoop = await zoopTx(row?.provider_id);
  assert.equal(atZoop.installment_plan.number_installments, '6');
  assert.equal(atZoop.split_rules.length, 1);
  assert.equal(atZoop.split_rules[0]?.recipient, bruno.idSeller);
  assert.equal(Number(atZoop.split_rules[0]?.percentage), 25);
});

test('the full 21x range a link offers can be charged, priced as the payer page showed it', async () => {
  const linkId = await env.newLink({ amount: '210,00', parcelasSemJuros: 3 });
  const page = await env.t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
  const offered = page.json().payments.installments.find((o: { times: number }) => o.times === 21);
  assert.ok(offered, 'the payer page offers 21x');
  const res = await env.pay(linkId, cardBody({ installments: 21 }));
  assert.equal(res.statusCode, 200, res.body);
  const row = await env.tx(res.json<CardAnswer>().data.data.id);
  assert.equal(row?.installments, 21);
  assert.equal(Number(row?.amount_cents), offered.totalCents);
  const atZoop = await zoopTx(row?.provider_id);
  assert.equal(atZoop.installment_plan.number_installments, '21');
});

test('card declined: 402 with a pt-BR message and status_transacao falha, stored as falha', async () => {
  const linkId = await env.newLink({ amount: '80,00' });
  const res = await env.pay(linkId, cardBody({ number: CARDS.declined }));
  assert.equal(res.statusCode, 402, res.body);
  const body = res.json<CardAnswer>();
  assert.equal(body.data.data.status_transacao, 'falha');
  assert.match(body.message ?? '', /^Pagamento recusado/);
  const row = await env.tx(body.data.data.id);
  assert.equal(row?.status, 'falha');
  assert.ok(row?.failure_reason);
  await env.settle();
  assert.equal((await env.tx(body.data.data.id))?.status, 'falha', 'the failed webhook changes nothing');
});

test('a card held for review answers pendente and is stored as pendente', async () => {
  const linkId = await env.newLink({ amount: '45,00' });
  const res = await env.pay(linkId, cardBody({ number: CARDS.pending }));
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json<CardAnswer>().data.data;
  assert.equal(data.status_transacao, 'pendente');
  assert.equal((await env.tx(data.id))?.status, 'pendente');
});

test('card timed out at the provider: the charge is found by reference, never made twice', async () => {
  const linkId = await env.newLink({ amount: '55,00' });
  const res = await env.pay(linkId, cardBody({ number: CARDS.timeout }), 'timeout-key-1');
  assert.equal(res.statusCode, 200, res.body);
  const { id, status_transacao } = res.json<CardAnswer>().data.data;
  assert.equal(status_transacao, 'pago');
  assert.equal((await chargesFor(id)).length, 1);
  const replay = await env.pay(linkId, cardBody({ number: CARDS.timeout }), 'timeout-key-1');
  assert.equal(replay.json<CardAnswer>().data.data.id, id);
  assert.equal((await chargesFor(id)).length, 1);
});

test('provider down: 5xx to the payer; a retry with the same key charges once, same transaction', async () => {
  const linkId = await env.newLink({ amount: '42,00' });
  await env.control('PUT', '/faults', { api: { failNext: 1, method: 'POST', failStatus: 503 } });
  const first = await env.pay(linkId, cardBody(), 'retry-key-1');
  assert.equal(first.statusCode, 502, first.body);
  const [row] = await env.t.ctx.database.query<{ id: string; status: string; failure_reason: string }>(
    'SELECT id, status, failure_reason FROM transactions WHERE link_id = $1',
    [linkId],
  );
  assert.equal(row?.status, 'falha');
  assert.equal(row?.failure_reason, 'provider_unavailable');

  const retry = await env.pay(linkId, cardBody(), 'retry-key-1');
  assert.equal(retry.statusCode, 200, retry.body);
  assert.equal(retry.json<CardAnswer>().data.data.id, row?.id);
  const after = await env.tx(row?.id ?? '');
  assert.equal(after?.status, 'pago');
  assert.equal(after?.late_payment, false);
  assert.equal((await chargesFor(row?.id ?? '')).length, 1);

  // The answer lost after the charge was made: the adapter finds it by reference.
  await env.control('PUT', '/faults', {
    api: { failNext: 1, method: 'POST', failStatus: 502, failAfterProcessing: true },
  });
  const lost = await env.pay(linkId, cardBody(), 'retry-key-2');
  assert.equal(lost.statusCode, 200, lost.body);
  assert.equal((await chargesFor(lost.json<CardAnswer>().data.data.id)).length, 1);
  await env.control('PUT', '/faults', { api: {} });
});

test('every bad card field answers 400 with the spec’s message; nothing is charged', async () => {
  const linkId = await env.newLink({ amount: '20,00', parcelasSemJuros: 3 });
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ number: '' }, 'number', 'Número do cartão é obrigatório'],
    [{ number: '4111 1111 1111 1112' }, 'number', 'Número do cartão inválido'],
    [{ number: '4111111111111' }, 'number', 'Número do cartão inválido'],
    [{ expiry: '' }, 'expiry', 'Data de validade é obrigatória'],
    [{ expiry: '13/30' }, 'expiry', 'Data inválida (MM/AA)'],
    [{ expiry: '01/20' }, 'expiry', 'Cartão vencido: a validade já passou'],
    [{ cvc: '' }, 'cvc', 'CVC é obrigatório'],
    [{ cvc: '12' }, 'cvc', 'CVC inválido'],
    [{ name: '' }, 'name', 'Nome no cartão é obrigatório'],
    [{ name: 'A' }, 'name', 'Nome muito curto'],
    [{ cpf: '' }, 'cpf', 'CPF é obrigatório'],
    [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido'],
    [{ email: '' }, 'email', 'Email é obrigatório'],
    [{ email: 'ana@' }, 'email', 'Email inválido'],
    [{ installments: 0 }, 'installments', 'Selecione a quantidade de parcelas desejada.'],
    [{ installments: undefined }, 'installments', 'Selecione a quantidade de parcelas desejada.'],
    [{ paymentMethod: 'boleto' }, 'paymentMethod', 'Método de pagamento inválido'],
  ];
  for (const [patch, field, message] of cases) {
    const res = await env.pay(linkId, cardBody(patch));
    assert.equal(res.statusCode, 400, `${JSON.stringify(patch)}: ${res.body}`);
    assert.deepEqual(res.json(), { message, code: 'validation_error', field }, JSON.stringify(patch));
  }
  const tooMany = await env.pay(linkId, cardBody({ installments: 22 }));
  assert.equal(tooMany.statusCode, 400);
  assert.equal(tooMany.json().field, 'installments');
  const [count] = await env.t.ctx.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
    [linkId],
  );
  assert.equal(count?.n, 0);
});

test('the card number appears in no table and no log line', async () => {
  await env.settle();
  const tables = await env.t.ctx.database.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  assert.ok(tables.length > 5);
  const dumps: string[] = [];
  for (const { tablename } of tables) {
    const rows = await env.t.ctx.database.query<{ t: string }>(
      `SELECT string_agg(x::text, E'\\n') AS t FROM "${tablename}" x`,
    );
    dumps.push(rows[0]?.t ?? '');
  }
  const db = dumps.join('\n');
  assert.ok(db.includes('5497'), 'the dump does hold the card rows (last 4)');
  const logs = logLines.join('');
  assert.ok(logs.includes('/api/payment/'), 'the log stream did capture the payment requests');
  for (const card of Object.values(CARDS)) {
    for (const form of [card, card.replace(/ /g, '')]) {
      assert.equal(db.includes(form), false, `card ${form} found in the database`);
      assert.equal(logs.includes(form), false, `card ${form} found in the logs`);
    }
  }
});
