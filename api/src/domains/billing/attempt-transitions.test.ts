import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { executeAttempt, type ClaimedAttempt } from './engine';
import { applyOutcome } from './engine/apply-outcome';
import { ATTEMPT_MACHINE } from './engine/attempt-lifecycle';
import { moveAttempt } from './engine/attempt-outcome';
import { loadChargeContext } from './engine/charge-context';
import { moveCharge } from './engine/charge-status';
import { ATTEMPT_OUTCOMES } from './tables';
import { CARD_NUMBERS, billingKit, claimedAttemptDueToday, type BillingKit } from './test-kit';

/**
 * Attempt outcomes change only as engine/attempt-lifecycle.ts allows (docs/billing.md, "Attempt
 * outcomes"): a move the table refuses writes nothing on the attempt and answers null, so its
 * caller does nothing more.
 */
describe('billing: attempt outcome transitions', () => {
  let t: TestApp;
  let kit: BillingKit;
  let planId: string;

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Attempts run here with the test's own timing only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    planId = await kit.plan('seller', 'Plano das tentativas');
  });
  after(() => t.close());

  const claimedAttempt = (amount: string) => claimedAttemptDueToday(t, kit, planId, amount);

  const attemptRow = async (a: ClaimedAttempt) =>
    (
      await t.ctx.database.query<{ outcome: string; decline_reason: string | null }>(
        'SELECT outcome, decline_reason FROM subscription_charge_attempts WHERE charge_id = $1 AND attempt_no = $2',
        [a.chargeId, a.attemptNo],
      )
    )[0];

  test("the database's CHECK allows exactly the outcomes the table declares", async () => {
    const [check] = await t.ctx.database.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conname = 'subscription_charge_attempts_outcome_check'`,
    );
    const listed = [...(check?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    assert.deepEqual(listed.sort(), [...ATTEMPT_OUTCOMES].sort());
    assert.deepEqual([...ATTEMPT_MACHINE.statuses].sort(), [...ATTEMPT_OUTCOMES].sort());
  });

  test('a paid attempt refuses every move but a reversal, writing nothing; a reversal happens once', async () => {
    await kit.addCard('customer', CARD_NUMBERS.approved, true);
    const { attempt, today } = await claimedAttempt('17,00');
    assert.equal(await executeAttempt(t.ctx, attempt, today), 'pago');
    for (const event of ATTEMPT_MACHINE.eventNames.filter((e) => e !== 'payment_reversed'))
      assert.equal(await moveAttempt(t.ctx.db, attempt, event, 'card_declined'), null, event);
    assert.deepEqual(await attemptRow(attempt), { outcome: 'pago', decline_reason: null });

    assert.deepEqual(await moveAttempt(t.ctx.db, attempt, 'payment_reversed', 'reversed'), {
      outcome: 'recusado',
      origin: 'engine',
    });
    assert.equal(await moveAttempt(t.ctx.db, attempt, 'payment_reversed', 'other'), null, 'once');
    assert.deepEqual(await attemptRow(attempt), { outcome: 'recusado', decline_reason: 'reversed' });
  });

  test('a late refusal of an attempt kept outcome unknown changes nothing: no retry date, no notice', async () => {
    const { chargeId, attempt, today } = await claimedAttempt('18,00');
    // As recover.ts keeps it: the provider and our record disagree.
    const kept = await moveAttempt(t.ctx.db, attempt, 'outcome_unknown', 'provider_lost_it');
    assert.equal(kept?.outcome, 'desconhecido');
    await moveCharge(t.ctx.db, chargeId, 'outcome_unknown', { nextAttemptOn: null });

    const c = await loadChargeContext(t.ctx, chargeId);
    const refusal = { status: 'recusado', declineReason: 'card_declined', message: '' } as const;
    await applyOutcome(t.ctx, c!, attempt, refusal, today);

    assert.deepEqual(await attemptRow(attempt), {
      outcome: 'desconhecido',
      decline_reason: 'provider_lost_it',
    });
    const [charge] = await t.ctx.database.query<{ status: string; next_attempt_on: string | null }>(
      'SELECT status, next_attempt_on FROM subscription_charges WHERE id = $1',
      [chargeId],
    );
    assert.deepEqual(charge, { status: 'aberta', next_attempt_on: null }, 'never retried by the engine');
    const [mail] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'renewal_refused' AND event_key LIKE $1`,
      [`renewal:${chargeId}:%`],
    );
    assert.equal(mail?.n, 0, 'the customer is not told of a refusal that did not happen');
  });
});
