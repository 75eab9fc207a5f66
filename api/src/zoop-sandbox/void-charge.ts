import type { EngineResult } from './card-charges';
import type { SandboxContext } from './context';
import { addHistory, expirePix } from './pix-charges';
import { zoopErrorBody } from './zoop-reply';

const refuse = (message: string): EngineResult => ({
  status: 402,
  error: zoopErrorBody(402, 'invalid_request_error', 'void_transaction_error', message),
});

/**
 * POST /transactions/{id}/void as Zoop's help centre describes it: a full void cancels; a partial
 * void lowers `amount`, keeps `succeeded` and still emits `transaction.canceled`; a fixed split
 * rule larger than what remains refuses the void.
 */
export function voidTransaction(
  ctx: SandboxContext,
  id: string,
  onBehalfOf?: string,
  amount?: number,
): EngineResult {
  const tx = ctx.store.transactions.get(id);
  if (!tx)
    return {
      status: 404,
      error: zoopErrorBody(404, 'invalid_request_error', 'resource_not_found', 'transaction not found'),
    };
  if (onBehalfOf !== undefined && onBehalfOf !== tx.onBehalfOf) {
    return {
      status: 400,
      error: zoopErrorBody(400, 'invalid_request_error', 'invalid_parameter', 'on_behalf_of does not match'),
    };
  }
  if (tx.status === 'pending') {
    expirePix(ctx, id);
    return { status: 200, tx };
  }
  if (tx.status !== 'succeeded' && tx.status !== 'pre_authorized')
    return refuse(`transaction is ${tx.status}`);
  const voidCents = amount ?? tx.amountCents;
  if (voidCents > tx.amountCents) return refuse('void amount exceeds transaction amount');
  // Zoop's help centre: partial voids exist only for captured credit transactions.
  if (voidCents < tx.amountCents && !(tx.paymentType === 'credit' && tx.captured))
    return refuse('partial void is only allowed for captured credit transactions');
  const remaining = tx.amountCents - voidCents;
  const fixed = tx.splitRules.reduce((sum, r) => sum + (r.amountCents ?? 0), 0);
  if (remaining > 0 && fixed > remaining) return refuse('split rules exceed the remaining amount');
  if (remaining === 0) {
    tx.status = 'canceled';
    tx.voidedAt = ctx.opts.now();
    addHistory(ctx, tx, 'void', 'succeeded', voidCents);
  } else {
    tx.amountCents = remaining;
    addHistory(ctx, tx, 'void_partial', 'succeeded', voidCents);
  }
  ctx.store.save('transaction', tx);
  ctx.emit('transaction.canceled', tx);
  return { status: 200, tx };
}

/**
 * A reversal (`reversed`, `transaction.reversed`): Zoop undoes the whole flow of a charge that
 * failed technically mid-way, typically after the acquirer's answer was lost, so nothing was paid
 * even if the charge read `succeeded` a moment before. Zoop's API has no call for it: the control
 * call `POST /_control/transactions/:id/reverse` plays it. False when there is nothing to undo.
 */
export function reverseTransaction(ctx: SandboxContext, id: string): boolean {
  const tx = ctx.store.transactions.get(id);
  if (!tx || !['pending', 'pre_authorized', 'succeeded'].includes(tx.status)) return false;
  clearTimeout(ctx.timers.get(id));
  ctx.timers.delete(id);
  tx.status = 'reversed';
  tx.updatedAt = ctx.opts.now();
  ctx.store.save('transaction', tx);
  ctx.emit('transaction.reversed', tx);
  return true;
}
