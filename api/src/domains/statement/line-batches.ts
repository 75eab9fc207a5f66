import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { filterWhere, type LineFilter } from './list';
import { statementLines, type StatementLineRow } from './tables';

const BATCH = 5_000;

/**
 * The filter's lines oldest first (what accounting imports expect), read in keyset batches of
 * BATCH: an export of any period holds one batch in memory, never the period.
 */
export async function* lineBatches(db: Db, filter: LineFilter): AsyncGenerator<StatementLineRow[]> {
  let after: { day: string; seq: bigint } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(
          gt(statementLines.day, after.day),
          and(eq(statementLines.day, after.day), gt(statementLines.seq, after.seq)),
        )
      : undefined;
    const rows: StatementLineRow[] = await db
      .select()
      .from(statementLines)
      .where(and(filterWhere(filter), cursor))
      .orderBy(asc(statementLines.day), asc(statementLines.seq))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    const last: StatementLineRow | undefined = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { day: last.day, seq: last.seq };
  }
}
