import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { SavedCardOutcome } from '../../payments';
import { isHardDecline } from '../decline-reasons';
import { enqueueRenewalRefused } from '../renewal-mail';
import { runSubscriptionCanceledHooks } from '../subscription-hooks';
import { addDays } from '../schedule';
import type { AttemptOutcome } from '../tables';
import { ATTEMPT_MACHINE, REFUSED_OUTCOMES, type AttemptEvent } from './attempt-lifecycle';
import { moveAttempt } from './attempt-outcome';
import type { ChargeContext } from './charge-context';
import { chargeStatusAllows } from './charge-lifecycle';
import { moveCharge } from './charge-status';
import type { SubscriptionEvent } from './lifecycle';
import { moveSubscription } from './subscription-status';
import type { ClaimedAttempt } from './types';

export type Outcome = SavedCardOutcome | { status: 'sem_cartao' };

/** A reversed payment's attempt, as settle-reversals.ts records it (decline-reasons.ts). */
export const REVERSED = 'reversed';

/** Writes an attempt's outcome to the attempt, its charge and its subscription, in one transaction. */
export async function applyOutcome(
  ctx: AppContext,
  c: ChargeContext,
  attempt: ClaimedAttempt,
  outcome: Outcome,
  today: string,
): Promise<AttemptOutcome> {
  // Unknown (provider silent) or still under review: the attempt stays in flight; its lease
  // running out hands it to recoverLostAttempts, which asks the provider by reference.
  if (outcome.status === 'indisponivel' || outcome.status === 'pendente') return 'em_andamento';
  const event: AttemptEvent =
    outcome.status === 'pago'
      ? 'paid'
      : outcome.status === 'sem_cartao'
        ? 'no_card'
        : outcome.status === 'recusado' && isHardDecline(outcome.declineReason)
          ? 'hard_declined'
          : 'refused';
  const final = ATTEMPT_MACHINE.next('em_andamento', event)!;
  const declineReason =
    outcome.status === 'recusado'
      ? outcome.declineReason
      : outcome.status === 'sem_cartao'
        ? 'sem_cartao'
        : null;
  await ctx.db.transaction(async (tx) => {
    // Money taken is recorded even if a recovery gave the attempt up as unavailable, or kept its
    // outcome unknown, meanwhile; an issued boleto is settled here when it is paid or expires.
    const moved = await moveAttempt(tx, attempt, event, declineReason);
    if (!moved) return; // another run already settled this attempt
    if (final === 'pago') return recordPaid(ctx, tx, c, attempt);
    // A customer's own refused payment leaves the engine's schedule as it was.
    if (moved.origin === 'customer') return;
    await recordRefused(ctx, tx, c, final, declineReason, today);
  });
  return final;
}

async function recordPaid(ctx: AppContext, tx: Db, c: ChargeContext, attempt: ClaimedAttempt) {
  const paid = await moveCharge(tx, c.charge.id, 'paid', {
    paidTransactionId: attempt.transactionId,
    nextAttemptOn: null,
  });
  if (!paid) {
    // Only reachable if a provider call outlived the attempt lease: a person must refund one.
    ctx.log.error(
      { chargeId: c.charge.id, transactionId: attempt.transactionId },
      'subscription charge paid twice: refund one of its transactions',
    );
  }
  const [other] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT id FROM subscription_charges
       WHERE subscription_id = ${c.subscriptionId} AND ${chargeStatusAllows(sql`status`, 'customer_pays')} AND id <> ${c.charge.id}
       LIMIT 1`),
  );
  // Paid: active again unless another cycle is still unpaid.
  await moveSubscriptionOf(tx, c.subscriptionId, other ? 'charge_paid_overdue' : 'charge_paid');
}

/**
 * A refused engine attempt's dunning: the charge's retry day (or given up), the subscription's
 * status, the customer's notice and, once given up, the subscription's end told to other domains.
 * Also a reversed payment's (settle-reversals.ts), which counts as a refused attempt whoever made it.
 */
export async function recordRefused(
  ctx: AppContext,
  tx: Db,
  c: ChargeContext,
  final: AttemptOutcome,
  declineReason: string | null,
  today: string,
) {
  const engineFailures =
    rowsOf<{ n: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS n FROM subscription_charge_attempts
         WHERE charge_id = ${c.charge.id} AND (origin = 'engine' OR decline_reason = ${REVERSED})
           AND ${inArray(sql`outcome`, [...REFUSED_OUTCOMES])}`),
    )[0]?.n ?? 1;
  const retryOffset =
    final === 'recusado_definitivo' ? undefined : ctx.config.billing.retryDays[engineFailures - 1];
  const gaveUp = retryOffset === undefined;
  const nextOn = gaveUp ? null : maxDate(addDays(c.charge.cycleDate, retryOffset), addDays(today, 1));
  const moved = await moveCharge(tx, c.charge.id, gaveUp ? 'given_up' : 'retry_scheduled', {
    nextAttemptOn: nextOn,
    lastFailure: declineReason,
    attempts: engineFailures,
  });
  // Cancelled while the provider answered: the charge stays cancelled, its subscription too, and
  // the customer is not told of a retry that will never come.
  if (!moved) return;
  const subscription = await moveSubscriptionOf(
    tx,
    c.subscriptionId,
    gaveUp ? 'charging_stopped' : 'charge_refused',
  );
  const renewal = {
    ...c,
    chargeId: c.charge.id,
    amountCents: c.charge.amountCents,
    customer: c.payer,
    byBoleto: c.boleto !== null,
  };
  await enqueueRenewalRefused(tx, renewal, engineFailures, nextOn);
  if (gaveUp && subscription)
    await runSubscriptionCanceledHooks(tx, {
      ...subscription,
      reason: 'payment_failed',
      canceledAt: subscription.updatedAt,
    });
}

/**
 * Moves the subscription of a settled charge. An outcome the table does not allow (a charge
 * settled after the subscription was cancelled, a lost attempt refused after it stopped) leaves the
 * status as it is: the charge and its transaction still record what the provider did. Answers the
 * moved row, or null when it stayed.
 */
async function moveSubscriptionOf(tx: Db, subscriptionId: string, event: SubscriptionEvent) {
  const moved = await moveSubscription(tx, subscriptionId, event);
  return moved && moved.previous !== moved.row.status ? moved.row : null;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
