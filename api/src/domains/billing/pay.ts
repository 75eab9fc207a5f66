import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES as M, type SubscriptionStatus } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { buyersView } from '../accounts';
import { type Principal } from '../../platform/principal';
import { recurrencePlansView } from '../recurrence-plans';
import {
  chargeStatusAllows,
  clockFrom,
  executeAttempt,
  moveCharge,
  transition,
  type ClaimedAttempt,
} from './engine';
import { nextCycleDate, saoPauloToday } from './schedule';
import { chargeAttempts, savedCards, subscriptions, type AttemptOutcome } from './tables';
import { rowsOf } from '../../platform/db/sql-helpers';

/**
 * The stored form of a customer's Idempotency-Key: their user id, the saved card it paid with and
 * the key (subscription_charge_attempts.idempotency_key is unique). Keys are the customer's own, so
 * another customer's identical key is another payment; the card travels with the key so reusing
 * it with another card is seen (the attempt's charge already names the subscription).
 */
const storedKey = (card: { userId: string; id: string }, key: string) => `${card.userId}:${card.id}:${key}`;

/** What paying answers: paid (with the subscription's status now), or the card refused. */
export type PayOutcome =
  { kind: 'paid'; message: string; status: SubscriptionStatus } | { kind: 'declined'; message: string };

type Claim = { kind: 'replay'; outcome: AttemptOutcome } | { kind: 'claimed'; attempt: ClaimedAttempt };

/**
 * POST /assinaturas/:id/pagar: the customer pays the oldest open (or failed) charge of their
 * subscription with one of their saved cards. The Idempotency-Key is stored on the attempt row,
 * which is written before the provider call: the same key, subscription and card again replays the
 * first outcome and never charges again (409 while that first request still runs); the same key
 * for another subscription or card is refused (422); a different key while one payment runs, 409.
 */
export async function payOpenCharge(
  ctx: AppContext,
  who: Principal,
  subscriptionId: string,
  cardId: string,
  key: string,
  now: Date = new Date(),
): Promise<PayOutcome> {
  if (who.cargo !== 'customer') throw AppError.forbidden('Acesso restrito');
  const [sub] = await ctx.db
    .select({
      s: subscriptions,
      frequency: recurrencePlansView.frequency,
      interval: recurrencePlansView.interval,
    })
    .from(subscriptions)
    .innerJoin(buyersView, eq(buyersView.id, subscriptions.buyerId))
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(buyersView.userId, who.userId)))
    .limit(1);
  if (!sub) throw AppError.notFound(M.notFound);
  transition(sub.s.status, 'customer_pays');
  // A boleto subscription is paid at the bank, with the boleto e-mailed for the charge (issue 24).
  if (sub.s.paymentMethods.includes('bank_slip')) throw AppError.conflict(M.payByBoleto, 'pay_by_boleto');
  const [card] = await ctx.db
    .select({ id: savedCards.id, userId: savedCards.userId })
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, who.userId), isNull(savedCards.deletedAt)))
    .limit(1);
  if (!card) throw AppError.notFound(M.cardNotFound);

  const claim = await ctx.db.transaction((tx) => claimPayment(ctx, tx, sub.s.id, card, key, now));
  if (claim.kind === 'replay') return answer(ctx, claim.outcome, sub.s.id, true);

  const today = saoPauloToday(now);
  const wasInactive = sub.s.status === 'inativa';
  const outcome = await executeAttempt(ctx, claim.attempt, today, card.id, clockFrom(now));
  if (outcome === 'pago' && wasInactive) {
    // Back from inactive: charging resumes from the next cycle after today, not for the months missed.
    let next = sub.s.dataCobranca;
    while (next <= today) next = nextCycleDate(next, sub.frequency, sub.interval, sub.s.anchorDay);
    await ctx.db.update(subscriptions).set({ dataCobranca: next }).where(eq(subscriptions.id, sub.s.id));
  }
  return answer(ctx, outcome, sub.s.id, false);
}

/**
 * In one transaction: the key's earlier use if any, else a new attempt on the open charge. Every
 * read follows the lock it depends on, each in a statement of its own: on PostgreSQL a request
 * that waited (a double click) then reads what the first one committed, instead of a snapshot
 * taken before it, and answers 409 or the replay rather than colliding on a unique index.
 */
