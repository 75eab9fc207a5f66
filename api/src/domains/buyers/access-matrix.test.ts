import { uniqueCpf } from '../../test/cpf';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { eachCell, matrixCaller, type Caller, type StatusRow } from '../../test/access-matrix';

// Every buyers route × every role × an own and a foreign object, with the exact status (issue 12:
// role and tenant checked on the server, a foreign object is 404, an admin only reads). 'own' is
// a buyer (or the seller) of marketplace 1's demo seller, 'foreign' one of seller2 (marketplace
// 2); an admin may read both. 'bad' is an id that is no uuid: a pt-BR 400, never a 500.

const TARGETS = ['own', 'foreign', 'bad'] as const;
type Side = 'own' | 'foreign';
const CPF = '52998224725';
let serial = 0;
const newBuyer = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    cadastrar_na_zoop: true,
    nome: `Comprador Matriz ${serial}`,
    email: `matriz${serial}@example.com`,
    cpf_cnpj: uniqueCpf(),
    password: 'abc123',
    confirmpassword: 'abc123',
    ...extra,
  };
};

/** Writes: the buyer's seller and that seller's marketplace; an admin reads only. */
const WRITES: StatusRow = {
  admin: [403, 403, 403],
  marketplace: [200, 404, 400],
  marketplace2: [404, 200, 400],
  seller: [200, 404, 400],
  seller2: [404, 200, 400],
  customer: [403, 403, 403],
  anonymous: [401, 401, 401],
};

describe('buyers: route × role × own/foreign', () => {
  let t: TestApp;
  let c: Caller;
  const sellerOf = (side: Side) => (side === 'own' ? 'seller' : 'seller2');
  /** A fresh buyer on that side, made by its seller, so a removal in one cell leaves the others. */
  const buyerOf = async (side: Side) => {
    const res = await c.call('POST', '/api/create-comprador', sellerOf(side), newBuyer());
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ dados: { id: string; nome: string; email: string } }>().dados;
  };

  before(async () => {
    t = await createTestApp({}, { listen: true });
    c = await matrixCaller(t);
  });
  after(() => t.close());

  test('GET /api/customers/:sellerId (a seller record id)', async () => {
    const row: StatusRow = {
      admin: [200, 200, 400],
      marketplace: [200, 404, 400],
      marketplace2: [404, 200, 400],
      seller: [200, 404, 400],
      seller2: [404, 200, 400],
      customer: [403, 403, 403],
      anonymous: [401, 401, 401],
    };
    await eachCell(TARGETS, row, async (who, target, expected) => {
      const id = target === 'bad' ? 'abc' : c.me[sellerOf(target)].sellerId;
      const res = await c.call('GET', `/api/customers/${id}`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do vendedor inválido.');
    });
  });

  test('GET /api/customers/:id naming the caller itself: all it may read', async () => {
    for (const who of ['admin', 'marketplace', 'marketplace2', 'seller', 'seller2'] as const) {
      const res = await c.call('GET', `/api/customers/${c.me[who].userId}`, who);
      assert.equal(res.statusCode, 200, `${who}: ${res.body}`);
    }
  });

  test('POST /api/create-comprador naming the seller (seller_id_comprador)', async () => {
    const row: StatusRow = {
      admin: [403, 403, 403],
      marketplace: [201, 404, 400],
      marketplace2: [404, 201, 400],
      // A seller's new buyer is always its own, whatever seller the payload names.
      seller: [201, 201, 400],
      seller2: [201, 201, 400],
      customer: [403, 403, 403],
      anonymous: [401, 401, 401],
    };
    await eachCell(TARGETS, row, async (who, target, expected) => {
      const named = target === 'bad' ? 'abc' : c.me[sellerOf(target)].sellerId;
      const res = await c.call(
        'POST',
        '/api/create-comprador',
        who,
        newBuyer({ seller_id_comprador: named }),
      );
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do vendedor inválido.');
      if (expected === 201 && (who === 'seller' || who === 'seller2'))
        assert.equal(res.json().dados.seller_id_comprador, c.me[who].sellerId);
    });
  });

  test('PUT /api/customer-update/:id', async () => {
    await eachCell(TARGETS, WRITES, async (who, target, expected) => {
      const buyer =
        target === 'bad' ? { id: 'abc', nome: 'Sem Id', email: 'sem-id@example.com' } : await buyerOf(target);
      const res = await c.call('PUT', `/api/customer-update/${buyer.id}`, who, {
        nome: `${buyer.nome} editado`,
        email: buyer.email,
        cpf_cnpj: CPF,
      });
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do comprador inválido.');
      if (expected === 404) assert.equal(res.json().message, 'Comprador não encontrado.');
    });
  });

  test('DELETE /api/customer-delete/:id: only an allowed removal removes', async () => {
    await eachCell(TARGETS, WRITES, async (who, target, expected) => {
      const buyer = target === 'bad' ? { id: 'abc' } : await buyerOf(target);
      const res = await c.call('DELETE', `/api/customer-delete/${buyer.id}`, who);
      assert.equal(res.statusCode, expected, `${who} ${target}: ${res.body}`);
      if (expected === 400) assert.equal(res.json().message, 'ID do comprador inválido.');
      if (target === 'bad') return;
      const [row] = await t.ctx.database.query<{ gone: boolean }>(
        'SELECT deleted_at IS NOT NULL AS gone FROM buyers WHERE id = $1',
        [buyer.id],
      );
      assert.equal(row?.gone, expected === 200, `${who} ${target}`);
    });
  });
});
