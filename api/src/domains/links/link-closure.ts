import {
  LINK_CLOSED_MESSAGES,
  PAYABLE_LINK_STATUSES,
  type LinkClosed,
  type LinkClosedReason,
} from '@pagora/shared/contracts';
import type { PaymentLinkRow } from './tables';

type Usage = Pick<PaymentLinkRow, 'usage' | 'maxPayments' | 'expiresAt' | 'paidCount' | 'paidTransactionId'>;

/** How many payments the link takes: one, its limit, or any number (null). */
export const linkCapacity = (link: Pick<Usage, 'usage' | 'maxPayments'>): number | null =>
  link.usage === 'unico' ? 1 : link.maxPayments;

/**
 * Whether the link still takes payments, as the payer page shows it. `paidCount` is kept by a
 * trigger on transactions (migrations/0660); the charge itself re-counts under a lock
 * (payments/link-admission.ts), so two payers at once cannot both get past this.
 */
export function linkClosure(link: Usage, now: Date = new Date()): LinkClosed | null {
  const capacity = linkCapacity(link);
  let reason: LinkClosedReason | null = null;
  if (capacity !== null && link.paidCount >= capacity) reason = link.usage === 'unico' ? 'pago' : 'limite';
  else if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) reason = 'expirado';
  if (!reason) return null;
  return {
    reason,
    message: LINK_CLOSED_MESSAGES[reason],
    receiptId: reason === 'pago' ? link.paidTransactionId : null,
  };
}

/**
 * Whether a payer could pay the link now: an open status, not deleted, not closed (paid, at its
 * limit, past its date). The list's `payable` and the e-mail send read this one rule, so the screen
 * never offers a send the server refuses.
 */
export function linkCanBePaid(
  link: Usage & Pick<PaymentLinkRow, 'status' | 'deletedAt'>,
  now: Date = new Date(),
): boolean {
  return (
    link.deletedAt === null &&
    (PAYABLE_LINK_STATUSES as readonly string[]).includes(link.status) &&
    linkClosure(link, now) === null
  );
}
