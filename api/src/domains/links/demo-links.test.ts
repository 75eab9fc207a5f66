import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemoLinks } from './demo-links';
import { linkApi } from './test-support';

describe('demo links seeder', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedDemoLinks(t.ctx, t.demo);
  });
  after(() => t.close());

  test('every demo seller of both marketplaces gets links: card and PIX, a split, an inactive one', async () => {
    const rows = await t.ctx.database.query<{
      seller_id: string;
      status: string;
      methods: string[];
      splits: number;
      plan: string | null;
    }>(
      `SELECT seller_id, status, payment_methods AS methods, jsonb_array_length(split_rules) AS splits, interest_plan_id AS plan
         FROM payment_links`,
    );
    for (const { seller } of t.demo.sellers) {
      const mine = rows.filter((r) => r.seller_id === seller.id);
      assert.ok(mine.length >= 3, seller.email);
      assert.ok(
        mine.some((r) => r.status === 'inativo'),
        seller.email,
      );
      assert.ok(
        mine.some((r) => r.methods.includes('credit_card')) && mine.some((r) => r.methods.includes('pix')),
        seller.email,
      );
      assert.ok(
        mine.every((r) => r.plan !== null),
        seller.email,
      );
    }
    const split = rows.filter((r) => r.splits > 0);
    assert.equal(split.length, 1);
    assert.equal(split[0]?.seller_id, t.demo.sellers[0]!.seller.id);
  });

  test('the seeded links are listed and payable through the API', async () => {
    const api = linkApi(t);
    const ana = await t.loginAs('seller@pagora.demo');
    const payments = (await api.list(ana, await api.userIdOf('seller@pagora.demo'))).json().payments;
    assert.equal(payments.length, 4);
    const active = payments.find((p: { status: string }) => p.status === 'ativo');
    assert.equal((await api.view(active.id)).statusCode, 200);
    const inactive = payments.find((p: { status: string }) => p.status === 'inativo');
    assert.equal((await api.view(inactive.id)).statusCode, 410);
  });
});
