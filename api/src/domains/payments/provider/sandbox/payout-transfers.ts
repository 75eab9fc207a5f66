import type { SandboxContext } from './context';
import { ledgerNow, sellerLedger, today } from './payout-sales';
import type { PayoutStore, SbTransfer } from './payout-state';
import { transferView } from './payout-views';
import { newZoopId } from './state';
import type { WebhookDispatcher } from './webhook-dispatcher';
import { zoopErrorBody } from './zoop-reply';

export type PayoutContext = { ctx: SandboxContext; payouts: PayoutStore; dispatcher: WebhookDispatcher };

const emit = (p: PayoutContext, type: string, t: SbTransfer) =>
  p.dispatcher.emit(type, transferView(p.ctx.opts.marketplaceId, t));

/**
 * A transfer out of the available balance. The same `referenceId` answers the first transfer (a
 * retried request never moves money twice); above what is available Zoop's 402 is answered.
 */
export function createTransfer(
  p: PayoutContext,
  input: { bankAccountId: string; amountCents: number; referenceId: string | null; description: string },
): { status: 200 | 201; transfer: SbTransfer } | { status: 402; error: ReturnType<typeof zoopErrorBody> } {
  const account = p.payouts.accounts.get(input.bankAccountId)!;
  if (input.referenceId !== null) {
    for (const t of p.payouts.transfers.values())
      if (t.owner === account.customer && t.referenceId === input.referenceId)
        return { status: 200, transfer: t };
  }
  const { availableCents } = sellerLedger(p.ctx, p.payouts, account.customer).balance;
  if (input.amountCents > availableCents) {
    return {
      status: 402,
      error: zoopErrorBody(
        402,
        'invalid_request_error',
        'transfer_amount_error',
        'amount exceeds available balance',
      ),
    };
  }
  const now = ledgerNow(p.ctx);
  const transfer: SbTransfer = {
    id: newZoopId(),
    owner: account.customer,
    destination: account.id,
    amountCents: input.amountCents,
    status: 'pending',
    failureReason: null,
    referenceId: input.referenceId,
    description: input.description,
    createdAt: now,
    updatedAt: now,
  };
  p.payouts.saveTransfer(transfer);
  emit(p, 'transfer.created', transfer);
  return { status: 201, transfer };
}

/** What the bank answers: `succeeded`, or `failed` with a reason (the money returns to available). */
export function finishTransfer(p: PayoutContext, t: SbTransfer, failureReason: string | null): void {
  t.status = failureReason === null ? 'succeeded' : 'failed';
  t.failureReason = failureReason;
  t.updatedAt = ledgerNow(p.ctx);
  p.payouts.saveTransfer(t);
  emit(p, failureReason === null ? 'transfer.succeeded' : 'transfer.failed', t);
}

/**
 * Moves the sandbox's clock forward a day at a time. Each new day the bank pays the pending
 * transfers, then sellers on the automatic policy transfer their whole available balance to their
 * first account.
 */
export function advanceDays(p: PayoutContext, days: number): string {
  for (let d = 0; d < days; d += 1) {
    p.payouts.addDay(p.ctx.opts.now().getTime());
    for (const t of p.payouts.transfers.values()) if (t.status === 'pending') finishTransfer(p, t, null);
    for (const sellerId of p.payouts.automatic) {
      const account = [...p.payouts.accounts.values()].find((a) => a.customer === sellerId);
      const { availableCents } = sellerLedger(p.ctx, p.payouts, sellerId).balance;
      if (!account || availableCents <= 0) continue;
      createTransfer(p, {
        bankAccountId: account.id,
        amountCents: availableCents,
        referenceId: `automatic-${today(p.ctx)}`,
        description: 'Transferência automática',
      });
    }
  }
  return today(p.ctx);
}
