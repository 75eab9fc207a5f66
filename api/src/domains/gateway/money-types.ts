/**
 * Issue 38, the seller's money at the provider: the account's own history (what reconciles the
 * statement), the fee rates the provider charges, and antecipação. Integer cents, Brasília dates.
 */

/**
 * One line of a seller's account history at the provider (Zoop `GET /sellers/{id}/balances/history`,
 * items `{id, amount, gross_amount, fee, date, type, object_id, object_type, transaction}`): what
 * the seller's money did on a day. A sale is booked whole on the day it was paid, at what the seller
 * keeps of it (after the fee and the split shares it sends, or its own share as a recipient).
 */
export type BalanceMovementType =
  | 'venda'
  | 'estorno'
  | 'chargeback'
  | 'chargeback_revertido'
  | 'saque'
  | 'saque_devolvido'
  | 'taxa_antecipacao'
  | 'ajuste';

export type ProviderBalanceMovement = {
  movementId: string;
  sellerId: string;
  /** Brasília `YYYY-MM-DD` on which the movement hit the seller's account at the provider. */
  date: string;
  type: BalanceMovementType;
  /** Signed: what it added to (or took from) the seller's balance. */
  amountCents: number;
  /** The provider's transaction, transfer or antecipação it belongs to, when any. */
  transactionId: string | null;
  transferId: string | null;
  prepaymentId: string | null;
  raw: unknown;
};

/** Inclusive Brasília `YYYY-MM-DD` bounds of a movement's `date`. */
export type BalanceHistoryRange = { from: string; to: string };

/**
 * An antecipação at the provider: asked, then approved (or refused) by the provider, then paid on
 * `prepaymentDate`. Zoop approves each request itself.
 */
export type PrepaymentStatus = 'solicitada' | 'aprovada' | 'paga' | 'recusada';

/**
 * What to anticipate: up to `amountCents` of the seller's future net (nearest receivables first),
 * or every receivable expected within `expectedFrom..expectedTo`. Exactly one of the two.
 */
export type PrepaymentQuoteInput = {
  sellerId: string;
  amountCents?: number;
  expectedFrom?: string;
  expectedTo?: string;
};

export type ProviderPrepaymentQuote = {
  /** The receivables' amount anticipated. */
  grossCents: number;
  feeCents: number;
  /** `grossCents - feeCents`: what reaches the seller's balance on `prepaymentDate`. */
  netCents: number;
  /** Brasília `YYYY-MM-DD` the money arrives. */
  prepaymentDate: string;
  receivables: {
    receivableId: string;
    transactionId: string;
    installment: number;
    amountCents: number;
    /** When it would have been received. */
    expectedOn: string;
    feeCents: number;
  }[];
  raw: unknown;
};

export type ProviderPrepayment = ProviderPrepaymentQuote & {
  prepaymentId: string;
  sellerId: string;
  status: PrepaymentStatus;
  /** Why the provider refused it, as it says it. */
  refusalReason: string | null;
  createdAt: string;
};
