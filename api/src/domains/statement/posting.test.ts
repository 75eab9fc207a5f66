import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { StatementLine, StatementPage } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { postSale } from './sale-posting';
import { saleKit, startStatementApp } from './test-support';

type Auth = { authorization: string };

describe('statement lines posted from sales', () => {
  let t: TestApp;
  let seller: Auth;
  let marketplace: Auth;
  let kit: ReturnType<typeof saleKit>;
  let brunoId: string;
  before(async () => {
    t = await startStatementApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    kit = saleKit(t);
    const [bruno] = await t.ctx.database.query<{ id: string }>(
      "SELECT id FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    );
    brunoId = bruno!.id;
  });
  after(() => t.close());

  const statement = async (auth: Auth, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/statement${query}`, headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<StatementPage>();
  };
  const linesOf = async (auth: Auth, txId: string, query = '') =>
    (await statement(auth, query)).data.filter((l) => l.transactionId === txId);
  const byKind = (lines: StatementLine[]) =>
    Object.fromEntries(
      [...new Set(lines.map((l) => l.kind))].map((k) => [
        k,
        lines.filter((l) => l.kind === k).reduce((s, l) => s + l.amountCents, 0),
      ]),
    );
  const fees = async (id: string) =>
    Number(
      (
        await t.ctx.database.query<{ f: string }>('SELECT fees_cents AS f FROM transactions WHERE id = $1', [
          id,
        ])
      )[0]!.f,
    );

  test('a paid sale: the gross and the provider fee, with the running balance', async () => {
    const opening = (await statement(seller)).closingBalanceCents;
    const id = await kit.paidCardSale(seller, '150,00');
    const fee = await fees(id);
    assert.ok(fee > 0);
    const page = await statement(seller);
    assert.deepEqual(byKind(page.data.filter((l) => l.transactionId === id)), {
      venda: 15_000,
      taxa_provedor: -fee,
    });
    assert.equal(page.closingBalanceCents, opening + 15_000 - fee);
    assert.equal(page.data[0]!.balanceAfterCents, page.closingBalanceCents);
  });

  test('refunds post the difference: estorno for the gross, the fee back only when refunded in full', async () => {
    const id = await kit.paidCardSale(seller, '100,00');
    const fee = await fees(id);
    await kit.refund(seller, id, '30,00');
    assert.deepEqual(byKind(await linesOf(seller, id)), {
      venda: 10_000,
      taxa_provedor: -fee,
      estorno: -3_000,
    });
    await kit.refund(seller, id);
    assert.deepEqual(byKind(await linesOf(seller, id)), {
      venda: 10_000,
      taxa_provedor: 0,
      estorno: -10_000,
    });
  });

  test('a split carrying the fee: the seller sends the share, the recipient gets it less the fee', async () => {
    const id = await kit.paidCardSale(seller, '200,00', {
      splitPayments: [{ recipient: brunoId, percentage: 10, liable: true, charge_processing_fee: true }],
    });
    const fee = await fees(id);
    assert.deepEqual(byKind(await linesOf(seller, id)), { venda: 20_000, split_enviado: -2_000 });
    const bruno = await linesOf(marketplace, id, `?sellerId=${brunoId}`);
    assert.deepEqual(byKind(bruno), { split_recebido: 2_000, taxa_provedor: -fee });
  });

  test('a replayed change posts nothing twice', async () => {
    const id = await kit.paidCardSale(seller, '50,00');
    const before = await linesOf(seller, id);
    await t.ctx.db.transaction((db) => postSale(db, id, { key: 'novo>pago', at: new Date() }));
    await t.ctx.db.transaction((db) => postSale(db, id, { key: 'backfill', at: new Date() }));
    assert.deepEqual(await linesOf(seller, id), before);
  });

  test("another tenant's seller is not found; a customer is refused", async () => {
    const sellerId = (await statement(seller)).sellerId;
    const other = await t.loginAs(DEMO_LOGINS.marketplace2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statement?sellerId=${sellerId}`,
      headers: other,
    });
    assert.equal(res.statusCode, 404);
    const seller2 = await t.loginAs(DEMO_LOGINS.seller2);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/statement?sellerId=${sellerId}`, headers: seller2 }))
        .statusCode,
      404,
    );
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/statement', headers: customer })).statusCode,
      403,
    );
  });

  test('/v1 reads the same statement with a statement:read key, and refuses a key without it', async () => {
    const keyOf = async (scopes: string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: seller,
        payload: { name: `extrato-${scopes.join('-')}`, scopes },
      });
      assert.equal(res.statusCode, 201, res.body);
      return { authorization: `Bearer ${res.json<{ secret: string }>().secret}` };
    };
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/v1/statement',
      headers: await keyOf(['statement:read']),
    });
    assert.equal(v1.statusCode, 200, v1.body);
    assert.deepEqual(v1.json<StatementPage>(), await statement(seller));
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/statement',
      headers: await keyOf(['links:read']),
    });
    assert.equal(other.statusCode, 403);
  });
});
