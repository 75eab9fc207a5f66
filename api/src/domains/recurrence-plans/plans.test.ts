import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

type Plan = {
  id: string;
  amount: number;
  frequency: string;
  interval: number;
  status: string;
  createdAt: string;
  proprio: boolean;
};
const body = (nome: string, extra: Record<string, unknown> = {}) => ({
  nome,
  description: 'Mensalidade',
  amount: 4990,
  frequency: 'mensal',
  interval: 1,
  payment_methods: ['boleto'],
  ...extra,
});

describe('recurrence plans: owners, exact cents, the form’s frequency, the 409 with active subscriptions', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const id: Record<string, string> = {};
  const call = (method: string, url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: auth[who]!,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  before(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries({
      admin: 'admin@pagora.demo',
      mp: 'marketplace@pagora.demo',
      mp2: 'marketplace2@pagora.demo',
      seller: 'seller@pagora.demo',
      seller2: 'seller2@pagora.demo',
      customer: 'customer@pagora.demo',
    })) {
      auth[key] = await t.loginAs(email);
      id[key] = (await call('GET', '/api/me', key)).json().user.id;
    }
  });
  after(() => t.close());

  test('create keeps the chosen frequency, cents and credit only; messages; createdAt kept on edit', async () => {
    const res = await call('POST', '/api/planos', 'seller', body('Plano mensal'));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Plano adicionado com sucesso!');
    const plan = res.json<{ dados: Plan & { payment_methods: string[]; id_zoop_plano_assinatura: string } }>()
      .dados;
    assert.deepEqual([plan.amount, plan.frequency, plan.interval, plan.status], [4990, 'mensal', 1, 'ativo']);
    assert.deepEqual(plan.payment_methods, ['credit']);
    assert.equal(plan.id_zoop_plano_assinatura, '');
    assert.equal(
      (await call('POST', '/api/planos', 'seller', body(''))).json().message,
      'Nome é obrigatório',
    );
    assert.equal(
      (await call('POST', '/api/planos', 'seller', body('x', { interval: '' }))).json().message,
      'Intervalo é obrigatório',
    );
    assert.equal((await call('POST', '/api/planos', 'seller', body('x', { amount: 10.5 }))).statusCode, 400);
    const edited = await call(
      'PUT',
      `/api/planos/${plan.id}`,
      'seller',
      body('Plano mensal', { status: 'inativo', amount: 5990 }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().message, 'Plano atualizado com sucesso!');
    assert.equal(edited.json().dados.createdAt, plan.createdAt);
    assert.equal(edited.json().dados.amount, 5990);
  });

  test('who reads and changes what; foreign 404, customer 403, admin reads only', async () => {
    const plan = (await call('POST', '/api/planos', 'seller', body('Do vendedor'))).json<{ dados: Plan }>()
      .dados;
    const mpList = (await call('GET', `/api/planos/cliente/${id.mp}?q=Do%20vendedor`, 'mp')).json<{
      dados: Plan[];
    }>().dados;
    assert.equal(mpList[0]?.id, plan.id);
    assert.equal(mpList[0]?.proprio, false);
    assert.equal((await call('PUT', `/api/planos/${plan.id}`, 'mp', body('x'))).statusCode, 403);
    assert.equal((await call('PUT', `/api/planos/${plan.id}`, 'mp2', body('x'))).statusCode, 404);
    assert.equal((await call('DELETE', `/api/planos/${plan.id}`, 'seller2')).statusCode, 404);
    assert.equal((await call('GET', `/api/planos/cliente/${id.seller}`, 'seller2')).statusCode, 404);
    assert.equal((await call('GET', `/api/planos/cliente/${id.customer}`, 'customer')).statusCode, 403);
    assert.equal((await call('POST', '/api/planos', 'admin', body('x'))).statusCode, 403);
    const sellerId = t.demo.sellers[0]!.seller.id;
    const adminFiltered = (
      await call('GET', `/api/planos/cliente/${id.admin}?sellerId=${sellerId}`, 'admin')
    ).json<{ dados: Plan[] }>().dados;
    assert.ok(adminFiltered.some((p) => p.id === plan.id));
    const otherMarketplace = t.demo.marketplaces[1]!.marketplace.id;
    const none = (
      await call(
        'GET',
        `/api/planos/cliente/${id.admin}?marketplaceId=${otherMarketplace}&q=Do%20vendedor`,
        'admin',
      )
    ).json();
    assert.equal(none.total, 0);
  });

  test('a plan with an active subscription cannot be deleted (409); without one it is', async () => {
    const plan = (await call('POST', '/api/planos', 'seller', body('Com assinatura'))).json<{ dados: Plan }>()
      .dados;
    const [buyer] = await t.ctx.database.query<{ id: string; seller_id: string; marketplace_id: string }>(
      'SELECT id, seller_id, marketplace_id FROM buyers WHERE seller_id = $1 LIMIT 1',
      [t.demo.sellers[0]!.seller.id],
    );
    assert.ok(buyer, 'the demo seller has a buyer');
    await t.ctx.database.query(
      `INSERT INTO subscriptions (plano_id, seller_id, buyer_id, marketplace_id, data_cobranca, amount_cents, status)
       VALUES ($1, $2, $3, $4, CURRENT_DATE, 4990, 'ativo')`,
      [plan.id, buyer.seller_id, buyer.id, buyer.marketplace_id],
    );
    const refused = await call('DELETE', `/api/planos/${plan.id}`, 'seller');
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /assinaturas ativas/);
    const free = (await call('POST', '/api/planos', 'seller', body('Sem assinatura'))).json<{ dados: Plan }>()
      .dados;
    const removed = await call('DELETE', `/api/planos/${free.id}`, 'seller');
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Plano deletado com sucesso!');
  });
});
