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
  // Absent: credit only (a plan takes boletos only when it says so: plan-boleto.test.ts).
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
    t = await createTestApp({}, { listen: true });
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

  const faults = async (patch: unknown) => {
    const res = await fetch(`${t.ctx.gateway.apiUrl}/_control/faults`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(patch),
    });
    assert.equal(res.status, 200);
  };

  /** The plan as the provider (the embedded Zoop sandbox, over HTTP) holds it, or null. */
  async function atProvider(zoopId: string) {
    const { zoopApiKey, zoopMarketplaceId } = t.ctx.config.payments;
    const res = await fetch(`${t.ctx.gateway.apiUrl}/v2/marketplaces/${zoopMarketplaceId}/plans/${zoopId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${zoopApiKey}:`).toString('base64')}` },
    });
    return res.status === 404
      ? null
      : ((await res.json()) as { amount: number; frequency: string; interval: number; name: string });
  }

  test('create keeps the chosen frequency, cents and credit only; messages; createdAt kept on edit', async () => {
    const res = await call('POST', '/api/planos', 'seller', body('Plano mensal'));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Plano adicionado com sucesso!');
    const plan = res.json<{ dados: Plan & { payment_methods: string[]; id_zoop_plano_assinatura: string } }>()
      .dados;
    assert.deepEqual([plan.amount, plan.frequency, plan.interval, plan.status], [4990, 'mensal', 1, 'ativo']);
    assert.deepEqual(plan.payment_methods, ['credit']);
    // 'credit' is the plan API's word only: stored, the card is credit_card as everywhere else.
    const [stored] = await t.ctx.database.query<{ payment_methods: string[] }>(
      'SELECT payment_methods FROM recurrence_plans WHERE id = $1',
      [plan.id],
    );
    assert.deepEqual(stored?.payment_methods, ['credit_card']);
    // Mirrored at the provider: its id is kept, and its copy has the same cents and cycle.
    assert.match(plan.id_zoop_plano_assinatura, /^[0-9a-f]{32}$/);
    assert.deepEqual(await atProvider(plan.id_zoop_plano_assinatura).then((p) => [p?.amount, p?.frequency]), [
      4990,
      'monthly',
    ]);
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
    const mirrored = await atProvider(plan.id_zoop_plano_assinatura);
    assert.deepEqual([mirrored?.amount, mirrored?.name], [5990, 'Plano mensal']);
  });

  test('a plan the provider does not know is mirrored anew on edit; a refused write leaves both sides as they were', async () => {
    const plan = (
      await call('POST', '/api/planos', 'seller', body('Antigo', { frequency: 'diario', interval: 3 }))
    ).json<{ dados: Plan & { id_zoop_plano_assinatura: string } }>().dados;
    // As a plan created before plans were mirrored: no provider id.
    await t.ctx.database.query(`UPDATE recurrence_plans SET id_zoop_plano_assinatura = '' WHERE id = $1`, [
      plan.id,
    ]);
    const edited = await call(
      'PUT',
      `/api/planos/${plan.id}`,
      'seller',
      body('Antigo', { frequency: 'diario', interval: 3 }),
    );
    const zoopId = edited.json().dados.id_zoop_plano_assinatura as string;
    assert.match(zoopId, /^[0-9a-f]{32}$/);
    assert.deepEqual(await atProvider(zoopId).then((p) => [p?.frequency, p?.interval]), ['daily', 3]);

    const bad = await call('PUT', `/api/planos/${plan.id}`, 'seller', body('', { amount: 1 }));
    assert.equal(bad.statusCode, 400);
    assert.equal((await atProvider(zoopId))?.amount, 4990, 'a refused edit does not reach the provider');

    // The provider down: the plan is neither created nor removed here.
    await faults({ api: { failNext: 1, method: 'POST' } });
    const down = await call('POST', '/api/planos', 'seller', body('Nunca criado'));
    assert.ok(down.statusCode >= 500 && down.statusCode < 600, down.body);
    assert.equal(down.json().message.length > 0, true);
    const [none] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM recurrence_plans WHERE nome = 'Nunca criado'`,
    );
    assert.equal(none?.n, 0);
    await faults({ api: { failNext: 1, method: 'DELETE' } });
    assert.ok((await call('DELETE', `/api/planos/${plan.id}`, 'seller')).statusCode >= 500);
    assert.ok(await atProvider(zoopId), 'still at the provider');
    await faults({ api: {} });

    const removed = await call('DELETE', `/api/planos/${plan.id}`, 'seller');
    assert.equal(removed.statusCode, 200);
    assert.equal(await atProvider(zoopId), null, 'removed at the provider too');
    assert.equal((await call('PUT', `/api/planos/${plan.id}`, 'seller', body('x'))).statusCode, 404);
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
    const [buyer] = await t.ctx.database.query<{ id: string }>(
      'SELECT id FROM buyers WHERE seller_id = $1 LIMIT 1',
      [t.demo.sellers[0]!.seller.id],
    );
    assert.ok(buyer, 'the demo seller has a buyer');
    const subscribed = await call('POST', '/api/assinaturas', 'seller', {
      plano_id: plan.id,
      customer_id: buyer.id,
      amount: '49,90',
    });
    assert.equal(subscribed.statusCode, 201, subscribed.body);
    const refused = await call('DELETE', `/api/planos/${plan.id}`, 'seller');
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /assinaturas ativas/);
    const free = (await call('POST', '/api/planos', 'seller', body('Sem assinatura'))).json<{ dados: Plan }>()
      .dados;
    const removed = await call('DELETE', `/api/planos/${free.id}`, 'seller');
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Plano deletado com sucesso!');
  });

  test('only subscriptions the engine still bills hold a plan; a cancelled or stopped one keeps it inactive', async () => {
    const plan = (await call('POST', '/api/planos', 'seller', body('Vai cancelar'))).json<{ dados: Plan }>()
      .dados;
    const [buyer] = await t.ctx.database.query<{ id: string }>(
      'SELECT id FROM buyers WHERE seller_id = $1 LIMIT 1',
      [t.demo.sellers[0]!.seller.id],
    );
    const sub = (
      await call('POST', '/api/assinaturas', 'seller', {
        plano_id: plan.id,
        customer_id: buyer!.id,
        amount: '49,90',
      })
    ).json<{ dados: { id: string } }>().dados;
    const statusOfPlan = async () =>
      (await call('GET', `/api/planos/cliente/${id.seller}?q=Vai%20cancelar`, 'seller'))
        .json<{ dados: Plan[] }>()
        .dados.find((p) => p.id === plan.id)?.status;
    // Overdue is still billed (retries): the plan is held.
    await t.ctx.database.query(`UPDATE subscriptions SET status = 'vencida' WHERE id = $1`, [sub.id]);
    assert.equal((await call('DELETE', `/api/planos/${plan.id}`, 'seller')).statusCode, 409);
    // Stopped by the engine: no longer billed, so it no longer holds the plan.
    await t.ctx.database.query(`UPDATE subscriptions SET status = 'inativa' WHERE id = $1`, [sub.id]);
    assert.equal((await call('DELETE', `/api/planos/${plan.id}`, 'seller')).statusCode, 200);
    assert.equal(await statusOfPlan(), 'inativo', 'kept, inactive, for the subscription’s history');
    await t.ctx.database.query(`UPDATE subscriptions SET status = 'ativo' WHERE id = $1`, [sub.id]);
    assert.equal((await call('DELETE', `/api/planos/${plan.id}`, 'seller')).statusCode, 409);
    assert.equal((await call('DELETE', `/api/assinaturas/${sub.id}`, 'seller')).statusCode, 200);
    const removed = await call('DELETE', `/api/planos/${plan.id}`, 'seller');
    assert.equal(removed.statusCode, 200);
    assert.equal(await statusOfPlan(), 'inativo');
  });
});
