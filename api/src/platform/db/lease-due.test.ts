import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/harness';
import type { Database } from './client';
import { leaseDue } from './lease-due';

let database: Database;
let drop: () => Promise<void>;
before(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.query(
    `CREATE TABLE due_rows (id int PRIMARY KEY, due_at timestamptz NOT NULL, lease_until timestamptz, tries int NOT NULL DEFAULT 0)`,
  );
  await database.query(
    `INSERT INTO due_rows (id, due_at) SELECT g, now() - make_interval(secs => 100 - g) FROM generate_series(1, 5) g`,
  );
  await database.query(`INSERT INTO due_rows (id, due_at) VALUES (6, now() + interval '1 hour')`);
});
after(() => drop());

const lease = (limit: number) =>
  leaseDue<{ id: number; tries: number }>(database.db, {
    table: sql`due_rows`,
    leaseColumn: sql`lease_until`,
    leaseSeconds: 60,
    due: sql`due_at <= now()`,
    orderBy: sql`due_at`,
    limit,
    returning: sql`id, tries`,
    alsoSet: sql`tries = tries + 1`,
  });

test('due rows are leased oldest first, each once, until their lease runs out', async () => {
  const [first, second] = await Promise.all([lease(3), lease(3)]);
  const taken = [...first!, ...second!].map((r) => r.id).sort();
  assert.deepEqual(taken, [1, 2, 3, 4, 5], 'every due row once, the future one never');
  assert.deepEqual(await lease(10), [], 'leased rows are not taken again while leased');
  await database.query(`UPDATE due_rows SET lease_until = now() - interval '1 second' WHERE id = 2`);
  assert.deepEqual(
    await lease(10),
    [{ id: 2, tries: 2 }],
    'a lease run out: taken again, with what it also sets',
  );
});
