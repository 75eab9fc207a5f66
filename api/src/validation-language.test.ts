import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './test/harness';

// zod's default answers were English ('Invalid input: expected array, received string'), one of
// them echoing a regular expression: every validation answer a client sees is pt-BR.
const ENGLISH = /\b(invalid|expected|received|must|too (big|small)|required|string|number|array|object)\b/i;

describe('validation answers are pt-BR, with no pattern echoed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const cases: Array<[string, string, string, unknown]> = [
    ['buyer with a list for a name', 'POST', '/api/create-comprador', { nome: ['x'], email: 'a@b.com' }],
    [
      'subscription with an object amount',
      'POST',
      '/api/assinaturas',
      { plano_id: {}, customer_id: 1, amount: [] },
    ],
    ['link with text methods', 'POST', '/api/register-payment', { amount: 10, paymentMethods: 'pix' }],
    ['link list with a text page', 'GET', '/api/payment/x?page=abc', undefined],
    ['a whole body that is a list', 'POST', '/api/create-comprador', []],
    [
      'refund with an object amount',
      'POST',
      '/api/transactions/00000000-0000-4000-8000-000000000000/refund',
      { amount: {} },
    ],
    ['profile with a numeric name', 'PUT', '/api/update-profile/x', { nome: 5, email: 5 }],
    ['a transactions filter out of its list', 'GET', '/api/transactions/x?sort=sideways', undefined],
    [
      'a transactions status out of its list',
      'GET',
      '/api/transactions/x?method=boleto&status=zzz',
      undefined,
    ],
    ['a seller id far too long', 'PUT', `/api/seller/${'x'.repeat(80)}`, {}],
    ['a subscription status out of its list', 'GET', '/api/assinaturas?status=zzz', undefined],
    ['a link id far too long', 'GET', `/api/payment/${'x'.repeat(80)}`, undefined],
    [
      'a customer card flag as text',
      'POST',
      '/api/cadastrar-cartao/x',
      {
        card_number: '4111111111111111',
        holder_name: 'Ana',
        expiration_month: '12/30',
        expiration_year: '12/30',
        security_code: '123',
        principal: 'sim',
      },
    ],
    [
      'a plan with text flags',
      'POST',
      '/api/planos',
      { nome: 'P', valor: '10', ativo: 'talvez', intervalo: {} },
    ],
  ];
  for (const [name, method, url, payload] of cases) {
    test(name, async () => {
      const who = name.includes('customer') ? 'customer@pagora.demo' : 'seller@pagora.demo';
      const headers = { ...(await t.loginAs(who)), 'idempotency-key': 'k-1' };
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
      const { message } = res.json<{ message: string }>();
      assert.doesNotMatch(message, ENGLISH, message);
      assert.doesNotMatch(message, /\/\^|\$\//, message);
    });
  }
});
