import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newIdempotencyKey } from './idempotency-key';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('idempotency keys are v4 uuids', () => {
  assert.match(newIdempotencyKey(), V4);
});

test('without crypto.randomUUID (a page on plain http) they still are, from getRandomValues', () => {
  // The instance property shadows the prototype's method for this test only.
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    assert.equal(crypto.randomUUID, undefined);
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    assert.equal(keys.size, 50);
    for (const key of keys) assert.match(key, V4);
  } finally {
    Reflect.deleteProperty(crypto, 'randomUUID');
  }
  assert.equal(typeof crypto.randomUUID, 'function');
});
