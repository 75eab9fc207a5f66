import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClienteRecord } from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { newSeller, sellerTestKit, type Auth, type Method } from './testing';

// What an edit keeps and refuses: the marketplace's 'ID Zoop' is stored and shown, a save that
// leaves the fees out keeps them, and a malformed id anywhere answers 4xx in pt-BR, never 500.

const marketplaceForm = (over: Record<string, unknown> = {}) => ({
  id: 'zoop-mk-edit',
  nome: 'Mercado Das Taxas',
  email: 'taxas@pagora.demo',
  cpf_cnpj: '11.222.333/0001-81',
  zpk_id_marketplace: 'zpk-taxas',
  status: 'active',
  ...over,
});

describe('edit rules: ID Zoop, kept fees, malformed ids', () => {
  let t: TestApp;
  let admin: Auth, mp: Auth;
  let marketplaceId: string, sellerId: string, sellerLogin: string;
  const { call, providerSeller } = sellerTestKit(() => t);
  const marketplaceRecord = async (id: string) => {
    const res = await call('GET', `/api/cliente/${id}`, admin);
    const dados = res.json<{ dados: ClienteRecord }>().dados;
    assert.ok(dados.tipo === 'marketplace');
    return dados.marketplace;
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    admin = await t.loginAs('admin@pagora.demo');
    mp = await t.loginAs('marketplace@pagora.demo');
    const reg = await call(
      'POST',
      '/api/register',
      admin,
      marketplaceForm({ password: 'segredo1', confirmpassword: 'segredo1' }),
    );
    assert.equal(reg.statusCode, 201, JSON.stringify(reg.json()));
    marketplaceId = reg.json<{ data: { id: string } }>().data.id;
    const created = await call(
      'POST',
      '/api/register-seller-to-marketplace',
      mp,
      newSeller({ email: 'edit1@pagora.demo', id_seller: await providerSeller() }),
    );
    assert.equal(created.statusCode, 201);
    const rec = created.json<{ dados: { id: string; cliente: { id: string } } }>().dados;
    [sellerId, sellerLogin] = [rec.id, rec.cliente.id];
  });
  after(() => t.close());

  it("the marketplace's 'ID Zoop' is stored at creation, shown apart from our id, and edited", async () => {
    const rec = await marketplaceRecord(marketplaceId);
    assert.equal(rec.cliente.id_zoop, 'zoop-mk-edit');
    assert.equal(rec.cliente.marketplaceId, marketplaceId);
    const edited = await call(
      'PUT',
      `/api/marketplace/${marketplaceId}`,
      admin,
      marketplaceForm({ id: 'zoop-mk-novo' }),
    );
    assert.equal(edited.statusCode, 200, JSON.stringify(edited.json()));
    assert.equal((await marketplaceRecord(marketplaceId)).cliente.id_zoop, 'zoop-mk-novo');
    const short = await call(
      'PUT',
      `/api/marketplace/${marketplaceId}`,
      admin,
      marketplaceForm({ id: 'ab' }),
    );
    assert.deepEqual([short.statusCode, short.json().message], [400, 'ID do marketplace é obrigatório']);
    const none = await call('PUT', `/api/marketplace/${marketplaceId}`, admin, marketplaceForm({ id: '' }));
    assert.deepEqual([none.statusCode, none.json().message], [400, 'ID Zoop é obrigatório']);
  });

  it('a marketplace save without fees keeps them; the record shows them for the form to send back', async () => {
    const set = await call(
      'PUT',
      `/api/marketplace/${marketplaceId}`,
      admin,
      marketplaceForm({ taxa_padrao: '2,5', taxa_repasse_juros: 1.25 }),
    );
    assert.equal(set.statusCode, 200, JSON.stringify(set.json()));
    const fees = (m: { cliente: { taxa_padrao: number; taxa_repasse_juros: number } }) => [
      m.cliente.taxa_padrao,
      m.cliente.taxa_repasse_juros,
    ];
    assert.deepEqual(fees(await marketplaceRecord(marketplaceId)), [2.5, 1.25]);
    const renamed = await call(
      'PUT',
      `/api/marketplace/${marketplaceId}`,
      admin,
      marketplaceForm({ nome: 'Outro Nome' }),
    );
    assert.equal(renamed.statusCode, 200);
    assert.deepEqual(fees(await marketplaceRecord(marketplaceId)), [2.5, 1.25]);
    const [row] = await t.ctx.database.query<{ taxa_padrao: number; taxa_repasse_juros: number }>(
      'SELECT taxa_padrao, taxa_repasse_juros FROM marketplaces WHERE id = $1',
      [marketplaceId],
    );
    assert.deepEqual(row, { taxa_padrao: 250, taxa_repasse_juros: 125 });
  });

  it('a seller save without fees keeps them too', async () => {
    const edit = newSeller({
      email: 'edit1@pagora.demo',
      password: '',
      confirmpassword: '',
      nome: 'Sem Taxas',
    });
    const withoutFees: Partial<typeof edit> = { ...edit };
    delete withoutFees.taxa_padrao;
    delete withoutFees.taxa_repasse_juros;
    const res = await call('PUT', `/api/seller/${sellerId}`, mp, withoutFees);
    assert.equal(res.statusCode, 200, JSON.stringify(res.json()));
    const cliente = res.json<{
      dados: { cliente: { nome: string; taxa_padrao: number; taxa_repasse_juros: number } };
    }>().dados.cliente;
    assert.deepEqual([cliente.nome, cliente.taxa_padrao, cliente.taxa_repasse_juros], ['Sem Taxas', 2.5, 1]);
  });

  it('a malformed id in any id-like field or path answers 4xx in pt-BR, never 500', async () => {
    const edit = (over: Record<string, unknown>) =>
      newSeller({ email: 'edit1@pagora.demo', password: '', confirmpassword: '', ...over });
    const add = (over: Record<string, unknown>) =>
      newSeller({ email: 'edit2@pagora.demo', id_seller: 'f'.repeat(32), ...over });
    const weird = ['abc', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(64)];
    const cases: Array<[Method, string, Auth, unknown, number, string?]> = [];
    for (const w of weird) {
      const plan = 'Plano de juros inválido: escolha um plano ativo do marketplace.';
      for (const url of [`/api/seller/${sellerId}`, `/api/cliente/${sellerLogin}`]) {
        cases.push(['PUT', url, mp, edit({ id_juros: w }), 400, plan]);
        cases.push(['PUT', url, admin, edit({ id_juros: w }), 400, plan]);
        cases.push(['PUT', url, mp, edit({ cliente_id: w }), 400, 'Cliente inválido.']);
        cases.push(['PUT', url, admin, edit({ marketplaceId: w }), 404, 'Marketplace não encontrado.']);
      }
      cases.push([
        'PUT',
        `/api/seller/${sellerId}`,
        mp,
        edit({ id_seller: `${w}/../x` }),
        422,
        'ID Zoop inválido',
      ]);
      cases.push(['POST', '/api/register-seller-to-marketplace', mp, add({ id_juros: w }), 400, plan]);
      cases.push([
        'POST',
        '/api/register-seller',
        admin,
        add({ marketplaceId: w }),
        404,
        'Marketplace não encontrado.',
      ]);
      cases.push([
        'PUT',
        `/api/marketplace/${marketplaceId}`,
        admin,
        marketplaceForm({ myMarketplaceId: w }),
        200,
      ]);
      cases.push([
        'GET',
        `/api/sellers-list?marketplaceId=${encodeURIComponent(w)}`,
        admin,
        undefined,
        400,
        'Marketplace inválido.',
      ]);
      const path = encodeURIComponent(w.slice(0, 60));
      for (const [method, url] of [
        ['GET', `/api/seller/${path}`],
        ['PUT', `/api/seller/${path}`],
        ['GET', `/api/cliente/${path}`],
        ['PUT', `/api/cliente/${path}`],
        ['DELETE', `/api/cliente/${path}`],
        ['GET', `/api/seller-report/${path}`],
        ['GET', `/api/marketplace-list-seller/${path}`],
        ['DELETE', `/api/marketplace-seller/${path}/${sellerLogin}`],
        ['DELETE', `/api/marketplace-seller-remove/${sellerId}/${path}`],
        ['PUT', `/api/marketplace/${path}`],
        ['DELETE', `/api/marketplace/${path}`],
      ] as const) {
        const body =
          method === 'PUT' ? (url.includes('/marketplace/') ? marketplaceForm() : edit({})) : undefined;
        cases.push([method, url, admin, body, 404]);
      }
    }
    for (const [method, url, auth, body, status, message] of cases) {
      const res = await call(method, url, auth, body);
      const label = `${method} ${url} ${JSON.stringify(body ?? {}).slice(0, 200)}`;
      assert.equal(res.statusCode, status, `${label} → ${res.statusCode} ${JSON.stringify(res.json())}`);
      if (message) assert.equal(res.json().message, message, label);
    }
  });
});