async function claimPayment(
  ctx: AppContext,
  tx: Db,
  subscriptionId: string,
  card: { userId: string; id: string },
  key: string,
  now: Date,
): Promise<Claim> {
  const stored = storedKey(card, key);
  // One request per customer and key at a time, on every instance.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`billing-pay:${card.userId}:${key}`}, 0))`,
  );
  // The key with any of the customer's cards, deleted ones too: each try is one unique-index lookup.
  const [used] = rowsOf<{ outcome: AttemptOutcome; subscription_id: string; card_id: string }>(
    await tx.execute(sql`
      SELECT a.outcome, c.subscription_id, k.id AS card_id
        FROM saved_cards k
        JOIN subscription_charge_attempts a
          ON a.idempotency_key = k.user_id::text || ':' || k.id::text || ':' || ${key}
        JOIN subscription_charges c ON c.id = a.charge_id
       WHERE k.user_id = ${card.userId}
       LIMIT 1`),
  );
  if (used) {
    if (used.subscription_id !== subscriptionId || used.card_id !== card.id)
      throw AppError.unprocessable(M.idempotencyKeyReused, 'idempotency_key_reused');
    return { kind: 'replay', outcome: used.outcome };
  }

  // Under the subscription's lock: a cancel that committed first refuses the payment (409).
  const [locked] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (locked) transition(locked.status, 'customer_pays');
  const [open] = rowsOf<{ charge_id: string }>(
    await tx.execute(sql`
      SELECT c.id AS charge_id FROM subscription_charges c
       WHERE c.subscription_id = ${subscriptionId} AND ${chargeStatusAllows(sql`c.status`, 'customer_pays')}
       ORDER BY c.cycle_date LIMIT 1
         FOR UPDATE`),
  );
  if (!open) throw AppError.unprocessable(M.nothingDue, 'nothing_due');
  const [state] = rowsOf<{ next_no: number; busy: boolean; unknown: boolean }>(
    await tx.execute(sql`
      SELECT COALESCE(max(a.attempt_no), 0) + 1 AS next_no,
             COALESCE(bool_or(a.outcome = 'em_andamento'), false) AS busy,
             COALESCE(bool_or(a.outcome = 'desconhecido'), false) AS unknown
        FROM subscription_charge_attempts a WHERE a.charge_id = ${open.charge_id}`),
  );
  if (!state || state.busy) throw AppError.conflict(M.paymentInFlight, 'payment_in_flight');
  // An attempt that may have taken the money (recover.ts): the customer is not charged on top of it.
  if (state.unknown) throw AppError.conflict(M.paymentUnderReview, 'payment_under_review');
  const attempt: ClaimedAttempt = {
    chargeId: open.charge_id,
    attemptNo: Number(state.next_no),
    transactionId: randomUUID(),
    resumed: false,
    leaseUntil: new Date(now.getTime() + ctx.config.billing.attemptLeaseMs),
  };
  await tx.insert(chargeAttempts).values({
    chargeId: attempt.chargeId,
    attemptNo: attempt.attemptNo,
    transactionId: attempt.transactionId,
    leaseUntil: attempt.leaseUntil,
    origin: 'customer',
    idempotencyKey: stored,
  });
  // A failed charge being paid is open again, so the engine's bookkeeping sees it as due.
  await moveCharge(tx, open.charge_id, 'customer_pays');
  return { kind: 'claimed', attempt };
}

/** The answer for an attempt's outcome; `replayed`: an earlier request with this key made it. */
async function answer(
  ctx: AppContext,
  outcome: AttemptOutcome,
  subscriptionId: string,
  replayed: boolean,
): Promise<PayOutcome> {
  const [s] = await ctx.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  const status = s?.status ?? 'vencida';
  if (outcome === 'pago') return { kind: 'paid', message: M.paid, status };
  if (outcome === 'desconhecido') throw AppError.conflict(M.paymentUnderReview, 'payment_under_review');
  if (outcome === 'em_andamento') {
    // A replay of an attempt still running is the double click: the first request is on it.
    if (replayed) throw AppError.conflict(M.paymentInFlight, 'payment_in_flight');
    throw AppError.conflict('Pagamento em processamento. Confira em instantes.', 'payment_pending');
  }
  return { kind: 'declined', message: M.declined };
}
