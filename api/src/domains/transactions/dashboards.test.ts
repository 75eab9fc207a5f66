import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { saoPauloMidnight, saoPauloWallClock } from '@pagora/shared';
import {
  marketplacesContract,
  transactionsContract as c,
  answerSchemaOf,
  type AnswerOf,
} from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { paymentsSweep } from '../payments/testing';
import { foldRollups } from './rollup-fold';
import { insertTransactions, type Fixture } from './test-fixtures';

type Auth = { authorization: string };

describe('dashboards: seller-dash, monthly report, marketplaces', () => {
  let t: TestApp;
  const as: Record<string, Auth> = {};
  const userIds: Record<string, string> = {};
  const w = saoPauloWallClock(new Date());
  const thisMonth = (day: number) =>
    new Date(saoPauloMidnight(w.year, w.month, 1).getTime() + (day - 1) * 3_600_000);
  const monthsAgo = (n: number) => new Date(saoPauloMidnight(w.year, w.month - n, 2).getTime());
  const key = (n: number) => {
    const d = saoPauloWallClock(monthsAgo(n));
    return `${String(d.month).padStart(2, '0')}/${d.year}`;
  };
  const fixtures: Fixture[] = [
    { seller: 0, status: 'pago', cents: 10_000, refunded: 2_500, at: thisMonth(1) },
    { seller: 0, status: 'pendente_pix', cents: 500, at: thisMonth(2) },
    { seller: 0, status: 'pendente', method: 'credit_card', cents: 700, at: thisMonth(3) },
    { seller: 0, status: 'falha', method: 'credit_card', cents: 300, at: thisMonth(4) },
    { seller: 0, status: 'estornada', method: 'credit_card', cents: 900, refunded: 900, at: thisMonth(5) },
    { seller: 0, status: 'pago', cents: 1_111, at: monthsAgo(3) },
    { seller: 1, status: 'pago', cents: 2_000, at: monthsAgo(11) },
    { seller: 1, status: 'pago', cents: 99_999, at: monthsAgo(12) },
    { seller: 2, status: 'pago', cents: 7_000, at: thisMonth(6) },
  ];

  const get = async <T>(who: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who] });
    return { status: res.statusCode, body: res.json() as T };
  };

  before(async () => {
    // Listening: the embedded sandbox (balances) is reached over the API's own port.
    t = await createTestApp({}, { listen: true });
    for (const [name, email] of Object.entries({
      admin: 'admin@pagora.demo',
      marketplace: 'marketplace@pagora.demo',
      seller: 'seller@pagora.demo',
      seller2: 'seller2@pagora.demo',
      customer: 'customer@pagora.demo',
    })) {
      as[name] = await t.loginAs(email);
      userIds[name] = (await get<{ user: { id: string } }>(name, '/api/me')).body.user.id;
    }
    await insertTransactions(t, fixtures);
    // The sweep runs beside every listening app on its own timer; run it now so the counts below
    // cannot depend on whether it got there first (it once turned the old 'pendente' into 'falha').
    await paymentsSweep(t.ctx)();
    // The rollups' fold runs when the tests say (the app's minute job would fold between steps).
    await t.ctx.jobs.stop();
  });
  after(() => t.close());

  test("seller-dash: the 10 most recent, this month's stats (every status, adding up), the seller's balances", async () => {
    const { status, body } = await get<AnswerOf<typeof c.sellerDash>>(
      'seller',
      `/api/seller-dash/${userIds.seller}`,
    );
    assert.equal(status, 200);
    assert.ok(answerSchemaOf(c.sellerDash).safeParse(body).success);
    assert.equal(body.dados.transacoes.length, 6);
    assert.ok(body.dados.transacoes.every((tx) => tx.sellerId === t.demo.sellers[0]!.seller.id));
    assert.deepEqual(body.dados.stats, {
      totalTransactions: 5,
      completed: 1,
      pending: 2,
      declined: 1,
      refunded: 1,
      disputed: 0,
      chargeback: 0,
      disputedCents: 0,
      chargebackCents: 0,
      totalAmount: 75,
      totalAmountCents: 7_500,
    });
    assert.deepEqual(body.dados.cliente, {
      account_balance: 0,
      current_balance: 0,
      current_blocked_balance: 0,
      account_balance_cents: 0,
      current_balance_cents: 0,
      current_blocked_balance_cents: 0,
      available_balance_cents: 0,
      future_balance_cents: 0,
    });
  });

  test("seller-dash: a marketplace gets its sellers' stats and no balances; others are refused", async () => {
    const { body } = await get<AnswerOf<typeof c.sellerDash>>(
      'marketplace',
      `/api/seller-dash/${userIds.marketplace}`,
    );
    assert.equal(body.dados.cliente, null);
    assert.equal(body.dados.stats.totalTransactions, 5);
    assert.equal((await get('seller2', `/api/seller-dash/${userIds.seller}`)).status, 404);
    assert.equal((await get('customer', `/api/seller-dash/${userIds.customer}`)).status, 403);
    const seller2 = await get<AnswerOf<typeof c.sellerDash>>(
      'seller2',
      `/api/seller-dash/${userIds.seller2}`,
    );
    assert.equal(seller2.body.dados.stats.totalAmountCents, 7_000);
  });

  test('monthly: 12 months keyed MM/YYYY, oldest first, zero months, billed = paid, groups that add up to the attempts', async () => {
    const { body } = await get<AnswerOf<typeof c.monthly>>('seller', '/api/dashboard/monthly');
    assert.deepEqual(
      body.dados.map((m) => m.month),
      Array.from({ length: 12 }, (_, i) => key(11 - i)),
    );
    const current = body.dados[11]!;
    assert.deepEqual(
      { ...current, month: undefined },
      {
        month: undefined,
        total: 75,
        totalCents: 7_500,
        attempted: 124,
        attemptedCents: 12_400,
        completed: 75,
        completedCents: 7_500,
        pending: 12,
        pendingCents: 1_200,
        declined: 37,
        declinedCents: 3_700,
        disputed: 0,
        disputedCents: 0,
        chargeback: 0,
        chargebackCents: 0,
        count: 5,
        completedCount: 1,
        pendingCount: 2,
        declinedCount: 2,
        disputedCount: 0,
        chargebackCount: 0,
      },
    );
    assert.equal(body.dados[8]!.completedCents, 1_111);
    assert.equal(body.dados[5]!.count, 0);
    const admin = await get<AnswerOf<typeof c.monthly>>('admin', '/api/dashboard/monthly');
    // The month 12 months ago is outside the window; 11 months ago is its first month.
    assert.equal(admin.body.dados[0]!.completedCents, 2_000);
    assert.equal(admin.body.dados[11]!.completedCents, 14_500);
    const m2 = t.demo.marketplaces[1]!.marketplace.id;
    const filtered = await get<AnswerOf<typeof c.monthly>>(
      'admin',
      `/api/dashboard/monthly?marketplaceId=${m2}`,
    );
    assert.equal(filtered.body.dados[11]!.completedCents, 7_000);
    const ignored = await get<AnswerOf<typeof c.monthly>>(
      'seller2',
      `/api/dashboard/monthly?marketplaceId=${t.demo.marketplaces[0]!.marketplace.id}`,
    );
    assert.equal(ignored.body.dados[11]!.completedCents, 7_000);
  });

  test('marketplaces: admin sees both with seller counts and paid revenue; others only their own', async () => {
    const admin = await get<AnswerOf<typeof marketplacesContract.list>>('admin', '/api/marketplaces');
    assert.deepEqual(
      admin.body.dados.map((m) => [
        m.cliente.nome,
        m.quantidade_vendedores,
        m.total_faturado_cents,
        m.cliente.status,
      ]),
      [
        ['Feira Nordeste', 1, 7_000, 'ativo'],
        ['Mercado Central', 2, 7_500 + 1_111 + 2_000 + 99_999, 'ativo'],
      ],
    );
    const own = await get<AnswerOf<typeof marketplacesContract.list>>('marketplace', '/api/marketplaces');
    assert.deepEqual(
      own.body.dados.map((m) => m.cliente.nome),
      ['Mercado Central'],
    );
    const seller2 = await get<AnswerOf<typeof marketplacesContract.list>>('seller2', '/api/marketplaces');
    assert.deepEqual(
      seller2.body.dados.map((m) => m.cliente.nome),
      ['Feira Nordeste'],
    );
    assert.equal((await get('customer', '/api/marketplaces')).status, 403);
  });

  test('the rollup equals a plain GROUP BY over the transactions after random changes', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const statuses = ['pago', 'pendente', 'pendente_pix', 'falha', 'rejeitada', 'estornada'] as const;
    const ids = await insertTransactions(
      t,
      Array.from({ length: 120 }, (_, i) => ({
        seller: (i % 3) as 0 | 1 | 2,
        status: statuses[Math.floor(next() * statuses.length)]!,
        cents: 1 + Math.floor(next() * 100_000),
        at: monthsAgo(Math.floor(next() * 14)),
      })),
    );
    for (let round = 0; round < 300; round++) {
      const id = ids[Math.floor(next() * ids.length)]!;
      const r = next();
      if (r < 0.4) {
        await t.ctx.database.query(`UPDATE transactions SET status = $2, refunded_cents = 0 WHERE id = $1`, [
          id,
          statuses[Math.floor(next() * 6)],
        ]);
      } else if (r < 0.7) {
        // A partial refund of a paid charge, as the refund use case writes it.
        await t.ctx.database.query(
          `UPDATE transactions SET refunded_cents = least(amount_cents, refunded_cents + 1 + amount_cents * $2::int / 3000) WHERE id = $1 AND status = 'pago'`,
          [id, Math.floor(next() * 1000)],
        );
      } else if (r < 0.85) {
        await t.ctx.database.query(
          `UPDATE transactions SET status = 'estornada', refunded_cents = amount_cents WHERE id = $1`,
          [id],
        );
      } else {
        await t.ctx.database.query(
          `UPDATE transactions SET status = 'falha', failure_reason = 'expired' WHERE id = $1`,
          [id],
        );
      }
    }
    const rollup = await t.ctx.database.query(
      `SELECT to_char(month, 'YYYY-MM') m, seller_id::text s, status, method, tx_count::text n, amount_cents::text a, refunded_cents::text r
       FROM tx_monthly WHERE tx_count <> 0 ORDER BY 1, 2, 3, 4`,
    );
    const plain = await t.ctx.database.query(
      `SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM') m, seller_id::text s, status, method,
         count(*)::text n, sum(amount_cents)::text a, sum(refunded_cents)::text r
       FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    assert.deepEqual(rollup, plain);
    const leftovers = await t.ctx.database.query(
      `SELECT * FROM tx_monthly WHERE tx_count = 0 AND (amount_cents <> 0 OR refunded_cents <> 0)`,
    );
    assert.deepEqual(leftovers, []);
    // The coarser rollups the marketplace- and admin-wide figures read (issue 42), against the
    // same raw rows: per marketplace, and per shard of the sellers' hash. They are views of folded
    // rows plus the deltas not folded yet (migration 1800): equal before a fold, after it, and with
    // no delta left once folded.
    const plainByMarketplace = await t.ctx.database.query(
      `SELECT to_char(tx_month(created_at), 'YYYY-MM') m, marketplace_id::text k, status, method,
         count(*)::text n, sum(amount_cents)::text a, sum(refunded_cents)::text r
       FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    const plainByShard = await t.ctx.database.query(
      `SELECT to_char(tx_month(created_at), 'YYYY-MM') m, (hashtext(seller_id::text) & 15)::text k, status, method,
         count(*)::text n, sum(amount_cents)::text a, sum(refunded_cents)::text r
       FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    const cells = (table: string, key: string) =>
      t.ctx.database.query(
        `SELECT to_char(month, 'YYYY-MM') m, ${key}::text k, status, method,
           sum(tx_count)::text n, sum(amount_cents)::text a, sum(refunded_cents)::text r
         FROM ${table} GROUP BY 1, 2, 3, 4 HAVING sum(tx_count) <> 0 ORDER BY 1, 2, 3, 4`,
      );
    const deltas = async () =>
      (
        await t.ctx.database.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM tx_monthly_marketplace_deltas)::int
                + (SELECT count(*) FROM tx_monthly_all_deltas)::int AS n`,
        )
      )[0]!.n;
    assert.ok((await deltas()) > 0, 'the changes left deltas to fold');
    assert.deepEqual(await cells('tx_monthly_marketplace', 'marketplace_id'), plainByMarketplace);
    assert.deepEqual(await cells('tx_monthly_all', 'shard'), plainByShard);
    assert.ok((await foldRollups(t.ctx.db)) > 0);
    assert.equal(await deltas(), 0);
    assert.equal(await foldRollups(t.ctx.db), 0, 'a second fold has nothing to move');
    assert.deepEqual(await cells('tx_monthly_marketplace_folded', 'marketplace_id'), plainByMarketplace);
    assert.deepEqual(await cells('tx_monthly_all_folded', 'shard'), plainByShard);
    for (const table of ['tx_monthly_marketplace_folded', 'tx_monthly_all_folded']) {
      const stale = await t.ctx.database.query(
        `SELECT * FROM ${table} WHERE tx_count = 0 AND (amount_cents <> 0 OR refunded_cents <> 0)`,
      );
      assert.deepEqual(stale, [], table);
      const emptied = await t.ctx.database.query(
        `SELECT * FROM ${table} WHERE tx_count = 0 AND amount_cents = 0 AND refunded_cents = 0`,
      );
      assert.deepEqual(emptied, [], `${table}: a cell brought to nothing is deleted`);
    }
  });

  test("the marketplace's and the admin's cards and dashboards read the coarser rollups with tx_monthly's answers", async () => {
    const [m1, m2] = t.demo.marketplaces.map((m) => m.marketplace.id);
    const seller0 = t.demo.sellers[0]!.seller.id;
    const lists = ['', '?period=month', '?period=lastMonth', '?status=pago', '?status=estornada&method=pix'];
    const requests: Array<[string, string]> = [
      ['marketplace', `/api/seller-dash/${userIds.marketplace}`],
      ['marketplace', '/api/dashboard/monthly'],
      ['marketplace', `/api/dashboard/monthly?sellerId=${seller0}`],
      ...lists.map((q): [string, string] => ['marketplace', `/api/transactions/${userIds.marketplace}${q}`]),
      ['admin', `/api/seller-dash/${userIds.admin}`],
      ...['', `?marketplaceId=${m1}`, `?marketplaceId=${m2}`, `?sellerId=${seller0}`].flatMap((f) => [
        ['admin', `/api/dashboard/monthly${f}`] as [string, string],
        ...lists.map((q): [string, string] => [
          'admin',
          `/api/transactions/${userIds.admin}${q ? `${q}&${f.slice(1)}` : f}`,
        ]),
      ]),
      ['admin', '/api/marketplaces'],
      ['marketplace', '/api/marketplaces'],
    ];
    // The figures only: the recent rows and pages are the transactions', not the rollups'.
    type Figures = {
      dados?: unknown;
      summary?: unknown;
      total?: number;
    };
    // One at a time: forty at once on a loaded CI machine outran the replica's pool (stop 51), which
    // read-pool.test.ts covers; here only the figures are compared.
    const answers = async () => {
      const out: { key: string; stats?: unknown; total?: number; summary?: unknown; dados?: unknown }[] = [];
      for (const [who, url] of requests) {
        const { status, body } = await get<Figures & { dados: { stats?: unknown } }>(who, url);
        assert.equal(status, 200, url);
        const key = `${who} ${url}`;
        if (url.includes('/seller-dash/')) out.push({ key, stats: body.dados.stats });
        else if (url.includes('/transactions/')) out.push({ key, total: body.total, summary: body.summary });
        else out.push({ key, dados: body.dados });
      }
      return out;
    };
    const switched = await answers();
    // Before the switch every scope summed tx_monthly: the two tables become views over it for a moment.
    await t.ctx.database.exec(`
      ALTER VIEW tx_monthly_marketplace RENAME TO tx_monthly_marketplace_kept;
      ALTER VIEW tx_monthly_all RENAME TO tx_monthly_all_kept;
      CREATE VIEW tx_monthly_marketplace AS SELECT month, marketplace_id, status, method,
        sum(tx_count)::bigint tx_count, sum(amount_cents)::bigint amount_cents, sum(refunded_cents)::bigint refunded_cents
        FROM tx_monthly GROUP BY 1, 2, 3, 4;
      CREATE VIEW tx_monthly_all AS SELECT month, 0::smallint shard, status, method,
        sum(tx_count)::bigint tx_count, sum(amount_cents)::bigint amount_cents, sum(refunded_cents)::bigint refunded_cents
        FROM tx_monthly GROUP BY 1, 3, 4;`);
    let fromSellerRows;
    try {
      fromSellerRows = await answers();
    } finally {
      await t.ctx.database.exec(`
        DROP VIEW tx_monthly_marketplace; DROP VIEW tx_monthly_all;
        ALTER VIEW tx_monthly_marketplace_kept RENAME TO tx_monthly_marketplace;
        ALTER VIEW tx_monthly_all_kept RENAME TO tx_monthly_all;`);
    }
    assert.deepEqual(switched, fromSellerRows);
    // The views go through the same switch: the filters must still narrow, as they did before.
    const dadosOf = (who: string, url: string) => switched.find((a) => a.key === `${who} ${url}`)?.dados;
    const monthly = '/api/dashboard/monthly';
    assert.deepEqual(dadosOf('admin', `${monthly}?marketplaceId=${m1}`), dadosOf('marketplace', monthly));
    assert.notDeepEqual(dadosOf('admin', monthly), dadosOf('admin', `${monthly}?marketplaceId=${m1}`));
    assert.notDeepEqual(
      dadosOf('admin', `${monthly}?marketplaceId=${m1}`),
      dadosOf('admin', `${monthly}?sellerId=${seller0}`),
    );
  });
});
