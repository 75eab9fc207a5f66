import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink, type Auth } from './test-support';

type Listed = {
  id: string;
  seller_id: string;
  marketplaceId: string;
  description: string;
  amount: number;
  amountCents: number;
};

describe('payment links: list, edit, delete', () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  let ana: Auth;
  let bruno: Auth;
  let carla: Auth;
  let owner1: Auth;
  let admin: Auth;
  const linkOf: Record<string, string> = {};
  const userId: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    ana = await t.loginAs('seller@pagora.demo');
    bruno = await t.loginAs('bruno@pagora.demo');
    carla = await t.loginAs('seller2@pagora.demo');
    owner1 = await t.loginAs('marketplace@pagora.demo');
    admin = await t.loginAs('admin@pagora.demo');
    for (const email of [
      'seller@pagora.demo',
      'bruno@pagora.demo',
      'seller2@pagora.demo',
      'marketplace@pagora.demo',
      'admin@pagora.demo',
    ]) {
      userId[email] = await api.userIdOf(email);
    }
    linkOf.anaOld = await api.createId(ana, { ...validLink, description: 'Vaso azul' });
    linkOf.ana = await api.createId(ana, {
      ...validLink,
      amount: '19,90',
      description: 'Caneca 100% algodão_',
    });
    linkOf.bruno = await api.createId(bruno, { ...validLink, description: 'Fone sem fio' });
    linkOf.carla = await api.createId(carla, { ...validLink, description: 'Bolo de rolo' });
  });
  after(() => t.close());

  const listIds = async (auth: Auth, email: string, query = '') => {
    const res = await api.list(auth, userId[email]!, query);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ payments: Listed[] }>().payments.map((p) => p.id);
  };

  test('a seller lists its own links, newest first, with reais and cents', async () => {
    const res = await api.list(ana, userId['seller@pagora.demo']!);
    const payments = res.json<{ payments: (Listed & Record<string, unknown>)[] }>().payments;
    assert.deepEqual(
      payments.map((p) => p.id),
      [linkOf.ana, linkOf.anaOld],
    );
    const first = payments[0]!;
    assert.equal(first.amount, 19.9);
    assert.equal(first.amountCents, 1990);
    assert.deepEqual(first.paymentMethods, ['pix', 'credit_card']);
    assert.equal(first.parcelasSemJuros, 3);
    assert.equal(first.status, 'ativo');
    assert.equal(first.type, 'pagamento');
    assert.ok(!Number.isNaN(Date.parse(String(first.data_criacao_pagamento))));
    assert.deepEqual(first.seller, { id: t.demo.sellers[0]!.seller.id, nome: 'Ana Souza Artesanato' });
    assert.equal((first.marketplace as { nome: string }).nome, 'Mercado Central');
  });

  test("another user's id in the path answers 404; a customer 403", async () => {
    assert.equal((await api.list(ana, userId['bruno@pagora.demo']!)).statusCode, 404);
    assert.equal((await api.list(ana, 'qualquer')).statusCode, 404);
    const customer = await t.loginAs('customer@pagora.demo');
    assert.equal((await api.list(customer, await api.userIdOf('customer@pagora.demo'))).statusCode, 403);
  });

  test("a marketplace owner sees its sellers' links only", async () => {
    const listed = await listIds(owner1, 'marketplace@pagora.demo');
    assert.deepEqual(new Set(listed), new Set([linkOf.ana, linkOf.anaOld, linkOf.bruno]));
  });

  test('an admin sees all links; marketplace, seller and search filters really filter', async () => {
    const m2 = t.demo.marketplaces[1]!.marketplace.id;
    const s1b = t.demo.sellers[1]!.seller.id;
    assert.equal((await listIds(admin, 'admin@pagora.demo')).length, 4);
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', `?marketplaceId=${m2}`), [linkOf.carla]);
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', `?sellerId=${s1b}`), [linkOf.bruno]);
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', `?marketplaceId=${m2}&sellerId=${s1b}`), []);
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', '?q=BOLO'), [linkOf.carla]);
    assert.deepEqual(
      await listIds(admin, 'admin@pagora.demo', `?q=${encodeURIComponent(linkOf.bruno!.slice(3, 15))}`),
      [linkOf.bruno],
    );
    // LIKE wildcards are literal: '%' and '_' match only themselves.
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', '?q=100%25%20algod%C3%A3o_'), [linkOf.ana]);
    assert.deepEqual(await listIds(admin, 'admin@pagora.demo', '?q=%25'), [linkOf.ana]);
    assert.equal((await listIds(admin, 'admin@pagora.demo', '?marketplaceId=&sellerId=')).length, 4);
    assert.equal(
      (await api.list(admin, userId['admin@pagora.demo']!, '?marketplaceId=nope')).statusCode,
      400,
    );
    // A seller's filters cannot widen its scope.
    assert.deepEqual(await listIds(ana, 'seller@pagora.demo', `?marketplaceId=${m2}`), []);
  });

  test('the list is paged on the server: 25 by default, total and page in the answer, search before paging', async () => {
    const extra: string[] = [];
    for (let i = 0; i < 27; i += 1)
      extra.push(await api.createId(ana, { ...validLink, description: `Lote paginado ${i}` }));
    const first = await api.list(ana, userId['seller@pagora.demo']!);
    const page1 = first.json<{ payments: Listed[]; total: number; page: number; pageSize: number }>();
    assert.equal(page1.payments.length, 25);
    assert.equal(page1.total, 29);
    assert.deepEqual([page1.page, page1.pageSize], [1, 25]);
    assert.equal(page1.payments[0]?.id, extra.at(-1));
    const page2 = (await api.list(ana, userId['seller@pagora.demo']!, '?page=2')).json<{
      payments: Listed[];
    }>();
    assert.deepEqual(
      page2.payments.map((p) => p.id),
      [extra[1], extra[0], linkOf.ana, linkOf.anaOld],
    );
    const searched = await listIds(ana, 'seller@pagora.demo', '?q=lote%20paginado&pageSize=5&page=6');
    assert.deepEqual(searched, [extra[1], extra[0]]);
    for (const bad of ['?page=0', '?pageSize=101', '?page=abc'])
      assert.equal((await api.list(ana, userId['seller@pagora.demo']!, bad)).statusCode, 400, bad);
    // Leave the other tests' fixtures as they were.
    for (const id of extra) await api.remove(ana, id);
  });

  test('GET /payment-filters gives the admin the option lists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-filters', headers: admin });
    assert.equal(res.statusCode, 200);
    const body = res.json<{
      marketplaces: { nome: string }[];
      sellers: { nome: string; marketplaceId: string }[];
    }>();
    assert.deepEqual(
      body.marketplaces.map((m) => m.nome),
      ['Feira Nordeste', 'Mercado Central'],
    );
    assert.equal(body.sellers.length, 3);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/payment-filters', headers: ana })).statusCode,
      403,
    );
  });

  test('the owner edits amount, description, interest-free count and methods', async () => {
    const res = await api.update(ana, linkOf.ana!, {
      amount: '2.500,75',
      description: 'Caneca grande',
      parcelasSemJuros: 6,
      paymentMethods: ['credit_card'],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Link de pagamento atualizado com sucesso!');
    const [row] = await t.ctx.database.query<Record<string, unknown>>(
      'SELECT amount_cents::int AS cents, description, parcelas_sem_juros, payment_methods FROM payment_links WHERE id = $1',
      [linkOf.ana],
    );
    assert.deepEqual(row, {
      cents: 250_075,
      description: 'Caneca grande',
      parcelas_sem_juros: 6,
      payment_methods: ['credit_card'],
    });
  });

  test('edits are validated like creation and change nothing when refused', async () => {
    const cases: [unknown, string][] = [
      [{ amount: 0, paymentMethods: ['pix'] }, 'O valor deve ser maior que zero'],
      [{ amount: 10, paymentMethods: [] }, 'Selecione pelo menos um método de pagamento'],
      [
        { amount: 10, paymentMethods: ['pix'], parcelasSemJuros: 22 },
        'As parcelas sem juros devem ser um número inteiro de 0 a 21',
      ],
      [
        { amount: 10, paymentMethods: ['pix'], description: 'y'.repeat(101) },
        'A descrição deve ter no máximo 100 caracteres',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.update(ana, linkOf.anaOld!, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, message);
    }
    const [row] = await t.ctx.database.query<{ description: string }>(
      'SELECT description FROM payment_links WHERE id = $1',
      [linkOf.anaOld],
    );
    assert.equal(row?.description, 'Vaso azul');
  });

  test("a seller cannot edit or delete another seller's link (404), nor can another marketplace", async () => {
    const edit = { amount: 1, paymentMethods: ['pix'] };
    assert.equal((await api.update(bruno, linkOf.anaOld!, edit)).statusCode, 404);
    assert.equal((await api.remove(bruno, linkOf.anaOld!)).statusCode, 404);
    assert.equal((await api.update(carla, linkOf.anaOld!, edit)).statusCode, 404);
    assert.equal((await api.remove(carla, linkOf.anaOld!)).statusCode, 404);
    const owner2 = await t.loginAs('marketplace2@pagora.demo');
    assert.equal((await api.remove(owner2, linkOf.anaOld!)).statusCode, 404);
    assert.equal((await api.update(ana, 'nao-existe', edit)).statusCode, 404);
    const [row] = await t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_links WHERE id = $1 AND deleted_at IS NULL AND amount_cents = 15000',
      [linkOf.anaOld],
    );
    assert.equal(row?.n, 1);
  });

  test("the seller's marketplace and an admin may edit a seller's link", async () => {
    assert.equal(
      (await api.update(owner1, linkOf.bruno!, { amount: 30, paymentMethods: ['pix'] })).statusCode,
      200,
    );
    assert.equal(
      (await api.update(admin, linkOf.carla!, { amount: 40, paymentMethods: ['pix'] })).statusCode,
      200,
    );
  });

  test('delete is soft: the row stays, the link leaves lists and answers 404 to the owner afterwards', async () => {
    const res = await api.remove(ana, linkOf.anaOld!);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Link de pagamento excluído com sucesso!');
    const [row] = await t.ctx.database.query<{ deleted: boolean }>(
      'SELECT deleted_at IS NOT NULL AS deleted FROM payment_links WHERE id = $1',
      [linkOf.anaOld],
    );
    assert.equal(row?.deleted, true);
    assert.ok(!(await listIds(ana, 'seller@pagora.demo')).includes(linkOf.anaOld!));
    assert.ok(!(await listIds(admin, 'admin@pagora.demo')).includes(linkOf.anaOld!));
    assert.equal((await api.remove(ana, linkOf.anaOld!)).statusCode, 404);
    assert.equal(
      (await api.update(ana, linkOf.anaOld!, { amount: 1, paymentMethods: ['pix'] })).statusCode,
      404,
    );
    assert.equal((await api.remove(owner1, linkOf.bruno!)).statusCode, 200);
  });
});
