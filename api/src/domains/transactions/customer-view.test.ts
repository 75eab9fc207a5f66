import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { insertTransactions } from './test-fixtures';

type Auth = { authorization: string };
const SELLER_SIDE = ['valor_liquido', 'netCents', 'feesCents', 'transacao_id_zoop'] as const;

/** Issue 20: a customer sees what they paid and to whom, never the seller's net, fees or provider id. */
describe('a customer’s transactions leave out the seller’s side', () => {
  let t: TestApp;
  let txId = '';
  const as: Record<string, Auth> = {};
  const userIds: Record<string, string> = {};

  const get = async (who: 'customer' | 'seller', path = '') =>
    t.app.inject({ method: 'GET', url: `/api/transactions/${userIds[who]}${path}`, headers: as[who] });
  const mine = async (who: 'customer' | 'seller') => {
    const res = await get(who);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json<{ transactions: { transacoes: Record<string, unknown>[] } }>().transactions;
    const row = rows.transacoes.find((r) => r.id === txId);
    assert.ok(row, `${who} sees the sale`);
    return row;
  };

  before(async () => {
    t = await createTestApp();
    for (const who of ['customer', 'seller'] as const) {
      as[who] = await t.loginAs(DEMO_LOGINS[who]);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as[who] });
      userIds[who] = me.json<{ user: { id: string } }>().user.id;
    }
    const [id] = await insertTransactions(t, [
      { seller: 0, status: 'pago', cents: 10_000, at: new Date(), email: DEMO_LOGINS.customer },
    ]);
    txId = id!;
  });
  after(() => t.close());

  test('the customer’s list has no net, fees or ID Zoop, and names the seller', async () => {
    const row = await mine('customer');
    for (const field of SELLER_SIDE) assert.equal(field in row, false, `${field} is not sent`);
    assert.equal(row.valor, '100.00');
    assert.deepEqual(row.seller, { id: t.demo.sellers[0]!.seller.id, nome: 'Ana Souza Artesanato' });
    assert.equal('marketplace' in row, false);
  });

  test('the seller’s list keeps them', async () => {
    const row = await mine('seller');
    assert.equal(row.valor_liquido, '99.00');
    assert.equal(row.netCents, 9_900);
    assert.equal(row.feesCents, 100);
    assert.equal(typeof row.transacao_id_zoop, 'string');
  });

  test('the customer’s CSV has no net or ID Zoop column; the seller’s has both', async () => {
    const header = async (who: 'customer' | 'seller') => {
      const res = await get(who, '/export?format=rfc4180');
      assert.equal(res.statusCode, 200, res.body);
      const [first, second] = res.body.split('\r\n');
      return { columns: first!.split(','), cells: second!.split(',') };
    };
    const customer = await header('customer');
    assert.equal(customer.columns.includes('Valor líquido'), false);
    assert.equal(customer.columns.includes('ID Zoop'), false);
    assert.equal(customer.cells.length, customer.columns.length);
    assert.equal(customer.cells.includes('99.00'), false, 'no net amount in any cell');
    const seller = await header('seller');
    assert.ok(seller.columns.includes('Valor líquido') && seller.columns.includes('ID Zoop'));
  });
});
