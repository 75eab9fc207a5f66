import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertCents, centsToDecimalString, centsToReais, decimalStringToCents, sumCents } from './cents';

test('assertCents accepts safe integers only', () => {
  assert.doesNotThrow(() => assertCents(0));
  assert.doesNotThrow(() => assertCents(-150));
  assert.throws(() => assertCents(1.5), RangeError);
  assert.throws(() => assertCents(Number.MAX_SAFE_INTEGER + 1), RangeError);
  assert.throws(() => assertCents(Number.NaN), RangeError);
  assert.throws(() => assertCents('100'), RangeError);
});

test('centsToDecimalString renders the wire format', () => {
  assert.equal(centsToDecimalString(1234), '12.34');
  assert.equal(centsToDecimalString(-5), '-0.05');
  assert.equal(centsToDecimalString(0), '0.00');
  assert.equal(centsToDecimalString(100), '1.00');
  assert.equal(centsToDecimalString(99_999_999), '999999.99');
  assert.equal(centsToDecimalString(Number.MAX_SAFE_INTEGER), '90071992547409.91');
});

test('centsToReais is built from the string, not by dividing floats', () => {
  assert.equal(centsToReais(1234), 12.34);
  assert.equal(centsToReais(30), 0.3);
  assert.equal(centsToReais(-5), -0.05);
  assert.equal(centsToReais(110), 1.1);
});

test('decimalStringToCents reads provider answers exactly', () => {
  assert.equal(decimalStringToCents('5.00'), 500);
  assert.equal(decimalStringToCents('1234.5'), 123450);
  assert.equal(decimalStringToCents('10'), 1000);
  assert.equal(decimalStringToCents(' 0.07 '), 7);
  assert.equal(decimalStringToCents('-3.20'), -320);
  assert.equal(decimalStringToCents('5.000'), 500);
});

test('decimalStringToCents throws on garbage and lost precision', () => {
  for (const bad of ['', 'abc', '1,50', '1.005', '.5', '5.', '1e3', 'R$ 5', '--1', '99999999999999999']) {
    assert.throws(() => decimalStringToCents(bad), RangeError, bad);
  }
});

test('sumCents adds and rejects non-integers', () => {
  assert.equal(sumCents([1, 2, 3]), 6);
  assert.equal(sumCents([]), 0);
  assert.throws(() => sumCents([1, 0.5]), RangeError);
  assert.throws(() => sumCents([Number.MAX_SAFE_INTEGER, 1]), RangeError);
});
