import { and, asc, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { transactionsView } from '../payments';
import { revenueOf } from './aggregates';
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
 *   at SEARCH_COUNT_LIMIT + 1: a common term is known for one in a few milliseconds.
 * - Over the limit: the count says "more than the limit", the revenue is withheld (a sum over some
 *   of the matches would be a wrong figure), and the page is read as a filtered page always was,
 *   newest first, which a common term fills quickly.
 * - Otherwise the matches are read up to the limit + 1 with no order, which leaves the planner
 *   free to take the trigram indexes; count and revenue are then exact, and the page is cut from
 *   those rows (ordered by the database, then read by id). It never walks the whole scope in date
 *   order looking for matches that are not there.
 */
export async function searchPage(
  db: Db,
  search: { scope: SQL | undefined; match: SQL | undefined },
  sort: SortOrder,
  page: number,
  pageSize: number,
): Promise<SearchAnswer> {
  const where = and(search.scope, search.match);
  const capped = async (): Promise<SearchAnswer> => ({
    rows: await findPage(db, where, sort, page, pageSize),
    count: SEARCH_COUNT_LIMIT,
    revenueCents: null,
    capped: true,
  });
  if ((await probeHits(db, search)) > SEARCH_COUNT_LIMIT) return capped();

  const matches = db
    .select({
      id: transactionsView.id,
      createdAt: transactionsView.createdAt,
      status: transactionsView.status,
      amountCents: transactionsView.amountCents,
      refundedCents: transactionsView.refundedCents,
    })
    .from(transactionsView)
    .where(where)
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('matches');
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
