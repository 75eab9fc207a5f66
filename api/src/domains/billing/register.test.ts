import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, type TestApp } from '../../test/harness';
import { CARD_NUMBERS, billingKit } from './test-kit';

/**
 * BILLING_SWEEP_MS=0 (the test config's value) turns the timer off, not the queue: a subscription
 * created with today's date and a saved card is still charged by the sweep its creation queues,
 * with nobody calling runBillingSweep.
 */
let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
  assert.equal(t.ctx.config.billing.sweepMs, 0);
});
after(() => t.close());

test('with BILLING_SWEEP_MS=0 a subscription due today is charged by the sweep its creation queues', async () => {
  const kit = await billingKit(t);
  const plan = await kit.plan('seller', 'Plano da fila');
  await kit.addCard('customer', CARD_NUMBERS.approved);
  const sub = await kit.subscribe('seller', plan, kit.demoBuyerId, '19,90');
  // The queue polls every half second; a minute is room for a busy machine, not a timing assertion.
  const deadline = Date.now() + 60_000;
  let status = sub.status;
  while (status !== 'ativo' && Date.now() < deadline) {
    await sleep(250);
    const [row] = await t.ctx.database.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE id = $1',
      [sub.id],
    );
    status = row?.status ?? status;
  }
  assert.equal(status, 'ativo', 'charged without any timer');
});
