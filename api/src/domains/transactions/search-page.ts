import { and, asc, desc, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { transactionsView } from '../payments';
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
 * A search's page and its cards (issue 42). A term matches anything from one row (a payer's
 * e-mail) to hundreds of thousands (a common surname across a marketplace): counting and summing
 * every match took seconds at 10 M rows. So the matches are read up to SEARCH_COUNT_LIMIT + 1 with
 * no order, which leaves the planner free to take the trigram indexes for a rare term and to stop
 * early on a common one.
 * - Up to the limit: count and revenue are exact, from those rows, and the page is cut from them
 *   (ordered by the database, then read by id). The page never walks the whole scope in date
 *   order looking for matches that are not there.
 * - Over it: the count says "more than the limit", the revenue is withheld, and the page is read
 *   as a filtered page always was, newest first, which a common term fills quickly.
 */
export async function searchPage(
  db: Db,
  where: SQL | undefined,
  sort: SortOrder,
  page: number,
  pageSize: number,
): Promise<SearchAnswer> {
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

  if (found.length > SEARCH_COUNT_LIMIT) {
    const rows = await findPage(db, where, sort, page, pageSize);
    return { rows, count: SEARCH_COUNT_LIMIT, revenueCents: null, capped: true };
  }
  const revenueCents = found.reduce(
    (sum, r) => (r.status === 'pago' ? sum + r.amountCents - r.refundedCents : sum),
    0,
  );
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
