import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestApp } from '../../test/harness';
import { addDays } from './day';
import { RECONCILE_JOB, dailyReconcile } from './daily-reconcile';
import { BATCH_MAX_ATTEMPTS, leaseBatch, planDay } from './reconcile-batches';
import { startStatementApp } from './test-support';

/**
 * The nightly reconciliation shared by every instance: the day's sellers in leased batches, each
 * checked once however many instances run, a stopped instance's batch taken again after its lease.
 * Each test runs a day of its own, far from today, so the app's own job (today) never meets it.
 */
describe('the nightly reconciliation, in batches every instance takes', () => {
  let t: TestApp;
  /** The demo's provider sellers in the batches' order (our ids), and sorted as `askedOn` sorts. */
  let byId: string[];
  let sellers: string[];
  before(async () => {
    t = await startStatementApp();
    byId = t.demo.sellers
      .map((s) => s.seller)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((s) => s.idSeller);
    sellers = [...byId].sort();
    assert.equal(sellers.length, 3);
  });
  after(() => t.close());

  /** The provider sellers asked about for the window of night `day` (yesterday and 7 days before). */
  const askedOn = (calls: { arguments: unknown[] }[], day: string) =>
    calls
      .filter((c) => (c.arguments[1] as { to: string }).to === addDays(day, -1))
      .map((c) => String(c.arguments[0]))
      .sort();
  const batches = (day: string) =>
    t.ctx.database.query<{ sellers: number; done: boolean; attempts: number }>(
      `SELECT sellers, done_at IS NOT NULL AS done, attempts FROM statement_reconcile_batches
        WHERE day = $1 ORDER BY first_seller_id`,
      [day],
    );
  const night = (day: string) => new Date(`${day}T04:00:00Z`); // 01:00 in Brasília

  test('two instances at once check every seller once; a later run the same night checks nobody', async (ctx) => {
    const asked = ctx.mock.method(t.ctx.gateway.provider, 'listBalanceMovements');
    const day = '2099-01-10';
    const runs = await Promise.all([
      dailyReconcile(t.ctx, { now: night(day), batchSize: 1 }),
      dailyReconcile(t.ctx, { now: night(day), batchSize: 1 }),
    ]);
    assert.equal(runs[0]! + runs[1]!, 3);
    assert.deepEqual(askedOn(asked.mock.calls, day), sellers);
    assert.deepEqual(await batches(day), [
      { sellers: 1, done: true, attempts: 1 },
      { sellers: 1, done: true, attempts: 1 },
      { sellers: 1, done: true, attempts: 1 },
    ]);
    assert.equal(await dailyReconcile(t.ctx, { now: night(day), batchSize: 1 }), 0);
    assert.equal(askedOn(asked.mock.calls, day).length, 3);
  });

  test('twenty instances asking at once lease each batch once', async () => {
    const day = '2099-01-10';
    await t.ctx.database.query(
      `UPDATE statement_reconcile_batches SET done_at = NULL, leased_until = NULL WHERE day = $1`,
      [day],
    );
    const leases = await Promise.all(Array.from({ length: 20 }, () => leaseBatch(t.ctx.db, day)));
    const leased = leases.filter((l) => l !== null).map((l) => l.firstSellerId);
    assert.equal(leased.length, 3);
    assert.equal(new Set(leased).size, 3);
  });

  test('a batch whose instance stopped waits for its lease, then another instance checks it', async (ctx) => {
    const asked = ctx.mock.method(t.ctx.gateway.provider, 'listBalanceMovements');
    const day = '2099-01-11';
    assert.equal(await planDay(t.ctx.db, RECONCILE_JOB, day, 2), 2);
    // An instance leased the first batch (two sellers) and was killed before it finished.
    assert.ok(await leaseBatch(t.ctx.db, day));
    assert.equal(await dailyReconcile(t.ctx, { now: night(day) }), 1);
    assert.deepEqual(askedOn(asked.mock.calls, day), [byId[2]]);
    // Its lease ran out: the next run of the job, on any instance, takes the batch again.
    await t.ctx.database.query(
      `UPDATE statement_reconcile_batches SET leased_until = now() - interval '1 second'
        WHERE day = $1 AND done_at IS NULL`,
      [day],
    );
    assert.equal(await dailyReconcile(t.ctx, { now: night(day) }), 2);
    assert.deepEqual(askedOn(asked.mock.calls, day), sellers);
    assert.deepEqual(await batches(day), [
      { sellers: 2, done: true, attempts: 2 },
      { sellers: 1, done: true, attempts: 1 },
    ]);
  });

  test('a seller the provider cannot answer for is left to the next night; the others are checked', async (ctx) => {
    const provider = t.ctx.gateway.provider;
    const real = provider.listBalanceMovements.bind(provider);
    const asked = ctx.mock.method(
      provider,
      'listBalanceMovements',
      (id: string, range: { from: string; to: string }) =>
        id === byId[1] ? Promise.reject(new Error('provider timeout')) : real(id, range),
    );
    const day = '2099-01-12';
    assert.equal(await dailyReconcile(t.ctx, { now: night(day), batchSize: 3 }), 2);
    assert.deepEqual(askedOn(asked.mock.calls, day), sellers);
    assert.deepEqual(await batches(day), [{ sellers: 3, done: true, attempts: 1 }]);
  });

  test('a run past its budget leases no more and asks for a follow-up run; a batch failed three times waits', async (ctx) => {
    const kicks = ctx.mock.method(t.ctx.jobs, 'kick', () => undefined);
    const day = '2099-01-13';
    assert.equal(await dailyReconcile(t.ctx, { now: night(day), batchSize: 1, budgetMs: 0 }), 1);
    assert.deepEqual(
      kicks.mock.calls.map((c) => c.arguments[0]),
      [RECONCILE_JOB],
    );
    assert.deepEqual(
      (await batches(day)).map((b) => b.done),
      [true, false, false],
    );
    // The next batch failed (its instance died) as often as a batch may: it is not leased again.
    await t.ctx.database.query(
      `UPDATE statement_reconcile_batches SET attempts = $2
        WHERE day = $1 AND first_seller_id = (SELECT first_seller_id FROM statement_reconcile_batches
                                              WHERE day = $1 AND done_at IS NULL ORDER BY 1 LIMIT 1)`,
      [day, BATCH_MAX_ATTEMPTS],
    );
    assert.equal(await dailyReconcile(t.ctx, { now: night(day), batchSize: 1 }), 1);
    assert.deepEqual(
      (await batches(day)).map((b) => b.done),
      [true, false, true],
    );
  });
});
