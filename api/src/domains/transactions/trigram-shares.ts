import type { AppContext } from '../../platform/context';
import { samplePayers, type PayerSample } from '../payments';
import { addToScopedSample, emptyScopedSample } from './common-terms';
import {
  KEPT_SHARE,
  NO_SHARES,
  sampledColumn,
  valueTrigrams,
  type SearchShares,
  type TrigramShares,
} from './search-trigrams';

/**
 * Rows read: a seller with 1 % of the sales has about 1,000 of them, enough for a term in one of
 * its sales in ten to be claimed common there (common-terms.ts); about 0.5 s to read at 10 M rows.
 */
const SAMPLE_ROWS = 100_000;
/**
 * Of those, the trigrams are counted on every fifth: enough that a trigram in 2 % of them is seen
 * about 400 times, and that a text seen in none is bounded to 0.015 % of the table; about 0.1 s to
 * count, hourly.
 */
const TRIGRAM_ROWS = 20_000;
/** Below this many rows GIN reads little whatever the term, and a sample says little: no shares. */
const MIN_ROWS = 1_000;
/** Payers' names and e-mails change their make-up slowly: an hour-old sample is good. */
const MAX_AGE_MS = 60 * 60 * 1000;
/** After a failed sample, the terms go to the index whole for this long before another try. */
const RETRY_MS = 60 * 1000;

/** Rows indexed between two breaths. */
const SLICE_ROWS = 2_500;
/** Lets a request or a socket push run between slices of the hourly indexing. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How common each trigram is among the sampled payers' names and e-mails, and the sample itself.
 * Indexing 100,000 payers takes ~0.3 s of CPU; it is done in slices of SLICE_ROWS, so no request
 * waits for all of it (the longest pause 37-103 ms in six runs, against 230 ms in one block).
 */
export async function sharesOf({ tableRows, payers }: PayerSample): Promise<SearchShares> {
  if (payers.length < MIN_ROWS) return NO_SHARES;
  // Every k-th row, not the first ones: SYSTEM reads the partitions in order, oldest first.
  const stride = Math.max(1, Math.floor(payers.length / TRIGRAM_ROWS));
  const counted = payers.filter((_, i) => i % stride === 0);
  const shareOf = async (values: (string | null)[]): Promise<TrigramShares> => {
    const counts = new Map<string, number>();
    for (let i = 0; i < values.length; i++) {
      if (i > 0 && i % SLICE_ROWS === 0) await breathe();
      const value = values[i];
      if (value) for (const t of valueTrigrams(value)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    const kept = new Map<string, number>();
    for (const [t, n] of counts) if (n / values.length >= KEPT_SHARE) kept.set(t, n / values.length);
    return kept;
  };
  const payerName = await shareOf(counted.map((p) => p.payerName));
  const payerEmail = await shareOf(counted.map((p) => p.payerEmail));
  const names = sampledColumn(counted.map((p) => p.payerName));
  const emails = sampledColumn(counted.map((p) => p.payerEmail));
  const scoped = emptyScopedSample();
  for (let from = 0; from < payers.length; from += SLICE_ROWS) {
    await breathe();
    addToScopedSample(scoped, payers.slice(from, from + SLICE_ROWS), from);
  }
  return {
    payerName,
    payerEmail,
    sample: { names, emails, scoped },
    // A table never analyzed has no estimate: read whole when under SAMPLE_ROWS, else of unknown
    // size, which bounds nothing (every term is then probed and kept within its scope's index).
    rows:
      tableRows > 0
        ? Math.max(tableRows, payers.length)
        : payers.length < SAMPLE_ROWS
          ? payers.length
          : Infinity,
  };
}

/**
 * This instance's shares (docs/decisions/041), sampled from the database on the first search and
 * again when an hour old, meanwhile answering with the old ones: a stale share only steers which
 * part of a term the index is given, never what a search finds. Each instance samples its own.
 */
export class SearchSharesCache {
  private shares: SearchShares | null = null;
  private freshUntil = 0;
  private loading: Promise<SearchShares> | null = null;

  async get(ctx: AppContext): Promise<SearchShares> {
    if (this.shares && Date.now() < this.freshUntil) return this.shares;
    this.loading ??= this.load(ctx).finally(() => (this.loading = null));
    return this.shares ?? this.loading;
  }

  private async load(ctx: AppContext): Promise<SearchShares> {
    try {
      this.shares = await sharesOf(await samplePayers(ctx.db, SAMPLE_ROWS));
      this.freshUntil = Date.now() + MAX_AGE_MS;
    } catch (err) {
      ctx.log.warn({ err }, 'search trigram sample failed; terms go to the index whole');
      this.shares ??= NO_SHARES;
      this.freshUntil = Date.now() + RETRY_MS;
    }
    return this.shares;
  }
}
