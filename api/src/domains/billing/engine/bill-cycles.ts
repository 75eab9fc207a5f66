import { PLAN_BOLETO_ISSUE_DAYS_DEFAULT } from '@pagora/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { recurrencePlansView as plans } from '../../recurrence-plans';
import { addDays, nextCycleDate } from '../schedule';
import { subscriptionCharges, subscriptions } from '../tables';
import { statusAllows } from './lifecycle';

const BATCH = 100;

/**
 * The billing step (Lago's invoice, apart from its payment): opens one charge per due cycle of a
 * subscription the lifecycle bills, and moves its next date, in one transaction per batch. Paying
 * the charge is another step (collect.ts): a cycle is billed once whatever its payment does.
 *
 * The claim is not platform/db/lease-due.ts's: a subscription has no lease column, and none is
 * needed, since the row lock is held by the transaction that inserts the cycle's charge and moves
 * the next date, so both commit together or not at all and no other instance bills the same date.
 */
export async function billDueCycles(ctx: AppContext, today: string): Promise<number> {
  let opened = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const due = rowsOf<{
        id: string;
        data_cobranca: string;
        amount_cents: string | number;
        anchor_day: number;
        frequency: 'diario' | 'mensal';
        interval: number;
        lead_days: number;
      }>(
        await tx.execute(sql`
          SELECT s.id, to_char(s.data_cobranca, 'YYYY-MM-DD') AS data_cobranca, s.amount_cents, s.anchor_day,
                 ${plans.frequency} AS frequency, ${plans.interval} AS "interval", lead.days AS lead_days
            FROM subscriptions s JOIN ${plans} ON ${plans.id} = s.plano_id
           CROSS JOIN LATERAL (SELECT CASE WHEN 'bank_slip' = ANY (s.payment_methods)
                                           THEN COALESCE(${plans.boletoIssueDays}, ${PLAN_BOLETO_ISSUE_DAYS_DEFAULT}) ELSE 0 END AS days) lead
           WHERE ${statusAllows(sql`s.status`, 'cycle_opened')} AND s.data_cobranca <= ${today}::date + lead.days
           ORDER BY s.data_cobranca
           LIMIT ${BATCH}
             FOR UPDATE OF s SKIP LOCKED`),
      );
      for (const s of due) {
        const inserted = await tx
          .insert(subscriptionCharges)
          .values({
            subscriptionId: s.id,
            cycleDate: s.data_cobranca,
            amountCents: Number(s.amount_cents),
            // A boleto's cycle is billed and attempted (its boleto issued) `lead_days` early.
            nextAttemptOn: addDays(s.data_cobranca, -Number(s.lead_days)),
          })
          .onConflictDoNothing()
          .returning({ id: subscriptionCharges.id });
        opened += inserted.length;
        await tx
          .update(subscriptions)
          // Only the next charge date moves: the due date is derived from the open charges
          // (a refused cycle keeps the subscription due since that cycle's date).
          .set({
            dataCobranca: nextCycleDate(s.data_cobranca, s.frequency, s.interval, s.anchor_day),
            updatedAt: new Date(),
          })
          .where(eq(subscriptions.id, s.id));
      }
      return due.length;
    });
    if (n < BATCH) return opened;
  }
}
