import { z } from 'zod';

/** Money out (issue 25): a seller's bank accounts, receiving policy, transfers and receivables. */

export const bankAccountInputSchema = z.object({
  holderName: z.string().min(1),
  /** CPF (11 digits) or CNPJ (14 digits), digits only. */
  taxpayerId: z.string().regex(/^(\d{11}|\d{14})$/),
  /** COMPE code, three digits. */
  bankCode: z.string().regex(/^\d{3}$/),
  /** Agência. */
  routingNumber: z.string().regex(/^\d{1,5}$/),
  accountNumber: z.string().regex(/^[\dXx-]{1,20}$/),
  type: z.enum(['checking', 'savings']),
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export type ProviderBankAccount = {
  bankAccountId: string;
  sellerId: string;
  holderName: string;
  bankCode: string;
  routingNumber: string;
  /** The provider's rendering, possibly masked. */
  accountNumber: string;
  type: 'checking' | 'savings';
  raw: unknown;
};

/**
 * `automatic_*`: the provider deposits the available balance every day, every week (on
 * `transferDay`, 1 = Monday) or every month (on `transferDay` of the month); `manual`: it waits
 * for a payout. Zoop keeps four fields (`transfer_interval`, `transfer_day`, `transfer_enabled`,
 * `minimum_transfer_value`); all four are sent.
 */
export type ReceivingPolicy =
  | { kind: 'manual' }
  | { kind: 'automatic_daily'; minimumCents: number }
  | { kind: 'automatic_weekly'; transferDay: number; minimumCents: number }
  | { kind: 'automatic_monthly'; transferDay: number; minimumCents: number };

export type TransferStatus = 'pendente' | 'pago' | 'falhou';

export type TransferInput = {
  sellerId: string;
  bankAccountId: string;
  amountCents: number;
  /**
   * Our payout id. Zoop is not known to keep or filter transfers by it, so it is not what finds a
   * lost transfer again (see `listTransfers`); it rides in the description for support.
   */
  referenceId: string;
  description?: string;
};

/** Inclusive ISO 8601 bounds of a transfer's `createdAt`. */
export type TransfersRange = { from: string; to: string };

export type ProviderTransfer = {
  transferId: string;
  sellerId: string;
  bankAccountId: string;
  amountCents: number;
  status: TransferStatus;
  /** Why a transfer failed, as the provider says it. */
  failureReason: string | null;
  referenceId: string | null;
  createdAt: string;
  raw: unknown;
};

/**
 * A receivable's standing: `cancelado` and `estornado` (Zoop canceled / refunded) will never be
 * received and count in no balance.
 */
export type ReceivableStatus = 'pendente' | 'pago' | 'cancelado' | 'estornado';

export type ProviderReceivable = {
  receivableId: string;
  transactionId: string;
  installment: number;
  amountCents: number;
  grossAmountCents: number;
  /** `YYYY-MM-DD`. */
  expectedOn: string;
  status: ReceivableStatus;
  /** Paid early by an antecipação (Zoop `prepaid`). */
  prepaid: boolean;
  /** What the antecipação took from it (Zoop `anticipation_fee`); 0 unless prepaid. */
  anticipationFeeCents: number;
};

/** Inclusive `YYYY-MM-DD` bounds of `expectedOn`. */
export type ReceivablesRange = { from: string; to: string };
