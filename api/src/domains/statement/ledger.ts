import { asc, inArray, sql } from 'drizzle-orm';
import type { StatementKind } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { statementBalances, statementDayTotals, statementLines } from './tables';

/** A line to append; `postingKey` names its cause so a replay posts nothing twice. */
export type NewLine = {
  sellerId: string;
  marketplaceId: string;
  kind: StatementKind;
  amountCents: number;
  day: string;
  occurredAt: Date;
  transactionId?: string | null;
  payoutId?: string | null;
  anticipationId?: string | null;
  providerRef?: string | null;
  description: string;
  postingKey: string;
};

export type Ledger = {
  /** Appends the line unless its key was posted; true when it was appended. */
  post(line: NewLine): Promise<boolean>;
};

/**
 * Runs `fn` holding the balance rows of `sellerIds` (FOR UPDATE, in id order so two postings never
 * wait on each other crosswise): what `fn` reads of those sellers' lines cannot change under it,
 * and each line's `balance_after` is the running sum, exact under concurrency. Give it the
 * recording transaction: the lines commit (or roll back) with the change they book.
 */
export async function withLedger<T>(db: Db, sellerIds: readonly string[], fn: (l: Ledger) => Promise<T>) {
  const ids = [...new Set(sellerIds)].sort();
  if (ids.length > 0)
    await db
      .insert(statementBalances)
      .values(ids.map((sellerId) => ({ sellerId })))
      .onConflictDoNothing();
  const locked = ids.length
    ? await db
        .select()
        .from(statementBalances)
        .where(inArray(statementBalances.sellerId, ids))
        .orderBy(asc(statementBalances.sellerId))
        .for('update')
    : [];
  const balances = new Map(locked.map((b) => [b.sellerId, b.balanceCents]));
  const changed = new Set<string>();
  const result = await fn({
    async post(line) {
      const before = balances.get(line.sellerId);
      if (before === undefined) throw new Error(`seller ${line.sellerId} not locked for posting`);
      const [inserted] = await db
        .insert(statementLines)
        .values({ ...line, balanceAfterCents: before + line.amountCents })
        .onConflictDoNothing({ target: statementLines.postingKey })
        .returning({ seq: statementLines.seq });
      if (!inserted) return false;
      balances.set(line.sellerId, before + line.amountCents);
      await db
        .insert(statementDayTotals)
        .values({
          sellerId: line.sellerId,
          marketplaceId: line.marketplaceId,
          day: line.day,
          kind: line.kind,
          amountCents: line.amountCents,
          lineCount: 1,
        })
        .onConflictDoUpdate({
          target: [statementDayTotals.sellerId, statementDayTotals.day, statementDayTotals.kind],
          set: {
            amountCents: sql`${statementDayTotals.amountCents} + excluded.amount_cents`,
            lineCount: sql`${statementDayTotals.lineCount} + 1`,
          },
        });
      changed.add(line.sellerId);
      return true;
    },
  });
  for (const sellerId of changed)
    await db
      .update(statementBalances)
      .set({ balanceCents: balances.get(sellerId)! })
      .where(sql`${statementBalances.sellerId} = ${sellerId}`);
  return result;
}
