import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { claimRefund } from './refund-claim';
import { moveRefund } from './refund-machine';
import { recordRefund } from './status-updates';
import { gateway } from '../gateway';

export type RefundRequest = {
  transactionId: string;
  /** Omitted: all that is left. */
  amountCents: number | undefined;
  idempotencyKey: string | undefined;
  /** Null for a refund the engine makes itself (a payment on a link already full: link-closing.ts). */
  requestedBy: string | null;
};

/**
 * Full or partial refund of a paid charge; the caller has already checked who may ask. The attempt
 * row is committed before `voidCharge`, and the result goes through `recordRefund` like every
 * status change. If the provider refused, nothing was refunded and the amount is free again; if
 * the answer was lost or our write failed after the void, the row stays 'pending' and the payments
 * sweep finishes it from what the provider says (refund-reconcile.ts): the money that went back to
 * the payer is never recorded as a failed refund.
 */
export async function refundPayment(ctx: AppContext, request: RefundRequest): Promise<void> {
  const key = request.idempotencyKey;
  if (!key || key.length > 255)
    throw AppError.badRequest(REFUND_MESSAGES.keyRequired, 'Idempotency-Key', 'idempotency_key_required');
  const claim = await claimRefund(ctx, request.transactionId, key, request.amountCents, request.requestedBy);
  if (claim.kind === 'replay') return;

  let charge;
  try {
    charge = await gateway(ctx).provider.voidCharge(claim.providerId, claim.refund.amountCents);
  } catch (err) {
    if (err instanceof AppError && err.code === 'provider_unavailable') throw err;
    const failure = err instanceof Error ? err.message : String(err);
    await moveRefund(ctx.db, claim.refund.id, 'provider_refused', { failure: failure.slice(0, 500) });
    throw err;
  }
  await recordRefund(ctx, claim.refund.id, charge.raw);
}
