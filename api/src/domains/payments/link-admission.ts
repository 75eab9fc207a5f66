import { sql } from 'drizzle-orm';
import { LINK_CLOSED_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { rowsOf } from '../../platform/db/sql-helpers';
import type { PayableLink } from '../links';
import { insertAttemptTransaction } from './transactions-repo';
import type { NewTransaction } from './tables';
import { OPEN_STATUSES, sqlList } from './tx-status';

export const PAYMENT_IN_PROGRESS =
  'Já existe um pagamento em andamento para este link. Aguarde alguns minutos e tente novamente.';

type Counts = { paid: number; open: number };

/**
 * Writes a charge's first row, unless the link is full. A link that takes any number of payments
 * just inserts. A one-payment link (or one with a limit) counts, under a per-link lock held until
 * the row is in, what was paid and what is still open (a PIX code that can still be paid, a card
 * in flight): two payers at once cannot both get a charge past the limit, by PIX or by card. The
 * counts come from one statement, so a payment confirmed meanwhile is seen either as open or as
 * paid, never as neither. `payerKey`'s own open codes are not in the way of that payer's card
 * (payByCard voids them first); the row being resumed (same Idempotency-Key) is not counted.
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
    const { paid, open } = await countUses(tx, link.id, row.id);
    if (paid >= capacity) {
      const reason = link.usage === 'unico' ? 'pago' : 'limite';
      throw new AppError(409, 'link_closed', LINK_CLOSED_MESSAGES[reason]);
    }
    if (paid + open >= capacity) throw new AppError(409, 'payment_in_progress', PAYMENT_IN_PROGRESS);
    await insertAttemptTransaction(tx, row);
  });
}

async function countUses(db: Db, linkId: string, exceptId: string): Promise<Counts> {
  const rows = await db.execute<{ paid: number; open: number }>(sql`
    SELECT count(*) FILTER (WHERE status IN ('pago', 'estornada'))::int AS paid,
           count(*) FILTER (WHERE status IN (${sql.raw(sqlList(OPEN_STATUSES))}))::int AS open
    FROM transactions WHERE link_id = ${linkId} AND id <> ${exceptId}`);
  const first = rowsOf<Counts>(rows)[0];
  return { paid: Number(first?.paid ?? 0), open: Number(first?.open ?? 0) };
}
