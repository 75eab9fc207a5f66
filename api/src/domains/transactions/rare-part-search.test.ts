import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { transactionsContract as c, type AnswerOf } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { rowsOf } from '../../platform/db/sql-helpers';
import { filterWhere, searchWhere } from './filters';
import { searchCondition } from './search-page';
import { indexedPart } from './search-trigrams';

type ListAnswer = AnswerOf<typeof c.list>;

/**
 * ADR 041: a term whose trigrams are in most payers' e-mails ('cliente…') is given to the trigram
 * index by its rare part, and every row found is checked for the whole term: the answer is what
 * `ILIKE '%term%'` finds, no more (the part's other rows, 'cliente12345.2', stay out).
 */
describe('searching by a term made mostly of common trigrams', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let userId = '';
  const term = 'cliente07919.1';

  before(async () => {
    t = await createTestApp();
    auth = await t.loginAs(DEMO_LOGINS.seller);
    userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json<{
      user: { id: string };
    }>().user.id;
    // 2,400 payers shaped like the 10 M bench's: 'cliente' and '.1' or '.2' in every address, so
    // those trigrams are common and the sample (over 1,000 rows) knows it.
    const s = t.demo.sellers[0]!.seller;
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
         net_cents, payer_name, payer_email, provider_id, created_at, paid_at)
       SELECT 'demo', $1::uuid, $2::uuid, 'pago', 'pix', 1000, 0, 1000, 'Pagador ' || i,
              'cliente' || lpad(((i % 1200) * 7919 % 99991)::text, 5, '0') || '.' || (1 + i / 1200) || '@exemplo.com.br',
              'rare-part-' || i, now() - i * interval '1 minute', now()
         FROM generate_series(0, 2399) AS i`,
      [s.id, s.marketplaceId],
    );
  });
  after(() => t.close());

  const expected = async () =>
    rowsOf<{ id: string; payer_email: string }>(
      await t.ctx.db.execute(
        sql`SELECT id, payer_email FROM transactions WHERE payer_email ILIKE ${`%${term}%`} ORDER BY created_at DESC`,
      ),
    );

  test('the list finds exactly the rows holding the whole term, with its exact count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userId}?q=${encodeURIComponent(term)}`,
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<ListAnswer>();
    const want = await expected();
    assert.equal(want.length, 1, 'the fixture holds one such payer');
    assert.deepEqual(
      body.transactions.transacoes.map((r) => r.id),
      want.map((r) => r.id),
    );
    assert.equal(body.summary.count, 1);
    assert.equal(body.summary.countCapped, false);
  });

  test("the e-mail's ILIKE carries the rare part, and the whole term is still checked", async () => {
    const shares = await t.ctx.searchShares.get(t.ctx);
    const part = indexedPart(term, shares.payerEmail);
    assert.notEqual(part, term, 'the sample found the common trigrams');
    assert.ok(term.includes(part) && !part.includes('clie'), part);
    const plan = await planOf(
      t,
      sql`SELECT id FROM transactions WHERE ${filterWhere({ q: term }, new Date(), shares)}`,
    );
    // Which index a tiny test table is read by is the planner's call; what is sent is ours: the
    // e-mail's ILIKE carries the part (never the whole term), and the whole term is a check beside it.
    const escaped = (s: string) => s.replaceAll('.', '\\.');
    assert.match(plan, new RegExp(`payer_email ~~\\* '%${escaped(part)}%'::text`), plan);
    assert.doesNotMatch(plan, new RegExp(`payer_email ~~\\* '%${escaped(term)}%'`), plan);
    assert.match(
      plan,
      /lower\(payer_email\) ~~ lower\('%cliente07919\.1%'::text\)|lower\(payer_email\) ~~ '%cliente07919\.1%'/,
      plan,
    );
  });

  test('a term the sample bounds to a few rows skips the probe and is read without the scope index', async () => {
    const shares = await t.ctx.searchShares.get(t.ctx);
    const match = searchWhere(term, shares);
    assert.equal(match?.rare, true, 'rare: no probe for a common term');
    assert.equal(match?.scarce, true, 'scarce: its own indexes find few rows');
    assert.equal(searchWhere('cliente', shares)?.rare, undefined, 'in every address: probed');
    const scope = sql`transactions.seller_id = ${t.demo.sellers[0]!.seller.id}`;
    const alone = searchCondition({ scope, match }, false);
    const named = searchCondition({ scope, match }, true);
    const text = (where: SQL | undefined) => new PgDialect().sqlToQuery(where!).sql;
    assert.match(text(alone), /\(transactions\.seller_id = \$\d+\) IS TRUE/);
    assert.doesNotMatch(text(named), /IS TRUE/, 'a link holding the term keeps the scope index');
  });

  test('the CSV export of the search holds the same rows', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userId}/export?format=rfc4180&q=${encodeURIComponent(term)}`,
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    const lines = res.body.trim().split('\r\n');
    assert.equal(lines.length, 2, res.body);
    assert.match(lines[1]!, /cliente07919\.1@exemplo\.com\.br/);
  });
});
