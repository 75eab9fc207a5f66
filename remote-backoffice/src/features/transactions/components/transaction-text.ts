import { amountLeftCents as amountLeft } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';

export const ANONYMOUS_CUSTOMER = 'Cliente Anônimo';
export const NO_EMAIL = 'Email não informado';

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The payer's name as typed at checkout; the list says 'Cliente Anônimo' when there is none. */
export const customerNameOf = (tx: TransactionView): string | null =>
  filled(tx.cliente.nome ?? tx.customerName);

export const customerEmailOf = (tx: TransactionView): string | null =>
  filled(tx.cliente.email ?? tx.customerEmail);

/**
 * What was sold: the server's description (the link's, or the plan's name of a subscription
 * charge, issue 41), else the link's own; null when there is none.
 */
export const descriptionOf = (tx: TransactionView): string | null =>
  filled(tx.description) ?? filled(tx.pagamento?.description);

/** A PIX paid after its code expired that nobody has accepted or refunded yet. */
export const awaitsLateReview = (tx: TransactionView): boolean =>
  tx.late !== null && tx.late.reviewedAt === null;

/** What a refund may still take back (partial refunds keep the status 'pago'). */
export const refundableCents = (tx: TransactionView): number =>
  tx.status === 'pago' ? Math.max(0, tx.amountCents - tx.refundedCents) : 0;

export const PARTIAL_REFUND_BADGE = 'Estorno parcial';

/** Paid, and part of it given back: the list and the detail say so and show what is left. */
export const partlyRefunded = (tx: TransactionView): boolean => tx.status === 'pago' && tx.refundedCents > 0;

/** What is left of the payment after refunds (the list's 'Valor'), by the shared definition. */
export const amountLeftCents = (tx: TransactionView): number =>
  amountLeft({ grossCents: tx.amountCents, refundedCents: tx.refundedCents });
