import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { MarketplaceStatement, StatementKind } from '@pagora/shared/contracts';
import { POSTGRES_PASS_ONLY, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { addDays, brasiliaDay } from './day';
import { withLedger, type NewLine } from './ledger';
import { foldMarketplaceDays } from './marketplace-days';
import { saleKit, startStatementApp } from './test-support';

/**
 * The marketplace days (migrations/1790), the folded table plus the deltas not folded yet, are
 * statement_day_totals grouped by day, marketplace and kind, whatever writes the day totals, however
 * often, and whether or not a fold ran; the admin's /statement/marketplaces, which reads them,
 * answers what the day totals say. Postings of one marketplace never wait on each other for them.
 */

type Seller = { id: string; marketplace_id: string };
type KindSums = { marketplace_id: string; kind: StatementKind; cents: string; lines: string };
type Sums = { day: string; marketplace_id: string; kind: string; cents: string; lines: string };

describe("the admin's statement by marketplace, from the marketplace days", () => {
  let t: TestApp;
  let sellers: Seller[];
  const today = brasiliaDay(new Date());
  const from = addDays(today, -40);

  before(async () => {
    t = await startStatementApp();
    // One seller of each marketplace first, then the others: several sellers and marketplaces.
    sellers = await t.ctx.database.query<Seller>(
      `SELECT id, marketplace_id FROM sellers
        ORDER BY row_number() OVER (PARTITION BY marketplace_id ORDER BY id), marketplace_id LIMIT 4`,
    );
    assert.ok(new Set(sellers.map((s) => s.marketplace_id)).size > 1, 'the demo has two marketplaces');
    // The tests fold when they mean to; the app's own minute job would fold between their steps.
    await t.ctx.jobs.stop();
  });
  after(() => t.close());

  /** Both sides of the invariant, each as rows ordered the same way. */
  const rollup = () =>
    t.ctx.database.query<Sums>(
      `SELECT day::text, marketplace_id, kind, sum(amount_cents)::text cents, sum(line_count)::text lines
         FROM (SELECT day, marketplace_id, kind, amount_cents, line_count FROM statement_marketplace_days
               UNION ALL
               SELECT day, marketplace_id, kind, amount_cents, line_count FROM statement_marketplace_day_deltas) m
        GROUP BY 1, 2, 3 HAVING sum(line_count) <> 0 ORDER BY 1, 2, 3`,
    );
  const folded = () =>
    t.ctx.database.query<Sums>(
      `SELECT day::text, marketplace_id, kind, amount_cents::text cents, line_count::text lines
         FROM statement_marketplace_days ORDER BY 1, 2, 3`,
    );
  const deltaCount = async () =>
    Number(
      (
        await t.ctx.database.query<{ n: string }>(
          'SELECT count(*)::text n FROM statement_marketplace_day_deltas',
        )
      )[0]!.n,
    );
  const grouped = () =>
    t.ctx.database.query<Sums>(
      `SELECT day::text, marketplace_id, kind, sum(amount_cents)::text cents, sum(line_count)::text lines
         FROM statement_day_totals GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
  /** Agree with the deltas as they are, then once folded: the folded table alone is the whole sum. */
  const assertAgree = async () => {
    const want = await grouped();
    assert.ok(want.length > 0);
    assert.deepEqual(await rollup(), want, 'before the fold');
    await foldMarketplaceDays(t.ctx.db);
    assert.equal(await deltaCount(), 0);
    assert.deepEqual(await folded(), want, 'after the fold');
    assert.deepEqual(await rollup(), want);
  };

  let n = 0;
  const line = (s: Seller, day: string, kind: StatementKind, amountCents: number): NewLine => ({
    sellerId: s.id,
    marketplaceId: s.marketplace_id,
    kind,
    amountCents,
    day,
    occurredAt: new Date(`${day}T15:00:00Z`),
    description: 'Teste',
    postingKey: `marketplace-days-test:${n++}`,
  });
  const post = (lines: NewLine[]) =>
    t.ctx.db.transaction((db) =>
      withLedger(db, [...new Set(lines.map((l) => l.sellerId))], async (ledger) => {
        for (const l of lines) await ledger.post(l);
      }),
    );

  test('postings of sales, refunds and ledger lines of several sellers, kinds and days add up alike', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const kit = saleKit(t);
    const sale = await kit.paidCardSale(seller, '120,00');
    await kit.paidCardSale(seller, '35,50');
    await kit.refund(seller, sale, '20,00');
    await assertAgree();

    const [a, b, c, d] = sellers;
    // Many lines of one transaction, some on the same seller, day and kind (the day total's update).
    await post([
      line(a!, addDays(today, -3), 'ajuste', 1_234),
      line(b!, addDays(today, -3), 'ajuste', -77),
      line(a!, addDays(today, -3), 'ajuste', 66),
      line(c ?? a!, addDays(today, -10), 'saque', -5_000),
      line(d ?? b!, addDays(today, -10), 'taxa_antecipacao', -199),
      line(b!, addDays(today, -10), 'saque', -1),
      line(a!, addDays(today, -90), 'ajuste', 10_000),
    ]);
    await post([
      line(a!, addDays(today, -3), 'ajuste', 1),
      line(b!, addDays(today, -3), 'saque_devolvido', 5),
    ]);
    await assertAgree();

    // A posting that rolls back leaves neither table moved.
    const before = await rollup();
    await assert.rejects(
      t.ctx.db.transaction(async (db) => {
        await withLedger(db, [a!.id], (ledger) => ledger.post(line(a!, addDays(today, -3), 'ajuste', 999)));
        throw new Error('rolled back');
      }),
    );
    assert.deepEqual(await rollup(), before);
    assert.equal(await deltaCount(), 0, 'no delta of a posting rolled back');
    await assertAgree();
  });

  test('a day total replaced, moved or deleted (a rebuild) moves the marketplace days with it', async () => {
    const [a, b] = sellers;
    const day = addDays(today, -3);
    await t.ctx.database.query(
      `UPDATE statement_day_totals SET amount_cents = amount_cents + 500, line_count = line_count + 2
        WHERE seller_id = $1 AND day = $2 AND kind = 'ajuste'`,
      [a!.id, day],
    );
    await t.ctx.database.query(
      `UPDATE statement_day_totals SET day = day - 1 WHERE seller_id = $1 AND day = $2 AND kind = 'ajuste'`,
      [b!.id, day],
    );
    await assertAgree();
    await t.ctx.database.query(
      `DELETE FROM statement_day_totals WHERE seller_id = $1 AND day = $2 AND kind = 'saque_devolvido'`,
      [b!.id, day],
    );
    await assertAgree();
    const gone = await t.ctx.database.query(
      `SELECT 1 FROM statement_marketplace_days WHERE marketplace_id = $1 AND day = $2 AND kind = 'saque_devolvido'`,
      [b!.marketplace_id, day],
    );
    assert.equal(gone.length, 0, 'a day, marketplace and kind with no lines left has no row');
  });

  test('the fold leaves no delta and keeps the figures; a second fold changes nothing', async () => {
    const [a, b] = sellers;
    await post([line(a!, addDays(today, -4), 'ajuste', 300), line(b!, addDays(today, -4), 'saque', -40)]);
    await post([line(a!, addDays(today, -4), 'ajuste', -100)]);
    assert.ok((await deltaCount()) >= 3, 'a posting adds deltas, never changes a folded row');
    const want = await grouped();
    const figures = await rollup();
    assert.deepEqual(figures, want);
    assert.ok((await foldMarketplaceDays(t.ctx.db)) >= 3);
    assert.equal(await deltaCount(), 0);
    assert.deepEqual(await folded(), want);
    assert.deepEqual(await rollup(), figures);
    assert.equal(await foldMarketplaceDays(t.ctx.db), 0);
    assert.deepEqual(await folded(), want);
  });

  test(
    'two postings of one marketplace, same day and kinds in opposite orders, neither waits for the other',
    { skip: POSTGRES_PASS_ONLY },
    async () => {
      const [pair] = await t.ctx.database.query<{ a: string; b: string; marketplace_id: string }>(
        `SELECT min(id::text) a, max(id::text) b, marketplace_id FROM sellers
          GROUP BY marketplace_id HAVING count(*) > 1 LIMIT 1`,
      );
      assert.ok(pair, 'the demo has a marketplace with two sellers');
      const { driver } = t.ctx.database;
      assert.ok('connectionString' in driver);
      const day = addDays(today, -2);
      // The ledger's day-total upsert (ledger.ts), as each posting runs it.
      const upsert = (c: pg.Client, seller: string, kind: StatementKind) =>
        c.query(
          `INSERT INTO statement_day_totals (seller_id, marketplace_id, day, kind, amount_cents, line_count)
           VALUES ($1, $2, $3, $4, 700, 1)
           ON CONFLICT (seller_id, day, kind) DO UPDATE SET
             amount_cents = statement_day_totals.amount_cents + EXCLUDED.amount_cents,
             line_count = statement_day_totals.line_count + EXCLUDED.line_count`,
          [seller, pair.marketplace_id, day, kind],
        );
      const [one, two] = [new pg.Client(driver), new pg.Client(driver)];
      await Promise.all([one.connect(), two.connect()]);
      try {
        for (const c of [one, two]) {
          await c.query('BEGIN');
          // A wait shows as an error (55P03) instead of a test that hangs.
          await c.query(`SET LOCAL lock_timeout = '2s'`);
        }
        await upsert(one, pair.a, 'ajuste');
        await upsert(two, pair.b, 'saque');
        await upsert(one, pair.a, 'saque');
        await upsert(two, pair.b, 'ajuste');
        // The first is mid-commit: whatever a commit does (deferred triggers) is done, locks still held.
        await one.query('SET CONSTRAINTS ALL IMMEDIATE');
        const started = Date.now();
        await two.query('COMMIT');
        assert.ok(Date.now() - started < 1_000, 'the second commit waited');
        await one.query('COMMIT');
      } finally {
        await Promise.all([one.end(), two.end()]);
      }
      await assertAgree();
    },
  );

  test(
    'a fold beside an open posting neither waits for it nor loses its delta; a second fold skips',
    { skip: POSTGRES_PASS_ONLY },
    async () => {
      const [a] = sellers;
      const { driver } = t.ctx.database;
      assert.ok('connectionString' in driver);
      const [posting, folding] = [new pg.Client(driver), new pg.Client(driver)];
      await Promise.all([posting.connect(), folding.connect()]);
      try {
        await posting.query('BEGIN');
        await posting.query(
          `UPDATE statement_day_totals SET amount_cents = amount_cents + 9, line_count = line_count + 1
            WHERE seller_id = $1 AND kind = 'ajuste'`,
          [a!.id],
        );
        await post([line(a!, addDays(today, -7), 'ajuste', 12)]);
        await folding.query('BEGIN');
        await folding.query(`SET LOCAL lock_timeout = '2s'`);
        const [moved] = (await folding.query<{ n: string }>('SELECT fold_statement_marketplace_days() n'))
          .rows;
        assert.equal(moved?.n, '1', 'the committed delta only, not the open posting ones');
        // Another instance's run while that fold is open: it skips rather than queue behind its rows.
        const waited = sleep(3_000).then(() => 'waited');
        assert.equal(await Promise.race([foldMarketplaceDays(t.ctx.db), waited]), 0);
        await folding.query('COMMIT');
        await posting.query('COMMIT');
      } finally {
        await Promise.all([posting.end(), folding.end()]);
      }
      assert.ok((await deltaCount()) > 0, 'the posting committed after the fold keeps its deltas');
      await assertAgree();
    },
  );

  test('/statement/marketplaces answers the day totals of the period, to the cent, folded or not', async () => {
    const [a, , c] = sellers;
    await post([line(a!, addDays(today, -6), 'ajuste', 4_321)]);
    // A day total gone before any fold: its deltas cancel out, and its kind shows nowhere.
    await post([line(c ?? a!, addDays(today, -6), 'chargeback_revertido', 250)]);
    await t.ctx.database.query(`DELETE FROM statement_day_totals WHERE kind = 'chargeback_revertido'`);
    assert.ok((await deltaCount()) > 0);
    await assertEndpoint();
    await foldMarketplaceDays(t.ctx.db);
    await assertEndpoint();
  });

  const assertEndpoint = async () => {
    const admin = await t.loginAs(DEMO_LOGINS.admin);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statement/marketplaces?from=${from}&to=${today}`,
      headers: admin,
    });
    assert.equal(res.statusCode, 200, res.body);
    const want = await t.ctx.database.query<KindSums>(
      `SELECT marketplace_id, kind, sum(amount_cents)::text cents, sum(line_count)::text lines
         FROM statement_day_totals WHERE day BETWEEN $1 AND $2 GROUP BY 1, 2`,
      [from, today],
    );
    const ids = [...new Set(want.map((r) => r.marketplace_id))].sort();
    assert.ok(ids.length > 1);
    const got = res.json<MarketplaceStatement>().data;
    assert.deepEqual(got.map((m) => m.marketplaceId).sort(), ids);
    for (const m of got) {
      const own = want.filter((r) => r.marketplace_id === m.marketplaceId);
      assert.deepEqual(
        m.totals,
        Object.fromEntries(own.map((r) => [r.kind, Number(r.cents)])),
        m.marketplaceId,
      );
      assert.equal(
        m.netCents,
        own.reduce((s, r) => s + Number(r.cents), 0),
      );
      assert.equal(
        m.lineCount,
        own.reduce((s, r) => s + Number(r.lines), 0),
      );
    }
  };
});
