import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { POSTGRES_PASS_ONLY, createTestApp, type TestApp } from '../../test/harness';
import { foldRollups } from './rollup-fold';
import { insertTransactions } from './test-fixtures';

/**
 * A payment's status change moves the monthly rollups in its own transaction (migrations 0300,
 * 1780, 1800). The marketplace's and the admin's only get delta rows, so the payments of one
 * marketplace never wait on each other there; the seller's own two rows are taken in key order, so
 * two of its sales changing in opposite directions queue instead of deadlocking.
 */

describe('the monthly rollups under concurrent payments', () => {
  let t: TestApp;
  const clients: pg.Client[] = [];
  /** A connection of its own, in an open transaction that gives up on a lock after `lockTimeout`. */
  const open = async (lockTimeout = '5s') => {
    const { driver } = t.ctx.database;
    assert.ok('connectionString' in driver);
    const c = new pg.Client(driver);
    clients.push(c);
    await c.connect();
    await c.query('BEGIN');
    await c.query(`SET LOCAL lock_timeout = '${lockTimeout}'`);
    return c;
  };
  const setStatus = (c: pg.Client, id: string, status: string) =>
    c.query('UPDATE transactions SET status = $2 WHERE id = $1', [id, status]);
  /** Resolves once `c`'s backend waits on a lock: the order the test means is then fixed. */
  const blocked = async (c: pg.Client) => {
    const [{ pid }] = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
      { pid: number },
    ];
    return async () => {
      for (let i = 0; i < 500; i += 1) {
        const [row] = await t.ctx.database.query<{ waiting: boolean }>(
          `SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1`,
          [pid],
        );
        if (row?.waiting) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.fail(`backend ${pid} never waited on a lock`);
    };
  };
  /** The marketplace and admin views, and the seller's rollup, against a plain GROUP BY. */
  const assertRollupsExact = async () => {
    for (const [table, key, raw] of [
      ['tx_monthly', 'seller_id', 'seller_id'],
      ['tx_monthly_marketplace', 'marketplace_id', 'marketplace_id'],
      ['tx_monthly_all', 'shard', '(hashtext(seller_id::text) & 15)'],
    ] as const) {
      const rollup = await t.ctx.database.query(
        `SELECT month::text m, ${key}::text k, status, method, sum(tx_count)::text n, sum(amount_cents)::text a
           FROM ${table} GROUP BY 1, 2, 3, 4 HAVING sum(tx_count) <> 0 ORDER BY 1, 2, 3, 4`,
      );
      const plain = await t.ctx.database.query(
        `SELECT tx_month(created_at)::text m, ${raw}::text k, status, method, count(*)::text n, sum(amount_cents)::text a
           FROM transactions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      );
      assert.deepEqual(rollup, plain, table);
    }
  };

  before(async () => {
    t = await createTestApp();
    // The fold runs when the tests say.
    await t.ctx.jobs.stop();
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await t.close();
  });

  test(
    'two sellers of one marketplace, sales changing in opposite directions at once: neither waits',
    { skip: POSTGRES_PASS_ONLY },
    async () => {
      const now = new Date();
      // Sellers 0 and 1 of the demo share a marketplace.
      const [a, b] = await insertTransactions(t, [
        { seller: 0, status: 'pago', cents: 4_100, at: now },
        { seller: 1, status: 'em_disputa', cents: 5_200, at: now },
      ]);
      const [one, two] = [await open('2s'), await open('2s')];
      await setStatus(one, a!, 'em_disputa');
      // Before migration 1800 this waited on the marketplace's (month, em_disputa) row held by the
      // first, and gave up after the lock timeout (55P03).
      await setStatus(two, b!, 'pago');
      const started = Date.now();
      await two.query('COMMIT');
      assert.ok(Date.now() - started < 1_000, 'the second commit waited');
      await one.query('COMMIT');
      await assertRollupsExact();
      await foldRollups(t.ctx.db);
      await assertRollupsExact();
    },
  );

  test(
    "one seller's two sales changing in opposite directions queue on its rows, and never deadlock",
    { skip: POSTGRES_PASS_ONLY },
    async () => {
      const now = new Date();
      const [a, b] = await insertTransactions(t, [
        { seller: 2, status: 'pago', cents: 3_300, at: now },
        { seller: 2, status: 'em_disputa', cents: 6_600, at: now },
      ]);
      const seller = t.demo.sellers[2]!.seller.id;
      // A third transaction holds the seller's em_disputa row, so the two changes line up behind it
      // in a known order: em_disputa -> pago asks first, then pago -> em_disputa. Taking each
      // change's old row first (as before), the second would hold the pago row while the first,
      // once granted em_disputa, waits for pago: a deadlock, one of them aborted (40P01).
      const holder = await open();
      await holder.query(
        `SELECT 1 FROM tx_monthly WHERE seller_id = $1 AND month = tx_month(now()) AND status = 'em_disputa'
            AND method = 'pix' FOR UPDATE`,
        [seller],
      );
      const [back, out] = [await open(), await open()];
      const backWaits = await blocked(back);
      const backDone = setStatus(back, b!, 'pago');
      await backWaits();
      const outWaits = await blocked(out);
      const outDone = setStatus(out, a!, 'em_disputa');
      await outWaits();
      await holder.query('COMMIT');
      await backDone;
      await back.query('COMMIT');
      await outDone;
      await out.query('COMMIT');
      await assertRollupsExact();
    },
  );
});
