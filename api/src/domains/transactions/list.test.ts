import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  isWithinWindow,
  periodWindow,
  saoPauloMidnight,
  saoPauloWallClock,
  type TransactionPeriod,
} from '@pagora/shared';
import { transactionsContract as c, answerSchemaOf, type AnswerOf } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { insertTransactions, type Fixture } from './test-fixtures';

type ListAnswer = AnswerOf<typeof c.list>;
type Auth = { authorization: string };

describe('GET /api/transactions/:userId', () => {
  let t: TestApp;
  const as: Record<string, Auth> = {};
  const userIds: Record<string, string> = {};
  let fixtures: Fixture[];
  let ids: string[];

  const list = async (who: string, query = '', userId = userIds[who]) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userId}${query}`,
      headers: as[who],
    });
    return { status: res.statusCode, body: res.json() as ListAnswer & { message?: string } };
  };

  before(async () => {
    t = await createTestApp();
    for (const [name, email] of Object.entries(DEMO_LOGINS)) {
      as[name] = await t.loginAs(email);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as[name] });
      userIds[name] = me.json<{ user: { id: string } }>().user.id;
    }
    const w = saoPauloWallClock(new Date());
    const minute = 60_000;
    const today = new Date(saoPauloMidnight(w.year, w.month, w.day).getTime() + minute);
    const yesterday = new Date(saoPauloMidnight(w.year, w.month, w.day - 1).getTime() + 2 * minute);
    const lastMonth = new Date(saoPauloMidnight(w.year, w.month - 1, 15).getTime());
    const old = new Date(saoPauloMidnight(w.year - 1, w.month, 10).getTime());
    fixtures = [
      {
        seller: 0,
        status: 'pago',
        cents: 10_000,
        at: today,
        payer: 'Joana Prado',
        email: 'JOANA@exemplo.com',
      },
      {
        seller: 0,
        status: 'pago',
        method: 'credit_card',
        cents: 2_550,
        refunded: 550,
        at: yesterday,
        link: { id: 'LinkCafeAbc123xxxxxxxxxx', description: 'Café especial 500g' },
      },
      { seller: 0, status: 'pendente_pix', cents: 1_999, at: today, payer: null, email: null },
      { seller: 0, status: 'falha', method: 'credit_card', cents: 700, at: lastMonth },
      {
        seller: 0,
        status: 'pago',
        cents: 4_321,
        at: lastMonth,
        late: true,
        payer: 'Diego Cliente',
        email: 'customer@pagora.demo',
      },
      { seller: 1, status: 'estornada', method: 'credit_card', cents: 5_000, refunded: 5_000, at: yesterday },
      { seller: 1, status: 'pago', cents: 123_456, at: old, payer: '=HYPERLINK("x")', email: 'evil@x.com' },
      {
        seller: 2,
        status: 'pago',
        cents: 77_700,
        at: today,
        payer: 'Outra Loja',
        link: { id: 'FeiraXyz789xxxxxxxxxxxxx', description: 'Cesta de café da feira' },
      },
      { seller: 2, status: 'rejeitada', method: 'credit_card', cents: 300, at: lastMonth },
    ];
    ids = await insertTransactions(t, fixtures);
  });
  after(() => t.close());

  const expected = (pred: (f: Fixture, i: number) => boolean) =>
    fixtures.flatMap((f, i) => (pred(f, i) ? [ids[i]] : []));
  const revenue = (rows: Fixture[]) =>
    rows.reduce((n, f) => (f.status === 'pago' ? n + f.cents - (f.refunded ?? 0) : n), 0);

  test('each role sees its own tenant, newest first, in the contract shape', async () => {
    const cases: [string, (f: Fixture) => boolean][] = [
      ['admin', () => true],
      ['marketplace', (f) => f.seller !== 2],
      ['marketplace2', (f) => f.seller === 2],
      ['seller', (f) => f.seller === 0],
      ['seller2', (f) => f.seller === 2],
      ['customer', (f) => f.email?.toLowerCase() === 'customer@pagora.demo'],
    ];
    for (const [who, pred] of cases) {
      const { status, body } = await list(who);
      assert.equal(status, 200, who);
      assert.ok(answerSchemaOf(c.list).safeParse(body).success, who);
      const got = body.transactions.transacoes.map((tx) => tx.id);
      assert.deepEqual(new Set(got), new Set(expected(pred)), who);
      assert.equal(body.total, got.length, who);
      const rows = fixtures.filter(pred);
      assert.equal(body.summary.receitaCents, revenue(rows), who);
      assert.equal(body.summary.count, rows.length, who);
      const dates = body.transactions.transacoes.map((tx) => tx.data_criacao);
      assert.deepEqual(dates, [...dates].sort().reverse(), `${who}: newest first`);
      // Those who manage several sellers, and a customer (whom they paid), get the seller's name.
      const sellerNamed = who === 'admin' || who.startsWith('marketplace') || who === 'customer';
      assert.equal(
        body.transactions.transacoes.every((tx) => (tx.seller !== undefined) === sellerNamed),
        true,
        who,
      );
    }
  });

  test('money is exact: "123.45" strings, net of fees, refunds kept', async () => {
    const { body } = await list('seller');
    const card = body.transactions.transacoes.find((tx) => tx.id === ids[1])!;
    assert.equal(card.valor, '25.50');
    // R$ 25,50 − R$ 5,50 refunded − R$ 0,25 fee (docs/transactions.md "What each figure means").
    assert.equal(card.valor_liquido, '19.75');
    assert.equal(card.valor_estornado, '5.50');
    assert.deepEqual(card.paymentMethod, ['credit_card']);
    const anonymous = body.transactions.transacoes.find((tx) => tx.id === ids[2])!;
    assert.deepEqual(anonymous.cliente, { nome: null, email: null, telefone: null, endereco: null });
  });

  test("another user's id is not found (an admin's view is every tenant)", async () => {
    assert.equal((await list('seller', '', userIds.seller2)).status, 404);
    assert.equal((await list('marketplace', '', userIds.marketplace2)).status, 404);
    assert.equal((await list('customer', '', userIds.seller)).status, 404);
    assert.equal((await list('admin', '', userIds.seller)).body.total, fixtures.length);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/transactions/${userIds.seller}` });
    assert.equal(anonymous.statusCode, 401);
  });

  test('status, method and period filter on the server, in Sao Paulo time', async () => {
    const ofSeller0 = (f: Fixture) => f.seller === 0;
    assert.deepEqual(
      new Set((await list('seller', '?status=pago')).body.transactions.transacoes.map((tx) => tx.id)),
      new Set(expected((f) => ofSeller0(f) && f.status === 'pago')),
    );
    assert.deepEqual(
      new Set((await list('seller', '?method=credit_card')).body.transactions.transacoes.map((tx) => tx.id)),
      new Set(expected((f) => ofSeller0(f) && f.method === 'credit_card')),
    );
    for (const period of ['today', 'yesterday', 'month', 'lastMonth'] as TransactionPeriod[]) {
      const window = periodWindow(period);
      const { body } = await list('admin', `?period=${period}`);
      assert.deepEqual(
        new Set(body.transactions.transacoes.map((tx) => tx.id)),
        new Set(expected((f) => isWithinWindow(f.at, window))),
        period,
      );
      assert.equal(
        body.summary.receitaCents,
        revenue(fixtures.filter((f) => isWithinWindow(f.at, window))),
        period,
      );
    }
  });

  test('search matches name, e-mail or id, case-insensitively; wildcards are literal', async () => {
    const ids0 = async (q: string) =>
      (await list('admin', `?q=${encodeURIComponent(q)}`)).body.transactions.transacoes.map((tx) => tx.id);
    assert.deepEqual(await ids0('joana'), [ids[0]]);
    assert.deepEqual(await ids0('joana@EXEMPLO'), [ids[0]]);
    assert.deepEqual(await ids0(ids[3]!.toUpperCase()), [ids[3]]);
    assert.deepEqual(await ids0('%'), []);
    assert.deepEqual((await list('seller2', '?q=joana')).body.transactions.transacoes, []);
  });

  test("search finds a sale by its link's description or by the link, within the caller's tenant", async () => {
    const found = async (who: string, q: string) => {
      const { body } = await list(who, `?q=${encodeURIComponent(q)}`);
      assert.equal(body.total, body.transactions.transacoes.length, q);
      return new Set(body.transactions.transacoes.map((tx) => tx.id));
    };
    const paidBy = (linkId: string) => ids[fixtures.findIndex((f) => f.link?.id === linkId)];
    const [cafe, feira] = [paidBy('LinkCafeAbc123xxxxxxxxxx'), paidBy('FeiraXyz789xxxxxxxxxxxxx')];
    assert.deepEqual(await found('admin', 'café'), new Set([cafe, feira]));
    assert.deepEqual(await found('seller', 'café'), new Set([cafe]));
    assert.deepEqual(await found('admin', 'ESPECIAL'), new Set([cafe]));
    assert.deepEqual(await found('seller2', 'especial'), new Set());
    assert.deepEqual(await found('admin', 'LinkCafe'), new Set([cafe]));
    assert.deepEqual(
      await found('admin', 'http://localhost:3000/pay/FeiraXyz789xxxxxxxxxxxxx'),
      new Set([feira]),
    );
    const { body } = await list('admin', '?q=especial');
    assert.equal(body.transactions.transacoes[0]?.pagamento?.description, 'Café especial 500g');
    assert.equal(body.transactions.transacoes[0]?.seller?.nome, t.demo.sellers[0]!.seller.nome);
  });

  test('admin filters by marketplace and seller; a marketplace only by its own sellers', async () => {
    const m2 = t.demo.marketplaces[1]!.marketplace.id;
    const s1b = t.demo.sellers[1]!.seller.id;
    const s2 = t.demo.sellers[2]!.seller.id;
    assert.equal(
      (await list('admin', `?marketplaceId=${m2}`)).body.total,
      expected((f) => f.seller === 2).length,
    );
    assert.equal(
      (await list('admin', `?sellerId=${s1b}`)).body.total,
      expected((f) => f.seller === 1).length,
    );
    assert.equal(
      (await list('marketplace', `?sellerId=${s1b}`)).body.total,
      expected((f) => f.seller === 1).length,
    );
    assert.equal((await list('marketplace', `?sellerId=${s2}`)).status, 404);
    // A marketplace cannot widen its view with marketplaceId, nor a seller with sellerId.
    assert.equal(
      (await list('marketplace', `?marketplaceId=${m2}`)).body.total,
      expected((f) => f.seller !== 2).length,
    );
    assert.equal(
      (await list('seller', `?sellerId=${s2}`)).body.total,
      expected((f) => f.seller === 0).length,
    );
  });

  test('pages of pageSize, ascending sort, and the late-PIX queue', async () => {
    const page1 = (await list('admin', '?pageSize=4&page=1&sort=asc')).body;
    const page3 = (await list('admin', '?pageSize=4&page=3&sort=asc')).body;
    assert.equal(page1.transactions.transacoes.length, 4);
    assert.equal(page3.transactions.transacoes.length, fixtures.length - 8);
    assert.equal(page1.total, fixtures.length);
    const dates = page1.transactions.transacoes.map((tx) => tx.data_criacao);
    assert.deepEqual(dates, [...dates].sort());
    const late = (await list('seller', '?late=true')).body.transactions.transacoes;
    assert.deepEqual(
      late.map((tx) => tx.id),
      [ids[4]],
    );
    assert.deepEqual(late[0]!.late, { reviewedAt: null });
  });

  test('bad query values answer 400 in pt-BR', async () => {
    const cases: [string, string][] = [
      ['?status=aprovado', 'Status inválido.'],
      ['?method=boleto', 'Método de pagamento inválido.'],
      ['?period=semana', 'Período inválido.'],
      ['?pageSize=101', 'O tamanho máximo de página é 100.'],
      ['?page=0', 'Página inválida.'],
      ['?page=abc', 'Página inválida.'],
      ['?sort=up', 'Ordenação inválida.'],
      ['?sellerId=123', 'Vendedor inválido.'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await list('admin', query);
      assert.equal(status, 400, query);
      assert.equal(body.message, message, query);
    }
  });
});
