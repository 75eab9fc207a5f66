import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { addTeamMember } from '../accounts/testing';
import { linkApi } from '../links/testing';
import { cardBody } from '../payments/testing';
import { activityRowsOf, createTrustTestApp } from './testing';

describe('the recorder: every successful change a business’s people make, and nothing else', () => {
  let t: TestApp;
  before(async () => {
    t = await createTrustTestApp({}, { listen: true });
  });
  after(() => t.close());

  /** A R$ 10,00 card sale of the demo seller, paid through the embedded Zoop sandbox. */
  async function paidSale(): Promise<string> {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const linkId = await linkApi(t).createId(seller, {
      amount: '10,00',
      description: 'Caneca',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 1,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      payload: cardBody({ quotedTotalCents: 1000 }),
    });
    assert.equal(paid.statusCode, 200, paid.body);
    return paid.json<{ data: { data: { id: string } } }>().data.data.id;
  }
  const refund = (id: string, auth: { authorization: string }, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/refund`,
      headers: { ...auth, 'idempotency-key': `activity-${id}-${amount}` },
      payload: { amount },
    });

  test('a refund by a member: who, with which role, the route and the transaction', async () => {
    const finance = await addTeamMember(t, DEMO_LOGINS.seller, 'finance', { refundLimitCents: 500 });
    const id = await paidSale();
    const res = await refund(id, finance, '2,00');
    assert.equal(res.statusCode, 200, res.body);
    const rows = (await activityRowsOf(t, DEMO_LOGINS.seller)).filter((r) => r.kind === 'refund');
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.actor_user_id, finance.userId);
    assert.equal(row!.actor_email, finance.email);
    assert.equal(row!.team_role, 'finance');
    assert.equal(row!.route, 'POST /api/transactions/:id/refund');
    assert.equal(row!.method, 'POST');
    assert.equal(row!.object_id, id);
    assert.equal(row!.action, `Estornou a transação ${id.slice(0, 8)}…`);
  });

  test('a refused change (4xx), a read and a logout record nothing', async () => {
    const finance = await addTeamMember(t, DEMO_LOGINS.seller, 'finance', { refundLimitCents: 100 });
    const id = await paidSale();
    const before = (await activityRowsOf(t, DEMO_LOGINS.seller)).length;
    assert.equal((await refund(id, finance, '5,00')).statusCode, 403, 'over its limit');
    const read = await t.app.inject({ method: 'GET', url: '/api/seguranca/sessoes', headers: finance });
    assert.equal(read.statusCode, 200, read.body);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: finance });
    assert.equal(out.statusCode, 204);
    assert.equal((await activityRowsOf(t, DEMO_LOGINS.seller)).length, before);
  });

  test('the business’s own login is its owner; a developer’s API key is a keys_webhooks row', async () => {
    const developer = await addTeamMember(t, DEMO_LOGINS.seller2, 'developer');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: developer,
      payload: { name: 'ERP', scopes: ['links:read'] },
    });
    assert.equal(key.statusCode, 201, key.body);
    const owner = await t.loginAs(DEMO_LOGINS.seller2);
    const link = await linkApi(t).createId(owner);
    const rows = await activityRowsOf(t, DEMO_LOGINS.seller2);
    const created = rows.find((r) => r.kind === 'keys_webhooks');
    assert.equal(created?.action, 'Criou uma chave de API');
    assert.equal(created?.actor_user_id, developer.userId);
    const sale = rows.find((r) => r.kind === 'sales');
    assert.equal(sale?.action, 'Criou um link de pagamento');
    assert.equal(sale?.team_role, 'owner');
    assert.equal(sale?.route, 'POST /api/register-payment');
    assert.ok(link);
  });

  test('a customer’s changes are not a business’s activity', async () => {
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    const before = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log');
    const { id, nome } = (await t.app.inject({ method: 'GET', url: '/api/me', headers: customer })).json()
      .user;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/update-profile/${id}`,
      headers: customer,
      payload: { nome, email: DEMO_LOGINS.customer },
    });
    assert.equal(res.statusCode, 200, res.body);
    await t.ctx.tasks.drain();
    const now = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log');
    assert.equal(now[0]!.n, before[0]!.n);
  });
});
