import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES as M, type SubscriptionStatus } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { buyers, type Principal } from '../accounts';
import { recurrencePlans } from '../recurrence-plans';
import { clockFrom, executeAttempt } from './engine';
import { nextCycleDate, saoPauloToday } from './schedule';
import { chargeAttempts, savedCards, subscriptions, type AttemptOutcome } from './tables';
import { rowsOf } from '../../platform/db/sql-helpers';

type Row = { charge_id: string; next_no: number };

/**
 * POST /assinaturas/:id/pagar: the customer pays the oldest open (or failed) charge of their
 * subscription with one of their saved cards. The Idempotency-Key is stored on the attempt row,
 * which is written before the provider call: a second click replays the first outcome and never
 * charges again; a different key while one payment runs answers 409.
 */
export async function payOpenCharge(
  ctx: AppContext,
  who: Principal,
  subscriptionId: string,
  cardId: string,
  key: string,
  now: Date = new Date(),
): Promise<{ message: string; status: SubscriptionStatus }> {
  if (who.cargo !== 'customer') throw AppError.forbidden('Acesso restrito');
  const [sub] = await ctx.db
    .select({ s: subscriptions, frequency: recurrencePlans.frequency, interval: recurrencePlans.interval })
    .from(subscriptions)
    .innerJoin(buyers, eq(buyers.id, subscriptions.buyerId))
    .innerJoin(recurrencePlans, eq(recurrencePlans.id, subscriptions.planoId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(buyers.userId, who.userId)))
    .limit(1);
  if (!sub) throw AppError.notFound(M.notFound);
  const [card] = await ctx.db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, who.userId), isNull(savedCards.deletedAt)))
    .limit(1);
  if (!card) throw AppError.notFound(M.cardNotFound);

  const [replay] = await ctx.db
    .select()
    .from(chargeAttempts)
    .where(eq(chargeAttempts.idempotencyKey, key))
    .limit(1);
  if (replay) return answer(ctx, replay.outcome, subscriptionId);

  const claimed = await ctx.db.transaction(async (tx) => {
    const [open] = rowsOf<Row & { busy: boolean }>(
      await tx.execute(sql`
        SELECT c.id AS charge_id,
               COALESCE((SELECT max(a.attempt_no) FROM subscription_charge_attempts a WHERE a.charge_id = c.id), 0) + 1 AS next_no,
               EXISTS (SELECT 1 FROM subscription_charge_attempts a WHERE a.charge_id = c.id AND a.outcome = 'em_andamento') AS busy
          FROM subscription_charges c
         WHERE c.subscription_id = ${subscriptionId} AND c.status IN ('aberta', 'falhou')
         ORDER BY c.cycle_date LIMIT 1
           FOR UPDATE OF c`),
    );
    if (!open) throw AppError.unprocessable(M.nothingDue, 'nothing_due');
    if (open.busy)
      throw AppError.conflict('Um pagamento desta assinatura já está em andamento.', 'payment_in_flight');
    const transactionId = randomUUID();
    await tx.insert(chargeAttempts).values({
      chargeId: open.charge_id,
      attemptNo: Number(open.next_no),
      transactionId,
      origin: 'customer',
      idempotencyKey: key,
      leaseUntil: new Date(now.getTime() + ctx.config.billing.attemptLeaseMs),
    });
    // A failed charge being paid is open again, so the engine's bookkeeping sees it as due.
    await tx.execute(
      sql`UPDATE subscription_charges SET status = 'aberta' WHERE id = ${open.charge_id} AND status = 'falhou'`,
    );
    return { chargeId: open.charge_id, attemptNo: Number(open.next_no), transactionId, resumed: false };
  });

  const today = saoPauloToday(now);
  const wasInactive = sub.s.status === 'inativa';
  const outcome = await executeAttempt(ctx, claimed, today, cardId, clockFrom(now));
  if (outcome === 'pago' && wasInactive) {
    // Back from inactive: charging resumes from the next cycle after today, not for the months missed.
    let next = sub.s.dataCobranca;
    while (next <= today) next = nextCycleDate(next, sub.frequency, sub.interval, sub.s.anchorDay);
    await ctx.db
      .update(subscriptions)
      .set({ dataCobranca: next, dataVencimento: next })
      .where(eq(subscriptions.id, subscriptionId));
  }
  return answer(ctx, outcome, subscriptionId);
}

async function answer(ctx: AppContext, outcome: AttemptOutcome, subscriptionId: string) {
  const [s] = await ctx.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  const status = s?.status ?? 'vencida';
  if (outcome === 'pago') return { message: M.paid, status };
  if (outcome === 'em_andamento')
    throw AppError.conflict('Pagamento em processamento. Confira em instantes.', 'payment_pending');
  throw new AppError(402, 'card_declined', 'Pagamento recusado pelo emissor do cartão. Tente outro cartão.');
}
