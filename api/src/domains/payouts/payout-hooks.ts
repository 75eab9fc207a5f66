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
