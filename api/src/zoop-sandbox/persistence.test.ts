// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { migrate } from '../platform/db/migrate';
import { openTestDatabase } from '../test/harness';
import { SandboxPersistence } from './persistence';

/**
 * The sandbox's writes leave in batches (one upsert for the saves queued while the previous write
 * was on its way): what is read back after a burst is what a write-at-a-time store would hold.
 */

const { database, drop } = await openTestDatabase();
after(drop);
await migrate(database);

test('a burst of saves, re-saves and removes reads back as written, in order', async () => {
  const errors: unknown[] = [];
  const store = new SandboxPersistence('mk-burst', {
    sql: database,
    durable: true,
    onError: (err) => errors.push(err),
  });
  store.save('transaction', 'a', { id: 'a', status: 'pending', referenceId: 'ref-a' });
  store.save('transaction', 'b', { id: 'b', status: 'pending', referenceId: 'ref-b' });
  // All queued before the first flush: they leave together, the same object twice among them.
  store.save('transaction', 'a', { id: 'a', status: 'succeeded', referenceId: 'ref-a' });
  store.save('seller', 'a', { id: 'a', status: 'active' });
  store.remove('transaction', 'b');
  store.save('transaction', 'c', { id: 'c', status: 'pending', referenceId: null });
  await store.settled();

  assert.deepEqual(errors, []);
  const rows = (await store.load()).map((r) => ({ kind: r.kind, data: r.data }));
  assert.deepEqual(
    rows.sort((x, y) =>
      `${x.kind}${JSON.stringify(x.data)}`.localeCompare(`${y.kind}${JSON.stringify(y.data)}`),
    ),
    [
      { kind: 'seller', data: { id: 'a', status: 'active' } },
      { kind: 'transaction', data: { id: 'a', status: 'succeeded', referenceId: 'ref-a' } },
      { kind: 'transaction', data: { id: 'c', status: 'pending', referenceId: null } },
    ],
  );
  const [ref] = await database.query<{ reference_id: string }>(
    `SELECT reference_id FROM zoop_sandbox_records WHERE marketplace_id = 'mk-burst' AND id = 'a' AND kind = 'transaction'`,
  );
  assert.equal(ref?.reference_id, 'ref-a');
});

test('a row the database refuses is reported alone: the saves batched with it are stored', async () => {
  const errors: unknown[] = [];
  const store = new SandboxPersistence('mk-fail', {
    sql: database,
    durable: true,
    onError: (err) => errors.push(err),
  });
  store.save('transaction', 'x', { id: 'x' });
  store.save('transaction', 'y', { id: 'y' });
  // jsonb refuses the NUL character: this statement fails, its neighbours must not.
  store.save('transaction', 'bad', { id: 'bad', note: 'a\u0000b' });
  store.save('transaction', 'z', { id: 'z' });
  await store.settled();
  assert.equal(errors.length, 1);
  assert.deepEqual((await store.load()).map((r) => (r.data as { id: string }).id).sort(), ['x', 'y', 'z']);
});
