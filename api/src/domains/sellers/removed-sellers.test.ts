import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

type Page = { dados: { id: string; cliente: { nome: string }; removedAt?: string }[]; total: number };

/**
 * A removed seller leaves the sellers list but not its marketplace's books (issue 35 item 6): its
 * marketplace and the admin list it under `removidos=true`, marked with when it was removed, to
 * read and settle its balance; other tenants never see it.
 */
describe('GET /api/sellers-list?removidos=true', () => {
  let t: TestApp;
  let brunoId: string;
  before(async () => {
    t = await createTestApp();
    const [bruno] = await t.ctx.database.query<{ id: string; user_id: string }>(
      "SELECT id, user_id FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    );
    brunoId = bruno!.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/marketplace-seller/${bruno!.id}/${bruno!.user_id}`,
      headers: await t.loginAs(DEMO_LOGINS.marketplace),
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });
  after(() => t.close());

  const list = async (login: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sellers-list${query}`,
      headers: await t.loginAs(login),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Page>().dados;
  };

  it('its marketplace and the admin find it, with when it was removed; the usual list does not', async () => {
    for (const login of [DEMO_LOGINS.marketplace, DEMO_LOGINS.admin]) {
      const removed = await list(login, '?removidos=true');
      assert.deepEqual(
        removed.map((s) => s.id),
        [brunoId],
      );
      assert.ok(removed[0]?.removedAt && !Number.isNaN(Date.parse(removed[0].removedAt)));
      const active = await list(login);
      assert.ok(!active.some((s) => s.id === brunoId));
      assert.ok(active.every((s) => s.removedAt === undefined));
    }
  });

  it('another marketplace does not see it', async () => {
    assert.deepEqual(await list(DEMO_LOGINS.marketplace2, '?removidos=true'), []);
  });
});
