import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { seedDemoPayouts } from './demo';

describe('demo money out', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    await seedDemoPayouts(t.ctx, t.demo);
    await t.ctx.tasks.drain();
  });
  after(() => t.close());

  it('the demo seller has money available, some to come, a bank account and a past payout', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: seller })).json<T>();
    const balance = await get<{ availableCents: number; futureCents: number; receivables: unknown[] }>(
      '/api/balance',
    );
    assert.ok(balance.availableCents > 0, `available ${balance.availableCents}`);
    assert.ok(balance.futureCents > 0);
    assert.ok(balance.receivables.length >= 5);
    const accounts = await get<{ data: { isDefault: boolean; payoutsAllowedFrom: string | null }[] }>(
      '/api/bank-accounts',
    );
    assert.deepEqual(
      accounts.data.map((a) => [a.isDefault, a.payoutsAllowedFrom]),
      [[true, null]],
    );
    const history = await get<{ data: { status: string; amountCents: number }[] }>('/api/payouts');
    assert.deepEqual(
      history.data.map((p) => [p.status, p.amountCents]),
      [['pago', 10_000]],
    );
  });
});
