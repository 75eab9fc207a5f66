import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { cardSale } from './test-support';

type Auth = { authorization: string };

/**
 * A removed seller's money stays at the provider (issue 35 item 6): its marketplace and the admin
 * still read its balance and receivables, to settle them; other tenants still get nothing.
 */
describe('the balance of a removed seller', () => {
  let t: TestApp;
  let bruno: { id: string; user_id: string; id_seller: string };
  before(async () => {
    t = await createTestApp({}, { listen: true });
    [bruno] = (await t.ctx.database.query<typeof bruno>(
      "SELECT id, user_id, id_seller FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    )) as [typeof bruno];
    await cardSale(t, bruno.id_seller, 10_000, 2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/marketplace-seller/${bruno.id}/${bruno.user_id}`,
      headers: await t.loginAs(DEMO_LOGINS.marketplace),
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });
  after(() => t.close());

  const balance = (auth: Auth) =>
    t.app.inject({ method: 'GET', url: `/api/balance?sellerId=${bruno.id}`, headers: auth });

  it('its marketplace and the admin read what it holds and what is to come', async () => {
    for (const login of [DEMO_LOGINS.marketplace, DEMO_LOGINS.admin]) {
      const res = await balance(await t.loginAs(login));
      assert.equal(res.statusCode, 200, `${login}: ${res.body}`);
      const body = res.json<{ sellerId: string; futureCents: number; receivables: unknown[] }>();
      assert.equal(body.sellerId, bruno.id);
      assert.ok(body.futureCents > 0, res.body);
      assert.equal(body.receivables.length, 2);
    }
  });

  it('another marketplace, a seller and a customer still get nothing', async () => {
    assert.equal((await balance(await t.loginAs(DEMO_LOGINS.marketplace2))).statusCode, 404);
    assert.equal((await balance(await t.loginAs(DEMO_LOGINS.seller))).statusCode, 404);
    assert.equal((await balance(await t.loginAs(DEMO_LOGINS.customer))).statusCode, 403);
  });
});
