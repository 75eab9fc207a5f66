import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { CHARGE_EVENTS, executeAttempt, moveCharge } from './engine';
import { CARD_NUMBERS, billingKit, claimedAttemptDueToday, type BillingKit } from './test-kit';

/**
 * Charge statuses change only as engine/charge-lifecycle.ts allows (docs/billing.md, "Charge
 * transitions"): a change the table refuses writes nothing on the charge.
 */
describe('billing: charge transitions', () => {
  let t: TestApp;
  let kit: BillingKit;
  let planId: string;

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Attempts run here with the test's own timing only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    planId = await kit.plan('seller', 'Plano das transições');
  });
  after(() => t.close());

  const claimedCharge = (amount: string) => claimedAttemptDueToday(t, kit, planId, amount);

  const chargeRow = async (id: string) =>
    (
      await t.ctx.database.query<{
        status: string;
        next_attempt_on: string | null;
        last_failure: string | null;
      }>('SELECT status, next_attempt_on, last_failure FROM subscription_charges WHERE id = $1', [id])
    )[0];
  const listed = async (subId: string) => {
    const res = await kit.call('GET', '/api/assinaturas?pageSize=100', 'seller');
    assert.equal(res.statusCode, 200, res.body);
    type Listed = { id: string; status: string; ultima_cobranca: string | null };
    return res.json<{ dados: Listed[] }>().dados.find((s) => s.id === subId);
  };

  test('a refusal that arrives after the cancel leaves the charge cancelled: no retry date, no retry notice', async () => {
    await kit.addCard('customer', CARD_NUMBERS.declined, true);
    const { subId, chargeId, attempt, today } = await claimedCharge('15,00');
    // The seller cancels while the engine's attempt is at the provider.
    assert.equal((await kit.call('DELETE', `/api/assinaturas/${subId}`, 'seller')).statusCode, 200);
    assert.equal(await executeAttempt(t.ctx, attempt, today), 'recusado');

    const charge = await chargeRow(chargeId);
    assert.equal(charge?.status, 'cancelada', 'not reopened by the refusal');
    assert.equal(charge?.next_attempt_on, null, 'no retry scheduled');
    const seen = await listed(subId);
    assert.equal(seen?.status, 'cancelada');
    assert.equal(seen?.ultima_cobranca, 'cancelada');
    const [mail] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'renewal_refused' AND event_key LIKE $1`,
      [`renewal:${chargeId}:%`],
    );
    assert.equal(mail?.n, 0, 'the customer is not told of a retry that will never come');
    const mine = await kit.call('GET', `/api/assinaturas-customer/${kit.userId.customer}`, 'customer');
    assert.equal(mine.statusCode, 200, mine.body);
    const ids = mine.json<{ dados: { id: string }[] }>().dados.map((s) => s.id);
    assert.ok(!ids.includes(subId), "a cancelled subscription leaves the customer's list");
  });

  test('a paid charge refuses every other change but a reversal and keeps its status', async () => {
    await kit.addCard('customer', CARD_NUMBERS.approved, true);
    const { subId, chargeId, attempt, today } = await claimedCharge('16,00');
    assert.equal(await executeAttempt(t.ctx, attempt, today), 'pago');
    assert.equal((await chargeRow(chargeId))?.status, 'paga');
    // A reversal (reversal.test.ts) is the one way back: the provider says the money never came.
    for (const event of CHARGE_EVENTS.filter((e) => e !== 'payment_reversed'))
      assert.equal(await moveCharge(t.ctx.db, chargeId, event, { nextAttemptOn: today }), null, event);
    const charge = await chargeRow(chargeId);
    assert.deepEqual([charge?.status, charge?.next_attempt_on], ['paga', null]);
    assert.equal((await listed(subId))?.ultima_cobranca, 'paga');
    assert.equal((await kit.call('DELETE', `/api/assinaturas/${subId}`, 'seller')).statusCode, 200);
    assert.equal((await chargeRow(chargeId))?.status, 'paga', 'cancelling keeps paid history');
  });
});
