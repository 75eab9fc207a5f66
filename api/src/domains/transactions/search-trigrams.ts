/**
 * Which part of a search term the trigram indexes are given (docs/decisions/041). A term such as
 * 'cliente69169.1' matches 71 of 9.4 M rows, but seven of its trigrams ('cli', 'lie', 'ien'…) are
 * in nearly every payer's e-mail: GIN reads each of those whole to intersect it with the rare
 * ones (20,000 index pages, 240 ms). Given only a part made of rarer trigrams ('e69169.'), it
 * reads a few hundred; the whole term is still checked on each row found, so the answer is the same.
 *
 * Trigrams are spelled as pg_trgm's `show_trgm` spells them: lower case, words of letters and
 * digits, a value's words padded with two blanks before and one after. pg_trgm hashes a trigram
 * of non-ASCII letters, which this does not copy: both sides here use these strings, and the
 * shares only steer which part is indexed, never what is found.
 */

/** A trigram in at least this share of the rows is left out of the index's part when it can be. */
const COMMON_SHARE = 0.02;
/** Trigrams rarer than this are not kept (trigram-shares.ts): absent from the shares means rarer. */
export const KEPT_SHARE = 0.005;
/** A part with fewer trigrams than this finds too many rows to check: the whole term is given. */
const MIN_TRIGRAMS = 2;

/** Share of sampled rows holding each trigram, per searched column (absent: rare or unknown). */
export type TrigramShares = ReadonlyMap<string, number>;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The trigrams of a stored value, as GIN indexed them. */
export function valueTrigrams(value: string): Set<string> {
  const out = new Set<string>();
  for (const word of value.toLowerCase().split(NON_WORD)) if (word) addTrigrams(out, `  ${word} `);
  return out;
}

const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The trigrams pg_trgm takes from `ILIKE '%term%'` (its wildcard rule): a word is padded only on
 * a side where the term has a non-word character, not on a side that meets the pattern's `%`.
 */
