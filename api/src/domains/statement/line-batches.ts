import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filterWhere, type LineFilter } from './list';
import { statementLines, type StatementLineRow } from './tables';

const BATCH = 10_000;

/** What a file needs of a line: the rest (keys, provider refs, timestamps) stays in the database. */
export type ExportLine = Pick<
  StatementLineRow,
  | 'seq'
  | 'day'
  | 'kind'
  | 'description'
  | 'transactionId'
  | 'payoutId'
  | 'anticipationId'
  | 'amountCents'
  | 'balanceAfterCents'
>;

const columns = {
  seq: statementLines.seq,
  day: statementLines.day,
  kind: statementLines.kind,
  description: statementLines.description,
  transactionId: statementLines.transactionId,
  payoutId: statementLines.payoutId,
  anticipationId: statementLines.anticipationId,
  amountCents: statementLines.amountCents,
  balanceAfterCents: statementLines.balanceAfterCents,
};

function batchAfter(db: Db, filter: LineFilter, after: ExportLine | null): Promise<ExportLine[]> {
  // A row comparison walks the (seller, day, seq) index in one range, where an OR of two
  // conditions made the planner filter.
  const cursor: SQL | undefined = after
    ? sql`(${statementLines.day}, ${statementLines.seq}) > (${after.day}, ${after.seq})`
    : undefined;
  return db
    .select(columns)
    .from(statementLines)
    .where(and(filterWhere(filter), cursor))
    .orderBy(asc(statementLines.day), asc(statementLines.seq))
    .limit(BATCH);
}

/**
 * The filter's lines oldest first (what accounting imports expect), in keyset batches of BATCH:
 * an export of any period holds two batches in memory, never the period. The next batch is asked
 * for before the current one is written out, so the database and the encoding overlap.
 */
export async function* lineBatches(db: Db, filter: LineFilter): AsyncGenerator<ExportLine[]> {
  let rows = await batchAfter(db, filter, null);
  while (rows.length > 0) {
    const last = rows[rows.length - 1]!;
    const next = rows.length < BATCH ? null : batchAfter(db, filter, last);
    // A failed prefetch is thrown where it is awaited, not as an unhandled rejection meanwhile.
    next?.catch(() => undefined);
    yield rows;
    if (!next) return;
    rows = await next;
  }
}
