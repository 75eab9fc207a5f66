import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { POSTGRES_PASS_ONLY, createTestApp, type TestApp } from '../../test/harness';
import { saoPauloToday } from './schedule';
import { billingKit } from './test-kit';

let t: TestApp;
before(async () => {
  if (POSTGRES_PASS_ONLY) return;
  t = await createTestApp({}, { listen: true });
  await t.ctx.jobs.stop();
});
after(() => t?.close());

/**
 * The engine settles an attempt by locking its charge, then its subscription (apply-outcome.ts).
 * A person cancelling at that instant must take the locks in the same order: cancelling once took
 * the subscription first and then waited for the charge, PostgreSQL found the two waiting on each
 * other and aborted the cancellation, and the seller saw a 500 (CI, stop 46).
 */
test(
  'a cancellation while the engine settles a charge waits for it and succeeds',
  { skip: POSTGRES_PASS_ONLY },
  async () => {
    const kit = await billingKit(t);
    const plan = await kit.plan('seller', 'Corrida');
    const sub = await kit.subscribe('seller', plan, kit.demoBuyerId, '12,00');
    const today = saoPauloToday(new Date());
    const [charge] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
     VALUES ($1, $2::date, 1200, $2::date) RETURNING id`,
      [sub.id, today],
    );
    const { driver } = t.ctx.database;
    assert.ok('connectionString' in driver);
    const engine = new pg.Client({ connectionString: driver.connectionString });
    await engine.connect();
    try {
      // The engine, mid-outcome: its charge is locked, its subscription not yet.
      await engine.query('BEGIN');
      await engine.query(`UPDATE subscription_charges SET updated_at = now() WHERE id = $1`, [charge!.id]);
      const cancelling = kit.call('DELETE', `/api/assinaturas/${sub.id}`, 'seller');
      await sleep(300);
      await engine.query(`UPDATE subscriptions SET updated_at = now() WHERE id = $1`, [sub.id]);
      await engine.query('COMMIT');
      const cancelled = await cancelling;
      assert.equal(cancelled.statusCode, 200, cancelled.body);
    } finally {
      await engine.end();
    }
    const [after] = await t.ctx.database.query<{ s: string; c: string }>(
      `SELECT s.status AS s, c.status AS c FROM subscriptions s JOIN subscription_charges c ON c.subscription_id = s.id
      WHERE s.id = $1`,
      [sub.id],
    );
    assert.deepEqual(after, { s: 'cancelada', c: 'cancelada' });
  },
);
