import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decimalStringToCents } from './money';

describe('decimalStringToCents', () => {
  it('converts Zoop decimal strings exactly', () => {
    assert.equal(decimalStringToCents('5.00'), 500);
    assert.equal(decimalStringToCents('0.29'), 29);
    assert.equal(decimalStringToCents('543.21'), 54321);
    assert.equal(decimalStringToCents('10.5'), 1050);
    assert.equal(decimalStringToCents('7'), 700);
    assert.equal(decimalStringToCents('1.10000'), 110);
    assert.equal(decimalStringToCents('-3.07'), -307);
    assert.equal(decimalStringToCents('90071992547409.91'), 9007199254740991);
  });

  it('accepts numbers through their decimal text', () => {
    assert.equal(decimalStringToCents(19.99), 1999);
    assert.equal(decimalStringToCents(0.1), 10);
  });

  it('rejects what it cannot convert exactly', () => {
    for (const bad of ['1.005', '1,00', 'abc', '', '1e3', '.50', '90071992547409.92']) {
      assert.throws(() => decimalStringToCents(bad), /Valor monetário/, bad);
    }
  });
});
