import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { addDays, saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit, type BillingKit } from './test-kit';

/**
 * Every billing route × every role × the caller's own object and another tenant's: the status each
 * must answer (401 anonymous, 403 wrong role, 404 another tenant's object, the success otherwise).
 * Tenant 1 is Mercado Central (seller, its marketplace, the demo customer); tenant 2 is Feira
 * Nordeste (seller2, marketplace2, a second customer). The admin reads every subscription and
 * changes none; customers only reach their own subscriptions and cards.
 */
const ROLES = ['admin', 'marketplace', 'marketplace2', 'seller', 'seller2', 'customer', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
type Tenant = 1 | 2;
const tenantOf = (role: Role): Tenant => (role === 'seller2' || role === 'marketplace2' ? 2 : 1);

type World = {
  kit: BillingKit;
  plan: Record<Tenant, string>;
  buyer: Record<Tenant, string>;
  sub: Record<Tenant, string>;
  customer: Record<Tenant, string>;
  card: Record<Tenant, string>;
  /** Who creates subscriptions and holds cards in each tenant. */
  sellerOf: Record<Tenant, string>;
  future: string;
};

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
/** [own, foreign] expected status, and the message a 404 must carry. */
type Expect = Record<Role, readonly [number, number]>;
type Route = {
  name: string;
  request: (w: World, tenant: Tenant) => Promise<Request> | Request;
  expect: Expect;
  notFound?: string;
};

const managers = (own: number, foreign: number): Expect => ({
  admin: [403, 403],
  marketplace: [own, foreign],
  marketplace2: [own, foreign],
  seller: [own, foreign],
  seller2: [own, foreign],
  customer: [403, 403],
  anonymous: [401, 401],
});
const customers = (own: number): Expect => ({
  admin: [403, 403],
  marketplace: [403, 403],
  marketplace2: [403, 403],
  seller: [403, 403],
  seller2: [403, 403],
  customer: [own, 404],
  anonymous: [401, 401],
});

const body = (w: World, tenant: Tenant, amount = '10,00') => ({
  plano_id: w.plan[tenant],
  customer_id: w.buyer[tenant],
  amount,
  data_cobranca: w.future,
});
const freshSub = async (w: World, tenant: Tenant) =>
  (await w.kit.subscribe(w.sellerOf[tenant], w.plan[tenant], w.buyer[tenant], '9,00', w.future)).id;
const freshCard = (w: World, tenant: Tenant) =>
  w.kit.addCard(w.customer[tenant], CARD_NUMBERS.approved2, false);

const ROUTES: Route[] = [
  {
    name: 'GET /assinaturas',
    request: () => ({ method: 'GET', url: '/api/assinaturas?pageSize=100' }),
    expect: { ...managers(200, 200), admin: [200, 200] },
  },
  {
    name: 'POST /assinaturas',
    request: (w, tenant) => ({ method: 'POST', url: '/api/assinaturas', payload: body(w, tenant) }),
    expect: managers(201, 404),
    notFound: 'Plano não encontrado.',
  },
  {
    name: 'PUT /assinaturas/:id',
    request: (w, tenant) => ({
      method: 'PUT',
      url: `/api/assinaturas/${w.sub[tenant]}`,
      payload: body(w, tenant, '12,00'),
    }),
    expect: managers(200, 404),
    notFound: 'Assinatura não encontrada.',
  },
  {
    name: 'DELETE /assinaturas/:id',
    request: async (w, tenant) => ({
      method: 'DELETE',
      url: `/api/assinaturas/${await freshSub(w, tenant)}`,
    }),
    expect: managers(200, 404),
    notFound: 'Assinatura não encontrada.',
  },
  {
    name: 'GET /assinaturas-customer/:userId',
    request: (w, tenant) => ({
      method: 'GET',
      url: `/api/assinaturas-customer/${w.kit.userId[w.customer[tenant]]}`,
    }),
    expect: customers(200),
    notFound: 'Assinatura não encontrada.',
  },
  {
    name: 'POST /cadastrar-cartao/:userId',
    request: (w, tenant) => ({
      method: 'POST',
      url: `/api/cadastrar-cartao/${w.kit.userId[w.customer[tenant]]}`,
      payload: {
        card_number: CARD_NUMBERS.approved2,
        holder_name: 'Cliente Teste',
        expiration_month: '12/30',
        expiration_year: '12/30',
        security_code: '123',
      },
    }),
    expect: customers(201),
    notFound: 'Cliente não encontrado.',
  },
  {
    name: 'GET /cartoes/:userId',
    request: (w, tenant) => ({ method: 'GET', url: `/api/cartoes/${w.kit.userId[w.customer[tenant]]}` }),
    expect: customers(200),
    notFound: 'Cliente não encontrado.',
  },
  {
    name: 'PUT /cartoes/:id/principal',
    request: (w, tenant) => ({ method: 'PUT', url: `/api/cartoes/${w.card[tenant]}/principal` }),
    expect: customers(200),
    notFound: 'Cartão não encontrado.',
  },
  {
    name: 'DELETE /cartoes/:id',
    request: async (w, tenant) => ({ method: 'DELETE', url: `/api/cartoes/${await freshCard(w, tenant)}` }),
    expect: customers(200),
    notFound: 'Cartão não encontrado.',
  },
  {
    // The customer's own subscription has nothing due yet: 422 says access was granted.
    name: 'POST /assinaturas/:id/pagar',
    request: (w, tenant) => ({
      method: 'POST',
      url: `/api/assinaturas/${w.sub[tenant]}/pagar`,
      payload: { cardId: w.card[1] },
    }),
    expect: customers(422),
    notFound: 'Assinatura não encontrada.',
  },
];

describe('billing access: every route × role × own or foreign object', () => {
  let t: TestApp;
  const w = {} as World;

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Subscriptions here start in the future; no queued sweep is needed.
    await t.ctx.jobs.stop();
    const kit = await billingKit(t);
    w.kit = kit;
    w.future = addDays(saoPauloToday(new Date()), 10);
    w.sellerOf = { 1: 'seller', 2: 'seller2' };
    w.customer = { 1: 'customer', 2: 'customer2' };
    w.plan = {
      1: await kit.plan('seller', 'Plano Tenant 1'),
      2: await kit.plan('seller2', 'Plano Tenant 2'),
    };
    w.buyer = {
      1: kit.demoBuyerId,
      2: await kit.customerOf('seller2', 'customer2', 'cliente2@access.test'),
    };
    w.sub = {
      1: (await kit.subscribe('seller', w.plan[1], w.buyer[1], '10,00', w.future)).id,
      2: (await kit.subscribe('seller2', w.plan[2], w.buyer[2], '10,00', w.future)).id,
    };
    w.card = {
      1: await kit.addCard('customer', CARD_NUMBERS.approved),
      2: await kit.addCard('customer2', CARD_NUMBERS.approved),
    };
  });
  after(() => t.close());

  for (const route of ROUTES)
    for (const role of ROLES)
      for (const [index, object] of (['own', 'foreign'] as const).entries()) {
        const status = route.expect[role][index]!;
        test(`${route.name} × ${role} × ${object} → ${status}`, async () => {
          const own = role === 'anonymous' ? 1 : tenantOf(role);
          const tenant: Tenant = object === 'own' ? own : own === 1 ? 2 : 1;
          const req = await route.request(w, tenant);
          const res = await w.kit.call(req.method, req.url, role === 'anonymous' ? null : role, req.payload, {
            'idempotency-key': randomUUID(),
          });
          assert.equal(res.statusCode, status, res.body);
          if (status === 404 && route.notFound) assert.equal(res.json().message, route.notFound);
          if (route.name === 'GET /assinaturas' && status === 200) {
            const seen = res.json<{ dados: { id: string }[] }>().dados.map((s) => s.id);
            const sees = role === 'admin' || tenant === own;
            assert.equal(seen.includes(w.sub[tenant]), sees, `${role} sees tenant ${tenant}: ${sees}`);
          }
        });
      }
});
