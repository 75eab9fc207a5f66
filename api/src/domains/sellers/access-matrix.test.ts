import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { newSeller, sellerTestKit, type Auth, type Method, type Res } from './testing';

// Every route of issue 11 × admin / marketplace / marketplace2 / seller / customer / anonymous, on
// own and foreign objects. 'marketplace' owns Mercado Central (m1) and its sellers; 'marketplace2'
// owns Feira Nordeste (m2); 'seller' is Ana, a seller of m1. A row that removes something gets a
// fresh object for each role, so every role meets the same situation.

const ROLES = ['admin', 'marketplace', 'marketplace2', 'seller', 'customer', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
type Expect = [
  admin: number,
  marketplace: number,
  marketplace2: number,
  seller: number,
  customer: number,
  anonymous: number,
];

type Objects = {
  m1: string;
  m2: string;
  /** Ana (the 'seller' role) and her login. */
  ana: { id: string; login: string };
  /** A seller of m2. */
  carla: { id: string; login: string };
  /** A seller of m1 the edit rows change (not the 'seller' role's own). */
  edited: { id: string; login: string };
  /** Made for this row and role: a seller of m1, or a marketplace without sellers. */
  fresh: { id: string; login: string };
};

type Row = {
  name: string;
  method: Method;
  url: (o: Objects) => string;
  body?: (o: Objects, n: number) => unknown;
  fresh?: 'seller' | 'marketplace';
  expect: Expect;
  /** Extra checks on a success (e.g. the marketplace a new seller landed in). */
  check?: (res: Res, role: Role, o: Objects) => void;
};

const m1Form = {
  id: 'zoop-mercado-central',
  nome: 'Mercado Central',
  email: 'marketplace@pagora.demo',
  cpf_cnpj: '11222333000181',
  zpk_id_marketplace: 'zpk-mercado-central',
  status: 'active',
};
const sellerEdit = newSeller({ email: 'editado@pagora.demo', password: '', confirmpassword: '' });
const onboard = (n: number) =>
  newSeller({ email: `matriz${n}@pagora.demo`, cadastrar_na_zoop: true, marketplaceId: undefined });

/** A new seller lands in the caller's own marketplace whatever the body says; the admin's choice. */
const landsInOwn = (res: Res, role: Role, o: Objects) => {
  const expected = { admin: o.m2, marketplace: o.m1, marketplace2: o.m2 }[role as 'admin'];
  assert.equal(res.json<{ dados: { marketplaceId: string } }>().dados.marketplaceId, expected, role);
};

const ROWS: Row[] = [
  {
    name: 'GET /sellers-list',
    method: 'GET',
    url: () => '/api/sellers-list',
    expect: [200, 200, 200, 403, 403, 401],
  },
  { name: 'GET /sellers', method: 'GET', url: () => '/api/sellers', expect: [200, 200, 200, 403, 403, 401] },
  {
    name: 'GET /clientes',
    method: 'GET',
    url: () => '/api/clientes',
    expect: [200, 200, 200, 403, 403, 401],
  },
  {
    name: 'GET /marketplaces',
    method: 'GET',
    url: () => '/api/marketplaces',
    expect: [200, 200, 200, 200, 403, 401],
  },
  {
    name: 'GET /marketplace-list-seller/m1',
    method: 'GET',
    url: (o) => `/api/marketplace-list-seller/${o.m1}`,
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'GET /seller/ana',
    method: 'GET',
    url: (o) => `/api/seller/${o.ana.id}`,
    expect: [200, 200, 404, 200, 403, 401],
  },
  {
    name: 'GET /seller/carla',
    method: 'GET',
    url: (o) => `/api/seller/${o.carla.id}`,
    expect: [200, 404, 200, 404, 403, 401],
  },
  {
    name: 'GET /cliente/ana-login',
    method: 'GET',
    url: (o) => `/api/cliente/${o.ana.login}`,
    expect: [200, 200, 404, 200, 403, 401],
  },
  {
    name: 'GET /cliente/m1',
    method: 'GET',
    url: (o) => `/api/cliente/${o.m1}`,
    expect: [200, 200, 404, 404, 403, 401],
  },
  {
    name: 'GET /seller-report/ana',
    method: 'GET',
    url: (o) => `/api/seller-report/${o.ana.id}`,
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'GET /seller-report/carla',
    method: 'GET',
    url: (o) => `/api/seller-report/${o.carla.id}`,
    expect: [200, 404, 200, 403, 403, 401],
  },
  {
    name: 'POST /register-seller-to-marketplace (body names m2)',
    method: 'POST',
    url: () => '/api/register-seller-to-marketplace',
    body: (o, n) => ({ ...onboard(n), marketplaceId: o.m2 }),
    expect: [201, 201, 201, 403, 403, 401],
    check: landsInOwn,
  },
  {
    name: 'POST /register-seller (body names m2)',
    method: 'POST',
    url: () => '/api/register-seller',
    body: (o, n) => ({ ...onboard(n), marketplaceId: o.m2 }),
    expect: [201, 201, 201, 403, 403, 401],
    check: landsInOwn,
  },
  {
    name: 'PUT /seller/edited',
    method: 'PUT',
    url: (o) => `/api/seller/${o.edited.id}`,
    body: () => sellerEdit,
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'PUT /cliente/edited-login',
    method: 'PUT',
    url: (o) => `/api/cliente/${o.edited.login}`,
    body: () => sellerEdit,
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'PUT /cliente/m1 (marketplace branch)',
    method: 'PUT',
    url: (o) => `/api/cliente/${o.m1}`,
    body: () => m1Form,
    expect: [200, 403, 404, 403, 403, 401],
  },
  {
    name: 'PUT /marketplace/m1',
    method: 'PUT',
    url: (o) => `/api/marketplace/${o.m1}`,
    body: () => m1Form,
    expect: [200, 403, 403, 403, 403, 401],
  },
  {
    name: 'DELETE /marketplace-seller/fresh',
    method: 'DELETE',
    url: (o) => `/api/marketplace-seller/${o.fresh.id}/${o.fresh.login}`,
    fresh: 'seller',
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'DELETE /marketplace-seller-remove/fresh',
    method: 'DELETE',
    url: (o) => `/api/marketplace-seller-remove/${o.fresh.id}/${o.fresh.login}`,
    fresh: 'seller',
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'DELETE /cliente/fresh-seller-login',
    method: 'DELETE',
    url: (o) => `/api/cliente/${o.fresh.login}`,
    fresh: 'seller',
    expect: [200, 200, 404, 403, 403, 401],
  },
  {
    name: 'DELETE /cliente/m1 (marketplace branch, still has sellers)',
    method: 'DELETE',
    url: (o) => `/api/cliente/${o.m1}`,
    expect: [409, 403, 404, 403, 403, 401],
  },
  {
    name: 'DELETE /cliente/fresh-marketplace (marketplace branch)',
    method: 'DELETE',
    url: (o) => `/api/cliente/${o.fresh.id}`,
    fresh: 'marketplace',
    expect: [200, 404, 404, 403, 403, 401],
  },
  {
    name: 'DELETE /marketplace/m1 (still has sellers)',
    method: 'DELETE',
    url: (o) => `/api/marketplace/${o.m1}`,
    expect: [409, 403, 403, 403, 403, 401],
  },
  {
    name: 'DELETE /marketplace/fresh',
    method: 'DELETE',
    url: (o) => `/api/marketplace/${o.fresh.id}`,
    fresh: 'marketplace',
    expect: [200, 403, 403, 403, 403, 401],
  },
  {
    name: 'POST /register (a marketplace)',
    method: 'POST',
    url: () => '/api/register',
    body: (_o, n) => ({
      ...m1Form,
      nome: `Mercado Matriz ${n}`,
      email: `mercado-matriz${n}@pagora.demo`,
      password: 'segredo1',
      confirmpassword: 'segredo1',
    }),
    expect: [201, 403, 403, 403, 403, 401],
  },
];

describe('route × role matrix (issue 11)', () => {
  let t: TestApp;
  let auth: Record<Role, Auth | undefined>;
  let objects: Omit<Objects, 'fresh'>;
  let n = 0;
  const { call, providerSeller } = sellerTestKit(() => t);

  const freshSeller = async () => {
    n += 1;
    const res = await call(
      'POST',
      '/api/register-seller-to-marketplace',
      auth.marketplace,
      newSeller({ email: `fresco${n}@pagora.demo`, id_seller: await providerSeller() }),
    );
    assert.equal(res.statusCode, 201);
    const dados = res.json<{ dados: { id: string; cliente: { id: string } } }>().dados;
    return { id: dados.id, login: dados.cliente.id };
  };
  const freshMarketplace = async () => {
    n += 1;
    const res = await call('POST', '/api/register', auth.admin, {
      ...m1Form,
      nome: `Mercado Vazio ${n}`,
      email: `vazio${n}@pagora.demo`,
      password: 'segredo1',
      confirmpassword: 'segredo1',
    });
    assert.equal(res.statusCode, 201);
    const data = res.json<{ data: { id: string; userId: string } }>().data;
    return { id: data.id, login: data.userId };
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    auth = {
      admin: await t.loginAs('admin@pagora.demo'),
      marketplace: await t.loginAs('marketplace@pagora.demo'),
      marketplace2: await t.loginAs('marketplace2@pagora.demo'),
      seller: await t.loginAs('seller@pagora.demo'),
      customer: await t.loginAs('customer@pagora.demo'),
      anonymous: undefined,
    };
    const [ana, , carla] = t.demo.sellers.map((s) => ({ id: s.seller.id, login: s.seller.userId }));
    objects = {
      m1: t.demo.marketplaces[0]!.marketplace.id,
      m2: t.demo.marketplaces[1]!.marketplace.id,
      ana: ana!,
      carla: carla!,
      edited: await freshSeller(),
    };
  });
  after(() => t.close());

  for (const row of ROWS) {
    it(row.name, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const fresh =
          row.fresh === 'seller'
            ? await freshSeller()
            : row.fresh === 'marketplace'
              ? await freshMarketplace()
              : { id: '', login: '' };
        const o = { ...objects, fresh };
        n += 1;
        const res = await call(row.method, row.url(o), auth[role], row.body?.(o, n));
        got[role] = res.statusCode;
        if (res.statusCode < 300) row.check?.(res, role, o);
        else assert.equal(typeof res.json().message, 'string');
      }
      assert.deepEqual(
        ROLES.map((role) => got[role]),
        row.expect,
        `${row.name}: ${ROLES.map((r) => `${r} ${got[r]}`).join(', ')}`,
      );
    });
  }
});
