// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/** Buyers: Zoop may refuse a repeat taxpayer id (409); the client finds the buyer by search. */

let sb: Awaited<ReturnType<typeof startSandbox>>;

before(async () => {
  sb = await startSandbox();
});
after(() => sb.close());

test('a second buyer with the same taxpayer_id is refused with 409; search finds the first', async () => {
  const first = await sb.buyer('11144477735');
  assert.equal(first.status, 201);
  const second = await sb.buyer('11144477735');
  assert.equal(second.status, 409);
  const error = second.json.error as Record<string, unknown>;
  assert.deepEqual([error.status_code, error.type], [409, 'invalid_request_error']);
  const found = await sb.ok('GET', `${V1}/buyers/search?taxpayer_id=11144477735`);
  assert.equal(found.id, first.json.id);
  assert.equal((await sb.call('GET', `${V1}/buyers/search?taxpayer_id=00000000000`)).status, 404);
});
