import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import { transactionsContract as c, type AnswerOf } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { surelyMoreThan } from './common-terms';

type ListAnswer = AnswerOf<typeof c.list>;

/**
 * A term the payer sample shows in far more of a scope's sales than a search counts is answered
 * 'more than 1,000' without the probe (common-terms.ts); the sample knows the scope's sales, not a
 * period's, so a search with a filter is still counted.
 */
describe('a search for a term common in the scope', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId = '';
  const term = 'Quixabeira';

  before(async () => {
    t = await createTestApp();
    auth = await t.loginAs(DEMO_LOGINS.seller);
    userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json<{
      user: { id: string };
    }>().user.id;
    // 2,400 sales of the demo seller 40 to 42 days old, every other one to a Quixabeira: the
    // sample (the whole table here) sees 1,200 of them.
    const s = t.demo.sellers[0]!.seller;
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
         net_cents, payer_name, payer_email, provider_id, created_at, paid_at)
       SELECT 'demo', $1::uuid, $2::uuid, 'pago', 'pix', 1000, 0, 1000,
              CASE WHEN i % 2 = 0 THEN 'Ana Quixabeira ' || i ELSE 'Bruno Lima ' || i END,
              'pagador' || i || '@exemplo.com.br', 'common-term-' || i,
              now() - interval '40 days' - i * interval '1 minute', now()
         FROM generate_series(0, 2399) AS i`,
      [s.id, s.marketplaceId],
    );
  });
  after(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userId}?${query}`,
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ListAnswer>();
  };

  test('the sample claims it for the seller: more than 1,000, no revenue, the newest matches first', async () => {
    const shares = await t.ctx.searchShares.get(t.ctx);
    assert.equal(
      surelyMoreThan(SEARCH_COUNT_LIMIT, term, shares, { sellerId: t.demo.sellers[0]!.seller.id }),
      true,
    );
    const body = await list(`q=${term}`);
    assert.equal(body.summary.countCapped, true);
    assert.equal(body.summary.count, SEARCH_COUNT_LIMIT);
    assert.equal(body.summary.receitaCents, null);
    const rows = body.transactions.transacoes;
    assert.ok(rows.length > 0);
    for (const row of rows) assert.match(JSON.stringify(row), /Quixabeira/);
  });

  test('with a period the matches are counted, not claimed: none today', async () => {
    const today = await list(`q=${term}&period=today`);
    assert.equal(today.summary.countCapped, false);
    assert.equal(today.summary.count, 0);
    assert.deepEqual(today.transactions.transacoes, []);
  });
});
