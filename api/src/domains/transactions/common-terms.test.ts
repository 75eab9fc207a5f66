import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import { addToScopedSample, emptyScopedSample, surelyMoreThan } from './common-terms';
import { NO_SHARES, type SearchShares } from './search-trigrams';
import type { TxScope } from './scope';
import { sharesOf } from './trigram-shares';

type Payer = { payerName: string; payerEmail: string; sellerId: string; marketplaceId: string };

/** A seeded generator, so a failure here is the same failure every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const payer = (name: string, sellerId: string, marketplaceId = 'mp-1'): Payer => ({
  payerName: name,
  payerEmail: `${name.toLowerCase().replace(/ /g, '.')}@exemplo.com.br`,
  sellerId,
  marketplaceId,
});

const claims = async (payers: Payer[], tableRows: number, term: string, scope: TxScope) =>
  surelyMoreThan(SEARCH_COUNT_LIMIT, term, await sharesOf({ tableRows, payers }), scope);

/**
 * A seller's part of the sample as sharesOf builds it (`addToScopedSample`), without the trigram
 * counting a seller's claim never reads: 300 draws through sharesOf took ~60 s of CI.
 */
function scopedOnly(payers: Payer[], tableRows: number): SearchShares {
  const scoped = emptyScopedSample();
  addToScopedSample(scoped, payers, 0);
  return { ...NO_SHARES, sample: { ...NO_SHARES.sample, scoped }, rows: tableRows };
}

describe('a term the payer sample shows common in a scope (common-terms.ts)', () => {
  // 20,000 sampled payers of a 10 M table: seller A has 2,000 of them, one in five a Souza.
  const sample = Array.from({ length: 20_000 }, (_, i) =>
    i < 2_000
      ? payer(i % 5 === 0 ? `Ana Souza ${i}` : `Bruno Lima ${i}`, 'seller-a')
      : payer(`Carla Dias ${i}`, `seller-${i % 300}`, i % 2 ? 'mp-1' : 'mp-2'),
  );

  test('a term in hundreds of the scope’s sampled rows is claimed for the seller, its marketplace and everyone', async () => {
    for (const scope of [{ sellerId: 'seller-a' }, { marketplaceId: 'mp-1' }, {}])
      assert.equal(await claims(sample, 10_000_000, 'souza', scope), true, JSON.stringify(scope));
  });

  test('never for a term absent from the scope, another marketplace’s seller, or a customer', async () => {
    assert.equal(await claims(sample, 10_000_000, 'Souza', { marketplaceId: 'mp-2' }), false);
    assert.equal(
      await claims(sample, 10_000_000, 'Souza', { sellerId: 'seller-a', marketplaceId: 'mp-2' }),
      false,
    );
    assert.equal(
      await claims(sample, 10_000_000, 'Souza', { payerEmail: 'ana.souza 0@exemplo.com.br' }),
      false,
    );
    assert.equal(await claims(sample, 10_000_000, 'Souza', { sellerId: 'seller-unknown' }), false);
  });

  test('the sample is the whole table: only more than the limit seen is claimed', async () => {
    const whole = (souzas: number) =>
      Array.from({ length: 5_000 }, (_, i) => payer(i < souzas ? `Souza ${i}` : `Lima ${i}`, 'seller-a'));
    assert.equal(
      await claims(whole(1_000), 0, 'souza', { sellerId: 'seller-a' }),
      false,
      'exactly the limit',
    );
    assert.equal(await claims(whole(1_200), 0, 'souza', { sellerId: 'seller-a' }), true, 'well over it');
  });

  test('a few sampled matches claim nothing, however big the table', async () => {
    const few = Array.from({ length: 20_000 }, (_, i) =>
      payer(i < 8 ? `Souza ${i}` : `Lima ${i}`, 'seller-a'),
    );
    assert.equal(await claims(few, 1_000_000_000, 'souza', {}), false);
    assert.equal(await claims(few, 1_000_000_000, 'souza', { sellerId: 'seller-a' }), false);
  });

  test('a seller with exactly the limit in a 1 M table is not claimed by any of 300 random samples', async () => {
    // Its 1,000 Souzas are 0.1 % of the table: a sample of 20,000 sees 20 of them on average, and
    // a bound without its margin (20 / 20,000 × 1 M = 1,000) would claim about every other draw.
    const next = random(42);
    for (let draw = 0; draw < 300; draw++) {
      const drawn: Payer[] = [];
      for (let i = 0; i < 20_000; i++) {
        const row = Math.floor(next() * 1_000_000);
        drawn.push(
          row < 1_000
            ? payer(`Souza ${row}`, 'seller-a')
            : payer(`Lima ${row}`, row < 30_000 ? 'seller-a' : 'other'),
        );
      }
      const shares = scopedOnly(drawn, 1_000_000);
      assert.equal(
        surelyMoreThan(SEARCH_COUNT_LIMIT, 'souza', shares, { sellerId: 'seller-a' }),
        false,
        `draw ${draw}`,
      );
    }
  });
});
