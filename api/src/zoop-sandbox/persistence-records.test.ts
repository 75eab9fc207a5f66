// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { migrate } from '../platform/db/migrate';
import { openTestDatabase } from '../test/harness';
import { SandboxPersistence } from './persistence';
import { MID, startSandbox, V1 } from './testing';

/**
 * What issue 36 added to the sandbox survives a restart in `zoop_sandbox_records` (the embedded
 * mode): seller documents, the event list and a receiving policy's four fields.
 */

const { database, drop } = await openTestDatabase();
after(drop);
await migrate(database);

const persisted = () =>
  startSandbox({ persistence: new SandboxPersistence(MID, { sql: database, durable: true }) });

test('documents, events and receiving policies are read back after a restart', async () => {
  const first = await persisted();
  const sellerId = await first.seller();
  const form = new FormData();
  form.set('category', 'selfie');
  form.set('file', new Blob([Buffer.from('jpeg')], { type: 'image/jpeg' }), 'selfie.jpg');
  const body = new Response(form);
  const upload = await first.app.inject({
    method: 'POST',
    url: `/zoop-sandbox${V1}/sellers/${sellerId}/documents`,
    headers: {
      authorization: `Basic ${Buffer.from('zpk_test_sandbox_kit_000000000000:').toString('base64')}`,
      'content-type': body.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  assert.equal(upload.statusCode, 201);
  const policy = {
    transfer_interval: 'monthly',
    transfer_day: '10',
    transfer_enabled: true,
    minimum_transfer_value: '25.00',
  };
  await first.ok('POST', `${V1}/sellers/${sellerId}/receiving_policy`, policy);
  const events = (await first.ok('GET', `${V1}/events?limit=100`)).items?.length ?? 0;
  assert.ok(events > 0);
  await first.close();

  const second = await persisted();
  const docs = await second.ok('GET', `${V1}/sellers/${sellerId}/documents`);
  assert.deepEqual(
    docs.items?.map((d) => [d.category, d.name]),
    [['selfie', 'selfie.jpg']],
  );
  assert.equal((await second.ok('GET', `${V1}/events?limit=100`)).items?.length, events);
  assert.deepEqual(await second.ok('GET', `${V1}/sellers/${sellerId}/receiving_policy`), policy);
  await second.close();
});
