import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentOf, splitByPercentages } from './percent';

test('percentOf rounds half-up in integer math', () => {
  assert.equal(percentOf(1000, 250), 25);
  assert.equal(percentOf(10_000, 10_000), 10_000);
  assert.equal(percentOf(1, 5000), 1, '0.5 cent rounds up');
  assert.equal(percentOf(1, 4999), 0);
  assert.equal(percentOf(333, 3333), 111, '110.9889 -> 111');
  assert.equal(percentOf(-1, 5000), -1, 'half away from zero');
  assert.equal(percentOf(0, 1234), 0);
  assert.equal(percentOf(Number.MAX_SAFE_INTEGER, 5000), 4_503_599_627_370_496);
  assert.throws(() => percentOf(100, 1.5), RangeError);
});

test('splitByPercentages allocates every cent of the share', () => {
  assert.deepEqual(splitByPercentages(100, [3333, 3333, 3334]), [33, 33, 34]);
  assert.deepEqual(splitByPercentages(1000, [5000, 5000]), [500, 500]);
  assert.deepEqual(splitByPercentages(1, [5000, 5000]), [1, 0], 'tie goes to the first recipient');
  assert.deepEqual(splitByPercentages(10_001, [2500]), [2500]);
  assert.deepEqual(splitByPercentages(0, [1000, 2000]), [0, 0]);
  assert.deepEqual(splitByPercentages(500, []), []);
});

test('splitByPercentages parts always sum to percentOf(total, sum)', () => {
  const percents = [1234, 2345, 17, 4999];
  for (const total of [1, 7, 99, 1001, 123_457, 99_999_999]) {
    const parts = splitByPercentages(total, percents);
    const sum = percents.reduce((a, b) => a + b, 0);
    assert.equal(
      parts.reduce((a, b) => a + b, 0),
      percentOf(total, sum),
      String(total),
    );
    parts.forEach((part, i) => assert.ok(Math.abs(part - (total * (percents[i] ?? 0)) / 10_000) < 1));
  }
});

test('splitByPercentages refuses impossible splits', () => {
  assert.throws(() => splitByPercentages(100, [6000, 5000]), /não pode ultrapassar 100%/);
  assert.throws(() => splitByPercentages(100, [0]), /maiores que 0/);
  assert.throws(() => splitByPercentages(-100, [100]), RangeError);
  assert.throws(() => splitByPercentages(100, [12.5]), RangeError);
});
