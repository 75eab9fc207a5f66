import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../../platform/db/sql-helpers';
import { searchWhere } from './filters';
import {
  indexedPart,
  NO_SHARES,
  patternTrigrams,
  rowsHolding,
  sampledColumn,
  valuesHolding,
  valueTrigrams,
} from './search-trigrams';
import { sharesOf } from './trigram-shares';

/**
 * ADR 041: the part of a term given to the trigram indexes. What a search finds is asserted in
 * rare-part-search.test.ts; here, that the trigrams are pg_trgm's and the part is chosen as described.
 */
describe('search trigrams', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("a stored value's trigrams are pg_trgm's own (show_trgm)", async () => {
    for (const value of ['cliente69169.1@exemplo.com.br', 'Juliana Gomes 69169', 'ANA  de-Souza', 'x']) {
      const res = await t.ctx.db.execute(sql`SELECT unnest(show_trgm(${value})) AS t`);
      const theirs = rowsOf<{ t: string }>(res).map((r) => r.t);
      assert.deepEqual([...valueTrigrams(value)].sort(), theirs.sort(), value);
    }
  });

  test("a pattern's trigrams follow pg_trgm's wildcard rule: no padding where the term meets '%'", () => {
    assert.deepEqual(patternTrigrams('cliente69169.1'), [
      'cli',
      'lie',
      'ien',
      'ent',
      'nte',
      'te6',
      'e69',
      '691',
      '916',
      '169',
      '69 ',
      '  1',
    ]);
    assert.deepEqual(patternTrigrams('Ana Souza'), ['ana', 'na ', '  s', ' so', 'sou', 'ouz', 'uza']);
    assert.deepEqual(patternTrigrams('ab'), []);
  });

  const emails = new Map([
    ...['cli', 'lie', 'ien', 'ent', 'nte', '  1'].map((t) => [t, 0.9] as const),
    ['te6', 0.11],
    ['e69', 0.011],
  ]);

  test('a term with trigrams in most rows gives the index its lightest part of three rare trigrams', () => {
    // 'e69' is in 1.1 % of the rows: left out, as three lighter trigrams remain without it.
    assert.equal(indexedPart('cliente69169.1', emails), '69169.');
    assert.ok('cliente69169.1'.includes(indexedPart('cliente69169.1', emails)));
    // The bench's own shares (10 M rows): '169' 0.6 %, '69 ' 1.8 %, 'e69' 1 %.
    const bench = new Map([...emails, ['169', 0.0059], ['69 ', 0.0176], ['e69', 0.0101]]);
    assert.equal(indexedPart('cliente69169.1', bench), '69169');
  });

  test('without a part of three rare trigrams, the longest part under 2 % is given', () => {
    const kept = new Map([...emails, ['916', 0.03]]);
    assert.equal(indexedPart('cliente69169.1', kept), '169.');
  });

  test('a term without common trigrams, or without a rare part of two trigrams, is given whole', () => {
    assert.equal(indexedPart('Zuleica', emails), 'Zuleica');
    assert.equal(indexedPart('cliente6', emails), 'cliente6');
    assert.equal(indexedPart('cliente69169.1', new Map()), 'cliente69169.1');
  });

  test("a text's rows are bounded by the sampled values holding it, plus 3, scaled to the table", () => {
    const emails = sampledColumn([
      'cliente00001.1@x.com',
      'Cliente00002.1@x.com',
      'cliente00001.2@x.com',
      null,
    ]);
    assert.equal(rowsHolding('CLIENTE00001', emails, 4_000), 5_000, '2 seen: (2 + 3) of 4');
    assert.equal(rowsHolding('cliente', emails, 4_000), 6_000, 'each value once, whatever its case');
    assert.equal(rowsHolding('zz', emails, 4_000), 3_000, 'none seen: 3 of 4');
    assert.equal(rowsHolding('x.com', emails, 4_000), 6_000, '3 seen, each at its line end');
    assert.equal(rowsHolding('ana', sampledColumn([]), 4_000), Infinity, 'no sample: nothing known');
  });

  test("a count kept for one sample is never another sample's: the hourly new sample counts afresh", () => {
    const old = sampledColumn(['ana@x.com', 'bia@x.com']);
    const fresh = sampledColumn(['ana@x.com', 'ana.b@x.com', 'ana.c@x.com']);
    assert.equal(valuesHolding('ANA', old), 1);
    assert.equal(valuesHolding('ana', fresh), 3, 'the same text in a newer sample');
    assert.equal(valuesHolding('ana', old), 1, 'and the older one still answers its own');
    assert.equal(valuesHolding('x.com', old), 2);
  });

  test('a table never analyzed and bigger than the sample bounds nothing: no term is called rare', async () => {
    const payers = Array.from({ length: 100_000 }, (_, i) => ({
      payerName: `Pessoa ${i}`,
      payerEmail: `cliente${i}.1@exemplo.com.br`,
      sellerId: 's',
      marketplaceId: 'm',
    }));
    const unknown = await sharesOf({ tableRows: 0, payers });
    assert.equal(unknown.rows, Infinity);
    assert.equal(searchWhere('cliente777.1', unknown)?.rare, undefined);
    const known = await sharesOf({ tableRows: 10_000_000, payers });
    assert.equal(searchWhere('cliente777.1', known)?.rare, true);
    assert.equal(
      await sharesOf({ tableRows: 0, payers: payers.slice(0, 999) }),
      NO_SHARES,
      'under 1,000 rows',
    );
    // The trigrams and the table-wide bounds come from every fifth row, the scopes from every row.
    assert.equal(known.sample.names.count, 20_000);
    assert.match(known.sample.names.lines, /^pessoa 0\npessoa 5\n/);
    assert.equal(known.sample.scoped.names.length, 100_000);
    assert.deepEqual(known.sample.scoped.bySeller.get('s')?.slice(0, 3), [0, 1, 2]);
    assert.equal(known.sample.scoped.bySeller.get('s')?.length, 100_000);
  });

  test('indexing 100,000 sampled payers lets other work run between its slices', async () => {
    const payers = Array.from({ length: 100_000 }, (_, i) => ({
      payerName: `Pessoa ${i}`,
      payerEmail: `cliente${i}.1@exemplo.com.br`,
      sellerId: `s${i % 7}`,
      marketplaceId: 'm',
    }));
    let ranBetween = 0;
    const other = setInterval(() => ranBetween++, 0);
    try {
      await sharesOf({ tableRows: 10_000_000, payers });
    } finally {
      clearInterval(other);
    }
    assert.ok(ranBetween >= 2, `a timer ran ${ranBetween} times while it indexed`);
  });
});
