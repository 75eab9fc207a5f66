import type { SandboxContext } from './context';
import { ledgerNow, sellerLedger, today } from './payout-sales';
import type { PayoutStore, SbTransfer } from './payout-state';
import { transferView } from './payout-views';
import { newZoopId } from './state';
import type { WebhookDispatcher } from './webhook-dispatcher';
import { transfersToday } from './receiving-policy';
import { payDuePrepayments } from './prepayments';
import { zoopErrorBody } from './zoop-reply';

export type PayoutContext = { ctx: SandboxContext; payouts: PayoutStore; dispatcher: WebhookDispatcher };

const emit = (p: PayoutContext, type: string, t: SbTransfer) =>
  p.dispatcher.emit(type, transferView(p.ctx.opts.marketplaceId, t));

/** Still on its way: the bank has not answered yet. */
export const isOpenTransfer = (t: SbTransfer) =>
  t.status === 'created' || t.status === 'confirmed' || t.status === 'pending';

/**
 * A transfer out of the available balance; above what is available Zoop's 402 is answered. Every
 * POST is a new transfer: no public client sends or filters by a `reference_id`, so nothing shows
 * Zoop deduplicating one, and the sandbox does not either (a retried POST moves the money twice).
 * It is answered `created` (`transfer.created`) and `confirmed` a moment later
 * (`transfer.confirmed`); the bank's answer comes on the clock's next day or by control call.
 * No public Zoop source gives that timing: it is the sandbox's.
 */
// No public Zoop source: created → confirmed on the next tick, paid on the clock's next day.
export function createTransfer(
  p: PayoutContext,
  input: { bankAccountId: string; amountCents: number; description: string },
): { status: 201; transfer: SbTransfer } | { status: 402; error: ReturnType<typeof zoopErrorBody> } {
  const account = p.payouts.accounts.get(input.bankAccountId)!;
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
    status: 'created',
    failureReason: null,
    description: input.description,
    createdAt: now,
    updatedAt: now,
  };
  p.payouts.saveTransfer(transfer);
  emit(p, 'transfer.created', transfer);
  setImmediate(() => {
    const t = p.payouts.transfers.get(transfer.id);
    if (t?.status !== 'created') return;
    t.status = 'confirmed';
    t.updatedAt = ledgerNow(p.ctx);
    p.payouts.saveTransfer(t);
    emit(p, 'transfer.confirmed', t);
  });
  return { status: 201, transfer };
}

/**
 * The bank holds the transfer (`pending`, `transfer.delayed`): control call only. No public Zoop
 * source ties `transfer.delayed` to the `pending` status; the sandbox assumes it.
 */
export function delayTransfer(p: PayoutContext, t: SbTransfer): void {
  t.status = 'pending';
  t.updatedAt = ledgerNow(p.ctx);
  p.payouts.saveTransfer(t);
  emit(p, 'transfer.delayed', t);
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
 * Moves the sandbox's clock forward a day at a time. Each new day the antecipações due are paid
 * and the bank pays the open transfers, then sellers whose automatic policy falls on that day (receiving-policy.ts) transfer
 * their whole available balance to their first account.
 */
export function advanceDays(p: PayoutContext, days: number): string {
  for (let d = 0; d < days; d += 1) {
    p.payouts.addDay(p.ctx.opts.now().getTime());
    payDuePrepayments(p);
    for (const t of p.payouts.transfers.values()) if (isOpenTransfer(t)) finishTransfer(p, t, null);
    for (const sellerId of p.payouts.automatic) {
      const account = [...p.payouts.accounts.values()].find((a) => a.customer === sellerId);
      const { availableCents } = sellerLedger(p.ctx, p.payouts, sellerId).balance;
      if (!account || !transfersToday(p.payouts.policyOf(sellerId), today(p.ctx), availableCents)) continue;
      createTransfer(p, {
        bankAccountId: account.id,
        amountCents: availableCents,
        description: 'Transferência automática',
      });
    }
  }
  return today(p.ctx);
}
