import { test } from 'node:test';
import assert from 'node:assert/strict';
import { centsToInput } from './input';
import { parseReais } from './parse-reais';

test('centsToInput writes cents as the pt-BR input text', () => {
  assert.equal(centsToInput(1234), '12,34');
  assert.equal(centsToInput(5), '0,05');
  assert.equal(centsToInput(50), '0,50');
  assert.equal(centsToInput(0), '0,00');
  assert.equal(centsToInput(100), '1,00');
  assert.equal(centsToInput(99_999_999), '999999,99');
  assert.equal(centsToInput(-1050), '-10,50');
  assert.equal(centsToInput(Number.MAX_SAFE_INTEGER), '90071992547409,91');
});

test('centsToInput is exact where float formatting drifts', () => {
  // 1.005 * 100 is 100.49999…, and (1.005).toFixed(2) is '1.00': digits never go through a float.
  assert.equal(centsToInput(100_5), '10,05');
  assert.equal(centsToInput(2_999_999_999_99), '2999999999,99');
  for (const cents of [1, 7, 10, 29, 57, 110, 4990, 123_456, 1_000_000_01]) {
    assert.equal(parseReais(centsToInput(cents)), cents, `${cents} reads back`);
  }
});

test('centsToInput refuses what is not a whole number of cents', () => {
  for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
    assert.throws(() => centsToInput(bad), RangeError, String(bad));
  }
});
