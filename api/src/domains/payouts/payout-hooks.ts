import { inTransactionHooks, type InTransactionHook } from '../../platform/db/in-transaction-hooks';

/** A payout that reached its end, told to other domains inside the transaction that records it. */
export type PayoutSettled = {
  id: string;
  sellerId: string;
  marketplaceId: string;
  status: 'pago' | 'falhou';
  amountCents: number;
  failureReason: string | null;
  bankAccountId: string;
  /** The account it went to, as the history shows it (by its last digits). */
  bankAccount: { bankName: string; accountNumberLast4: string };
  createdAt: Date;
  paidAt: Date | null;
};

export type PayoutSettledHook = InTransactionHook<PayoutSettled>;

const hooks = inTransactionHooks<PayoutSettled>();

/** The developers domain writes its outgoing `payout.paid` / `payout.failed` events with the change. */
export const onPayoutSettled = hooks.on;
export const runPayoutSettledHooks = hooks.run;

/** A payout whose transfer the provider created: the money left the seller's balance there. */
export type PayoutSent = {
  id: string;
  sellerId: string;
  marketplaceId: string;
  amountCents: number;
  transferId: string;
  /** The payout's status as the transfer left it ('falhou': the money came back too). */
  status: 'pendente' | 'em_verificacao' | 'pago' | 'falhou';
  failureReason: string | null;
  /** When the provider created the transfer. */
  at: Date;
};

const sentHooks = inTransactionHooks<PayoutSent>();

/** The statement books the payout ('saque') when its transfer is recorded (payout-status.ts). */
export const onPayoutSent = sentHooks.on;
export const runPayoutSentHooks = sentHooks.run;
