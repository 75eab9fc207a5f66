import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

/** Bad input to 'Sacar' is the caller's mistake: 400 in pt-BR, never a database error (issue 35). */
describe('POST /api/payouts input', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { listen: true });
  });
  after(() => t.close());

  it('refuses a bankAccountId that is not an id with 400 and stores nothing', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    for (const bankAccountId of ['nope', "1' OR '1'='1", '00000000-0000-4000-8000-00000000000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payouts',
        headers: { ...seller, 'idempotency-key': `bad-account-${bankAccountId.length}` },
        payload: { amountCents: 100, bankAccountId },
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ message: string }>().message, 'Conta bancária inválida.');
    }
    const [row] = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts');
    assert.equal(row?.n, 0);
  });
});
