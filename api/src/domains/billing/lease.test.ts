import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { executeAttempt, runBillingSweep, type ClaimedAttempt } from './engine';
import { saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit } from './test-kit';

/**
 * An attempt's lease is its fencing token. A sweep that claimed an attempt but reached it after its
 * lease ran out (20 claims against a slow provider) finds it taken over by another sweep's recovery,
 * which looks it up by reference and, finding nothing, lets a new attempt charge: the late sweep
 * must then not call the provider, even though the lease it sees lies in the future again.
 */
const DEFAULT_LEASE_MS = testConfig().billing.attemptLeaseMs;
/** Short here, so a provider call can outlast it within a test. */
const LEASE_MS = 3_000;

let t: TestApp;
before(async () => {
  t = await createTestApp(
    { billing: { ...testConfig().billing, attemptLeaseMs: LEASE_MS } },
    { listen: true },
  );
  await t.ctx.jobs.stop();
});
after(() => t.close());

/** A subscription charge due today, and a way to claim its attempts as a sweep does. */
async function dueCharge(name: string) {
  const kit = await billingKit(t);
  const plan = await kit.plan('seller', name);
  await kit.addCard('customer', CARD_NUMBERS.approved);
  const sub = await kit.subscribe('seller', plan, kit.demoBuyerId, '12,00');
  const today = saoPauloToday(new Date());
  const [charge] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
     VALUES ($1, $2::date, 1200, $2::date) RETURNING id`,
    [sub.id, today],
  );
  const claim = async (attemptNo: number, leaseMs = 60_000): Promise<ClaimedAttempt> => {
    const attempt: ClaimedAttempt = {
      chargeId: charge!.id,
      attemptNo,
      transactionId: randomUUID(),
      resumed: false,
      leaseUntil: new Date(Date.now() + leaseMs),
    };
    await t.ctx.database.query(
      `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
       VALUES ($1, $2, $3, 'engine', $4)`,
      [attempt.chargeId, attempt.attemptNo, attempt.transactionId, attempt.leaseUntil.toISOString()],
    );
    return attempt;
  };
  const outcome = async (attemptNo: number) =>
    (
      await t.ctx.database.query<{ outcome: string }>(
        'SELECT outcome FROM subscription_charge_attempts WHERE charge_id = $1 AND attempt_no = $2',
        [charge!.id, attemptNo],
      )
    )[0]?.outcome;
  return { chargeId: charge!.id, today, claim, outcome };
}

async function sandboxFaults(body: unknown): Promise<void> {
  const res = await fetch(`${t.ctx.gateway.apiUrl}/_control/faults`, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
}

test('a claimed attempt whose lease another sweep took over is not charged', async () => {
  const { chargeId, today, claim } = await dueCharge('Plano do lease');
  const late = await claim(1);
  // Another sweep's recovery took it over: a new lease, in the future.
  await t.ctx.database.query(
    `UPDATE subscription_charge_attempts SET lease_until = now() + interval '2 minutes'
      WHERE charge_id = $1 AND attempt_no = 1`,
    [chargeId],
  );
  assert.equal(await executeAttempt(t.ctx, late, today), 'em_andamento');
  assert.equal(await t.ctx.gateway.provider.findChargeByReference(late.transactionId), null, 'not charged');

  // Given up by that recovery, the next attempt, holding its own lease, charges once.
  await t.ctx.database.query(
    `UPDATE subscription_charge_attempts SET outcome = 'indisponivel' WHERE charge_id = $1 AND attempt_no = 1`,
    [chargeId],
  );
  const next = await claim(2);
  assert.equal(await executeAttempt(t.ctx, next, today), 'pago');
  assert.equal((await t.ctx.gateway.provider.findChargeByReference(next.transactionId))?.status, 'pago');
});

test('an attempt whose instance died is looked up by the first sweep after the default lease, seconds later', async () => {
  assert.ok(DEFAULT_LEASE_MS <= 15_000, `default lease ${DEFAULT_LEASE_MS} ms`);
  const { claim, outcome } = await dueCharge('Plano da queda');
  // Claimed with the default lease by an instance that then died: no one renews it.
  const lost = await claim(1, DEFAULT_LEASE_MS);
  const report = await runBillingSweep(t.ctx, new Date(Date.now() + DEFAULT_LEASE_MS + 5_000));
  assert.equal(report.recovered, 1);
  assert.equal(await outcome(1), 'indisponivel', 'not at the provider: given up');
  assert.equal(await t.ctx.gateway.provider.findChargeByReference(lost.transactionId), null);
  assert.equal(await outcome(2), 'pago', 'the charge tried again at once, with a new reference');
});

test('a provider call that outlasts the lease keeps it: a sweep meanwhile takes nothing over', async () => {
  const { claim, today, outcome } = await dueCharge('Plano lento');
  const attempt = await claim(1, LEASE_MS);
  const firstLease = attempt.leaseUntil.getTime();
  // The sandbox records the charge, then answers only after twice the lease.
  await sandboxFaults({ api: { delayMs: 2 * LEASE_MS, delayCount: 1, method: 'POST' } });
  try {
    const running = executeAttempt(t.ctx, attempt, today);
    while (Date.now() < firstLease + 500) await sleep(100);
    // Another instance's sweep, past the lease the attempt was claimed with.
    const report = await runBillingSweep(t.ctx);
    assert.equal(report.recovered, 0, 'the running attempt was not taken over');
    assert.equal(await running, 'pago');
  } finally {
    await sandboxFaults({ api: {} });
  }
  assert.equal(await outcome(1), 'pago');
  assert.equal((await t.ctx.gateway.provider.findChargeByReference(attempt.transactionId))?.status, 'pago');
});
