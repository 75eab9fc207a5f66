import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatBRL, formatBRLCompact } from './format-brl';

test('formatBRL uses pt-BR currency formatting', () => {
  assert.equal(formatBRL(123456), 'R$\u00a01.234,56');
  assert.equal(formatBRL(0), 'R$\u00a00,00');
  assert.equal(formatBRL(5), 'R$\u00a00,05');
  assert.equal(formatBRL(99_999_999), 'R$\u00a0999.999,99');
  assert.equal(formatBRL(-1050), '-R$\u00a010,50');
  assert.equal(formatBRL(Number.MAX_SAFE_INTEGER), 'R$\u00a090.071.992.547.409,91');
  assert.throws(() => formatBRL(1.5), RangeError);
});

test('formatBRLCompact abbreviates chart ticks', () => {
  assert.equal(formatBRLCompact(120_000_000), 'R$ 1,2M');
  assert.equal(formatBRLCompact(340_000), 'R$ 3,4K');
  assert.equal(formatBRLCompact(100_000_000), 'R$ 1M');
  assert.equal(formatBRLCompact(100_000), 'R$ 1K');
  assert.equal(formatBRLCompact(344_999), 'R$ 3,4K');
  assert.equal(formatBRLCompact(345_000), 'R$ 3,5K', 'half-up');
  assert.equal(formatBRLCompact(99_999_999), 'R$ 1M', '1000K is promoted');
  assert.equal(formatBRLCompact(123_456_789_000), 'R$ 1.234,6M');
  assert.equal(formatBRLCompact(95_000), 'R$ 950');
  assert.equal(formatBRLCompact(1250), 'R$ 12,5');
  assert.equal(formatBRLCompact(0), 'R$ 0');
  assert.equal(formatBRLCompact(-250_000), '-R$ 2,5K');
});

test('formatBRL writes exactly what Intl pt-BR currency writes', () => {
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 100_000_000_000];
  let seed = 7;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    samples.push(seed % 10 ** (1 + (i % 15)));
  }
  for (const cents of samples) {
    for (const signed of [cents, -cents]) {
      const decimal = `${signed < 0 ? '-' : ''}${Math.trunc(Math.abs(signed) / 100)}.${String(Math.abs(signed) % 100).padStart(2, '0')}`;
      assert.equal(formatBRL(signed), (intl.format as (v: string) => string)(decimal), `${signed} cents`);
    }
  }
});
