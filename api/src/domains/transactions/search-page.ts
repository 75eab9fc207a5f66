import { and, asc, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { paymentLinksView } from '../links';
import { transactionsView } from '../payments';
import { revenueOf } from './aggregates';
import type { SearchMatch } from './filters';
import { findPage, type SortOrder, type TxWithNames } from './repository';

export type SearchAnswer = {
  rows: TxWithNames[];
  /** Exact up to SEARCH_COUNT_LIMIT; the limit itself when `capped`. */
  count: number;
  /** Paid, net of refunds; null when `capped` (a sum over some of the matches is no figure). */
  revenueCents: number | null;
  capped: boolean;
};

/**
 * How many of the scope's newest rows are looked at first to tell a common term from a rare one:
 * a term in one row of 20 of them already has more than SEARCH_COUNT_LIMIT matches there.
 */
const PROBE_ROWS = 20_000;

/**
 * A search's page and its cards (issue 42). A term matches anything from one row (a payer's
 * e-mail) to hundreds of thousands (a common surname across a marketplace): counting and summing
 * every match took seconds at 10 M rows, and the trigram index alone still lists every match of a
 * common term (880,000 rows, 225 ms, for 'Souza').
 * - First the scope's newest PROBE_ROWS rows are read through its date index and matched, stopping
 *   at SEARCH_COUNT_LIMIT + 1: a common term is known for one in a few milliseconds. A term the
 *   payer sample shows common in the scope (common-terms.ts) is known without reading them.
 * - Over the limit: the count says "more than the limit", the revenue is withheld (a sum over some
 *   of the matches would be a wrong figure), and the page is read as a filtered page always was,
 *   newest first, which a common term fills quickly.
 * - Otherwise the matches are read up to the limit + 1 with no order, which leaves the planner
 *   free to take the trigram indexes; count and revenue are then exact, and the page is cut from
 *   those rows (ordered by the database, then read by id). It never walks the whole scope in date
 *   order looking for matches that are not there.
 * - A whole e-mail (filters.ts) is one payer's few rows: no probe (20,000 rows read by date cost
 *   more than the lookup), its matches read by the e-mail index alone, the cap kept as above.
 * - Nor is a term the trigram shares call rare among payers (ADR 041), unless a link's
 *   description or id holds it: a rare term's probe reads all 20,000 rows for nothing (70 ms at
 *   10 M). A scarce one is read by its own indexes alone, like a whole e-mail (searchCondition).
 */
export async function searchPage(
  db: Db,
  search: {
    scope: SQL | undefined;
    match: SearchMatch | undefined;
    /** The sample shows more matches in the scope than the limit (common-terms.ts): no probe. */
    common?: boolean;
  },
  sort: SortOrder,
  page: number,
  pageSize: number,
): Promise<SearchAnswer> {
  const named = await linksNamed(db, search.match);
  const where = searchCondition(search, named);
  const capped = async (): Promise<SearchAnswer> => ({
    rows: await findPage(db, where, sort, page, pageSize),
    count: SEARCH_COUNT_LIMIT,
    revenueCents: null,
    capped: true,
  });
  const probed = !search.match?.wholeEmail && (!search.match?.rare || named);
  if (probed && (search.common || (await probeHits(db, search)) > SEARCH_COUNT_LIMIT)) return capped();

  const matches = matchesQuery(db, where).as('matches');
  const found = await db
    .select()
    .from(matches)
    .orderBy(
      ...(sort === 'asc'
        ? [asc(matches.createdAt), asc(matches.id)]
        : [desc(matches.createdAt), desc(matches.id)]),
    );

  if (found.length > SEARCH_COUNT_LIMIT) return capped();
  const revenueCents = revenueOf(found);
  const onPage = found.slice((page - 1) * pageSize, page * pageSize);
  if (onPage.length === 0) return { rows: [], count: found.length, revenueCents, capped: false };
  // The page's own time span lets PostgreSQL skip the other months' partitions. A JS Date keeps
  // milliseconds and the database microseconds: floor the start, and end 1 ms past the last.
  const times = onPage.map((r) => r.createdAt.getTime());
  const rows = await findPage(
    db,
    and(
      inArray(
        transactionsView.id,
        onPage.map((r) => r.id),
      ),
      gte(transactionsView.createdAt, new Date(Math.min(...times))),
      lt(transactionsView.createdAt, new Date(Math.max(...times) + 1)),
    ),
    sort,
    1,
    pageSize,
  );
  return { rows, count: found.length, revenueCents, capped: false };
}

/**
 * Whether a link's description or id holds the term the trigram shares call rare among payers.
 * Such a link brings every sale of it (a product sold tens of thousands of times), which the
 * payers' shares know nothing about: the search then probes and keeps the scope's index.
 */
async function linksNamed(db: Db, match: SearchMatch | undefined): Promise<boolean> {
  if (!match?.linked) return false;
  const found = await db
    .select({ one: sql`1` })
    .from(paymentLinksView)
    .where(match.linked)
    .limit(1);
  return found.length > 0;
}

/** Matches among the scope's newest PROBE_ROWS rows, counted up to SEARCH_COUNT_LIMIT + 1. */
async function probeHits(db: Db, search: { scope: SQL | undefined; match: SQL | undefined }) {
  const recent = db
    .select({ hit: sql<boolean>`coalesce(${search.match}, false)`.as('hit') })
    .from(transactionsView)
    .where(search.scope)
    .orderBy(desc(transactionsView.createdAt))
    .limit(PROBE_ROWS)
    .as('recent');
  const hits = db
    .select({ one: sql`1`.as('one') })
    .from(recent)
    .where(sql`${recent.hit}`)
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('hits');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits);
  return row?.n ?? 0;
}

/**
 * The match within the scope; for a whole e-mail, and a scarce term no link names, with the
 * scope out of the indexes' reach.
 */
export function searchCondition(
  search: { scope: SQL | undefined; match: SearchMatch | undefined },
  linksNamed = false,
) {
  const alone = search.match?.wholeEmail || (search.match?.scarce && !linksNamed);
  if (!alone) return and(search.scope, search.match);
  // The scope as a condition no index can answer, so the term's rows are found by its own indexes
  // and the scope only checks them. The planner cannot tell how few rows those are (an e-mail's
  // partial expression index has no statistics; a trigram's ILIKE is guessed at 0.01 %), so it
  // ANDs in the scope's own index: at 10 M rows every entry of the biggest seller's (94,000:
  // 18-55 ms) or its marketplace's (1.4 M: 600 ms), to keep an e-mail's 19 rows or a scarce term's
  // few. IS TRUE keeps the rows the scope keeps (NULL is dropped either way).
  return and(search.scope ? sql`(${search.scope}) IS TRUE` : undefined, search.match);
}

/** The matches, up to SEARCH_COUNT_LIMIT + 1, in no order (email-search-plan.test.ts plans it). */
export function matchesQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: transactionsView.id,
      createdAt: transactionsView.createdAt,
      status: transactionsView.status,
      amountCents: transactionsView.amountCents,
      refundedCents: transactionsView.refundedCents,
    })
    .from(transactionsView)
    .where(where)
    .limit(SEARCH_COUNT_LIMIT + 1);
}