export function patternTrigrams(term: string): string[] {
  const chars = [...term.toLowerCase()];
  const out = new Set<string>();
  let i = 0;
  while (i < chars.length) {
    if (!WORD_CHAR.test(chars[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && WORD_CHAR.test(chars[j]!)) j++;
    addTrigrams(out, `${i > 0 ? '  ' : ''}${chars.slice(i, j).join('')}${j < chars.length ? ' ' : ''}`);
    i = j;
  }
  return [...out];
}

/** Each run of three characters (code points: a letter outside the BMP is one, as in pg_trgm). */
function addTrigrams(out: Set<string>, padded: string) {
  const chars = SURROGATE.test(padded) ? [...padded] : null;
  const length = chars ? chars.length : padded.length;
  for (let k = 0; k + 3 <= length; k++)
    out.add(chars ? chars.slice(k, k + 3).join('') : padded.slice(k, k + 3));
}

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The part of `term` whose `ILIKE '%part%'` the index answers: the term itself when it has no
 * common trigram. Else, of its parts made only of trigrams under COMMON_SHARE, the lightest (the
 * least summed share) of those with LIGHT_PART_TRIGRAMS, the longer on a tie; without one, the
 * longest (the lighter on a tie), or the whole term when no part has MIN_TRIGRAMS. Every row
 * holding the term holds the part.
 *
 * GIN reads the posting list of every trigram the part holds, so a trigram's share is what it
 * costs. In the bench's `cliente69169.1`, `e69` is in 1 % of the e-mails and `69 ` in 1.8 %: the
 * longest part, `e69169.`, read 213 index pages where `69169` reads 74 (7.6 against 3.5 ms in psql
 * at 9.4 M rows), for a few hundred more rows to check.
 */
export function indexedPart(term: string, shares: TrigramShares): string {
  const share = (t: string) => shares.get(t) ?? 0;
  if (patternTrigrams(term).every((t) => share(t) < COMMON_SHARE)) return term;
  const parts = rareParts(term, share);
  const light = parts
    .filter((p) => p.count >= LIGHT_PART_TRIGRAMS)
    .reduce<RarePart | null>(
      (best, p) =>
        !best || p.weight < best.weight || (p.weight === best.weight && p.count > best.count) ? p : best,
      null,
    );
  if (light) return light.part;
  const longest = parts.reduce<RarePart | null>(
    (best, p) =>
      !best || p.count > best.count || (p.count === best.count && p.weight < best.weight) ? p : best,
    null,
  );
  return longest && longest.count >= MIN_TRIGRAMS ? longest.part : term;
}

/** Three trigrams none of them common already find few rows: a lighter such part is preferred. */
const LIGHT_PART_TRIGRAMS = 3;

type RarePart = { part: string; count: number; weight: number };

/** Every part of `term` of a trigram or more whose trigrams are all under COMMON_SHARE. */
function rareParts(term: string, share: (t: string) => number): RarePart[] {
  const chars = [...term];
  const out: RarePart[] = [];
  for (let from = 0; from < chars.length; from++)
    for (let to = from + 3; to <= chars.length; to++) {
      const part = chars.slice(from, to).join('');
      const trigrams = patternTrigrams(part);
      if (trigrams.some((t) => share(t) >= COMMON_SHARE)) break; // a longer part keeps that trigram
      out.push({ part, count: trigrams.length, weight: trigrams.reduce((sum, t) => sum + share(t), 0) });
    }
  return out;
}

/**
 * The sampled values of one column, lower case, one a line (a value's own line breaks made
 * blanks): one string, so counting the values holding a text is one `indexOf` pass, not one
 * `includes` per value (3.7 ms a search in the bench's profile).
 */
export type SampledColumn = { lines: string; count: number };

/** Lower case, one a line: what `rowsHolding` reads. */
export const sampledColumn = (values: readonly (string | null)[]): SampledColumn => ({
  lines: values.map((v) => (v ?? '').toLowerCase().replace(/[\r\n]/g, ' ')).join('\n'),
  count: values.length,
});

/**
 * The shares for the two payer columns the search matches by substring; the sampled values
 * themselves, to bound how many rows hold a text; and about how many rows the table holds (what
 * a share comes to in rows).
 */
export type SearchShares = {
  payerName: TrigramShares;
  payerEmail: TrigramShares;
  sample: { names: SampledColumn; emails: SampledColumn; scoped: ScopedSample };
  rows: number;
};

/**
 * The same sampled values, one per row, with the sampled rows of each seller and marketplace:
 * what tells a term common within a scope (common-terms.ts).
 */
export type ScopedSample = {
  names: readonly string[];
  emails: readonly string[];
  bySeller: ReadonlyMap<string, readonly number[]>;
  byMarketplace: ReadonlyMap<string, readonly number[]>;
};
/** No shares known (a small or new database): every term is given to the index whole. */
export const NO_SHARES: SearchShares = {
  payerName: new Map(),
  payerEmail: new Map(),
  sample: {
    names: sampledColumn([]),
    emails: sampledColumn([]),
    scoped: { names: [], emails: [], bySeller: new Map(), byMarketplace: new Map() },
  },
  rows: 0,
};

/** How many sampled values hold `text` (lower-cased here); no value holds a line break. */
export function valuesHolding(text: string, column: SampledColumn): number {
  if (/[\r\n]/.test(text)) return 0;
  const needle = text.toLowerCase();
  return countedOnce(column, needle, () => {
    let hits = 0;
    for (let at = column.lines.indexOf(needle); at >= 0; at = column.lines.indexOf(needle, at)) {
      hits++;
      const end = column.lines.indexOf('\n', at + needle.length);
      if (end < 0) break;
      at = end + 1;
    }
    return hits;
  });
}

/**
 * A count over a sample, kept per sample and key. One search counts the same texts more than once
 * (its term in each column for `rowsHolding`, then for common-terms.ts), and its next page, its
 * sort and its export count them again: each pass over the 100,000 sampled values is ~0.2 ms of
 * the API's CPU (a part of an e-mail made four to six). A sample is never changed, only replaced
 * (trigram-shares.ts), so a count stays true for as long as its sample is held; the oldest of
 * SAMPLE_COUNTS keys is dropped first.
 */
export function countedOnce(sample: object, key: string, count: () => number): number {
  let counts = countsBySample.get(sample);
  if (!counts) countsBySample.set(sample, (counts = new Map()));
  const known = counts.get(key);
  if (known !== undefined) return known;
  const hits = count();
  if (counts.size >= SAMPLE_COUNTS) counts.delete(counts.keys().next().value!);
  counts.set(key, hits);
  return hits;
}

const countsBySample = new WeakMap<object, Map<string, number>>();
const SAMPLE_COUNTS = 1_000;

/**
 * At most about how many of the table's rows hold `text` in one sampled column: the sampled
 * values holding it, plus 3 (the 95 % bound when none is seen), scaled to the table. Infinite
 * without a sample (nothing is known), or for a text with a line break (no value holds one).
 */
export function rowsHolding(text: string, column: SampledColumn, tableRows: number): number {
  if (column.count === 0 || /[\r\n]/.test(text)) return Infinity;
  return ((valuesHolding(text, column) + 3) / column.count) * tableRows;
}
