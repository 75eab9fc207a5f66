import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FeeIncome, MarketplaceStatement } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { rowsOf } from '../../platform/db/sql-helpers';
import { foldMarketplaceDays } from './marketplace-days';
import { feeIncomeQuery, periodTotalsQuery } from './totals';

/**
 * The admin's and the marketplace's period totals at scale (issue 42, docs/capacity.md): a period is
 * read from an index led by the day, never the whole table (the admin's, from the marketplace days
 * of migration 1790: the folded table's key and the deltas' day index). An index leaves no trace in
 * an answer, so the plan of the very query the endpoint runs is what is asserted, with the answer
 * beside it.
 */

const DAYS = 400;
const KINDS = ['venda', 'taxa_provedor', 'taxa_marketplace', 'estorno'] as const;

describe('statement period totals read by the day', () => {
  let t: TestApp;
  let marketplaceId: string;
  const from = '2026-01-01';
  const to = '2026-01-30';
  before(async () => {
    t = await createTestApp();
    // 400 days of every kind for every seller, so a period is a small part of the table; the first
    // 220 folded, the rest still deltas, so the period (days 214 to 243) reads some of each.
    const days = (first: number, last: number) =>
      t.ctx.db.execute(sql`
        INSERT INTO statement_day_totals (seller_id, marketplace_id, day, kind, amount_cents, line_count)
        SELECT s.id, s.marketplace_id, DATE '2025-06-01' + d, k,
               CASE WHEN k = 'venda' THEN 1000 ELSE -10 END, 1
          FROM sellers s, generate_series(${first}::int, ${last}::int) d,
               unnest(${sql.raw(`ARRAY['${KINDS.join("','")}']`)}) k`);
    await t.ctx.jobs.stop();
    await days(0, 219);
    await foldMarketplaceDays(t.ctx.db);
    await days(220, DAYS - 1);
    await t.ctx.db.execute(sql`VACUUM ANALYZE statement_day_totals`);
    await t.ctx.db.execute(sql`VACUUM ANALYZE statement_marketplace_days`);
    await t.ctx.db.execute(sql`VACUUM ANALYZE statement_marketplace_day_deltas`);
    const rows = await t.ctx.db.execute(sql`SELECT marketplace_id FROM sellers LIMIT 1`);
    marketplaceId = rowsOf<{ marketplace_id: string }>(rows)[0]!.marketplace_id;
  });
  after(() => t.close());

  test("the admin's /statement/marketplaces reads the period from an index, and sums it", async () => {
    const plan = await planOf(t, periodTotalsQuery(t.ctx.db, from, to), { bitmapScans: false });
    // The marketplace days (migrations/1790), folded and deltas, never one row per seller.
    assert.match(
      plan,
      /Index (Only )?Scan (Backward )?using statement_marketplace_days_pkey on statement_marketplace_days/,
      plan,
    );
    assert.match(
      plan,
      /Index Scan (Backward )?using statement_marketplace_day_deltas_day_idx on statement_marketplace_day_deltas/,
      plan,
    );
    // The only filter is the HAVING on the sums, never a row dropped after it is read.
    assert.doesNotMatch(plan, /statement_day_totals|Seq Scan|Filter: \((?!sum\()/, plan);

    const admin = await t.loginAs(DEMO_LOGINS.admin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statement/marketplaces?from=${from}&to=${to}`,
      headers: admin,
    });
    assert.equal(res.statusCode, 200, res.body);
    const own = res.json<MarketplaceStatement>().data.find((m) => m.marketplaceId === marketplaceId);
    const sellers = await t.ctx.db.execute(
      sql`SELECT count(*)::int n FROM sellers WHERE marketplace_id = ${marketplaceId}`,
    );
    const n = rowsOf<{ n: number }>(sellers)[0]!.n;
    assert.equal(own?.totals.venda, 30 * 1000 * n);
    assert.equal(own?.lineCount, 30 * KINDS.length * n);
  });

  test("a marketplace's /fee-income reads only its fee days from an index, and sums them", async () => {
    const plan = await planOf(t, feeIncomeQuery(t.ctx.db, marketplaceId, from, to), { bitmapScans: false });
    assert.match(plan, /Index Only Scan (Backward )?using \w+ on statement_day_totals/, plan);
    assert.doesNotMatch(plan, /Seq Scan on statement_day_totals|Filter: \(kind/, plan);

    const market = await t.loginAs(DEMO_LOGINS.marketplace);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statement/fee-income?from=${from}&to=${to}`,
      headers: market,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<FeeIncome>();
    assert.ok(body.data.length > 0);
    assert.equal(body.totalCents, body.data.length * 10);
  });
});
