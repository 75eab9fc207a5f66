import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openTestDatabase } from '../test/harness';
import { migrate } from './db/migrate';
import { Jobs } from './jobs';

/**
 * A sweep still running when the instance stops (a SIGTERM whose deadline came first) is handed
 * back to the queue at once, so another instance runs it now, not when its 300 s expiry ends.
 */
test('stop gives running sweeps their time, then releases what still runs instead of leaving it active', async () => {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const jobs = new Jobs(database);
  let began = false;
  jobs.sweep('sweep-that-hangs', 0, async () => {
    began = true;
    await new Promise((resolve) => setTimeout(resolve, 10_000).unref());
  });
  try {
    await jobs.start();
    for (let i = 0; i < 200 && !began; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(began, 'the sweep started');

    const startedStop = Date.now();
    await jobs.stop(500);
    const took = Date.now() - startedStop;
    assert.ok(took < 5_000, `stop took ${took} ms with a 500 ms grace`);
    const rows = await database.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'sweep-that-hangs'`,
    );
    assert.ok(rows.length >= 1);
    assert.ok(
      rows.every((r) => r.state !== 'active'),
      `released, not left active: ${rows.map((r) => r.state).join(', ')}`,
    );
  } finally {
    await drop();
  }
});

test('a sweep that throws is reported by queue (the job failures series) and retried', async () => {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const jobs = new Jobs(database);
  const failures: string[] = [];
  jobs.onFailure = (queue) => failures.push(queue);
  let runs = 0;
  jobs.sweep('sweep-that-throws', 0, async () => {
    runs++;
    throw new Error('provedor fora do ar');
  });
  try {
    await jobs.start();
    for (let i = 0; i < 200 && failures.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(failures, ['sweep-that-throws', 'sweep-that-throws'], 'the run and its one retry');
    assert.equal(runs, 2);
  } finally {
    await jobs.stop(500);
    await drop();
  }
});
