import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cardBody, startPaymentsApp } from './test-support';

// Issue 40: the payer's choice (quantity, own amount, custom fields) is priced by the server; the
// page's figure is never trusted, and the transaction keeps what was chosen.

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

type QuoteAnswer = {
  quantity: number;
  unitAmountCents: number;
  totalCents: number;
  installments: { times: number; totalCents: number; interestFree: boolean }[];
};
const quote = (linkId: string, body: object) =>
  env.t.app.inject({ method: 'POST', url: `/api/payment-quote/${linkId}`, payload: body });

const perUnit = {
  amount: '10,00',
  pricing: 'quantidade',
  quantity: { min: 1, max: 5, default: 2 },
  parcelasSemJuros: 1,
};

test('a quantity link: the quote, the PIX and the card are priced from unit × quantity', async () => {
  const linkId = await env.newLink(perUnit);
  const three = await quote(linkId, { quantity: 3 });
  assert.equal(three.statusCode, 200, three.body);
  const q = three.json<QuoteAnswer>();
  assert.equal(q.totalCents, 3000);
  assert.equal(q.installments.find((o) => o.times === 1)?.totalCents, 3000);
  // Installments past the interest-free count carry interest on the chosen total, not the unit.
  const twice = q.installments.find((o) => o.times === 2);
  assert.ok(twice && !twice.interestFree && twice.totalCents > 3000, JSON.stringify(twice));

  // The page's figure must be the server's: R$ 10 for three units is refused, nothing charged.
  const cheap = await env.pay(linkId, { paymentMethod: 'pix', valor: 10, quantity: 3 });
  assert.equal(cheap.statusCode, 422, cheap.body);
  const pix = await env.pay(linkId, { paymentMethod: 'pix', valor: 30, quantity: 3 });
  assert.equal(pix.statusCode, 200, pix.body);
  const row = await env.tx(pix.json<{ id: string }>().id);
  assert.equal(Number(row?.amount_cents), 3000);
  assert.equal(row?.quantity, 3);
  assert.equal(Number(row?.unit_amount_cents), 1000);

  const card = await env.pay(
    linkId,
    cardBody({ installments: 2, quantity: 3, quotedTotalCents: twice.totalCents }),
  );
  assert.equal(card.statusCode, 200, card.body);
  const paid = await env.tx(card.json<{ data: { data: { id: string } } }>().data.data.id);
  assert.equal(Number(paid?.amount_cents), twice.totalCents);

  // Without a quantity the link's default applies; outside the limits, the pt-BR limit.
  assert.equal((await quote(linkId, {})).json<QuoteAnswer>().totalCents, 2000);
  const six = await quote(linkId, { quantity: 6 });
  assert.equal(six.statusCode, 422);
  assert.deepEqual(
    { field: six.json<{ field: string }>().field, message: six.json<{ message: string }>().message },
    { field: 'quantity', message: 'Escolha uma quantidade de 1 a 5' },
  );
});

test("'valor livre': the payer's amount within the limits, the suggestion by default", async () => {
  const linkId = await env.newLink({
    amount: '25,00',
    pricing: 'livre',
    customAmount: { min: '5', max: '500' },
  });
  assert.equal((await quote(linkId, {})).json<QuoteAnswer>().totalCents, 2500);
  assert.equal((await quote(linkId, { amount: '42,50' })).json<QuoteAnswer>().totalCents, 4250);
  const low = await quote(linkId, { amount: '4,99' });
  assert.equal(low.statusCode, 422);
  assert.equal(low.json<{ message: string }>().message, 'Informe um valor de R$ 5,00 a R$ 500,00');
  const pix = await env.pay(linkId, { paymentMethod: 'pix', valor: 42.5, amount: 42.5 });
  assert.equal(pix.statusCode, 200, pix.body);
  assert.equal(Number((await env.tx(pix.json<{ id: string }>().id))?.amount_cents), 4250);
  const over = await env.pay(linkId, { paymentMethod: 'pix', valor: 600, amount: 600 });
  assert.equal(over.statusCode, 422, over.body);
  assert.equal(over.json<{ field: string }>().field, 'amount');
});

