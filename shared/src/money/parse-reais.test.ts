import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseReais, parseReaisDetailed, reaisToCents } from './parse-reais';

test('parseReais reads numbers through their shortest representation', () => {
  assert.equal(parseReais(12.34), 1234);
  assert.equal(parseReais(0.01), 1);
  assert.equal(parseReais(1234.5), 123450);
  assert.equal(parseReais(19.99), 1999);
  assert.equal(parseReais(1.1), 110);
  assert.equal(parseReais(0), 0);
  assert.equal(parseReais(0.1 + 0.2), null);
  assert.equal(parseReais(1.234), null, 'a number dot is always decimal');
  assert.equal(parseReais(Number.NaN), null);
  assert.equal(parseReais(Number.POSITIVE_INFINITY), null);
  assert.equal(parseReais(-1), null);
  assert.equal(parseReais(1e21), null);
});

test('parseReais reads Brazilian and US strings', () => {
  const cases: Array<[string, number]> = [
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['12', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    ['1.234', 123400],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['1.234.567,89', 123456789],
    ['1,234,567.89', 123456789],
    ['0,01', 1],
    [' 999.999,99 ', 99999999],
    ['60000', 6000000],
  ];
  for (const [input, cents] of cases) assert.equal(parseReais(input), cents, input);
});

test('parseReais has no magnitude heuristics', () => {
  assert.equal(parseReais('75000'), 7_500_000);
  assert.equal(parseReais(75000), 7_500_000);
});

test('parseReais rejects garbage, negatives and extra decimals', () => {
  for (const bad of [
    '',
    'abc',
    '12,345,67',
    '1.23.4',
    '12,',
    '1,2345',
    '1.234,567',
    '-5',
    '-R$ 5,00',
    '1e3',
    '12a',
    '.',
    ',',
  ]) {
    assert.equal(parseReais(bad), null, bad);
  }
});

test('parseReaisDetailed says why', () => {
  assert.deepEqual(parseReaisDetailed(''), { ok: false, reason: 'empty' });
  assert.deepEqual(parseReaisDetailed('  R$ '), { ok: false, reason: 'empty' });
  assert.deepEqual(parseReaisDetailed(undefined), { ok: false, reason: 'empty' });
  assert.deepEqual(parseReaisDetailed('-3,00'), { ok: false, reason: 'negative' });
  assert.deepEqual(parseReaisDetailed(-0.5), { ok: false, reason: 'negative' });
  assert.deepEqual(parseReaisDetailed('0,001'), { ok: false, reason: 'below-one-cent' });
  assert.deepEqual(parseReaisDetailed(0.001), { ok: false, reason: 'below-one-cent' });
  assert.deepEqual(parseReaisDetailed(1e-7), { ok: false, reason: 'below-one-cent' });
  assert.deepEqual(parseReaisDetailed('12.3456'), { ok: false, reason: 'too-many-decimals' });
  assert.deepEqual(parseReaisDetailed('x'), { ok: false, reason: 'invalid' });
});

test('reaisToCents throws RangeError on invalid input', () => {
  assert.equal(reaisToCents('R$ 10,00'), 1000);
  assert.throws(() => reaisToCents('dez reais'), RangeError);
  assert.throws(() => reaisToCents(0.1 + 0.2), RangeError);
});
