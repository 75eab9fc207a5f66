import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { rowsOf } from '../../platform/db/sql-helpers';
import { searchWhere } from './filters';
import { scopeWhere, type TxScope } from './scope';
import { matchesQuery, searchCondition } from './search-page';

/**
 * A whole e-mail's search at scale (docs/transactions.md, 'The list'): its matches are read by
 * transactions_payer_email_idx on every partition and by no other index, neither the trigram ones
 * nor the scope's (which the planner ANDs in when let, reading a marketplace's every entry). What
 * it finds is search-page.test.ts's; an index leaves no trace in an answer, so the plan is asserted.
 */
describe("a whole e-mail's search is read by the payer e-mail index alone", () => {
  let t: TestApp;
  let emailIndexes: string[];
  before(async () => {
    t = await createTestApp();
    // 10,000 sales, 1% of them the first seller's and the rest another marketplace's, analysed: as
    // at scale, the scope's index then looks worth ANDing to an e-mail (taken for 0.5% of the rows,
    // as the partial expression index has no statistics); an empty table would hide that.
    const [mine, others] = [t.demo.sellers[0]!.seller, t.demo.sellers[2]!.seller];
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
         net_cents, payer_name, payer_email, provider_id, created_at)
       SELECT 'demo', CASE WHEN i % 100 = 0 THEN $1::uuid ELSE $3::uuid END,
              CASE WHEN i % 100 = 0 THEN $2::uuid ELSE $4::uuid END, 'pago', 'pix', 1000, 0, 1000,
              'Pagador ' || i, 'pagador' || (i % 1000) || '@exemplo.com', 'plan-' || i,
              now() - (i % 60) * interval '1 day'
         FROM generate_series(1, 10000) AS i`,
      [mine.id, mine.marketplaceId, others.id, others.marketplaceId],
    );
    await t.ctx.database.query('ANALYZE transactions');
    const res = await t.ctx.db.execute(
      sql`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = 'transactions_payer_email_idx'::regclass ORDER BY c.relname`,
    );
    emailIndexes = rowsOf<{ relname: string }>(res).map((r) => r.relname);
  });
  after(() => t.close());

  const scopes: [string, () => TxScope][] = [
    ['a seller', () => ({ sellerId: t.demo.sellers[0]!.seller.id })],
    ['its marketplace', () => ({ marketplaceId: t.demo.sellers[0]!.seller.marketplaceId })],
    ['an admin', () => ({})],
  ];
  for (const [who, scope] of scopes) {
    test(`${who}: the e-mail index on every partition, no other index, no row scanned`, async () => {
      const where = searchCondition({ scope: scopeWhere(scope()), match: searchWhere('Ana@Exemplo.com') });
      const plan = await planOf(t, matchesQuery(t.ctx.db, where));
      assert.doesNotMatch(plan, /Seq Scan/, plan);
      assert.ok(emailIndexes.length >= 2, `e-mail indexes: ${emailIndexes.join(', ')}`);
      const used = [
        ...plan.matchAll(/(?:Index Scan using|Index Only Scan using|Bitmap Index Scan on) (\w+)/g),
      ]
        .map((m) => m[1])
        .sort();
      assert.deepEqual(used, emailIndexes, plan);
    });
  }
});
