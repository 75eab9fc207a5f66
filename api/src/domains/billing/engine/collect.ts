import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { chargeSavedCard } from '../../payments';
import { chargeAttempts, type AttemptOutcome } from '../tables';
import { applyOutcome } from './apply-outcome';
import { holdLeases, renewLease } from './attempt-lease';
import { BLOCKING_OUTCOMES } from './attempt-lifecycle';
import { runBoletoAttempt } from './boleto-attempt';
import { cardFor, loadChargeContext } from './charge-context';
import { chargeStatusAllows } from './charge-lifecycle';
import { statusAllows } from './lifecycle';
import type { ClaimedAttempt, Clock } from './types';

/**
 * Charges claimed per round: small, so several instances share a large sweep and a claimed
 * attempt is executed soon after its lease is taken.
 */
export const CLAIM_BATCH = 20;

/**
 * The collecting step: claims charges due today whose subscription the lifecycle still charges,
 * none with an attempt in flight, a boleto waiting for its payer or an attempt whose outcome is
 * unknown (it may have taken the money: recover.ts): one attempt row each, written and committed
 * before any provider call.
 *
 * The claim is not platform/db/lease-due.ts's: a charge has no lease column to set; its lease is
 * the attempt row inserted here (with its own `lease_until`), so the charge's row lock must be held
 * by the transaction that inserts it, or two instances could both find the charge free and both
 * number an attempt for it.
 */
export async function claimDueCharges(
  ctx: AppContext,
  today: string,
  clock: Clock,
): Promise<ClaimedAttempt[]> {
  return ctx.db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; next_no: number }>(
      await tx.execute(sql`
        SELECT c.id,
               COALESCE((SELECT max(a.attempt_no) FROM subscription_charge_attempts a WHERE a.charge_id = c.id), 0) + 1 AS next_no
          FROM subscription_charges c JOIN subscriptions s ON s.id = c.subscription_id
         WHERE ${chargeStatusAllows(sql`c.status`, 'engine_attempts')} AND c.next_attempt_on <= ${today}::date
           AND ${statusAllows(sql`s.status`, 'engine_attempts')}
           AND NOT EXISTS (SELECT 1 FROM subscription_charge_attempts a
                            WHERE a.charge_id = c.id AND ${inArray(sql`a.outcome`, [...BLOCKING_OUTCOMES])})
         ORDER BY c.next_attempt_on, c.id
         LIMIT ${CLAIM_BATCH}
           FOR UPDATE OF c SKIP LOCKED`),
    );
    const claimed: ClaimedAttempt[] = [];
    for (const c of due) {
      const attempt: ClaimedAttempt = {
        chargeId: c.id,
        attemptNo: Number(c.next_no),
        transactionId: randomUUID(),
        resumed: false,
        leaseUntil: new Date(clock().getTime() + ctx.config.billing.attemptLeaseMs),
      };
      const rows = await tx
        .insert(chargeAttempts)
        .values({
          chargeId: attempt.chargeId,
          attemptNo: attempt.attemptNo,
          transactionId: attempt.transactionId,
          leaseUntil: attempt.leaseUntil,
          origin: 'engine',
        })
        .onConflictDoNothing()
        .returning({ no: chargeAttempts.attemptNo });
      if (rows.length === 1) claimed.push(attempt);
    }
    return claimed;
  });
}

/** Runs one claimed attempt: charges the card and applies the outcome. */
export async function executeAttempt(
  ctx: AppContext,
  attempt: ClaimedAttempt,
  today: string,
  chosenCardId?: string,
  clock: Clock = () => new Date(),
): Promise<AttemptOutcome> {
  // The fencing check: only the lease this run wrote, still running, lets it call the provider.
  if (!(await renewLease(ctx, attempt, clock))) return 'em_andamento';
  const lease = holdLeases(ctx, [attempt], clock);
  try {
    return await runAttempt(ctx, attempt, today, chosenCardId);
  } finally {
    lease.stop();
  }
}

async function runAttempt(
  ctx: AppContext,
  attempt: ClaimedAttempt,
  today: string,
  chosenCardId: string | undefined,
): Promise<AttemptOutcome> {
  const c = await loadChargeContext(ctx, attempt.chargeId);
  if (!c) return 'indisponivel';
  // A boleto subscription's engine attempt issues its boleto; a customer's chosen card pays by card.
  if (c.boleto && !chosenCardId) return runBoletoAttempt(ctx, c, attempt, today);
  const card = await cardFor(ctx, c.buyerId, chosenCardId);
  if (!card) return applyOutcome(ctx, c, attempt, { status: 'sem_cartao' }, today);
  const outcome = await chargeSavedCard(ctx, {
    transactionId: attempt.transactionId,
    resumed: attempt.resumed,
    subscriptionChargeId: c.charge.id,
    sellerId: c.sellerId,
    marketplaceId: c.marketplaceId,
    amountCents: c.charge.amountCents,
    description: `Assinatura ${c.planName}`,
    card: {
      providerCardId: card.providerCardId,
      providerBuyerId: c.buyerProviderId,
      brand: card.brand,
      last4: card.last4,
      holderName: card.holderName,
    },
    payer: c.payer,
  });
  return applyOutcome(ctx, c, attempt, outcome, today);
}
