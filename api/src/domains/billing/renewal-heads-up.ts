import { and, eq, exists, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { buyersView } from '../accounts';
import { enqueueMail, isMailable } from '../mail';
import { recurrencePlansView } from '../recurrence-plans';
import { addDays, saoPauloToday } from './schedule';
import { savedCards, subscriptionCharges, subscriptions } from './tables';

export const RENEWAL_HEADS_UP_JOB = 'renewal-heads-up';
/** How many days ahead the customer is told (issue 23: 3 days before the renewal). */
export const HEADS_UP_DAYS = 3;

/** Plans billed less often than monthly: a renewal is rare enough that it may surprise. */
const longerThanAMonth = or(
  and(eq(recurrencePlansView.frequency, 'mensal'), gt(recurrencePlansView.interval, 1)),
  and(eq(recurrencePlansView.frequency, 'diario'), gt(recurrencePlansView.interval, 31)),
);

/**
 * Tells the customer of an active subscription on a plan longer than a month that it renews within
 * the next 3 days (São Paulo calendar): the amount, the day and the principal card. Only renewals
 * (a cycle was paid before), not the first charge the customer just agreed to. Keyed by
 * subscription and renewal day (`renewal-heads-up:<subscription>:<YYYY-MM-DD>`), so repeated
 * sweeps, and a sweep that runs late (D-2 after downtime), send it once. Answers how many queued.
 */
export async function enqueueRenewalHeadsUps(ctx: AppContext, now = new Date()): Promise<number> {
  const today = saoPauloToday(now);
  const rows = await ctx.db
    .select({
      id: subscriptions.id,
      chargeOn: subscriptions.dataCobranca,
      amountCents: subscriptions.amountCents,
      sellerId: subscriptions.sellerId,
      marketplaceId: subscriptions.marketplaceId,
      planName: recurrencePlansView.nome,
      nome: buyersView.nome,
      email: buyersView.email,
      cardBrand: savedCards.brand,
      cardLast4: savedCards.last4,
    })
    .from(subscriptions)
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .leftJoin(
      savedCards,
      and(
        eq(savedCards.buyerId, buyersView.id),
        eq(savedCards.principal, true),
        isNull(savedCards.deletedAt),
      ),
    )
    .where(
      and(
        eq(subscriptions.status, 'ativo'),
        // A boleto subscription hears of its renewal by the boleto's own e-mail (issue 24).
        sql`NOT ('bank_slip' = ANY (${subscriptions.paymentMethods}))`,
        longerThanAMonth,
        gt(subscriptions.dataCobranca, today),
        lte(subscriptions.dataCobranca, addDays(today, HEADS_UP_DAYS)),
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(subscriptionCharges)
            .where(
              and(
                eq(subscriptionCharges.subscriptionId, subscriptions.id),
                eq(subscriptionCharges.status, 'paga'),
              ),
            ),
        ),
      ),
    );
  let queued = 0;
  for (const row of rows) {
    if (!isMailable(row.email)) continue;
    const last4 = row.cardLast4 && /^\d{4}$/.test(row.cardLast4) ? row.cardLast4 : null;
    const sent = await enqueueMail(ctx.db, {
      kind: 'renewal_heads_up',
      to: row.email,
      eventKey: `renewal-heads-up:${row.id}:${row.chargeOn}`,
      marketplaceId: row.marketplaceId,
      sellerId: row.sellerId,
      data: {
        nome: row.nome,
        planName: row.planName,
        amountCents: row.amountCents,
        chargeOn: row.chargeOn,
        cardBrand: last4 ? row.cardBrand : null,
        cardLast4: last4,
      },
    });
    if (sent) queued += 1;
  }
  return queued;
}
