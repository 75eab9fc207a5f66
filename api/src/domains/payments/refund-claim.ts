import { and, eq, sql } from 'drizzle-orm';
import { centsToDecimalString } from '@pagora/shared';
import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { rulesOf } from './methods/rules';
import { refunds, type RefundRow } from './refund-table';
import { transactions } from './tables';

export type RefundClaim = { kind: 'new'; refund: RefundRow; providerId: string } | { kind: 'replay' };

/**
 * Under a lock on the transaction: the same key answers its first outcome; otherwise what is left
 * (minus refunds still in flight) is checked and the attempt row is written, committed before the
 * provider is called, so two requests or a retry never refund more than was paid and a void the
 * provider made always has a row the sweep can finish.
 */
export async function claimRefund(
  ctx: AppContext,
  txId: string,
  key: string,
  requestedCents: number | undefined,
  userId: string | null,
): Promise<RefundClaim> {
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
      .where(and(eq(refunds.transactionId, txId), eq(refunds.state, 'pending')));
    const left = tx.amountCents - tx.refundedCents - Number(inFlight?.cents ?? 0);
    const amountCents = requestedCents ?? left;
    if (amountCents <= 0 || amountCents > left) {
      throw new AppError(422, 'refund_exceeds_available', REFUND_MESSAGES.tooMuch, {
        field: 'amount',
        details: { available: centsToDecimalString(Math.max(left, 0)) },
      });
    }
    // The method's refund rule (methods/<id>/rules.ts): a boleto is money the payer's bank sent,
    // no void returns it; a PIX goes back whole (the provider cannot return part of one).
    const rule = rulesOf(tx.method)?.refund;
    const whole = amountCents === tx.amountCents - tx.refundedCents;
    if (rule && rule.kind !== 'partial' && (rule.kind === 'none' || !whole))
      throw AppError.unprocessable(
        rule.refused.message,
        rule.refused.code,
        rule.kind === 'whole' ? 'amount' : undefined,
      );
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

function replayOf(previous: RefundRow, requestedCents: number | undefined): RefundClaim {
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
