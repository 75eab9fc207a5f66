import { newId } from './format';
import type { LookalikeState } from './state';
import type { Transaction } from './types';
import { receivableView, transactionView } from './views';

/*
 * What happens to a transaction after its creation, shared by the Zoop routes and the control
 * surface. Event names as 2025 clients list them (zoop.md §13.9): no `transaction.refunded`.
 */

function touch(state: LookalikeState, tx: Transaction, operation: string, event: string): void {
  tx.updated = new Date();
  tx.history.push({ id: newId(), operation, amountCents: tx.amountCents, at: tx.updated });
  state.emit(event, transactionView(state.marketplaceId, tx));
}

/** Paid: a PIX received, a boleto paid at a bank, a card captured. */
export function succeed(state: LookalikeState, tx: Transaction): void {
  tx.status = 'succeeded';
  tx.captured = true;
  if (tx.boleto) {
    tx.boleto.status = 'paid';
    tx.boleto.paidAt = new Date();
  }
  touch(state, tx, tx.card ? 'authorization' : 'paid', 'transaction.succeeded');
  state.createReceivables(tx);
}

/**
 * Canceled without payment: a PIX past its expiry, a boleto Zoop cancelled (on request or past its
 * payment limit). A boleto keeps `captured: true`, as the recorded answer shows while pending.
 */
export function cancelUnpaid(state: LookalikeState, tx: Transaction): void {
  tx.status = 'canceled';
  touch(state, tx, 'canceled', 'transaction.canceled');
}

/** A void (refund) of `cents`; the whole remainder cancels it (zoop.md §3.8, AJ-cancel). */
export function voidAmount(state: LookalikeState, tx: Transaction, cents: number): void {
  tx.amountCents -= cents;
  const full = tx.amountCents === 0;
  const now = new Date();
  for (const r of state.receivables.filter((x) => x.transaction === tx.id && x.status !== 'canceled')) {
    if (!full) continue;
    r.status = r.status === 'paid' ? 'refunded' : 'canceled';
    r.canceledAt = now;
    state.emit(
      r.status === 'refunded' ? 'receivable.refunded' : 'receivable.canceled',
      receivableView(state.marketplaceId, r),
    );
  }
  if (full) {
    tx.status = 'canceled';
    tx.voided = true;
    tx.voidedAt = now;
  }
  touch(state, tx, full ? 'void' : 'void_partial', 'transaction.canceled');
}

/** The payer's bank contests a paid sale; Zoop has no dispute API, it only notifies (§13.10). */
export function openDispute(state: LookalikeState, tx: Transaction): void {
  tx.status = 'dispute';
  touch(state, tx, 'dispute', 'transaction.disputed');
}

export function loseDispute(state: LookalikeState, tx: Transaction): void {
  tx.status = 'charged_back';
  for (const r of state.receivables.filter((x) => x.transaction === tx.id && x.status === 'pending')) {
    r.status = 'canceled';
    r.canceledAt = new Date();
    state.emit('receivable.canceled', receivableView(state.marketplaceId, r));
  }
  touch(state, tx, 'charged_back', 'transaction.charged_back');
}

export function winDispute(state: LookalikeState, tx: Transaction): void {
  tx.status = 'succeeded';
  touch(state, tx, 'dispute_succeeded', 'transaction.disputed.succeeded');
}

/** Pending PIX past their expiry and boletos past their payment limit, cancelled by Zoop. */
export function sweepExpired(state: LookalikeState, now = Date.now()): void {
  for (const tx of state.transactions.values()) {
    if (tx.status !== 'pending') continue;
    if (tx.pix && tx.pix.expiresAt.getTime() <= now) cancelUnpaid(state, tx);
    // The payment limit date is a whole day: payable until it ends.
    if (tx.boleto && tx.boleto.limit.getTime() + 86_400_000 <= now) cancelUnpaid(state, tx);
  }
}
