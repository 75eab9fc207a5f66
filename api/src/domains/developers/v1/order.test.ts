import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAYMENT_LIMITS_REQUIRED } from '@pagora/shared';
import { testConfig } from '../../../test/config';
import { setTestOrder, startPaymentsApp, waitFor } from '../../payments/testing';
import { startReceiver } from '../webhooks/test-receiver';

type Payments = Awaited<ReturnType<typeof startPaymentsApp>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const PLAIN_CHECKOUT = {
  pricing: 'fixo',
  quantity: null,
  customAmount: null,
  customFields: [],
  afterPayment: { kind: 'nenhum' },
  allowCoupons: false,
};
const ORDER = {
  quantity: 3,
  unitAmount: 1_000,
  coupon: { code: 'PROMO10', discount: 300 },
  fields: {
    campo_1: { label: 'Tamanho', value: 'M' },
    campo_2: { label: 'Observação', value: 'sem cebola' },
  },
};

/** Issue 40 through /v1: a link's checkout settings in and out, the payer's order on sales and webhooks. */
describe('/v1 links that sell, and the order on /v1 transactions and webhooks', () => {
  let p: Payments;
  let secret = '';
  let receiver: Receiver;
  before(async () => {
    p = await startPaymentsApp(
      {},
      {},
      { developers: { ...testConfig().developers, webhookSweepMs: 50, webhookRetryDelaysMs: [50] } },
    );
    const res = await p.t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: p.seller,
      payload: { name: 'loja', scopes: ['links:read', 'links:write', 'transactions:read'] },
    });
    secret = res.json<{ secret: string }>().secret;
    receiver = await startReceiver();
  });
  after(async () => {
    await p.t.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    p.t.app.inject({
      method,
      url: `/v1${url}`,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload ? { payload } : {}),
    });
  const link = { currency: 'BRL', description: 'Camiseta', paymentMethods: ['pix'] };

  test('POST /v1/links takes quantity, fields, after payment and coupons; the link answers them as `checkout`', async () => {
    const res = await call('POST', '/links', {
      ...link,
      amount: 1_000,
      pricing: 'quantidade',
      quantity: { min: 1, max: 5, default: 2 },
      customFields: [{ label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M'] }],
      afterPayment: { kind: 'redirecionar', url: 'https://loja.example.com/obrigado' },
      allowCoupons: true,
    });
    assert.equal(res.statusCode, 201, res.body);
    const expected = {
      pricing: 'quantidade',
      quantity: { min: 1, max: 5, default: 2 },
      customAmount: null,
      customFields: [
        { key: 'campo_1', label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M'] },
      ],
      afterPayment: { kind: 'redirecionar', url: 'https://loja.example.com/obrigado' },
      allowCoupons: true,
    };
    assert.deepEqual(res.json().checkout, expected);
    assert.deepEqual((await call('GET', `/links/${res.json().id}`)).json().checkout, expected);
  });

  test("'valor livre' limits in cents like every /v1 amount; without them, 400 in pt-BR; a plain link answers 'fixo'", async () => {
    const free = await call('POST', '/links', {
      ...link,
      amount: 1_000,
      pricing: 'livre',
      customAmount: { minCents: 500, maxCents: 10_000 },
    });
    assert.equal(free.statusCode, 201, free.body);
    assert.deepEqual(free.json().checkout.customAmount, { minCents: 500, maxCents: 10_000 });
    const missing = await call('POST', '/links', { ...link, amount: 1_000, pricing: 'livre' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, PAYMENT_LIMITS_REQUIRED);
    const plain = await call('POST', '/links', { ...link, amount: 1_000 });
    assert.deepEqual(plain.json().checkout, PLAIN_CHECKOUT);
  });

  test('a paid sale with an order: GET /v1/transactions/:id and the payment.paid delivery carry it', async () => {
    const hook = await p.t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: p.seller,
      payload: { url: receiver.url, events: ['payment.paid'] },
    });
    assert.equal(hook.statusCode, 201, hook.body);
    const linkId = await p.newLink({ amount: '27,00' });
    const pix = await p.pay(linkId, { valor: '27,00', paymentMethod: 'pix' });
    assert.equal(pix.statusCode, 200, pix.body);
    const id = pix.json<{ id: string }>().id;
    await setTestOrder(p.t, id, {
      quantity: 3,
      unitCents: 1_000,
      coupon: { code: 'PROMO10', discountCents: 300 },
      fields: [
        { key: 'campo_1', label: 'Tamanho', value: 'M' },
        { key: 'campo_2', label: 'Observação', value: 'sem cebola' },
      ],
    });
    assert.equal((await p.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` })).statusCode, 202);
    await p.settle();

    const read = await call('GET', `/transactions/${id}`);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().order, ORDER);
    const listed = (await call('GET', '/transactions?pageSize=100')).json().data as {
      id: string;
      order: unknown;
    }[];
    assert.deepEqual(listed.find((tx) => tx.id === id)?.order, ORDER);

    const delivered = await waitFor(async () => receiver.received.find((r) => r.body.includes(id)));
    const event = JSON.parse(delivered.body) as { type: string; data: { object: { order: unknown } } };
    assert.equal(event.type, 'payment.paid');
    assert.deepEqual(event.data.object.order, ORDER);
  });
});
