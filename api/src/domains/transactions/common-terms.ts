import type { PayerSample } from '../payments';
import type { TxScope } from './scope';
import { countedOnce, valuesHolding, type SearchShares } from './search-trigrams';

type SampledPayer = PayerSample['payers'][number];

/** The sampled payers by whose sale they were (search-trigrams.ts, `ScopedSample`), empty. */
export const emptyScopedSample = () => ({
  names: [] as string[],
  emails: [] as string[],
  bySeller: new Map<string, number[]>(),
  byMarketplace: new Map<string, number[]>(),
});

/** Adds the sampled rows `payers`, the first of them row `first` of the sample. */
export function addToScopedSample(
  scoped: ReturnType<typeof emptyScopedSample>,
  payers: readonly SampledPayer[],
  first: number,
): void {
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const rows = map.get(key);
    if (rows) rows.push(i);
    else map.set(key, [i]);
  };
  payers.forEach((p, k) => {
    add(scoped.bySeller, p.sellerId, first + k);
    add(scoped.byMarketplace, p.marketplaceId, first + k);
    scoped.names.push((p.payerName ?? '').toLowerCase());
    scoped.emails.push((p.payerEmail ?? '').toLowerCase());
  });
}

/** Sampled matches below which nothing is claimed: the bound below is near zero there anyway. */
const MIN_HITS = 9;

/**
 * Whether the scope surely holds more than `limit` rows whose payer name or e-mail holds `term`,
 * by the sample alone. A search then answers 'more than the limit' without its probe of the
 * scope's newest 20,000 rows (search-page.ts), which cost 10-30 ms of the database's CPU for
 * 'Souza' at 10 M rows.
 *
 * The matches among the scope's sampled rows are scaled to the table from a bound three standard
 * deviations under what was seen (Poisson), so a term is claimed only when even an unlucky sample
 * shows it. Every sale's scope counts the values of each column in one pass and takes the larger,
 * a bound on the rows holding the term in either. Time only makes the claim truer: sales are never
 * deleted, and the sample (at most an hour old) knows none of the newer ones. Never claimed for a
 * customer's scope (their own e-mail), nor by the caller when other filters apply (a period, a
 * status: an hour-old sample knows nothing of today, and statuses change).
 */
export function surelyMoreThan(limit: number, term: string, shares: SearchShares, scope: TxScope): boolean {
  const { scoped, names, emails } = shares.sample;
  if (scoped.names.length === 0 || !Number.isFinite(shares.rows) || scope.payerEmail) return false;
  const needle = term.toLowerCase();
  // Every sale's scope reads the trigrams' part of the sample (one pass a column), a seller's or
  // a marketplace's its own rows of the whole sample.
  let hits: number;
  let n = scoped.names.length;
  if (scope.sellerId || scope.marketplaceId) {
    const { sellerId, marketplaceId } = scope;
    hits = countedOnce(scoped, `${sellerId ?? ''} ${marketplaceId ?? ''} ${needle}`, () => {
      const rows = sellerId ? scoped.bySeller.get(sellerId) : scoped.byMarketplace.get(marketplaceId!);
      // An admin's filter may name a seller and a marketplace: only the rows of both count.
      const both = sellerId && marketplaceId ? new Set(scoped.byMarketplace.get(marketplaceId)) : null;
      let found = 0;
      for (const i of rows ?? [])
        if (
          (!both || both.has(i)) &&
          (scoped.names[i]!.includes(needle) || scoped.emails[i]!.includes(needle))
        )
          found++;
      return found;
    });
  } else {
    hits = Math.max(valuesHolding(needle, names), valuesHolding(needle, emails));
    n = names.count;
  }
  if (hits < MIN_HITS) return false;
  return ((hits - 3 * Math.sqrt(hits)) / n) * shares.rows > limit;
}
