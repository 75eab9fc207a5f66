import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Db } from './client';
import { heavyRead, type ReadReplica } from './read-pool';

/** A replica chosen for a read, whose pool then fails as `err`; the primary answers 'primary'. */
async function readWhenReplicaFails(err: Error) {
  const [primary, replicaDb] = [{} as Db, {} as Db];
  let failed = 0;
  const replica = {
    choose: async () => replicaDb,
    failedRead: () => void (failed += 1),
  } as unknown as ReadReplica;
  const ctx = { db: primary, database: { replica }, config: { databaseReadMaxWaitMs: 0 } };
  const answer = await heavyRead(ctx, async (c) => {
    if (c.db === replicaDb) throw err;
    return 'primary';
  });
  return { answer, failed };
}

test('a replica pool that cannot give a connection in time sends the read to the primary, not a 503', async () => {
  assert.deepEqual(await readWhenReplicaFails(new Error('timeout exceeded when trying to connect')), {
    answer: 'primary',
    failed: 1,
  });
});

test("a query's own error on the replica is the caller's, not retried", async () => {
  const bad = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
  await assert.rejects(readWhenReplicaFails(bad), bad);
});
