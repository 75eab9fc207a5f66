import type {
  BankAccountInput,
  ProviderBankAccount,
  ProviderReceivable,
  ProviderTransfer,
  ReceivablesRange,
  ReceivingPolicy,
  TransferInput,
} from './payout-types';

/**
 * The port's money-out verbs (issue 25), merged into `PaymentProvider` in port.ts. Cents in and
 * out; the same errors as the other verbs, plus 422 `transfer_refused` when the provider refuses a
 * transfer (above the available balance).
 */
export interface PayoutVerbs {
  /** Tokenizes the account, then attaches the token to the seller (two calls at Zoop). */
  registerBankAccount(sellerId: string, input: BankAccountInput): Promise<ProviderBankAccount>;

  listBankAccounts(sellerId: string): Promise<ProviderBankAccount[]>;

  /** An account the provider no longer knows counts as removed. */
  removeBankAccount(bankAccountId: string): Promise<void>;

  getReceivingPolicy(sellerId: string): Promise<ReceivingPolicy>;

  setReceivingPolicy(sellerId: string, policy: ReceivingPolicy): Promise<ReceivingPolicy>;

  /**
   * Moves available money to a bank account. On a lost answer the transfer is looked up by
   * `referenceId` before anything is sent again; a second call with the same reference answers
   * the first transfer.
   */
  createTransfer(input: TransferInput): Promise<ProviderTransfer>;

  /** Reads a transfer (retried on transient failures; it is a read). */
  getTransfer(transferId: string): Promise<ProviderTransfer>;

  /** The seller's transfer made for our `referenceId`, or null. */
  findTransferByReference(sellerId: string, referenceId: string): Promise<ProviderTransfer | null>;

  /** Receivables expected within the range, by date. */
  listReceivables(sellerId: string, range: ReceivablesRange): Promise<ProviderReceivable[]>;
}
