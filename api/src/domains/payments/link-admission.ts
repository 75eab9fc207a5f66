import { sql } from 'drizzle-orm';
import { LINK_CLOSED_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { rowsOf } from '../../platform/db/sql-helpers';
import type { PayableLink } from '../links';
import { insertAttemptTransaction } from './transactions-repo';
import { SOLD_STATUSES, sqlList } from './tx-status';
import type { NewTransaction } from './tables';

/**
 * Writes a charge's first row, unless the link is full. A link that takes any number of payments
 * just inserts. A one-payment link (or one with a limit) counts, under a per-link lock held until
 * the row is in, what was paid: a full link is 409 `link_closed`. Open attempts (a PIX code, a
 * boleto, a card in flight) are not counted (issue 35 item 7): an anonymous code must not hold the
 * link against the payer who really pays. The first payments that complete fill the link, the
 * codes still open are then voided, and one that completes past the limit is given back
 * (link-closing.ts).
 */
export async function admitAttempt(
  ctx: AppContext,
  link: PayableLink,
  row: NewTransaction & { id: string },
): Promise<void> {
  if (link.capacity === null) return insertAttemptTransaction(ctx.db, row);
  const capacity = link.capacity;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`payment_link:${link.id}`}, 0))`);
    if ((await paidCount(tx, link.id, row.id)) >= capacity) {
      const reason = link.usage === 'unico' ? 'pago' : 'limite';
      throw new AppError(409, 'link_closed', LINK_CLOSED_MESSAGES[reason]);
    }
    await insertAttemptTransaction(tx, row);
  });
}

async function paidCount(db: Db, linkId: string, exceptId: string): Promise<number> {
  const rows = await db.execute<{ paid: number }>(sql`
    SELECT count(*)::int AS paid FROM transactions
    WHERE link_id = ${linkId} AND id <> ${exceptId} AND status IN (${sql.raw(sqlList(SOLD_STATUSES))})`);
  return Number(rowsOf<{ paid: number }>(rows)[0]?.paid ?? 0);
}
