import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { saoPauloMidnight, saoPauloWallClock } from '@pagora/shared';
import type { DashboardStats, MonthlyRow, TransactionView } from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { disputeHolds } from './disputes';
import { insertTransactions } from './test-fixtures';

type Auth = { authorization: string };

/**
 * Issue 36: 'em_disputa' (the payer's bank contests a paid sale) and 'chargeback' (it took the
 * money back) are statuses of their own, counted apart from the declined and the refunded in the
 * dashboards, the list, the CSV and /v1. The payments domain moves sales there from Zoop's events;
 * here they are written as stored.
 */
describe('disputes and chargebacks: shown and counted apart', () => {
  let t: TestApp;
  let seller: Auth;
  let userId: string;
  let ids: string[];
  const w = saoPauloWallClock(new Date());
  const thisMonth = (hour: number) =>
    new Date(saoPauloMidnight(w.year, w.month, 1).getTime() + hour * 3_600_000);

  before(async () => {
    t = await createTestApp();
    seller = await t.loginAs('seller@pagora.demo');
    userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: seller })).json<{
      user: { id: string };
    }>().user.id;
    ids = await insertTransactions(t, [
      { seller: 0, status: 'pago', cents: 10_000, at: thisMonth(1) },
      { seller: 0, status: 'em_disputa', cents: 4_000, at: thisMonth(2) },
      { seller: 0, status: 'chargeback', cents: 3_000, refunded: 1_000, at: thisMonth(3) },
      { seller: 0, status: 'falha', cents: 500, at: thisMonth(4) },
      { seller: 0, status: 'estornada', cents: 700, refunded: 700, at: thisMonth(5) },
    ]);
  });
  after(() => t.close());

  const get = async <T>(url: string, headers: Auth = seller) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };

  test('the stat cards count them apart, never among Recusadas or Estornadas', async () => {
    const { dados } = await get<{ dados: { stats: DashboardStats } }>(`/api/seller-dash/${userId}`);
    const s = dados.stats;
    assert.deepEqual(
      [s.completed, s.pending, s.declined, s.refunded, s.disputed, s.chargeback, s.totalTransactions],
      [1, 0, 1, 1, 1, 1, 5],
    );
    assert.equal(s.disputedCents, 4_000);
    assert.equal(s.chargebackCents, 2_000);
    assert.equal(s.totalAmountCents, 10_000, 'a disputed sale is not revenue until it is won');
  });

  test('the monthly report has their own amounts and counts, and still adds up', async () => {
    const { dados } = await get<{ dados: MonthlyRow[] }>('/api/dashboard/monthly');
    const m = dados[dados.length - 1]!;
    assert.deepEqual([m.disputedCount, m.chargebackCount, m.declinedCount, m.completedCount], [1, 1, 2, 1]);
    assert.deepEqual([m.disputedCents, m.chargebackCents, m.completedCents], [4_000, 2_000, 10_000]);
    // The part refunded before the chargeback stays a refund (declined), as for a paid sale.
    assert.equal(m.declinedCents, 500 + 700 + 1_000);
    assert.equal(
      m.completedCents + m.pendingCents + m.declinedCents + m.disputedCents + m.chargebackCents,
      m.attemptedCents,
    );
  });

  test('the list filters each one, labels travel as values, the figures show the held and lost net', async () => {
    const list = async (status: string) =>
      (
        await get<{ transactions: { transacoes: TransactionView[] } }>(
          `/api/transactions/${userId}?status=${status}`,
        )
      ).transactions.transacoes;
    const [disputed] = await list('em_disputa');
    const [charged] = await list('chargeback');
    assert.equal(disputed?.id, ids[1]);
    assert.equal(charged?.id, ids[2]);
    const fee = (cents: number) => Math.floor(cents / 100);
    assert.equal(disputed?.netCents, 4_000 - fee(4_000), 'comes back if the dispute is won');
    assert.equal(disputed?.heldCents, 4_000 - fee(4_000));
    assert.equal(charged?.netCents, 0);
    assert.equal(charged?.chargebackCents, 2_000 - fee(3_000));
    assert.equal(charged?.valor_estornado, '10.00', 'only the refund the seller gave');
    const recusadas = await list('falha');
    assert.deepEqual(
      recusadas.map((r) => r.status),
      ['falha'],
    );
  });

  test('the CSV labels them and shows the held and lost net in their own columns', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userId}/export?sort=asc`,
      headers: seller,
    });
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(';');
    const row = (id: string) => lines.find((l) => l.startsWith(id))!.split(';');
    const at = (id: string, name: string) => row(id)[columns.indexOf(name)];
    assert.equal(at(ids[1]!, 'Status'), 'Em disputa');
    assert.equal(at(ids[1]!, 'Valor em disputa'), '39,60');
    assert.equal(at(ids[2]!, 'Status'), 'Chargeback');
    assert.equal(at(ids[2]!, 'Valor de chargeback'), '19,70');
    assert.equal(at(ids[2]!, 'Valor líquido'), '0,00');
    assert.equal(at(ids[2]!, 'Valor estornado'), '10,00');
  });

  test('a one-payment link stays paid through a dispute and a chargeback; a reversal reopens it', async () => {
    const link = { id: 'LinkDisputaUnico00000000', description: 'Cadeira' };
    const [id] = await insertTransactions(t, [
      { seller: 0, status: 'pago', cents: 900, at: thisMonth(6), link },
    ]);
    const db = t.ctx.database;
    await db.query(`UPDATE payment_links SET usage = 'unico' WHERE id = $1`, [link.id]);
    const place = async (status: string) => {
      await db.query(`UPDATE transactions SET status = $2 WHERE id = $1`, [id, status]);
      const [row] = await db.query<{ paid_count: number; paid_transaction_id: string | null }>(
        `SELECT paid_count, paid_transaction_id FROM payment_links WHERE id = $1`,
        [link.id],
      );
      return [row!.paid_count, row!.paid_transaction_id];
    };
    // Won (back to 'pago'), contested again, then lost: the sale happened, the place stays taken.
    for (const status of ['em_disputa', 'pago', 'em_disputa', 'chargeback'])
      assert.deepEqual(await place(status), [1, id], status);
    assert.deepEqual(await place('falha'), [0, null], 'a reversal: the money never came');
  });

  test("what payouts takes off 'Sacar': the net of the seller's sales in dispute, and only those", async () => {
    const sellerId = t.demo.sellers[0]!.seller.id;
    const held = async (id: string) =>
      (await disputeHolds(t.ctx.db, id)).reduce((sum, h) => sum + h.cents, 0);
    assert.equal(await held(sellerId), 4_000 - 40);
    assert.equal(await held(t.demo.sellers[1]!.seller.id), 0);
  });

  test('/v1 answers the stored status values', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: seller,
      payload: { name: 'disputas', scopes: ['transactions:read'] },
    });
    const auth = { authorization: `Bearer ${key.json<{ secret: string }>().secret}` };
    for (const [id, status, net] of [
      [ids[1]!, 'em_disputa', 3_960],
      [ids[2]!, 'chargeback', 0],
    ] as const) {
      const v1 = await get<{ status: string; netAmount: number }>(`/v1/transactions/${id}`, auth);
      assert.deepEqual([v1.status, v1.netAmount], [status, net]);
    }
  });
});
