import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { executeAttempt, type ClaimedAttempt } from './engine';
import { saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit } from './test-kit';

/**
 * An attempt's lease is its fencing token. A sweep that claimed an attempt but reached it after its
 * lease ran out (20 claims against a slow provider) finds it taken over by another sweep's recovery,
 * which looks it up by reference and, finding nothing, lets a new attempt charge: the late sweep
 * must then not call the provider, even though the lease it sees lies in the future again.
 */
let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
  await t.ctx.jobs.stop();
});
after(() => t.close());

test('a claimed attempt whose lease another sweep took over is not charged', async () => {
  const kit = await billingKit(t);
  const plan = await kit.plan('seller', 'Plano do lease');
  await kit.addCard('customer', CARD_NUMBERS.approved);
  const sub = await kit.subscribe('seller', plan, kit.demoBuyerId, '12,00');
  const today = saoPauloToday(new Date());
  const [charge] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
     VALUES ($1, $2::date, 1200, $2::date) RETURNING id`,
    [sub.id, today],
  );
  const claim = async (attemptNo: number): Promise<ClaimedAttempt> => {
    const attempt: ClaimedAttempt = {
      chargeId: charge!.id,
      attemptNo,
      transactionId: randomUUID(),
      resumed: false,
      leaseUntil: new Date(Date.now() + 60_000),
    };
    await t.ctx.database.query(
      `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
       VALUES ($1, $2, $3, 'engine', $4)`,
      [attempt.chargeId, attempt.attemptNo, attempt.transactionId, attempt.leaseUntil.toISOString()],
    );
    return attempt;
  };

  const late = await claim(1);
  // Another sweep's recovery took it over: a new lease, in the future.
  await t.ctx.database.query(
    `UPDATE subscription_charge_attempts SET lease_until = now() + interval '2 minutes'
      WHERE charge_id = $1 AND attempt_no = 1`,
    [charge!.id],
  );
  assert.equal(await executeAttempt(t.ctx, late, today), 'em_andamento');
  assert.equal(await t.ctx.payments.provider.findChargeByReference(late.transactionId), null, 'not charged');

  // Given up by that recovery, the next attempt, holding its own lease, charges once.
  await t.ctx.database.query(
    `UPDATE subscription_charge_attempts SET outcome = 'indisponivel' WHERE charge_id = $1 AND attempt_no = 1`,
    [charge!.id],
  );
  const next = await claim(2);
  assert.equal(await executeAttempt(t.ctx, next, today), 'pago');
  assert.equal((await t.ctx.payments.provider.findChargeByReference(next.transactionId))?.status, 'pago');
});
