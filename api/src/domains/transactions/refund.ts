import { and, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimalString } from '@pagora/shared';
import { REFUND_MESSAGES, type TransactionView } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../accounts';
import { transactions } from '../payments';
import { loadOwnTransaction } from './own-transaction';
import { refunds, type RefundRow } from './tables';

export type RefundResult = { message: string; transaction: TransactionView };

/**
 * Full or partial refund of a paid transaction by its seller, its marketplace or an admin.
 * Attempt first: under a lock on the transaction, what is left to refund (minus refunds still in
 * flight) is checked and our refund row is written before the provider is called, so two
 * requests, or a retry, can never refund more than was paid. The Idempotency-Key makes a retry
 * answer the first result; another amount under the same key is refused.
 */
export async function refundTransaction(
  ctx: AppContext,
  who: Principal,
  id: string,
  amountCents: number | undefined,
  key: string | undefined,
): Promise<RefundResult> {
  if (!key || key.length > 255)
    throw AppError.badRequest(REFUND_MESSAGES.keyRequired, 'Idempotency-Key', 'idempotency_key_required');
  const own = await loadOwnTransaction(ctx, who, id);
  const claim = await claimRefund(ctx, own.tx.id, key, amountCents, who.userId);
  if (claim.kind === 'replay')
    return { message: REFUND_MESSAGES.done, transaction: (await loadOwnTransaction(ctx, who, id)).view };

  try {
    const charge = await ctx.payments.provider.voidCharge(claim.providerId, claim.refund.amountCents);
    await ctx.db.transaction(async (db) => {
      await db
        .update(refunds)
        .set({ state: 'done', providerRaw: charge.raw as object, updatedAt: new Date() })
        .where(eq(refunds.id, claim.refund.id));
      await db
        .update(transactions)
        .set({
          refundedCents: sql`${transactions.refundedCents} + ${claim.refund.amountCents}`,
          status: sql`CASE WHEN ${transactions.refundedCents} + ${claim.refund.amountCents} >= ${transactions.amountCents} THEN 'estornada' ELSE ${transactions.status} END`,
          lateReviewedAt: sql`CASE WHEN ${transactions.latePayment} THEN coalesce(${transactions.lateReviewedAt}, now()) END`,
          lateReviewedBy: sql`CASE WHEN ${transactions.latePayment} THEN coalesce(${transactions.lateReviewedBy}, ${who.userId}::uuid) END`,
          updatedAt: new Date(),
        })
        .where(eq(transactions.id, own.tx.id));
    });
  } catch (err) {
    // The provider refused or could not be reached: nothing was refunded, the amount is free again.
    const failure = err instanceof Error ? err.message : String(err);
    await ctx.db
      .update(refunds)
      .set({ state: 'failed', failure: failure.slice(0, 500), updatedAt: new Date() })
      .where(eq(refunds.id, claim.refund.id));
    throw err;
  }
  return { message: REFUND_MESSAGES.done, transaction: (await loadOwnTransaction(ctx, who, id)).view };
}

type Claim = { kind: 'new'; refund: RefundRow; providerId: string } | { kind: 'replay' };

async function claimRefund(
  ctx: AppContext,
  txId: string,
  key: string,
  requestedCents: number | undefined,
  userId: string,
): Promise<Claim> {
  return ctx.db.transaction(async (db) => {
    const [tx] = await db.select().from(transactions).where(eq(transactions.id, txId)).for('update');
    if (!tx) throw AppError.notFound('Transação não encontrada.');
    const [previous] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.transactionId, txId), eq(refunds.idempotencyKey, key)));
    if (previous) return replayOf(previous, requestedCents);

    if (tx.status !== 'pago' || !tx.providerId)
      throw AppError.unprocessable(REFUND_MESSAGES.notPaid, 'not_refundable');
    const [inFlight] = await db
      .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.transactionId, txId), inArray(refunds.state, ['pending'])));
    const left = tx.amountCents - tx.refundedCents - Number(inFlight?.cents ?? 0);
    const amountCents = requestedCents ?? left;
    if (amountCents <= 0 || amountCents > left) {
      throw new AppError(422, 'refund_exceeds_available', REFUND_MESSAGES.tooMuch, {
        field: 'amount',
        details: { available: centsToDecimalString(Math.max(left, 0)) },
      });
    }
    const [refund] = await db
      .insert(refunds)
      .values({
        transactionId: txId,
        idempotencyKey: key,
        amountCents,
        state: 'pending',
        requestedBy: userId,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    return { kind: 'new', refund, providerId: tx.providerId };
  });
}

function replayOf(previous: RefundRow, requestedCents: number | undefined): Claim {
  if (requestedCents !== undefined && requestedCents !== previous.amountCents) {
    throw AppError.unprocessable(
      'Esta chave de idempotência já foi usada com outro valor.',
      'idempotency_key_reused',
    );
  }
  if (previous.state === 'pending') throw AppError.conflict(REFUND_MESSAGES.inFlight, 'refund_in_flight');
  if (previous.state === 'failed')
    throw AppError.conflict(
      'Este estorno falhou. Tente novamente com uma nova solicitação.',
      'refund_failed',
    );
  return { kind: 'replay' };
}
