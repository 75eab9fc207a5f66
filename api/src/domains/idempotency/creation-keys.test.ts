import { uniqueCpf } from '../../test/cpf';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { validLink } from '../links/testing';
import { newSeller } from '../sellers/testing';

const address = { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' };

// A double click on 'Criar Link', 'Adicionar Comprador' or 'Adicionar Vendedor' sends the form's
// one Idempotency-Key twice: one thing is created, and both requests learn what it is.
describe('Idempotency-Key on the creation endpoints', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { listen: true });
  });
  after(() => t.close());

  const post = async (url: string, email: string, payload: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await t.loginAs(email)), 'idempotency-key': key },
      payload,
    });
  const count = async (sql: string) => (await t.ctx.database.query<{ n: number }>(sql))[0]?.n;

  const cases: Array<[string, string, string, object, object, string]> = [
    [
      'a link',
      '/api/register-payment',
      'seller@pagora.demo',
      { ...validLink, description: 'Duplo clique' },
      { ...validLink, description: 'Outro' },
      "SELECT count(*)::int AS n FROM payment_links WHERE description = 'Duplo clique'",
    ],
    [
      'a buyer',
      '/api/create-comprador',
      'seller@pagora.demo',
      {
        cadastrar_na_zoop: true,
        nome: 'Comprador Duplo',
        email: 'duplo@example.com',
        cpf_cnpj: uniqueCpf(),
        password: 'abc123',
        confirmpassword: 'abc123',
        address,
      },
      {
        cadastrar_na_zoop: true,
        nome: 'Outro',
        email: 'outro@example.com',
        cpf_cnpj: uniqueCpf(),
        password: 'abc123',
        confirmpassword: 'abc123',
        address,
      },
      "SELECT count(*)::int AS n FROM buyers WHERE email = 'duplo@example.com'",
    ],
    [
      'a seller',
      '/api/register-seller-to-marketplace',
      'marketplace@pagora.demo',
      newSeller({ email: 'duplo.seller@pagora.demo', cadastrar_na_zoop: true }),
      newSeller({ email: 'outro.seller@pagora.demo', cadastrar_na_zoop: true }),
      "SELECT count(*)::int AS n FROM users WHERE email = 'duplo.seller@pagora.demo'",
    ],
  ];
  for (const [name, url, who, body, other, counted] of cases) {
    test(`${name}: two requests at once with one key create one; the key with other data is 422`, async () => {
      const key = `k-${name.replace(/\s/g, '-')}-${Date.now()}`;
      const both = await Promise.all([post(url, who, body, key), post(url, who, body, key)]);
      const codes = both.map((r) => r.statusCode).sort();
      assert.ok(codes[0] === 201 && [201, 409].includes(codes[1]!), both.map((r) => r.body).join(' | '));
      assert.equal(await count(counted), 1);
      const again = await post(url, who, body, key);
      assert.equal(again.statusCode, 201, again.body);
      assert.deepEqual(again.json(), both.find((r) => r.statusCode === 201)!.json());
      const reused = await post(url, who, other, key);
      assert.equal(reused.statusCode, 422, reused.body);
      assert.equal(reused.json().message, 'Esta chave de idempotência já foi usada com outros dados.');
    });
  }

  test("a subscription: a double-clicked 'Criar Assinatura' subscribes the buyer once", async () => {
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/planos',
      headers: await t.loginAs('seller@pagora.demo'),
      payload: { nome: 'Plano Duplo', amount: 1990, frequency: 'mensal', interval: 1 },
    });
    assert.equal(plan.statusCode, 201, plan.body);
    const [buyer] = await t.ctx.database.query<{ id: string }>(
      "SELECT id FROM buyers WHERE email = 'customer@pagora.demo'",
    );
    const body = { plano_id: plan.json().dados.id, customer_id: buyer!.id, amount: '19,90' };
    const key = `k-subscription-${Date.now()}`;
    const both = await Promise.all(
      [0, 1].map(() => post('/api/assinaturas', 'seller@pagora.demo', body, key)),
    );
    const codes = both.map((r) => r.statusCode).sort();
    assert.ok(codes[0] === 201 && [201, 409].includes(codes[1]!), both.map((r) => r.body).join(' | '));
    const counted = `SELECT count(*)::int AS n FROM subscriptions WHERE plano_id = '${body.plano_id}'`;
    assert.equal(await count(counted), 1);
    const again = await post('/api/assinaturas', 'seller@pagora.demo', body, key);
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.json().dados.id, both.find((r) => r.statusCode === 201)!.json().dados.id);
    const reused = await post('/api/assinaturas', 'seller@pagora.demo', { ...body, amount: '29,90' }, key);
    assert.equal(reused.statusCode, 422, reused.body);
  });
});