test('custom fields: a required answer is asked for under its field; answers are kept with their labels', async () => {
  const linkId = await env.newLink({
    customFields: [
      { label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M', 'G'] },
      { label: 'Observação', type: 'texto' },
    ],
  });
  const missing = await env.pay(linkId, { paymentMethod: 'pix', valor: 150 });
  assert.equal(missing.statusCode, 400, missing.body);
  assert.deepEqual(
    { field: missing.json<{ field: string }>().field, message: missing.json<{ message: string }>().message },
    { field: 'fields.campo_1', message: 'Preencha este campo' },
  );
  const wrong = await env.pay(linkId, { paymentMethod: 'pix', valor: 150, fields: { campo_1: 'GG' } });
  assert.equal(wrong.json<{ message: string }>().message, 'Escolha uma das opções');
  const pix = await env.pay(linkId, {
    paymentMethod: 'pix',
    valor: 150,
    fields: { campo_1: 'M', campo_2: ' sem cebola ' },
  });
  assert.equal(pix.statusCode, 200, pix.body);
  const row = await env.tx(pix.json<{ id: string }>().id);
  assert.deepEqual(row?.custom_fields, [
    { key: 'campo_1', label: 'Tamanho', value: 'M' },
    { key: 'campo_2', label: 'Observação', value: 'sem cebola' },
  ]);
});

test('a link that takes no coupons refuses a code before looking it up', async () => {
  const linkId = await env.newLink();
  const answer = await quote(linkId, { couponCode: 'PROMO10' });
  assert.equal(answer.statusCode, 422);
  assert.deepEqual(
    { field: answer.json<{ field: string }>().field, message: answer.json<{ message: string }>().message },
    { field: 'couponCode', message: 'Este link não aceita cupons de desconto' },
  );
});

test('the link form checks the checkout settings in pt-BR, under the field', async () => {
  const create = (body: object) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/register-payment',
      headers: env.seller,
      payload: { amount: '10,00', paymentMethods: ['pix'], ...body },
    });
  const cases: [object, string, string][] = [
    [
      { pricing: 'quantidade', quantity: { min: 5, max: 2, default: 3 } },
      'quantity.min',
      'A quantidade mínima não pode ser maior que a máxima',
    ],
    [
      { pricing: 'livre', customAmount: { min: '20', max: '50' } },
      'amount',
      'O valor sugerido deve estar entre o mínimo e o máximo',
    ],
    [
      { customFields: [{ label: 'Cor', type: 'lista', options: ['Azul'] }] },
      'customFields.0.options',
      'Informe de 2 a 20 opções, cada uma com até 60 caracteres',
    ],
    [
      { afterPayment: { kind: 'redirecionar', url: 'http://loja.example.com/obrigado' } },
      'afterPayment.url',
      'Informe um endereço https:// válido (até 2.000 caracteres)',
    ],
  ];
  for (const [body, field, message] of cases) {
    const answer = await create(body);
    assert.equal(answer.statusCode, 400, answer.body);
    assert.deepEqual(
      { field: answer.json<{ field: string }>().field, message: answer.json<{ message: string }>().message },
      { field, message },
    );
  }
  const ok = await create({
    pricing: 'quantidade',
    quantity: { min: 1, max: 3, default: 1 },
    afterPayment: { kind: 'mensagem', message: 'Obrigado!' },
    allowCoupons: true,
  });
  assert.equal(ok.statusCode, 201, ok.body);
  const { checkout } = ok.json<{ data: { payment: { checkout: Record<string, unknown> } } }>().data.payment;
  assert.deepEqual(checkout, {
    pricing: 'quantidade',
    quantity: { min: 1, max: 3, default: 1 },
    customAmount: null,
    customFields: [],
    afterPayment: { kind: 'mensagem', message: 'Obrigado!' },
    allowCoupons: true,
  });
});
