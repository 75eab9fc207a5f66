import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  StatementKind,
  StatementLine,
  StatementPage,
  statementListQuerySchema,
} from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { periodOf } from './day';
import { statementDayTotals, statementLines, type StatementLineRow } from './tables';

/** The filters every read of one seller's lines takes (list and exports). */
export type LineFilter = { sellerId: string; from: string; to: string; kind?: StatementKind | undefined };

export const lineView = (row: StatementLineRow): StatementLine => ({
  seq: String(row.seq),
  sellerId: row.sellerId,
  kind: row.kind,
  amountCents: row.amountCents,
  balanceAfterCents: row.balanceAfterCents,
  day: row.day,
  occurredAt: row.occurredAt.toISOString(),
  transactionId: row.transactionId,
  payoutId: row.payoutId,
  anticipationId: row.anticipationId,
  description: row.description,
});

export const filterWhere = (f: LineFilter): SQL =>
  and(
    eq(statementLines.sellerId, f.sellerId),
    gte(statementLines.day, f.from),
    lte(statementLines.day, f.to),
    f.kind ? eq(statementLines.kind, f.kind) : undefined,
  )!;

/** Newest first: by day, then by posting order (what the indexes keep). */
export const NEWEST_FIRST = [desc(statementLines.day), desc(statementLines.seq)];

/** The cursor is the last line's day and number, digits only: `YYYYMMDD` then the seq. */
const cursorOf = (row: StatementLineRow) => `${row.day.replaceAll('-', '')}${row.seq}`;
function afterCursor(cursor: string): SQL {
  const day = `${cursor.slice(0, 4)}-${cursor.slice(4, 6)}-${cursor.slice(6, 8)}`;
  const seq = BigInt(cursor.slice(8));
  return or(lt(statementLines.day, day), and(eq(statementLines.day, day), lt(statementLines.seq, seq)))!;
}

/** The balance before `from` and after `to`, from the daily sums (never every line). */
export async function periodBalances(db: Db, sellerId: string, from: string, to: string) {
  const [row] = await db
    .select({
      opening: sql<string>`coalesce(sum(${statementDayTotals.amountCents}) FILTER (WHERE ${statementDayTotals.day} < ${from}), 0)`,
      closing: sql<string>`coalesce(sum(${statementDayTotals.amountCents}), 0)`,
    })
    .from(statementDayTotals)
    .where(and(eq(statementDayTotals.sellerId, sellerId), lte(statementDayTotals.day, to)));
  return { openingBalanceCents: Number(row?.opening ?? 0), closingBalanceCents: Number(row?.closing ?? 0) };
}

export async function statementPage(
  db: Db,
  sellerId: string,
  q: z.output<typeof statementListQuerySchema>,
): Promise<StatementPage> {
  const { from, to } = periodOf(q);
  const filter = { sellerId, from, to, kind: q.kind };
  const rows = await db
    .select()
    .from(statementLines)
    .where(and(filterWhere(filter), q.cursor ? afterCursor(q.cursor) : undefined))
    .orderBy(...NEWEST_FIRST)
    .limit(q.pageSize + 1);
  const page = rows.slice(0, q.pageSize);
  return {
    sellerId,
    from,
    to,
    ...(await periodBalances(db, sellerId, from, to)),
    data: page.map(lineView),
    nextCursor: rows.length > q.pageSize ? cursorOf(page[page.length - 1]!) : null,
  };
}
