import { sql } from 'drizzle-orm';
import { LINK_CLOSED_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { rowsOf } from '../../platform/db/sql-helpers';
import { countCouponUses, couponLimitError } from './coupon-uses';
import { orderColumns, type ChargeLink } from './order';
import { insertAttemptTransaction } from './transactions-repo';
import { SOLD_STATUSES, sqlList } from './tx-status';
import type { NewTransaction } from './tables';

/**
 * Writes a charge's first row, with the order the payer chose (quantity, coupon, answers), unless
 * the link is full or the coupon used up. A link that takes any number of payments and no coupon
 * just inserts. A one-payment link (or one with a limit) counts, under a per-link lock held until
 * the row is in, what was paid: a full link is 409 `link_closed`. Open attempts (a PIX code, a
 * boleto, a card in flight) are not counted (issue 35 item 7): an anonymous code must not hold the
 * link against the payer who really pays. The first payments that complete fill the link, the
 * codes still open are then voided, and one that completes past the limit is given back
 * (link-closing.ts). A coupon with a limit counts the other way (issue 40): every attempt not
 * ended unpaid holds a use, under the coupon's lock, so parallel payers cannot pass the limit; a
 * code that expires or a card refused gives its use back by ending.
 */
export async function admitAttempt(
  ctx: AppContext,
  link: ChargeLink,
  attempt: NewTransaction & { id: string },
): Promise<void> {
  const row = { ...attempt, ...orderColumns(link.order) };
  const coupon = link.order.coupon;
  const limited = coupon !== null && (coupon.maxUses !== null || coupon.maxUsesPerPayer !== null);
  if (link.capacity === null && !limited) return insertAttemptTransaction(ctx.db, row);
  await ctx.db.transaction(async (tx) => {
    // Always in this order (link, then coupon), so two attempts never wait on each other crosswise.
    if (link.capacity !== null) {
      await lock(tx, `payment_link:${link.id}`);
      if ((await paidCount(tx, link.id, row.id)) >= link.capacity) {
        const reason = link.usage === 'unico' ? 'pago' : 'limite';
        throw new AppError(409, 'link_closed', LINK_CLOSED_MESSAGES[reason]);
      }
    }
    if (coupon && limited) {
      await lock(tx, `coupon:${coupon.id}`);
      const uses = await countCouponUses(tx, coupon.id, row.id, {
        email: row.payerEmail ?? null,
        cpf: row.payerCpf ?? null,
        key: row.payerKey ?? null,
      });
      const refused = couponLimitError(coupon, uses);
      if (refused) throw refused;
    }
    await insertAttemptTransaction(tx, row);
  });
}

const lock = (db: Db, name: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

async function paidCount(db: Db, linkId: string, exceptId: string): Promise<number> {
  const rows = await db.execute<{ paid: number }>(sql`
    SELECT count(*)::int AS paid FROM transactions
    WHERE link_id = ${linkId} AND id <> ${exceptId} AND status IN (${sql.raw(sqlList(SOLD_STATUSES))})`);
  return Number(rowsOf<{ paid: number }>(rows)[0]?.paid ?? 0);
}
