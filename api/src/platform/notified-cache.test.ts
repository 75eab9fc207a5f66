import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NotifiedCache } from './notified-cache';

test('a value is loaded again once older than maxAgeMs, and kept until then', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new NotifiedCache<number>('test_channel', 10, 15_000);
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await cache.get('a', load), 1);
  t.mock.timers.tick(14_999);
  assert.equal(await cache.get('a', load), 1, 'still fresh');
  t.mock.timers.tick(1);
  assert.equal(await cache.get('a', load), 2, '15 s old: read again');
  assert.deepEqual(cache.peek('a'), { value: 2 });
});

test('a value loaded while the cache was cleared is answered, not kept', async () => {
  const cache = new NotifiedCache<number>('test_channel');
  let loads = 0;
  const first = cache.get('a', async () => {
    cache.clear(); // what an invalidation arriving mid-read does
    return ++loads;
  });
  assert.equal(await first, 1);
  assert.equal(await cache.get('a', async () => ++loads), 2, 'the mid-read value was not kept');
});

test('when full, expired values make room for new ones', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new NotifiedCache<string>('test_channel', 2, 1_000);
  await cache.get('a', async () => 'a');
  await cache.get('b', async () => 'b');
  await cache.get('c', async () => 'c');
  assert.equal(cache.peek('c'), undefined, 'full of fresh values: not kept');
  t.mock.timers.tick(1_000);
  await cache.get('c', async () => 'c');
  assert.deepEqual(cache.peek('c'), { value: 'c' });
});
