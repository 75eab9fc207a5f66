import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AnswerOf, marketplacesContract as c } from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';

type Page = AnswerOf<typeof c.list>;
type Auth = { authorization: string };

// GET /api/marketplaces is paged and searched on the server (the /admin/marketplaces screen, the
// dashboards and the filters all read it): pages of 10 by name, with the total.

describe('GET /api/marketplaces: paged and searched on the server', () => {
  let t: TestApp;
  let admin: Auth;
  const extra = 11;

  const get = async (auth: Auth | undefined, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/marketplaces${query}`, headers: auth ?? {} });
    return { status: res.statusCode, body: res.json<Page & { message?: string }>() };
  };

  before(async () => {
    t = await createTestApp();
    admin = await t.loginAs('admin@pagora.demo');
    for (let i = 1; i <= extra; i++) {
      const n = String(i).padStart(2, '0');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: admin,
        payload: {
          id: `zoop-mk-${n}`,
          nome: `Mercado Teste ${n}`,
          email: `mercado${n}@teste.demo`,
          cpf_cnpj: i === 7 ? '31.876.543/0001-09' : '11.222.333/0001-81',
          zpk_id_marketplace: `zpk-${n}`,
          password: 'segredo1',
          confirmpassword: 'segredo1',
        },
      });
      assert.equal(res.statusCode, 201, res.body);
    }
  });
  after(() => t.close());

  it('pages of 10 by name, with the total; every marketplace once across the pages', async () => {
    const first = await get(admin);
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.total, first.body.page, first.body.pageSize], [extra + 2, 1, 10]);
    assert.equal(first.body.dados.length, 10);
    const second = await get(admin, '?page=2');
    assert.equal(second.body.dados.length, extra + 2 - 10);
    const names = [...first.body.dados, ...second.body.dados].map((m) => m.cliente.nome);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    assert.equal(new Set([...first.body.dados, ...second.body.dados].map((m) => m.id)).size, extra + 2);
    const small = await get(admin, '?page=3&pageSize=4');
    assert.equal(small.body.dados.length, 4);
    assert.equal(small.body.dados[0]?.id, first.body.dados[8]?.id);
    // A whole list in one answer, for the dashboards and filters, up to the largest page.
    assert.equal((await get(admin, '?pageSize=500')).body.dados.length, extra + 2);
  });

  it("each row still carries its active sellers and revenue (the dashboards' shape)", async () => {
    const m1 = t.demo.marketplaces[0]!.marketplace;
    const { body } = await get(admin, `?q=${m1.id}`);
    assert.deepEqual(
      body.dados.map((m) => [m.id, m.quantidade_vendedores]),
      [[m1.id, 2]],
    );
    assert.equal(typeof body.dados[0]?.total_faturado_cents, 'number');
  });

  it('searches name, e-mail, document, ID Zoop, the id and the owner login id', async () => {
    const ownerId = (await get(admin, '?q=mercado05@')).body.dados[0]?.cliente.id ?? '';
    const terms: Array<[string, string]> = [
      ['teste 03', 'Mercado Teste 03'],
      ['MERCADO04@TESTE', 'Mercado Teste 04'],
      ['31.876.543', 'Mercado Teste 07'],
      ['318765430001', 'Mercado Teste 07'],
      ['zoop-mk-09', 'Mercado Teste 09'],
      [ownerId, 'Mercado Teste 05'],
    ];
    for (const [q, nome] of terms) {
      const { body } = await get(admin, `?q=${encodeURIComponent(q)}`);
      assert.deepEqual(
        body.dados.map((m) => m.cliente.nome),
        [nome],
        q,
      );
      assert.equal(body.total, 1, q);
    }
    const many = await get(admin, '?q=teste&pageSize=5&page=3');
    assert.deepEqual([many.body.total, many.body.dados.length], [extra, 1]);
    assert.equal((await get(admin, '?q=nada-assim')).body.total, 0);
    const id = (await get(admin, '?q=teste 02')).body.dados[0]?.id ?? '';
    assert.equal((await get(admin, `?q=${id}`)).body.dados[0]?.cliente.nome, 'Mercado Teste 02');
  });

  it('a marketplace or seller sees its own marketplace only; customers 403, anonymous 401', async () => {
    const m1 = t.demo.marketplaces[0]!.marketplace.id;
    for (const email of ['marketplace@pagora.demo', 'seller@pagora.demo']) {
      const auth = await t.loginAs(email);
      // Another marketplace's name finds nothing.
      const foreign = await get(auth, '?q=teste');
      assert.deepEqual([foreign.status, foreign.body.total, foreign.body.dados], [200, 0, []]);
      const all = await get(auth);
      assert.deepEqual([all.body.total, all.body.dados.map((m) => m.id)], [1, [m1]]);
    }
    assert.equal((await get(await t.loginAs('customer@pagora.demo'))).status, 403);
    assert.equal((await get(undefined)).status, 401);
  });

  it('bad paging answers 400 in pt-BR', async () => {
    const big = await get(admin, '?pageSize=501');
    assert.deepEqual([big.status, big.body.message], [400, 'O tamanho máximo de página é 500.']);
    const zero = await get(admin, '?page=0');
    assert.deepEqual([zero.status, zero.body.message], [400, 'Página inválida.']);
  });
});
