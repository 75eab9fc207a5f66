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

/** `automatic_daily`: the provider deposits the available balance every day; `manual`: it waits. */
export type ReceivingPolicy = 'automatic_daily' | 'manual';

export type TransferStatus = 'pendente' | 'pago' | 'falhou';

export type TransferInput = {
  sellerId: string;
  bankAccountId: string;
  amountCents: number;
  /** Our payout id: sent so a transfer whose answer got lost is found again, never made twice. */
  referenceId: string;
  description?: string;
};

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

export type ProviderReceivable = {
  receivableId: string;
  transactionId: string;
  installment: number;
  amountCents: number;
  grossAmountCents: number;
  /** `YYYY-MM-DD`. */
  expectedOn: string;
  status: 'pendente' | 'pago';
};

/** Inclusive `YYYY-MM-DD` bounds of `expectedOn`. */
export type ReceivablesRange = { from: string; to: string };
