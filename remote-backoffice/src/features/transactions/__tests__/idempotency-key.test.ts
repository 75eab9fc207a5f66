import { newIdempotencyKey } from '../api/idempotency-key';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('idempotency keys are v4 uuids', () => {
  expect(newIdempotencyKey()).toMatch(V4);
});

test('without crypto.randomUUID (a page on plain http) they still are, from getRandomValues', () => {
  // The instance property shadows the prototype's method for this test only.
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(crypto.randomUUID).toBeUndefined();
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
  } finally {
    Reflect.deleteProperty(crypto, 'randomUUID');
  }
  expect(typeof crypto.randomUUID).toBe('function');
});
