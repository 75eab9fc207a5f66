import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { runBillingSweep } from '../billing';
import { billingKit, CARD_NUMBERS, type BillingKit } from '../billing/testing';

type Row = { id: string; description?: string | null; pagamento: unknown };

/**
 * Issue 41: a subscription charge has no link, so its Descrição read '—' in the list and 'Não
 * informado' in the detail. The view names the plan instead, in the list (whose row the
 * detail shows) and the CSV.
 */
describe('a subscription charge is described by its plan’s name', () => {
  let t: TestApp;
  let kit: BillingKit;
  let txId = '';
  const PLAN = 'Clube do Café Especial';

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Sweeps run here with the test's own timing only: the app's billing job, kicked by the new
    // subscription, could hold the charge's lease while this sweep skips it (CI, stop 50).
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    const planId = await kit.plan('seller', PLAN);
    await kit.addCard('customer', CARD_NUMBERS.approved, true);
    await kit.subscribe('seller', planId, kit.demoBuyerId, '49,90');
    await runBillingSweep(t.ctx);
    const [tx] = await t.ctx.database.query<{ id: string }>(
      `SELECT t.id FROM transactions t JOIN subscription_charges c ON c.id = t.subscription_charge_id
         JOIN subscriptions s ON s.id = c.subscription_id WHERE s.plano_id = $1 AND t.status = 'pago'`,
      [planId],
    );
    assert.ok(tx, 'the sweep charged the subscription');
    txId = tx.id;
  });
  after(() => t.close());

  const listed = async (who: 'customer' | 'seller' | 'admin'): Promise<Row> => {
    const res = await kit.call('GET', `/api/transactions/${kit.userId[who]}?pageSize=100`, who);
    assert.equal(res.statusCode, 200, res.body);
    const row = res
      .json<{ transactions: { transacoes: Row[] } }>()
      .transactions.transacoes.find((r) => r.id === txId);
    assert.ok(row, `${who} sees the charge`);
    return row;
  };

  test('the customer’s, the seller’s and the admin’s lists name the plan', async () => {
    for (const who of ['customer', 'seller', 'admin'] as const) {
      const row = await listed(who);
      assert.equal(row.description, PLAN, who);
      assert.equal(row.pagamento, null, 'still no link');
    }
  });

  test('the CSV’s Descrição column names the plan', async () => {
    const res = await kit.call(
      'GET',
      `/api/transactions/${kit.userId.seller}/export?format=rfc4180`,
      'seller',
    );
    assert.equal(res.statusCode, 200, res.body);
    const [header, ...lines] = res.body.trim().split('\r\n');
    const column = header!.split(',').indexOf('Descrição');
    const line = lines.find((l) => l.startsWith(txId));
    assert.ok(line, 'the charge is in the file');
    assert.equal(line.split(',')[column], PLAN);
  });
});
