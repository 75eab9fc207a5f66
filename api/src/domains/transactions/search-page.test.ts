import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import { transactionsContract as c, answerSchemaOf, type AnswerOf } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

type ListAnswer = AnswerOf<typeof c.list>;

/**
 * A search's cards and pages (issue 42, search-page.ts): exact up to SEARCH_COUNT_LIMIT matches,
 * 'more than' past it, and pages cut from the matches in the list's order.
 */
describe('searching the transactions list', () => {
  let t: TestApp;
  let seller: { authorization: string };
  let sellerUserId = '';
  let admin: { authorization: string };
  let adminUserId = '';

  const list = async (who: 'seller' | 'admin', query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${who === 'seller' ? sellerUserId : adminUserId}${query}`,
      headers: who === 'seller' ? seller : admin,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<ListAnswer>();
    assert.ok(answerSchemaOf(c.list).safeParse(body).success, 'in the contract shape');
    return body;
  };

  /**
   * `count` sales of the first demo seller (the second's with `other`) paid by `payer` with `email`,
   * one minute apart from `startMinutesAgo`, each `cents` (status from `statusOf(i)`).
   */
  const sales = async (
    payer: string,
    count: number,
    opts: {
      cents?: number;
      startMinutesAgo?: number;
      other?: boolean;
      statusOf?: string;
      email?: string;
    } = {},
  ) => {
    const s = t.demo.sellers[opts.other ? 2 : 0]!.seller;
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
         net_cents, refunded_cents, payer_name, payer_email, provider_id, created_at, paid_at)
       SELECT 'demo', $1::uuid, $2::uuid, s.status, 'pix', $3, 0, $3, CASE WHEN i % 4 = 0 THEN 100 ELSE 0 END, $4,
              $8, $4 || '-' || $1::text || '-' || i, now() - (($5 + i) * interval '1 minute'),
              CASE WHEN s.status = 'pago' THEN now() END
         FROM generate_series(1, $6::int) AS i,
              LATERAL (SELECT CASE WHEN $7::text = 'mixed' AND i % 3 = 0 THEN 'falha' ELSE 'pago' END AS status) s`,
      [
        s.id,
        s.marketplaceId,
        opts.cents ?? 1_000,
        payer,
        opts.startMinutesAgo ?? 0,
        count,
        opts.statusOf ?? 'pago',
        opts.email ?? 'busca@teste.com',
      ],
    );
  };

  before(async () => {
    t = await createTestApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    admin = await t.loginAs(DEMO_LOGINS.admin);
    const id = async (auth: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json<{ user: { id: string } }>()
        .user.id;
    sellerUserId = await id(seller);
    adminUserId = await id(admin);
    await sales('Zuleica Rara', 30, { cents: 1_234, startMinutesAgo: 10, statusOf: 'mixed' });
    await sales('Zuleica Rara', 5, { other: true });
    await sales('Comum Silva', SEARCH_COUNT_LIMIT + 5, { startMinutesAgo: 100 });
    // Whose e-mail contains another's: the newest of the seller's sales, and two beside 'Ana@X.com'.
    await sales('Rebusca Contida', 1, { email: 'rebusca@teste.com' });
    await sales('Ana Exata', 3, { email: 'Ana@X.com', cents: 700, startMinutesAgo: 2_000 });
    await sales('Ana Exata', 1, { email: 'ana@x.com', other: true });
    await sales('Joana Contida', 2, { email: 'joana@x.com', startMinutesAgo: 3_000 });
  });
  after(() => t.close());

  test('a rare term: exact count and revenue, pages cut from the matches, newest first or oldest first', async () => {
    const first = await list('seller', '?q=zuleica&pageSize=10');
    // 30 sales, every third 'falha'; every fourth paid one with R$ 1,00 refunded.
    const paid = Array.from({ length: 30 }, (_, k) => k + 1).filter((i) => i % 3 !== 0);
    const revenue = paid.reduce((sum, i) => sum + 1_234 - (i % 4 === 0 ? 100 : 0), 0);
    assert.deepEqual(first.summary, {
      count: 30,
      receitaCents: revenue,
      receita: revenue / 100,
      countCapped: false,
    });
    assert.equal(first.total, 30);

    const all = [];
    for (const page of [1, 2, 3]) {
      const body = await list('seller', `?q=zuleica&pageSize=10&page=${page}`);
      all.push(...body.transactions.transacoes);
    }
    const dates = all.map((tx) => tx.data_criacao);
    assert.equal(new Set(all.map((tx) => tx.id)).size, 30, 'no sale repeated or skipped across pages');
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.ok(all.every((tx) => tx.cliente.nome === 'Zuleica Rara'));

    const oldest = await list('seller', '?q=zuleica&pageSize=10&sort=asc');
    assert.deepEqual(
      oldest.transactions.transacoes.map((tx) => tx.id),
      all
        .slice(-10)
        .reverse()
        .map((tx) => tx.id),
    );
    const past = await list('seller', '?q=zuleica&pageSize=10&page=4');
    assert.deepEqual(past.transactions.transacoes, []);
    assert.equal(past.summary.count, 30);

    // The admin's scope holds the other marketplace's five too.
    assert.equal((await list('admin', '?q=zuleica')).summary.count, 35);
  });

  test('a term past the limit: "more than" the limit, no revenue, and still a full newest-first page', async () => {
    const body = await list('seller', '?q=comum');
    assert.deepEqual(body.summary, {
      count: SEARCH_COUNT_LIMIT,
      receitaCents: null,
      receita: null,
      countCapped: true,
    });
    assert.equal(body.total, SEARCH_COUNT_LIMIT);
    const rows = body.transactions.transacoes;
    assert.equal(rows.length, 25);
    assert.ok(rows.every((tx) => tx.cliente.nome === 'Comum Silva'));
    const dates = rows.map((tx) => tx.data_criacao);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const [newest] = await t.ctx.database.query<{ id: string }>(
      `SELECT id FROM transactions WHERE payer_name = 'Comum Silva' ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    assert.equal(rows[0]?.id, newest?.id);
  });

  test("a whole e-mail is that payer's, in any case; a part of one still matches as a substring", async () => {
    const exact = await list('seller', `?q=${encodeURIComponent('ana@X.COM')}`);
    assert.deepEqual(exact.summary, { count: 3, receitaCents: 2_100, receita: 21, countCapped: false });
    assert.deepEqual(
      exact.transactions.transacoes.map((tx) => tx.cliente.email),
      ['Ana@X.com', 'Ana@X.com', 'Ana@X.com'],
      "not joana@x.com's",
    );
    assert.equal((await list('admin', '?q=ana%40x.com')).summary.count, 4);

    const names = async (q: string) => {
      const body = await list('seller', `?q=${encodeURIComponent(q)}`);
      return body.transactions.transacoes.map((tx) => tx.cliente.nome).sort();
    };
    assert.deepEqual(await names('ana@x'), [
      'Ana Exata',
      'Ana Exata',
      'Ana Exata',
      'Joana Contida',
      'Joana Contida',
    ]);
    assert.deepEqual(await names('joana'), ['Joana Contida', 'Joana Contida']);
  });

  test("a whole e-mail past the limit: 'more than' the limit and that payer's newest page", async () => {
    const body = await list('seller', '?q=BUSCA%40teste.com');
    assert.deepEqual(body.summary, {
      count: SEARCH_COUNT_LIMIT,
      receitaCents: null,
      receita: null,
      countCapped: true,
    });
    const rows = body.transactions.transacoes;
    assert.equal(rows.length, 25);
    assert.ok(
      rows.every((tx) => tx.cliente.email === 'busca@teste.com'),
      'not rebusca@teste.com, the newest sale',
    );
    const [newest] = await t.ctx.database.query<{ id: string }>(
      `SELECT id FROM transactions WHERE payer_email = 'busca@teste.com' AND seller_id = $1
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [t.demo.sellers[0]!.seller.id],
    );
    assert.equal(rows[0]?.id, newest?.id);
  });

  test('the list without a search still counts every row, exactly', async () => {
    const body = await list('seller', '');
    assert.equal(body.summary.countCapped, false);
    assert.ok(body.summary.count > SEARCH_COUNT_LIMIT, `${body.summary.count}`);
    assert.equal(typeof body.summary.receitaCents, 'number');
  });
});
